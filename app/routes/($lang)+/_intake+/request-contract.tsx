import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { applicationPages } from '~/content/intake'
import { LIMITS } from '~/schemas/application'
import { ContractRequestSchema } from '~/schemas/contract-request'
import { cleanLine } from '~/schemas/fields'
import { ApplicationPage, applicationMeta } from './__application-page'
import { applicationLoader, handleApplication } from './__intake.server'

const copy = applicationPages.contract

// /contracts may link here with ?agreement=<name> so the catalogue's choice arrives filled in.
// Works without JavaScript (a plain form post); once the page hydrates, fields are checked as they are filled.

export function loader(args: LoaderFunctionArgs) {
  const agreement = cleanLine(new URL(args.request.url).searchParams.get('agreement') ?? '')
    .trim()
    .slice(0, LIMITS.agreementNeeded)
  return { ...applicationLoader(args), prefill: agreement ? { agreementNeeded: agreement } : undefined }
}

export async function action({ request }: ActionFunctionArgs) {
  return handleApplication(request, copy, ContractRequestSchema)
}

export default function RequestContract() {
  return <ApplicationPage copy={copy} schema={ContractRequestSchema} agreement />
}

export const meta = applicationMeta(copy)
