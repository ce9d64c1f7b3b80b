import { type Issue } from '../types';
import { matchCase } from './make-issue';
import { tagSentences, type TaggedWord } from './tag-words';
import { isKnownBase } from './verb-lexicon';
import { PARTNERS } from './partner-nouns';

const DETERMINERS = /^(the|my|your|his|her|our|their|this|that|these|those)$/;
// "wait a minute", "wait your turn", "wait tables", "wait the storm out": no "for".
const WAITED_TIME = /^(minute|minutes|moment|second|seconds|while|bit|turn|tables|day|days|week|weeks|hour|hours|year|years|time|night|rest|whole|entire|full|long)$/;
// "let the flat to students": letting a place is renting it, and "to" stays.
const LET_PLACES = /^(flat|house|room|rooms|apartment|property|cottage|office|space|premises|land)$/;
const BE_OR_GET = /^(be|is|am|are|was|were|been|being|get|gets|got|getting|gotten|'s|'re|'m)$/;

function issue(from: TaggedWord, to: TaggedWord, replacement: string, rule: string, message: string): Issue {
  return {
    offset: from.start, length: to.end - from.start, category: 'grammar', rule, source: 'rule', confidence: 0.85, message,
    replacements: [matchCase(from.text, replacement)],
  };
}

const isBareVerb = (word: TaggedWord | undefined): word is TaggedWord =>
  word !== undefined && word.text === word.lower && (isKnownBase(word.lower) || (word.pos === 'VERB' && word.lemma === word.lower));

/** "waiting the bus" → "waiting for the bus", "wait it to cool" → "wait for it to cool". */
function checkWaitFor(words: TaggedWord[], i: number): Issue | undefined {
  const wait = words[i] as TaggedWord;
  const next = words[i + 1];
  if (!/^(wait|waits|waited|waiting)$/.test(wait.lower) || !next) return undefined;
  const byDeterminer = DETERMINERS.test(next.lower) && words[i + 2]?.pos === 'NOUN' && !WAITED_TIME.test(words[i + 2]?.lower ?? '') && !/^(out|up)$/.test(words[i + 3]?.lower ?? '');
  const byPronoun = /^(it|him|her|them|me|us)$/.test(next.lower) && words[i + 2]?.lower === 'to' && isBareVerb(words[i + 3]);
  // "I've been waiting you for half an hour": a person waited for, then how long, where or until when.
  const person = /^(you|him|her|them|me|us)$/.test(next.lower) && /^(for|since|until|till|outside|here|there|at|in|all)$/.test(words[i + 2]?.lower ?? '');
  if (!byDeterminer && !byPronoun && !person) return undefined;
  return issue(wait, wait, `${wait.lower} for`, 'collocation/wait-for', "One waits for someone or something: 'wait for the bus'.");
}

/** "Let the dough to rest" → "Let the dough rest": "let" takes a bare verb after its object. */
function checkLetWithoutTo(words: TaggedWord[], i: number): Issue | undefined {
  const let_ = words[i] as TaggedWord;
  if (!/^(let|lets|letting)$/.test(let_.lower)) return undefined;
  let k = i + 1;
  // "lets her kids to watch": "her" before a noun is a possessive, and its noun the object.
  const possessiveHer = words[k]?.lower === 'her' && /^(ADJ|NOUN)$/.test(words[k + 1]?.pos ?? '');
  if (/^(me|him|her|us|them|it|you)$/.test(words[k]?.lower ?? '') && !possessiveHer) k += 1;
  else if (possessiveHer || DETERMINERS.test(words[k]?.lower ?? '') || /^(a|an)$/.test(words[k]?.lower ?? '')) {
    k += 1;
    while (words[k]?.pos === 'ADJ') k += 1;
    // "the school groups": a noun may name what kind the next one is.
    if (words[k]?.pos === 'NOUN' && words[k + 1]?.pos === 'NOUN') k += 1;
    if (words[k]?.pos !== 'NOUN' || LET_PLACES.test(words[k]?.lower ?? '')) return undefined;
    k += 1;
  } else return undefined;
  const to = words[k];
  const verb = words[k + 1];
  if (to?.lower !== 'to' || !isBareVerb(verb)) return undefined;
  return issue(to, verb, verb.lower, 'verb-pattern/let-bare-verb', "After 'let' + its object, the verb has no 'to': 'let the dough rest'.");
}

const TO_NOUNS = /^(decision|decisions|plan|plans|chance|chances|attempt|attempts|trip|need|right|ability|way|time|effort|order|permission|offer|promise|request|reason|opportunity|choice|move|idea|goal|aim|courage|willingness|refusal|failure|desire|wish|bid|campaign|proposal|rush|struggle)$/;
const QUESTION_MODALS = /^(should|can|could|will|would|may|might|must|shall)$/;

/**
 * "Where should the parents to park?" → "should the parents park", "Can we to leave early?": in a question a modal
 * before its subject still takes the bare verb. Only a whole question: the modal opens it or follows its wh-word.
 */
function checkModalQuestionTo(words: TaggedWord[], i: number): Issue | undefined {
  const modal = words[i] as TaggedWord;
  if (!QUESTION_MODALS.test(modal.lower) || words[words.length - 1]?.text !== '?') return undefined;
  if (!(i === 0 || (i === 1 && /^(where|when|why|how|what|who|which)$/.test(words[0]?.lower ?? '')))) return undefined;
  let k = i + 1;
  if (/^(i|you|we|they|he|she|it)$/.test(words[k]?.lower ?? '')) k += 1;
  else if (DETERMINERS.test(words[k]?.lower ?? '') || /^(a|an)$/.test(words[k]?.lower ?? '')) {
    k += 1;
    while (words[k]?.pos === 'ADJ') k += 1;
    if (words[k]?.pos !== 'NOUN') return undefined;
    if (words[k + 1]?.pos === 'NOUN') k += 1;
    k += 1;
  } else return undefined;
  const to = words[k];
  const verb = words[k + 1];
  if (to?.lower !== 'to' || !isBareVerb(verb) || verb.pos !== 'VERB') return undefined;
  // "Will the decision to close the school affect us?": a noun's own to-infinitive, and the question's verb comes later.
  if (TO_NOUNS.test(words[k - 1]?.lower ?? '') || words.slice(k + 2).some((w) => w.pos === 'AUX' || (w.pos === 'VERB' && !/ing$/.test(w.lower)))) return undefined;
  return issue(to, verb, verb.lower, 'verb-pattern/modal-bare-verb', `After '${modal.lower}', the verb has no 'to': '${modal.lower} … ${verb.lower}'.`);
}

const MOTION = /^(go|goes|went|going|gone|come|comes|came|coming|travel|travelled|traveled|drove|drive|walked|walk|ran|run|moved|move|flew|fly|stopped|stop|popped|headed|returned)$/;
// Bare forms far more often nouns after "for" ("went for help", "came for work", "went for a walk" has its article).
const FOR_NOUNS = /^(help|work|rent|sale|hire|use|fun|love|play|travel|walk|drink|ride|swim|run|change|study|practice|shop|look|visit|check|return|repair|review|answer|cover|support|care|cash|lunch|dinner|breakfast|treatment|training|coffee|business|free|good|sure|example|instance|now|ever|less|more|nothing)$/;

/** "I went to the library for borrow some books" → "to borrow": after going somewhere, the purpose is "to" + verb. */
function checkPurposeTo(words: TaggedWord[], i: number): Issue | undefined {
  const for_ = words[i] as TaggedWord;
  const verb = words[i + 1];
  const object = words[i + 2];
  if (for_.lower !== 'for' || !isBareVerb(verb) || verb.pos !== 'VERB' || FOR_NOUNS.test(verb.lower) || !object) return undefined;
  if (!(object.pos === 'DET' || /^(him|her|them|it|me|us|some|any|my|your|his|our|their)$/.test(object.lower))) return undefined;
  if (!words.slice(0, i).some((w) => MOTION.test(w.lower) && w.pos === 'VERB')) return undefined;
  return issue(for_, for_, 'to', 'verb-pattern/purpose-to', "A purpose after a verb of going is 'to' + verb: 'went to the shop to buy milk'.");
}

/** "Don't forget bringing your badge" → "to bring": a reminder about a future act takes "to". */
function checkForgetTo(words: TaggedWord[], i: number): Issue | undefined {
  const forget = words[i] as TaggedWord;
  const verb = words[i + 1];
  const negated = words[i - 1]?.lower === 'not' || words[i - 1]?.lower === "n't";
  const imperative = negated && /^(do|don't)$/.test(words[i - 2]?.lower ?? words[i - 1]?.lower ?? '') && (i < 3 || words[i - 3]?.pos === 'PUNCT' || /^(please|and|so)$/.test(words[i - 3]?.lower ?? ''));
  if (forget.lower !== 'forget' || !imperative || !verb || !verb.lower.endsWith('ing') || verb.pos !== 'VERB' || verb.lemma === verb.lower) return undefined;
  return issue(verb, verb, `to ${verb.lemma}`, 'verb-pattern/forget-to', "'Don't forget' + a thing still to do takes 'to': 'Don't forget to bring it'.");
}

/** "got married with his girlfriend" → "married to", "She married with a prince" → "She married a prince". */
function checkMarriedWith(words: TaggedWord[], i: number): Issue | undefined {
  const married = words[i] as TaggedWord;
  const withWord = words[i + 1];
  if (!/^(married|engaged|marry|marries|marrying)$/.test(married.lower) || withWord?.lower !== 'with') return undefined;
  let k = i + 2;
  if (!DETERMINERS.test(words[k]?.lower ?? '') && !/^(a|an)$/.test(words[k]?.lower ?? '')) return undefined;
  k += 1;
  // "his high school girlfriend": adjectives and nouns before the person.
  for (let end = k; end < k + 4 && words[end]; end++) {
    const word = words[end] as TaggedWord;
    // A Scotsman, a Frenchwoman: a person by the word's own ending.
    // "a Canadian pilot last spring": a time phrase after the person ends the phrase as punctuation does.
    const after = words[end + 1];
    const endsPhrase = !['NOUN', 'ADJ', 'PROPN'].includes(after?.pos ?? '') || /^(last|next|this|every)$/.test(after?.lower ?? '');
    if ((PARTNERS.has(word.lower) || /.{3}(man|woman)$/.test(word.lower)) && endsPhrase) {
      const passive = married.lower === 'married' || married.lower === 'engaged' ? BE_OR_GET.test(words[i - 1]?.lower ?? '') || /['’](m|re|s)$/.test(words[i - 1]?.lower ?? '') || /^(just|recently|happily)$/.test(words[i - 1]?.lower ?? '') : false;
      if (passive || married.lower === 'engaged') return issue(withWord, withWord, 'to', 'preposition-usage', "One is married (engaged) to a person: 'married to his girlfriend'.");
      return issue(married, withWord, married.lower, 'preposition-usage', "'Marry' takes the person directly: 'She married a prince'.");
    }
    if (!['NOUN', 'ADJ', 'PROPN'].includes(word.pos)) return undefined;
  }
  return undefined;
}

/**
 * Verbs whose complement is fixed: "wait for", "let X do", "don't forget to", "married to"
 * (checked on wink-nlp's tags, so any noun phrase may stand between).
 */
export function checkVerbComplements(text: string): Issue[] {
  const issues: Issue[] = [];
  for (const words of tagSentences(text)) {
    words.forEach((_, i) => {
      const found = checkWaitFor(words, i) ?? checkLetWithoutTo(words, i) ?? checkModalQuestionTo(words, i) ?? checkPurposeTo(words, i) ?? checkForgetTo(words, i) ?? checkMarriedWith(words, i);
      if (found) issues.push(found);
    });
  }
  return issues;
}
