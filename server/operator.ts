// Operator routes mounted before Remix: the job-queue dashboard (bull-board), admins only.
import type express from 'express'

export async function mountOperatorRoutes(_app: express.Express) {
  // Filled in by the admin panel work: bull-board at /internal-admin/queues behind the admin guard.
}
