// /dashboard/templates: the six legal templates that come with the Growth Score. A card downloads the
// firm's own file when one has been uploaded, else our starter Word file, and says which it is.
import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { Download, FileText } from 'lucide-react'
import { buttonClass } from '~/components/forms'
import { TEMPLATES } from '~/content/portal'
import { availableTemplates, requireClient } from '~/models/portal.server'
import { cn, formatFileSize } from '~/utils/misc'
import { portalMetaIn } from '~/components/portal/portal-meta'
import { templateText } from '~/components/portal/portal-copy'
import * as portal from '~/locales/portal'
import * as portalTemplates from '~/locales/portal-templates'
import { fill, useCopy, useLocalePath } from '~/utils/i18n'
import { copyIn, requestLang, spanishCopy } from '~/utils/i18n.server'

export async function loader({ request }: LoaderFunctionArgs) {
  await requireClient(request)
  const files = await availableTemplates()
  const lang = requestLang(request)
  const copy = copyIn(portalTemplates, lang)
  return {
    spanish: spanishCopy(lang, 'portalTemplates'),
    templates: TEMPLATES.map((t) => {
      const file = files.get(t.key)
      return {
        ...t,
        ...templateText(copy, t.key),
        file: file
          ? { filename: file.filename, size: formatFileSize(file.sizeBytes), source: file.source, kind: fileKind(file.filename) }
          : null,
      }
    }),
  }
}

function fileKind(filename: string) {
  const ext = filename.toLowerCase().split('.').pop()
  return ext === 'pdf' ? ('pdf' as const) : ext === 'docx' ? ('word' as const) : ('file' as const)
}

export default function Templates() {
  const { templates } = useLoaderData<typeof loader>()
  const { clientPortal } = useCopy(portal)
  const copy = useCopy(portalTemplates)
  const t = copy.templates
  const to = useLocalePath()
  return (
    <div className="mx-auto max-w-6xl px-5 py-8 md:px-10 md:py-12">
      <p className="text-sm font-semibold uppercase tracking-[0.18em] text-brass">{clientPortal}</p>
      <h1 className="mt-2 text-4xl leading-tight md:text-5xl">{t.heading}</h1>
      <p className="mt-3 max-w-prose text-ink-soft">{t.intro}</p>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
        {templates.map((template) => (
          <li key={template.key} className="flex flex-col border border-paper-line bg-paper-raised p-6" data-testid="template-card">
            <FileText aria-hidden className="h-6 w-6 text-brass" strokeWidth={1.5} />
            <h2 className="mt-4 text-xl leading-snug">{template.title}</h2>
            <p className="mt-2 flex-1 text-[15px] text-ink-soft">{template.description}</p>
            {template.file ? (
              <>
                <p className="mt-4 text-sm text-ink-muted" data-testid="template-source">
                  {template.file.source === 'starter' ? t.starter : t.firm} · {t[template.file.kind]}
                </p>
                <a
                  href={to(`/dashboard/templates/${template.key}`)}
                  download={template.file.filename}
                  className={cn(buttonClass('secondary'), 'mt-3 gap-2')}
                  aria-label={fill(t.downloadLabel, { title: template.title, size: template.file.size })}
                >
                  <Download aria-hidden className="h-4 w-4" />
                  {t.download}
                  <span className="text-sm font-normal opacity-80">{template.file.size}</span>
                </a>
              </>
            ) : (
              <p className="mt-6 inline-flex min-h-[48px] items-center text-[15px] font-semibold text-ink-muted">{t.soon}</p>
            )}
          </li>
        ))}
      </ul>
    </div>
  )
}

export const meta = portalMetaIn((t) => t.meta.templates)
