// First, before anything can create a file: the umask that makes files 0600 and folders 0700.
import '~/utils/private-files.server'
import { getSqlite } from '~/utils/db.server'
import { checkEnvOrExit } from '~/utils/env.server'
import { migrate } from '~/utils/migrate.server'

const env = checkEnvOrExit()
const applied = migrate(getSqlite())
console.log(applied.length ? `applied ${applied.join(', ')} to ${env.DATABASE_PATH}` : `${env.DATABASE_PATH} is up to date`)
