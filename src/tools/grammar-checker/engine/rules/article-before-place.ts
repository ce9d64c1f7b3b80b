import { type Issue } from '../types';
import { type Token } from '../text/tokenize';
import { PatternSet, type PatternRule } from './pattern-rule';

/*
 * "After every shift I go to gym" → "go to the gym": a place one goes to that English names with "the" (the gym, the
 * cinema, the supermarket, the bank). Not the places that go without it ("go to school/work/bed/church", British "go to
 * hospital"), and not a noun used before another noun ("go to gym class", "go to cinema clubs"): the place must end its
 * phrase (punctuation, a preposition, a time word or a conjunction follows).
 */
const GOING = 'go|goes|going|went|gone|walk|walks|walked|walking|drive|drives|drove|driving|cycle|cycled|run|ran|rush|rushed|head|headed|heading|get|got|come|came|coming|hurry|hurried';
// Not "theatre" (British "went to theatre": the operating theatre), "market" ("go to market"), nor words that are verbs
// after "to" ("went to park the car", "bank on", "pool our money").
const PLACES = 'gym|cinema|supermarket|library|beach|pharmacy|chemist|station|airport|mall|zoo|museum|dentist|bakery|butcher|canteen|stadium|laundrette|launderette';
const ENDS_PHRASE = /^\s*([.,;:!?]|$)|^\s+(to|for|with|after|before|on|in|at|every|each|today|tomorrow|yesterday|tonight|and|or|but|because|when|while|twice|once|again|together|later|first|near|by|alone|this|last|next|straight|instead|so|early|late|often|now|soon|regularly|sometimes|anymore|then)\b/i;

const RULES: PatternRule[] = [
  {
    rule: 'article/the-before-place', pattern: [GOING, 'to', PLACES], span: [2, 3], fix: (w) => `the ${w[2]}`, confidence: 0.85,
    message: "These places take 'the': 'go to the gym', 'go to the cinema'.",
    next: (rest) => ENDS_PHRASE.test(rest),
  },
];

const PATTERNS = new PatternSet(RULES);

/** "go to gym" → "go to the gym". */
export function checkArticleBeforePlace(text: string, tokens: Token[]): Issue[] {
  return PATTERNS.check(text, tokens);
}
