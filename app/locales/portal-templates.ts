// The portal's templates page (/dashboard/templates and its downloads). The English of the templates is
// app/content/portal.ts's own, not a copy.
// Its Spanish: app/locales/es/portal-templates.ts.
import { TEMPLATES } from '~/content/portal'

export const namespace = 'portalTemplates'

export const en = {
  templates: {
    list: TEMPLATES.map(({ title, description }) => ({ title, description })),
    heading: 'Legal templates',
    intro:
      'The essential documents included with your Growth Score. Use them as a starting point; your roadmap says which ones your company needs first, and we are glad to tailor any of them. Starter templates are Word files with bracketed blanks to fill in; review a filled-in draft with us before anyone signs it.',
    starter: 'Starter template',
    firm: 'Prepared by the firm',
    pdf: 'PDF',
    word: 'Word document',
    file: 'File',
    downloadLabel: 'Download {{title}} ({{size}})',
    download: 'Download',
    soon: 'Available soon',
    notAvailable: 'This template is not available yet.',
  },
}
