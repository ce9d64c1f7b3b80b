import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The address rate limits are keyed on. The socket address is the truth; X-Forwarded-For is only
 * believed behind a proxy the operator declared (TRUST_PROXY), since clients can forge it.
 * In-process requests (tests) have no socket and fall back to the header or "local".
 */
export function readClientIp(c: Context, trustProxy: boolean): string {
  const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
  let socketAddress: string | undefined;
  try {
    socketAddress = getConnInfo(c).remote.address;
  } catch {
    socketAddress = undefined;
  }
  if (socketAddress) return trustProxy && forwarded ? forwarded : socketAddress;
  return forwarded || 'local';
}
