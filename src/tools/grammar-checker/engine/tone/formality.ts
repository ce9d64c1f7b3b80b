import { type TonePhrase } from '../../contract';
import { type Token } from '../text/tokenize';

const INFORMAL_WORDS = new Set(
  `gonna wanna gotta kinda sorta yeah yep nope ok okay cool awesome stuff guy guys kid kids pretty super
  totally basically hey hi wow lol btw omg dude folks bunch tons loads cheap huge crazy fun anyway`.split(/\s+/),
);
const FORMAL_WORDS = new Set(
  `furthermore moreover therefore consequently however thus hence whereas nevertheless accordingly regarding
  pursuant herein thereby notwithstanding subsequently additionally respectively approximately demonstrate
  indicate obtain require sufficient numerous`.split(/\s+/),
);
const FIRST_SECOND_PERSON = new Set(['i', 'me', 'my', 'mine', 'you', 'your', 'yours']);
const NOMINALISATION = /\w{3,}(tion|sion|ment|ance|ence|ity|ness|ism)s?$/;
const CONTRACTION = /\w['’](t|re|ll|ve|m|d|s)$/;

interface Marker {
  effect: 'formal' | 'informal';
  weight: number;
}

function classifyToken(token: Token): Marker | undefined {
  if (INFORMAL_WORDS.has(token.lower)) return { effect: 'informal', weight: 1 };
  // "it's" is a contraction, but possessive "'s" ("John's") is not: only pronoun/verb 's counts.
  if (CONTRACTION.test(token.lower) && (!token.lower.endsWith("'s") || /^(it|that|there|what|he|she|who|here|let)['’]s$/.test(token.lower))) {
    return { effect: 'informal', weight: 1 };
  }
  if (FIRST_SECOND_PERSON.has(token.lower)) return { effect: 'informal', weight: 0.5 };
  if (FORMAL_WORDS.has(token.lower)) return { effect: 'formal', weight: 1 };
  if (NOMINALISATION.test(token.lower)) return { effect: 'formal', weight: 0.5 };
  return undefined;
}

/**
 * Formality from surface features (after Heylighen & Dewaele's observation that formal text is
 * noun-heavy and informal text deictic): contractions, slang, first/second person, exclamation
 * marks and emoji push down; nominalisations, formal connectives and long words push up.
 * Returns 0–100 and the phrases that moved it.
 */
export function scoreFormality(text: string, tokens: Token[], start: number, end: number): { formality: number; phrases: TonePhrase[] } {
  const phrases: TonePhrase[] = [];
  let balance = 0;
  for (const token of tokens) {
    const marker = classifyToken(token);
    if (!marker) continue;
    balance += marker.effect === 'formal' ? marker.weight : -marker.weight;
    phrases.push({ offset: token.start, length: token.end - token.start, text: token.text, ...marker });
  }
  for (const match of text.slice(start, end).matchAll(/!+|\p{Extended_Pictographic}|:\)|:\(|;\)/gu)) {
    balance -= 1;
    phrases.push({ offset: start + match.index, length: match[0].length, text: match[0], effect: 'informal', weight: 1 });
  }
  const words = Math.max(1, tokens.length);
  const meanLength = tokens.reduce((sum, t) => sum + t.text.length, 0) / words;
  // Markers per 10 words, plus word length around the English mean of ~4.7 letters.
  const score = 50 + 25 * Math.tanh((balance / words) * 10 * 0.5) + (meanLength - 4.7) * 8;
  return { formality: Math.round(Math.min(100, Math.max(0, score))), phrases };
}

export function labelFormality(formality: number): 'informal' | 'neutral' | 'formal' {
  if (formality < 40) return 'informal';
  if (formality > 60) return 'formal';
  return 'neutral';
}
