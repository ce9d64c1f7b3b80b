import { type Issue } from '../types';
import { type Token } from '../text/tokenize';
import { PatternSet, type PatternRule } from './pattern-rule';

/*
 * "My biggest weak is that I get nervous" → "weakness": after a possessive and a superlative, the word is
 * the subject of the sentence, so it must be the noun ("strong" → "strength").
 */
const NOUN_OF: Record<string, string> = { weak: 'weakness', strong: 'strength' };

const RULES: PatternRule[] = [
  {
    rule: 'word-form/adjective-for-noun', pattern: ['my|your|his|her|our|their', 'biggest|greatest|main|worst|major|best|only', 'weak|strong', 'is|was|would|will'],
    span: [2, 3], fix: (w) => NOUN_OF[w[2] ?? ''], confidence: 0.85,
    message: "The thing you have is the noun: 'my biggest weakness', 'my greatest strength'.",
  },
];

const PATTERNS = new PatternSet(RULES);

/** "my biggest weak is" → "my biggest weakness is". */
export function checkWeaknessAfterSuperlative(text: string, tokens: Token[]): Issue[] {
  return PATTERNS.check(text, tokens);
}
