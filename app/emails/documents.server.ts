// The firm's email about a client's new documents: one message for every file the notification job
// claimed (a batch), listed by checklist item. Names and sizes only, never the files themselves.
import { UnrecoverableError } from 'bullmq'
import type { Db } from '~/utils/db.server'
import { env } from '~/utils/env.server'
import { formatFileSize } from '~/utils/misc'
import { documentItemName } from '~/models/documents.server'
import { storedLang } from '~/utils/i18n.server'
import { letter, type RenderedEmail } from './layout.server'

export async function documentsUploadedEmail(
  db: Db,
  clientId: string,
  files: Array<{ item_key: string; original_name: string; size_bytes: number; removed_at: string | null }>,
): Promise<RenderedEmail> {
  const client = await db
    .selectFrom('client_profiles as c')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .select(['c.first_name', 'c.last_name', 'c.company_name', 'u.email', 'u.language'])
    .where('c.id', '=', clientId)
    .executeTakeFirst()
  if (!client) throw new UnrecoverableError(`No client ${clientId}`)
  const name = [client.first_name, client.last_name].filter(Boolean).join(' ') || client.email
  const kept = files.filter((f) => !f.removed_at)
  const byItem = new Map<string, string[]>()
  for (const f of kept) byItem.set(f.item_key, [...(byItem.get(f.item_key) ?? []), `${f.original_name} (${formatFileSize(f.size_bytes)})`])
  const removed = files.length - kept.length
  return letter({
    to: env().FIRM_NOTIFY_EMAIL,
    replyTo: client.email,
    internal: true,
    subject: `${kept.length} new document${kept.length === 1 ? '' : 's'} from ${name}`,
    intro: [
      `${name}${client.company_name ? ` (${client.company_name})` : ''} uploaded ${kept.length} document${kept.length === 1 ? '' : 's'} through the portal.`,
      ...(removed ? [`${removed} more ${removed === 1 ? 'was' : 'were'} uploaded and then removed by the client.`] : []),
    ],
    rows: [
      ...[...byItem].map(([key, names]): [string, string] => [documentItemName(key), names.join('\n')]),
      // The firm's notice stays English; it says which language the client reads the portal in.
      ['Language', storedLang(client.language) === 'es' ? 'Spanish' : 'English'],
    ],
    action: {
      label: 'Open the client’s documents',
      url: `${env().APP_URL}/internal-admin/clients/${encodeURIComponent(clientId)}#documents`,
    },
    outro: ['Mark each item received once you have checked it; the client moves to stage 2 when every item is received or not applicable.'],
  })
}
