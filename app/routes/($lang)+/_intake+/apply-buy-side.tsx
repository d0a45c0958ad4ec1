// The buy-side representation form: the shared application page with its own copy (app/content/intake.ts).
import type { ActionFunctionArgs } from '@remix-run/node'
import { applicationPages } from '~/content/intake'
import { applicationMeta, applicationPage } from './__application-page'
import { applicationAction, applicationLoader } from './__intake.server'

const copy = applicationPages.buySide
export const loader = applicationLoader
export const action = (args: ActionFunctionArgs) => applicationAction(args, copy)
export const meta = applicationMeta(copy)
export default applicationPage(copy)
