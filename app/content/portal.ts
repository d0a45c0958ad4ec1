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

export const QUOTES = [
  { text: 'The best time to prepare for an exit is the day you start the company.', author: 'Common wisdom among deal lawyers' },
  { text: 'Clean records are the cheapest due diligence you will ever buy.', author: 'Harbor & Vale' },
  { text: 'Structure is what lets a business grow without breaking.', author: 'Harbor & Vale' },
  { text: 'Every risk you can name is a risk you can price.', author: 'Harbor & Vale' },
  { text: 'Buyers pay for certainty. Build it before they ask.', author: 'Harbor & Vale' },
] as const

export const QUOTE_ROTATION_MS = 5000

export const DOCUMENT_CHECKLIST = [
  'Entity formation documents (articles of organization or incorporation)',
  'Bylaws or operating agreement',
  'Member or shareholder list',
  'EIN confirmation letter',
  'Shareholder, partnership or buy-sell agreements',
  'Capitalization table',
  'Convertible notes, SAFEs or other investment instruments',
  'Federal tax return, most recent year',
  'Federal tax return, prior year',
  'Federal tax return, two years prior',
  'Year-to-date financial statements',
  'Bank statements, last 12 months',
  'Loan and credit facility documents',
  'Contracts with your top 5 customers',
  'Contracts with your top 5 vendors',
  'Real estate and equipment leases',
  'Independent contractor agreements',
  'Employment agreements',
  'Non-disclosure agreements',
  'Pending or past litigation and demand letters',
  'Intellectual property registrations and assignments',
  'Business licenses and permits',
  'State annual reports',
  'Insurance policies',
  'Board and member meeting minutes',
  'Written consents and resolutions',
  'Pending letters of intent',
] as const

/**
 * The six document templates on the portal's Templates page. `key` is the `files.template_key` the
 * admin upload stores a file under; the card downloads it when one exists.
 */
export const TEMPLATES = [
  { key: 'operating-agreement-llc', title: 'Operating Agreement (LLC)', description: 'Ownership, management and what happens when a member leaves, for a limited liability company.' },
  { key: 'corporate-bylaws', title: 'Corporate Bylaws (Corporation)', description: 'The internal rules of a corporation: directors, officers, meetings and votes.' },
  { key: 'single-member-resolution', title: 'Single-Member Resolution', description: 'A written decision of the sole member of an LLC, ready for the company record book.' },
  { key: 'resolution-template', title: 'Resolution Template (general)', description: 'A general form for board or member resolutions approving a transaction or appointment.' },
  { key: 'independent-contractor-agreement', title: 'Independent Contractor Agreement', description: 'Scope, payment, ownership of work product and confidentiality for outside contractors.' },
  { key: 'non-disclosure-agreement', title: 'Non-Disclosure Agreement', description: 'Mutual or one-way protection for information you share with partners, buyers or staff.' },
] as const

export type TemplateKey = (typeof TEMPLATES)[number]['key']
