import { type Issue } from '../types';
import { type Token } from '../text/tokenize';
import { PatternSet, type PatternRule } from './pattern-rule';

const RULE = 'preposition-usage';
const OBJECT_PRONOUNS = 'me|him|her|us|them';

const RULES: PatternRule[] = [
  {
    rule: RULE, pattern: ['depend|depends|depended|depending|dependent', 'of|from'], span: [1, 2], fix: 'on', confidence: 0.85,
    message: "The preposition after 'depend' is 'on'.",
  },
  {
    rule: RULE, pattern: ['interested', 'on|about|for'], span: [1, 2], fix: 'in', confidence: 0.8,
    message: "The preposition after 'interested' is 'in'.",
    next: (rest) => !/^\s+(the\s+)?(money|price|cost)\b/i.test(rest),
  },
  {
    rule: RULE, pattern: ['afraid', 'from'], span: [1, 2], fix: 'of', confidence: 0.85,
    message: "The preposition after 'afraid' is 'of'.",
  },
  {
    rule: RULE, pattern: ['listen|listens|listened|listening', 'music|me|him|her|us|them|my|his|their|our|your|the|this|that|podcasts|songs'], span: [0, 1],
    fix: (w) => `${w[0]} to`, confidence: 0.85,
    message: "'Listen' takes 'to' before what is heard.",
  },
  {
    rule: RULE, pattern: ['explain|explains|explained|explaining', OBJECT_PRONOUNS, 'the|a|an|how|what|why|where|when|that|this|it|his|her|their|my|your|our'], span: [0, 2],
    fix: (w) => `${w[0]} to ${w[1]}`, confidence: 0.8,
    message: "'Explain' takes 'to' before the person: 'explain to me'.",
  },
];

const PATTERNS = new PatternSet(RULES);

/** 'depend of' → 'depend on', 'listen music' → 'listen to music', 'explain me the' → 'explain to me the'. */
export function checkPrepositionUsage(text: string, tokens: Token[]): Issue[] {
  return PATTERNS.check(text, tokens);
}
