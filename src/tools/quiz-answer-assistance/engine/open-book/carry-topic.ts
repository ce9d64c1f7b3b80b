import { findWords, termsOfWords } from '../read/content-words';
import type { MaterialIndex } from './index-material';
import type { RankedSentence } from './rank-sentences';
import { readClauses } from './read-clauses';
import { tagSentence } from './tag-sentence';

/**
 * A passage about one thing rarely names it in every sentence: "Tardigrades have four pairs of legs" against "Most adults
 * are about 0.5 mm long, …, and they have a short, plump body with four pairs of stubby legs", "Tolls from the canal paid
 * off the debt in about ten years" against "Tolls paid off the state's debt within about ten years" in a passage on the Erie
 * Canal (s39). The topic's words (find-stated-fact.ts' `topicNames`) the sentence does not say are carried into it, as a
 * pronoun's are (rank-sentences.ts), but only where one claim of the sentence holds every other word of the statement and
 * that claim is about what the statement is about:
 * - the sentence names no topic word the statement does not (a passage on two rivers: a sentence on one is not the other's);
 * - the statement's subject, without the topic's words, is empty ("Lake Titicaca has …", the topic itself): the claim's own
 *   subject is the topic's words, or empty (a pronoun's, or borrowed) where the sentence has an "it"/"they";
 * - else ("Tolls from the canal …"): the claim's subject holds those words and nothing the statement does not say.
 * So "Lake Titicaca has 120 islands" is not read into "The Uros people live on about 120 floating islands" (another
 * subject), and "The federal government paid for the Erie Canal" not into "…, the state paid for the canal itself".
 * Returns the entry with the topic carried, or null when the topic may not be carried into it.
 */
export function carryTopic(statement: string, entry: RankedSentence, topic: ReadonlySet<string>): RankedSentence | null {
  const terms = [...new Set(termsOfWords(findWords(statement)).flatMap((term) => term ?? []))];
  const held = (term: string) => entry.sentence.terms.has(term) || entry.carried.has(term);
  const missing = terms.filter((term) => topic.has(term) && !held(term));
  if (missing.length === 0) return null;
  const others = terms.filter((term) => !topic.has(term));
  if (others.length === 0 || !others.every(held)) return null;
  // A sentence that names (capitalised) a topic word the statement does not ("The Danube … flows east into the Black Sea" for "The Rhine
  // flows east…", a passage on both rivers) is about that one.
  if (entry.sentence.words.some((word) => word.term !== null && /^\p{Lu}/u.test(word.text) && topic.has(word.term) && !terms.includes(word.term))) return null;
  const pronoun = entry.sentence.words.some((word) => SUBJECT_PRONOUNS.test(word.text));
  const subject = statementSubject(statement).filter((term) => !topic.has(term));
  const said = new Set(terms);
  const clauses = readClauses(entry.sentence.text, entry.sentence.offset, entry.sentence.words, [...entry.carried]);
  const about = clauses.some((clause) => {
    if (clause.rejected || !others.every((term) => clause.terms.includes(term) || (entry.carried.has(term) && !entry.sentence.terms.has(term)))) return false;
    // An empty subject is a pronoun's ("…, and they have…") or one borrowed from the claim before: only with a pronoun there.
    // A claim that opens on its own "they"/"it" mid-sentence ("…, and they have a short, plump body…") is said of that pronoun,
    // whatever subject readClauses lends it from the claim before; the pronoun must agree with the statement's subject in number.
    // So is one whose "it"/"they" stands after an opening phrase, before its verb ("By the time of the eruption it had…", s40).
    const opening = pronounSubject(entry.sentence.text.slice(clause.start - entry.sentence.offset, clause.end - entry.sentence.offset));
    if (subject.length === 0 && opening) return opening === (pluralSubject(statement) ? 'they' : 'it');
    if (subject.length === 0) return clause.subject.length === 0 ? pronoun : clause.subject.every((term) => topic.has(term));
    return clause.subject.length > 0 && subject.every((term) => clause.subject.includes(term)) && clause.subject.every((term) => said.has(term) || topic.has(term));
  });
  if (!about) return null;
  return { ...entry, carried: new Set([...entry.carried, ...missing]) };
}

const SUBJECT_PRONOUNS = /^(?:it|they|its|their|this|these)$/i;

/** The "it"/"they" a claim's words hold before its first verb, or null. */
function pronounSubject(claim: string): string | null {
  const tokens = tagSentence(claim, 0);
  const verb = tokens.findIndex((token) => token.pos === 'VERB' || token.pos === 'AUX');
  const pronoun = tokens.slice(0, Math.max(0, verb)).find((token) => /^(?:it|they)$/i.test(token.text));
  return pronoun ? pronoun.text.toLowerCase() : null;
}

/** Whether the statement's subject ends on a plural noun ("Tardigrades have…", "The Alps are…"). */
function pluralSubject(statement: string): boolean {
  const tokens = tagSentence(statement, 0);
  const verb = tokens.findIndex((token) => token.pos === 'VERB' || token.pos === 'AUX');
  const head = tokens.slice(0, Math.max(0, verb)).filter((token) => token.pos === 'NOUN' || token.pos === 'PROPN').at(-1);
  if (head === undefined || !/s$/i.test(head.text)) return false;
  // The tagger keeps a name's "s" in its lemma ("Tardigrades"): the verb tells ("have", "are", "were").
  return head.lemma.toLowerCase() !== head.text.toLowerCase() || /^(?:are|were|have|do)$/i.test(tokens[verb]?.text ?? '');
}

/** The statement's subject: its terms before its first verb. */
function statementSubject(statement: string): string[] {
  const tokens = tagSentence(statement, 0);
  const verb = tokens.findIndex((token) => token.pos === 'VERB' || token.pos === 'AUX');
  const before = verb < 0 ? '' : statement.slice(0, tokens[verb]!.start);
  return termsOfWords(findWords(before)).flatMap((term) => term ?? []);
}

/** The candidates with the topic carried where it may be (see carryTopic); null when it may be carried into none. */
export function carryTopicInto(statement: string, candidates: RankedSentence[], index: MaterialIndex, topic: ReadonlySet<string>): RankedSentence[] | null {
  let changed = false;
  const carried = candidates.map((entry) => {
    const next = index.sentences[entry.position] ? carryTopic(statement, entry, topic) : null;
    if (next) changed = true;
    return next ?? entry;
  });
  return changed ? carried : null;
}
