import { Link } from '@remix-run/react'
import { firm } from '~/content/firm'

export function SiteFooter() {
  return (
    <footer className="mt-24 border-t border-paper-line">
      <div className="mx-auto max-w-6xl px-6 py-10 text-sm text-ink-muted">
        <p>{firm.tagline}</p>
        <p className="mt-4 flex gap-6">
          <Link to="/terms">Terms and Conditions</Link>
          <Link to="/privacy">Privacy Policy</Link>
        </p>
        <p className="mt-4">© 2024 {firm.legalName}. All rights reserved.</p>
      </div>
    </footer>
  )
}
