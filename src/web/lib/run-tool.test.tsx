// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { COUNTERS } from '../../domain/tools';
import { createTestQueryClient } from '../testing/test-utils';
import { meQueryKey, useMe, type Me } from './me';
import { useRunTool } from './run-tool';

const ME: Me = {
  user: { id: 'user-1', email: 'ada@example.com', name: 'Ada', isAnonymous: false },
  profile: null,
  subscription: { package: 'Free', isActive: true, nextRenewal: null, createdAt: null },
  // Every counter of the catalogue, so a new tool needs no line here.
  remaining: Object.fromEntries(COUNTERS.map((counter) => [counter, 10])) as Me['remaining'],
  limits: { requestsPerMonth: 10, wordsPerScan: 500, history: 'limited' },
  periodEnd: '2030-01-01T00:00:00.000Z',
};

/** A fake server: /api/me answers ME (counting the calls), the tool route answers `toolAnswer`. */
function stubServer(toolAnswer: { status: number; body: unknown }) {
  const calls = { me: 0, tool: 0 };
  const original = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = new URL(url, 'http://localhost').pathname;
    const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    if (path === '/api/me') {
      calls.me += 1;
      return json(200, ME);
    }
    if (path === '/api/tools/ai-detector') {
      calls.tool += 1;
      return json(toolAnswer.status, toolAnswer.body);
    }
    return json(404, { error: { code: 'not_found', message: 'Not found' } });
  }) as typeof fetch;
  restore = () => {
    globalThis.fetch = original;
  };
  return calls;
}

let restore = () => {};
afterEach(() => restore());

function renderRunner() {
  const queryClient = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
  const hook = renderHook(() => ({ me: useMe(), run: useRunTool<{ text: string }, unknown>('ai-detector') }), { wrapper });
  return { queryClient, ...hook };
}

describe('useRunTool', () => {
  it("writes the response's remaining into the cached counters without fetching /api/me again", async () => {
    const calls = stubServer({ status: 200, body: { result: { aiProbability: 0.1 }, remaining: 7, historyId: 'run-1' } });
    const { result, queryClient } = renderRunner();
    await waitFor(() => expect(result.current.me.data?.remaining.ai_detection).toBe(10));
    expect(calls.me).toBe(1);

    await act(() => result.current.run.mutateAsync({ text: 'Some words.' }));
    await waitFor(() => expect(result.current.me.data?.remaining.ai_detection).toBe(7));
    // mutateAsync resolves after onSuccess and onSettled: a refetch would have been asked for by now,
    // by invalidating the cached /api/me.
    expect(queryClient.getQueryState(meQueryKey)?.isInvalidated).toBe(false);
    expect(calls).toEqual({ me: 1, tool: 1 });
    expect(result.current.me.data?.remaining.plagiarism).toBe(10);
  });

  it('refetches /api/me after an error (a 402 may mean the cached counters were stale)', async () => {
    const calls = stubServer({
      status: 402,
      body: { error: { code: 'allowance_exhausted', message: 'You have used all 10 AI detector requests.' } },
    });
    const { result } = renderRunner();
    await waitFor(() => expect(result.current.me.isSuccess).toBe(true));
    await act(async () => {
      await result.current.run.mutateAsync({ text: 'Some words.' }).catch(() => undefined);
    });
    await waitFor(() => expect(calls.me).toBe(2));
  });

  it('fetches /api/me when none was cached (the first run may have started a guest session)', async () => {
    const calls = stubServer({ status: 200, body: { result: {}, remaining: 9, historyId: null } });
    const queryClient = createTestQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => useRunTool<{ text: string }, unknown>('ai-detector'), { wrapper });
    queryClient.setQueryData(['me'], null);
    const me = renderHook(() => useMe(), { wrapper });
    await act(() => result.current.mutateAsync({ text: 'Some words.' }));
    await waitFor(() => expect(calls.me).toBe(1));
    await waitFor(() => expect(me.result.current.data?.remaining.ai_detection).toBe(10));
  });
});
