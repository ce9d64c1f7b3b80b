import { type Issue } from '../types';
import { type Token } from '../text/tokenize';
import { PatternSet, type PatternRule } from './pattern-rule';

/*
 * "Can you give me an information about the bus?" → "some information": a request for an amount of an
 * uncountable noun reads best with "some" in its place (collocation-patterns.ts only deletes the "an";
 * this fix wins on the same word by its higher confidence). Not "advice": writers split on it.
 */
const RULES: PatternRule[] = [
  {
    rule: 'uncountable-noun', pattern: ['give|gives|gave|giving|send|sends|sent|provide|provides|offer|get', 'me|us|him|her|them', 'an|a', 'information'],
    span: [2, 3], fix: 'some', confidence: 0.85, message: "'Information' is uncountable: ask for 'some information'.",
    // "send me an information pack" counts the pack: only before a preposition or the clause's end.
    next: (rest) => /^\s*([.,;!?]|$)|^\s+(about|on|regarding|concerning|for|of|from|in|at)\b/i.test(rest),
  },
];

const PATTERNS = new PatternSet(RULES);

/** "give me an information" → "give me some information". */
export function checkSomeInformationAfterGive(text: string, tokens: Token[]): Issue[] {
  return PATTERNS.check(text, tokens);
}
