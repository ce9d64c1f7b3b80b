import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { RunUsageEvent } from '../../contracts/live-events';
import { COUNTERS, type Counter } from '../../domain/tools';
import { meQueryKey } from '../lib/me';
import { writeRemaining } from '../lib/write-remaining';

const MAX_RETRY_MS = 30_000;

/**
 * Subscribes to GET /api/events while a session (account or guest) exists. A `usage` event from a tool
 * run (in any tab or device) carries `{counter, remaining}`: that goes straight into the cached counters
 * and only history is refetched. Other `usage` events (e.g. a guest's counters moved to an account) and
 * `subscription` events (plan changes) refetch the counters and history, so the dashboard and tool pages
 * stay current without polling.
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
      source.addEventListener('usage', (event) => {
        const run = readRunUsage(event);
        if (run && writeRemaining(queryClient, run.counter, run.remaining)) {
          void queryClient.invalidateQueries({ queryKey: ['history'] });
        } else {
          refresh();
        }
      });
      source.addEventListener('subscription', () => {
        refresh();
        // billingQueryKey; the billing modules (zod, sonner) load only when this rare event arrives.
        void queryClient.invalidateQueries({ queryKey: ['billing'] });
        if (isCheckoutPage()) return;
        void import('../features/billing/hooks/use-checkout-success-toast').then((module) => module.showSubscriptionUpdated());
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

/**
 * The tab that paid says "Subscription updated" when it lands on /dashboard?checkout=success. Toasting the
 * live event there too could lose the message: the event often arrives before the redirect, and a
 * same-id toast that reaches sonner during the first one's exit animation is dropped with it.
 */
function isCheckoutPage(): boolean {
  return window.location.pathname === '/checkout';
}

/** `{counter, remaining}` of a tool run's usage event (src/contracts/live-events.ts, read without zod); null for any other usage event. */
export function readRunUsage(event: Event): Pick<RunUsageEvent, 'counter' | 'remaining'> | null {
  if (!(event instanceof MessageEvent) || typeof event.data !== 'string') return null;
  let data: { counter?: unknown; remaining?: unknown };
  try {
    data = JSON.parse(event.data) as typeof data;
  } catch {
    return null;
  }
  const { counter, remaining } = data;
  if (typeof remaining !== 'number' || !COUNTERS.includes(counter as Counter)) return null;
  return { counter: counter as Counter, remaining };
}
