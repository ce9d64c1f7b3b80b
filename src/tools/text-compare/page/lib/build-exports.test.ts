import { describe, expect, it } from 'vitest';
import type { CompareResult } from '../api/compare-texts';
import { buildCsv, buildHtmlReport, buildJsonExport, buildTextDiff, listEditGroups, rebuildTexts } from './build-exports';

const result: CompareResult = {
  similarity: 71.4,
  identical: false,
  changes: [
    { type: 'equal', text: 'the ', originalText: 'The ' },
    { type: 'delete', text: '<b>old</b>' },
    { type: 'insert', text: 'new' },
    { type: 'equal', text: ' text' },
    { type: 'insert', text: ', "quoted"' },
    { type: 'equal', text: '\n' },
    { type: 'delete', text: '=SUM(A1)' },
  ],
  stats: {
    insertions: 2, deletions: 2, unchanged: 2, unchangedRevised: 2, originalWords: 4, revisedWords: 4,
    originalCharacters: 23, revisedCharacters: 19, charactersInserted: 13, charactersDeleted: 18,
    changeCount: 3, replacements: 1, insertionsOnly: 1, deletionsOnly: 1,
  },
  granularity: 'word',
  ignoreCase: true,
  ignoreWhitespace: false,
  exact: true,
};

describe('exports', () => {
  it('rebuilds both texts, using the original form of ignored differences', () => {
    expect(rebuildTexts(result.changes)).toEqual({
      original: 'The <b>old</b> text\n=SUM(A1)',
      revised: 'the new text, "quoted"\n',
    });
  });

  it('lists edit groups as replacements, insertions and deletions', () => {
    expect(listEditGroups(result.changes).map((group) => group.kind)).toEqual(['replacement', 'insertion', 'deletion']);
  });

  it('writes a self-contained HTML report with escaped text and the figures', () => {
    const html = buildHtmlReport(result, { brand: 'Scribewell', generatedAt: new Date('2025-01-02T03:04:05Z') });
    expect(html).toContain('<del>&#60;b&#62;old&#60;/b&#62;</del>');
    expect(html).toContain('<ins>new</ins>');
    expect(html).toContain('71.4%');
    expect(html).toContain('ignoring letter case');
    expect(html).not.toMatch(/<link|<script|src=/);
  });

  it('writes CSV that spreadsheets read safely', () => {
    const csv = buildCsv(result.changes);
    expect(csv.startsWith('\uFEFFchange,kind,original,revised\r\n')).toBe(true);
    expect(csv).toContain('2,insertion,,", ""quoted"""');
    expect(csv).toContain("3,deletion,'=SUM(A1),");
  });

  it('writes JSON and a word-diff text', () => {
    expect(JSON.parse(buildJsonExport(result, new Date(0)))).toMatchObject({ similarity: 71.4, generatedAt: '1970-01-01T00:00:00.000Z' });
    expect(buildTextDiff(result)).toContain('the [-<b>old</b>-]{+new+} text{+, "quoted"+}\n[-=SUM(A1)-]');
  });
});
