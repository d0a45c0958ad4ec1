// Room for an upload, held before its first byte is written (migration 0012, upload_reservations).
//
// A request announces its size (Content-Length: the web refuses a body without one, server/body-limit.ts),
// so that many bytes are reserved up front: against the data volume's free space above the floor
// (app/models/disk.server.ts), and, for a client's documents, against the client's quota together with
// what the client already keeps and what their other uploads in flight hold. Parallel uploads therefore
// cannot pass the quota or the floor while they sit in the temporary folder.
//
// Reservations are rows in SQLite, not memory, because nothing in the app assumes one web process
// (decision 0001) and two web processes must see each other's uploads. A row is deleted when its upload
// ends (stored, refused, failed or cut off: the caller's `release`, always in a finally); a process that
// dies cannot release its rows, so each carries an expiry, renewed while bytes keep arriving, after which
// it no longer counts and is swept by the next reservation. An upload is cut off long before: Node's
// request timeout is 5 minutes.
import { createId, type Db, getDb, type Tx, writeTransaction } from '~/utils/db.server'
import { diskSpace, isStorageError, tendSpaceReserve } from './disk.server'

/** How long a reservation counts without news from its upload. */
export const RESERVATION_TTL_MS = 10 * 60_000
/** How often an upload in progress renews its reservation and looks at the free space again. */
const RENEW_EVERY_MS = 60_000
const CHECK_EVERY_BYTES = 1024 * 1024
/** The multipart framing and small fields around the files: a request's length is a little more than its files. */
export const FRAMING_ALLOWANCE = 64 * 1024

export type StorageProblem = 'low-space' | 'write-failed'

/** The storage could not take an upload: under the floor ('low-space') or a write failed ('write-failed'). */
export class StorageRefused extends Error {
  constructor(
    readonly problem: StorageProblem,
    options?: { cause?: unknown },
  ) {
    super(problem === 'low-space' ? 'free space is under the floor' : 'the storage refused a write', options)
  }
}

export type ClientQuota = {
  clientId: string
  /** The most bytes the client may keep. */
  limit: number
  /** What the client keeps now (read inside the reservation's transaction). */
  used: (tx: Tx) => Promise<number>
}

export type UploadSpace = {
  /** The most file bytes this upload may bring for its client (the quota left), or Infinity without a quota. */
  clientRoom: number
  /** Called as bytes are written (the request's running total): renews the reservation, and stops the
   * upload with StorageRefused('low-space') if free space fell under the floor meanwhile. */
  progress: (writtenBytes: number) => Promise<void>
  /** Ends the reservation. Safe to call more than once. */
  release: () => Promise<void>
}

export type Reservation = { ok: true; space: UploadSpace } | { ok: false; reason: 'over-quota' | StorageProblem }

function later(ms: number) {
  return new Date(Date.now() + ms).toISOString()
}

async function reservedBytes(db: Db, clientId?: string) {
  let query = db
    .selectFrom('upload_reservations')
    .select((eb) => eb.fn.sum<number>('bytes').as('total'))
    .where('expires_at', '>', new Date().toISOString())
  if (clientId !== undefined) query = query.where('client_id', '=', clientId)
  return Number((await query.executeTakeFirst())?.total ?? 0)
}

/** Bytes held by uploads in flight (all of them, or one client's). */
export async function bytesInFlight(clientId?: string) {
  return reservedBytes(getDb(), clientId)
}

/**
 * Reserves `bytes` (the request's announced length) for one upload, or says why not: the volume is
 * under its floor or would be with this upload ('low-space'), the database could not record it
 * ('write-failed'), or the client's quota would be passed ('over-quota').
 */
export async function reserveUploadSpace(input: { bytes: number; quota?: ClientQuota }): Promise<Reservation> {
  const disk = await diskSpace()
  if (disk.low) return { ok: false, reason: 'low-space' }
  const id = createId()
  let outcome: { ok: true; clientRoom: number } | { ok: false; reason: 'over-quota' | 'low-space' }
  try {
    outcome = await writeTransaction(async (trx) => {
      const at = new Date().toISOString()
      await trx.deleteFrom('upload_reservations').where('expires_at', '<=', at).execute()
      // Bytes already written by uploads in flight are in freeBytes and in their reservations both:
      // counting them twice errs on the side of the database's room.
      if (disk.freeBytes - (await reservedBytes(trx)) - input.bytes < disk.floorBytes) return { ok: false, reason: 'low-space' }
      let clientRoom = Number.POSITIVE_INFINITY
      if (input.quota) {
        const { clientId, limit, used } = input.quota
        clientRoom = limit - (await used(trx)) - (await reservedBytes(trx, clientId))
        if (input.bytes > clientRoom + FRAMING_ALLOWANCE) return { ok: false, reason: 'over-quota' }
      }
      await trx
        .insertInto('upload_reservations')
        .values({
          id,
          client_id: input.quota?.clientId ?? null,
          bytes: input.bytes,
          created_at: at,
          expires_at: new Date(Date.parse(at) + RESERVATION_TTL_MS).toISOString(),
        })
        .execute()
      return { ok: true, clientRoom: Math.max(0, clientRoom) }
    })
  } catch (error) {
    if (!isStorageError(error)) throw error
    void tendSpaceReserve().catch(() => {})
    return { ok: false, reason: 'write-failed' }
  }
  if (!outcome.ok) return outcome
  let released = false
  let renewedAt = Date.now()
  let checkedAt = 0
  return {
    ok: true,
    space: {
      clientRoom: outcome.clientRoom,
      async progress(written) {
        if (written - checkedAt >= CHECK_EVERY_BYTES) {
          checkedAt = written
          if ((await diskSpace()).low) throw new StorageRefused('low-space')
        }
        if (Date.now() - renewedAt >= RENEW_EVERY_MS) {
          renewedAt = Date.now()
          await getDb()
            .updateTable('upload_reservations')
            .set({ expires_at: later(RESERVATION_TTL_MS) })
            .where('id', '=', id)
            .execute()
            .catch(() => {})
        }
      },
      async release() {
        if (released) return
        released = true
        await getDb()
          .deleteFrom('upload_reservations')
          .where('id', '=', id)
          .execute()
          .catch((error) => console.error('could not release an upload reservation (it expires by itself)', error))
      },
    },
  }
}
