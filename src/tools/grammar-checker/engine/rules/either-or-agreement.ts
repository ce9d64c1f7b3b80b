import { type Issue } from '../types';
import { matchCase } from './make-issue';
import { tagSentences, type TaggedWord } from './tag-words';
import { type GrammaticalNumber, readNounNumber, readVerbNumber } from './read-grammatical-number';
// Group and quantity nouns take either verb; "I" and "you" take neither "is" nor "are" simply.
const EITHER_WAY = new Set('team staff family committee police crew class audience jury band board public data media group couple'.split(' '));

/** The number of the phrase that ends right before the verb: "the train" singular, "the interns" plural. */
function readLastNumber(words: TaggedWord[], from: number, verb: number): GrammaticalNumber | undefined {
  const head = words[verb - 1];
  if (!head || verb - from > 4 || verb - from < 1) return undefined;
  if (words.slice(from, verb - 1).some((w, k) => !['DET', 'ADJ', 'PRON', 'NUM'].includes(w.pos) && !isAttributiveIng(words, from + k))) return undefined;
  if (/^(he|she|it)$/.test(head.lower)) return 'singular';
  if (/^(we|they)$/.test(head.lower)) return 'plural';
  return readNounNumber(head, EITHER_WAY);
}

/**
 * "the letting agents", "the washing machine": an -ing form after a determiner or an adjective and before a noun
 * describes that noun; it is no verb of the clause.
 */
function isAttributiveIng(words: TaggedWord[], i: number): boolean {
  const word = words[i];
  const before = words[i - 1];
  const after = words[i + 1];
  return word !== undefined && /^\p{Ll}{3,}ing$/u.test(word.text) && before !== undefined && ['DET', 'ADJ'].includes(before.pos) && after?.pos === 'NOUN';
}

/**
 * "Either the bus or the train are fine" → "is": with "either … or" and "neither … nor", the verb
 * agrees with the nearer subject ("Neither the manager nor the interns were told" stays).
 */
export function checkEitherOrAgreement(text: string): Issue[] {
  const issues: Issue[] = [];
  for (const words of tagSentences(text)) {
    const start = words.findIndex((w) => w.lower === 'either' || w.lower === 'neither');
    // Only a subject that opens the sentence: "I don't like either the red or the blue one" has no verb to agree.
    if (start !== 0) continue;
    const pair = words[start]?.lower === 'either' ? 'or' : 'nor';
    const join = words.findIndex((w, i) => i > start + 1 && w.lower === pair);
    if (join < 0 || words.slice(start + 1, join).some((w) => w.pos === 'VERB' || w.pos === 'AUX' || w.pos === 'PUNCT')) continue;
    const verbAt = words.findIndex((w, i) => i > join + 1 && (w.pos === 'AUX' || w.pos === 'VERB') && !isAttributiveIng(words, i));
    const verb = words[verbAt];
    if (!verb) continue;
    const number = readLastNumber(words, join + 1, verbAt);
    const shown = readVerbNumber(verb);
    if (!number || !shown || number === shown.number) continue;
    issues.push({
      offset: verb.start, length: verb.end - verb.start, category: 'grammar', rule: 'subject-verb-agreement', source: 'rule', confidence: 0.85,
      message: `With '${words[start]?.lower} … ${pair}', the verb agrees with the nearer subject: '${shown.other}'.`,
      replacements: [matchCase(verb.text, shown.other)],
    });
  }
  return issues;
}
