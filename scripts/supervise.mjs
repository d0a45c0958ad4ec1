// Production entry (Docker/Fly): migrate first, then web and worker side by side on one Machine. No demo
// seed: the web process makes the ADMIN_EMAIL admin itself at every start.
import { run, superviseWebAndWorker } from './lib.mjs'

run('node_modules/.bin/tsx', ['scripts/migrate.ts'])
superviseWebAndWorker()
