import { describe, expect, it } from 'vitest';
import { acceptAll } from './apply-rule.test-helper';
import { checkComparativeForms, compareForms } from './comparative-forms';

describe('checkComparativeForms', () => {
  const fix = (text: string) => acceptAll((t) => checkComparativeForms(t), text);
  it('a short adjective compares with -er/-est', () => {
    expect(fix('The bus is more cheap than the train.')).toBe('The bus is cheaper than the train.');
    expect(fix('She is the most tall girl in her class.')).toBe('She is the tallest girl in her class.');
    expect(fix('This soup is more good than yesterday.')).toBe('This soup is better than yesterday.');
  });
  it('leaves two qualities compared, long adjectives and "no more"', () => {
    for (const text of ['She was more happy than sad.', 'It is more expensive than I thought.', 'The most important thing is rest.', 'It was no more cheap than before.']) expect(fix(text)).toBe(text);
  });
  it('drops "more" before a comparative that already ends in -er (session 23)', () => {
    expect(fix('This tent is more lighter than the one we had.')).toBe('This tent is lighter than the one we had.');
    expect(fix('The new mattress feels more softer than the old one.')).toBe('The new mattress feels softer than the old one.');
    for (const text of ['We need more lighter fluid for the barbecue.', 'The box is lighter than it looks.', 'She bought more lighters than we needed.']) expect(fix(text)).toBe(text);
  });
  it('builds the forms', () => {
    expect(['big', 'nice', 'easy', 'good', 'cheap', 'hot'].map(compareForms)).toEqual([['bigger', 'biggest'], ['nicer', 'nicest'], ['easier', 'easiest'], ['better', 'best'], ['cheaper', 'cheapest'], ['hotter', 'hottest']]);
  });
});

describe('checkComparativeForms: after a linking verb, with the other side left unsaid (session 35)', () => {
  const fix = (text: string) => acceptAll((t) => checkComparativeForms(t), text);
  it('"is more cheap if…" → "cheaper"; a long adjective, "and" and a compound stay', () => {
    expect(fix('The flat is more big now that the wall is gone.')).toBe('The flat is bigger now that the wall is gone.');
    expect(fix('Our old car was more cheap.')).toBe('Our old car was cheaper.');
    for (const text of ['The menu is more cheap and cheerful than before.', 'The film was more fast-paced than the book.', 'This chair is more comfortable now.', 'She is more happy now.', 'The soup is more salt than water.'])
      expect(fix(text)).toBe(text);
  });
});
