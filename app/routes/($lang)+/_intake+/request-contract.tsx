import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { applicationPages } from '~/content/intake'
import { LIMITS } from '~/schemas/application'
import { contractRequestSchema } from '~/schemas/contract-request'
import { cleanLine } from '~/schemas/fields'
import { useCopies } from '~/utils/i18n'
import { ApplicationPage, applicationMeta } from './__application-page'
import { applicationLoader, handleApplication } from './__intake.server'

const page = applicationPages.contract

// /contracts may link here with ?agreement=<name> so the catalogue's choice arrives filled in.
// Works without JavaScript (a plain form post); once the page hydrates, fields are checked as they are filled.

export function loader(args: LoaderFunctionArgs) {
  const agreement = cleanLine(new URL(args.request.url).searchParams.get('agreement') ?? '')
    .trim()
    .slice(0, LIMITS.agreementNeeded)
  return { ...applicationLoader(args), prefill: agreement ? { agreementNeeded: agreement } : undefined }
}

export async function action({ request }: ActionFunctionArgs) {
  return handleApplication(request, page, contractRequestSchema)
}

export default function RequestContract() {
  return <ApplicationPage page={page} schema={contractRequestSchema(useCopies())} agreement />
}

export const meta = applicationMeta(page)
