import { type Issue } from '../types';
import { type Token } from '../text/tokenize';
import { PatternSet, type PatternRule } from './pattern-rule';
import { findThirdSingular, isKnownBase } from './verb-lexicon';

const BE = "is|was|are|were|be|been|it's|that's|he's|she's|'s";
const DETERMINERS = 'the|my|your|his|her|our|their|this|that|these|those';
// "Can you remind me were the room is": after these, "were" + a noun phrase + its verb is "where".
const ASKING = 'know|knows|knew|wonder|wondering|wondered|remember|forgot|forget|idea|sure|ask|asked|tell|told|remind|show|find';
// What a "where" clause ends on: the noun phrase's own verb ("is", "lives", "went").
const CLAUSE_VERB = /^\s+(?:[a-z']+\s+){1,3}(is|are|was|were|went|goes|lives|live|lived|works|work|keep|keeps|kept|put|left|parked|stays|stay|stayed)\s*([.,;!?]|$)/i;
// "If you will follow me": a polite will of volition, not the future; "If it will help": a result.
const VOLITION = 'excuse|follow|wait|bear|come|help|allow|permit|let|sit|take|step|kindly|please|just|not';
const THIRD_PERSON = new Set(['he', 'she', 'it']);

// Things, never people: "the book who" is "the book that". A closed list; animals and groups
// ("the dog who", "the team who") may take "who", so they are not on it.
const THINGS = new Set(
  `book books car cars phone phones laptop laptops computer computers house houses flat apartment movie movies film films
  song songs city town country restaurant restaurants shop store bag bags dress shirt shoes jacket letter email emails
  message present gift cake bike bus train table chair room hotel camera watch app website course report essay
  question problem idea plan road street park museum picture photo photos video videos key keys box`.split(/\s+/),
);

const RULES: PatternRule[] = [
  {
    rule: 'which-who', pattern: [(w) => THINGS.has(w), 'who'], span: [1, 2], fix: 'that', confidence: 0.8,
    message: "'Who' is for people; for a thing use 'that' or 'which'.",
    previous: (w) => w !== undefined && /^(the|a|an|my|your|his|her|our|their|this|that|these|those|new|old)$/.test(w),
    // "The car who's parked": a contraction; "who" asking a question after a name-like noun.
    next: (rest) => /^\s+(i|you|we|they|he|she|my|the|is|was|are|were|has|had|have)\b/i.test(rest),
  },
  {
    // "It was so a good movie": "so" goes before a bare adjective; before "a" + noun it is "such".
    rule: 'such-a', pattern: [BE, 'so', 'a|an'], span: [1, 2], fix: 'such', confidence: 0.85,
    message: "Before 'a' + adjective + noun, use 'such': 'such a good movie'.",
    next: (rest) => /^\s+[a-z]+\s+[a-z]+/i.test(rest),
  },
  {
    // "I prefer tea than coffee": prefer one thing "to" another; "rather than" after "prefer to" + verb.
    rule: 'prefer-to', pattern: ['prefer|prefers|preferred', (w) => !/^(to|rather|more|much|far|that|not|it's)$/.test(w), 'than'], span: [2, 3], fix: 'to', confidence: 0.85,
    message: "After 'prefer', the thing you like less follows 'to': 'prefer tea to coffee'.",
  },
  {
    rule: 'prefer-to', pattern: ['prefer|prefers|preferred', (w) => !/^(to|rather|more|much|far|that|not)$/.test(w), (w) => !/^(to|rather|more|much|than)$/.test(w), 'than'], span: [3, 4], fix: 'to', confidence: 0.85,
    message: "After 'prefer', the thing you like less follows 'to': 'prefer tea to coffee'.",
  },
  {
    rule: 'where-were', pattern: [ASKING, 'were', DETERMINERS], span: [1, 2], fix: 'where', confidence: 0.85,
    message: "'Were' is a verb; the place word is 'where'.",
    next: (rest) => CLAUSE_VERB.test(rest),
  },
  {
    rule: 'where-were', pattern: [ASKING, 'me|us|him|her|them', 'were', DETERMINERS], span: [2, 3], fix: 'where', confidence: 0.85,
    message: "'Were' is a verb; the place word is 'where'.",
    next: (rest) => CLAUSE_VERB.test(rest),
  },
  {
    // "If it will rain, we will stay inside": the if-clause of a future condition is in the present.
    rule: 'if-will', pattern: ['if', 'i|you|he|she|it|we|they', 'will', (w) => isKnownBase(w) && !new RegExp(`^(${VOLITION})$`).test(w)], span: [2, 4],
    fix: (w) => (THIRD_PERSON.has(w[1] ?? '') ? findThirdSingular(w[3] ?? '') : w[3]), confidence: 0.8,
    message: "After 'if', a future condition takes the present: 'If it rains, we will…'.",
    previous: (w) => w === undefined || w === 'and' || w === 'but',
    // Only when the main clause after the comma is itself in the future.
    next: (rest) => /^[^.;!?]*?,\s*(?:the\s+|my\s+|our\s+|your\s+)?[a-z]+(?:'ll\b|\s+(?:will|won't|can|should|must|might|may)\b)/i.test(rest),
  },
];

const PATTERNS = new PatternSet(RULES);

/** "so a good movie" → "such a", "prefer tea than coffee" → "to", "remind me were the room is" → "where", "If it will rain, …" → "rains". */
export function checkEverydayPhrases(text: string, tokens: Token[]): Issue[] {
  return PATTERNS.check(text, tokens);
}
