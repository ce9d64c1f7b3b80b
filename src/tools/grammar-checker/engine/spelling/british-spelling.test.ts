import { describe, expect, it } from 'vitest';
import { isBritishSpellingOf } from './british-spelling';

describe('isBritishSpellingOf', () => {
  it('recognises the usual British spellings of American words', () => {
    for (const [british, american] of [
      ['favourite', 'favorite'], ['Colour', 'color'], ['realised', 'realized'], ['organisation', 'organization'], ['analyse', 'analyze'],
      ['centre', 'center'], ['theatres', 'theaters'], ['licence', 'license'], ['practise', 'practice'], ['travelled', 'traveled'],
      ['catalogue', 'catalog'], ['programme', 'program'], ['grey', 'gray'], ['enrolment', 'enrollment'], ['jewellery', 'jewelry'],
    ]) expect(isBritishSpellingOf(british as string, american as string), british).toBe(true);
  });

  it('does not take a misspelling for a British spelling', () => {
    for (const [typo, fix] of [['recieve', 'receive'], ['teh', 'the'], ['definately', 'definitely'], ['colr', 'color'], ['favorit', 'favorite'], ['untill', 'until'], ['wil', 'will'], ['sence', 'sense'], ['thoe', 'the']]) {
      expect(isBritishSpellingOf(typo as string, fix as string), typo).toBe(false);
    }
  });
});
