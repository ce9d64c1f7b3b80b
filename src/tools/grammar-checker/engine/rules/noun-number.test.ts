import { describe, expect, it } from 'vitest';
import { acceptAll } from './apply-rule.test-helper';
import { checkNumberAgreement } from './number-agreement';
import { checkUncountableNouns } from './uncountable-nouns';
import { checkAbsoluteAdjectives } from './absolute-adjectives';

describe('plural after numbers and quantifiers', () => {
  const fix = (text: string) => acceptAll(checkNumberAgreement, text);
  it('pluralises the counted noun', () => {
    expect(fix('I stayed for three week.')).toBe('I stayed for three weeks.');
    expect(fix('We waited 20 minute. I have many friend.')).toBe('We waited 20 minutes. I have many friends.');
    expect(fix('One of my friend is here. Each students must come.')).toBe('One of my friends is here. Each student must come.');
  });
  it('leaves numbers used as modifiers', () => {
    for (const text of ['It was a three week course.', 'He is a ten year old boy.', 'Every day I walk.']) expect(fix(text)).toBe(text);
  });
});

describe('uncountable nouns', () => {
  const fix = (text: string) => acceptAll(checkUncountableNouns, text);
  it('drops the plural, and suggests "data" for "datas"', () => {
    expect(fix('I need informations and advices.')).toBe('I need information and advice.');
    expect(fix('We collected many datas.')).toBe('We collected much data.');
    expect(fix('These informations are useful.')).toBe('This information is useful.');
    expect(fix('The datas were checked twice.')).toBe('The data were checked twice.');
    expect(fix('The informations were wrong.')).toBe('The information was wrong.');
  });
  it('keeps the verbs "researches" and "advises"', () => {
    expect(fix('She researches history.')).toBe('She researches history.');
    expect(fix('He advices me.')).toBe('He advises me.');
  });
});

describe('absolute adjectives', () => {
  it('suggests "unique" for "very unique", keeping the meaning', () => {
    expect(acceptAll(checkAbsoluteAdjectives, 'A very unique idea.')).toBe('A unique idea.');
  });
});
