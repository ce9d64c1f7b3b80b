// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COUNTERS } from '../../../domain/tools';
import { authState, fakeUser, renderWithProviders } from '../../../web/testing/test-utils';
import type { CitationInput, CitationResult, CslItem } from './api/format-citations';
import { Component as CitationPage } from './citation-page';

const STYLE_TITLES: Record<string, string> = { apa: 'American Psychological Association 7th edition', 'modern-language-association': 'Modern Language Association 9th edition' };

/** A stand-in engine: reads a pasted reference into an item without a year, formats "Title (year) [style]". */
function fakeRun(input: CitationInput, advanced: boolean): CitationResult {
  const items: CslItem[] = [...((input.items ?? []) as CslItem[])];
  const origins: CitationResult['origins'] = [];
  if (input.source) {
    // A source naming a DOI-registered paper stands for one Crossref's search confirmed.
    const onCrossref = input.source.includes('Crossref');
    items.push({ id: `ref-${items.length + 1}`, type: 'article-journal', title: input.source.split('.')[0]!, author: [{ family: 'Smith', given: 'J.' }], ...(onCrossref ? { DOI: '10.1000/xyz', issued: { 'date-parts': [[2020]] } } : {}) });
    origins.push({ itemId: `ref-${items.length}`, from: 'free-text', uncertainFields: onCrossref ? [] : ['title'], ...(onCrossref ? { confirmedBy: 'crossref' as const } : {}) });
  }
  const year = (item: CslItem) => (item.issued as { 'date-parts'?: number[][] } | undefined)?.['date-parts']?.[0]?.[0];
  return {
    items,
    bibliography: items.map((item) => ({ id: item.id, text: `${String(item.title)} (${year(item) ?? 'n.d.'}) [${input.style}]`, html: `<i>${String(item.title)}</i> (${year(item) ?? 'n.d.'}) [${input.style}]` })),
    citations: items.map((item) => ({ text: `(Smith, ${year(item) ?? 'n.d.'})`, html: `(Smith, ${year(item) ?? 'n.d.'})` })),
    style: { id: input.style, title: STYLE_TITLES[input.style] ?? input.style },
    warnings: items.filter((item) => !year(item)).map((item) => ({ itemId: item.id, field: 'issued', message: 'APA needs the publication year.' })),
    origins,
    ...(advanced ? { exports: { bibtex: '@article{ref-1}', docx: btoa('PK fake docx') } } : {}),
  };
}

const runs: CitationInput[] = [];
const saved: unknown[] = [];
let plan: 'Free' | 'Pro' = 'Free';

function respond(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

beforeEach(() => {
  runs.length = 0;
  saved.length = 0;
  plan = 'Free';
  window.localStorage.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = new URL(url, 'http://localhost').pathname;
      if (path === '/api/tools/citation-helper') {
        const input = JSON.parse(String(init?.body)) as CitationInput;
        runs.push(input);
        return respond(200, { result: fakeRun(input, plan === 'Pro'), remaining: 10 - runs.length, historyId: null });
      }
      if (path === '/api/citation-styles') {
        return respond(200, { styles: [{ id: 'apa', title: STYLE_TITLES.apa, bundled: true }, { id: 'elsevier-harvard', title: 'Elsevier - Harvard (with titles)', bundled: false }], total: 2, installed: 2500 });
      }
      if (path === '/api/config') return respond(200, { brandName: 'Scribewell', tools: {} });
      if (path === '/api/me') {
        return respond(200, {
          user: { id: 'u', email: 'a@b.c' },
          profile: null,
          subscription: { package: plan, isActive: true, nextRenewal: null, createdAt: null },
          remaining: Object.fromEntries(COUNTERS.map((counter) => [counter, 10])),
          limits: { requestsPerMonth: 10, wordsPerScan: 500, history: 'limited' },
          periodEnd: new Date().toISOString(),
        });
      }
      if (path === '/api/bibliographies' && init?.method === 'POST') {
        const body = JSON.parse(String(init.body)) as { name: string; items: unknown[] };
        saved.push(body);
        return respond(201, { bibliography: { id: '6f1c2b9e-0000-4000-8000-000000000001', ...body, locale: null, itemCount: body.items.length, updatedAt: '' } });
      }
      if (path === '/api/bibliographies') return respond(200, { items: [], limit: 100 });
      return respond(404, { error: { code: 'not_found', message: 'Not found' } });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function pasteReference(text: string) {
  fireEvent.mouseDown(screen.getByRole('tab', { name: /Paste/ }));
  fireEvent.click(screen.getByRole('tab', { name: /Paste/ }));
  fireEvent.change(await screen.findByLabelText(/References, one per line/), { target: { value: text } });
  fireEvent.click(screen.getByRole('button', { name: 'Add references' }));
  return screen.findByTestId('bibliography-entry');
}

describe('citation helper page', () => {
  it('reads a pasted reference, flags the missing year, fixes it in the form, then switches to MLA in one click', async () => {
    renderWithProviders(<CitationPage />);
    const entry = await pasteReference('Sleep and memory in students. Journal of Sleep Research.');
    expect(runs[0]).toMatchObject({ style: 'apa', source: expect.stringContaining('Sleep and memory') });
    expect(within(entry).getByTestId('entry-text').innerHTML).toContain('<i>Sleep and memory in students</i> (n.d.)');
    expect(within(entry).getByTestId('entry-citation').textContent).toContain('(Smith, n.d.)');
    expect(within(entry).getByTestId('entry-uncertain').textContent).toContain('title');

    fireEvent.click(within(within(entry).getByTestId('entry-warning')).getByRole('button', { name: 'Fix this field' }));
    const dialog = await screen.findByRole('dialog');
    const published = within(dialog).getByLabelText('Published');
    await waitFor(() => expect(document.activeElement).toBe(published));
    fireEvent.change(published, { target: { value: '2019' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save and update' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(runs[1]?.items?.[0]).toMatchObject({ issued: { 'date-parts': [[2019]] } });
    expect(runs[1]?.source).toBeUndefined();
    await waitFor(() => expect(screen.getByTestId('entry-text').innerHTML).toContain('(2019)'));
    expect(screen.queryByTestId('entry-warning')).toBeNull();
    // The user confirmed the fields by saving them.
    expect(screen.queryByTestId('entry-uncertain')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'MLA 9' }));
    await waitFor(() => expect(screen.getByTestId('current-style').textContent).toContain('Modern Language Association 9th edition'));
    expect(runs[2]).toMatchObject({ style: 'modern-language-association', items: [expect.objectContaining({ id: 'ref-1' })] });
    expect(screen.getByTestId('entry-text').textContent).toContain('[modern-language-association]');
    expect(runs).toHaveLength(3);
  });

  it('says when Crossref confirmed a pasted reference, and stops saying it once the user edits it', async () => {
    renderWithProviders(<CitationPage />);
    const entry = await pasteReference('Sleep and memory on Crossref. Journal of Sleep Research.');
    expect(within(entry).getByTestId('entry-confirmed').textContent).toBe("Matched on Crossref (DOI 10.1000/xyz): the details are the publisher's record.");
    expect(within(entry).queryByTestId('entry-uncertain')).toBeNull();
    fireEvent.click(within(entry).getByRole('button', { name: /^Edit/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save and update' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(runs).toHaveLength(2));
    expect(screen.queryByTestId('entry-confirmed')).toBeNull();
  });

  it('removing a source is free and says the list needs formatting again; exports wait for advanced responses', async () => {
    renderWithProviders(<CitationPage />);
    await pasteReference('First source.');
    await pasteReference('Second source.');
    await waitFor(() => expect(screen.getAllByTestId('bibliography-entry')).toHaveLength(2));
    expect((screen.getByRole('button', { name: /BibTeX/ }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: /CSL-JSON/ }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByTestId('exports-missing').textContent).toContain('advanced responses');

    fireEvent.click(screen.getByRole('button', { name: /^Remove .*First source/ }));
    expect(screen.getAllByTestId('bibliography-entry')).toHaveLength(1);
    expect(runs).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: /^Format in/ }));
    await waitFor(() => expect(runs).toHaveLength(3));
    expect(runs[2]?.items).toHaveLength(1);
  });

  it('lets a signed-in Pro user save the list by name and download the .bib from the run', async () => {
    plan = 'Pro';
    renderWithProviders(<CitationPage />, { auth: authState({ user: fakeUser('ada@example.com') }) });
    await pasteReference('Sleep and memory in students.');
    await waitFor(() => expect((screen.getByRole('button', { name: /BibTeX/ }) as HTMLButtonElement).disabled).toBe(false));
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Essay on sleep' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save list' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ name: 'Essay on sleep', style: 'apa', items: [expect.objectContaining({ title: 'Sleep and memory in students' })] });
    expect(await screen.findByRole('button', { name: 'Save changes' })).toBeTruthy();
  });
});
