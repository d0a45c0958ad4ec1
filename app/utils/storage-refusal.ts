// What a visitor reads when the storage could not take their upload, and its status: 507 Insufficient
// Storage, answered by every upload route (CONTRACT.md, third round). Shared by the server (routes) and
// the browser (error boundaries), so it holds no server code. The words are in app/locales/uploads.ts.
import * as uploads from '~/locales/uploads'
import type { Copies } from '~/utils/i18n'

export const STORAGE_STATUS = 507

export type StorageProblemKind = 'low-space' | 'write-failed'

/** What happened and that nothing was saved, in the page's language. */
export function storageMessage(copies: Copies, problem: StorageProblemKind): { title: string; description: string } {
  return copies.of(uploads).storage[problem]
}

/** The English messages, for the routes that do not pass a language yet (the Circle's request page). */
export const STORAGE_MESSAGES: Record<StorageProblemKind, { title: string; description: string }> = uploads.en.storage

/** The body of a 507 that an error boundary shows (thrown with Remix's `data`). */
export type StorageRefusalData = { storage: StorageProblemKind; title: string; description: string; back: string }

export function isStorageRefusalData(value: unknown): value is StorageRefusalData {
  return typeof value === 'object' && value !== null && 'storage' in value && 'title' in value && 'description' in value
}
