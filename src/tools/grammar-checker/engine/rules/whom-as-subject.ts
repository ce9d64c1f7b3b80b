import { type Issue } from '../types';
import { type Token } from '../text/tokenize';
import { PatternSet, type PatternRule } from './pattern-rule';

const THINKING = 'believe|believed|think|thought|know|knew|say|said|suppose|feel|felt|hope|expect|guess|assume|understand|reckon';
/** A finite verb after the inserted "I believe": then "whom" is that verb's subject. */
const FINITE_AFTER = /^\s+(is|was|are|were|has|had|have|will|would|can|could|should|did|does|[a-z]+ed|[a-z]+s)\b/i;

const RULES: PatternRule[] = [
  {
    // "the manager, whom I believe is on vacation" → "who": "I believe" is inserted; "whom" is the subject of "is".
    // "whom I believe to be" and "whom I believe you met" keep "whom".
    rule: 'pronoun-case/who-whom', pattern: ['whom', 'i|we|you|they|he|she|people|everyone', THINKING], span: [0, 1], fix: 'who', confidence: 0.8,
    message: "'Who' is the subject of the verb after 'I believe': 'who I believe is'.",
    next: (rest) => FINITE_AFTER.test(rest) && !/^\s+(i|we|you|they|he|she|it|the|a|an|my|our)\b/i.test(rest),
  },
  {
    // "Whom shall I say is calling?" → "Who".
    rule: 'pronoun-case/who-whom', pattern: ['whom', 'shall|should|do|did|does|would', 'i|we|you|they|he|she', 'say|said|think|believe|tell'], span: [0, 1], fix: 'who', confidence: 0.8,
    message: "'Who' is the subject of the verb that follows: 'Who shall I say is calling?'.",
    next: (rest) => /^\s+(is|was|are|were|has|had|will|can|could)\b/i.test(rest),
  },
];
const PATTERNS = new PatternSet(RULES);

/** "whom I believe is", "Whom shall I say is calling" → "who". */
export function checkWhomAsSubject(text: string, tokens: Token[]): Issue[] {
  return PATTERNS.check(text, tokens);
}
