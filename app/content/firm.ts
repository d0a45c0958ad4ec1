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
    // Credentials the firm edits here, in one place (the profile page and its figures read them).
    // The portrait: put the photograph at public/images/attorney.jpg (portrait orientation, 4:5, at
    // least 800 × 1000 px). Until that file exists the page shows a typeset initials plate instead.
    portrait: '/images/attorney.jpg',
    bar: 'Admitted to The Florida Bar, 2011',
    barAdmission: { bar: 'The Florida Bar', year: 2011 },
    /** The year she began practicing; the page counts the years from it. */
    practicingSince: 2011,
    /** Transactions closed as lead or co-lead counsel (the deal portfolio’s industries add up to it). */
    transactionsClosed: 150,
    languages: ['English', 'Spanish'],
    education: [
      { school: 'Southshore University School of Law', degree: 'Juris Doctor, cum laude, 2011' },
      { school: 'Bayfront College', degree: 'Bachelor of Business Administration, Finance, 2008' },
    ],
    recognition: [
      'Lead counsel on 38 closed sales and acquisitions from 2022 through 2025, each with an enterprise value between $2 million and $60 million',
      'Speaker on exit readiness and deal structure at 14 founder and investor programs in Miami, Bogotá and Dubai since 2019',
      'Counsel in English and Spanish on cross-border transactions in 9 countries across the Americas and the Gulf',
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
