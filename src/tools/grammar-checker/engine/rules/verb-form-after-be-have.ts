import { findParticipleOfAnyBase } from './prefixed-verb';
import { type Issue } from '../types';
import { type Token } from '../text/tokenize';
import { PatternSet, type PatternRule } from './pattern-rule';
import { findBaseOfParticipleOnly, findParticiple, findParticipleOfPast, findPast, findThirdSingular, isKnownBase } from './verb-lexicon';
import { PLAN_NOUN_WORDS } from './word-classes';

/**
 * Verbs whose base form after have/be is always a mistake: never nouns or adjectives in that
 * position ("have work", "be open", "is complete" are right, so those verbs are not here).
 */
const PARTICIPLE_VERBS = new Set(
  `submit finish decide receive arrive happen forget write see take eat give choose speak break improve develop
  explain notice realize realise mention discuss prepare solve create achieve allow publish send buy bring teach
  build tell find know grow begin inform deliver ask approve reject cancel announce elect
  injure destroy describe replace remove accept invent discover complete
  postpone delete confirm organize organise translate install attach hire invite remind schedule
  wash repair sign print block lock unlock suspend update upgrade ban hack advertise recommend require provide assign employ encourage select`.split(/\s+/),
);
// After "be", a few of these are adjectives or nouns ("be complete"); after "have", "have complete control".
const NOT_AFTER_BE = new Set(['complete']);
/** An irregular verb whose participle is its own word ('fall' → 'fallen', 'go' → 'gone'; not 'come', 'run', 'put'). */
const hasOwnParticiple = (base: string) => { const participle = findParticiple(base); return participle !== base && !participle.endsWith('ed') && !/^(have|be|do|get|let|make)$/.test(base); };
const NOT_AFTER_HAVE = new Set(['complete', 'accept']);
// "I am agree": stative verbs that learners put after "be".
const STATIVE = new Set('agree disagree believe want understand prefer depend belong hope think realize doubt'.split(' '));
const PRESENT_PERSON: Record<string, 'base' | 'third' | 'past'> = { am: 'base', are: 'base', were: 'past', was: 'past', is: 'third' };
const DO_FOR: Record<string, string> = { am: 'do', are: 'do', is: 'does', was: 'did', were: 'did' };

function conjugate(be: string, base: string): string | undefined {
  const person = PRESENT_PERSON[be];
  if (person === 'base') return base;
  if (person === 'third') return findThirdSingular(base);
  if (person === 'past') return findPast(base);
  return undefined;
}

const RULES: PatternRule[] = [
  {
    rule: 'participle-after-be', pattern: ['be|been|being|is|are|was|were', (w) => PARTICIPLE_VERBS.has(w) && !NOT_AFTER_BE.has(w)], span: [1, 2],
    fix: (w) => findParticiple(w[1] ?? ''), confidence: 0.8,
    message: "After a form of 'be', use the past participle (passive voice).",
    // "to be honest", "what I want is know…" stay; "is finish" with a following object is rare.
    // "What I did was take my…": an object right after makes it an active verb.
    next: (rest) => !/^\s+(to|that|how|what|why|if|whether|my|his|their|our|your|me|him|them|us)\b/i.test(rest),
    // "The goal is finish early", "Our aim was finish by noon": after a plan's name, what to do (review of session 45).
    previous: (word) => word === undefined || !PLAN_NOUN_WORDS.has(word),
  },
  {
    rule: 'participle-after-have', pattern: ['have|has|had|having', (w) => PARTICIPLE_VERBS.has(w) && !NOT_AFTER_HAVE.has(w)], span: [1, 2],
    fix: (w) => findParticiple(w[1] ?? ''), confidence: 0.8,
    message: "After 'have', use the past participle.",
  },
  {
    rule: 'participle-after-have', pattern: ['have|has|had|having|haven\'t|hasn\'t|hadn\'t', (w) => findParticipleOfPast(w) !== undefined], span: [1, 2],
    fix: (w) => findParticipleOfPast(w[1] ?? ''), confidence: 0.85,
    message: "After 'have', use the past participle ('have written', not 'have wrote').",
  },
  {
    // "he has fall twice" → "fallen": a subject pronoun, have, and a bare verb whose participle differs from it; only
    // before what ends the verb phrase, since "we have fall break" and "they have drink" make a noun of it.
    rule: 'participle-after-have', pattern: ['i|you|we|they|he|she|it', 'have|has|had', (w) => isKnownBase(w) && hasOwnParticiple(w)], span: [2, 3],
    fix: (w) => findParticiple(w[2] ?? ''), confidence: 0.85, message: "After 'have', use the past participle ('has fallen', not 'has fall').",
    next: (rest) => /^\s*[.,;!?]|^\s+(twice|once|three|four|several|many|\d+|down|off|asleep|ill|sick|already|before|since|recently|again|this|today|yesterday|in\s+love|into|behind|through|the|a|an|my|his|her|their|our|your|it|them|him|me|us)\b/i.test(rest),
  },
  {
    rule: 'participle-after-have', pattern: ['have|has|had', 'never|already|just|not|ever|always|recently|also|finally|only|since', (w) => findParticipleOfPast(w) !== undefined],
    span: [2, 3], fix: (w) => findParticipleOfPast(w[2] ?? ''), confidence: 0.85,
    message: "After 'have', use the past participle ('have never seen', not 'have never saw').",
  },
  {
    rule: 'participle-without-have', pattern: ['i|you|we|they|he|she', (w) => findBaseOfParticipleOnly(w) !== undefined && !/^(been|come|become|run|drunk)$/.test(w)], span: [1, 2],
    fix: (w) => findPast(findBaseOfParticipleOnly(w[1] ?? '') ?? ''), confidence: 0.8,
    message: "This is the past participle; on its own it needs 'have', otherwise use the simple past.",
    // "Have you seen", "Had I known": the auxiliary comes first in a question or condition.
    previous: (w) => w === undefined || !/^(have|has|had|having|did|do|does|haven't|hasn't|hadn't|am|is|are|was|were|will|would|can|could|should|must|may|might)$/.test(w),
  },
  {
    rule: 'be-with-verb', pattern: ['am|are|is|was|were', (w) => STATIVE.has(w)], fix: (w) => conjugate(w[0] ?? '', w[1] ?? ''), confidence: 0.85,
    message: "'Agree', 'believe', 'know' and similar verbs are not used with 'be': 'I agree', not 'I am agree'.",
    next: (rest) => !/^\s+(of|to be)\b/i.test(rest),
  },
  {
    rule: 'be-with-verb', pattern: ["i'm|we're|they're|you're|he's|she's", (w) => STATIVE.has(w)], confidence: 0.85,
    fix: (w) => {
      const [subject = '', verb = ''] = [w[0]?.split("'")[0], w[1]];
      return `${subject === 'i' ? 'I' : subject} ${subject === 'he' || subject === 'she' ? findThirdSingular(verb) : verb}`;
    },
    message: "'Agree', 'believe' and similar verbs are not used with 'be': 'I agree', not 'I'm agree'.",
    next: (rest) => !/^\s+(of|to be)\b/i.test(rest),
  },
  {
    // "I am totally agree with what Priya said" → "I totally agree": a degree adverb between them changes nothing.
    rule: 'be-with-verb', pattern: ['am|are|is|was|were', 'totally|completely|fully|absolutely|really|strongly|entirely|partly|partially', (w) => STATIVE.has(w)],
    fix: (w) => { const verb = conjugate(w[0] ?? '', w[2] ?? ''); return verb && `${w[1]} ${verb}`; }, confidence: 0.85,
    message: "'Agree', 'believe' and similar verbs are not used with 'be': 'I totally agree', not 'I am totally agree'.",
    next: (rest) => !/^\s+(of|to be)\b/i.test(rest),
  },
  {
    rule: 'be-with-verb', pattern: ['am|are|is|was|were', 'not', (w) => STATIVE.has(w)], span: [0, 1], fix: (w) => DO_FOR[w[0] ?? ''], confidence: 0.85,
    message: "Negate 'agree', 'believe', 'know' and similar verbs with 'do': 'I do not agree'.",
  },
];

// "Have you ever rode a horse?", "Has she already went?": a question's pronoun subject between have and the participle.
RULES.push(
  {
    // "I have already eat breakfast": an adverb between have and a bare verb.
    rule: 'participle-after-have', pattern: ['have|has|had', 'already|just|never|ever|not|finally|recently|also', (w) => PARTICIPLE_VERBS.has(w) && !NOT_AFTER_HAVE.has(w)], span: [2, 3],
    fix: (w) => findParticiple(w[2] ?? ''), confidence: 0.8,
    message: "After 'have', use the past participle ('have already eaten').",
  },
  {
    // "Our team has already contact the courier": after have + adverb, a known verb with its object after it (a
    // determiner opens the object) is a verb, whatever else it may be, and takes its participle.
    // A verb the lexicon lacks counts when it is a prefix + a verb it knows: "have already reinstall it".
    rule: 'participle-after-have', pattern: ['have|has|had', 'already|just|never|finally|recently|also', (w) => findParticipleOfAnyBase(w) !== undefined && findParticipleOfAnyBase(w) !== w && !PARTICIPLE_VERBS.has(w)], span: [2, 3],
    fix: (w) => findParticipleOfAnyBase(w[2] ?? ''), confidence: 0.8,
    message: "After 'have', use the past participle ('has already contacted the courier').",
    next: (rest) => /^\s+(the|a|an|my|your|his|her|our|their|its|this|that|these|those|every|each|all|both|some|them|him|me|us|it)\b/i.test(rest),
  },
  {
    rule: 'participle-after-have', pattern: ['have|has|had', 'i|you|we|they|he|she|it', (w) => findParticipleOfPast(w) !== undefined], span: [2, 3],
    fix: (w) => findParticipleOfPast(w[2] ?? ''), confidence: 0.85,
    message: "After 'have', use the past participle ('Have you ridden', not 'Have you rode').",
    previous: (w) => w === undefined || /^(what|where|when|why|how|who|which)$/.test(w),
  },
  {
    rule: 'participle-after-have', pattern: ['have|has|had', 'i|you|we|they|he|she|it', 'ever|never|already|just|not|really|finally', (w) => findParticipleOfPast(w) !== undefined],
    span: [3, 4], fix: (w) => findParticipleOfPast(w[3] ?? ''), confidence: 0.85,
    message: "After 'have', use the past participle ('Have you ever ridden', not 'Have you ever rode').",
    previous: (w) => w === undefined || /^(what|where|when|why|how|who|which)$/.test(w),
  },
);

// "until it begun", "when it gone": "it" opening a clause takes the past, not the participle.
RULES.push({
  rule: 'participle-without-have', pattern: ['it', (w) => findBaseOfParticipleOnly(w) !== undefined && !/^(been|come|become|run|done)$/.test(w)], span: [1, 2],
  fix: (w) => findPast(findBaseOfParticipleOnly(w[1] ?? '') ?? ''), confidence: 0.8,
  message: "Without 'have', use the simple past: 'it began', not 'it begun'.",
  // "have it done", "got it written": a causative keeps the participle; only a clause opener may come before "it".
  previous: (w) => w === undefined || /^(until|till|when|before|after|because|since|as|and|but|so|once|while|if|then)$/.test(w),
});

// "needs to be cook", "must be wash": after "to be" or a modal's "be", a bare verb is a passive
// missing its participle. Verbs that are adjectives too ("be clean", "be open") are not read so.
const ADJECTIVE_VERBS = new Set('clean present last open close free complete mean own light dry empty clear warm cool slow wet like right correct calm level separate perfect quiet secure smooth busy tidy fit fine well content'.split(' '));
RULES.push({
  rule: 'participle-after-be', pattern: ['be', (w) => isKnownBase(w) && !ADJECTIVE_VERBS.has(w) && findParticiple(w) !== w], span: [1, 2],
  fix: (w) => findParticiple(w[1] ?? ''), confidence: 0.8,
  message: "After 'be', use the past participle (passive voice): 'to be cooked'.",
  previous: (w) => w !== undefined && /^(to|will|must|should|can|could|would|might|may|shall|cannot|not|never)$/.test(w),
  // "to be cook for": a preposition, an adverb or the end follows; an object would make it another verb.
  next: (rest) => /^\s*([.,;!?]|$)/.test(rest) || /^\s+(for|in|at|on|by|before|after|until|with|again|properly|carefully|first|immediately|today|tomorrow|soon|now|twice|once|every|within)\b/i.test(rest),
});

// Verbs that are nouns too ("the delay", "the damage"): after "be" read as a passive only when
// an agent, a cause or a time follows ("was delay because of the storm", "were damage by").
const NOUN_VERBS = new Set('delay damage repair paint change fix'.split(' '));
const PASSIVE_NEXT = /^\s+(because|by|due|until|till|again|yesterday|twice|last\s+(night|week|month|year))\b/i;
RULES.push({
  rule: 'participle-after-be', pattern: ['is|are|was|were|been|be', (w) => NOUN_VERBS.has(w)], span: [1, 2],
  fix: (w) => findParticiple(w[1] ?? ''), confidence: 0.8,
  message: "After a form of 'be', use the past participle (passive voice): 'was delayed'.",
  next: (rest) => PASSIVE_NEXT.test(rest),
});

const PATTERNS = new PatternSet(RULES);

/** 'should have been submit' → 'submitted', 'I seen' → 'saw', 'I am agree' → 'I agree'. */
export function checkVerbFormAfterBeHave(text: string, tokens: Token[]): Issue[] {
  return PATTERNS.check(text, tokens);
}
