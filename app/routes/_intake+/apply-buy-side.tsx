import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { applicationPages } from '~/content/intake'
import { ApplicationSchema } from '~/schemas/application'
import { ApplicationPage, applicationMeta } from './__application-page'
import { applicationLoader, handleApplication } from './__intake.server'

const copy = applicationPages.buySide

// Works without JavaScript (a plain form post); once the page hydrates, fields are checked as they are filled.

export function loader(args: LoaderFunctionArgs) {
  return applicationLoader(args)
}

export async function action({ request }: ActionFunctionArgs) {
  return handleApplication(request, copy, ApplicationSchema)
}

export default function ApplyBuySide() {
  return <ApplicationPage copy={copy} schema={ApplicationSchema} />
}

export const meta = applicationMeta(copy)
