import { type Issue } from '../types';
import { matchCase } from './make-issue';
import { tagSentences, type TaggedWord } from './tag-words';

// Verbs whose object is a whole clause: after them "their" may stand for "they're" starting it.
// Not perception verbs: "you can see their future" has "their" possessing the object.
const CLAUSE_VERBS = new Set('think believe say hope guess suppose mean realize realise bet sure'.split(' '));
// Adjectives that are as often nouns or determiners after a possessive: "their future", "their best".
const POSSESSED_ADJECTIVES = new Set('own best worst future past present favorite favourite former latest last first next other only whole usual daily'.split(' '));

/** "their happy with it": an adjective that ends its phrase (no noun after it to possess). */
export function isPredicateAdjective(words: TaggedWord[], i: number): boolean {
  const word = words[i];
  const next = words[i + 1];
  if (!word || word.pos !== 'ADJ' || POSSESSED_ADJECTIVES.has(word.lower)) return false;
  return !next || next.pos === 'PUNCT' || next.pos === 'ADP' || next.pos === 'SCONJ' || next.lower === 'to' || next.lower === 'that';
}

/** "their leaving early": an -ing verb the tagger reads as a verb, not the gerund noun ("their leaving was a shock"). */
const TIME_CONJUNCTIONS = /^(before|after|until|till|since|once)$/;

/**
 * "… before the baby arrives.": a time word the tagger reads as a preposition, opening a clause (a noun phrase and its
 * finite verb) that closes the sentence. That verb is the clause's own, not the one "their …ing" would be subject of;
 * "their leaving before the others arrived was rude" has a verb after the clause and is left as a subject.
 */
function endsWithTimeClause(words: TaggedWord[], k: number): boolean {
  if (!TIME_CONJUNCTIONS.test(words[k]?.lower ?? '') || words[k]?.pos !== 'ADP') return false;
  let m = k + 1;
  while (m < words.length && /^(DET|ADJ|NOUN|PROPN|PRON|NUM)$/.test(words[m]!.pos)) m += 1;
  const verb = words[m];
  if (m === k + 1 || !verb || !(verb.pos === 'VERB' || verb.pos === 'AUX') || verb.lemma === verb.lower) return false;
  const after = words[m + 1];
  return after === undefined || after.pos === 'PUNCT';
}

export function isProgressive(words: TaggedWord[], i: number): boolean {
  const word = words[i];
  if (!word || word.pos !== 'VERB' || !word.lower.endsWith('ing')) return false;
  // A finite verb later in the clause makes "their leaving" its subject: "I think their leaving was rude".
  for (let k = i + 1; k < words.length; k++) {
    const later = words[k] as TaggedWord;
    if (later.pos === 'PUNCT' || later.pos === 'SCONJ' || later.pos === 'CCONJ') break;
    if (endsWithTimeClause(words, k)) break;
    if (later.pos === 'AUX' || (later.pos === 'VERB' && later.lemma !== later.lower && !later.lower.endsWith('ing'))) return false;
  }
  return true;
}

/** "The clients said their happy" → "they're happy", "I think their leaving early" → "they're leaving". */
export function checkTheyreForTheir(text: string): Issue[] {
  const issues: Issue[] = [];
  for (const words of tagSentences(text)) {
    for (let i = 1; i < words.length - 1; i++) {
      const their = words[i] as TaggedWord;
      const verb = words[i - 1] as TaggedWord;
      if (their.lower !== 'their' || !(verb.pos === 'VERB' || verb.pos === 'ADJ') || !CLAUSE_VERBS.has(verb.lemma)) continue;
      if (!isPredicateAdjective(words, i + 1) && !isProgressive(words, i + 1)) continue;
      issues.push({
        offset: their.start, length: their.end - their.start, category: 'grammar', rule: 'confusable/their-there', source: 'rule', confidence: 0.85,
        message: "'Their' is possessive; 'they are' is written 'they're'.", replacements: [matchCase(their.text, "they're")],
      });
    }
  }
  return issues;
}
