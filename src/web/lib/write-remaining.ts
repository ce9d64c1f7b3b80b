import type { QueryClient } from '@tanstack/react-query';
import type { Counter } from '../../domain/tools';
import { meQueryKey, type Me } from './me';

/**
 * Writes a counter's new `remaining` (from a tool run's response or a `usage` event) into the cached
 * /api/me data instead of fetching it again. Returns false when there was nothing to update (no /api/me
 * cached yet, or none for this session: e.g. the run just started a guest session), so the caller can
 * fetch it instead.
 */
export function writeRemaining(queryClient: QueryClient, counter: Counter, remaining: number): boolean {
  let written = false;
  queryClient.setQueryData<Me | null>(meQueryKey, (me) => {
    if (!me) return me;
    written = true;
    return me.remaining[counter] === remaining ? me : { ...me, remaining: { ...me.remaining, [counter]: remaining } };
  });
  return written;
}
