// The firm's identity, read by every page. Plainly fictional by default; a deployment sets its own
// through FIRM_* variables, which the root loader would pass down (see README, Configuration).
export const firm = {
  name: 'Harbor & Vale',
  legalName: 'Harbor & Vale Law, PLLC',
  tagline: 'Corporate and M&A counsel for founders who are building something worth selling.',
  attorney: {
    name: 'Elena M. Vale',
    title: 'Managing Attorney',
  },
  email: 'office@harborvale.example',
  phone: '(305) 555-0142',
  city: 'Doral',
  state: 'FL',
  address: { street: '8200 NW 41st Street, Suite 200', locality: 'Doral', region: 'FL', postalCode: '33166', country: 'US' },
}
