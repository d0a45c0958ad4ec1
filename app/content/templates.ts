// The six legal templates on the portal's Templates page. The key names the uploaded file
// (files.template_key); the admin uploads one file per key, the portal offers it for download.

export const TEMPLATES = [
  {
    key: 'operating-agreement',
    title: 'Operating Agreement (LLC)',
    description: 'Sets out ownership, management and decision-making for a limited liability company.',
  },
  {
    key: 'corporate-bylaws',
    title: 'Corporate Bylaws (Corporation)',
    description: 'The internal rules of a corporation: directors, officers, meetings and votes.',
  },
  {
    key: 'single-member-resolution',
    title: 'Single-Member Resolution',
    description: 'Records a decision taken by the sole member of an LLC.',
  },
  {
    key: 'resolution-template',
    title: 'Resolution Template (general)',
    description: 'A general form for board or member resolutions.',
  },
  {
    key: 'independent-contractor-agreement',
    title: 'Independent Contractor Agreement',
    description: 'Engages a contractor with clear scope, payment, ownership of work and confidentiality.',
  },
  {
    key: 'non-disclosure-agreement',
    title: 'Non-Disclosure Agreement',
    description: 'Protects confidential information shared with another party, mutual or one-way.',
  },
] as const

export type TemplateKey = (typeof TEMPLATES)[number]['key']

export const TEMPLATE_KEYS = TEMPLATES.map((t) => t.key) as readonly TemplateKey[]

export function isTemplateKey(value: string): value is TemplateKey {
  return (TEMPLATE_KEYS as readonly string[]).includes(value)
}
