// What a visitor reads when the storage could not take their upload, and its status: 507 Insufficient
// Storage, answered by every upload route (CONTRACT.md, third round). Shared by the server (routes) and
// the browser (error boundaries), so it holds no server code.
export const STORAGE_STATUS = 507

export type StorageProblemKind = 'low-space' | 'write-failed'

export const STORAGE_MESSAGES: Record<StorageProblemKind, { title: string; description: string }> = {
  'write-failed': {
    title: 'File not stored',
    description:
      'We could not store your file: our storage failed while it was being written. Nothing was saved. Please try again later, and let us know if it happens again.',
  },
  'low-space': {
    title: 'Uploads paused',
    description: 'Our storage is nearly full, so we are not taking files at the moment. Nothing was saved. Please try again later.',
  },
}

/** The body of a 507 that an error boundary shows (thrown with Remix's `data`). */
export type StorageRefusalData = { storage: StorageProblemKind; title: string; description: string; back: string }

export function isStorageRefusalData(value: unknown): value is StorageRefusalData {
  return typeof value === 'object' && value !== null && 'storage' in value && 'title' in value && 'description' in value
}
