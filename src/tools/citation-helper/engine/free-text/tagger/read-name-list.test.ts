import { describe, expect, it } from 'vitest';
import { readNameList } from './read-name-list';

describe('readNameList', () => {
  it('reads an initials-first pair joined by "and" as two authors', () => {
    expect(readNameList('M. J. Wolfe and U. Banerjee.').names).toEqual([
      { family: 'Wolfe', given: 'M. J.' },
      { family: 'Banerjee', given: 'U.' },
    ]);
  });

  it('reads a list of family names alone, joined by "and", as that many authors', () => {
    expect(readNameList('Peng, Ayala, Schlegel, and Frisch,').names).toEqual([{ family: 'Peng' }, { family: 'Ayala' }, { family: 'Schlegel' }, { family: 'Frisch' }]);
    expect(readNameList('M. Dolg, C. Filippi in').names).toEqual([{ family: 'Dolg', given: 'M.' }, { family: 'Filippi', given: 'C.' }]);
    // Pairs of family and given name keep being read as pairs.
    expect(readNameList('Smith, John and Jones, Amy').names).toEqual([{ family: 'Smith', given: 'John' }, { family: 'Jones', given: 'Amy' }]);
  });

  it('reads surnames alone with a comma before the "and" or an odd count before "et al." as that many authors', () => {
    expect(readNameList('Cardelli, Clayton, & Mathis').names).toEqual([{ family: 'Cardelli' }, { family: 'Clayton' }, { family: 'Mathis' }]);
    expect(readNameList('Okafor, and Lindqvist.').names).toEqual([{ family: 'Okafor' }, { family: 'Lindqvist' }]);
    const etAl = readNameList("Ruiz, Ngata, O'Hare, et al.");
    expect(etAl.names).toEqual([{ family: 'Ruiz' }, { family: 'Ngata' }, { family: "O'Hare" }]);
    expect(etAl.truncated).toBe(true);
    // MLA's second name is given-first, and a family-given pair before "et al." stays a pair.
    expect(readNameList('Beck, Nathaniel, and Jonathan Katz').names).toEqual([{ family: 'Beck', given: 'Nathaniel' }, { family: 'Katz', given: 'Jonathan' }]);
    expect(readNameList('Smith, John, et al.').names).toEqual([{ family: 'Smith', given: 'John' }]);
  });

  it('never keeps a list number in a family name', () => {
    expect(readNameList('19 Stone, J.,').names).toEqual([{ family: 'Stone', given: 'J.' }]);
    expect(readNameList('[3] A. Lee, B. Kim,').names).toEqual([{ family: 'Lee', given: 'A.' }, { family: 'Kim', given: 'B.' }]);
    // Copied from a PDF, the number is often glued to the first name.
    expect(readNameList('[12]Stone, H. S.').names).toEqual([{ family: 'Stone', given: 'H. S.' }]);
  });

  it('reads APA lists family first, Vancouver lists compact and French lists with "et"', () => {
    expect(readNameList('Romero, C., Paunesku, D., & Dweck, C.').names.map((name) => name.family)).toEqual(['Romero', 'Paunesku', 'Dweck']);
    expect(readNameList('Pérez-Higueras JJ, Arias A, Peters OA.').names).toEqual([
      { family: 'Pérez-Higueras', given: 'J. J.' },
      { family: 'Arias', given: 'A.' },
      { family: 'Peters', given: 'O. A.' },
    ]);
    expect(readNameList('J. P. COLLMAN, J. P. BRAUMAN et J. L. SESSLER').names.map((name) => name.family)).toEqual(['COLLMAN', 'BRAUMAN', 'SESSLER']);
  });

  it('reads MLA lists with only the first name inverted, and marks "et al." as truncated', () => {
    const read = readNameList('Smith, John, and Amy Lee Ng, et al.');
    expect(read.names).toEqual([{ family: 'Smith', given: 'John' }, { family: 'Ng', given: 'Amy Lee' }]);
    expect(read.truncated).toBe(true);
  });

  it('strips editors’ role words', () => {
    expect(readNameList('In O. Ashenfelter and D. Card (Eds.),').names.map((name) => name.family)).toEqual(['Ashenfelter', 'Card']);
  });

  it('reads "and others." and "etal" closing a list as "et al.", keeping the last initial\'s full stop', () => {
    const others = readNameList('Stone, H. S., and others.');
    expect(others.names).toEqual([{ family: 'Stone', given: 'H. S.' }]);
    expect(others.truncated).toBe(true);
    const etal = readNameList('Park, R. S., Folkner, W. M., etal');
    expect(etal.names.map((name) => name.family)).toEqual(['Park', 'Folkner']);
    expect(etal.truncated).toBe(true);
  });

  it('splits a chemistry list on semicolons', () => {
    expect(readNameList('Smith, J. A.; Jones, B. C.').names).toEqual([
      { family: 'Smith', given: 'J. A.' },
      { family: 'Jones', given: 'B. C.' },
    ]);
  });

  it('reads three or more given-first names separated by commas as given first, not the first inverted', () => {
    expect(readNameList('Leif Moss, Elton Barr, Eric C. Kent, Kate Byrne').names).toEqual([
      { family: 'Moss', given: 'Leif' }, { family: 'Barr', given: 'Elton' }, { family: 'Kent', given: 'Eric C.' }, { family: 'Byrne', given: 'Kate' },
    ]);
    // An inverted first name keeps its MLA reading.
    expect(readNameList('Moss, Leif, Elton Barr, and Kate Byrne').names[0]).toEqual({ family: 'Moss', given: 'Leif' });
  });

  it('reads two given-first names joined by ", and" as two people, not one inverted name', () => {
    expect(readNameList('Ada Lind, and Carl-Otto Moss,').names).toEqual([{ family: 'Lind', given: 'Ada' }, { family: 'Moss', given: 'Carl-Otto' }]);
    expect(readNameList('Lind, Ada, and Carl Moss').names).toEqual([{ family: 'Lind', given: 'Ada' }, { family: 'Moss', given: 'Carl' }]);
  });

  it('reads given-first names closed by the list\'s full stop as given first (session 44: "…, et Frank Puppe.")', () => {
    expect(readNameList('Ada Lind, Tor Berg, Ida Moss, et Carl Holm.').names).toEqual([
      { family: 'Lind', given: 'Ada' }, { family: 'Berg', given: 'Tor' }, { family: 'Moss', given: 'Ida' }, { family: 'Holm', given: 'Carl' },
    ]);
    expect(readNameList('Ada Lind, et Carl Moss.').names).toEqual([{ family: 'Lind', given: 'Ada' }, { family: 'Moss', given: 'Carl' }]);
    // An inverted first name with a one-word given name keeps its MLA reading, full stop or not.
    expect(readNameList('Moss, Leif, Elton Barr, and Kate Byrne.').names[0]).toEqual({ family: 'Moss', given: 'Leif' });
    expect(readNameList('Lind, Ada, and Carl Moss.').names).toEqual([{ family: 'Lind', given: 'Ada' }, { family: 'Moss', given: 'Carl' }]);
  });

  it('reads a body named in the list as one literal name, its number kept (session 44)', () => {
    expect(readNameList('Lind A, Moss C; 1000 Tides Project Working Group.').names).toEqual([
      { family: 'Lind', given: 'A.' }, { family: 'Moss', given: 'C.' }, { literal: '1000 Tides Project Working Group' },
    ]);
    expect(readNameList('Tide Gauge Team').names).toEqual([{ literal: 'Tide Gauge Team' }]);
    // A list number before names still goes: "12 Lind A, Moss C".
    expect(readNameList('12 Lind A, Moss C').names).toEqual([{ family: 'Lind', given: 'A.' }, { family: 'Moss', given: 'C.' }]);
  });

  it('reads a spaced slash between names as "and"', () => {
    expect(readNameList('Lind / Moss:').names).toEqual([{ family: 'Lind' }, { family: 'Moss' }]);
    expect(readNameList('A B Lind / C Moss').names).toHaveLength(2);
  });

  it('keeps a suffix after a given-first name out of the family name', () => {
    expect(readNameList('John W. Wrench Jr. and Vicki Alley').names).toEqual([{ family: 'Wrench', given: 'John W.', suffix: 'Jr.' }, { family: 'Alley', given: 'Vicki' }]);
  });

  it('reads a body whose name holds a number as one literal name', () => {
    expect(readNameList('W3C.').names).toEqual([{ literal: 'W3C' }]);
    expect(readNameList('Tide Board TC 2-17.').names).toEqual([{ literal: 'Tide Board TC 2-17' }]);
    expect(readNameList('Tide Board 1 & Tide Board 8.').names).toEqual([{ literal: 'Tide Board 1' }, { literal: 'Tide Board 8' }]);
  });

  it('splits a compact list joined by "and" into its names', () => {
    expect(readNameList('Ruiz AM and Ngata B.').names).toEqual([{ family: 'Ruiz', given: 'A. M.' }, { family: 'Ngata', given: 'B.' }]);
    expect(readNameList('Ruiz AM, Lind T, and Ngata B.').names).toEqual([{ family: 'Ruiz', given: 'A. M.' }, { family: 'Lind', given: 'T.' }, { family: 'Ngata', given: 'B.' }]);
  });

  it('reads Vancouver names joined by "&" with no comma as family then initials', () => {
    expect(readNameList('Lind AB & Moss CD').names).toEqual([{ family: 'Lind', given: 'A. B.' }, { family: 'Moss', given: 'C. D.' }]);
    expect(readNameList('Berg T and Ngata BK').names).toEqual([{ family: 'Berg', given: 'T.' }, { family: 'Ngata', given: 'B. K.' }]);
  });

  it('reads Vancouver names each closed by a full stop as that many names (session 38)', () => {
    expect(readNameList('Ruiz AM. Lind T. Ngata BK. et al.')).toEqual({ names: [{ family: 'Ruiz', given: 'A. M.' }, { family: 'Lind', given: 'T.' }, { family: 'Ngata', given: 'B. K.' }], truncated: true });
  });

  it('reads run-together initials after a family name and its comma as given names (session 38)', () => {
    expect(readNameList('Ruiz, AM').names).toEqual([{ family: 'Ruiz', given: 'A. M.' }]);
    expect(readNameList('Lind, T, Ngata, BKR').names).toEqual([{ family: 'Lind', given: 'T.' }, { family: 'Ngata', given: 'B. K. R.' }]);
  });

  it('reads family names each followed by dotted initials, with no comma between, as family then initials (session 38)', () => {
    expect(readNameList('Ruiz A.M. & Lind T.').names).toEqual([{ family: 'Ruiz', given: 'A. M.' }, { family: 'Lind', given: 'T.' }]);
    expect(readNameList('Ngata B.K.').names).toEqual([{ family: 'Ngata', given: 'B. K.' }]);
    // Initials first stay given first.
    expect(readNameList('A. M. Ruiz and T. Lind').names).toEqual([{ family: 'Ruiz', given: 'A. M.' }, { family: 'Lind', given: 'T.' }]);
  });
});
