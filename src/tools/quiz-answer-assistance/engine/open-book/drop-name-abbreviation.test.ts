import { describe, expect, it } from 'vitest';
import { readQuestion } from '../read/read-question';
import { answerFromMaterial } from './answer-from-material';
import { dropNameAbbreviation } from './drop-name-abbreviation';

const TEXT = 'The National Credit Union Administration (NCUA) supervises credit unions, which are nonprofit banks.';
const at = (name: string, text = TEXT) => ({ text: name, start: text.indexOf(name), end: text.indexOf(name) + name.length });

describe('dropNameAbbreviation', () => {
  it('drops the bracketed initials of a name (refused before as two names, s44)', () => {
    expect(dropNameAbbreviation([at('National Credit Union Administration'), at('NCUA')], TEXT).map((entry) => entry.text)).toEqual(['National Credit Union Administration']);
    const answer = answerFromMaterial(readQuestion('who supervises credit unions'), `Several agencies watch banks. ${TEXT}`);
    expect([answer.text, answer.confident]).toEqual(['National Credit Union Administration', true]);
  });
  it('keeps a bracketed name that is not the initials, and names side by side', () => {
    const other = 'The Federal Reserve (FDIC) and the Treasury act.';
    expect(dropNameAbbreviation([at('Federal Reserve', other), at('FDIC', other)], other)).toHaveLength(2);
    const two = 'John Young and Robert Crippen flew.';
    expect(dropNameAbbreviation([at('John Young', two), at('Robert Crippen', two)], two)).toHaveLength(2);
  });
});
