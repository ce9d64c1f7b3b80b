import { type Issue } from '../types';
import { MASS_NOUNS } from './few-little';
import { type Token } from '../text/tokenize';
import { PatternSet, type PatternRule } from './pattern-rule';
import { NUMBER_WORDS, PLURAL_QUANTIFIERS } from './word-classes';
import { IRREGULAR_PLURALS, NOT_PLURAL } from './word-lists';

const RULE = 'there-is-agreement';
const MESSAGE = "The noun after 'there is/are' decides the verb: a plural noun takes 'are' ('were').";
const MESSAGE_HERE = "After 'here' or 'where', the noun that follows is the subject: a plural takes 'are' ('were').";
const PLURAL_VERB: Record<string, string> = { is: 'are', was: 'were', "'s": 'are', "there's": 'there are', "isn't": "aren't", "wasn't": "weren't" };

const isPluralStart = (word: string) => PLURAL_QUANTIFIERS.has(word) || NUMBER_WORDS.has(word) || /^([2-9]|\d\d+)$/.test(word) || word === 'lots';
const isPluralNoun = (word: string) =>
  IRREGULAR_PLURALS.has(word) && word !== 'police' && word !== 'cattle' || word.length > 3 && /[^su's]s$/.test(word) && !NOT_PLURAL.has(word) && !/(ics|ous|ss|ness|sis|us)$/.test(word);
// "There are a lot of", "a number of", "a few": plural in meaning.
const PLURAL_A = /^\s+(lot|lots|number|few|couple|variety|total|range|series|dozen|bunch|host|handful|pair|set|group|majority|plethora|myriad|multitude|great|large|huge|growing|good|whole|wide|hundred|thousand|million|increasing)\b/i;

// "There is still two seats": an adverb between the verb and its noun does not change the number.
const ADVERBS = 'still|only|also|just|now|currently|usually|always|often|already|probably|actually|really';

const RULES: PatternRule[] = [
  {
    rule: RULE, pattern: ['there', "is|was|isn't|wasn't", ADVERBS, isPluralStart], span: [1, 2],
    fix: (w) => PLURAL_VERB[w[1] ?? ''], message: MESSAGE, confidence: 0.85,
  },
  {
    rule: RULE, pattern: ["there's", ADVERBS, isPluralStart], span: [0, 1], fix: 'there are', message: MESSAGE, confidence: 0.85,
  },
  {
    // "There is a lot of files": "a lot of" takes the number of the noun after it.
    rule: RULE, pattern: ['there', 'is|was', 'a', 'lot', 'of', isPluralNoun], span: [1, 2], fix: (w) => PLURAL_VERB[w[1] ?? ''], message: MESSAGE, confidence: 0.8,
  },
  {
    rule: RULE, pattern: ["there's", 'a', 'lot', 'of', isPluralNoun], span: [0, 1], fix: 'there are', message: MESSAGE, confidence: 0.8,
  },
  {
    // "There was only a few people": "a few" counts.
    rule: RULE, pattern: ['there', 'is|was', 'a', 'few'], span: [1, 2], fix: (w) => PLURAL_VERB[w[1] ?? ''], message: MESSAGE, confidence: 0.8,
    // "There is a few milk": the noun is uncountable, and "a little" is the fix (rules/few-little.ts).
    next: (rest) => !MASS_NOUNS.has(/^\s+([a-z]+)/i.exec(rest)?.[1]?.toLowerCase() ?? ''),
  },
  {
    rule: RULE, pattern: ['there', 'is|was', ADVERBS, 'a', 'few'], span: [1, 2], fix: (w) => PLURAL_VERB[w[1] ?? ''], message: MESSAGE, confidence: 0.8,
  },
  {
    rule: RULE, pattern: ['there', 'is|was|isn\'t|wasn\'t', (w) => isPluralStart(w) || (w === 'so' || w === 'too')], span: [1, 2],
    fix: (w) => PLURAL_VERB[w[1] ?? ''], message: MESSAGE, confidence: 0.85,
    // "There isn't many money": the noun is uncountable ("much" is the fix, rules/collocation-patterns.ts).
    next: (rest) => !/^\s+(much|little|long|far|well|good|bad|late|early|money|information|advice|homework|furniture|equipment|luggage|traffic|music|water|bread|knowledge|evidence|feedback)\b/i.test(rest),
  },
  {
    rule: RULE, pattern: ["there's", (w) => isPluralStart(w)], span: [0, 1], fix: 'there are', message: MESSAGE, confidence: 0.85,
  },
  {
    // "There was too much people": "much" before a plural is "many" (much-many.ts), and the verb follows the plural.
    rule: RULE, pattern: ['there', "is|was|isn't|wasn't", 'too|so', 'much', isPluralNoun], span: [1, 2],
    fix: (w) => PLURAL_VERB[w[1] ?? ''], message: MESSAGE, confidence: 0.85,
  },
  {
    rule: RULE, pattern: ['there', 'is|was', 'some|no|many|several|few|other|different|two|three|extra|more|new|clean|fresh|spare|enough', isPluralNoun], span: [1, 2],
    fix: (w) => PLURAL_VERB[w[1] ?? ''], message: MESSAGE, confidence: 0.8,
  },
  {
    // "There is still some boxes": an adverb between.
    rule: RULE, pattern: ['there', 'is|was', 'still|also|only|always|usually|now', 'some|no|many|several|two|three|extra|more', isPluralNoun], span: [1, 2],
    fix: (w) => PLURAL_VERB[w[1] ?? ''], message: MESSAGE, confidence: 0.8,
  },
  {
    // "Here is the documents", "Where is my keys?": the noun after the verb is its subject.
    rule: RULE, pattern: ['here|where', 'is|was', 'the|my|your|our|his|her|their|these|those|some|all', isPluralNoun], span: [1, 2],
    fix: (w) => PLURAL_VERB[w[1] ?? ''], message: MESSAGE_HERE, confidence: 0.8,
    previous: (w) => w === undefined,
  },
  {
    rule: RULE, pattern: ["here's|where's", 'the|my|your|our|his|her|their|these|those|some|all', isPluralNoun], span: [0, 1],
    fix: (w) => (w[0] === "here's" ? 'here are' : 'where are'), message: MESSAGE_HERE, confidence: 0.8,
    previous: (w) => w === undefined,
  },
  {
    // "There wasn't any chairs", "There is no seats".
    rule: RULE, pattern: ['there', "is|was|isn't|wasn't", 'any|no', isPluralNoun], span: [1, 2],
    fix: (w) => PLURAL_VERB[w[1] ?? ''], message: MESSAGE, confidence: 0.8,
  },
  {
    rule: RULE, pattern: ['there', "is|was|isn't|wasn't", 'enough', isPluralNoun], span: [1, 2],
    fix: (w) => PLURAL_VERB[w[1] ?? ''], message: MESSAGE, confidence: 0.8,
  },
  {
    rule: RULE, pattern: ['there', 'is|was', isPluralNoun], span: [1, 2], fix: (w) => PLURAL_VERB[w[1] ?? ''], message: MESSAGE, confidence: 0.8,
  },
  {
    rule: RULE, pattern: ['there', 'are|were', 'a|an|one'], span: [1, 2], fix: (w) => (w[1] === 'are' ? 'is' : 'was'),
    message: "'A', 'an' or 'one' makes the noun singular: 'there is' ('was').", confidence: 0.8,
    next: (rest) => !PLURAL_A.test(rest) && !/^\s+of\b/.test(rest),
  },
];

RULES.push(
  {
    // "Is there any problems?", "Was there many people?": the question's inverted order.
    rule: RULE, pattern: ['is|was', 'there', 'any|many|several|two|three|four|five|lots|some|no', isPluralNoun], span: [0, 1],
    fix: (w) => PLURAL_VERB[w[0] ?? ''], message: MESSAGE, confidence: 0.8,
    previous: (w) => w === undefined || /^(what|where|when|why|how|who|which|so|and|but)$/.test(w),
  },
  {
    rule: RULE, pattern: ['is|was', 'there', 'many|several|two|three|four|five|lots'], span: [0, 1],
    fix: (w) => PLURAL_VERB[w[0] ?? ''], message: MESSAGE, confidence: 0.8,
    previous: (w) => w === undefined || /^(what|where|when|why|how|who|which|so|and|but)$/.test(w),
    next: (rest) => !/^\s+(much|money|information|advice|homework|furniture|time)\b/i.test(rest),
  },
);

// "There are some rice left": an uncountable noun after "some/no/enough" takes "is", unless it
// only modifies the noun that follows ("There are some rice cakes", "no water bottles").
const MASS = 'rice|bread|milk|water|money|information|advice|homework|furniture|equipment|luggage|traffic|music|sugar|salt|butter|cheese|juice|coffee|soup|pasta|meat|time|space|room|work|snow|rain|news|research|evidence|feedback|software|wind|sunshine|light|air|electricity|fuel|petrol|oxygen|food|parking|interest|demand';
RULES.push(
  {
    rule: RULE, pattern: ['there', "are|were|aren't|weren't", 'some|no|enough|much|little', MASS], span: [1, 2],
    fix: (w) => ({ are: 'is', were: 'was', "aren't": "isn't", "weren't": "wasn't" })[w[1] ?? ''],
    message: "An uncountable noun takes 'there is' ('was'): 'There is some rice left'.", confidence: 0.8,
    next: (rest) => /^\s*([.,;!?]|$)/.test(rest) || /^\s+(left|in|on|at|for|to|from|about|here|there|inside|outside|available|today|now|yet|anymore|anywhere|that|which|but)\b/i.test(rest),
  },
  {
    // "there were not enough wind": the negation sits between the verb and the amount, the noun is still uncountable.
    rule: RULE, pattern: ['there', 'are|were', 'not', 'enough|much', MASS], span: [1, 2],
    fix: (w) => ({ are: 'is', were: 'was' })[w[1] ?? ''],
    message: "An uncountable noun takes 'there is' ('was'): 'There was not enough time'.", confidence: 0.8,
    next: (rest) => /^\s*([.,;!?]|$)/.test(rest) || /^\s+(left|in|on|at|for|to|from|about|here|there|inside|outside|available|today|now|yet|anymore|anywhere|that|which|but|so)\b/i.test(rest),
  },
);

const PATTERNS = new PatternSet(RULES);

/** 'There is many reasons' → 'There are', 'There are a problem' → 'There is'. */
export function checkThereIsAgreement(text: string, tokens: Token[]): Issue[] {
  return PATTERNS.check(text, tokens);
}
