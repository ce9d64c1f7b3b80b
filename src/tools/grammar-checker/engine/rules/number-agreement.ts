import { type Issue } from '../types';
import { type Token } from '../text/tokenize';
import { PatternSet, type PatternRule } from './pattern-rule';
import { findPlural, findSingular, isCountNoun } from './nouns';
import { isKnownBase, isPastForm } from './verb-lexicon';
import { NUMBER_WORDS } from './word-classes';

const RULE = 'number-agreement';
// "a three week course", "a 10 minute walk", "three year old": the number + noun is a modifier.
const MODIFIED = /^\s*(old|long|course|period|program|programme|trip|holiday|vacation|break|stay|contract|plan|project|delay|walk|drive|ride|flight|journey|limit|warranty|note|bill|loan|deal|window|span|gap|term|cycle|interval|session|shift|sentence|ban|wait|process|tour|budget|mark|rule|increase|decrease|later|ago|before|after|study|degree|race|event|game|match|meeting|lesson|class)\b/i;
// The counted noun ends its phrase when what follows is punctuation, a function word or a verb;
// another content word ("twenty point lead", "two question answering systems") makes it a modifier.
const PHRASE_END = new Set(
  'of in on at for to and or but ago later before after there here now today last next ago yet with from by that which who is are was were will would can could have has had i we he she they you it the a an this these my his her their our your each every per left more less apart away back instead long since until than then so'.split(' '),
);
// Base verbs that are rarely nouns after a noun: "student think", not "student work" or "student visa".
const PLAIN_VERBS = new Set('think believe know say agree disagree feel want like prefer hope seem understand need'.split(' '));
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
const QUANTIFIERS = new Set('many several few various numerous multiple'.split(' '));
const OWNER = 'the|my|his|her|our|their|your|these|those';

const RULES: PatternRule[] = [
  {
    rule: RULE, pattern: [isCount, isLowerCountNoun], span: [1, 2], fix: pluralOf, confidence: 0.85,
    message: 'After a number above one, the noun is plural.',
    previous: NOT_AFTER_ARTICLE, next: MODIFIER_NEXT,
  },
  {
    rule: RULE, pattern: [(w) => QUANTIFIERS.has(w), isLowerCountNoun], span: [1, 2], fix: pluralOf, confidence: 0.8,
    message: "After words like 'many' and 'several', the noun is plural.",
    // "the most student-friendly", "a few"; "most" only before a verb ("Most student believe").
    previous: (w) => w !== 'a' && w !== 'the', next: MODIFIER_NEXT,
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
    next: (rest) => !/^\s*'s\b/.test(rest),
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

/** 'for three week' → 'weeks', 'many book' → 'books', 'one of my friend' → 'friends', 'each students' → 'student'. */
export function checkNumberAgreement(text: string, tokens: Token[]): Issue[] {
  // "2.11 mile": the digits after a decimal point are no count.
  return PATTERNS.check(text, tokens).filter((issue) => !/\d[.,]\d+\s+\S*$/.test(text.slice(Math.max(0, issue.offset - 12), issue.offset)));
}
