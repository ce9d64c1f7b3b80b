import type { Context } from 'hono';
import { readClientIp } from '../http/client-ip';

/**
 * Who a run counts for when the engines share their threads fairly: the account, or for a guest (or a
 * guest just started) the network address, since one address may start many guest sessions.
 */
export function readClientKey(c: Context, user: { id: string; isAnonymous?: boolean | null } | undefined, userId: string, trustProxy: boolean | undefined): string {
  if (user && !user.isAnonymous) return `user:${userId}`;
  return `guest:${readClientIp(c, Boolean(trustProxy))}`;
}
