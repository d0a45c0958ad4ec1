// `npm run db:backup`: one backup now (the same as the worker's hourly one), while the app runs or not.
// First, before anything can create a file: the umask that makes files 0600 and folders 0700.
import '~/utils/private-files.server'
import { takeBackup } from '~/models/backups.server'
import { getDb, getSqlite } from '~/utils/db.server'
import { checkEnvOrExit } from '~/utils/env.server'
import { migrate } from '~/utils/migrate.server'

checkEnvOrExit()
migrate(getSqlite())
const outcome = await takeBackup(getDb(), getSqlite())
if (!outcome.ok) {
  console.error(`Backup failed: ${outcome.error}`)
  process.exit(1)
}
const { manifest } = outcome
console.log(
  `Backed up ${manifest.source} (${manifest.dbBytes} bytes, ${manifest.dbStoredBytes} compressed) and ${manifest.fileCount} uploaded file(s) (${manifest.fileBytes} bytes)`,
)
console.log(
  `${manifest.copiedFiles} file(s) (${manifest.copiedBytes} bytes) copied, the rest hard-linked to the previous backup's copies` +
    (outcome.pruned.length ? `; pruned ${outcome.pruned.join(', ')}` : ''),
)
console.log(`to ${outcome.path}${outcome.remote ? `, copied to ${outcome.remote}` : ''}`)
getSqlite().close()
