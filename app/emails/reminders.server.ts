// The three reminder emails. Each carries an unsubscribe link and the List-Unsubscribe headers of
// RFC 8058, so a mail client's one-click unsubscribe stops that kind of reminder for that subject.
import { UnrecoverableError } from 'bullmq'
import { getFirm } from '~/content/firm.server'
import { unsubscribeUrl } from '~/models/reminders.server'
import { missingDocumentItems } from '~/models/documents.server'
import { itemName } from '~/components/portal/portal-copy'
import { localePath } from '~/utils/i18n'
import { copyIn, serverT, storedLang } from '~/utils/i18n.server'
import * as portalHome from '~/locales/portal-home'
import { REMINDER_LIMIT } from '~/models/reminder-schedule.server'
import type { Reminder } from '~/utils/db-schema'
import type { Db } from '~/utils/db.server'
import { env } from '~/utils/env.server'
import { letter, type RenderedEmail } from './layout.server'
import { signupLink } from './purchase.server'

function firstName(name: string | null | undefined, there: string) {
  return (name ?? '').trim().split(/\s+/)[0] || there
}

export async function renderReminder(db: Db, reminder: Reminder, number: number): Promise<RenderedEmail> {
  const firm = getFirm()
  const unsubscribe = unsubscribeUrl(reminder.id)
  // Each reminder is written in its recipient's language: the client's account, or the signup's.
  const outroFor = (t: ReturnType<typeof serverT<'portalEmails'>>) => [t('outro', { number, limit: REMINDER_LIMIT, url: unsubscribe })]
  let message: RenderedEmail
  if (reminder.kind === 'missing-documents') {
    const client = await db
      .selectFrom('client_profiles as c')
      .leftJoin('users as u', 'u.id', 'c.user_id')
      .select(['c.id', 'c.first_name', 'u.language'])
      .where('c.id', '=', reminder.subject_id)
      .executeTakeFirst()
    if (!client) throw new UnrecoverableError(`No client ${reminder.subject_id}`)
    const lang = storedLang(client.language)
    const t = serverT(lang, 'portalEmails')
    const copy = copyIn(portalHome, lang)
    const missing = (await missingDocumentItems(client.id)).map((item) => itemName(copy, item.key, item.name))
    message = letter({
      to: reminder.recipient,
      lang,
      subject: t('documents.subject', { firm: firm.name }),
      intro: [
        t('dear', { name: firstName(client.first_name, t('there')) }),
        t('documents.intro', { count: missing.length }),
        ...missing.map((item) => `• ${item}`),
        t('documents.portal'),
      ],
      action: { label: t('documents.action'), url: `${env().APP_URL}${localePath(lang, '/dashboard')}` },
      outro: outroFor(t),
    })
  } else {
    const signup = await db
      .selectFrom('signups')
      .select(['id', 'name', 'language'])
      .where('id', '=', reminder.subject_id)
      .executeTakeFirst()
    if (!signup) throw new UnrecoverableError(`No signup ${reminder.subject_id}`)
    const lang = storedLang(signup.language)
    const t = serverT(lang, 'portalEmails')
    const kind = reminder.kind === 'letter-unsigned' ? 'letter' : 'checkout'
    message = letter({
      to: reminder.recipient,
      lang,
      subject: t(`${kind}.subject`, { firm: firm.name }),
      intro: [t('dear', { name: firstName(signup.name, t('there')) }), t(`${kind}.intro`)],
      action: {
        label: t(`${kind}.action`),
        url: lang === 'en' ? signupLink(signup.id) : signupLink(signup.id, localePath(lang, '/growth-score')),
      },
      outro: outroFor(t),
    })
  }
  return {
    ...message,
    // Set as plain headers: the message is composed by MailComposer (see the SMTP sender), which has
    // no `list` option of its own.
    headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  }
}
