// The Growth Score booking form: the shared application page with its own copy (app/locales/intake.ts).
import type { ActionFunctionArgs } from '@remix-run/node'
import { applicationPages } from '~/content/intake'
import { applicationMeta, applicationPage } from './__application-page'
import { applicationAction, applicationLoader } from './__intake.server'

const page = applicationPages.booking
export const loader = applicationLoader
export const action = (args: ActionFunctionArgs) => applicationAction(args, page)
export const meta = applicationMeta(page)
export default applicationPage(page)
