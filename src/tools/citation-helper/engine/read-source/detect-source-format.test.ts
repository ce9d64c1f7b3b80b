import { describe, expect, it } from 'vitest';
import { detectSourceFormat } from './detect-source-format';

describe('detectSourceFormat', () => {
  it('tells CSL-JSON, BibTeX and RIS from references and identifiers', () => {
    expect(detectSourceFormat('[{"id":"a","type":"book"}]')).toBe('csl-json');
    expect(detectSourceFormat('  @article{key,\n title={T}}')).toBe('bibtex');
    expect(detectSourceFormat('TY  - JOUR\nTI  - T\nER  - ')).toBe('ris');
    expect(detectSourceFormat('[1] H. K. Hall, “Correlation,” J. Am. Chem. Soc., vol. 79, 1957. [Online]')).toBe('lines');
    expect(detectSourceFormat('10.1021/ja01577a030')).toBe('lines');
  });
});
