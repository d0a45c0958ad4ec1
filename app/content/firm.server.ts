import { env } from '~/utils/env.server'
import { firmWith, type FirmOverrides } from './firm'

/** What the deployment set through FIRM_* variables (only those set). Sent to the browser by the root loader. */
export function firmOverrides(): FirmOverrides {
  const e = env()
  const overrides: FirmOverrides = {}
  if (e.FIRM_NAME) overrides.name = e.FIRM_NAME
  if (e.FIRM_ATTORNEY_NAME) overrides.attorneyName = e.FIRM_ATTORNEY_NAME
  if (e.FIRM_EMAIL) overrides.email = e.FIRM_EMAIL
  if (e.FIRM_PHONE) overrides.phone = e.FIRM_PHONE
  return overrides
}

/** The firm's identity as configured, for loaders, actions, emails and jobs. */
export function getFirm() {
  return firmWith(firmOverrides())
}
