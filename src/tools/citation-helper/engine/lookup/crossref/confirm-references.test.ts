import { describe, expect, it } from 'vitest';
import type { CslItem } from '../../../contract';
import type { LookupSettings, ReadItems } from '../../source-reading';
import { readSources } from '../../read-sources';
import { confirmReferences, MAX_CONFIRMED_REFERENCES } from './confirm-references';

// The shape of Crossref's /works?query.bibliographic=… answer (api.crossref.org), trimmed to what is read.
const SELF_EFFICACY = {
  DOI: '10.1037/amp0000722',
  type: 'journal-article',
  score: 98.1,
  title: ['Fifty years of <i>self-efficacy</i>'],
  'container-title': ['American Psychologist'],
  author: [
    { given: 'Albert', family: 'Bandura', sequence: 'first' },
    { given: 'Dale H.', family: 'Schunk', sequence: 'additional' },
  ],
  issued: { 'date-parts': [[2021, 3]] },
  volume: '76',
  issue: '2',
  page: '245-258',
  publisher: 'American Psychological Association (APA)',
};
const OTHER_PAPER = { ...SELF_EFFICACY, DOI: '10.1000/other', title: ['Self-efficacy in the classroom'], author: [{ given: 'Ann', family: 'Other' }], issued: { 'date-parts': [[2008]] } };

function fakeCrossref(items: object[], asked: string[] = []): LookupSettings {
  return {
    crossrefUrl: 'https://api.crossref.test',
    openLibraryUrl: 'https://openlibrary.test',
    arxivUrl: 'https://arxiv.test',
    pubmedUrl: 'https://pubmed.test',
    allowPrivateFetch: false,
    timeoutMs: 10_000,
    fetch: (async (url: string) => {
      asked.push(url);
      return new Response(JSON.stringify({ status: 'ok', 'message-type': 'work-list', message: { items } }), { headers: { 'content-type': 'application/json' } });
    }) as unknown as typeof fetch,
  };
}

const PASTED = 'Bandura, A., & Schunk, D. H. (2021). Fifty years of self-efficacy. Am. Psychol., 76(2), 245–258.';

describe('confirmReferences (Crossref check of free-text references)', () => {
  it('gives a pasted reference the record Crossref holds for the same work: DOI, full journal name, no field left uncertain', async () => {
    const asked: string[] = [];
    const read = await readSources(PASTED, { lookup: fakeCrossref([OTHER_PAPER, SELF_EFFICACY], asked) });
    expect(asked).toHaveLength(1);
    expect(asked[0]).toContain('/works?rows=3&query.bibliographic=');
    expect(decodeURIComponent(asked[0]!)).toContain('Bandura Schunk Fifty years of self-efficacy');
    const [item] = read.items;
    expect(item).toMatchObject({ DOI: '10.1037/amp0000722', 'container-title': 'American Psychologist', volume: '76', issue: '2', page: '245-258' });
    expect(read.origins[0]).toMatchObject({ from: 'free-text', confirmedBy: 'crossref', uncertainFields: [] });
  });

  it('leaves a reference as read when no candidate is the same work', async () => {
    const read = await readSources(PASTED, { lookup: fakeCrossref([OTHER_PAPER]) });
    expect(read.items[0]?.DOI).toBeUndefined();
    expect(read.origins[0]?.confirmedBy).toBeUndefined();
  });

  it('leaves references as read, without a warning, when Crossref cannot be reached', async () => {
    const offline = { ...fakeCrossref([]), fetch: (async () => Promise.reject(new TypeError('fetch failed'))) as unknown as typeof fetch };
    const read = await readSources(PASTED, { lookup: offline });
    expect(read.items).toHaveLength(1);
    expect(read.warnings).toEqual([]);
    expect(read.origins[0]?.confirmedBy).toBeUndefined();
  });

  it(`asks about at most ${MAX_CONFIRMED_REFERENCES} references per request`, async () => {
    const asked: string[] = [];
    const items = Array.from({ length: 40 }, (_, index) => ({ id: `r${index}`, type: 'article-journal', title: `A study of topic number ${index}`, issued: { 'date-parts': [[2000 + index]] } }) as CslItem);
    const read: ReadItems = { items, origins: items.map((item) => ({ itemId: item.id, from: 'free-text', uncertainFields: [] })), warnings: [] };
    await confirmReferences(read, fakeCrossref([], asked));
    expect(asked).toHaveLength(MAX_CONFIRMED_REFERENCES);
  });
});
