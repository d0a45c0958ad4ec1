// Copy for the intake pages and the notices they show. Toast wording is the spec's (section 8), verbatim.
import type { LeadFormType } from '~/utils/db-schema'
import type { Notice } from '~/utils/notice'

/**
 * Each kind of lead: what the firm calls it (its notices, the admin panel) and what the visitor's
 * acknowledgement says the firm received ("We have received your …").
 */
export const leadForms: Record<LeadFormType, { label: string; acknowledgedAs: string }> = {
  contact: { label: 'Contact message', acknowledgedAs: 'message' },
  'apex-growth-score': { label: 'Growth Score signup', acknowledgedAs: 'Growth Score details' },
  'growth-score-booking': { label: 'Growth Score strategy session booking', acknowledgedAs: 'Growth Score session booking' },
  'apex-circle-application': { label: 'Circle membership application', acknowledgedAs: 'Circle membership application' },
  'sell-side-application': { label: 'Sell-side representation application', acknowledgedAs: 'application for sell-side representation' },
  'buy-side-application': { label: 'Buy-side representation application', acknowledgedAs: 'application for buy-side representation' },
  'contract-request': { label: 'Contract request', acknowledgedAs: 'contract request' },
  'circle-interest': { label: 'Circle membership interest', acknowledgedAs: 'interest in the Circle' },
  'exit-suite-interest': { label: 'Exit Suite consultation request', acknowledgedAs: 'Exit Suite consultation request' },
  'growth-score-waitlist': { label: 'Growth Score waitlist', acknowledgedAs: 'request to join the Growth Score waitlist' },
}

export const notices = {
  contactMissing: { title: 'Missing Information', description: 'Please fill in all required fields.', type: 'error' },
  contactFailed: { title: 'Submission Failed', description: 'Please try again or contact us directly.', type: 'error' },
  contactSent: {
    title: 'Message Sent!',
    description: "Thank you for your message. We'll get back to you within 24 hours.",
    type: 'success',
  },
  informationSubmitted: {
    title: 'Success!',
    description: 'Your information has been submitted. Please select a time below.',
    type: 'success',
  },
  informationFailed: {
    title: 'Error',
    description: 'There was a problem submitting your information. Please try again.',
    type: 'error',
  },
  applicationSubmitted: {
    title: 'Success!',
    description: 'Your application has been submitted. Please select a time below.',
    type: 'success',
  },
  applicationFailed: {
    title: 'Error',
    description: 'There was a problem submitting your application. Please try again.',
    type: 'error',
  },
  requestSubmitted: {
    title: 'Success!',
    description: 'Your request has been submitted. Please select a time below.',
    type: 'success',
  },
  requestFailed: {
    title: 'Error',
    description: 'There was a problem submitting your request. Please try again.',
    type: 'error',
  },
  interestFailed: {
    title: 'Error',
    description: 'There was a problem submitting your interest. Please try again.',
    type: 'error',
  },
  interestSubmitted: {
    title: 'Interest Submitted!',
    description: "Thank you for your interest. We'll be in touch soon to discuss your needs.",
    type: 'success',
  },
} satisfies Record<string, Notice>

/** Shown (with the values kept) when one address posts more forms than the limit allows. */
export function rateLimitedMessage(seconds: number) {
  const wait = seconds >= 90 ? `${Math.ceil(seconds / 60)} minutes` : `${Math.max(seconds, 1)} seconds`
  return `You have sent several forms in a short time. Please wait ${wait} and try again. Your details are still here.`
}

export type ApplicationPageCopy = {
  formType: Extract<
    LeadFormType,
    'growth-score-booking' | 'apex-circle-application' | 'sell-side-application' | 'buy-side-application' | 'contract-request'
  >
  path: string
  metaTitle: string
  metaDescription: string
  eyebrow: string
  title: string
  intro: string
  formHeading: string
  submitLabel: string
  steps: Array<{ title: string; body: string }>
  success: Notice
  failure: Notice
}

const scheduleStep = {
  title: 'Choose a time',
  body: 'Once your details are in, pick a time that suits you. We confirm by email and send anything worth reading beforehand.',
}

/** The two M&A applications (sell side and buy side) differ only in their own words and the review step. */
function dealApplication({
  reviewBody,
  ...page
}: Omit<ApplicationPageCopy, 'formHeading' | 'submitLabel' | 'steps' | 'success' | 'failure'> & {
  reviewBody: string
}): ApplicationPageCopy {
  return {
    ...page,
    formHeading: 'Your details',
    submitLabel: 'Submit Application',
    steps: [
      { title: 'Apply', body: 'Your name, company and how to reach you. Everything you send is held in confidence.' },
      scheduleStep,
      { title: 'Confidential review', body: reviewBody },
    ],
    success: notices.informationSubmitted,
    failure: notices.informationFailed,
  }
}

export const applicationPages = {
  booking: {
    formType: 'growth-score-booking',
    path: '/book-growth-score',
    metaTitle: 'Book your Growth Score strategy session',
    metaDescription:
      'Reserve the strategy session that opens your Growth Score: a flat-fee legal and business diagnostic for founders who intend to scale.',
    eyebrow: 'Growth Score',
    title: 'Book your Growth Score strategy session',
    intro:
      'The Growth Score begins with a conversation. Tell us who you are and how to reach you, then choose a time to walk through your business with the attorney who will lead your diagnostic.',
    formHeading: 'Your details',
    submitLabel: 'Continue to Scheduling',
    steps: [
      { title: 'Share your details', body: 'Four fields. No documents yet, and nothing is charged at this stage.' },
      scheduleStep,
      {
        title: 'Talk it through',
        body: 'In the session we map what the diagnostic will cover and answer every question before you commit.',
      },
    ],
    success: notices.informationSubmitted,
    failure: notices.informationFailed,
  },
  circle: {
    formType: 'apex-circle-application',
    path: '/apply-apex-circle',
    metaTitle: 'Apply for the Apex Circle membership',
    metaDescription:
      'Apply for the Circle: ongoing outside general counsel for founders, with tailored deliverables each month and quarterly planning.',
    eyebrow: 'The Apex Circle',
    title: 'Apply for Membership',
    intro:
      'The Apex Circle is a small membership by design. Apply below, then choose a time for a short call so we can confirm that the membership fits where your business is headed.',
    formHeading: 'Your application',
    submitLabel: 'Submit Application',
    steps: [
      { title: 'Apply', body: 'Tell us who you are and which company you lead.' },
      scheduleStep,
      {
        title: 'Fit call',
        body: 'A short conversation about your priorities for the year, and whether the Circle is the right way to meet them.',
      },
    ],
    success: notices.applicationSubmitted,
    failure: notices.applicationFailed,
  },
  sellSide: dealApplication({
    formType: 'sell-side-application',
    path: '/apply-sell-side',
    metaTitle: 'Apply for Sell-Side Representation',
    metaDescription:
      'Preparing to sell your company? Apply for sell-side M&A representation and schedule a confidential first conversation.',
    eyebrow: 'Sell-side M&A',
    title: 'Apply for Sell-Side Representation',
    intro:
      'Selling a company is usually a once-in-a-career event. Start with a confidential conversation about the business, the buyers you have in mind and the timing you want.',
    reviewBody: 'We discuss the deal, its likely structure and what preparation will protect your price.',
  }),
  buySide: dealApplication({
    formType: 'buy-side-application',
    path: '/apply-buy-side',
    metaTitle: 'Apply for Buy-Side Representation',
    metaDescription: 'Acquiring a business? Apply for buy-side M&A representation and schedule a confidential first conversation.',
    eyebrow: 'Buy-side M&A',
    title: 'Apply for Buy-Side Representation',
    intro:
      'An acquisition is won or lost in diligence and in the purchase agreement. Tell us about yourself, then choose a time to discuss the target and the terms on the table.',
    reviewBody: 'We look at the target, the letter of intent if there is one, and where the risk sits.',
  }),
  contract: {
    formType: 'contract-request',
    path: '/request-contract',
    metaTitle: 'Request a Contract',
    metaDescription:
      'Request an agreement drafted for your business: employment, NDA, service, operating and more, at a flat fee agreed up front.',
    eyebrow: 'Contracts',
    title: 'Request a Contract',
    intro:
      'Tell us which agreement you need. We review the request, confirm the scope and a flat fee, and draft it for your business rather than from a generic template.',
    formHeading: 'Your request',
    submitLabel: 'Submit Request',
    steps: [
      { title: 'Choose the agreement', body: 'Name it in your own words; a rough description is enough.' },
      { title: 'Submit your details', body: 'So we know who the agreement is for and how to reach you.' },
      { title: 'We contact you', body: 'Pick a time below, or wait for our email within one business day.' },
    ],
    success: notices.requestSubmitted,
    failure: notices.requestFailed,
  },
} satisfies Record<string, ApplicationPageCopy>

/** The forms of the application pages: their notices say "Full name" and offer to arrange a first conversation. */
export function isApplicationForm(formType: LeadFormType) {
  return Object.values(applicationPages).some((page) => page.formType === formType)
}

export const contactPage = {
  title: 'Get in Touch',
  intro: 'Questions about a transaction, a contract or where to begin? Send a note and the attorney will reply personally.',
  responseTime: 'We respond within about 24 hours on business days.',
  urgent: 'Circle members receive priority responses.',
  location: { heading: 'Location', lines: ['Doral, FL', 'Serving clients nationwide'] },
}

export const scheduling = {
  heading: 'Select a Time',
  placeholder:
    'Our online scheduling calendar will appear here. Until it is in place, we will email you within one business day to arrange a time that suits you.',
}

/** Anchors on /growth-score that the interest forms return to when JavaScript is off. */
export const interestSections = {
  circle: 'circle-interest',
  exitSuite: 'exit-suite-interest',
} as const
