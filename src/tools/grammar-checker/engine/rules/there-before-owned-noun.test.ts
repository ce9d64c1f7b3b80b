import { describe, expect, it } from 'vitest';
import { acceptAll } from './apply-rule.test-helper';
import { checkThereBeforeOwnedNoun } from './there-before-owned-noun';

const fix = (text: string) => acceptAll(checkThereBeforeOwnedNoun, text);

describe('"there" for "their" after a preposition, before a noun', () => {
  it.each([
    ['Many of my friends spend hours on there phones every night.', 'Many of my friends spend hours on their phones every night.'],
    ['The students forgot about there homework.', 'The students forgot about their homework.'],
    ['The twins argued with there neighbours again.', 'The twins argued with their neighbours again.'],
  ])('"%s" → "%s"', (wrong, right) => expect(fix(wrong)).toBe(right));

  it.each([
    'From there students walk to school.',
    'I left my keys on there yesterday.',
    'Is anyone on there now?',
    'In there the air was cold.',
    'Many of my friends spend hours on their phones every night.',
  ])('leaves "%s" alone', (right) => expect(checkThereBeforeOwnedNoun(right)).toEqual([]));
});
