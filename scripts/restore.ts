// `npm run db:restore -- <backup>`: restores a backup (a folder in BACKUP_DIR, by name or path) into
// DATABASE_PATH and the uploads folder. Only while the web and the worker are stopped; the current
// database and uploads are moved aside, never deleted.
// First, before anything can create a file: the umask that makes files 0600 and folders 0700.
import '~/utils/private-files.server'
import { restoreBackup, RestoreRefused } from '~/models/backup-restore.server'
import { checkEnvOrExit } from '~/utils/env.server'

checkEnvOrExit()
try {
  const outcome = await restoreBackup(process.argv[2])
  console.log(`Restored the backup taken at ${outcome.manifest.takenAt} from ${outcome.backup}:`)
  console.log(`  database (${outcome.manifest.dbBytes} bytes, integrity and schema ok) into ${outcome.databasePath}`)
  console.log(`  ${outcome.restoredFiles} uploaded file(s)`)
  if (outcome.keptAside.length) console.log(`The files it replaced are kept as:\n${outcome.keptAside.map((f) => `  ${f}`).join('\n')}`)
} catch (error) {
  if (error instanceof RestoreRefused) {
    console.error(error.message)
    process.exit(1)
  }
  throw error
}
