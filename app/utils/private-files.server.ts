// Everything the web, the worker and the scripts create on the data volume is private to the user they
// run as: files 0600, folders 0700 (the database and its -wal/-shm, uploads, the temporary uploads
// folder, backups, the development outbox). Importing this module first sets the process's umask, so a
// file made anywhere (by us, by SQLite, by a library) gets those modes; the places that create the
// files clients send also pass the modes explicitly, and the database's files are tightened when it is
// opened, for a volume created before this rule.
import fs from 'node:fs'

export const PRIVATE_FILE_MODE = 0o600
export const PRIVATE_DIR_MODE = 0o700

process.umask(0o077)

/** Sets a file or folder to its private mode if it exists (a file that is not there is no error). */
export function makePrivate(target: string, mode: number) {
  try {
    fs.chmodSync(target, mode)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
}
