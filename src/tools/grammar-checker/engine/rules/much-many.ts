import { type Issue } from '../types';
import { type Token } from '../text/tokenize';
import { findSingular } from './nouns';
import { PatternSet, type PatternRule, endsClause } from './pattern-rule';
import { IRREGULAR_PLURALS } from './word-lists';

// Only plurals of our closed count-noun list ("people", "books"): "much news", "much thanks" stay.
const isCountedPlural = (word: string) => IRREGULAR_PLURALS.has(word) && word !== 'police' && word !== 'cattle' || findSingular(word) !== undefined;

const MESSAGE = "Plural nouns are counted: 'how many people', not 'how much people'.";

const RULES: PatternRule[] = [
  {
    rule: 'much-many', pattern: ['so|too|as|very', 'much', isCountedPlural], span: [1, 2], fix: 'many', confidence: 0.85, message: MESSAGE,
  },
  {
    // "how much people communicate" asks how far they do: only a question about the noun itself
    // ("How much books do you have?", "How much people were there?") counts it.
    rule: 'much-many', pattern: ['how', 'much', isCountedPlural], span: [1, 2], fix: 'many', confidence: 0.85, message: MESSAGE,
    next: (rest) => endsClause(rest) || /^\s+(do|did|does|are|were|have|has|had|will|can|could|would|should|there)\b/i.test(rest),
  },
  {
    // "He doesn't have much friends", "Do you have much books?": "much" before a counted plural,
    // as the object of a negated or questioned verb; "much" alone there is fine ("not much time").
    rule: 'much-many', pattern: ['have|has|had|need|get|got|make|take|know|see|buy|eat', 'much', isCountedPlural], span: [1, 2], fix: 'many',
    confidence: 0.85, message: MESSAGE, earlier: (sentence) => /n't\b|n’t\b|\bnot\b|\bnever\b|^\s*(do|does|did)\b/i.test(sentence),
  },
  {
    // "How much students signed up?": a direct question whose counted noun is followed by its own
    // verb asks for a number; "How much do students learn?" would need "do".
    rule: 'much-many', pattern: ['how', 'much', isCountedPlural], span: [1, 2], fix: 'many', confidence: 0.85, message: MESSAGE,
    previous: (w) => w === undefined, next: (rest) => /^[^.!?]*\?/.test(rest),
  },
];

const PATTERNS = new PatternSet(RULES);

/** "How much people came" → "How many people", "too much cars" → "too many cars". */
export function checkMuchMany(text: string, tokens: Token[]): Issue[] {
  return PATTERNS.check(text, tokens);
}
