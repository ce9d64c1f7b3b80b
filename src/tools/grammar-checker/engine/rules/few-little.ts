import { type Issue } from '../types';
import { type Token } from '../text/tokenize';
import { PatternSet, type PatternRule } from './pattern-rule';

/**
 * Nouns that are only uncountable in everyday use, so "a few" before them is "a little". Kept short
 * and sure: "coffee", "time", "work" and "paper" also count ("a few coffees", "a few times").
 */
export const MASS_NOUNS = new Set(
  `money milk water bread cheese rice sugar salt flour butter oil information advice homework furniture equipment luggage
  baggage traffic music knowledge evidence feedback research progress luck patience software electricity petrol fuel
  jewellery jewelry clothing garbage rubbish trash weather snow sunshine honey soup juice meat`.split(/\s+/),
);
/** Counted things that are never "little" in size, so "very little applications" can only mean how many. */
const COUNTED_ONLY = new Set(
  `applications people students questions mistakes options changes problems jobs customers visitors chances opportunities
  reasons complaints responses ideas examples results errors cases calls emails votes tickets seats participants members
  orders comments replies candidates applicants guests friends`.split(/\s+/),
);

const RULES: PatternRule[] = [
  {
    // "a few money" → "a little money"; "There is a few milk left".
    rule: 'few-little', pattern: ['a', 'few', (w) => MASS_NOUNS.has(w)], span: [0, 2], fix: 'a little', confidence: 0.85,
    message: "An uncountable noun takes 'a little', not 'a few'.",
  },
  {
    rule: 'few-little', pattern: ['very|so|too|relatively|extremely', 'little', (w) => COUNTED_ONLY.has(w)], span: [1, 2], fix: 'few', confidence: 0.85,
    message: "Counted things take 'few', not 'little': 'very few applications'.",
  },
];
const PATTERNS = new PatternSet(RULES);

/** "a few money" → "a little", "very little applications" → "very few". */
export function checkFewLittle(text: string, tokens: Token[]): Issue[] {
  return PATTERNS.check(text, tokens);
}
