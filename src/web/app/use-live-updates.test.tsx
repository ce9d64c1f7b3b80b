// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { meQueryKey, type Me } from '../lib/me';
import { createTestQueryClient } from '../testing/test-utils';
import { useLiveUpdates } from './use-live-updates';

const showSubscriptionUpdated = vi.hoisted(() => vi.fn());
vi.mock('../features/billing/hooks/use-checkout-success-toast', () => ({ showSubscriptionUpdated }));

class FakeEventSource extends EventTarget {
  static CLOSED = 2;
  static last: FakeEventSource | undefined;
  readyState = 1;
  constructor(readonly url: string) {
    super();
    FakeEventSource.last = this;
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  send(type: string, data: unknown) {
    this.dispatchEvent(new MessageEvent(type, { data: JSON.stringify(data) }));
  }
}

const ME = {
  user: { id: 'user-1', email: 'ada@example.com' },
  profile: null,
  subscription: { package: 'Free', isActive: true, nextRenewal: null, createdAt: null },
  remaining: { ai_detection: 10, grammar_check: 10 },
  limits: { requestsPerMonth: 10, wordsPerScan: 500, history: 'limited' },
  periodEnd: '2030-01-01T00:00:00.000Z',
} as unknown as Me;

describe('useLiveUpdates', () => {
  beforeEach(() => {
    vi.stubGlobal('EventSource', FakeEventSource);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    showSubscriptionUpdated.mockClear();
    window.history.replaceState(null, '', '/');
  });

  function setUp() {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(meQueryKey, ME);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
    renderHook(() => useLiveUpdates('session-1'), { wrapper });
    const invalidated = () => invalidate.mock.calls.map(([filters]) => filters?.queryKey);
    return { queryClient, invalidated };
  }

  it("writes a run's usage event {counter, remaining} into the cached counters without refetching /api/me", () => {
    const { queryClient, invalidated } = setUp();
    FakeEventSource.last!.send('usage', { toolId: 'grammar-checker', counter: 'grammar_check', remaining: 4 });
    expect(queryClient.getQueryData<Me>(meQueryKey)?.remaining).toMatchObject({ grammar_check: 4, ai_detection: 10 });
    expect(invalidated()).toEqual([['history']]);
  });

  it('refetches for usage events without counters (a guest linked to an account)', () => {
    const { invalidated } = setUp();
    FakeEventSource.last!.send('usage', { reason: 'guest_linked' });
    expect(invalidated()).toEqual([meQueryKey, ['history']]);
  });

  it('refetches and says "Subscription updated" on a plan change in another tab', async () => {
    window.history.replaceState(null, '', '/dashboard');
    const { invalidated } = setUp();
    FakeEventSource.last!.send('subscription', {});
    expect(invalidated()).toEqual([meQueryKey, ['history'], ['billing']]);
    await vi.waitFor(() => expect(showSubscriptionUpdated).toHaveBeenCalledTimes(1), { timeout: 10_000 });
  });

  it('leaves the message to the redirect in the tab that is paying', async () => {
    window.history.replaceState(null, '', '/checkout');
    const { invalidated } = setUp();
    FakeEventSource.last!.send('subscription', {});
    expect(invalidated()).toEqual([meQueryKey, ['history'], ['billing']]);
    // A second event once the tab has moved on is the barrier: its message loads the toast module the
    // same way, after the first event would have, so once it has shown, the first would have too.
    window.history.replaceState(null, '', '/dashboard');
    FakeEventSource.last!.send('subscription', {});
    await vi.waitFor(() => expect(showSubscriptionUpdated).toHaveBeenCalled(), { timeout: 10_000 });
    expect(showSubscriptionUpdated).toHaveBeenCalledTimes(1);
  });
});
