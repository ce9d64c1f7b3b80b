import { describe, expect, it } from 'vitest';
import { findNounFacts, type LookUpWords, type WordReading } from './noun-facts';

const ITALIAN: Record<string, WordReading[]> = {
  fattura: [{ lemma: 'fattura', tags: ['n', 'f', 'sg'] }],
  fatture: [{ lemma: 'fattura', tags: ['n', 'f', 'pl'] }],
  sistema: [{ lemma: 'sistema', tags: ['n', 'm', 'sg'] }, { lemma: 'sistemare', tags: ['vblex', 'pri', 'p3', 'sg'] }],
  sistemi: [{ lemma: 'sistema', tags: ['n', 'm', 'pl'] }],
  // A verb form that happens to look like a plural is no plural of the noun.
  teme: [{ lemma: 'temere', tags: ['vblex', 'pri', 'p3', 'sg'] }],
};
const lookUp: LookUpWords = async (_language, words) => new Map(words.map((word) => [word, ITALIAN[word] ?? []]));

describe('findNounFacts', () => {
  it('takes the plural and gender a dictionary confirms for the head noun', async () => {
    const facts = await findNounFacts(
      [
        { source: 'invoice', target: 'fattura' },
        { source: 'operating system', target: 'sistema operativo' },
        { source: 'essay', target: 'tema' },
      ],
      'it',
      lookUp,
    );
    expect(facts.get('fattura')).toEqual({ plural: 'fatture', gender: 'f' });
    expect(facts.get('sistema')).toEqual({ plural: 'sistemi', gender: 'm' });
    expect(facts.has('tema')).toBe(false);
  });

  it('is empty without a dictionary, or when it fails', async () => {
    expect((await findNounFacts([{ source: 'invoice', target: 'fattura' }], 'it', undefined)).size).toBe(0);
    const broken: LookUpWords = () => Promise.reject(new Error('no lt-proc'));
    expect((await findNounFacts([{ source: 'invoice', target: 'fattura' }], 'it', broken)).size).toBe(0);
  });
});
