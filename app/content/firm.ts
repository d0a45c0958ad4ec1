// The firm's identity, read by every page. Plainly fictional by default; a deployment sets its own
// name, attorney, email and phone through FIRM_NAME, FIRM_ATTORNEY_NAME, FIRM_EMAIL and FIRM_PHONE.
// The server reads them (firm.server.ts), the root loader hands them to the browser, and components
// read the result with useFirm(). Server code (emails, meta) uses getFirm() from firm.server.ts.
import { useRouteLoaderData } from '@remix-run/react'

export const defaultFirm = {
  name: 'Harbor & Vale',
  legalName: 'Harbor & Vale Law, PLLC',
  tagline: 'Corporate and M&A counsel for founders who are building something worth selling.',
  attorney: {
    name: 'Elena M. Vale',
    title: 'Managing Attorney',
    bar: 'Admitted to The Florida Bar',
    education: [
      { school: 'Southshore University School of Law', degree: 'Juris Doctor, cum laude' },
      { school: 'Bayfront College', degree: 'Bachelor of Business Administration, Finance' },
    ],
    recognition: [
      'Recognized by her peers for closing lower-middle-market transactions on schedule and on terms',
      'Frequent speaker to founder groups on exit readiness and deal structure',
      'Bilingual counsel (English and Spanish) to companies across the Americas',
    ],
    summary: [
      'Elena Vale advises founders and family-owned companies at the points where the law decides what a business is worth: when it is formed, when it takes on partners or capital, and when it is bought or sold.',
      'Before founding the firm she spent a decade on transactional teams at large firms, where she saw the same pattern repeat: owners who prepared early sold on their terms, and owners who did not negotiated from behind. The firm exists to put founders in the first group.',
      'She keeps a deliberately small client list so that every matter has her personal attention, from the first diagnostic to the closing table.',
    ],
    focus: [
      'Mergers and acquisitions, buy-side and sell-side',
      'Exit readiness and deal structuring',
      'Corporate governance and entity formation',
      'Shareholder, partnership and operating agreements',
      'Commercial contracts and vendor agreements',
      'Cross-border transactions in the Americas and the Gulf',
    ],
  },
  email: 'office@harborvale.example',
  phone: '(305) 555-0142',
  city: 'Doral',
  state: 'FL',
  address: {
    street: '8200 NW 41st Street, Suite 200',
    locality: 'Doral',
    region: 'FL',
    postalCode: '33166',
    country: 'US',
  },
  serving: 'Serving clients nationwide',
}

export type Firm = typeof defaultFirm

/** The parts of the identity a deployment may set. */
export type FirmOverrides = { name?: string; attorneyName?: string; email?: string; phone?: string }

export function firmWith(overrides: FirmOverrides | null | undefined): Firm {
  if (!overrides) return defaultFirm
  const { name, attorneyName, email, phone } = overrides
  if (!name && !attorneyName && !email && !phone) return defaultFirm
  return {
    ...defaultFirm,
    name: name ?? defaultFirm.name,
    legalName: name ?? defaultFirm.legalName,
    email: email ?? defaultFirm.email,
    phone: phone ?? defaultFirm.phone,
    attorney: {
      ...defaultFirm.attorney,
      name: attorneyName ?? defaultFirm.attorney.name,
      // The default biography speaks of the fictional attorney by name; a real one gets a neutral line.
      summary: attorneyName
        ? defaultFirm.attorney.summary.map((p) => p.replaceAll('Elena Vale', attorneyName))
        : defaultFirm.attorney.summary,
    },
  }
}

/** The default identity, for code outside React that cannot see the configuration. */
export const firm = defaultFirm

/** The identity as configured, inside any component rendered under the root route. */
export function useFirm(): Firm {
  const root = useRouteLoaderData<{ firm?: FirmOverrides }>('root')
  return firmWith(root?.firm)
}

export function telHref(phone: string) {
  return `tel:${phone.replace(/[^\d+]/g, '').replace(/^(?=\d{10}$)/, '+1')}`
}
