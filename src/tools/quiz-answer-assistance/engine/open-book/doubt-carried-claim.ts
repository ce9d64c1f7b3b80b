import { findWords, termsOf } from '../read/content-words';
import type { MaterialIndex } from './index-material';
import { judgeStatementByClauses } from './judge-statement';
import type { RankedSentence } from './rank-sentences';
import { nameTerms } from './read-clauses';

/**
 * Whether a "True" that rests on words a sentence inherits through a pronoun should be doubted. Against "The novel
 * was written by Mark Twain in 1884. His friend William Howells edited it.", the second sentence holds every word of
 * "The novel was written by Howells" (novel and written through "it") and of "The novel was edited by Mark Twain"
 * (Mark Twain through "His"), yet neither is stated: the first because the sentence the words come from says
 * otherwise, the second because the statement's person comes only through a possessive ("His friend") while the
 * sentence names another person of its own, who did what the statement says.
 */
/** A sentence that opens on one or some of a group a pronoun stands for: "One of them", "Two of these", "Several of those men". */
const PARTITIVE_OPENING = /^\W*(?:one|two|three|four|five|some|several|many|most|few|each|either|neither|none|all|both)\s+of\s+(?:them|these|those|whom)\b/i;

export function doubtsCarriedClaim(statement: string, entry: RankedSentence, index: MaterialIndex): boolean {
  if (entry.carried.size === 0) return false;
  const previous = index.sentences[entry.position - 1];
  if (previous && judgeStatementByClauses(statement, { sentence: previous, position: entry.position - 1, score: 0, matched: new Set(), carried: new Set() }, index) === 'contradicts') return true;
  // "His friend William Howells edited it": the pronoun names whose friend, not who edited; "It left Southampton" names the actor.
  // "One of them, Canvass White, …" (s39): the pronoun names the group, and the sentence names the one of it who acted.
  if (!/^\W*(?:his|her|their|its)\b/i.test(entry.sentence.text) && !PARTITIVE_OPENING.test(entry.sentence.text)) return false;
  const statementTerms = new Set(termsOf(statement));
  const own = entry.sentence.terms;
  const carriedName = [...nameTerms(findWords(statement))].some((name) => entry.carried.has(name) && !own.has(name));
  const otherName = [...nameTerms(entry.sentence.words)].some((name) => !statementTerms.has(name));
  return carriedName && otherName;
}
