// Which body limit each path gets: the upload routes their own, everything else the form limit.
import { describe, expect, test } from 'vitest'
import { BODY_LIMITS, bodyLimitFor } from '../../server/body-limit'

describe('body limits', () => {
  test.each([
    ['/dashboard/apex-circle/request', BODY_LIMITS.templateUpload],
    ['/dashboard/apex-circle/request.data', BODY_LIMITS.templateUpload],
    ['/internal-admin/circle/deliverables/abc123', BODY_LIMITS.templateUpload],
    ['/internal-admin/templates', BODY_LIMITS.templateUpload],
    ['/webhooks/stripe', BODY_LIMITS.webhook],
    ['/dashboard/apex-circle', BODY_LIMITS.form],
    ['/circle/m1', BODY_LIMITS.form],
    ['/internal-admin/circle', BODY_LIMITS.form],
  ])('%s', (path, limit) => expect(bodyLimitFor(path)).toBe(limit))
})
