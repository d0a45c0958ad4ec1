// The contract catalogue's anchors: one per group, in the catalogue's order (the groups' names,
// introductions and agreements, in both languages, are in app/locales/contracts.ts). The anchors stay
// the English names' slugs in both languages, so a link to /contracts#employment-contractor works in either.
import { en } from '~/locales/contracts'

export const contractGroupIds = [
  'corporate-governance',
  'employment-contractor',
  'commercial-business',
  'real-estate-asset-based',
  'other-key-agreements',
] as const

export const agreementCount = en.groups.reduce((n, g) => n + g.agreements.length, 0)
