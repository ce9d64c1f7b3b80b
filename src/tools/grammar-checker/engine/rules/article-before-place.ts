import { type Issue } from '../types';
import { type Token } from '../text/tokenize';
import { toRegularPlural } from './nouns';
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

// Words ending in -s that are no plural noun after a comma or "and" ("and is", "and always", "or perhaps").
const NOT_PLURALS = /^(as|is|was|has|does|this|thus|always|sometimes|perhaps|yes|plus|its|his|hers|ours|yours|theirs|across|unless|besides|towards|afterwards|nowadays|less|us|bus|gas|bonus|campus|status)$/;

/**
 * "We go to library, parks and museums": the place opens a list of bare plurals, places in general. The writer may mean
 * "libraries" as much as "the library", so the slip is flagged without a sure fix (first suggestion: the plural).
 */
function opensBarePluralList(rest: string): boolean {
  const next = /^(?:\s*,\s*|\s+)(?:(?:and|or)\s+)?(\p{Ll}+)\b/u.exec(rest)?.[1];
  return !!next && /[^su]s$/.test(next) && !NOT_PLURALS.test(next);
}

const MESSAGE = "These places take 'the': 'go to the gym', 'go to the cinema'.";

const RULES: PatternRule[] = [
  {
    rule: 'article/the-before-place', pattern: [GOING, 'to', PLACES], span: [2, 3], fix: (w) => `the ${w[2]}`, confidence: 0.85,
    message: MESSAGE,
    next: (rest) => ENDS_PHRASE.test(rest) && !opensBarePluralList(rest),
  },
  {
    rule: 'article/the-before-place', pattern: [GOING, 'to', PLACES], span: [2, 3], fix: (w) => toRegularPlural(w[2] ?? ''), confidence: 0.6,
    message: "In a list of places in general, use the plural ('libraries, parks and museums'), or 'the library' for one place.",
    next: (rest) => opensBarePluralList(rest),
  },
];

const PATTERNS = new PatternSet(RULES);

/** "go to gym" → "go to the gym". */
export function checkArticleBeforePlace(text: string, tokens: Token[]): Issue[] {
  return PATTERNS.check(text, tokens);
}
