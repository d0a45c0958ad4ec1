import { redirect, type LoaderFunctionArgs } from '@remix-run/node'
import { langOf, localePath } from '~/utils/i18n'

// The Services page lives at /solutions (/es/solutions in Spanish).
export function loader({ params }: LoaderFunctionArgs) {
  return redirect(localePath(langOf(params.lang), '/solutions'), 301)
}
