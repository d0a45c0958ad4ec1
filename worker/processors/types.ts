import type { Db } from '~/utils/db.server'
import type { JobKind, JobPayload } from '~/jobs/definitions'

export type JobContext = { db: Db; outboxId: string; attempt: number }
export type JobHandler<K extends JobKind> = (payload: JobPayload<K>, ctx: JobContext) => Promise<unknown>
