// The portal sidebar's expanded/collapsed state lives in a cookie for 7 days, so the server renders
// the page the way the client left it (no flash). The browser writes it directly when JavaScript runs;
// without JavaScript a form posts to /dashboard/sidebar, which sets the same cookie.
export const SIDEBAR_COOKIE = 'sidebar_state'
export const SIDEBAR_COOKIE_MAX_AGE = 60 * 60 * 24 * 7
export const SIDEBAR_WIDTH = '16rem'
export const SIDEBAR_WIDTH_MOBILE = '18rem'
export const SIDEBAR_WIDTH_ICON = '3rem'
export const SIDEBAR_KEYBOARD_SHORTCUT = 'b'

/** Expanded unless the cookie says "false". */
export function readSidebarOpen(cookieHeader: string | null) {
  const match = cookieHeader?.match(new RegExp(`(?:^|;\\s*)${SIDEBAR_COOKIE}=([^;]*)`))
  return match?.[1] !== 'false'
}

export function sidebarCookie(open: boolean, secure = false) {
  return `${SIDEBAR_COOKIE}=${open}; Path=/; Max-Age=${SIDEBAR_COOKIE_MAX_AGE}; SameSite=Lax${secure ? '; Secure' : ''}`
}
