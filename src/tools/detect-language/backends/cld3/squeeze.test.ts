import { describe, expect, it } from 'vitest';
import { RepetitionSqueezer } from './squeeze';

/** Squeezes a cleaned text as cld3 holds it (a NUL after its end) and returns what is kept. */
function squeeze(squeezer: RepetitionSqueezer, text: string): string {
  const encoded = new TextEncoder().encode(text);
  const buffer = new Uint8Array(encoded.length + 8);
  buffer.set(encoded);
  return new TextDecoder().decode(buffer.subarray(0, squeezer.squeeze(buffer, encoded.length)));
}

const PLAIN = ' the quick brown fox jumps over the lazy dog and keeps running far away ';
const GERMAN = ' zwölf boxkämpfer jagen viktor quer über den großen sylter deich ';

describe('RepetitionSqueezer', () => {
  it('keeps text that is neither repetitive nor mostly spaces', () => {
    expect(squeeze(new RepetitionSqueezer(), PLAIN)).toBe(PLAIN);
  });

  it('drops repetitive and spacey chunks, cutting at word starts', () => {
    const squeezer = new RepetitionSqueezer();
    // The first chunks go: the kept text still starts with a space.
    expect(squeeze(squeezer, ` ${'abc '.repeat(30)}${GERMAN.slice(1)}`)).toBe(' viktor quer über den großen sylter deich ');
    expect(squeeze(squeezer, `${GERMAN}${'abc '.repeat(30)}${PLAIN.slice(1)}`)).toBe(' zwölf boxkämpfer jagen viktor quer über den quick brown fox jumps over the lazy dog and keeps running far away ');
    expect(squeeze(squeezer, ` ${'a b c d e f g h i j k l m n o p q r s t u v w x y z '.repeat(2)}${GERMAN.slice(1)}`)).toBe(' w x y z zwölf boxkämpfer jagen viktor quer über den großen sylter deich ');
  });

  it('starts each text afresh: predictions do not carry over', () => {
    const squeezer = new RepetitionSqueezer();
    squeeze(squeezer, PLAIN);
    expect(squeeze(squeezer, PLAIN)).toBe(PLAIN);
  });
});
