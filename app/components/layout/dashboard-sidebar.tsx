// The client portal's frame: a sidebar (16rem, or 3rem of icons when collapsed; Ctrl/Cmd+B toggles it,
// the choice is kept in a cookie for 7 days) on desktops, and an 18rem side sheet below 768 px.
// Everything works without JavaScript: the toggle is a form, the phone menu a disclosure, the language
// switch in the top bar (the public header's) a link to the same page in the other language.
import * as Dialog from '@radix-ui/react-dialog'
import { Form, NavLink, useLocation } from '@remix-run/react'
import { Crown, FileText, Home, ListChecks, LogOut, Mail, Menu, PanelLeft, ShieldCheck, X, type LucideIcon } from 'lucide-react'
import { useCallback, useEffect, useState, type ReactNode } from 'react'
import { useFirm } from '~/content/firm'
import * as portal from '~/locales/portal'
import { useCopy, useLocalePath } from '~/utils/i18n'
import { cn, useHydrated } from '~/utils/misc'
import { SIDEBAR_KEYBOARD_SHORTCUT, SIDEBAR_WIDTH, SIDEBAR_WIDTH_ICON, SIDEBAR_WIDTH_MOBILE, sidebarCookie } from '~/utils/sidebar'
import { LanguageSwitch } from './site-header'

export type PortalNavAccess = { growthScore: boolean; circle: 'member' | 'ended' | null }

/**
 * The sidebar speaks of what the client has: a member is not offered to join the Circle (the item
 * names their membership), and a Circle-only member's home is not a Growth Score to-do list.
 */
export function portalNavFor(access: PortalNavAccess, labels: NavLabels = portal.en.frame.nav) {
  return portalNav.map(({ label, ...item }) => {
    if (item.to === '/dashboard' && !access.growthScore) return { ...item, label: labels.portalHome, icon: Home }
    if (item.to === '/dashboard/apex-circle' && access.circle === 'member') return { ...item, label: labels.membership }
    return { ...item, label: labels[label] }
  })
}

type NavLabels = typeof portal.en.frame.nav

export const portalNav: Array<{ to: string; label: keyof NavLabels; icon: LucideIcon; end?: boolean }> = [
  { to: '/dashboard', label: 'home', icon: ListChecks, end: true },
  { to: '/dashboard/templates', label: 'templates', icon: FileText },
  { to: '/dashboard/apex-circle', label: 'join', icon: Crown },
  { to: '/dashboard/contact', label: 'contact', icon: Mail },
  { to: '/dashboard/security', label: 'security', icon: ShieldCheck },
]

const MOBILE_QUERY = '(max-width: 767px)'

export function PortalFrame({
  email,
  initialOpen,
  access = { growthScore: true, circle: null },
  children,
}: {
  email: string
  initialOpen: boolean
  access?: PortalNavAccess
  children: ReactNode
}) {
  const [open, setOpen] = useState(initialOpen)
  const [openMobile, setOpenMobile] = useState(false)
  const hydrated = useHydrated()
  const location = useLocation()

  // A no-JS toggle (or another tab) changes the cookie; the server's value wins on each navigation.
  useEffect(() => setOpen(initialOpen), [initialOpen])
  useEffect(() => setOpenMobile(false), [location.pathname])

  const setDesktopOpen = useCallback((next: boolean) => {
    setOpen(next)
    document.cookie = sidebarCookie(next, window.location.protocol === 'https:')
  }, [])

  const toggle = useCallback(() => {
    if (window.matchMedia(MOBILE_QUERY).matches) setOpenMobile((v) => !v)
    else setDesktopOpen(!open)
  }, [open, setDesktopOpen])

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.key.toLowerCase() === SIDEBAR_KEYBOARD_SHORTCUT && (event.metaKey || event.ctrlKey) && !event.altKey && !event.shiftKey) {
        event.preventDefault()
        toggle()
      }
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [toggle])

  const firm = useFirm()
  const t = useCopy(portal)
  const to = useLocalePath()
  const here = `${location.pathname}${location.search}`
  const style = {
    '--sidebar-width': SIDEBAR_WIDTH,
    '--sidebar-width-icon': SIDEBAR_WIDTH_ICON,
    '--sidebar-width-mobile': SIDEBAR_WIDTH_MOBILE,
  } as React.CSSProperties

  return (
    <div style={style} className="flex min-h-screen bg-paper" data-sidebar-state={open ? 'expanded' : 'collapsed'}>
      <aside
        id="portal-sidebar"
        aria-label={t.frame.aside}
        data-testid="portal-sidebar"
        data-state={open ? 'expanded' : 'collapsed'}
        className={cn(
          'sticky top-0 hidden h-screen shrink-0 flex-col overflow-hidden bg-ink text-paper transition-[width] duration-200 ease-out motion-reduce:transition-none md:flex',
          open ? 'w-[var(--sidebar-width)]' : 'w-[var(--sidebar-width-icon)]',
        )}
      >
        <SidebarBody email={email} collapsed={!open} access={access} />
      </aside>

      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 flex h-14 items-center gap-3 border-b border-paper-line bg-paper/95 px-3 backdrop-blur md:px-4">
          {/* Desktop: collapse / expand. A real form, so it works before (or without) JavaScript. */}
          <Form method="post" action={to('/dashboard/sidebar')} className="hidden md:block" reloadDocument>
            <input type="hidden" name="open" value={String(!open)} />
            <input type="hidden" name="redirectTo" value={here} />
            <button
              type="submit"
              onClick={(event) => {
                event.preventDefault()
                setDesktopOpen(!open)
              }}
              aria-controls="portal-sidebar"
              aria-expanded={open}
              title={open ? t.frame.collapseTitle : t.frame.expandTitle}
              className="inline-flex h-11 w-11 items-center justify-center text-ink hover:bg-ink/5"
            >
              <PanelLeft aria-hidden className="h-5 w-5" strokeWidth={1.5} />
              <span className="sr-only">{open ? t.frame.collapse : t.frame.expand}</span>
            </button>
          </Form>

          {/* Phone: a side sheet. Before hydration (and without JS) a disclosure does the job. */}
          <div className="md:hidden">
            {hydrated ? (
              <Dialog.Root open={openMobile} onOpenChange={setOpenMobile}>
                <Dialog.Trigger className="inline-flex h-11 w-11 items-center justify-center text-ink hover:bg-ink/5">
                  <Menu aria-hidden className="h-6 w-6" strokeWidth={1.5} />
                  <span className="sr-only">{t.frame.openMenu}</span>
                </Dialog.Trigger>
                <Dialog.Portal>
                  <Dialog.Overlay className="fixed inset-0 z-40 bg-ink/50 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in" />
                  <Dialog.Content
                    aria-describedby={undefined}
                    data-testid="portal-sheet"
                    className="fixed inset-y-0 left-0 z-50 flex w-[var(--sidebar-width-mobile)] max-w-[85vw] flex-col bg-ink text-paper shadow-xl outline-none data-[state=closed]:animate-sheet-left-out data-[state=open]:animate-sheet-left-in"
                    style={style}
                  >
                    <Dialog.Title className="sr-only">{t.frame.menu}</Dialog.Title>
                    <Dialog.Close className="absolute right-2 top-2 inline-flex h-11 w-11 items-center justify-center text-paper/80 hover:text-paper">
                      <X aria-hidden className="h-5 w-5" />
                      <span className="sr-only">{t.frame.closeMenu}</span>
                    </Dialog.Close>
                    <SidebarBody email={email} collapsed={false} access={access} />
                  </Dialog.Content>
                </Dialog.Portal>
              </Dialog.Root>
            ) : (
              <details className="group">
                <summary className="inline-flex h-11 w-11 cursor-pointer list-none items-center justify-center text-ink [&::-webkit-details-marker]:hidden">
                  <Menu aria-hidden className="h-6 w-6" strokeWidth={1.5} />
                  <span className="sr-only">{t.frame.openMenu}</span>
                </summary>
                <div className="fixed inset-y-0 left-0 z-50 flex w-[var(--sidebar-width-mobile)] max-w-[85vw] flex-col bg-ink text-paper shadow-xl">
                  <SidebarBody email={email} collapsed={false} access={access} />
                </div>
              </details>
            )}
          </div>

          <p className="font-serif text-lg text-ink md:hidden">{firm.name}</p>
          <div className="ml-auto flex items-center gap-3">
            <p className="hidden text-sm text-ink-muted md:block">{t.clientPortal}</p>
            <span aria-hidden className="hidden h-5 w-px bg-paper-line md:block" />
            {/* The same page in the other language, as in the public header: a plain link, on every width. */}
            <LanguageSwitch className="inline-flex min-h-[44px] items-center px-2 text-sm font-medium text-ink underline-offset-4 hover:bg-ink/5 hover:underline" />
          </div>
        </header>

        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          {children}
        </main>
      </div>
    </div>
  )
}

function SidebarBody({ email, collapsed, access }: { email: string; collapsed: boolean; access: PortalNavAccess }) {
  const firm = useFirm()
  const t = useCopy(portal)
  const to = useLocalePath()
  return (
    <>
      <div className={cn('flex h-14 shrink-0 items-center border-b border-paper/10', collapsed ? 'justify-center' : 'px-5')}>
        <a href={to('/')} className="font-serif text-paper" title={firm.name}>
          {collapsed ? (
            <span aria-hidden className="text-lg">
              {firm.name.replace(/[^A-Z]/g, '').slice(0, 2)}
            </span>
          ) : (
            <span className="text-lg">{firm.name}</span>
          )}
          {collapsed ? <span className="sr-only">{firm.name}</span> : null}
        </a>
      </div>

      <nav aria-label={t.frame.portalNav} className="flex-1 overflow-y-auto py-4">
        {!collapsed ? <p className="px-5 pb-2 text-xs font-semibold uppercase tracking-[0.16em] text-paper/70">{t.clientPortal}</p> : null}
        <ul className={cn('space-y-1', collapsed ? 'px-1.5' : 'px-3')}>
          {portalNavFor(access, t.frame.nav).map(({ to: path, label, icon: Icon, end }) => (
            <li key={path}>
              <NavLink
                to={to(path)}
                end={end}
                title={collapsed ? label : undefined}
                className={({ isActive }) =>
                  cn(
                    'flex min-h-[44px] items-center gap-3 text-[15px] transition-colors',
                    collapsed ? 'justify-center' : 'px-3',
                    isActive
                      ? 'bg-paper/10 font-semibold text-paper shadow-[inset_3px_0_0_theme(colors.brass.light)]'
                      : 'text-paper/85 hover:bg-paper/5 hover:text-paper',
                  )
                }
              >
                <Icon aria-hidden className="h-5 w-5 shrink-0" strokeWidth={1.5} />
                <span className={collapsed ? 'sr-only' : 'truncate'}>{label}</span>
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>

      <div className={cn('shrink-0 border-t border-paper/10 py-4', collapsed ? 'px-1.5' : 'px-5')}>
        {!collapsed ? (
          <p className="mb-3 text-sm">
            <span className="block text-xs uppercase tracking-[0.14em] text-paper/70">{t.frame.signedInAs}</span>
            <span className="block truncate text-paper" data-testid="signed-in-email" title={email}>
              {email}
            </span>
          </p>
        ) : null}
        <Form method="post" action={to('/auth/sign-out')}>
          <button
            type="submit"
            title={collapsed ? t.frame.signOut : undefined}
            className={cn(
              'flex min-h-[44px] w-full items-center gap-3 text-[15px] text-paper/85 hover:bg-paper/5 hover:text-paper',
              collapsed ? 'justify-center' : 'px-3 -mx-3 w-[calc(100%+1.5rem)]',
            )}
          >
            <LogOut aria-hidden className="h-5 w-5 shrink-0" strokeWidth={1.5} />
            <span className={collapsed ? 'sr-only' : ''}>{t.frame.signOut}</span>
          </button>
        </Form>
      </div>
    </>
  )
}
