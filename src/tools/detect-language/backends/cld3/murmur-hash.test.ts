import { describe, expect, it } from 'vitest';
import { CLD3_HASH_SEED, hashMurmur2, LIBCXX_HASH_SEED, reduceHash } from './murmur-hash';

const hash = (text: string, seed: number): number => {
  const bytes = new TextEncoder().encode(text);
  return hashMurmur2(bytes, 0, bytes.length, seed);
};

describe('hashMurmur2', () => {
  it('gives MurmurHash2’s values, for every tail length', () => {
    expect(['', 'a', 'ab', 'abc', 'abcd', '^the$', 'ü', '日本語'].map((text) => hash(text, LIBCXX_HASH_SEED))).toEqual([
      0, 0x92685f5e, 0x1aa14063, 0x13577c9b, 0x26873021, 0x9ff2f20d, 0x0c563039, 0xb48a97b2,
    ]);
    expect(['', 'a', 'abcd', '^the$', '日本語'].map((text) => hash(text, CLD3_HASH_SEED))).toEqual([0xb93d6a4a, 0x59f316c0, 0x87a1b830, 0xedcd7956, 0xe64bfc86]);
  });

  it('hashes the bytes in range only', () => {
    const bytes = new TextEncoder().encode('xx^the$yy');
    expect(hashMurmur2(bytes, 2, 5, CLD3_HASH_SEED)).toBe(hash('^the$', CLD3_HASH_SEED));
  });
});

describe('reduceHash', () => {
  it('is the unsigned remainder, above 2^31 too', () => {
    for (const value of [0, 4999, 5000, 0x7fffffff, 0x80000000, 0xedcd7956, 0xffffffff]) expect(reduceHash(value, 5000)).toBe(value % 5000);
  });
});
