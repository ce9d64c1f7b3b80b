import { type Issue } from '../types';
import { type Token } from '../text/tokenize';
import { findSingular } from './nouns';
import { PatternSet, type PatternRule, endsClause } from './pattern-rule';
import { IRREGULAR_PLURALS } from './word-lists';

// Only plurals of our closed count-noun list ("people", "books"): "much news", "much thanks" stay.
const isCountedPlural = (word: string) => IRREGULAR_PLURALS.has(word) && word !== 'police' && word !== 'cattle' || findSingular(word) !== undefined;

// Uncountable nouns a learner counts with "many"; "time" only after "have/spend" (elsewhere "many times" is meant).
const UNCOUNTED = 'money|information|advice|homework|traffic|furniture|luggage|baggage|equipment|knowledge|research|progress|fun|patience|evidence|feedback|electricity|pollution|weather|luck|news|housework|software|scenery|machinery|jewellery|jewelry|garbage|rubbish|litter|clothing|accommodation';
const UNCOUNTED_MESSAGE = "An uncountable noun takes 'much': 'not much time', 'too much money'.";

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
  {
    // "We don't have many time left", "spent many money on": an uncountable noun takes "much" (the noun stays
    // singular, so "many times" is no fix). Only where the noun ends its phrase ("many information sources" stays).
    rule: 'much-many', pattern: ['many', UNCOUNTED], span: [0, 2], fix: (w) => `much ${w[1]}`, confidence: 0.85, message: UNCOUNTED_MESSAGE,
    next: (rest) => endsClause(rest) || /^\s+(left|to|for|on|about|and|or|in|with|is|was|from|that|as|at|because|but|so|before|after|now|today|do|does|did|are|were|have|has|you|we|they|i)\b/i.test(rest),
  },
  {
    rule: 'much-many', pattern: ['have|has|had|got|need|needs|needed|spend|spent|spending|waste|wasted|wasting|take|takes|took|taking|give|gave|given', 'many', 'time'], span: [1, 3], fix: 'much time', confidence: 0.85,
    message: UNCOUNTED_MESSAGE, next: (rest) => endsClause(rest) || /^\s+(left|to|for|on|with|before|until|in|at|today|now|this|these|and)\b/i.test(rest),
  },
];

const PATTERNS = new PatternSet(RULES);

/** "How much people came" → "How many people", "too much cars" → "too many cars". */
export function checkMuchMany(text: string, tokens: Token[]): Issue[] {
  return PATTERNS.check(text, tokens);
}
