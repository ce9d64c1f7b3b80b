import type { Context } from 'hono';

/** Our session cookies, under either name: Better Auth adds `__Secure-` when BASE_URL is https. */
const SESSION_COOKIE = /(?:^|;\s*)((?:__Secure-)?scribewell\.session_(?:token|data))=/g;

/**
 * Expires the session cookies the request carried, under the names it carried them: a cookie named
 * `__Secure-…` is only replaced by one that is `Secure` too, so clearing the plain name on https
 * would leave the real cookie in the browser. Returns how many it cleared.
 */
export function clearSessionCookies(c: Context): number {
  const names = new Set([...(c.req.header('cookie') ?? '').matchAll(SESSION_COOKIE)].map((match) => match[1]!));
  for (const name of names) {
    const secure = name.startsWith('__Secure-') ? '; Secure' : '';
    c.header('set-cookie', `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure}`, { append: true });
  }
  return names.size;
}

/** Whether the request carries a session cookie of ours under either name, valid or not. */
export function hasSessionCookies(c: Context): boolean {
  return [...(c.req.header('cookie') ?? '').matchAll(SESSION_COOKIE)].length > 0;
}
