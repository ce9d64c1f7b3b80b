// Text helpers shared by the embedded readers: numbers as students write them ("$1,200", "2.5",
// "seven"), sentences, and nouns compared loosely ("apple" and "apples" are the same thing).

const NUMBER_WORDS: Record<string, number> = {
  zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17,
  eighteen: 18, nineteen: 19, twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70,
  eighty: 80, ninety: 90, hundred: 100,
};

/** A number in a template: digits (thousands commas allowed) or one number word. */
export const NUM = String.raw`(?:\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?|\.\d+|${Object.keys(NUMBER_WORDS).join('|')})`;
/** An amount of money: "$12", "$ 12.50", "12 dollars". */
export const MONEY = String.raw`(?:\$\s?(${NUM})|(${NUM}) dollars?)`;

/**
 * Words that hide a quantity ("half as many", "twice", "a dozen"): a template that ignores them
 * would answer a different problem, so a text holding one is left to the student (or the model).
 */
const HIDDEN_QUANTITY = /\b(half|halves|twice|thrice|double[sd]?|triple[sd]?|dozens?|quarters?|thirds?|fourths?|fifths?|tenths?|pairs?|score|couple|several|few|many times|as many|as much|times as|per ?cent more|each other|every other|another|rest|remaining|remainder)\b/i;

export function hasHiddenQuantity(text: string): boolean {
  return HIDDEN_QUANTITY.test(text);
}

export function readNumber(token: string): number | null {
  const word = NUMBER_WORDS[token.toLowerCase()];
  if (word !== undefined) return word;
  const cleaned = token.replace(/,/g, '');
  if (!/^(\d+(\.\d+)?|\.\d+)$/.test(cleaned)) return null;
  const value = Number(cleaned);
  return Number.isFinite(value) ? value : null;
}

/** Reads the value of a MONEY match: the first defined capture. */
export function readMoney(dollarsAfterSign: string | undefined, dollarsBeforeWord: string | undefined): number | null {
  const token = dollarsAfterSign ?? dollarsBeforeWord;
  return token === undefined ? null : readNumber(token);
}

/** Curly quotes and odd spaces become plain ones; runs of whitespace become one space. */
export function normalizeText(text: string): string {
  return text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u00a0\u2009\u202f]/g, ' ')
    .replace(/\s+/g, ' ')
    // "to $57 .what percent" (session 44): a stop typed before the space is a stop, then a space; " .5" stays a decimal.
    .replace(/ ([.?!])(?=[A-Za-z])/g, '$1 ')
    .trim();
}

export interface Sentence {
  /** Without its final punctuation. */
  text: string;
  question: boolean;
}

/**
 * Splits at ". ", "? " and "! " (a full stop inside a number such as 2.5 does not end a sentence).
 * Abbreviations ("Mr.") split wrongly, so the templates do not match, which is the safe failure.
 */
export function splitSentences(text: string): Sentence[] {
  return normalizeText(text)
    .split(/(?<=[.?!])\s+(?=[A-Z$0-9"'(])/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => ({ text: part.replace(/[.?!]+$/, '').trim(), question: part.endsWith('?') }));
}

/**
 * A one-fact story: a statement, then its question ("A car travels at 60 mph for 3 hours. How far
 * does it go?"), also written as one sentence ("If …, how far …?"); null for any other shape.
 */
export function splitStatementAndQuestion(text: string): { statement: string; question: string } | null {
  let sentences = splitSentences(text);
  if (sentences.length === 1 && /^if /i.test(sentences[0]!.text)) {
    const comma = sentences[0]!.text.indexOf(', ');
    if (comma < 0) return null;
    sentences = [
      { text: sentences[0]!.text.slice(0, comma), question: false },
      { text: sentences[0]!.text.slice(comma + 2), question: sentences[0]!.question },
    ];
  }
  if (sentences.length !== 2 || sentences[0]!.question || !sentences[1]!.question) return null;
  return { statement: sentences[0]!.text, question: sentences[1]!.text };
}

/** "Apples" → "apple", "boxes" → "box", "cherries" → "cherry": enough to match a noun with itself. */
export function nounKey(noun: string): string {
  return noun
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => !['of', 'the', 'a', 'an'].includes(word) || noun.split(/\s+/).length === 1)
    .map((word) => {
      if (/ies$/.test(word) && word.length > 4) return word.replace(/ies$/, 'y');
      if (/(ches|shes|sses|xes|zes|oes)$/.test(word)) return word.replace(/es$/, '');
      if (/[^s]s$/.test(word)) return word.slice(0, -1);
      return word;
    })
    .join(' ');
}

export function sameNoun(a: string, b: string): boolean {
  return nounKey(a) === nounKey(b);
}

