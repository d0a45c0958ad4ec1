// The navigation below 768 px. With JavaScript, the Menu button opens a native modal <dialog> as a
// side sheet from the right: the browser makes the page behind it inert (focus stays inside),
// Escape closes it, and focus returns to the button. Without JavaScript the same button is the
// summary of a <details> disclosure holding the same links. The few lines that connect the two live
// in site-script.tsx, so public pages need no React bundle for this.
import { NavLink } from '@remix-run/react'
import { Menu as MenuIcon, X } from 'lucide-react'
import * as common from '~/locales/common'
import { useCopy } from '~/utils/i18n'
import { cn } from '~/utils/misc'
import { PrimaryNavList } from './primary-nav-list'

type LinkItem = { to: string; label: string }

export const MENU_DIALOG_ID = 'site-menu'

function MenuLinks({ login, labelId }: { login: LinkItem; labelId: string }) {
  const t = useCopy(common)
  return (
    <nav aria-labelledby={labelId} className="mt-8">
      <p id={labelId} className="px-6 text-xs font-semibold uppercase tracking-[0.2em] text-ink-muted">
        {t.navigation}
      </p>
      <PrimaryNavList
        className="mt-3"
        linkClass={(isActive) =>
          cn(
            'flex min-h-[52px] items-center border-l-[3px] px-6 font-serif text-xl transition-colors',
            isActive ? 'border-brass bg-paper-line/50 text-brass-dark' : 'border-transparent text-ink hover:bg-paper-line/40',
          )
        }
      />
      <div className="mt-8 px-6">
        <NavLink
          to={login.to}
          className="flex min-h-[48px] w-full items-center justify-center bg-ink px-6 text-[15px] font-semibold tracking-wide text-paper hover:bg-ink-soft"
        >
          {login.label}
        </NavLink>
      </div>
    </nav>
  )
}

export function MobileMenu({ login }: { login: LinkItem }) {
  const t = useCopy(common)
  return (
    <div className="md:hidden">
      <details className="group">
        <summary
          data-menu-open={MENU_DIALOG_ID}
          className="inline-flex min-h-[48px] min-w-[48px] cursor-pointer list-none items-center justify-center gap-2 px-2 text-[15px] font-semibold tracking-wide text-paper [&::-webkit-details-marker]:hidden"
        >
          <MenuIcon aria-hidden="true" className="size-6" strokeWidth={1.5} />
          <span>{t.menu}</span>
        </summary>
        {/* Without JavaScript: the disclosure's panel. */}
        <div className="absolute right-0 top-16 z-50 w-[85vw] max-w-[20rem] bg-paper pb-10 text-ink shadow-2xl">
          <div className="flex min-h-[64px] items-center border-b border-paper-line px-6">
            <h2 className="font-serif text-2xl font-semibold">{t.menu}</h2>
          </div>
          <MenuLinks login={login} labelId="site-menu-nojs-label" />
        </div>
      </details>
      {/* With JavaScript: the modal side sheet. */}
      <dialog
        id={MENU_DIALOG_ID}
        aria-labelledby={`${MENU_DIALOG_ID}-title`}
        className="fixed inset-y-0 left-auto right-0 m-0 h-full max-h-none w-[85vw] max-w-[20rem] overflow-y-auto bg-paper p-0 text-ink shadow-2xl backdrop:bg-ink/60 open:animate-sheet-in"
      >
        <div className="min-h-full pb-10">
          <div className="flex min-h-[64px] items-center justify-between border-b border-paper-line pl-6 pr-2">
            <h2 id={`${MENU_DIALOG_ID}-title`} className="font-serif text-2xl font-semibold">
              {t.menu}
            </h2>
            <button type="button" data-menu-close="" className="inline-flex size-12 items-center justify-center text-ink hover:text-brass">
              <X aria-hidden="true" className="size-6" strokeWidth={1.5} />
              <span className="sr-only">{t.closeMenu}</span>
            </button>
          </div>
          <MenuLinks login={login} labelId={`${MENU_DIALOG_ID}-label`} />
        </div>
      </dialog>
    </div>
  )
}
