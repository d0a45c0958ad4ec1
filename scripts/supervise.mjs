// Production entry (Docker/Fly): migrate first, then web and worker side by side on one Machine.
import { run, superviseWebAndWorker } from './lib.mjs'

run('node_modules/.bin/tsx', ['scripts/migrate.ts'])
run('node_modules/.bin/tsx', ['scripts/seed.ts'])
superviseWebAndWorker()
