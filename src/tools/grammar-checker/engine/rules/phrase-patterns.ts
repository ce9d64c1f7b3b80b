import { type Issue } from '../types';
import { type Token } from '../text/tokenize';
import { PatternSet, type PatternRule, endsClause } from './pattern-rule';
import { locateTaggedWord } from './tag-words';
import { isKnownBase } from './verb-lexicon';
import { toIngForm } from './verb-patterns';

const WEEKDAYS = 'monday|tuesday|wednesday|thursday|friday|saturday|sunday|mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays';
const OBJECTS = 'me|us|him|her|them|you|my|our|his|their|your|the|this|that|it|all|everything';
// Verbs followed by a gerund, never by "to" + verb: "enjoy reading", "avoid answering".
const GERUND_VERBS = 'enjoy|enjoys|enjoyed|enjoying|avoid|avoids|avoided|avoiding|finish|finishes|finished|mind|minds|suggest|suggests|suggested|suggesting|consider|considering|recommend|recommends|recommended|deny|denied|denies|risk|risked|practise|practice|practised|practiced'
  // Issue 33, seventh round: "dislike to", "postponed to" ("keep" has its own rule below).
  + '|dislike|dislikes|disliked|postpone|postpones|postponed|quit|quits|resist|resists|resisted|imagine|imagines|imagined|appreciate|appreciates|appreciated';
const KEPT_TO_NOUNS = new Set('schedule time budget plan deadline script format point course track rule rules topic limit promise word diet'.split(' '));
const BE_FORMS = new Set('be is am are was were been being'.split(' '));
// "I have 20 years old." but not "two years old cars": the age ends its clause.
const AGE_ENDS = (rest: string) => endsClause(rest) || /^\s+(and|but|so|now|today|this|next|in|at|when)\b/i.test(rest);
const TO_PERSON: Record<string, string> = { said: 'told', say: 'tell', says: 'tells', saying: 'telling' };

/** A bare verb our lexicon knows, or one the tagger reads as a bare verb there. */
function isBaseVerb(word: string, token: Token, text: string): boolean {
  if (!/^[a-z]+$/.test(word) || word === 'be') return false;
  const found = locateTaggedWord(text, token.start);
  const tagged = found?.words[found.at];
  if (tagged && tagged.pos !== 'VERB' && !isKnownBase(word)) return false;
  return isKnownBase(word) || tagged?.lemma === word;
}

function makeRules(text: string): PatternRule[] {
  const baseVerb = (word: string, token: Token) => isBaseVerb(word, token, text);
  return [
    {
      rule: 'verb-pattern/gerund', pattern: [GERUND_VERBS, 'to', baseVerb], span: [1, 3], fix: (w) => toIngForm(w[2] ?? ''), confidence: 0.85,
      message: "This verb is followed by -ing, not by 'to': 'enjoy reading', 'avoid answering'.",
      // "He is considered to be", "It was suggested to use": the passive takes "to".
      previous: (w) => w === undefined || !BE_FORMS.has(w),
    },
    {
      rule: 'verb-pattern/gerund', pattern: ['worth', 'to', baseVerb], span: [1, 3], fix: (w) => toIngForm(w[2] ?? ''), confidence: 0.85,
      message: "'Worth' is followed by -ing: 'worth visiting'.",
    },
    {
      // "Thank you for help me": after a preposition a verb takes -ing.
      rule: 'verb-pattern/gerund', pattern: ['thanks|you', 'for', baseVerb, OBJECTS], span: [2, 3], fix: (w) => toIngForm(w[2] ?? ''), confidence: 0.85,
      message: "After 'for', a verb takes -ing: 'thank you for helping me'.",
      // "Thank you for …" or "Thanks for …" opening the clause; not "I did it for you for help".
      earlier: (sentence) => /(^|\bthank)\s*$/i.test(sentence),
    },
    {
      rule: 'verb-pattern/say-tell', pattern: ['said|say|says|saying', 'me|him|her|us|them'], span: [0, 1], fix: (w) => TO_PERSON[w[0] ?? ''], confidence: 0.85,
      message: "'Say' does not take the person as its object: 'told me' or 'said to me'.",
      next: (rest) => /^\s+(that|to|about|the|a|an|it|he|she|they|i|we|you|his|her|their|my|our)\b/i.test(rest) || endsClause(rest),
    },
    {
      rule: 'preposition-usage', pattern: ['the', 'same', 'like'], span: [2, 3], fix: 'as', confidence: 0.85,
      message: "The phrase is 'the same as'.",
      // "the same like button" names a thing; only a compared noun phrase or pronoun follows "as".
      next: (rest) => endsClause(rest) || /^\s+(me|you|him|her|us|them|mine|yours|his|hers|ours|theirs|the|a|an|my|your|our|their|this|that|those|these|i|we|he|she|they|it|before|last|in|at)\b/i.test(rest) || /^\s+\p{Lu}/u.test(rest),
    },
    {
      rule: 'preposition-usage', pattern: ['similar', 'with'], span: [1, 2], fix: 'to', confidence: 0.85,
      message: "The phrase is 'similar to'.",
    },
    {
      // "in Monday", "at Friday": days take "on".
      rule: 'preposition-usage', pattern: ['in|at', WEEKDAYS], span: [0, 1], fix: 'on', confidence: 0.85,
      message: "Days take 'on': 'on Monday'.",
      // "in Thursday trading", "Monday's": a day used as a modifier keeps its preposition.
      next: (rest) => endsClause(rest) || /^\s+(and|but|or|at|to|for|with|because|when|before|after|so|i|we|he|she|they|you|it|the|a|my|our)\b/i.test(rest),
    },
    {
      rule: 'preposition-usage', pattern: ['at', 'the', 'morning|afternoon|evening'], span: [0, 1], fix: 'in', confidence: 0.85,
      message: "Parts of the day take 'in': 'in the morning' (but 'at night').",
      // "at the morning meeting": a noun after it makes the phrase a modifier.
      next: (rest) => endsClause(rest) || /^\s+(and|but|or|when|before|after|because|i|we|he|she|they|you|it)\b/i.test(rest),
    },
    {
      // "She keeps to forget": "keep" + -ing; "kept to schedule", "keep to time" are a noun after "to".
      rule: 'verb-pattern/gerund', pattern: ['keep|keeps|kept|keeping', 'to', (w, t) => baseVerb(w, t) && !KEPT_TO_NOUNS.has(w)], span: [1, 3], fix: (w) => toIngForm(w[2] ?? ''), confidence: 0.85,
      message: "'Keep' is followed by -ing: 'keeps forgetting'.",
      previous: (w) => w === undefined || !BE_FORMS.has(w),
    },
    {
      // "on 3 pm", "in 10:30": a clock time takes "at" ("on Monday", "in the morning").
      rule: 'preposition-usage', pattern: ['on|in', (w) => /^\d{1,2}([:.]\d\d)?$/.test(w)], span: [0, 1], fix: 'at', confidence: 0.85,
      message: "A clock time takes 'at': 'at 3 pm'.",
      // "on 3 pm": a number is a clock time only with a clock word after it ("on 13 July", "in 10 minutes" stay).
      next: (rest) => /^\s*(am|pm|a\.m\.|p\.m\.|o'clock)(?![a-z])/i.test(rest),
    },
    {
      // "wear a helmet at all time": the set phrase counts occasions, so it is plural.
      rule: 'collocation', pattern: ['at', 'all', 'time'], span: [2, 3], fix: 'times', confidence: 0.85,
      message: "The phrase is 'at all times'.",
      // "at all time highs": an unhyphenated "all-time" before a noun stays.
      next: (rest) => endsClause(rest) || /^\s+(on|in|at|during|and|but|or|when|while|unless|to|for|with|so|because|if|except|please)\b/i.test(rest),
    },
    {
      rule: 'preposition-usage', pattern: ['on|in', (w) => /^(noon|midnight|\d{1,2}(am|pm))$/.test(w)], span: [0, 1], fix: 'at', confidence: 0.85,
      message: "A clock time takes 'at': 'at noon'.",
    },
    {
      // "Whisk the eggs and than add the milk": "than" compares; the next step is "then".
      rule: 'confusable/then-than', pattern: ['and|but', 'than', baseVerb], span: [1, 2], fix: 'then', confidence: 0.85,
      message: "'Than' compares ('more than'); for what comes next, use 'then'.",
      earlier: (sentence) => !/\b(more|less|rather|other|[a-z]{2,}er)\s+[^,;]*$/i.test(sentence),
    },
    {
      rule: 'verb-pattern/reach', pattern: ['reach|reaches|reached|reaching', 'to', 'the|my|our|his|her|their|a|an'], span: [1, 2], fix: '', confidence: 0.85,
      message: "'Reach' takes its object directly: 'reached the hotel'.",
      previous: (w) => w !== 'out' && w !== 'can' && w !== "can't" && w !== 'cannot' && w !== 'could',
    },
    {
      rule: 'article-a-an', pattern: ['an', 'other'], fix: 'another', confidence: 0.85,
      message: "'An other' is written as one word: 'another'.",
    },
    {
      // "I have 20 years old": age is given with "be".
      rule: 'verb-pattern/age', pattern: ['have', (w) => /^\d{1,3}$/.test(w) || /^(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|[a-z]+teen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)$/.test(w), 'years|months', 'old'], next: AGE_ENDS,
      span: [0, 1], fix: 'are', confidence: 0.85, message: "Age is given with 'be': 'I am 20 years old'.",
      previous: (w) => w !== 'i',
    },
    {
      rule: 'verb-pattern/age', pattern: ['i', 'have', (w) => /^\d{1,3}$/.test(w) || /^(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|[a-z]+teen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)$/.test(w), 'years|months', 'old'], next: AGE_ENDS,
      span: [1, 2], fix: 'am', confidence: 0.85, message: "Age is given with 'be': 'I am 20 years old'.",
    },
    {
      rule: 'verb-pattern/age', pattern: ['has', (w) => /^\d{1,3}$/.test(w) || /^(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|[a-z]+teen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)$/.test(w), 'years|months', 'old'], next: AGE_ENDS,
      span: [0, 1], fix: 'is', confidence: 0.85, message: "Age is given with 'be': 'she is 20 years old'.",
    },
  ];
}

/** Fixed phrases learners get wrong: "enjoy to read", "said me", "the same like", "in Monday", "an other", "I have 20 years old". */
export function checkPhrasePatterns(text: string, tokens: Token[]): Issue[] {
  return new PatternSet(makeRules(text)).check(text, tokens);
}
