import { describe, expect, it } from 'vitest';
import { termsOf } from '../read/content-words';
import { addsCircumstance, restsOnGluedWord } from './doubt-unfounded-false';

describe('restsOnGluedWord', () => {
  it('finds a statement word the sentence holds only inside a longer word ("taste" in "distasteful")', () => {
    const sentence = 'The leaves hold bitter oils, which makes the larvae distasteful to birds.';
    expect(restsOnGluedWord('The oils make the larvae taste bad to birds.', sentence, new Set(termsOf(sentence)))).toBe(true);
  });
  it('does not when the word stands whole or nowhere', () => {
    const sentence = 'The birds taste the larvae and spit them out.';
    expect(restsOnGluedWord('The birds taste the larvae.', sentence, new Set(termsOf(sentence)))).toBe(false);
    expect(restsOnGluedWord('The birds avoid the larvae.', sentence, new Set(termsOf(sentence)))).toBe(false);
  });
});

describe('addsCircumstance', () => {
  const sentence = 'Moths find their way with a sun compass: they read the sun with their eyes.';
  it('finds missing words that stand only in a phrase whose preposition the sentence never uses ("at night")', () => {
    expect(addsCircumstance('Moths can fly at night.', sentence, ['night'])).toBe(true);
  });
  it('does not for a swapped circumstance that keeps its preposition, or a missing verb or adjective', () => {
    expect(addsCircumstance('Lakes freeze from the bottom up.', 'Lakes freeze from the top down.', ['bottom'])).toBe(false);
    expect(addsCircumstance('Moths read the sun with their antennae.', sentence, ['antenna'])).toBe(false);
    expect(addsCircumstance('Ice is denser than water.', 'Ice is less dense than water.', ['denser'])).toBe(false);
  });
});

describe('addsCircumstance: names and doers', () => {
  it('does not doubt a missing name or a doer after "by"', () => {
    const sentence = 'The charter dates from 1284, when King Edward granted the town a fair.';
    expect(addsCircumstance('The charter was granted by King Henry.', sentence, ['henri'])).toBe(false);
    expect(addsCircumstance('The fair was held at Kell.', 'The fair was a weekly one.', ['kell'])).toBe(false);
  });
});
