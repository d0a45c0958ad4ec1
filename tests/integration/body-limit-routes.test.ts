// The body limit of each address, as the web process derives it from the compiled build's route modules
// (app/utils/body-limit.server.ts): the upload routes their own, the webhooks theirs, every other form
// the form limit. Needs `npm run build` first.
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { ServerBuild } from '@remix-run/node'
import { beforeAll, expect, test } from 'vitest'
import {
  FORM_BODY_LIMIT,
  MAX_DOCUMENT_BYTES,
  MAX_DOCUMENT_UPLOAD_BYTES,
  MAX_REPORT_BYTES,
  MAX_TEMPLATE_BYTES,
  uploadBodyLimit,
  uploadsBodyLimit,
  WEBHOOK_BODY_LIMIT,
} from '~/utils/body-limits'
import { routeBodyLimits } from '../../server/body-limit'

const buildFile = path.resolve(__dirname, '../..', process.env.BUILD_DIR ?? 'build', 'server/index.js')
let limitFor: ReturnType<typeof routeBodyLimits>

beforeAll(async () => {
  if (!fs.existsSync(buildFile)) throw new Error(`${buildFile} is missing: build the app first (npm run build)`)
  limitFor = routeBodyLimits((await import(pathToFileURL(buildFile).href)) as ServerBuild)
})

test.each([
  ['/dashboard/apex-circle/request', uploadBodyLimit(MAX_TEMPLATE_BYTES)],
  ['/dashboard/apex-circle/request.data', uploadBodyLimit(MAX_TEMPLATE_BYTES)],
  ['/internal-admin/circle/deliverables/abc123', uploadBodyLimit(MAX_TEMPLATE_BYTES)],
  ['/internal-admin/templates', uploadBodyLimit(MAX_TEMPLATE_BYTES)],
  ['/internal-admin/templates.data', uploadBodyLimit(MAX_TEMPLATE_BYTES)],
  ['/internal-admin/content', uploadBodyLimit(MAX_TEMPLATE_BYTES)],
  ['/internal-admin/clients/abc123', uploadBodyLimit(MAX_REPORT_BYTES)],
  ['/dashboard/documents', uploadsBodyLimit(MAX_DOCUMENT_UPLOAD_BYTES, MAX_DOCUMENT_BYTES)],
  ['/webhooks/stripe', WEBHOOK_BODY_LIMIT],
  ['/webhooks/docusign', WEBHOOK_BODY_LIMIT],
  ['/dashboard/apex-circle', FORM_BODY_LIMIT],
  ['/circle/m1', FORM_BODY_LIMIT],
  ['/internal-admin/circle', FORM_BODY_LIMIT],
  ['/contact', FORM_BODY_LIMIT],
  ['/internal-admin/clients', FORM_BODY_LIMIT],
])('%s', (pathname, limit) => expect(limitFor(pathname)).toBe(limit))
