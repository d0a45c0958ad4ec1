// The client portal's fixed content: the six stages, the five tasks, quotes and the document checklist.

export const STAGES = [
  'Documents Sent',
  'Documents Received by Attorney',
  'Reviewing Documents',
  'Drafting Growth Score Report',
  'Finalizing Report',
  'See Your Growth Score',
] as const

export type TaskAction = 'schedule' | 'complete' | 'review' | 'view-review'

export const TASKS: ReadonlyArray<{ title: string; description: string; action: TaskAction }> = [
  {
    title: 'Schedule Your Initial Consultation',
    description: 'Email our office to book a 30-minute consultation, then mark it as scheduled here.',
    action: 'schedule',
  },
  {
    title: 'Gather and Send Your Documents',
    description: 'Work through the document checklist and send what you have to our office.',
    action: 'complete',
  },
  {
    title: 'Review Your Intake Summary',
    description: 'Read the summary of what you told us and confirm it is accurate.',
    action: 'review',
  },
  {
    title: 'Review Your Growth Score Report',
    description: 'Open your Growth Score report when it is ready and read it through before the review call.',
    action: 'view-review',
  },
  {
    title: 'Schedule Your Report Review Call',
    description: 'Email our office to book a 1-hour call to walk through your report and roadmap.',
    action: 'schedule',
  },
]

/** `author: null`: the firm's own line, signed with its published name. */
export const QUOTES: ReadonlyArray<{ text: string; author: string | null }> = [
  { text: 'The best time to prepare for an exit is the day you start the company.', author: 'Common wisdom among deal lawyers' },
  { text: 'Clean records are the cheapest due diligence you will ever buy.', author: null },
  { text: 'Structure is what lets a business grow without breaking.', author: null },
  { text: 'Every risk you can name is a risk you can price.', author: null },
  { text: 'Buyers pay for certainty. Build it before they ask.', author: null },
]

export const QUOTE_ROTATION_MS = 5000

/**
 * The 27 documents the firm asks for. `key` is what the server stores an upload or a status under: it
 * never changes, even if an item's wording does.
 */
export const DOCUMENT_ITEMS = [
  { key: 'formation-documents', name: 'Entity formation documents (articles of organization or incorporation)' },
  { key: 'bylaws-operating-agreement', name: 'Bylaws or operating agreement' },
  { key: 'owner-list', name: 'Member or shareholder list' },
  { key: 'ein-letter', name: 'EIN confirmation letter' },
  { key: 'owner-agreements', name: 'Shareholder, partnership or buy-sell agreements' },
  { key: 'cap-table', name: 'Capitalization table' },
  { key: 'investment-instruments', name: 'Convertible notes, SAFEs or other investment instruments' },
  { key: 'tax-return-1', name: 'Federal tax return, most recent year' },
  { key: 'tax-return-2', name: 'Federal tax return, prior year' },
  { key: 'tax-return-3', name: 'Federal tax return, two years prior' },
  { key: 'ytd-financials', name: 'Year-to-date financial statements' },
  { key: 'bank-statements', name: 'Bank statements, last 12 months' },
  { key: 'loan-documents', name: 'Loan and credit facility documents' },
  { key: 'customer-contracts', name: 'Contracts with your top 5 customers' },
  { key: 'vendor-contracts', name: 'Contracts with your top 5 vendors' },
  { key: 'leases', name: 'Real estate and equipment leases' },
  { key: 'contractor-agreements', name: 'Independent contractor agreements' },
  { key: 'employment-agreements', name: 'Employment agreements' },
  { key: 'ndas', name: 'Non-disclosure agreements' },
  { key: 'litigation', name: 'Pending or past litigation and demand letters' },
  { key: 'ip', name: 'Intellectual property registrations and assignments' },
  { key: 'licenses-permits', name: 'Business licenses and permits' },
  { key: 'annual-reports', name: 'State annual reports' },
  { key: 'insurance', name: 'Insurance policies' },
  { key: 'minutes', name: 'Board and member meeting minutes' },
  { key: 'consents-resolutions', name: 'Written consents and resolutions' },
  { key: 'letters-of-intent', name: 'Pending letters of intent' },
] as const

export type DocumentItemKey = (typeof DOCUMENT_ITEMS)[number]['key']

/**
 * The checklist's groups, in the order the portal shows them: each item belongs to exactly one
 * (a unit test checks it). Only the portal's layout uses them; the server stores items by key.
 */
export const DOCUMENT_CATEGORIES: ReadonlyArray<{ title: string; keys: readonly DocumentItemKey[] }> = [
  {
    title: 'Company and ownership',
    keys: [
      'formation-documents',
      'bylaws-operating-agreement',
      'owner-list',
      'ein-letter',
      'owner-agreements',
      'cap-table',
      'investment-instruments',
      'minutes',
      'consents-resolutions',
      'annual-reports',
    ],
  },
  {
    title: 'Taxes and finances',
    keys: ['tax-return-1', 'tax-return-2', 'tax-return-3', 'ytd-financials', 'bank-statements', 'loan-documents'],
  },
  {
    title: 'Contracts and people',
    keys: [
      'customer-contracts',
      'vendor-contracts',
      'leases',
      'contractor-agreements',
      'employment-agreements',
      'ndas',
      'letters-of-intent',
    ],
  },
  { title: 'Legal and compliance', keys: ['litigation', 'ip', 'licenses-permits', 'insurance'] },
]

/**
 * The six document templates on the portal's Templates page. `key` is the `files.template_key` the
 * admin upload stores a file under; the card downloads it when one exists.
 */
export const TEMPLATES = [
  {
    key: 'operating-agreement-llc',
    title: 'Operating Agreement (LLC)',
    description: 'Ownership, management and what happens when a member leaves, for a limited liability company.',
  },
  {
    key: 'corporate-bylaws',
    title: 'Corporate Bylaws (Corporation)',
    description: 'The internal rules of a corporation: directors, officers, meetings and votes.',
  },
  {
    key: 'single-member-resolution',
    title: 'Single-Member Resolution',
    description: 'A written decision of the sole member of an LLC, ready for the company record book.',
  },
  {
    key: 'resolution-template',
    title: 'Resolution Template (general)',
    description: 'A general form for board or member resolutions approving a transaction or appointment.',
  },
  {
    key: 'independent-contractor-agreement',
    title: 'Independent Contractor Agreement',
    description: 'Scope, payment, ownership of work product and confidentiality for outside contractors.',
  },
  {
    key: 'non-disclosure-agreement',
    title: 'Non-Disclosure Agreement',
    description: 'Mutual protection for the information you and a partner, buyer or key hire share with each other.',
  },
] as const

export type TemplateKey = (typeof TEMPLATES)[number]['key']
