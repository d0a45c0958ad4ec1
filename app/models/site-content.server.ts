// The firm's own content: the one module pages, emails, the engagement letter and page titles read it
// through. Each publish keeps a version (who, when, the whole document); the newest version is live,
// and a restore publishes a copy of an earlier one. Edits go to one draft, previewed on the real pages
// (`?preview=draft`, admins only) before they are published.
//
// Reading is synchronous (better-sqlite3) and cheap: the live version's parsed document is kept per
// process and per database, and each read only asks SQLite for the newest version's id, so the worker
// and any other process see a publish at their next read. After a publish in the web process, listeners
// (server/index.ts: the public-page cache) are told at once (app/utils/content-events.server.ts).
import type Database from 'better-sqlite3'
import { redirect } from '@remix-run/node'
import type { z } from 'zod'
import { exampleWith, type ContentDefaults } from '~/content/site-content-example'
import {
  AttorneySectionSchema,
  FirmSectionSchema,
  GrowthScoreSectionSchema,
  PortfolioSectionSchema,
  SiteContentSchema,
  TestimonialsSectionSchema,
  type ImageRef,
  type SiteContent,
} from '~/schemas/site-content.server'
import { requireAdmin } from '~/utils/auth.server'
import { contentPublished } from '~/utils/content-events.server'
import type { Tx } from '~/utils/db.server'
import { getDb, getSqlite, now, onCommit, writeTransaction } from '~/utils/db.server'
import { env } from '~/utils/env.server'
import { writeAudit, type Actor } from './admin.server'

/** Who "published" the example content kept as version 1. */
export const EXAMPLE_PUBLISHER = 'example content (first start)'

export type Published = {
  /** The version's number; null while no version was ever published (the example content is live). */
  version: number | null
  content: SiteContent
  publishedAt: string | null
  publishedBy: string | null
}

/** The deployment's first-start defaults (FIRM_*, GROWTH_SCORE_MONTHLY_CAPACITY, SCHEDULING_EMBED_URL). */
export function contentDefaults(): ContentDefaults {
  const e = env()
  return {
    name: e.FIRM_NAME,
    attorneyName: e.FIRM_ATTORNEY_NAME,
    email: e.FIRM_EMAIL,
    phone: e.FIRM_PHONE,
    monthlyCapacity: e.GROWTH_SCORE_MONTHLY_CAPACITY,
    schedulingUrl: e.SCHEDULING_EMBED_URL,
  }
}

type VersionRow = { id: number; document: string; published_at: string; published_by_email: string }

const cache = new WeakMap<Database.Database, { key: string; value: Published }>()
const statements = new WeakMap<Database.Database, { newest: Database.Statement; byId: Database.Statement }>()

function prepared(sqlite: Database.Database) {
  let s = statements.get(sqlite)
  if (!s) {
    s = {
      newest: sqlite.prepare('SELECT id FROM site_content_versions ORDER BY id DESC LIMIT 1'),
      byId: sqlite.prepare('SELECT id, document, published_at, published_by_email FROM site_content_versions WHERE id = ?'),
    }
    statements.set(sqlite, s)
  }
  return s
}

/** The newest version's id, or null; null too on a database not yet migrated (a unit test's). */
function newestVersionId(sqlite: Database.Database): number | null {
  try {
    const row = prepared(sqlite).newest.get() as { id: number } | undefined
    return row?.id ?? null
  } catch (error) {
    if (error instanceof Error && /no such table: site_content_versions/.test(error.message)) return null
    throw error
  }
}

/** The live content (the newest published version, else the example with the first-start defaults). */
export function getPublished(sqlite: Database.Database = getSqlite()): Published {
  const id = newestVersionId(sqlite)
  const defaults = id === null ? contentDefaults() : null
  const key = id === null ? `example:${JSON.stringify(defaults)}` : `v${id}`
  const hit = cache.get(sqlite)
  if (hit?.key === key) return hit.value
  let value: Published
  if (id === null) {
    value = { version: null, content: exampleContent(defaults!), publishedAt: null, publishedBy: null }
  } else {
    const row = prepared(sqlite).byId.get(id) as VersionRow
    value = { version: row.id, content: parseDocument(row.document), publishedAt: row.published_at, publishedBy: row.published_by_email }
  }
  cache.set(sqlite, { key, value })
  return value
}

/** Whether the live content is still the example a fresh install starts from (never published, or restored). */
export function liveIsExample() {
  const live = getPublished()
  return live.version === null || JSON.stringify(live.content) === JSON.stringify(exampleContent(contentDefaults()))
}

/**
 * The example content with the first-start defaults, through the schema (so that its keys come in the
 * same order as a stored version's: drafts compare as JSON). A default the schema refuses (a FIRM_NAME
 * over its length, say) is left out with one warning, rather than taking every page down.
 */
function exampleContent(defaults: ContentDefaults) {
  const withDefaults = SiteContentSchema.safeParse(exampleWith(defaults))
  if (withDefaults.success) return withDefaults.data
  const key = JSON.stringify(defaults)
  if (!warned.has(key)) {
    warned.add(key)
    console.warn(
      `[content] first-start defaults not used: ${withDefaults.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    )
  }
  return SiteContentSchema.parse(exampleWith({}))
}
const warned = new Set<string>()

/** The live content's document. */
export function getContent(): SiteContent {
  return getPublished().content
}

function parseDocument(json: string): SiteContent {
  return SiteContentSchema.parse(JSON.parse(json))
}

/** The draft being edited: the stored draft, else the live content. */
export async function getDraft(tx?: Tx): Promise<{ content: SiteContent; changed: boolean; updatedAt: string | null }> {
  const row = await (tx ?? getDb())
    .selectFrom('site_content_draft')
    .select(['document', 'updated_at'])
    .where('id', '=', 1)
    .executeTakeFirst()
  const live = getPublished()
  if (!row) return { content: live.content, changed: false, updatedAt: null }
  const content = parseDocument(row.document)
  return { content, changed: JSON.stringify(content) !== JSON.stringify(live.content), updatedAt: row.updated_at }
}

/**
 * The content a request should see: the live content, or, for `?preview=draft`, the draft, which only
 * an admin with a second factor may see (anyone else is sent to sign in, as requireAdmin does). A
 * preview request carries the admin's session, so server/security.ts answers it with `no-store`.
 */
export async function contentForRequest(request: Request): Promise<{ content: SiteContent; preview: boolean }> {
  if (new URL(request.url).searchParams.get('preview') !== 'draft') return { content: getContent(), preview: false }
  await requireAdmin(request)
  return { content: (await getDraft()).content, preview: true }
}

/** The preview address of a public page. */
export function previewPath(path: string) {
  return `${path}${path.includes('?') ? '&' : '?'}preview=draft`
}

// ---------------------------------------------------------------------------------------------
// Editing

export type SectionResult = { ok: true } | { ok: false; errors: Record<string, string> }

/** zod's issues as one message per field path ("attorney.name", "deals.2.summary"). */
export function fieldErrors(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>) {
  const errors: Record<string, string> = {}
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || 'form'
    errors[key] ??= issue.message
  }
  return errors
}

async function saveDraft(actor: Actor, change: (draft: SiteContent) => SiteContent): Promise<SectionResult> {
  return writeTransaction(async (trx) => {
    const { content } = await getDraft(trx)
    const next = SiteContentSchema.safeParse(change(structuredClone(content)))
    if (!next.success) return { ok: false, errors: fieldErrors(next.error.issues) }
    await trx
      .insertInto('site_content_draft')
      .values({ id: 1, document: JSON.stringify(next.data), updated_by: actor.id, updated_at: now() })
      .onConflict((oc) => oc.column('id').doUpdateSet({ document: JSON.stringify(next.data), updated_by: actor.id, updated_at: now() }))
      .execute()
    return { ok: true }
  })
}

/** Checks a section's form against its schema, then stores the draft with `apply`'s change. */
async function saveSection<T>(
  actor: Actor,
  schema: z.ZodType<T>,
  input: unknown,
  apply: (draft: SiteContent, section: T) => SiteContent,
): Promise<SectionResult> {
  const parsed = schema.safeParse(input)
  if (!parsed.success) return { ok: false, errors: fieldErrors(parsed.error.issues) }
  return saveDraft(actor, (d) => apply(d, parsed.data))
}

/** A section's image after a save: the one uploaded, none (null: removed), or the one it had (undefined). */
const imageAfter = (uploaded: ImageRef | null | undefined, current: ImageRef | null) => (uploaded === undefined ? current : uploaded)

export function saveFirmSection(actor: Actor, input: unknown) {
  return saveSection(actor, FirmSectionSchema, input, (d, firm) => ({ ...d, firm }))
}

export function saveAttorneySection(actor: Actor, input: unknown, portrait?: ImageRef | null) {
  return saveSection(actor, AttorneySectionSchema, input, (d, attorney) => ({
    ...d,
    attorney: { ...attorney, portrait: imageAfter(portrait, d.attorney.portrait) },
  }))
}

export function savePortfolioSection(actor: Actor, input: unknown) {
  return saveSection(actor, PortfolioSectionSchema, input, (d, portfolio) => ({ ...d, portfolio }))
}

export function saveTestimonialsSection(actor: Actor, input: unknown) {
  return saveSection(actor, TestimonialsSectionSchema, input, (d, section) => ({ ...d, testimonials: section.testimonials }))
}

export function saveGrowthScoreSection(actor: Actor, input: unknown, sample?: ImageRef | null) {
  return saveSection(actor, GrowthScoreSectionSchema, input, (d, growthScore) => ({
    ...d,
    growthScore: { ...growthScore, sample: imageAfter(sample, d.growthScore.sample) },
  }))
}

/** Throws away the draft: the editor shows the live content again. */
export async function discardDraft() {
  await getDb().deleteFrom('site_content_draft').execute()
}

// ---------------------------------------------------------------------------------------------
// Publishing

async function addVersion(actor: Actor, content: SiteContent, restoredFrom: number | null) {
  const version = await writeTransaction(async (trx) => {
    const before = getPublished()
    // The first publish keeps the example content it replaces as version 1, so it can be restored too.
    if (before.version === null) {
      await trx
        .insertInto('site_content_versions')
        .values({
          document: JSON.stringify(before.content),
          published_by: null,
          published_by_email: EXAMPLE_PUBLISHER,
          published_at: now(),
          restored_from: null,
        })
        .execute()
    }
    const row = await trx
      .insertInto('site_content_versions')
      .values({
        document: JSON.stringify(content),
        published_by: actor.id,
        published_by_email: actor.email,
        published_at: now(),
        restored_from: restoredFrom,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await trx.deleteFrom('site_content_draft').execute()
    await writeAudit(trx, {
      actor,
      clientId: null,
      action: restoredFrom === null ? 'content.publish' : 'content.restore',
      before: {
        Version: before.version ?? 'example content',
        'Attorney name': before.content.attorney.name,
        'Firm name': before.content.firm.name,
      },
      after: {
        Version: row.id,
        ...(restoredFrom === null ? {} : { 'Restored from': restoredFrom }),
        'Attorney name': content.attorney.name,
        'Firm name': content.firm.name,
      },
    })
    onCommit(trx, () => contentPublished(row.id))
    return row.id
  })
  return version
}

/** Publishes the draft as a new version; false when there is nothing new to publish. */
export async function publishDraft(actor: Actor): Promise<{ ok: true; version: number } | { ok: false; error: string }> {
  const draft = await getDraft()
  const live = getPublished()
  if (!draft.changed && live.version !== null) return { ok: false, error: 'There are no changes to publish.' }
  const checked = SiteContentSchema.safeParse(draft.content)
  if (!checked.success) return { ok: false, error: 'The draft has a field that needs fixing before it can be published.' }
  return { ok: true, version: await addVersion(actor, checked.data, null) }
}

/** Publishes a copy of an earlier version: it is live again, and it is what the editor shows. */
export async function restoreVersion(
  actor: Actor,
  versionId: number,
): Promise<{ ok: true; version: number } | { ok: false; error: string }> {
  const row = await getDb().selectFrom('site_content_versions').select(['id', 'document']).where('id', '=', versionId).executeTakeFirst()
  if (!row) return { ok: false, error: 'That version does not exist.' }
  if (getPublished().version === row.id) return { ok: false, error: 'That version is already live.' }
  return { ok: true, version: await addVersion(actor, parseDocument(row.document), row.id) }
}

export type VersionListItem = {
  id: number
  publishedAt: string
  publishedBy: string
  restoredFrom: number | null
  attorneyName: string
  firmName: string
  live: boolean
  example: boolean
}

export async function listVersions(limit = 50): Promise<VersionListItem[]> {
  const rows = await getDb()
    .selectFrom('site_content_versions')
    .select(['id', 'document', 'published_at', 'published_by_email', 'restored_from'])
    .orderBy('id', 'desc')
    .limit(limit)
    .execute()
  return rows.map((r, i) => {
    const doc = JSON.parse(r.document) as SiteContent
    return {
      id: r.id,
      publishedAt: r.published_at,
      publishedBy: r.published_by_email,
      restoredFrom: r.restored_from,
      attorneyName: doc.attorney.name,
      firmName: doc.firm.name,
      live: i === 0,
      example: r.published_by_email === EXAMPLE_PUBLISHER,
    }
  })
}

/** Every image id the live content shows (the image route serves these to anyone). */
export function publishedImageIds(): Set<string> {
  const { content } = getPublished()
  return new Set([content.attorney.portrait?.id, content.growthScore.sample?.id].filter((id): id is string => Boolean(id)))
}

/** For routes: a redirect to the editor, keeping the section in view. */
export function backToEditor(section?: string) {
  return redirect(`/internal-admin/content${section ? `#${section}` : ''}`)
}

/** Paid Growth Score clients a calendar month (the published content; GROWTH_SCORE_MONTHLY_CAPACITY is its first-start default). */
export function monthlyCapacity() {
  return getContent().growthScore.monthlyCapacity
}

/** The scheduling link shown after intake forms, or null (SCHEDULING_EMBED_URL is its first-start default). */
export function schedulingUrl() {
  return getContent().growthScore.schedulingUrl || null
}
