import { describe, expect, it } from 'vitest';
import { readDenominalParticiple } from './denominal-participle';

describe('German participles of verbs made from nouns (denominal-participle)', () => {
  it('reads the noun and the infinitive to ask the dictionary about', () => {
    expect(readDenominalParticiple('gepicknickt')).toEqual({ noun: 'Picknick', infinitive: 'picknicken' });
  });

  it('reads a known verb too: the caller then finds its infinitive known and keeps flagging a slip ("gelauft")', () => {
    expect(readDenominalParticiple('gelauft')).toEqual({ noun: 'Lauf', infinitive: 'laufen' });
  });

  it('reads nothing from words that are no ge…t form of a noun', () => {
    expect(readDenominalParticiple('gegeht')).toBeUndefined();
    expect(readDenominalParticiple('picknickt')).toBeUndefined();
    expect(readDenominalParticiple('Gepicknickt')).toBeUndefined();
  });
});
