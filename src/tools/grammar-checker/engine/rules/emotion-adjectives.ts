import { type Issue } from '../types';
import { type Token } from '../text/tokenize';
import { PatternSet, type PatternRule } from './pattern-rule';
import { isKnownBase } from './verb-lexicon';

// -ing adjectives describe what causes a feeling; the person who has it is "-ed".
const FEELINGS: Record<string, string> = {
  exciting: 'excited', interesting: 'interested', boring: 'bored', tiring: 'tired', confusing: 'confused', disappointing: 'disappointed',
  embarrassing: 'embarrassed', frightening: 'frightened', worrying: 'worried', annoying: 'annoyed', surprising: 'surprised',
  amazing: 'amazed', satisfying: 'satisfied', terrifying: 'terrified', depressing: 'depressed', relaxing: 'relaxed',
};
const isFeeling = (word: string) => Object.hasOwn(FEELINGS, word);
const MESSAGE = "The person who feels it is '-ed' ('I was excited'); '-ing' is what causes it ('an exciting trip').";
// Only "I" and "we", and only before what the feeling is about: "I am interesting in many ways" is rare, "He is boring about football" may be meant.
// "I was very exciting when I heard the news": a reaction to news one took in is felt ("I was boring when I was a kid"
// describes the person and stays).
const ABOUT = (rest: string) => /^\s+(about|in|with|by|at|of)\b/i.test(rest) || /^\s+when\s+(i|we)\s+(heard|saw|found|learned|learnt|read|received|realised|realized|opened|got\s+the\s+news)\b/i.test(rest);
// "I am very exciting to start": feelings that take "to" + a verb ("excited to start", "surprised to see"); not "interesting" ("interested in").
const FEELING_TO_VERB = /^(exciting|surprising|amazing|disappointing|frightening|terrifying|worrying|embarrassing|satisfying)$/;
// Not before a verb whose object the subject is ("we are amazing to watch", "exciting to work with").
const toVerbAfter = (rest: string) => {
  const match = /^\s+to\s+([a-z]+)\b/i.exec(rest);
  const verb = (match?.[1] ?? '').toLowerCase();
  return isKnownBase(verb) && !/^(watch|see|work|listen|look|be|talk|play|deal|hear|read|meet|have|know|live|follow|view|visit|teach|coach|manage|beat|compete|train|travel|sit|stand)$/.test(verb);
};
const isFeelingToVerb = (word: string) => FEELING_TO_VERB.test(word);

const RULES: PatternRule[] = [
  {
    rule: 'emotion-adjective', pattern: ["i|we|i'm|we're", 'am|was|were|are|feel|felt|get|got|so|very|really|quite|too|always|never', isFeeling], span: [2, 3],
    fix: (w) => FEELINGS[w[2] ?? ''], confidence: 0.85, message: MESSAGE, next: ABOUT,
  },
  {
    rule: 'emotion-adjective', pattern: ["i|we", 'am|was|were|are|feel|felt|get|got', 'so|very|really|quite|too|always|never|extremely', isFeeling], span: [3, 4],
    fix: (w) => FEELINGS[w[3] ?? ''], confidence: 0.85, message: MESSAGE, next: ABOUT,
  },
  {
    rule: 'emotion-adjective', pattern: ["i'm|we're", isFeeling], span: [1, 2], fix: (w) => FEELINGS[w[1] ?? ''], confidence: 0.85, message: MESSAGE, next: ABOUT,
  },
  {
    rule: 'emotion-adjective', pattern: ["i|we", 'am|was|were|are|feel|felt|get|got', 'so|very|really|quite|too|extremely|always|never', isFeelingToVerb], span: [3, 4],
    fix: (w) => FEELINGS[w[3] ?? ''], confidence: 0.85, message: MESSAGE, next: toVerbAfter,
  },
  {
    rule: 'emotion-adjective', pattern: ["i|we|i'm|we're", 'am|was|were|are|so|very|really|quite|too|extremely', isFeelingToVerb], span: [2, 3],
    fix: (w) => FEELINGS[w[2] ?? ''], confidence: 0.85, message: MESSAGE, next: toVerbAfter,
  },
];

// "The new intern is very interesting in data analysis": a person is "interested in" a subject.
// Only after a word for a person, and only before what the interest is in ("interesting in many ways" stays).
const PERSONS = `he|she|they|you|intern|interns|student|students|manager|colleague|colleagues|friend|friends|brother|sister|son|daughter
  |children|kids|boss|teacher|employee|employees|candidate|candidates|applicant|people|everyone|nobody|somebody|someone|client|clients`.replace(/\s+/g, '');
const INTEREST_OBJECT = (rest: string) => /^\s+in\s+(?!(that|many|some|several|its|this|a|an|the\s+way|parts|places|ways)\b)[a-z]/i.test(rest);
RULES.push(
  {
    rule: 'emotion-adjective', pattern: [PERSONS, 'is|was|are|were|seems|seemed', 'very|really|so|quite|extremely|always|not|also|more', 'interesting'], span: [3, 4], fix: 'interested', confidence: 0.85,
    message: MESSAGE, next: INTEREST_OBJECT,
  },
  {
    rule: 'emotion-adjective', pattern: [PERSONS, 'is|was|are|were|seems|seemed', 'interesting'], span: [2, 3], fix: 'interested', confidence: 0.85,
    message: MESSAGE, next: INTEREST_OBJECT,
  },
);

// The other way round: a thing causes the feeling, so it is "-ing" ("The film was very exciting").
const CAUSE_OF: Record<string, string> = Object.fromEntries(Object.entries(FEELINGS).map(([ing, ed]) => [ed, ing]));
const isFelt = (word: string) => Object.hasOwn(CAUSE_OF, word);
const THINGS = `film|movie|book|game|lesson|lecture|trip|match|story|show|party|news|weekend|concert|journey|flight|holiday|vacation
  |course|exam|test|meeting|speech|documentary|video|song|episode|novel|museum|tour|ride|race`.replace(/\s+/g, '');
const CAUSE_MESSAGE = "What causes the feeling is '-ing' ('The film was exciting'); '-ed' is the person who feels it.";
RULES.push(
  {
    rule: 'emotion-adjective', pattern: [THINGS, 'is|was|are|were', isFelt], span: [2, 3], fix: (w) => CAUSE_OF[w[2] ?? ''], confidence: 0.85, message: CAUSE_MESSAGE,
    previous: (w) => w !== undefined && /^(the|this|that|these|those|my|our|your|his|her|their|a|an)$/.test(w),
    // "The class was bored by the lecture": a passive with "by" keeps the participle.
    next: (rest) => !/^\s+(by|with|of)\b/i.test(rest),
  },
  {
    rule: 'emotion-adjective', pattern: [THINGS, 'is|was|are|were', 'so|very|really|quite|too|extremely', isFelt], span: [3, 4], fix: (w) => CAUSE_OF[w[3] ?? ''], confidence: 0.85,
    message: CAUSE_MESSAGE, previous: (w) => w !== undefined && /^(the|this|that|these|those|my|our|your|his|her|their|a|an)$/.test(w),
    next: (rest) => !/^\s+(by|with|of)\b/i.test(rest),
  },
);

const PATTERNS = new PatternSet(RULES);

/** "I was very exciting about the trip" → "excited", "I'm interesting in history" → "interested". */
export function checkEmotionAdjectives(text: string, tokens: Token[]): Issue[] {
  return PATTERNS.check(text, tokens);
}
