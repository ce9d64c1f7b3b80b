import { describe, expect, it } from 'vitest';
import { readNameList } from './read-name-list';

// Session 45, from collected-27's IEEE-like PLOS list and its Vancouver lists (made-up names of the same shapes).
describe('hyphens in inverted names with initials', () => {
  it('reads "Lind R. S., Moss-Berg M., and Tao C." as three family names each followed by initials', () => {
    expect(readNameList('Lind R. S., Moss-Berg M., Nolo R., and Tao C.,').names).toEqual([
      { family: 'Lind', given: 'R. S.' },
      { family: 'Moss-Berg', given: 'M.' },
      { family: 'Nolo', given: 'R.' },
      { family: 'Tao', given: 'C.' },
    ]);
  });
  it('reads Vancouver\'s hyphenated initials "Chen S-J" as given names, not a second person', () => {
    expect(readNameList('Tan ZJ, Chen S-J.').names).toEqual([
      { family: 'Tan', given: 'Z. J.' },
      { family: 'Chen', given: 'S.-J.' },
    ]);
  });
  it('still reads "Lind, Ada, Moss, Cy" as family and given name pairs', () => {
    expect(readNameList('Lind, Ada, Moss, Cy').names).toEqual([
      { family: 'Lind', given: 'Ada' },
      { family: 'Moss', given: 'Cy' },
    ]);
  });
});

describe('Vancouver initials that spell a role word (session 45)', () => {
  it('keeps "HG" and "ED" as initials, not as "Hg." or "ed."', () => {
    expect(readNameList('Lind E, Smith HG.').names).toEqual([{ family: 'Lind', given: 'E.' }, { family: 'Smith', given: 'H. G.' }]);
    expect(readNameList('Moss A, Jones ED.').names).toEqual([{ family: 'Moss', given: 'A.' }, { family: 'Jones', given: 'E. D.' }]);
  });
  it('still takes "(Hg.)" and "eds." off a list of editors', () => {
    expect(readNameList('Lind, Ada (Hg.)').names).toEqual([{ family: 'Lind', given: 'Ada' }]);
    expect(readNameList('A. Lind and C. Moss, eds.').names).toEqual([{ family: 'Lind', given: 'A.' }, { family: 'Moss', given: 'C.' }]);
  });
});

describe('a Vancouver generation suffix spelled "3rd" (session 45)', () => {
  it('reads "Owens AP 3rd, Mackman N." as two people, the first with the suffix', () => {
    expect(readNameList('Lind AP 3rd, Moss N.').names).toEqual([{ family: 'Lind', given: 'A. P.', suffix: '3rd' }, { family: 'Moss', given: 'N.' }]);
  });
  it('still reads "Lind AP Jr, Moss N."', () => {
    expect(readNameList('Lind AP Jr, Moss N.').names).toEqual([{ family: 'Lind', given: 'A. P.', suffix: 'Jr.' }, { family: 'Moss', given: 'N.' }]);
  });
});
