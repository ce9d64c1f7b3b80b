import { type Issue } from '../types';
import { type Token } from '../text/tokenize';
import { PatternSet, type PatternRule } from './pattern-rule';
import { findPlural, findSingular, isCountNoun, toRegularPlural } from './nouns';
import { locateTaggedWord } from './tag-words';
import { isKnownBase, isPastForm, isVerbForm } from './verb-lexicon';
import { NUMBER_WORDS } from './word-classes';

const RULE = 'number-agreement';
// "a three week course", "a 10 minute walk", "three year old": the number + noun is a modifier.
const MODIFIED = /^\s*(old|long|course|period|program|programme|trip|holiday|vacation|break|stay|contract|plan|project|delay|walk|drive|ride|flight|journey|limit|warranty|note|bill|loan|deal|window|span|gap|term|cycle|interval|session|shift|sentence|ban|wait|process|tour|budget|mark|rule|increase|decrease|later|before|after|study|degree|race|event|game|match|meeting|lesson|class)\b/i;
// The counted noun ends its phrase when what follows is punctuation, a function word or a verb;
// another content word ("twenty point lead", "two question answering systems") makes it a modifier.
// Measures that modify a noun after a number ("a two hour drive", "ten dollar bill"): the number counts them.
const UNIT_MODIFIERS = /^(second|minute|hour|day|week|month|year|mile|kilometre|kilometer|metre|meter|dollar|euro|pound|page|person|seat|room|storey|story|star|point|inch|foot|litre|liter|kilo|gram|percent|degree|part|piece|time|step|way|lane|door|game|match|set|course|bedroom|bed|ton|tonne|gallon|mile|cent|penny|pence|yard|hectare|acre|member|player|man|woman|kg|g|mg|l|ml|km|m|cm|mm|lb|lbs|oz|gb|mb|tb|kb|mph|w|kw|v|mah|hz|ghz)$/;
const PHRASE_END = new Set(
  'of in on at for to and or but ago later before after there here now today last next ago yet with from by that which who is are was were will would can could have has had i we he she they you it the a an this these my his her their our your each every per left more less apart away back instead long since until than then so because while when due during along across around near under behind beside into onto through between'.split(' '),
);
// Base verbs that are rarely nouns after a noun: "student think", not "student work" or "student visa".
// Issue 33, fifth round: "Many student forget", "most student live" — verbs rarely used as a noun after "student".
const PLAIN_VERBS = new Set('think believe know say agree disagree feel want like prefer hope seem understand need forget remember enjoy decide choose expect worry complain live go come'.split(' '));
const isPlainVerb = (word: string) => PLAIN_VERBS.has(word) && isKnownBase(word);
const MODIFIER_NEXT = (rest: string) => {
  if (MODIFIED.test(rest) || /^-/.test(rest)) return false;
  const next = rest.match(/^\s+([\p{L}']+)/u)?.[1];
  // "Many student think": a verb that is no noun ("think", not "work") ends the phrase too.
  return next === undefined || /^\s*[.,;:!?)"”\n]/.test(rest) || PHRASE_END.has(next) || isPastForm(next) || isPlainVerb(next);
};
const NOT_AFTER_ARTICLE = (word: string | undefined) => word !== 'a' && word !== 'an' && word !== 'the' && word !== 'every' && word !== 'each' && word !== 'per';
// Not a year ("his 2017 paper") or the digits after a decimal point (looked at in checkNumberAgreement).
const isCount = (word: string) => /^([2-9]|\d\d|\d\d\d|\d{5,})$/.test(word) || NUMBER_WORDS.has(word) || (/^\d{4}$/.test(word) && !/^(1[0-9]|20|21)/.test(word));
const isLowerCountNoun = (word: string, token: Token) => isCountNoun(word) && token.text === token.lower;
const pluralOf = (w: string[]) => findPlural(w[w.length - 1] ?? '');
// Not "both": "both question and answer" is right.
// Count nouns also used uncountably after "a lot of" ("a lot of cake", "a lot of paper").
const NO_PLURAL_AFTER_LOT = new Set('time work cake pizza paper room space chocolate chicken fish cheese bread coffee tea'.split(' '));
const QUANTIFIERS = new Set('many several few various numerous multiple'.split(' '));
const OWNER = 'the|my|his|her|our|their|your|these|those';

const RULES: PatternRule[] = [
  {
    rule: RULE, pattern: [isCount, isLowerCountNoun], span: [1, 2], fix: pluralOf, confidence: 0.85,
    message: 'After a number above one, the noun is plural.',
    // "measured every five minute": "every" before a number counts intervals, and the noun is plural ("every five minutes").
    previous: (w) => NOT_AFTER_ARTICLE(w) || w === 'every', next: MODIFIER_NEXT,
  },
  {
    rule: RULE, pattern: [(w) => QUANTIFIERS.has(w), isLowerCountNoun], span: [1, 2], fix: pluralOf, confidence: 0.8,
    message: "After words like 'many' and 'several', the noun is plural.",
    // "the most student-friendly", "a few"; "most" only before a verb ("Most student believe").
    previous: (w) => w !== 'a' && w !== 'the', next: MODIFIER_NEXT,
  },
  {
    // "There were a lot of child at the fountain": "a lot of" counts a countable noun in the plural.
    rule: RULE, pattern: ['lot|lots', 'of', (w, token) => isLowerCountNoun(w, token) && !NO_PLURAL_AFTER_LOT.has(w)], span: [2, 3], fix: pluralOf, confidence: 0.8,
    message: "After 'a lot of', a countable noun is plural.", previous: (w) => w === 'a' || w === undefined || w === 'the', next: MODIFIER_NEXT,
  },
  {
    // "Most student believe": only before a verb ("most time it is" means "most of the time").
    rule: RULE, pattern: ['most', isLowerCountNoun], span: [1, 2], fix: pluralOf, confidence: 0.8,
    message: "After 'most', a countable noun is plural.",
    previous: (w) => w !== 'a' && w !== 'the', next: (rest) => isPlainVerb(rest.match(/^\s+([a-z]+)/)?.[1] ?? ''),
  },
  {
    rule: RULE, pattern: ['one', 'of', OWNER, isCountNoun], span: [3, 4], fix: pluralOf, confidence: 0.8,
    message: "'One of' picks from a group: the noun is plural.",
    // "one of my school friends": a plural noun after it is the head, this one a modifier.
    next: (rest) => {
      const following = rest.match(/^\s+([a-z]+)/)?.[1] ?? '';
      return !/^\s*'s\b/.test(rest) && (findSingular(following) === undefined || isVerbForm(following));
    },
  },
  {
    rule: RULE, pattern: ['one', 'of', OWNER, 'best|most|biggest|greatest|worst|favourite|favorite|closest|oldest|main|new|old|good', isCountNoun], span: [4, 5], fix: pluralOf,
    confidence: 0.8, message: "'One of' picks from a group: the noun is plural.",
  },
  {
    rule: RULE, pattern: ['each|every', (w) => findSingular(w) !== undefined], span: [1, 2], fix: (w) => findSingular(w[1] ?? ''), confidence: 0.85,
    message: "After 'each' or 'every', the noun is singular.",
  },
];

const PATTERNS = new PatternSet(RULES);

// Nouns that have no plural of their own, or whose plural is the singular: "two extra staff", "three big fish".
const NO_PLURAL = new Set(`information homework furniture evidence water advice equipment research knowledge news traffic music money
  work food air weather luggage feedback software hardware pollution health education technology progress data staff fish sheep
  deer aircraft offspring series species percent hundred thousand million billion dozen time`.split(/\s+/));

/** The word at `token` as the tagger read it in its sentence. */
function tagOf(text: string, token: Token | undefined) {
  if (!token) return undefined;
  const found = locateTaggedWord(text, token.start);
  return found?.words[found.at];
}

/**
 * "two new book" → "books", "five large pizza" → "pizzas": a number, an adjective, then a singular
 * noun that ends its phrase. The tagger decides adjective and noun, so the noun need not be on our
 * list of count nouns; the noun must end its phrase ("two new software updates" is right).
 */
/** Plurals without an -s ("twelve young people"): already plural. */
const IRREGULAR_PLURALS = /^(people|children|men|women|police|staff|cattle|data|media|teeth|feet|mice|geese|sheep|fish|deer|personnel|crew|folk|clergy)$/;

function findCountAdjectiveNoun(text: string, tokens: Token[], words: string[], index: number): Issue | undefined {
  const count = words[index] ?? '';
  if (!isCount(count) || !NOT_AFTER_ARTICLE(index > 0 ? words[index - 1] : undefined)) return undefined;
  // "a Level 2 coaching qualification", "Year 6 pupil": a number naming a level or a class is no count.
  if (/^(level|grade|year|stage|key|room|page|chapter|step|phase|part|section|unit|class|band|tier|form|platform|gate|bus|route|line|number|no|size|type|version|round|week|day|team|group|table|seat|flat|apartment|block|floor|zone|ward|bed|box|item|question|exercise|figure)$/.test(words[index - 1] ?? '')) return undefined;
  // "a £49 refundable deposit": an amount of money before the noun is a price, not a count of it.
  if (/[£$€¥]\s*$/.test(text.slice(Math.max(0, (tokens[index]?.start ?? 0) - 2), tokens[index]?.start))) return undefined;
  const adjective = tagOf(text, tokens[index + 1]);
  const noun = tagOf(text, tokens[index + 2]);
  const nounToken = tokens[index + 2];
  // "twenty tulip bulb": a singular noun may modify the counted one, as an adjective does; not a unit ("two hour drive").
  const modifier = adjective?.pos === 'ADJ' || (adjective?.pos === 'NOUN' && adjective.lemma === adjective.lower && !/s$/.test(adjective.lower) && !UNIT_MODIFIERS.test(adjective.lower));
  if (!adjective || !noun || !nounToken || !modifier || noun.pos !== 'NOUN') return undefined;
  // "turned ninety last week": a time ("last week", "next month") follows the number, it is not counted by it.
  if (/^(last|next|this|past|following|same|previous|coming)$/.test(adjective.lower)) return undefined;
  if (text.slice(tokens[index]?.end, adjective.start).trim() !== '' || text.slice(adjective.end, noun.start).trim() !== '') return undefined;
  if (!/^[a-z]{3,}$/.test(nounToken.text) || /s$/.test(noun.lower) || NO_PLURAL.has(noun.lower) || IRREGULAR_PLURALS.test(noun.lower) || noun.lemma !== noun.lower) return undefined;
  if (!MODIFIER_NEXT(text.slice(nounToken.end))) return undefined;
  const plural = findPlural(noun.lower) ?? toRegularPlural(noun.lower);
  return {
    offset: nounToken.start, length: nounToken.end - nounToken.start, message: 'After a number above one, the noun is plural.',
    category: 'grammar', rule: RULE, replacements: [plural], confidence: 0.8, source: 'rule',
  };
}

// "Both candidate have": only before a verb ("both question and answer", "both parent company" stay).
const VERB_AFTER_BOTH = /^\s+(have|are|were|had|did|do|will|would|can|could|should|must|may|might|need|want|seem|agree|live|work)\b/;

/** "Both candidate have" → "candidates": the tagger's singular noun after "both", before a verb. */
function findBothNoun(text: string, tokens: Token[], words: string[], index: number): Issue | undefined {
  if (words[index] !== 'both' || /^(a|the)$/.test(words[index - 1] ?? '')) return undefined;
  const nounToken = tokens[index + 1];
  const noun = tagOf(text, nounToken);
  if (!nounToken || !noun || noun.pos !== 'NOUN' || noun.lemma !== noun.lower || !/^[a-z]{3,}$/.test(nounToken.text)) return undefined;
  if (text.slice(tokens[index]?.end, nounToken.start).trim() !== '' || noun.lower.endsWith('s') || NO_PLURAL.has(noun.lower)) return undefined;
  const rest = text.slice(nounToken.end);
  // "taken at both service." → "services": after a preposition, a noun that ends the clause is the whole phrase.
  const endsPhrase = /^(at|in|on|for|from|to|with|into|during|between)$/.test(words[index - 1] ?? '') && /^\s*[.!?;,]/.test(rest);
  if (!endsPhrase && !VERB_AFTER_BOTH.test(rest) && !isPastForm(rest.match(/^\s+([a-z]+)/)?.[1] ?? '')) return undefined;
  return {
    offset: nounToken.start, length: nounToken.end - nounToken.start, message: "After 'both', the noun is plural.",
    category: 'grammar', rule: RULE, replacements: [findPlural(noun.lower) ?? toRegularPlural(noun.lower)], confidence: 0.8, source: 'rule',
  };
}

/** 'for three week' → 'weeks', 'many book' → 'books', 'one of my friend' → 'friends', 'each students' → 'student'. */
export function checkNumberAgreement(text: string, tokens: Token[]): Issue[] {
  const words = tokens.map((token) => token.lower);
  const issues = [...PATTERNS.check(text, tokens)];
  for (let index = 0; index < tokens.length; index++) {
    const issue = isCount(words[index] ?? '') ? findCountAdjectiveNoun(text, tokens, words, index) : findBothNoun(text, tokens, words, index);
    if (issue) issues.push(issue);
  }
  // "2.11 mile": the digits after a decimal point are no count.
  return issues.filter((issue) => !/\d[.,]\d+\s+\S*$/.test(text.slice(Math.max(0, issue.offset - 12), issue.offset)));
}
