// The navigation below 768 px: a side sheet from the right (a real modal dialog: focus is trapped,
// Escape and the close button dismiss it). Before JavaScript runs, and without it, the same links sit
// in a <details> disclosure, so the menu always works.
import * as Dialog from '@radix-ui/react-dialog'
import { NavLink, useLocation } from '@remix-run/react'
import { Menu as MenuIcon, X } from 'lucide-react'
import { useEffect, useId, useState } from 'react'
import { cn } from '~/utils/misc'
import { useHydrated } from '~/utils/use-hydrated'
import { primaryNav } from './nav'

type LinkItem = { to: string; label: string }

const triggerClass =
  'inline-flex min-h-[48px] min-w-[48px] items-center justify-center gap-2 px-2 text-[15px] font-semibold tracking-wide text-paper md:hidden'

export function MobileMenu({ login }: { login: LinkItem }) {
  const hydrated = useHydrated()
  return hydrated ? <MenuDialog login={login} /> : <MenuDisclosure login={login} />
}

function MenuLinks({ login, onNavigate, labelId }: { login: LinkItem; onNavigate?: () => void; labelId: string }) {
  return (
    <nav aria-labelledby={labelId} className="mt-8">
      <p id={labelId} className="px-6 text-xs font-semibold uppercase tracking-[0.2em] text-ink-muted">
        Navigation
      </p>
      <ul className="mt-3">
        {primaryNav.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              onClick={onNavigate}
              className={({ isActive }) =>
                cn(
                  'flex min-h-[52px] items-center border-l-[3px] px-6 font-serif text-xl transition-colors',
                  isActive ? 'border-brass bg-paper-line/40 text-brass-dark' : 'border-transparent text-ink hover:bg-paper-line/40',
                )
              }
            >
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
      <div className="mt-8 px-6">
        <NavLink
          to={login.to}
          onClick={onNavigate}
          className="flex min-h-[48px] w-full items-center justify-center bg-ink px-6 text-[15px] font-semibold tracking-wide text-paper hover:bg-ink-soft"
        >
          {login.label}
        </NavLink>
      </div>
    </nav>
  )
}

function MenuDialog({ login }: { login: LinkItem }) {
  const [open, setOpen] = useState(false)
  const labelId = useId()
  const location = useLocation()
  // Close when navigation happens by any means (links, back button).
  useEffect(() => setOpen(false), [location.key])
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={triggerClass}>
        <MenuIcon aria-hidden="true" className="size-6" strokeWidth={1.5} />
        <span>Menu</span>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/60 data-[state=open]:animate-fade-in data-[state=closed]:animate-fade-out" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 right-0 z-50 flex w-[85vw] max-w-[20rem] flex-col overflow-y-auto bg-paper pb-10 shadow-2xl focus:outline-none data-[state=open]:animate-sheet-in data-[state=closed]:animate-sheet-out"
        >
          <div className="flex min-h-[64px] items-center justify-between border-b border-paper-line pl-6 pr-2">
            <Dialog.Title className="font-serif text-2xl font-semibold text-ink">Menu</Dialog.Title>
            <Dialog.Close className="inline-flex size-12 items-center justify-center text-ink hover:text-brass">
              <X aria-hidden="true" className="size-6" strokeWidth={1.5} />
              <span className="sr-only">Close menu</span>
            </Dialog.Close>
          </div>
          <MenuLinks login={login} labelId={labelId} onNavigate={() => setOpen(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

function MenuDisclosure({ login }: { login: LinkItem }) {
  const labelId = useId()
  return (
    <details className="group md:hidden">
      <summary className={cn(triggerClass, 'cursor-pointer list-none [&::-webkit-details-marker]:hidden')}>
        <MenuIcon aria-hidden="true" className="size-6" strokeWidth={1.5} />
        <span>Menu</span>
      </summary>
      <div className="absolute right-0 top-16 z-50 w-[85vw] max-w-[20rem] bg-paper pb-10 text-ink shadow-2xl">
        <div className="flex min-h-[64px] items-center border-b border-paper-line px-6">
          <h2 className="font-serif text-2xl font-semibold">Menu</h2>
        </div>
        <MenuLinks login={login} labelId={labelId} />
      </div>
    </details>
  )
}
