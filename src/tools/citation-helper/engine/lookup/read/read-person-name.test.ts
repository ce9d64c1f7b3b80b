import { describe, expect, it } from 'vitest';
import { readInitialsName, readPersonName } from './read-person-name';

describe('readPersonName', () => {
  it.each([
    ['Jane Q. Smith', { family: 'Smith', given: 'Jane Q.' }],
    ['Smith, Jane', { family: 'Smith', given: 'Jane' }],
    ['Ludwig van Beethoven', { family: 'van Beethoven', given: 'Ludwig' }],
    ['Martin Luther King Jr.', { family: 'King', given: 'Martin Luther', suffix: 'Jr.' }],
    ['World Health Organization', { literal: 'World Health Organization' }],
    ['Plato', { literal: 'Plato' }],
  ])('reads %s', (text, name) => {
    expect(readPersonName(text)).toEqual(name);
  });
});

describe('readInitialsName', () => {
  it('spells out run-together initials', () => {
    expect(readInitialsName('Smith JA')).toEqual({ family: 'Smith', given: 'J. A.' });
    expect(readInitialsName('van der Berg H')).toEqual({ family: 'van der Berg', given: 'H.' });
  });
});
