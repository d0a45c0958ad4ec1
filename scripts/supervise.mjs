// Production entry (Docker/Fly): migrate, then web and worker side by side on one Machine, each a plain
// `node` on its compiled file (built by `npm run build`). If either exits, the other is stopped and this
// exits too, so Fly restarts the Machine. No demo seed: the web process makes the ADMIN_EMAIL admin
// itself at every start.
import { compiled, run, superviseWebAndWorker } from './lib.mjs'

// Files 0600, folders 0700 for everything the processes below create (each also sets it itself).
process.umask(0o077)

run(process.execPath, [compiled('scripts/migrate')])
superviseWebAndWorker()
