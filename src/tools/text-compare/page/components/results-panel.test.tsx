// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CompareResult } from '../api/compare-texts';
import { ResultsPanel } from './results-panel';

const result: CompareResult = {
  similarity: 77.8,
  identical: false,
  changes: [
    { type: 'equal', text: 'The quick ' },
    { type: 'delete', text: 'brown' },
    { type: 'insert', text: 'red' },
    { type: 'equal', text: ' fox jumps over the ' },
    { type: 'delete', text: 'lazy ' },
    { type: 'equal', text: 'dog' },
    { type: 'insert', text: ' today' },
    { type: 'equal', text: '.' },
  ],
  stats: {
    insertions: 2, deletions: 2, unchanged: 7, unchangedRevised: 7, originalWords: 9, revisedWords: 9,
    originalCharacters: 44, revisedCharacters: 43, charactersInserted: 9, charactersDeleted: 10,
    changeCount: 3, replacements: 1, insertionsOnly: 1, deletionsOnly: 1,
  },
  granularity: 'word',
  ignoreCase: false,
  ignoreWhitespace: false,
  exact: true,
};

function renderPanel() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ResultsPanel result={result} />
    </QueryClientProvider>,
  );
}

// happy-dom has no layout, so nothing would ever scroll into view: report every block as visible.
class VisibleObserver {
  constructor(private readonly callback: (entries: Array<{ isIntersecting: boolean }>) => void) {}
  observe() {
    this.callback([{ isIntersecting: true }]);
  }
  disconnect() {}
}

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', VisibleObserver);
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ResultsPanel', () => {
  it('shows similarity, counts and the highlighted changes in both views', async () => {
    renderPanel();
    const region = screen.getByRole('region', { name: 'Comparison results' });
    expect(within(region).getByTestId('similarity').textContent).toBe('77.8%');
    // Blocks render once the observer (or its absence) says they are in view.
    const deleted = await within(region).findByText('brown');
    expect(deleted.tagName).toBe('DEL');
    expect(within(region).getByText('red').tagName).toBe('INS');

    fireEvent.click(within(region).getByRole('button', { name: 'Inline' }));
    expect((await within(region).findByText('brown')).tagName).toBe('DEL');
    expect(within(region).getByText('today').closest('ins')).not.toBeNull();
  });

  it('steps through changes with buttons and keys, marking the current one', async () => {
    renderPanel();
    const region = screen.getByRole('region', { name: 'Comparison results' });
    await within(region).findByText('brown');
    expect(screen.getByTestId('change-position').textContent).toBe('3 changes');

    fireEvent.click(screen.getByRole('button', { name: 'Next change' }));
    expect(screen.getByTestId('change-position').textContent).toBe('Change 1 of 3');
    expect(within(region).getByText('brown').getAttribute('data-current')).toBe('true');

    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'j' }));
    });
    expect(screen.getByTestId('change-position').textContent).toBe('Change 2 of 3');
    expect(within(region).getByText('brown').getAttribute('data-current')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Previous change' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous change' }));
    expect(screen.getByTestId('change-position').textContent).toBe('Change 3 of 3');
  });
});
