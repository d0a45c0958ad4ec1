import { redirect } from '@remix-run/node'

// The Services page lives at /solutions.
export function loader() {
  return redirect('/solutions', 301)
}
