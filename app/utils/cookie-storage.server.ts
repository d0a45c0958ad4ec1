import { createCookie, createCookieSessionStorage } from '@remix-run/node'
import { env } from './env.server'

/**
 * A signed, httpOnly, SameSite=Lax cookie for the whole site. In production it is Secure and named
 * `__Host-<name>`: only this host, over HTTPS, so no subdomain can plant or read it.
 */
export function siteCookie(name: string, maxAgeSeconds?: number) {
  const production = env().production
  return createCookie(production ? `__Host-${name}` : name, {
    sameSite: 'lax',
    path: '/',
    httpOnly: true,
    secure: production,
    secrets: [env().sessionSecret],
    ...(maxAgeSeconds === undefined ? {} : { maxAge: maxAgeSeconds }),
  })
}

/** Session storage kept in a {@link siteCookie}. */
export function siteCookieStorage(name: string, maxAgeSeconds?: number) {
  return createCookieSessionStorage({ cookie: siteCookie(name, maxAgeSeconds) })
}
