import { type Issue } from '../types';
import { type Token } from '../text/tokenize';
import { PatternSet, type PatternRule } from './pattern-rule';

/*
 * Phrases of non-native office workers and students writing e-mails and reports (session 40, English
 * batch 63: Indian, Nigerian, Chinese, Brazilian and Arabic-speaking writers). Each is fixed only where
 * its context leaves one reading.
 */

const HAVE_FOR: Record<string, string> = { am: 'have', are: 'have', is: 'has' };
const AMOUNT = /^(\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|several|many)$/;
/** Things, never people or animals, so "found the session bored" can only mean it bored the finder. */
const EVENT_OR_WORK = 'session|lecture|film|movie|book|novel|course|meeting|talk|video|presentation|trip|speech|seminar|workshop|lesson|game|match|show|training|webinar|conference|module|tour|documentary|article|report|play|programme|program';
/** People at work or school who are described, after the sentence's opening determiner. */
const PERSON_AT_WORK = 'supervisor|manager|boss|teacher|lecturer|professor|tutor|landlord|landlady|neighbour|neighbor|colleague|director|coordinator|instructor|mentor|advisor|adviser|principal|dean|roommate|flatmate|client|customer';
/** Adjectives of manner that a person "is" ("is very strict about deadlines"). */
const PERSON_TRAIT = 'strict|busy|kind|friendly|helpful|nice|rude|angry|happy|tired|patient|impatient|serious|careful|particular|supportive|polite|generous|demanding|honest|experienced|knowledgeable|punctual|quiet|good|bad|lazy|hardworking|hard-working';

const FELT_TO_CAUSING: Record<string, string> = { bored: 'boring', tired: 'tiring', interested: 'interesting', excited: 'exciting', confused: 'confusing', disappointed: 'disappointing' };
const FOUND = 'found|find|finds|finding';
const DETERMINER = 'the|this|that|his|her|their|our|my|your|a|an';
const FELT = 'bored|tired|interested|excited|confused|disappointed';
const DEGREE = 'very|really|quite|so|rather|extremely';
/** A one-word modifier of the thing ("the orientation session"), never a degree word or a verb form. */
const isModifier = (w: string) => /^[a-z-]+$/.test(w) && !/^(very|really|quite|so|rather|extremely|and|or|but|is|was)$/.test(w);
const beforeClauseEnd = (rest: string) => /^\s*([.,;!?]|$)|^\s+(because|and|but|so|as|since)\b/i.test(rest);
const FELT_MESSAGE = "The thing that bores is 'boring'; the person who feels it is 'bored'.";

const RULES: PatternRule[] = [
  // "I am having four years of experience" → "I have": experience held is a state, not an action in progress.
  {
    rule: 'verb-tense/stative-having', pattern: ['am|is|are', 'having', (w) => AMOUNT.test(w), 'years|year|months|decades', 'of', 'experience|work|working'], span: [0, 2],
    fix: (w) => HAVE_FOR[w[0] ?? ''], confidence: 0.85, message: "Experience you have is a state: 'I have four years of experience'.",
    previous: (w) => w !== undefined && /^(i|we|they|you|he|she|who|also|currently|now|already)$/.test(w),
  },
  // "Let us discuss on the proposal" → "discuss the proposal": the verb takes its object directly.
  {
    rule: 'verb-pattern/direct-object', pattern: ['discuss|discussed|discusses|discussing', 'on', 'the|a|an|this|that|these|those|my|our|your|his|her|their|it|them|all|each|any|some'], span: [0, 2],
    fix: (w) => w[0] ?? '', confidence: 0.85, message: "'Discuss' takes its object directly: 'discuss the proposal'.",
  },
  // "located at the outskirts of Abuja" → "on the outskirts".
  {
    rule: 'preposition/on-the-outskirts', pattern: ['at|in', 'the', 'outskirts', 'of'], span: [0, 1], fix: 'on', confidence: 0.85,
    message: "The phrase is 'on the outskirts of'.",
  },
  // "found the orientation session bored" → "boring": a session is what bores, it is never bored.
  ...[
    [FOUND, DETERMINER, EVENT_OR_WORK, FELT],
    [FOUND, DETERMINER, EVENT_OR_WORK, DEGREE, FELT],
    [FOUND, DETERMINER, isModifier, EVENT_OR_WORK, FELT],
    [FOUND, DETERMINER, isModifier, EVENT_OR_WORK, DEGREE, FELT],
  ].map((pattern): PatternRule => ({
    rule: 'word-form/ing-ed-adjective', pattern, span: [pattern.length - 1, pattern.length], fix: (w) => FELT_TO_CAUSING[w[pattern.length - 1] ?? ''],
    confidence: 0.8, message: FELT_MESSAGE, next: beforeClauseEnd,
  })),
  // "My supervisor very strict about deadlines" → "is very strict": a clause needs its verb.
  {
    rule: 'verb-form/missing-be', pattern: ['my|our|the|his|her|their|your', PERSON_AT_WORK, 'very|really|so|too|always|quite|extremely', PERSON_TRAIT], span: [1, 2],
    fix: (w) => `${w[1]} is`, confidence: 0.8, message: "A description needs 'be': 'My supervisor is very strict'.",
    previous: (w) => w === undefined, next: (rest) => /^\s*([.,;!]|$)|^\s+(about|with|to|and|but|so|when|in|at|on)\b/i.test(rest),
  },
];

const PATTERNS = new PatternSet(RULES);

/** "I am having four years of experience", "discuss on the proposal", "at the outskirts of", "found the session bored", "My supervisor very strict". */
export function checkOfficeEnglishPhrases(text: string, tokens: Token[]): Issue[] {
  return PATTERNS.check(text, tokens);
}
