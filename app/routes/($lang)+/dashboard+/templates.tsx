// /dashboard/templates: the six legal templates that come with the Growth Score. A card downloads the
// firm's own file when one has been uploaded, else our starter Word file, and says which it is.
import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { Download, FileText } from 'lucide-react'
import { buttonClass } from '~/components/forms'
import { TEMPLATES } from '~/content/portal'
import { availableTemplates, requireClient } from '~/models/portal.server'
import { cn, formatFileSize } from '~/utils/misc'
import { portalMeta } from '~/components/portal/portal-meta'

export async function loader({ request }: LoaderFunctionArgs) {
  await requireClient(request)
  const files = await availableTemplates()
  return {
    templates: TEMPLATES.map((t) => {
      const file = files.get(t.key)
      return {
        ...t,
        file: file
          ? { filename: file.filename, size: formatFileSize(file.sizeBytes), source: file.source, kind: fileKind(file.filename) }
          : null,
      }
    }),
  }
}

function fileKind(filename: string) {
  const ext = filename.toLowerCase().split('.').pop()
  return ext === 'pdf' ? 'PDF' : ext === 'docx' ? 'Word document' : 'File'
}

export default function Templates() {
  const { templates } = useLoaderData<typeof loader>()
  return (
    <div className="mx-auto max-w-6xl px-5 py-8 md:px-10 md:py-12">
      <p className="text-sm font-semibold uppercase tracking-[0.18em] text-brass">Client Portal</p>
      <h1 className="mt-2 text-4xl leading-tight md:text-5xl">Legal templates</h1>
      <p className="mt-3 max-w-prose text-ink-soft">
        The essential documents included with your Growth Score. Use them as a starting point; your roadmap says which ones your company
        needs first, and we are glad to tailor any of them. Starter templates are Word files with bracketed blanks to fill in; review a
        filled-in draft with us before anyone signs it.
      </p>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
        {templates.map((t) => (
          <li key={t.key} className="flex flex-col border border-paper-line bg-paper-raised p-6" data-testid="template-card">
            <FileText aria-hidden className="h-6 w-6 text-brass" strokeWidth={1.5} />
            <h2 className="mt-4 text-xl leading-snug">{t.title}</h2>
            <p className="mt-2 flex-1 text-[15px] text-ink-soft">{t.description}</p>
            {t.file ? (
              <>
                <p className="mt-4 text-sm text-ink-muted" data-testid="template-source">
                  {t.file.source === 'starter' ? 'Starter template' : 'Prepared by the firm'} · {t.file.kind}
                </p>
                <a
                  href={`/dashboard/templates/${t.key}`}
                  download={t.file.filename}
                  className={cn(buttonClass('secondary'), 'mt-3 gap-2')}
                  aria-label={`Download ${t.title} (${t.file.size})`}
                >
                  <Download aria-hidden className="h-4 w-4" />
                  Download
                  <span className="text-sm font-normal opacity-80">{t.file.size}</span>
                </a>
              </>
            ) : (
              <p className="mt-6 inline-flex min-h-[48px] items-center text-[15px] font-semibold text-ink-muted">Available soon</p>
            )}
          </li>
        ))}
      </ul>
    </div>
  )
}

export const meta = portalMeta('Templates', 'The legal templates included with your Growth Score.')
