import { type Issue } from '../types';
import { type Token } from '../text/tokenize';
import { PatternSet, type PatternRule, endsClause } from './pattern-rule';

const RULE = 'subjunctive-were';
const MESSAGE = "Imagining being someone else, or in their place, is unreal: 'if I were you'.";
// "If I was late, it was because…" is a real past and stays: only the imagined swap of places
// ("if I was you", "if I was in your shoes") is certainly unreal.
const PLACE = /^\s+(your|his|her|their|my|our)\s+(shoes|position|place|situation)\b/i;

const RULES: PatternRule[] = [
  {
    rule: RULE, pattern: ['if|unless', 'i|he|she', 'was', 'you|him|her|them|me|us'], span: [2, 3], fix: 'were', confidence: 0.85, message: MESSAGE,
    // "if I was her age", "if he was them all": the pronoun must end the phrase.
    next: (rest) => endsClause(rest) || /^\s+(i|we|you|he|she|they|would|could|might)\b/i.test(rest),
  },
  {
    rule: RULE, pattern: ['if|unless', 'i|he|she', 'was', 'in'], span: [2, 3], fix: 'were', confidence: 0.85, message: MESSAGE,
    next: (rest) => PLACE.test(rest),
  },
];

const PATTERNS = new PatternSet(RULES);

/** "If I was you" → "If I were you", "if I was in your position" → "were". */
export function checkSubjunctiveWere(text: string, tokens: Token[]): Issue[] {
  return PATTERNS.check(text, tokens);
}
