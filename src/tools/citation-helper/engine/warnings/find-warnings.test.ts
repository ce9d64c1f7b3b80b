import { describe, expect, it } from 'vitest';
import { HALL_1957, SMITH_BOOK } from '../test-items';
import { findStyleWarnings } from './find-warnings';

describe('findStyleWarnings', () => {
  it('says which field the style needs, in the style’s name', () => {
    const { issued: _issued, ...undated } = SMITH_BOOK;
    const warnings = findStyleWarnings([{ ...undated, id: 'b' }], { id: 'apa' });
    expect(warnings).toEqual([{ itemId: 'b', field: 'issued', message: 'APA needs the publication year. Without it the entry says “n.d.”.' }]);
  });

  it('flags an article without volume or pages, and a book without an author', () => {
    const { volume: _volume, page: _page, ...bare } = HALL_1957;
    expect(findStyleWarnings([bare], { id: 'modern-language-association' }).map((warning) => warning.field)).toEqual(['volume', 'page']);
    const { author: _author, ...anonymous } = SMITH_BOOK;
    expect(findStyleWarnings([anonymous], { id: 'chicago-author-date' })[0]?.field).toBe('author');
  });

  it('suggests sentence case for a Title Case title in APA, and stays quiet in MLA, which recases titles itself', () => {
    const titled = { ...HALL_1957, title: 'Correlation of the Base Strengths of Amines' };
    expect(findStyleWarnings([titled], { id: 'apa' })).toEqual([
      { itemId: 'hall1957', field: 'title', message: 'APA writes titles in sentence case and prints them as typed: “Correlation of the base strengths of amines”.' },
    ]);
    expect(findStyleWarnings([titled], { id: 'modern-language-association' })).toEqual([]);
    expect(findStyleWarnings([HALL_1957], { id: 'apa' })).toEqual([]);
  });

  it('flags a DOI field that holds something else', () => {
    expect(findStyleWarnings([{ ...HALL_1957, DOI: 'ja01577a030' }], { id: 'apa' })[0]?.field).toBe('DOI');
  });
});
