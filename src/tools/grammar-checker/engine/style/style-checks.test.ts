import { describe, expect, it } from 'vitest';
import { splitSentences } from '../text/split-sentences';
import { tokenizeWords } from '../text/tokenize';
import { checkCliches } from './cliches';
import { checkLongSentences } from './long-sentences';
import { checkPassiveVoice } from './passive-voice';
import { checkRepeatedWords } from './repeated-words';
import { checkWeaselWords } from './weasel-words';
import { checkWordiness } from './wordiness';

const spans = (text: string, issues: { offset: number; length: number; rule: string; replacements: string[] }[]) =>
  issues.map((i) => [text.slice(i.offset, i.offset + i.length), i.rule, i.replacements[0]]);

describe('style checks', () => {
  it('passive voice', () => {
    const text = 'The report was written by the team.';
    expect(spans(text, checkPassiveVoice(text))).toEqual([['was written', 'passive-voice', undefined]]);
  });

  it('wordiness, with a plain replacement where we know one', () => {
    const text = 'In order to win, we must utilize every tool due to the fact that time is short.';
    expect(spans(text, checkWordiness(text))).toEqual([
      ['In order to', 'wordiness', 'To'],
      ['utilize', 'wordiness', 'use'],
      ['due to the fact that', 'wordiness', 'because'],
    ]);
  });

  it('weasel words', () => {
    const text = 'It is very clear.';
    expect(spans(text, checkWeaselWords(text))).toEqual([['very', 'weasel-word', undefined]]);
  });

  it('clichés, including ones write-good does not list', () => {
    const text = 'At the end of the day, we need to think outside the box.';
    expect(spans(text, checkCliches(text)).map((s) => s[0])).toEqual(['At the end of the day', 'think outside the box']);
  });

  it('doubled words are a confident fix; grammatical doubles are not flagged', () => {
    const text = 'The the cat said that that is fine.';
    expect(spans(text, checkRepeatedWords(text, tokenizeWords(text)))).toEqual([['The the', 'repeated-word', 'The']]);
  });

  it('a content word three times in a short stretch', () => {
    const text = 'The model is good. The model is fast. The model is cheap.';
    expect(spans(text, checkRepeatedWords(text, tokenizeWords(text)))).toEqual([['model', 'repeated-word-nearby', undefined]]);
  });

  it('long and very long sentences', () => {
    const long = `${'word '.repeat(40).trim()}.`;
    const veryLong = `${'word '.repeat(60).trim()}.`;
    const text = `Short one. ${long} ${veryLong}`;
    expect(checkLongSentences(splitSentences(text)).map((i) => i.rule)).toEqual(['long-sentence', 'very-long-sentence']);
  });
});
