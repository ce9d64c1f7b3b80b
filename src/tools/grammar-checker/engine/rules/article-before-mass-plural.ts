import { type Issue } from '../types';
import { type Token } from '../text/tokenize';
import { PatternSet, type PatternRule } from './pattern-rule';
import { isUncountablePlural } from './uncountable-nouns';

/*
 * "I need to buy a new equipments" → "new equipment": once the plural of an uncountable noun is made singular
 * (uncountable-nouns.ts), an "a" before an adjective is left counting it. The article goes too; not before
 * "knowledge", which keeps it after an adjective ("a good knowledge of Excel").
 */
const ADJECTIVE = 'new|old|modern|expensive|cheap|extra|additional|useful|special|professional|basic|proper|second-hand|electronic|heavy|light|good|bad|great|important';

const RULES: PatternRule[] = [
  {
    rule: 'uncountable-noun', pattern: ['a|an', ADJECTIVE, (w) => isUncountablePlural(w) && w !== 'knowledges'], span: [0, 1], fix: '', confidence: 0.85,
    message: "An uncountable noun takes no 'a': 'new equipment'.",
    previous: (w) => w !== undefined,
  },
];

const PATTERNS = new PatternSet(RULES);

/** "buy a new equipments" → "buy new equipment" (with the noun's own fix). */
export function checkArticleBeforeMassPlural(text: string, tokens: Token[]): Issue[] {
  return PATTERNS.check(text, tokens);
}
