import { describe, expect, it } from 'vitest';
import { acceptAll } from './apply-rule.test-helper';
import { checkEmotionAdjectives } from './emotion-adjectives';

describe('checkEmotionAdjectives', () => {
  const fix = (text: string) => acceptAll(checkEmotionAdjectives, text);
  it('"I" or "we" feeling something about a thing is "-ed"', () => {
    expect(fix("I'm interesting in photography.")).toBe("I'm interested in photography.");
    expect(fix('We were so boring at the lecture.')).toBe('We were so bored at the lecture.');
    expect(fix('I felt confusing about the rules.')).toBe('I felt confused about the rules.');
  });
  it('leaves what causes the feeling', () => {
    expect(fix('I am very exciting to start my new job.')).toBe('I am very excited to start my new job.');
    expect(fix("We're so surprising to learn the news.")).toBe("We're so surprised to learn the news.");
    for (const text of ['We are amazing to watch.', 'I am very exciting to work with.', 'I am interesting to talk to.', 'I am so exciting to the kids.']) expect(fix(text)).toBe(text);
    for (const text of ['The trip was exciting.', 'He is interesting in many ways.', 'I find it boring.', 'I was excited about the trip.', 'We are boring people.']) expect(fix(text)).toBe(text);
  });
  it('a thing that causes the feeling is "-ing": "The film was very excited" → "exciting"', () => {
    expect(fix('The film was very excited.')).toBe('The film was very exciting.');
    expect(fix('The lesson was bored.')).toBe('The lesson was boring.');
    for (const text of ['The audience was excited.', 'The class was very bored.', 'The film was excited by critics.']) expect(fix(text)).toBe(text);
  });
});

describe('emotion adjectives: a reaction to news taken in (session 35)', () => {
  it('"I was so surprising when I saw…" → "surprised"; "I was boring when I was a kid" stays', () => {
    const fix = (text: string) => acceptAll(checkEmotionAdjectives, text);
    expect(fix('I was so surprising when I saw the bill.')).toBe('I was so surprised when I saw the bill.');
    expect(fix('We were really disappointing when we heard the score.')).toBe('We were really disappointed when we heard the score.');
    for (const text of ['I was boring when I was a kid.', 'I was so surprised when I saw the bill.']) expect(fix(text)).toBe(text);
  });
});
