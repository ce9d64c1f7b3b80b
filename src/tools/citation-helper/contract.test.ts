import { describe, expect, it } from 'vitest';
import { citationContract, COSTLY_SOURCES, countSourcesGiven } from './contract';

const book = (index: number) => ({ id: `b${index}`, type: 'book', title: `Book ${index}` });

describe('citation contract: cost estimate', () => {
  it('counts sources given as items, BibTeX or RIS records, or pasted lines', () => {
    expect(countSourcesGiven({ items: [book(1), book(2)] })).toBe(2);
    expect(countSourcesGiven({ source: '@article{a, title={A}}\n@book{b,\n title={B}\n}\n' })).toBe(2);
    expect(countSourcesGiven({ source: 'TY  - JOUR\nTI  - One\nER  - \nTY  - BOOK\nTI  - Two\nER  - \n' })).toBe(2);
    expect(countSourcesGiven({ source: 'Smith, J. (2020). One.\n\nJones, K. (2019). Two.\n' })).toBe(2);
  });

  it('sends a long list or a custom style to a thread of its own, and a student\'s ten sources to the light thread', () => {
    const items = (count: number) => Array.from({ length: count }, (_, index) => book(index));
    expect(citationContract.isCostlyInput!(citationContract.input.parse({ style: 'apa', items: items(10) }))).toBe(false);
    expect(citationContract.isCostlyInput!(citationContract.input.parse({ style: 'apa', items: items(COSTLY_SOURCES) }))).toBe(true);
    const custom = { style: 'custom', styleXml: '<style xmlns="http://purl.org/net/xbiblio/csl"/>', items: items(1) };
    expect(citationContract.isCostlyInput!(citationContract.input.parse(custom))).toBe(true);
  });
});
