// The client portal's frame (/dashboard and every page in it): titles, the sidebar and its menu.
// Each portal page has its own namespace besides (portal-home, portal-templates, portal-account,
// portal-circle), so a page's JavaScript carries only its own copy.
// Its Spanish: app/locales/es/portal.ts.

export const namespace = 'portal'

export const en = {
  meta: {
    home: { title: 'Your portal', description: 'Your Growth Score, progress and next steps.' },
    templates: { title: 'Templates', description: 'The legal templates included with your Growth Score.' },
    security: { title: 'Security', description: 'Two-factor sign-in for your client portal.' },
    contact: { title: 'Contact your attorney', description: 'Write to your attorney from the client portal.' },
    circle: { title: 'Join Apex Circle', description: 'The Apex Circle membership for Growth Score clients.' },
    request: { title: 'Request a deliverable', description: 'Ask your attorney for a Circle deliverable.' },
  },
  clientPortal: 'Client Portal',
  frame: {
    nav: {
      home: 'To-Do List',
      portalHome: 'Portal Home',
      templates: 'Templates',
      join: 'Join Apex Circle',
      membership: 'Your Circle Membership',
      contact: 'Contact Attorney',
      security: 'Security',
    },
    collapseTitle: 'Collapse sidebar (Ctrl+B)',
    expandTitle: 'Expand sidebar (Ctrl+B)',
    collapse: 'Collapse sidebar',
    expand: 'Expand sidebar',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    menu: 'Menu',
    aside: 'Client portal',
    portalNav: 'Portal',
    signedInAs: 'Signed in as',
    signOut: 'Sign Out',
    backToDashboard: 'Back to your dashboard',
    writeToAttorney: 'Write to your attorney',
  },
}
