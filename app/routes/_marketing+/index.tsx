import type { MetaFunction } from '@remix-run/node'
import { Link } from '@remix-run/react'

export const meta: MetaFunction = () => [{ title: 'Harbor & Vale — Corporate and M&A counsel' }]

export default function Home() {
  return (
    <div className="mx-auto max-w-6xl px-6 py-24">
      <h1 className="text-5xl">Legal strategy for visionary founders</h1>
      <p className="mt-6 max-w-prose">The public site is being built. <Link to="/contact">Contact us</Link>.</p>
    </div>
  )
}
