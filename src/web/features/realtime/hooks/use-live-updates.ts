import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { meQueryKey } from '../../account/api/get-me';
import { billingQueryKey } from '../../billing/api/get-billing';
import { showSubscriptionUpdated } from '../../billing/hooks/use-checkout-success-toast';

const MAX_RETRY_MS = 30_000;

/**
 * Subscribes to GET /api/events while a session (account or guest) exists. `usage` events (a tool run
 * in any tab or device) and `subscription` events (plan changes) refetch the counters and history,
 * so the dashboard and tool pages stay current without polling.
 */
export function useLiveUpdates(sessionKey: string | null) {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!sessionKey || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let retryTimer: number | undefined;
    let attempt = 0;
    let stopped = false;

    const refresh = () => {
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
      void queryClient.invalidateQueries({ queryKey: ['history'] });
    };

    const connect = () => {
      source = new EventSource('/api/events', { withCredentials: true });
      source.addEventListener('usage', refresh);
      source.addEventListener('subscription', () => {
        refresh();
        void queryClient.invalidateQueries({ queryKey: billingQueryKey });
        showSubscriptionUpdated();
      });
      source.addEventListener('open', () => {
        // Anything that happened while disconnected was missed: catch up once per (re)connect.
        if (attempt > 0) refresh();
        attempt = 0;
      });
      source.addEventListener('error', () => {
        // EventSource retries network drops itself; it gives up (CLOSED) on HTTP errors, so back off and retry.
        if (source?.readyState !== EventSource.CLOSED || stopped) return;
        attempt += 1;
        retryTimer = window.setTimeout(connect, Math.min(MAX_RETRY_MS, 1000 * 2 ** attempt));
      });
    };

    connect();
    return () => {
      stopped = true;
      window.clearTimeout(retryTimer);
      source?.close();
    };
  }, [sessionKey, queryClient]);
}
