import { runConflictCheck } from '~/models/conflicts.server'
import type { JobHandler } from './types'

/** Runs a conflict check and writes its outcome; a check already run is left as it is. */
export const conflictCheck: JobHandler<'conflict-check'> = async (payload) => runConflictCheck(payload.checkId)
