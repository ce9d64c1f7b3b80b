import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The address rate limits are keyed on. The socket address is the truth; X-Forwarded-For is only
 * believed behind a proxy the operator declared (TRUST_PROXY), since clients can forge it. Even then
 * only its last entry counts: that is the one our proxy added, while the client may have sent
 * anything before it (proxies such as nginx append rather than replace).
 * In-process requests (tests) have no socket and fall back to the header or "local".
 */
export function readClientIp(c: Context, trustProxy: boolean): string {
  const forwarded = readLastForwarded(c.req.header('x-forwarded-for'));
  let socketAddress: string | undefined;
  try {
    socketAddress = getConnInfo(c).remote.address;
  } catch {
    socketAddress = undefined;
  }
  if (socketAddress) return trustProxy && forwarded ? forwarded : socketAddress;
  return forwarded || 'local';
}

function readLastForwarded(header: string | undefined): string | undefined {
  const entries = header?.split(',').map((entry) => entry.trim()).filter(Boolean);
  return entries?.at(-1);
}
