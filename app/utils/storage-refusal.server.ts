// The 507 answer of the upload routes whose forms are plain Remix forms: thrown, so the nearest error
// boundary shows it as a page (without JavaScript, a real page with status 507; with it, in place).
import { data } from '@remix-run/node'
import { STORAGE_MESSAGES, STORAGE_STATUS, type StorageProblemKind, type StorageRefusalData } from './storage-refusal'

/** Throws the 507 page: what happened, that nothing was saved, and a link back to `back`. */
export function throwStorageRefusal(problem: StorageProblemKind, back: string): never {
  const body: StorageRefusalData = { storage: problem, ...STORAGE_MESSAGES[problem], back }
  throw data(body, { status: STORAGE_STATUS, headers: { 'cache-control': 'no-store' } })
}
