import { describe, expect, it } from 'vitest';
import { flagsShapeOutright, hasDoubtfulShape } from './field-shape-doubts';

const item = (fields: Record<string, unknown>) => ({ id: 'ref-1', type: 'article-journal', ...fields });

describe('hasDoubtfulShape', () => {
  it('doubts a name holding a list number or a lower-case word, not a particle', () => {
    expect(hasDoubtfulShape('author', item({ author: [{ family: '19 Stone', given: 'H. S.' }] }))).toBe(true);
    expect(hasDoubtfulShape('author', item({ author: [{ family: 'processing', given: 'Parallel' }] }))).toBe(true);
    expect(hasDoubtfulShape('author', item({ author: [{ family: 'van Dooren', given: 'P.' }, { family: 'Wolfe', given: 'M. J.' }] }))).toBe(false);
  });

  it('doubts a given name opening with a byline word, not with a particle', () => {
    expect(hasDoubtfulShape('author', item({ author: [{ family: 'TideBrewer', given: 'by Anna Lind' }] }))).toBe(true);
    expect(hasDoubtfulShape('author', item({ author: [{ family: 'Mar', given: 'de la Cruz' }, { family: 'Lind', given: 'Anna' }] }))).toBe(false);
  });

  it('doubts a name part that opens a quotation, not an apostrophe inside a name', () => {
    expect(hasDoubtfulShape('author', item({ author: [{ family: 'Tobler', given: 'W.R.' }, { family: 'Computer', given: "'A" }] }))).toBe(true);
    expect(hasDoubtfulShape('author', item({ author: [{ family: 'Eugene Brady', given: '“How' }] }))).toBe(true);
    expect(hasDoubtfulShape('author', item({ author: [{ family: "O'Loughlin", given: 'Eugene' }, { family: 'D’Souza', given: 'A.' }] }))).toBe(false);
  });

  it('doubts a one-word or lower-case title and a container holding a year or pages', () => {
    expect(hasDoubtfulShape('title', item({ title: 'Analysis' }))).toBe(true);
    expect(hasDoubtfulShape('title', item({ title: 'and its application to parallel processing' }))).toBe(true);
    expect(hasDoubtfulShape('title', item({ title: 'Functional Boxplots' }))).toBe(false);
    expect(hasDoubtfulShape('container-title', item({ 'container-title': 'Proceedings 1999, pp. 12' }))).toBe(true);
    expect(hasDoubtfulShape('container-title', item({ 'container-title': 'J. Chem. Phys.' }))).toBe(false);
  });

  it('doubts numbers without digits and a publisher with numbers', () => {
    expect(hasDoubtfulShape('volume', item({ volume: 'Wiley' }))).toBe(true);
    expect(hasDoubtfulShape('volume', item({ volume: 'XIV' }))).toBe(false);
    expect(hasDoubtfulShape('page', item({ page: 'e' }))).toBe(true);
    expect(hasDoubtfulShape('publisher', item({ publisher: 'Springer 2006' }))).toBe(true);
    expect(hasDoubtfulShape('issued', item({ issued: { 'date-parts': [[1066]] } }))).toBe(true);
    expect(hasDoubtfulShape('issued', item({ issued: { 'date-parts': [[1998]] } }))).toBe(false);
  });

  it('has nothing to say about a field that is not there', () => {
    expect(hasDoubtfulShape('title', item({}))).toBe(false);
  });
});

describe('flagsShapeOutright', () => {
  it('flags a lower-case or page-holding title, a misshapen name and a publisher with digits outright', () => {
    expect(flagsShapeOutright('title', item({ title: 'and its application to parallel processing' }))).toBe(true);
    expect(flagsShapeOutright('title', item({ title: 'Methods, pp. 12-19' }))).toBe(true);
    expect(flagsShapeOutright('author', item({ author: [{ family: '19 Stone', given: 'H. S.' }] }))).toBe(true);
    expect(flagsShapeOutright('publisher', item({ publisher: 'Springer 2006' }))).toBe(true);
  });

  it('leaves a one-word title and a long publisher to the calibration, which still reads them as doubtful', () => {
    for (const title of ['Counterfactuals', 'openpyxl']) {
      expect(hasDoubtfulShape('title', item({ title }))).toBe(true);
      expect(flagsShapeOutright('title', item({ title }))).toBe(false);
    }
    const publisher = 'Department of Computer Science and Engineering, University of Washington';
    expect(hasDoubtfulShape('publisher', item({ publisher }))).toBe(true);
    expect(flagsShapeOutright('publisher', item({ publisher }))).toBe(false);
  });

  it('flags nothing that is not doubtful', () => {
    expect(flagsShapeOutright('title', item({ title: 'Functional Boxplots' }))).toBe(false);
    expect(flagsShapeOutright('container-title', item({ 'container-title': 'Proceedings 1999, pp. 12' }))).toBe(false);
  });
});
