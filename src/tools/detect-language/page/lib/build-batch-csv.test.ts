import { describe, expect, it } from 'vitest';
import type { BatchItem } from '../api/detect-language';
import { parseCsv } from './parse-csv';
import { buildBatchCsv } from './build-batch-csv';

const french: BatchItem = {
  language: { code: 'fra', bcp47: 'fr', name: 'French', confidence: 0.99741 },
  alternatives: [],
  reliable: true,
  script: 'Latn',
  method: 'ensemble',
};

describe('buildBatchCsv', () => {
  it('writes a header and one row per text, error rows included, that a CSV reader gets back intact', () => {
    const csv = buildBatchCsv(
      ['Bonjour, "tout" le monde', '12345'],
      [french, { error: { code: 'invalid_input', message: 'Text 2: no letters.' } }],
    );
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(parseCsv(csv)).toEqual([
      ['row', 'text', 'language', 'code', 'bcp47', 'confidence', 'reliable', 'variant', 'error'],
      ['1', 'Bonjour, "tout" le monde', 'French', 'fra', 'fr', '0.9974', 'true', '', ''],
      ['2', '12345', '', '', '', '', '', '', 'Text 2: no letters.'],
    ]);
  });

  it('defuses cells a spreadsheet would run as formulas', () => {
    const csv = buildBatchCsv(['=HYPERLINK("x")'], [french]);
    expect(parseCsv(csv)[1]?.[1]).toBe(`'=HYPERLINK("x")`);
  });
});
