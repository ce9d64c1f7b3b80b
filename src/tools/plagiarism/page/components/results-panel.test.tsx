// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PlagiarismResult } from '../api/check-plagiarism';
import { ComparedWithNote } from './compared-with-note';
import { ResultsPanel } from './results-panel';

const TEXT = 'Winnowing selects the minimum hash in every window of consecutive k-gram hashes.';

const nothingCompared: PlagiarismResult = {
  similarity: null,
  message: '0 sources: paste a source, save documents, import a corpus, or enable web search',
  words: 12,
  matchedWords: 0,
  matches: [],
  sources: [],
  citations: [],
  comparedWith: { sources: 0, documents: 0, corpus: 0, web: false, webFailed: false, candidates: 0 },
  options: { ignoreQuotes: false, minMatchWords: 8, paraphrase: true },
};

afterEach(cleanup);

describe('plagiarism results', () => {
  it('shows what to add, and no 0%, when the check had nothing to compare against', () => {
    render(<ResultsPanel text={TEXT} result={nothingCompared} />);
    const region = screen.getByRole('region', { name: 'Plagiarism check result' });
    expect(within(region).getByTestId('nothing-compared').textContent).toContain(
      '0 sources: paste a source, save documents, import a corpus, or enable web search',
    );
    expect(within(region).queryByTestId('similarity')).toBeNull();
    expect(region.textContent).not.toContain('0%');
  });

  it('shows the similarity when something was compared, even when nothing matched', () => {
    const compared = { ...nothingCompared, similarity: 0, comparedWith: { ...nothingCompared.comparedWith, corpus: 250 } };
    delete compared.message;
    render(<ResultsPanel text={TEXT} result={compared} />);
    expect(screen.getByTestId('similarity').textContent).toBe('0%');
    expect(screen.getByTestId('no-matches')).toBeTruthy();
    expect(screen.queryByTestId('nothing-compared')).toBeNull();
  });

  it('lists what the check compared against, from the result', () => {
    const comparedWith = { sources: 1, documents: 3, corpus: 1200, web: true, webFailed: false, candidates: 4 };
    render(<ComparedWithNote requestSources={1} webSearch result={comparedWith} />);
    expect(screen.getByTestId('compared-with-counts').textContent).toBe(
      'Compared against: 1 source you added, 3 saved documents and 1,200 reference corpus documents, plus web search.',
    );
    expect(screen.getByTestId('web-search-status').textContent).toContain('on');
  });
});
