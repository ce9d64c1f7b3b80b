import { describe, expect, it } from 'vitest';
import { citationContract } from '../contract';
import { createCitationEngine } from './engine';
import type { LookupSettings } from './source-reading';

const offline: LookupSettings = {
  crossrefUrl: 'https://api.crossref.org',
  openLibraryUrl: 'https://openlibrary.org',
  arxivUrl: 'http://export.arxiv.org',
  pubmedUrl: 'https://eutils.ncbi.nlm.nih.gov',
  allowPrivateFetch: false,
  timeoutMs: 2_000,
  fetch: async () => {
    throw new TypeError('fetch failed');
  },
};

describe('citation engine', () => {
  it('reads a pasted free-text reference, marks what it guessed, and answers in the contract’s shape', async () => {
    const engine = createCitationEngine({});
    const input = engine.inputSchema.parse({
      style: 'apa',
      source: 'Hall, H. K. (1957). Correlation of the base strengths of amines. Journal of the American Chemical Society, 79(20), 5441–5444.',
    });
    for (const responses of ['basic', 'advanced'] as const) {
      const result = citationContract.result.parse(await engine.run(input, { responses }));
      expect(result.bibliography[0]?.text).toMatch(/^Hall, H\. K\. \(1957\)\. Correlation of the base strengths of amines\. Journal of the American Chemical Society, 79\(20\), 5441–5444/);
      expect(result.origins[0]?.from).toBe('free-text');
    }
  });

  it('keeps the references it could read when a lookup fails, and says which identifier failed', async () => {
    const engine = createCitationEngine({ citationLookup: offline });
    const input = engine.inputSchema.parse({
      style: 'apa',
      source: 'Smith, J. (2020). A study of things. Oxford University Press.\n10.1021/ja01577a030',
    });
    const result = await engine.run(input, { responses: 'basic' });
    expect(result.items).toHaveLength(1);
    expect(result.warnings.some((warning) => warning.field === 'DOI')).toBe(true);
  });
});
