import { type Issue } from '../types';
import { type Token } from '../text/tokenize';
import { PatternSet, type PatternRule } from './pattern-rule';

/*
 * "My family are very big" → "is": a group may take a plural verb when its members act ("My family are all
 * left-handed"), but its size belongs to the group as one whole, so the verb is singular.
 */
const OWNER = 'my|our|your|his|her|their|the';
const GROUP = 'family|class|team|group|club|school|company|department|choir|orchestra|band|village|town';
const DEGREE = 'very|so|quite|really|too|pretty|rather|fairly|extremely';
const SIZE = 'big|small|large|huge|tiny|little';
const SINGULAR: Record<string, string> = { are: 'is', were: 'was' };
const MESSAGE = "The size of a group belongs to it as a whole: 'My family is very big'.";
const atClauseEnd = (rest: string) => /^\s*([.,;!?]|$)|^\s+(and|but|so|because|now|nowadays|today|this)\b/i.test(rest);

const RULES: PatternRule[] = [
  { rule: 'agreement/group-size', pattern: [OWNER, GROUP, 'are|were', DEGREE, SIZE], span: [2, 3], fix: (w) => SINGULAR[w[2] ?? ''], confidence: 0.8, message: MESSAGE, next: atClauseEnd },
  { rule: 'agreement/group-size', pattern: [OWNER, GROUP, 'are|were', SIZE], span: [2, 3], fix: (w) => SINGULAR[w[2] ?? ''], confidence: 0.8, message: MESSAGE, next: atClauseEnd },
];

const PATTERNS = new PatternSet(RULES);

/** "My family are very big" → "My family is very big". */
export function checkGroupSizeAgreement(text: string, tokens: Token[]): Issue[] {
  return PATTERNS.check(text, tokens);
}
