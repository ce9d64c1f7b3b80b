import { readQuestionOpenerEnd } from './question-opener';
import { type Issue } from '../types';
import { tagSentences, type TaggedWord } from './tag-words';
import { isKnownBase, isPastForm } from './verb-lexicon';

const SUBJECTS = /^(i|you|he|she|it|we|they)$/;
const AUXILIARIES = /^(can|could|will|would|should|may|might|must|shall|is|are|am|was|were|have|has|had|do|does|did|ca|wo)$/;
const DO_FORMS = /^(do|does|did)$/;

/**
 * Where the question itself opens: at the sentence's first word, or after a short opening that only addresses the
 * listener and ends with a comma ("Excuse me, where…", "Sorry, why…", "Tom, when…"): up to three words with no verb of
 * their own, so "I wonder, where…" and "She asked, why…" do not count.
 */
/** A comma, or an auxiliary right before a subject pronoun, after word `from`: the question proper starts there. */
function hasLaterQuestion(words: TaggedWord[], from: number): boolean {
  return words.slice(from).some((w, k) => w.text === ',' || (AUXILIARIES.test(w.lower) && SUBJECTS.test(words[from + k + 1]?.lower ?? '')));
}

function findQuestionStart(words: TaggedWord[]): number {
  // "So why she is leaving?", "And where you were going?": a linking word opening the question. Not before "what"
  // ("So what you are saying is …?" is a statement asked back), nor "when/how", which open a clause before the question
  // ("But when we are in possession of these products are we really living a dream?"); nor with a comma or a second
  // auxiliary + subject later, which show such a clause.
  if (/^(So|And|But|Then)$/.test(words[0]?.text ?? '') && /^(why|where)$/.test(words[1]?.text ?? '') && !hasLaterQuestion(words, 3)) return 1;
  const comma = words.findIndex((w) => w.text === ',');
  if (comma < 1 || comma > 3) return 0;
  const opening = words.slice(0, comma);
  if (opening.some((w) => w.pos === 'AUX' || (w.pos === 'VERB' && w.lower !== 'excuse') || SUBJECTS.test(w.lower))) return 0;
  return /^(where|when|why|how|what|which|who)$/.test(words[comma + 1]?.lower ?? '') ? comma + 1 : 0;
}

/**
 * "Where I can buy a bus pass?" → "Where can I buy", "Why you are late?" → "Why are you late?": a
 * direct question that ends with "?" puts the auxiliary before its pronoun subject. Only a
 * question word opening the sentence, a pronoun, then an auxiliary; "What I can do is…" (no "?")
 * and "Tell me where I can…" (not the first word) stay.
 */
export function checkQuestionWordOrder(text: string): Issue[] {
  const issues: Issue[] = [];
  for (const words of tagSentences(text)) {
    // "What time you will arrive?", "How long you have lived here?": a two-word question opener.
    const q = findQuestionStart(words);
    const twoWords = /^(what time|how long|how often|how far|how old|what kind|which one)$/.test(`${words[q]?.lower} ${words[q + 1]?.lower}`);
    const [wh, subject, auxiliary] = twoWords ? [words[q], words[q + 2], words[q + 3]] : words.slice(q);
    if (!wh || !subject || !auxiliary || words.at(-1)?.text !== '?') continue;
    // At the sentence's start only a capitalised question word counts, as before.
    if (!/^(where|when|why|how|what|which|who)$/.test(wh.lower) || (q === 0 && wh.text === wh.lower)) continue;
    if (!SUBJECTS.test(subject.lower)) {
      const moved = moveAuxiliaryBeforeNounSubject(text, words, twoWords ? q + 2 : q + 1);
      if (moved) issues.push(moved);
      continue;
    }
    if (!AUXILIARIES.test(auxiliary.lower)) continue;
    if (text.slice(subject.end, auxiliary.start) !== ' ') continue;
    // "didn't", "can't": the tokenizer keeps "n't" apart; it moves with its auxiliary.
    const index = words.indexOf(auxiliary);
    const negation = words[index + 1] !== undefined && /^n['’]t$/.test(words[index + 1]?.lower ?? '') && words[index + 1]?.start === auxiliary.end ? words[index + 1] : undefined;
    if (!negation && /^(ca|wo)$/.test(auxiliary.lower)) continue;
    // "What you do for a living?": an unnegated do-form is the auxiliary only before a bare verb.
    const after = words[index + (negation ? 2 : 1)];
    if (DO_FORMS.test(auxiliary.lower) && !negation && !(after?.pos === 'VERB' && after.lower === after.lemma)) continue;
    const end = negation ?? auxiliary;
    // "How I wish…?" and "Who I am?" in titles are rare; an auxiliary ending the question ("Where I am?") still moves.
    const pronoun = subject.lower === 'i' ? 'I' : subject.lower;
    // The span starts at the question word, so a fix that reads "Where you are" as "Were you are"
    // (harper's) clashes with this one and loses, instead of landing beside it ("Were are you going?").
    const opener = text.slice(wh.start, subject.start);
    issues.push({
      offset: wh.start, length: end.end - wh.start, category: 'grammar', rule: 'question-word-order', source: 'rule', confidence: 0.85,
      message: 'In a direct question the auxiliary comes before its subject.', replacements: [`${opener}${text.slice(auxiliary.start, end.end).toLowerCase()} ${pronoun}`],
    });
  }
  return issues;
}

const OWNERS = /^(the|a|an|my|your|his|her|our|their|this|that|its)$/;
// Only a form of "be" or a modal moves before a noun subject: "Why your brother is laughing?"; a "do" form needs a bare verb.
const MOVABLE = /^(is|are|was|were|can|could|will|would|should|must|might|has|have|had)$/;

/**
 * "Why your brother is laughing so loudly?" → "Why is your brother laughing…?": a determiner + noun subject (as
 * readQuestionSubject reads it), then "be" or a modal, then a verb, adjective or adverb. Whole sentence closed by "?".
 */
function moveAuxiliaryBeforeNounSubject(text: string, words: TaggedWord[], from: number): Issue | undefined {
  const end = readQuestionSubject(words, from);
  const auxiliary = end === undefined ? undefined : words[end];
  const first = words[from];
  const after = end === undefined ? undefined : words[end + 1];
  if (!first || !auxiliary || !MOVABLE.test(auxiliary.text) || !after || !/^(VERB|ADJ|ADV)$/.test(after.pos)) return undefined;
  if (words.slice(end! + 1).some((w) => w.text === ',')) return undefined;
  const subjectText = text.slice(first.start, (words[end! - 1] as TaggedWord).end);
  return {
    offset: first.start, length: auxiliary.end - first.start, category: 'grammar', rule: 'question-word-order', source: 'rule', confidence: 0.8,
    message: 'In a direct question the auxiliary comes before its subject.', replacements: [`${auxiliary.text} ${subjectText}`],
  };
}

/** Where a subject after the question word ends: "he", or a determiner, adjectives and one or two nouns. */
function readQuestionSubject(words: TaggedWord[], from: number): number | undefined {
  const first = words[from];
  if (!first) return undefined;
  if (/^(he|she|it)$/.test(first.text)) return from + 1;
  if (!OWNERS.test(first.lower)) return undefined;
  let k = from + 1;
  while (words[k]?.pos === 'ADJ') k += 1;
  if (words[k]?.pos !== 'NOUN' || /s$/.test(words[k]?.lower ?? '') && words[k]?.lemma !== words[k]?.lower) return undefined;
  if (words[k + 1]?.pos === 'NOUN' && words[k + 2]?.pos === 'VERB') k += 1;
  return k + 1;
}

/**
 * "Why the game keeps crashing?" → "Why does the game keep crashing?", "Where the bus stopped?" → "Where did the bus
 * stop?": a direct question with a lexical verb takes "does"/"did" before its singular subject. Only a whole
 * sentence opened by the question word and closed by "?", and only one verb.
 */
export function checkMissingDoInQuestion(text: string): Issue[] {
  const issues: Issue[] = [];
  for (const words of tagSentences(text)) {
    // "What time the store open on Sundays?": two-word openers too (question-opener.ts).
    const opened = readQuestionOpenerEnd(words);
    if (opened === undefined || words.at(-1)?.text !== '?') continue;
    const end = readQuestionSubject(words, opened);
    const verb = end === undefined ? undefined : words[end];
    if (end === undefined || !verb || verb.text !== verb.lower) continue;
    // A plain verb after a singular subject lacks "does" as much as an -s form does ("What time the store open?").
    const bare = /^(VERB|ADJ)$/.test(verb.pos) && isKnownBase(verb.lower) && !/^(be|have|do)$/.test(verb.lower);
    if (!bare && (verb.pos !== 'VERB' || verb.lemma === verb.lower || !isKnownBase(verb.lemma))) continue;
    const past = !bare && !/s$/.test(verb.lower) && isPastForm(verb.lower);
    if (!bare && !past && !/[^s]s$|ies$|[sxz]es$|[cs]hes$/.test(verb.lower)) continue;
    if (words.slice(end + 1).some((w) => w.pos === 'AUX' || (w.pos === 'VERB' && w.lemma !== w.lower && !/ing$/.test(w.lower)))) continue;
    const subject = words[opened] as TaggedWord;
    const base = bare ? verb.lower : verb.lemma;
    issues.push({
      offset: subject.start, length: verb.end - subject.start, category: 'grammar', rule: 'question-word-order', source: 'rule', confidence: 0.8,
      message: `A direct question with a verb like '${base}' takes '${past ? 'did' : 'does'}' before its subject.`,
      replacements: [`${past ? 'did' : 'does'} ${text.slice(subject.start, (words[end - 1] as TaggedWord).end)} ${base}`],
    });
  }
  return issues;
}
