import { describe, expect, it } from 'vitest';
import { chemistryNameList } from './read-chemistry-names';
import { readTaggedFields } from './read-tagged-fields';
import { tokenizeReference } from './tokenize-reference';

/** The labels after the rule, for a reference tagged with one label a word. */
function relabel(text: string, labels: string[]): string[] {
  const tokens = tokenizeReference(text);
  expect(tokens).toHaveLength(labels.length);
  const result = [...labels];
  chemistryNameList(tokens, result);
  return result;
}

const A = 'author';
const J = 'journal';

describe('chemistryNameList', () => {
  it('ends the names after the last initials when the tagger ran them into the journal', () => {
    // "Combust." read as a name: it opens the journal.
    expect(relabel('Okafor, N.J.; Lind, T.; Varga, P.K. Combust. Flame 2004, 131, 88.', [A, A, A, A, A, A, A, J, 'date', 'volume', 'pages'])).toEqual([A, A, A, A, A, A, J, J, 'date', 'volume', 'pages']);
    // An abbreviation with no journal words after it, then the volume: it is the journal.
    expect(relabel('Okafor, N.J.; Lind, T., JPCB, 98, 120-131, 1999', [A, A, A, A, A, 'volume', 'pages', 'date'])).toEqual([A, A, A, A, J, 'volume', 'pages', 'date']);
  });

  it('gives the last initials back to the names when the tagger put them in the journal', () => {
    const text = 'Okafor, N.;Lind, T.;Varga, P., Atmos. Chem. Phys., 7, 10-19, 2007';
    expect(relabel(text, [A, A, A, A, A, J, J, J, J, 'volume', 'pages', 'date'])).toEqual([A, A, A, A, A, A, J, J, J, 'volume', 'pages', 'date']);
    const fields = readTaggedFields(tokenizeReference(text), [A, A, A, A, A, J, J, J, J, 'volume', 'pages', 'date'], true);
    expect(fields.author).toBe('Okafor, N.; Lind, T.; Varga, P.,');
    expect(fields['container-title']).toBe('Atmos. Chem. Phys.');
  });

  it('keeps a journal\'s "J." out of the last name, an "and" and names written otherwise in', () => {
    expect(relabel('Okafor, N.; Lind, T. J. Org. Chem. 1990, 55, 1.', [A, A, A, A, J, J, J, 'date', 'volume', 'pages'])).toEqual([A, A, A, A, J, J, J, 'date', 'volume', 'pages']);
    expect(relabel('Okafor, N.; Lind, T.; and Varga, P. Rates of ring closure. Tetrahedron 1990, 46, 1.', [A, A, A, A, A, A, A, A, 'title', 'title', 'title', J, 'date', 'volume', 'pages']).slice(0, 9)).toEqual([A, A, A, A, A, A, A, 'title', 'title']);
    expect(relabel('Okafor, N.; B. Lind; Varga P. Chem. Phys. 2005, 311, 335.', [A, A, A, A, A, J, J, J, 'date', 'volume', 'pages'])).toEqual([A, A, A, A, A, A, J, J, 'date', 'volume', 'pages']);
  });

  it('leaves lists without a semicolon, or whose shape it loses, as the tagger read them', () => {
    const plain = [A, A, A, A, A, J, 'volume'];
    expect(relabel('Okafor, N., Lind, T., Combust. Flame 131', plain)).toEqual(plain);
    // "Varga Peter" is no name shape this rule follows: the names after it are not taken from the tagger.
    const lost = [A, A, A, A, A, A, A, A, J, J, 'volume'];
    expect(relabel('Okafor, N.; Lind, T.; Varga Peter; Ruiz, A. Combust. Flame 131', lost)).toEqual(lost);
    const titled = ['title', 'title', 'title', A, A, J];
    expect(relabel('Rates of closure, Okafor, N.; Combust.', titled)).toEqual(titled);
  });
});
