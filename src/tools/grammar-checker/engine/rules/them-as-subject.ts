import { type Issue } from '../types';
import { type Token } from '../text/tokenize';
import { PatternSet, type PatternRule } from './pattern-rule';

/*
 * "Them are my favourite shoes" → "Those are": an object pronoun cannot open a clause as its subject;
 * pointing at things the writer owns or names ("my", "the"), the subject is "those".
 */
const RULES: PatternRule[] = [
  {
    rule: 'pronoun-case/them-as-subject', pattern: ['them', 'are|were'], span: [0, 1], fix: 'those', confidence: 0.85,
    message: "'Them' cannot be a subject: 'Those are my favourite shoes'.",
    previous: (w) => w === undefined,
    next: (rest) => /^\s+(my|your|his|her|our|their|the|mine|yours|hers|ours|theirs)\b/i.test(rest),
  },
];

const PATTERNS = new PatternSet(RULES);

/** "Them are my shoes" → "Those are my shoes". */
export function checkThemAsSubject(text: string, tokens: Token[]): Issue[] {
  return PATTERNS.check(text, tokens);
}
