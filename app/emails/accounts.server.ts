// Emails of accounts and the client portal: the set-password and reset-password links, and the firm's
// notice of a message a client sent from the portal. Each reads what it needs by id.
import { UnrecoverableError } from 'bullmq'
import { messagesWithClient } from '~/models/clients.server'
import { isCircleMemberUser } from '~/models/memberships.server'
import { createPasswordToken, TOKEN_LIFETIME_MS, type TokenPurpose } from '~/models/password-tokens.server'
import type { Db } from '~/utils/db.server'
import { env } from '~/utils/env.server'
import { localePath, type Lang } from '~/utils/i18n'
import { serverT, storedLang } from '~/utils/i18n.server'
import { letter } from './layout.server'
import { easternDateTime, param, type Template, type TemplateName } from './template.server'

async function userById(db: Db, userId: string) {
  const user = await db.selectFrom('users').select(['id', 'email', 'first_name', 'language']).where('id', '=', userId).executeTakeFirst()
  if (!user) throw new UnrecoverableError(`No user ${userId}`)
  return user
}

/** The link to /auth/set-password (/es/auth/set-password in Spanish) with a fresh one-time token (minted here, at send time). */
export async function passwordLink(userId: string, purpose: TokenPurpose, lang: Lang = 'en') {
  const token = await createPasswordToken(userId, purpose)
  return `${env().APP_URL}${localePath(lang, '/auth/set-password')}?token=${encodeURIComponent(token)}`
}

function lifetime(purpose: TokenPurpose, lang: Lang) {
  const t = serverT(lang, 'accountEmails')
  const hours = TOKEN_LIFETIME_MS[purpose] / 3600_000
  return hours >= 24 ? t('lifetime.days', { n: hours / 24 }) : hours === 1 ? t('lifetime.oneHour') : t('lifetime.hours', { n: hours })
}

type PasswordWords = { subject: string; intro: string[]; label: string; outro: string[] }
type Words = ReturnType<typeof serverT<'accountEmails'>>

/**
 * A letter around a fresh one-time password link, in the account's language (users.language); `words`
 * gets the user, how long the link lasts and the language's `t`.
 */
async function passwordLetter(
  db: Db,
  userId: string,
  purpose: TokenPurpose,
  words: (user: Awaited<ReturnType<typeof userById>>, expires: string, t: Words, lang: Lang) => PasswordWords,
) {
  const user = await userById(db, userId)
  const lang = storedLang(user.language)
  const url = await passwordLink(user.id, purpose, lang)
  const { subject, intro, label, outro } = words(user, lifetime(purpose, lang), serverT(lang, 'accountEmails'), lang)
  return letter({ to: user.email, subject, intro, action: { label, url }, outro, lang })
}

export const accountTemplates: Partial<Record<TemplateName, Template>> = {
  /** After a Growth Score purchase: params { userId }. */
  'set-password': (db, params) =>
    passwordLetter(db, param(params, 'userId'), 'set-password', (user, expires, t, lang) => ({
      subject: t('setPassword.subject'),
      intro: [
        t('setPassword.greeting', { name: user.first_name?.trim() || t('setPassword.client') }),
        t('setPassword.ready'),
        t('setPassword.choose', { expires }),
      ],
      label: t('setPassword.label'),
      outro: [t('setPassword.expired', { url: `${env().APP_URL}${localePath(lang, '/auth/forgot-password')}` })],
    })),

  /** Forgot password: params { userId }. */
  'reset-password': (db, params) =>
    passwordLetter(db, param(params, 'userId'), 'reset-password', (_user, expires, t) => ({
      subject: t('resetPassword.subject'),
      intro: [t('resetPassword.received'), t('resetPassword.choose', { expires })],
      label: t('resetPassword.label'),
      outro: [t('resetPassword.ignore')],
    })),

  /** A client wrote from /dashboard/contact: params { messageId }. Goes to the firm. */
  'client-message-notification': async (db, params) => {
    const message = await messagesWithClient()
      .select([
        'contact_messages.name',
        'contact_messages.email',
        'contact_messages.message',
        'contact_messages.created_at',
        'client_profiles.company_name',
        'client_profiles.first_name',
        'client_profiles.last_name',
        'client_profiles.user_id',
      ])
      .where('contact_messages.id', '=', param(params, 'messageId'))
      .executeTakeFirst()
    if (!message) throw new UnrecoverableError(`No contact message ${params.messageId}`)
    const client = [message.first_name, message.last_name].filter(Boolean).join(' ')
    // Circle members' messages are priority (spec: members get priority responses).
    const priority = await isCircleMemberUser(message.user_id)
    return letter({
      to: env().FIRM_NOTIFY_EMAIL,
      replyTo: message.email,
      subject: `${priority ? 'Priority (Circle member): ' : ''}Client portal message from ${message.name}`,
      intro: [
        priority
          ? 'A Circle member sent a message from the portal. Members are answered first.'
          : 'A client sent a message from the portal. We promised a reply within 24 hours.',
      ],
      rows: [
        ['Name', message.name],
        ['Email', message.email],
        ['Client', client],
        ['Company', message.company_name],
        ['Sent', easternDateTime(message.created_at)],
        ['Message', message.message],
      ],
      internal: true,
    })
  },
}
