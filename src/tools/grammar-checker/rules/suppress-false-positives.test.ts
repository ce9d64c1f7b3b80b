import { describe, expect, it } from 'vitest';
import { tokenizeWords } from '../text/tokenize';
import { type HarperLint } from '../workers/engine-workers';
import { suppressFalsePositives } from './suppress-false-positives';

function thereLint(text: string): HarperLint {
  const start = text.indexOf('there');
  return { rule: 'ThereToTheir', kind: 'Grammar', start, end: start + 5, message: 'Did you mean `their`?', suggestions: [{ kind: 0, text: 'their' }] };
}

describe('suppressing harper false positives', () => {
  it('drops "there" → "their" after a verb ("have went there")', () => {
    const text = 'I have went there yesterday.';
    expect(suppressFalsePositives(text, [thereLint(text)], tokenizeWords(text))).toEqual([]);
  });

  it('drops it before punctuation', () => {
    const text = 'We stayed over there.';
    expect(suppressFalsePositives(text, [thereLint(text)], tokenizeWords(text))).toEqual([]);
  });

  it('keeps it where a noun follows and no verb precedes', () => {
    const text = 'I like there house.';
    expect(suppressFalsePositives(text, [thereLint(text)], tokenizeWords(text))).toHaveLength(1);
  });

  it('keeps every other rule', () => {
    const text = 'I have went there yesterday.';
    const other = { ...thereLint(text), rule: 'SpellCheck' };
    expect(suppressFalsePositives(text, [other], tokenizeWords(text))).toEqual([other]);
  });
});
