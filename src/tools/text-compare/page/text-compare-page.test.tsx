// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Component as TextComparePage } from './text-compare-page';

const comparison = {
  similarity: 60,
  identical: false,
  changes: [
    { type: 'equal', text: 'one ' },
    { type: 'delete', text: 'two' },
    { type: 'insert', text: '2' },
    { type: 'equal', text: ' three' },
  ],
  stats: {
    insertions: 1, deletions: 1, unchanged: 2, unchangedRevised: 2, originalWords: 3, revisedWords: 3,
    originalCharacters: 13, revisedCharacters: 11, charactersInserted: 1, charactersDeleted: 3,
    changeCount: 1, replacements: 1, insertionsOnly: 0, deletionsOnly: 0,
  },
  granularity: 'word',
  ignoreCase: true,
  ignoreWhitespace: false,
  exact: true,
};

class VisibleObserver {
  constructor(private readonly callback: (entries: Array<{ isIntersecting: boolean }>) => void) {}
  observe() {
    this.callback([{ isIntersecting: true }]);
  }
  disconnect() {}
}

const requests: Array<{ url: string; body: unknown }> = [];

function respond(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

beforeEach(() => {
  requests.length = 0;
  vi.stubGlobal('IntersectionObserver', VisibleObserver);
  Element.prototype.scrollIntoView = vi.fn();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      requests.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (url === '/api/tools/text-compare') return respond(200, { result: comparison, remaining: 9, historyId: null });
      if (url === '/api/config') return respond(200, { brandName: 'Scribewell' });
      return respond(401, { error: { code: 'unauthorized', message: 'Sign in' } });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <TextComparePage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('text compare page', () => {
  it('sends both texts with the chosen options and shows the highlighted result', async () => {
    renderPage();
    const compareButton = screen.getByRole('button', { name: /^compare/i });
    expect(compareButton).toHaveProperty('disabled', true);

    fireEvent.change(screen.getByLabelText('Original text'), { target: { value: 'One two three' } });
    fireEvent.change(screen.getByLabelText('Revised text'), { target: { value: 'one 2 three' } });
    fireEvent.click(screen.getByRole('switch', { name: 'Ignore case' }));
    fireEvent.click(compareButton);

    const results = await screen.findByRole('region', { name: 'Comparison results' });
    expect(within(results).getByTestId('similarity').textContent).toBe('60%');
    expect((await within(results).findByText('two')).tagName).toBe('DEL');
    expect(within(results).getByTestId('diff-view').querySelector('ins')?.textContent).toBe('2');
    expect(requests.find((request) => request.url === '/api/tools/text-compare')?.body).toEqual({
      original: 'One two three',
      revised: 'one 2 three',
      granularity: 'word',
      ignoreCase: true,
      ignoreWhitespace: false,
    });
  });

  it('swaps the texts and says when results no longer match them', async () => {
    renderPage();
    const original = screen.getByLabelText('Original text') as HTMLTextAreaElement;
    const revised = screen.getByLabelText('Revised text') as HTMLTextAreaElement;
    fireEvent.change(original, { target: { value: 'first' } });
    fireEvent.change(revised, { target: { value: 'second' } });
    fireEvent.click(screen.getByRole('button', { name: /^compare/i }));
    await screen.findByRole('region', { name: 'Comparison results' });

    fireEvent.click(screen.getByRole('button', { name: 'Swap texts' }));
    expect(original.value).toBe('second');
    expect(revised.value).toBe('first');
    expect(screen.getByText(/changed since this comparison/i)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(original.value).toBe('');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Comparison results' })).toBeNull());
  });
});
