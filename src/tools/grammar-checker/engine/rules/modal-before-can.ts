import { type Issue } from '../types';
import { type Token } from '../text/tokenize';
import { PatternSet, type PatternRule } from './pattern-rule';

/*
 * "I will can help you" → "I will be able to help you". English puts no second modal after a modal, so
 * ability after "will" is "be able to"; harper's DoubleModal only deletes "can", which loses what was meant.
 */
/** "A will can be contested", "his free will could": "will" as a noun after these. */
const BEFORE_NOUN_WILL = /^(a|an|the|my|your|his|her|our|their|its|this|that|free|good|own|strong|ill|political|last)$/;

const RULES: PatternRule[] = [
  {
    rule: 'verb-form/double-modal', pattern: ["will|would|shall|should|might|must|won't|wouldn't", 'can|could'],
    fix: (w) => `${w[0]} be able to`, confidence: 0.85,
    message: "Two modals cannot stand together: 'will be able to help'.",
    previous: (w) => w === undefined || !BEFORE_NOUN_WILL.test(w),
    next: (rest) => /^\s+[a-z]+\b(?!['’])/i.test(rest) && !/^\s+(not|be|have)\b/i.test(rest),
  },
];

const PATTERNS = new PatternSet(RULES);

/** "will can help" → "will be able to help". */
export function checkModalBeforeCan(text: string, tokens: Token[]): Issue[] {
  return PATTERNS.check(text, tokens);
}
