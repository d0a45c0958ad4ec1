// What a request says about its sender, kept with what they submitted (a lead, a signature).
import { clientIp } from './rate-limit.server'

export type RequestMeta = { ip: string | null; userAgent: string | null }

/** The sender's address and browser, bounded so a hostile header cannot bloat a row. */
export function requestMeta(request: Request): RequestMeta {
  return { ip: clientIp(request).slice(0, 64), userAgent: request.headers.get('user-agent')?.slice(0, 300) ?? null }
}
