// The record of provider events already handled (stripe_events), shared by the purchase flow and the Circle.
import { now, type Tx } from '~/utils/db.server'

/** Records a provider event once, by its id; false when it was recorded before (a redelivery). */
export async function claimStripeEvent(trx: Tx, event: { id: string; type: string }) {
  const inserted = await trx
    .insertInto('stripe_events')
    .values({ id: event.id, type: event.type, received_at: now() })
    .onConflict((oc) => oc.column('id').doNothing())
    .executeTakeFirst()
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0
}
