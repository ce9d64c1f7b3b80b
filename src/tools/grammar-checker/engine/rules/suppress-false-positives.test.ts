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

  it('drops harper lints measured wrong on learner sentences: "There is news", "say no to", a lower-cased "Who\'s"', () => {
    const lint = (text: string, rule: string, span: string, replacement: string): HarperLint => {
      const start = text.indexOf(span);
      return { rule, kind: 'Grammar', start, end: start + span.length, message: '', suggestions: [{ kind: 0, text: replacement }] };
    };
    const keep = (text: string, l: HarperLint) => suppressFalsePositives(text, [l], tokenizeWords(text));
    expect(keep('There is news.', lint('There is news.', 'ThereIsAgreement', 'is news', 'are news'))).toEqual([]);
    expect(keep('I can\'t say no to her.', lint('I can\'t say no to her.', 'NotTo', 'no to', 'not to'))).toEqual([]);
    expect(keep("Who's going?", lint("Who's going?", 'OrthographicConsistency', "Who's", "who's"))).toEqual([]);
    expect(keep('There is cars.', lint('There is cars.', 'ThereIsAgreement', 'is cars', 'are cars'))).toHaveLength(1);
  });

  it('drops spelling lints on acronyms, codes and single letters, keeps misspelt words and a mistyped known acronym', () => {
    const text = 'The NZSSCC summit and the G20 studied KCNQ1 with u before UNCEF and they recieve Teh report.';
    const suggested: Record<string, string[]> = { NZSSCC: ['Nasser', 'NSC'], UNCEF: ['UNICEF', 'Uncle'], u: ['uh', 'um'] };
    const spelling = (word: string): HarperLint => {
      const start = text.indexOf(` ${word} `) + 1;
      const suggestions = (suggested[word] ?? []).map((replacement) => ({ kind: 0, text: replacement }));
      return { rule: 'SpellCheck', kind: 'Spelling', start, end: start + word.length, message: '', suggestions };
    };
    const words = ['NZSSCC', 'G20', 'KCNQ1', 'u', 'UNCEF', 'recieve', 'Teh'];
    const kept = suppressFalsePositives(text, words.map(spelling), tokenizeWords(text));
    expect(kept.map((lint) => text.slice(lint.start, lint.end))).toEqual(['UNCEF', 'recieve', 'Teh']);
  });
});

/** A harper lint of `rule` on the first `word` of `text`. */
function lintOn(text: string, word: string, rule: string, suggestion: string): HarperLint {
  const start = text.indexOf(word);
  return { rule, kind: 'Grammar', start, end: start + word.length, message: '', suggestions: [{ kind: 0, text: suggestion }] };
}

describe('suppressing harper false positives found by the English test set (issue 33)', () => {
  const kept = (text: string, lint: HarperLint) => suppressFalsePositives(text, [lint], tokenizeWords(text)).length;

  it('drops "Whom" → "Who" when an auxiliary and a subject follow, keeps it before a verb', () => {
    expect(kept('Whom did you invite?', lintOn('Whom did you invite?', 'Whom', 'WhomSubjectOfVerb', 'Who'))).toBe(0);
    expect(kept('Whom is responsible?', lintOn('Whom is responsible?', 'Whom', 'WhomSubjectOfVerb', 'Who'))).toBe(1);
  });

  it('drops "Every one" → "Everyone" before "of", keeps it elsewhere', () => {
    expect(kept('Every one of the tests passed.', lintOn('Every one of the tests passed.', 'Every one', 'Everyone', 'Everyone'))).toBe(0);
    expect(kept('Every one was there.', lintOn('Every one was there.', 'Every one', 'Everyone', 'Everyone'))).toBe(1);
  });

  it('drops "should be" before an -ed verb with an object, keeps it before an adjective', () => {
    expect(kept('You should checked your answers.', lintOn('You should checked your answers.', 'should', 'ModalBeAdjective', ' be'))).toBe(0);
    expect(kept('You should careful.', lintOn('You should careful.', 'should', 'ModalBeAdjective', ' be'))).toBe(1);
    expect(kept('We must leaving now.', lintOn('We must leaving now.', 'must', 'ModalBeAdjective', ' be'))).toBe(0);
  });

  it('drops "a" → "an" in the abbreviation "a.m.", keeps it before a vowel', () => {
    const text = 'The backup ran at 3 a.m.';
    const start = text.indexOf('a.m.');
    const lint: HarperLint = { rule: 'AnA', kind: 'Miscellaneous', start, end: start + 1, message: 'Use `an`.', suggestions: [{ kind: 0, text: 'an' }] };
    expect(suppressFalsePositives(text, [lint], tokenizeWords(text))).toEqual([]);
    const other = 'It was a apple.';
    const at = other.indexOf('a apple');
    expect(suppressFalsePositives(other, [{ ...lint, start: at, end: at + 1 }], tokenizeWords(other))).toHaveLength(1);
  });
});

describe('silent "h" (session 40, batch 63)', () => {
  it('drops harper\'s "an" → "a" before "honour" and "honourable", keeps "an" → "a" before a spoken "h"', () => {
    const lintOnAn = (text: string): HarperLint => {
      const start = text.indexOf('an ');
      return { rule: 'AnA', kind: 'Miscellaneous', start, end: start + 2, message: 'Use `a`.', suggestions: [{ kind: 0, text: 'a' }] };
    };
    for (const text of ['It is an honour for our team to host you.', 'He was an honourable judge.']) {
      expect(suppressFalsePositives(text, [lintOnAn(text)], tokenizeWords(text))).toEqual([]);
    }
    const spoken = 'It was an huge mistake.';
    expect(suppressFalsePositives(spoken, [lintOnAn(spoken)], tokenizeWords(spoken))).toHaveLength(1);
  });
});

describe('code, labels and misread contractions (issue 33, batch 28)', () => {
  const lintOn = (text: string, word: string, rule: string): HarperLint => {
    const start = text.indexOf(word);
    return { rule, kind: 'Spelling', start, end: start + word.length, message: '', suggestions: [{ kind: 0, text: 'x' }] };
  };
  const keep = (text: string, lint: HarperLint) => suppressFalsePositives(text, [lint], tokenizeWords(text)).length;

  it('leaves paths, identifiers and commands alone, and still checks prose', () => {
    const path = 'The build fails in src/utils/dateFormat.js today.';
    expect(keep(path, lintOn(path, 'dateFormat', 'SplitWords'))).toBe(0);
    const constant = 'It fails with ERR_MODULE_NOT_FOUND again.';
    expect(keep(constant, lintOn(constant, 'ERR_MODULE_NOT_FOUND', 'SpellCheck'))).toBe(0);
    const command = 'Then run ipconfig /flushdns from a prompt.';
    expect(keep(command, lintOn(command, 'ipconfig', 'SpellCheck'))).toBe(0);
    const prose = 'I recieve the parcel today.';
    expect(keep(prose, lintOn(prose, 'recieve', 'SpellCheck'))).toBe(1);
  });

  it('asks no article before a numbered label, and keeps a colour and a noun apart after "who\'s"', () => {
    const label = 'The printer on floor 3 is broken.';
    expect(keep(label, lintOn(label, ' floor', 'MissingDeterminer'))).toBe(0);
    const whos = "Does anyone know who's blue jacket this is?";
    expect(keep(whos, lintOn(whos, 'blue jacket', 'CompoundNouns'))).toBe(0);
  });
});

describe('countable senses of harper\'s mass nouns (session 41, batch 64)', () => {
  it('keeps "a detention" (a school punishment is counted), still drops the article of "an advice"', () => {
    const massLint = (text: string, words: string): HarperLint => {
      const start = text.indexOf(words);
      return { rule: 'MassNouns', kind: 'Grammar', start, end: start + words.length, message: 'Mass noun.', suggestions: [{ kind: 1, text: words.replace(/^an? /, '') }] };
    };
    const right = 'Mr Okafor gave us a detention.';
    expect(suppressFalsePositives(right, [massLint(right, 'a detention')], tokenizeWords(right))).toEqual([]);
    const wrong = 'She gave me an advice.';
    expect(suppressFalsePositives(wrong, [massLint(wrong, 'an advice')], tokenizeWords(wrong))).toHaveLength(1);
  });

  it('keeps "will" the noun before "can" ("The will can be contested"), still lets harper see "I will can help"', () => {
    const modalLint = (text: string): HarperLint => {
      const start = text.indexOf('will can');
      return { rule: 'DoubleModal', kind: 'Grammar', start, end: start + 8, message: 'Two modals', suggestions: [{ kind: 0, text: 'will' }] };
    };
    const noun = 'The will can be contested in court.';
    expect(suppressFalsePositives(noun, [modalLint(noun)], tokenizeWords(noun))).toEqual([]);
    const modal = 'I will can help you tomorrow.';
    expect(suppressFalsePositives(modal, [modalLint(modal)], tokenizeWords(modal))).toHaveLength(1);
  });
});
