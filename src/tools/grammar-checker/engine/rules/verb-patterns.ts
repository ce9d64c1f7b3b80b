import { type Issue } from '../types';
import { type Token } from '../text/tokenize';
import { PatternSet, type PatternRule } from './pattern-rule';
import { locateTaggedWord } from './tag-words';
import { findParticiple, findParticipleOfPast, findThirdSingular, isKnownBase, isNounLike } from './verb-lexicon';

const set = (words: string) => new Set(words.trim().split(/\s+/));

// "made to order", "made to measure": fixed phrases where "to" stays.
const NOT_AFTER_MAKE_TO = set('order measure scale');
const OBJECT_PRONOUNS = 'me|him|her|us|them|you';
// "Have you saw", "Has anyone saw": the subject of a question between have and the participle.
const QUESTION_SUBJECTS = 'i|you|he|she|it|we|they|anyone|anybody|someone|somebody|everyone|everybody|nobody';
const VE_CONTRACTIONS = "i've|we've|you've|they've|should've|could've|would've|might've|must've";
const HAVE_ADVERBS = 'already|just|never|ever|not|recently|finally|also|only|always';

/** A bare verb our lexicon knows, or one the tagger reads as a verb there. */
function isBaseVerb(word: string, token: Token, text: string): boolean {
  if (!/^[a-z]+$/.test(word)) return false;
  if (isKnownBase(word)) return true;
  const found = locateTaggedWord(text, token.start);
  const tagged = found?.words[found.at];
  return tagged?.pos === 'VERB' && tagged.lemma === word;
}

/**
 * A bare verb of our lexicon whose participle differs and that is rarely a noun: "finish", "arrive";
 * not "time" or "change" ("I haven't time", British "haven't change for the bus").
 */
function isBareVerbNotNoun(word: string): boolean {
  return isKnownBase(word) && findParticiple(word) !== word && !isNounLike(findThirdSingular(word));
}

/** "hear" → "hearing", "make" → "making", "get" → "getting", "stop" → "stopping". */
// Two-syllable verbs stressed on the last syllable double its consonant: "forgetting", "beginning".
const DOUBLING = new Set('forget begin admit commit submit permit omit occur prefer refer regret control upset transfer forbid equip'.split(' '));

export function toIngForm(base: string): string {
  if (DOUBLING.has(base)) return `${base}${base.slice(-1)}ing`;
  if (/ie$/.test(base)) return `${base.slice(0, -2)}ying`;
  if (/[^aeiou]e$/.test(base) && base !== 'be') return `${base.slice(0, -1)}ing`;
  // A short closed syllable doubles its consonant: "get", "stop", "plan"; "open", "visit" do not.
  if (/^[^aeiou]{0,2}[aeiou][^aeiouwxy]$/.test(base) && base.length <= 4) return `${base}${base.slice(-1)}ing`;
  return `${base}ing`;
}

/** A plain word that may stand inside a noun phrase: not a relative, a conjunction or a verb's helper. */
function isModifierWord(word: string): boolean {
  return /^[a-z]+$/.test(word) && !/^(who|that|which|and|or|but|not|to|been|being|ever|never|already|just|you|he|she|it|we|they|i|of|in|on|at|for|from|with)$/.test(word);
}

const MEALS_AND_ACTIVITIES = new Set('breakfast lunch dinner supper brunch tea coffee fun time class work practice rehearsal training school lessons access control experience'.split(' '));
const TIME_AFTER_DETERMINER = /^(?:whole|entire|next|same|following|previous|last|first|rest)?$/;
const TIME_NOUNS = /^(day|days|night|nights|morning|mornings|evening|afternoon|week|weekend|month|year|time|moment|minute|while|summer|winter|term|season|of)$/;

function makeRules(text: string): PatternRule[] {
  const baseVerb = (word: string, token: Token) => isBaseVerb(word, token, text);
  const tagAt = (token: Token) => {
    const found = locateTaggedWord(text, token.start);
    return found ? { words: found.words, at: found.at } : undefined;
  };
  const taggedAs = (token: Token, pos: string) => {
    const found = tagAt(token);
    return found?.words[found.at]?.pos === pos;
  };
  const taggedVerb = (_word: string, token: Token) => taggedAs(token, 'VERB');
  // A determiner after the verb opens its object; no verb follows in the clause, and the object is no time.
  const objectWithoutClause = (token: Token) => {
    const found = tagAt(token);
    if (!found) return false;
    const after = found.words.slice(found.at + 1);
    if (after[0]?.pos !== 'DET' && !/^(my|your|his|her|our|their|its)$/.test(after[0]?.lower ?? '')) return false;
    const modifier = TIME_AFTER_DETERMINER.test(after[1]?.lower ?? '') ? 1 : 0;
    if (TIME_NOUNS.test(after[1 + modifier]?.lower ?? '') || TIME_NOUNS.test(after[1]?.lower ?? '')) return false;
    for (const word of after.slice(1)) {
      if (word.pos === 'PUNCT' || /^(and|but|or|so|because|when|if|before|after|while)$/.test(word.lower)) break;
      if (word.pos === 'VERB' || word.pos === 'AUX') return false;
    }
    return true;
  };
  return [
    {
      // "Do he like…?", "Does they know…?": do agrees with the question's subject.
      rule: 'subject-verb-agreement', pattern: ["do|don't", 'he|she|it'], span: [0, 1], fix: (w) => (w[0] === 'do' ? 'does' : "doesn't"), confidence: 0.85,
      message: "With 'he', 'she' or 'it', use 'does'.", previous: (w) => w === undefined || /^(what|where|when|why|how|who|which)$/.test(w),
      next: (rest) => !/^\s+(and|or)\b/i.test(rest),
    },
    {
      rule: 'subject-verb-agreement', pattern: ["does|doesn't", 'i|you|we|they'], span: [0, 1], fix: (w) => (w[0] === 'does' ? 'do' : "don't"), confidence: 0.85,
      message: "With 'I', 'you', 'we' or 'they', use 'do'.", previous: (w) => w === undefined || /^(what|where|when|why|how|who|which)$/.test(w),
      next: (rest) => !/^\s+(and|or)\b/i.test(rest),
    },
    {
      // "She told that she was tired": "tell" needs the person told; with a bare that-clause it is "say".
      rule: 'verb-pattern/say-tell', pattern: ['told|tell|tells|telling', 'that'], span: [0, 1],
      fix: (w) => ({ told: 'said', tell: 'say', tells: 'says', telling: 'saying' })[w[0] ?? ''], confidence: 0.8,
      message: "'Tell' needs the person told ('told me that'); without one, use 'say'.",
      next: (rest) => /^\s+(i|you|he|she|it|we|they|there)\b/i.test(rest),
      // "The court was told that…": the passive has its person as the subject.
      previous: (w) => w === undefined || !/^(was|were|is|are|been|being|be|am|'s|'re)$/.test(w),
    },
    {
      // "look forward to hear from you": here "to" is a preposition, so the verb takes -ing.
      rule: 'verb-pattern/look-forward-to', pattern: ['look|looks|looked|looking', 'forward', 'to', baseVerb], span: [3, 4],
      fix: (w) => toIngForm(w[3] ?? ''), confidence: 0.85,
      message: "In 'look forward to', 'to' is a preposition: the verb after it takes -ing ('look forward to hearing').",
    },
    {
      // "made me to wait", "let us to go": make and let take the bare infinitive after their object.
      rule: 'verb-pattern/make-let-bare', pattern: ['make|makes|made|making|let|lets|letting', OBJECT_PRONOUNS, 'to', (w, t) => baseVerb(w, t) && !NOT_AFTER_MAKE_TO.has(w)],
      span: [2, 3], fix: '', confidence: 0.85,
      message: "After 'make' or 'let' and its object, the verb follows without 'to' ('made me wait').",
    },
    {
      rule: 'participle-after-have', pattern: ['have|has|had|haven\'t|hasn\'t|hadn\'t', QUESTION_SUBJECTS, (w) => findParticipleOfPast(w) !== undefined], span: [2, 3],
      fix: (w) => findParticipleOfPast(w[2] ?? ''), confidence: 0.85,
      message: "After 'have', use the past participle ('Has anyone seen', not 'Has anyone saw').",
      // A question: "have" opens the clause ("I have you saw" is no English anyway).
      previous: (w) => w === undefined || /^(what|where|when|why|how|who|which)$/.test(w),
    },
    {
      // "We haven't finish", "She hasn't call": a negated have takes the participle, not the bare verb.
      rule: 'participle-after-have', pattern: ["haven't|hasn't|hadn't", isBareVerbNotNoun], span: [1, 2],
      fix: (w) => findParticiple(w[1] ?? ''), confidence: 0.85,
      message: "After 'have', use the past participle ('haven't finished').",
      next: (rest) => !/^\s+(to)\b/i.test(rest),
    },
    {
      // "He hasn't call me back": with an object pronoun after it, a noun-like verb is the verb.
      rule: 'participle-after-have', pattern: ["haven't|hasn't|hadn't", (w) => isKnownBase(w) && findParticiple(w) !== w, 'me|him|her|us|them|you|it'], span: [1, 2],
      fix: (w) => findParticiple(w[1] ?? ''), confidence: 0.85,
      message: "After 'have', use the past participle ('hasn't called me').",
    },
    {
      // "Has the parcel arrive yet?": in a question, have + its subject + a bare verb wants the participle.
      rule: 'participle-after-have', pattern: ['has|have', 'the|your|my|our|his|her|their|this|that', (w) => /^[a-z]+$/.test(w), (w, t) => baseVerb(w, t) && findParticiple(w) !== w && !isNounLike(findThirdSingular(w))],
      span: [3, 4], fix: (w) => findParticiple(w[3] ?? ''), confidence: 0.85,
      message: "After 'have', use the past participle ('Has the parcel arrived?').",
      previous: (w) => w === undefined || /^(what|where|when|why|how|who|which)$/.test(w),
      // Only a question: "Have the kids clean up" is a causative command.
      next: (rest) => /^[^.!?]*\?/.test(rest),
    },
    {
      // "Has the new tank engine arrive from the shop yet?": one or two words (an adjective, a noun used as one)
      // between the determiner and the head noun of the question's subject.
      rule: 'participle-after-have', pattern: ['has|have', 'the|your|my|our|his|her|their|this|that', isModifierWord, isModifierWord, (w, t) => baseVerb(w, t) && findParticiple(w) !== w && !isNounLike(findThirdSingular(w)) && taggedVerb(w, t)],
      span: [4, 5], fix: (w) => findParticiple(w[4] ?? ''), confidence: 0.85,
      message: "After 'have', use the past participle ('Has the new engine arrived?').",
      previous: (w) => w === undefined || /^(what|where|when|why|how|who|which)$/.test(w),
      next: (rest) => /^[^.!?]*\?/.test(rest),
    },
    {
      rule: 'participle-after-have', pattern: ['has|have', 'the|your|my|our|his|her|their|this|that', isModifierWord, isModifierWord, isModifierWord, (w, t) => baseVerb(w, t) && findParticiple(w) !== w && !isNounLike(findThirdSingular(w)) && taggedVerb(w, t)],
      span: [5, 6], fix: (w) => findParticiple(w[5] ?? ''), confidence: 0.85,
      message: "After 'have', use the past participle ('Has the new engine arrived?').",
      previous: (w) => w === undefined || /^(what|where|when|why|how|who|which)$/.test(w),
      next: (rest) => /^[^.!?]*\?/.test(rest),
    },
    {
      // "The heavy rain has ruin the whole count": a noun subject, has/have and a regular verb the tagger reads as one,
      // with its object after it (a determiner) and no verb of a clause of its own after that ("have experience the
      // company needs"); not before a time ("have work the whole weekend") nor a meal ("have lunch the next day").
      rule: 'participle-after-have', pattern: [(w, t) => /^[a-z]+$/.test(w) && taggedAs(t, 'NOUN'), 'has|have', (w, t) => baseVerb(w, t) && findParticiple(w) !== w && !MEALS_AND_ACTIVITIES.has(w) && taggedVerb(w, t) && objectWithoutClause(t)],
      span: [2, 3], fix: (w) => findParticiple(w[2] ?? ''), confidence: 0.8,
      message: "After 'have', use the past participle ('has ruined the count').",
    },
    {
      rule: 'participle-after-have', pattern: [VE_CONTRACTIONS, (w) => findParticipleOfPast(w) !== undefined], span: [1, 2],
      fix: (w) => findParticipleOfPast(w[1] ?? ''), confidence: 0.85,
      message: "After 'have', use the past participle ('we've done', not 'we've did').",
    },
    {
      rule: 'participle-after-have', pattern: [VE_CONTRACTIONS, HAVE_ADVERBS, (w) => findParticipleOfPast(w) !== undefined], span: [2, 3],
      fix: (w) => findParticipleOfPast(w[2] ?? ''), confidence: 0.85,
      message: "After 'have', use the past participle ('we've already done', not 'we've already did').",
    },
  ];
}

/** "look forward to hear" → "hearing", "made me to wait" → "made me wait", "Has anyone saw" → "seen", "we've already did" → "done". */
export function checkVerbPatterns(text: string, tokens: Token[]): Issue[] {
  return new PatternSet(makeRules(text)).check(text, tokens);
}
