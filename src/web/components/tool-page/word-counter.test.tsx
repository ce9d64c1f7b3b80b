// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestQueryClient, renderWithProviders } from '../../testing/test-utils';
import { meQueryKey, type Me } from '../../lib/me';
import { WordCounter } from './word-counter';

function meWithWordLimit(wordsPerScan: number): Me {
  return {
    user: { id: 'u', email: 'a@b.c', name: null, isAnonymous: false },
    profile: null,
    subscription: { package: 'Pro', isActive: true, nextRenewal: null, createdAt: null },
    remaining: {} as Me['remaining'],
    limits: { requestsPerMonth: 100, wordsPerScan, history: 'medium' },
    periodEnd: new Date().toISOString(),
  };
}

describe('WordCounter', () => {
  afterEach(cleanup);

  it("uses Free's 500-word limit when there is no session", () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(meQueryKey, null);
    renderWithProviders(<WordCounter words={120} />, { queryClient });
    expect(screen.getByTestId('word-counter').textContent).toBe('120 / 500 words');
    expect(screen.queryByRole('link', { name: /upgrade/i })).toBeNull();
  });

  it("uses the signed-in plan's limit", () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(meQueryKey, meWithWordLimit(1000));
    renderWithProviders(<WordCounter words={1000} />, { queryClient });
    expect(screen.getByTestId('word-counter').textContent).toBe('1,000 / 1,000 words');
  });

  it('turns red and explains what to do when over the limit', () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(meQueryKey, null);
    renderWithProviders(<WordCounter words={512} />, { queryClient });
    expect(screen.getByTestId('word-counter').className).toContain('text-destructive');
    expect(screen.getByText(/Shorten the text by 12 words/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'upgrade your plan' }).getAttribute('href')).toBe('/pricing');
  });
});
