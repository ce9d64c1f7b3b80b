// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../web/testing/test-utils';
import type { CitationInput, CslItem } from '../api/format-citations';
import { InTextCitationBuilder } from './in-text-citation-builder';

const ITEMS: CslItem[] = [
  { id: 'hall', type: 'article-journal', title: 'Correlation of the base strengths of amines', author: [{ family: 'Hall', given: 'H. K.' }] },
  { id: 'smith', type: 'book', title: 'Sleep and memory', author: [{ family: 'Smith', given: 'J.' }] },
];

const runs: CitationInput[] = [];

/** A stand-in engine: prints what it was asked to cite, so the test sees the citationItems sent. */
function fakeCitation(input: CitationInput): string {
  return (input.citationItems?.[0] ?? [])
    .map((cited) => `${cited.prefix ?? ''}${cited['suppress-author'] ? '' : `${cited.id} `}2020${cited.locator ? `, ${cited.label === 'page' ? 'p.' : cited.label} ${cited.locator}` : ''}${cited.suffix ?? ''}`)
    .join('; ');
}

beforeEach(() => {
  runs.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = new URL(url, 'http://localhost').pathname;
      if (path !== '/api/tools/citation-helper') return new Response(JSON.stringify({}), { status: 200, headers: { 'content-type': 'application/json' } });
      const input = JSON.parse(String(init?.body)) as CitationInput;
      runs.push(input);
      const text = `(${fakeCitation(input)})`;
      const result = { items: input.items, bibliography: [], citations: [{ text, html: `<i>${text}</i>` }], style: { id: input.style, title: 'APA' }, warnings: [], origins: [] };
      return new Response(JSON.stringify({ result, remaining: 9, historyId: null }), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('In-text citation builder', () => {
  it('cites two sources with a chapter locator, a prefix and a suppressed author, through citationItems', async () => {
    renderWithProviders(<InTextCitationBuilder items={ITEMS} style="apa" styleXml={null} locale="en-GB" />);
    const formatButton = screen.getByRole('button', { name: /format citation/i });
    expect((formatButton as HTMLButtonElement).disabled).toBe(true);

    fireEvent.change(screen.getByLabelText('Cite a source'), { target: { value: 'hall' } });
    fireEvent.change(screen.getByLabelText('Cite a source'), { target: { value: 'smith' } });
    const [hall, smith] = screen.getAllByTestId('cited-source');
    fireEvent.change(within(hall!).getByLabelText('Locator type'), { target: { value: 'chapter' } });
    fireEvent.change(within(hall!).getByLabelText('Locator'), { target: { value: '3' } });
    fireEvent.change(within(hall!).getByLabelText('Before (prefix)'), { target: { value: 'see' } });
    fireEvent.click(within(smith!).getByLabelText(/suppress author/i));
    fireEvent.click(formatButton);

    const output = await screen.findByTestId('citation-output');
    expect(output.textContent).toBe('(see hall 2020, chapter 3; 2020)');
    expect(output.querySelector('i')).not.toBeNull();
    expect(runs[0]).toMatchObject({
      style: 'apa',
      locale: 'en-GB',
      output: 'citation',
      citationItems: [[{ id: 'hall', locator: '3', label: 'chapter', prefix: 'see ' }, { id: 'smith', 'suppress-author': true }]],
    });
  });

  it('copies the citation as rich text', async () => {
    const write = vi.fn(async () => undefined);
    vi.stubGlobal('ClipboardItem', class {
      constructor(readonly parts: Record<string, Blob>) {}
    });
    Object.defineProperty(navigator, 'clipboard', { value: { write, writeText: vi.fn() }, configurable: true });
    renderWithProviders(<InTextCitationBuilder items={ITEMS} style="apa" styleXml={null} locale={null} />);
    fireEvent.change(screen.getByLabelText('Cite a source'), { target: { value: 'smith' } });
    fireEvent.change(screen.getByLabelText('Locator'), { target: { value: '45' } });
    fireEvent.change(screen.getByLabelText('After (suffix)'), { target: { value: 'emphasis added' } });
    fireEvent.click(screen.getByRole('button', { name: /format citation/i }));
    expect((await screen.findByTestId('citation-output')).textContent).toBe('(smith 2020, p. 45, emphasis added)');
    fireEvent.click(screen.getByRole('button', { name: /copy citation/i }));
    await waitFor(() => expect(write).toHaveBeenCalledTimes(1));
  });
});
