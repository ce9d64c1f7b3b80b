import { type Issue } from '../types';
import { type Token } from '../text/tokenize';
import { PatternSet, type PatternRule } from './pattern-rule';
import { isKnownBase } from './verb-lexicon';
import { toIngForm } from './verb-patterns';

/*
 * "I'm thinking to apply for the job" → "thinking of applying": a plan one is considering is "thinking of"
 * (or "about") + -ing. Only after a form of "be", so "without thinking to lock the door" (remembering) stays.
 */
const BE = /^(am|is|are|was|were|been|be|i'm|you're|we're|they're|he's|she's|still|really|seriously|also|now)$/;

const RULES: PatternRule[] = [
  {
    rule: 'verb-pattern/thinking-of', pattern: ['thinking', 'to', (w) => isKnownBase(w) && w !== 'be'], span: [1, 3],
    fix: (w) => `of ${toIngForm(w[2] ?? '')}`, confidence: 0.85,
    message: "A plan you are considering is 'thinking of' + -ing: 'thinking of applying'.",
    previous: (w) => w !== undefined && BE.test(w),
  },
];

const PATTERNS = new PatternSet(RULES);

/** "I'm thinking to apply" → "I'm thinking of applying". */
export function checkThinkingOfIng(text: string, tokens: Token[]): Issue[] {
  return PATTERNS.check(text, tokens);
}
