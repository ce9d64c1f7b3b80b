import { describe, expect, it } from 'vitest';
import { readIdentifier } from './read-identifier';

describe('readIdentifier', () => {
  it('recognises a DOI, an ISBN, an arXiv id, a PubMed id and a URL on a line of their own', () => {
    expect(readIdentifier('https://doi.org/10.1021/ja01577a030')).toEqual({ kind: 'doi', value: '10.1021/ja01577a030' });
    expect(readIdentifier('doi: 10.1000/xyz123.')).toEqual({ kind: 'doi', value: '10.1000/xyz123' });
    expect(readIdentifier('ISBN 978-0-306-40615-7')).toEqual({ kind: 'isbn', value: '9780306406157' });
    expect(readIdentifier('0-306-40615-2')).toEqual({ kind: 'isbn', value: '0306406152' });
    expect(readIdentifier('arXiv:2101.00001v2')).toEqual({ kind: 'arxiv', value: '2101.00001v2' });
    expect(readIdentifier('https://arxiv.org/abs/hep-th/9901001')).toEqual({ kind: 'arxiv', value: 'hep-th/9901001' });
    expect(readIdentifier('PMID: 12345678')).toEqual({ kind: 'pubmed', value: '12345678' });
    expect(readIdentifier('https://example.org/article?id=1')).toEqual({ kind: 'url', value: 'https://example.org/article?id=1' });
  });

  it('leaves references and numbers that only look like identifiers to the free-text reader', () => {
    expect(readIdentifier('Hall, H. K. (1957). Correlation… https://doi.org/10.1021/ja01577a030')).toBeUndefined();
    expect(readIdentifier('978-0-306-40615-8')).toBeUndefined(); // wrong check digit
    expect(readIdentifier('5441-5444')).toBeUndefined();
  });
});
