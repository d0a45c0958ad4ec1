// Copy for the information pages, kept as data so the routes only lay it out. The pages' copy has moved
// into app/locales (both languages); what remains here is for the legal pages.

/** Titles and descriptions for search results and link previews, by page. */
export const pageSeo = {
  privacy: {
    title: 'Privacy Policy',
    description:
      'What information the firm collects through its website, how it is used and protected, the cookies we use, and your choices.',
  },
  terms: {
    title: 'Terms and Conditions',
    description:
      'The terms that govern use of the firm’s website and services, including fees, arbitration, Florida governing law, and our Accessibility Statement.',
  },
}
