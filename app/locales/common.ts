// The site's frame (its Spanish: app/locales/es/common.ts): header, menu, footer, the not-found page, the language switch.
export const namespace = 'common'

export const en = {
  skipToContent: 'Skip to content',
  firmKind: 'Corporate & M&A Law',
  homePage: ', home page',
  nav: {
    mission: 'Our Mission',
    about: 'Attorney Profile',
    international: 'International Presence',
    deals: 'Deal Portfolio',
    contact: 'Contact Us',
    services: 'Services',
  },
  login: 'Client Login',
  portal: 'Client Portal',
  menu: 'Menu',
  closeMenu: 'Close menu',
  navigation: 'Navigation',
  mainNav: 'Main',
  footerNav: 'Footer',
  theFirm: 'The firm',
  office: 'Office',
  rights: 'All rights reserved.',
  terms: 'Terms and Conditions',
  privacy: 'Privacy Policy',
  disclaimer:
    'Attorney advertising. The information on this site is general and is not legal advice. Contacting the firm does not create an attorney-client relationship.',
  language: 'Language',
  notFound: {
    title: 'Page Not Found',
    text: 'The page you are looking for does not exist or has moved. The links below will take you somewhere useful.',
    home: 'Return to the home page',
    contact: 'Contact us',
    popular: 'Popular pages',
    suggestions: { services: 'Services and fees', contracts: 'Contracts catalog', about: 'Attorney Profile' },
  },
}
