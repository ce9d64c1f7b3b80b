import { type Issue } from '../types';
import { type Token } from '../text/tokenize';
import { PatternSet, type PatternRule } from './pattern-rule';
import { locateTaggedWord } from './tag-words';
import { findThirdSingular, isKnownBase } from './verb-lexicon';
import { toIngForm } from './verb-patterns';

const BE = "is|was|are|were|be|been|it's|that's|he's|she's|'s";
const DETERMINERS = 'the|my|your|his|her|our|their|this|that|these|those';
// "Can you remind me were the room is": after these, "were" + a noun phrase + its verb is "where".
const ASKING = 'know|knows|knew|wonder|wondering|wondered|remember|forgot|forget|idea|sure|ask|asked|tell|told|remind|show|find';
// What a "where" clause ends on: the noun phrase's own verb ("is", "lives", "went").
const CLAUSE_VERB = /^\s+(?:[a-z']+\s+){1,3}(is|are|was|were|went|goes|lives|live|lived|works|work|keep|keeps|kept|put|left|parked|stays|stay|stayed)\s*([.,;!?]|$)/i;
// "If you will follow me": a polite will of volition, not the future; "If it will help": a result.
const VOLITION = 'excuse|follow|wait|bear|come|help|allow|permit|let|sit|take|step|kindly|please|just|not|make|save|mean|cost|matter|hurt|cause|lead';
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
    // Or an imperative after the comma: "If you will need anything, just send me a message".
    next: (rest) => /^[^.;!?]*?,\s*(?:the\s+|my\s+|our\s+|your\s+)?(?:[a-z]+\s+){0,2}[a-z]+(?:'ll\b|\s+(?:will|won't|can|should|must|might|may)\b)/i.test(rest) || /^[^.;!?]*?,\s*(?:just\s+|please\s+|then\s+|simply\s+)?(send|call|ask|let|contact|text|email|tell|come|check|use|take|feel|message|ring)\b/i.test(rest),
  },
];

const OBJECT_OF: Record<string, string> = { she: 'her', he: 'him', they: 'them', we: 'us' };
RULES.push(
  {
    // "Where was you last night?", "Was they there?": "you", "we" and "they" take "were".
    rule: 'was-were', pattern: ['where|what|when|why|how|who', 'was', 'you|we|they'], span: [1, 2], fix: 'were', confidence: 0.85,
    message: "'You', 'we' and 'they' take 'were'.",
  },
  {
    rule: 'was-were', pattern: ['was', 'you|we|they'], span: [0, 1], fix: 'were', confidence: 0.85,
    message: "'You', 'we' and 'they' take 'were'.", previous: (w) => w === undefined,
  },
  {
    // "Can you give it to she?": a pronoun that ends a prepositional phrase is an object.
    rule: 'pronoun-case', pattern: ['to|for|with|from|at|about|of|without|behind|beside|near|towards|toward|against', 'she|he|they|we'], span: [1, 2],
    fix: (w) => OBJECT_OF[w[1] ?? ''], confidence: 0.85,
    message: "After a preposition, use the object form: 'to her', 'for him', 'with them'.",
    next: (rest) => /^\s*([.,;!?]|$)/.test(rest),
  },
);

RULES.push({
  // "We arrived in the station": a building or stop takes "at"; a city or country takes "in" ("arrived in London").
  rule: 'preposition-usage', pattern: ['arrive|arrives|arrived|arriving', 'in', 'the', 'station|airport|school|hotel|office|stadium|museum|restaurant|cinema|library|gym|hospital|party|meeting'], span: [1, 2],
  fix: 'at', confidence: 0.8, message: "With a building, a stop or an event, 'arrive' takes 'at': 'arrived at the station'.",
});

const PATTERNS = new PatternSet(RULES);

const COMPARATIVES = new Set(`bigger smaller taller shorter older younger faster slower better worse easier harder cheaper longer higher
  lower larger stronger weaker happier busier richer nicer colder hotter warmer smarter funnier safer healthier heavier lighter`.split(/\s+/));
// "It's easier that way", "It was colder that day": "that" + one of these is a demonstrative, no comparison.
const ADVERBIAL_NOUNS = 'way|day|night|morning|evening|afternoon|time|year|week|month|weekend|summer|winter|spring|autumn|side|moment';
const OBJECTS = 'the|a|an|my|your|his|her|our|their|this|these|those|me|him|us|them|it|you';
const ADJECTIVE_BEFORE_PREPOSITION = 'good|bad|great|better|best|interested|tired|afraid|fond|capable|excited|worried|nervous|serious|bored|proud|responsible';
const STATES_SINCE = 'married|here|there|together|friends|engaged|divorced|single|sick|ill|unemployed';
// "since 2010", "since last year", "since Monday": a point in time, not a reason ("since I am sick").
const SINCE_TIME = /^\s+(\d{4}|last\s+\w+|yesterday|childhood|then|monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june|july|august|september|october|november|december|the\s+(summer|winter|spring|autumn|beginning|start))\b/i;
const HAVE_FOR: Record<string, string> = { am: 'have been', are: 'have been', is: 'has been' };

/** The word at `token` as the tagger read it, when it is of part of speech `pos`. */
function isTagged(text: string, token: Token, pos: string[]): boolean {
  const found = locateTaggedWord(text, token.start);
  const word = found?.words[found.at];
  return word !== undefined && pos.includes(word.pos);
}

function makeRules(text: string): PatternRule[] {
  const thanNext = (rest: string) => {
    const match = /^\s+(?:(the|a|an|my|your|his|her|our|their|last|next|this)\s+)?([a-z]+)/i.exec(rest);
    if (!match?.[2]) return false;
    // "more difficult that last year's": a possessive standing for its noun; "last/next/this" only so ("more likely
    // that last year, he…" is a clause).
    const possessive = /^['’]s\b/.test(rest.slice(match[0].length));
    if (/^(last|next|this)$/i.test(match[1] ?? '') && !possessive && match[2].toLowerCase() !== 'one') return false;
    // "more likely that he left": a clause, not a comparison. Only a noun or an object pronoun ends here.
    const after = rest.slice(match[0].length + (possessive ? 2 : 0));
    const endsThere = /^\s*([.,;!?]|$)/.test(after) || /^\s+(for|in|at|to|on|with|about|and|or|but|now|before|last|today)\b/i.test(after);
    return endsThere && (possessive || !new RegExp(`^(${ADVERBIAL_NOUNS})$`, 'i').test(match[2])) && (!!match[1] || !/^(i|he|she|we|they|it|you)$/i.test(match[2]));
  };
  return [
    {
      rule: 'than-that', pattern: ['more|less', (w, token) => isTagged(text, token, ['ADJ', 'ADV']) && /^[a-z]+$/.test(w), 'that'], span: [2, 3], fix: 'than', confidence: 0.8,
      message: "A comparison continues with 'than': 'more difficult than history'.", next: thanNext,
    },
    {
      rule: 'than-that', pattern: [(w) => COMPARATIVES.has(w), 'that'], span: [1, 2], fix: 'than', confidence: 0.8,
      message: "A comparison continues with 'than': 'taller than me'.", next: thanNext,
    },
    {
      // "He is good at play the guitar": after a preposition a verb takes -ing.
      rule: 'verb-pattern/gerund', pattern: [ADJECTIVE_BEFORE_PREPOSITION, 'at|in|of|about', (w, token) => isKnownBase(w) && isTagged(text, token, ['VERB']), OBJECTS], span: [2, 3],
      fix: (w) => toIngForm(w[2] ?? ''), confidence: 0.85,
      message: "After a preposition, a verb takes -ing: 'good at playing'.",
    },
    {
      // "We are married since 2010": a state lasting up to now takes the present perfect.
      rule: 'since-perfect', pattern: ['i|we|they|you|he|she', 'am|are|is', STATES_SINCE, 'since'], span: [1, 2],
      fix: (w) => HAVE_FOR[w[1] ?? ''], confidence: 0.8,
      message: "With 'since' + a point in time, use the present perfect: 'have been married since 2010'.",
      next: (rest) => SINCE_TIME.test(rest),
    },
    {
      // "I am in Canada since March": being somewhere up to now takes the present perfect too.
      rule: 'since-perfect', pattern: ['i|we|they|you|he|she', 'am|are|is', 'in|at', '*', 'since'], span: [1, 2],
      fix: (w) => HAVE_FOR[w[1] ?? ''], confidence: 0.8,
      message: "With 'since' + a point in time, use the present perfect: 'have been married since 2010'.",
      next: (rest) => SINCE_TIME.test(rest),
    },
  ];
}

/** "so a good movie" → "such a", "prefer tea than coffee" → "to", "remind me were the room is" → "where", "If it will rain, …" → "rains". */
export function checkEverydayPhrases(text: string, tokens: Token[]): Issue[] {
  return [...PATTERNS.check(text, tokens), ...new PatternSet(makeRules(text)).check(text, tokens)];
}
