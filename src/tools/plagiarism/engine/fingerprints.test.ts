import { describe, expect, it } from 'vitest';
import { fingerprintHashes, fingerprintText } from './fingerprint-text';
import { hashKgrams, KGRAM_WORDS, WINNOW_WINDOW } from './hash-kgrams';
import { tokenizeText } from './tokenize-text';
import { winnowHashes } from './winnow-hashes';

const words = (count: number, seed: number) => Array.from({ length: count }, (_, index) => `w${(index * 7919 + seed * 104729) % 100003}`).join(' ');

describe('hashKgrams', () => {
  it('hashes each run of k words, ignoring case, accents and punctuation between words', () => {
    const a = hashKgrams(tokenizeText('One two three four five six'));
    const b = hashKgrams(tokenizeText('ONE, two — thrée; four. Five six!'));
    expect(a).toHaveLength(6 - KGRAM_WORDS + 1);
    expect(a).toEqual(b);
    expect(a.every((hash) => Number.isInteger(hash) && hash >= -(2 ** 31) && hash < 2 ** 31)).toBe(true);
  });

  it('gives nothing for a text shorter than k words, and different hashes for reordered words', () => {
    expect(hashKgrams(tokenizeText('too short here'))).toEqual([]);
    expect(hashKgrams(tokenizeText('a b c d e'))).not.toEqual(hashKgrams(tokenizeText('b a c d e')));
  });
});

describe('winnowHashes', () => {
  it('picks the minimum of every window once, rightmost on ties', () => {
    expect(winnowHashes([5, 3, 3, 9, 1, 7], 3)).toEqual([
      { hash: 3, position: 2 },
      { hash: 1, position: 4 },
    ]);
  });

  it('keeps the minimum of a text shorter than one window', () => {
    expect(winnowHashes([4, 2, 8], 6)).toEqual([{ hash: 2, position: 1 }]);
    expect(winnowHashes([], 6)).toEqual([]);
  });

  it('guarantees a shared fingerprint for any shared run of k + w - 1 words, and stores about 2/(w+1) of the k-grams', () => {
    const shared = words(KGRAM_WORDS + WINNOW_WINDOW - 1, 1);
    const left = `${words(300, 2)} ${shared} ${words(200, 3)}`;
    const right = `${words(150, 4)} ${shared} ${words(400, 5)}`;
    const common = fingerprintHashes(left).filter((hash) => new Set(fingerprintHashes(right)).has(hash));
    expect(common.length).toBeGreaterThan(0);

    const long = words(5000, 6);
    const density = fingerprintText(long).length / (5000 - KGRAM_WORDS + 1);
    expect(density).toBeGreaterThan(0.2);
    expect(density).toBeLessThan(0.4);
    // With the content-term fingerprints, a store keeps well under one row per word.
    expect(fingerprintHashes(long).length / 5000).toBeLessThan(0.75);
  });
});

describe('term k-grams', () => {
  it('match a lightly reworded passage that shares no five-word run', async () => {
    const { hashTermKgrams } = await import('./hash-term-kgrams');
    const source = tokenizeText('The new classes inherit attributes and behaviour from the existing base classes they extend.');
    const reworded = tokenizeText('New classes inherited the behaviour and attributes of existing base classes which they extended.');
    expect(hashKgrams(reworded).filter((hash) => hashKgrams(source).includes(hash))).toEqual([]);
    const shared = hashTermKgrams(reworded).filter((hash) => hashTermKgrams(source).includes(hash));
    expect(shared.length).toBeGreaterThan(0);
  });
});
