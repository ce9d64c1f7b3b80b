import type { Evidence } from '../../contract';
import { termOf } from '../read/content-words';
import type { MaterialIndex } from './index-material';

/**
 * "What pen name did Bronte use?" — '…published … under the pen name "Currer Bell", which Brontë used…' (s39); "What pen
 * name did Stevenson use in the magazine?" — "It appeared … in Young Folks …, under the pen name Captain George North" (s37).
 * The stated-fact reader wants the question's verb ("use") in the claim, and the material rarely says it. Read here: the
 * name right after "pen name" / "pseudonym" / "nom de plume", given only when every such name in the material is the same
 * one and the person the question names stands in that sentence or the one before it.
 */
export interface PenNameAnswer {
  text: string;
  offset: number;
  length: number;
  sentence: Evidence;
}

const ASK = /^\s*(?:under\s+)?(?:what|which)\s+(?:pen[\s-]?name|pseudonym|nom\s+de\s+plume)\b(.*)$/i;
const GIVEN = /\b(?:pen[\s-]?name|pseudonym|nom\s+de\s+plume)\s+(?:of\s+)?["“]?(\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){0,3})["”]?/gu;

export function findPenName(question: string, index: MaterialIndex): PenNameAnswer | null {
  const rest = ASK.exec(question)?.[1];
  if (rest === undefined) return null;
  // The person asked about: the question's capitalised words ("Bronte", "Stevenson").
  const people = [...rest.matchAll(/\b\p{Lu}[\p{L}'’-]+/gu)].flatMap((match) => termOf(match[0]) ?? []);
  if (people.length === 0) return null;
  const found: Array<{ name: string; at: number; sentence: Evidence }> = [];
  index.sentences.forEach((sentence, position) => {
    for (const match of sentence.text.matchAll(GIVEN)) {
      const near = [sentence, index.sentences[position - 1]].filter((entry) => entry !== undefined);
      if (!people.some((person) => near.some((entry) => entry.terms.has(person)))) continue;
      const name = match[1]!;
      found.push({ name, at: sentence.offset + (match.index ?? 0) + match[0].indexOf(name), sentence: { text: sentence.text, offset: sentence.offset, length: sentence.length } });
    }
  });
  const first = found[0];
  if (!first || found.some((entry) => entry.name !== first.name)) return null;
  // Every pen name the material gives, tied to the person or not, must be this one: two writers' pen names leave it open.
  const all = index.sentences.flatMap((sentence) => [...sentence.text.matchAll(GIVEN)].map((match) => match[1]!));
  if (all.some((name) => name !== first.name)) return null;
  return { text: first.name, offset: first.at, length: first.name.length, sentence: first.sentence };
}
