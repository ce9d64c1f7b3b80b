import type { Evidence } from '../../contract';
import { termOf, termsOf } from '../read/content-words';
import type { RankedSentence } from './rank-sentences';
import { isCountryName } from '../read/country-names';

/**
 * "Which two countries is Lake Titicaca between?" — "…on the border between Peru and Bolivia" (s39); "Which two cities did
 * the dust of May 1934 fall on?" — "…where it fell on New York and Washington" (s38). The stated-fact reader never answers
 * one name of a list, so a question that asks for two got hints. Read here: the question says "two" and the kind of thing;
 * the best sentence that holds every other word of the question (in its own words or through a pronoun) names exactly one
 * pair "A and B" of capitalised names, and no other of the best sentences holding the question names another pair.
 */
export interface PairAnswer {
  text: string;
  offset: number;
  length: number;
  sentence: Evidence;
}

const ASK = /^\s*(?:which|what)\s+two\s+(\p{L}+)\b(.*)$/iu;
const NAME = String.raw`\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){0,2}`;
const PAIR = new RegExp(String.raw`(?<!,\s?)(?<!\p{Lu}[\p{L}.]*\s)\b(?:the\s+)?(${NAME})\s+and\s+(?:the\s+)?(${NAME})\b(?!\s*,\s*\p{Lu})`, 'gu');
const SENTENCES_READ = 3;

export function findAskedPair(question: string, ranked: RankedSentence[]): PairAnswer | null {
  const asked = ASK.exec(question);
  if (!asked) return null;
  const kind = termOf(asked[1]!);
  const wanted = termsOf(asked[2]!).filter((term) => term !== kind);
  if (wanted.length === 0) return null;
  const found: PairAnswer[] = [];
  for (const entry of ranked.slice(0, SENTENCES_READ)) {
    const held = (term: string) => entry.sentence.terms.has(term) || entry.carried.has(term);
    if (!wanted.every(held)) continue;
    const pairs = [...entry.sentence.text.matchAll(PAIR)].filter((match) => !wanted.some((term) => termsOf(match[0]).includes(term)) && ofAskedKind([match[1]!, match[2]!], asked[1]!, entry.sentence.text));
    // A sentence that holds the question and names no pair says nothing here; one that names two pairs leaves it open.
    if (pairs.length === 0) continue;
    if (pairs.length > 1) return null;
    const match = pairs[0]!;
    const start = entry.sentence.offset + (match.index ?? 0);
    found.push({ text: match[0], offset: start, length: match[0].length, sentence: { text: entry.sentence.text, offset: entry.sentence.offset, length: entry.sentence.length } });
  }
  const first = found[0];
  return first && found.every((entry) => entry.text === first.text) ? first : null;
}

/**
 * Whether both names are of the kind asked: "Which two seas…?" against "…links Europe and Asia … the Mediterranean Sea and the
 * Red Sea" (s14) — where the sentence writes the kind into its names ("Sea"), both must carry it; two countries must both be
 * countries. Other kinds (cities, planets) are not checked.
 */
function ofAskedKind(names: string[], kindWord: string, sentence: string): boolean {
  const kind = termOf(kindWord);
  if (/^countr/i.test(kindWord)) return names.every((name) => isCountryName(name));
  const carries = (name: string) => name.split(/\s+/).some((word) => /^\p{Lu}/u.test(word) && termOf(word) === kind);
  const written = [...sentence.matchAll(/\b\p{Lu}[\p{L}'’-]*/gu)].some((match) => termOf(match[0]) === kind);
  return !written || names.every(carries);
}
