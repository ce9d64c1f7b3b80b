import type { Evidence } from '../../contract';
import { termOf } from '../read/content-words';
import type { MaterialIndex } from './index-material';

/**
 * "Who wrote Extraordinary Popular Delusions…?" — "…through Charles Mackay's 1841 book Extraordinary Popular Delusions…"
 * (s37); "Who wrote The Grapes of Wrath?" — "John Steinbeck told the story … in his novel The Grapes of Wrath" (s38);
 * "Which poet wrote a poem about the disaster?" — "The disaster is also remembered through a poem by William McGonagall"
 * (s37). The material names the writer through the work, not with the question's verb, so the stated-fact reader (which
 * needs that verb) refuses. Read here, only from three plain ties of a person to a work noun: "X's [year] book T", "his/her
 * novel T" in a sentence that opens on X, and "a poem by X" (with the question's other words in that sentence); the answer
 * is given only when every tie in the material gives the same person.
 */
export interface AuthorAnswer {
  text: string;
  offset: number;
  length: number;
  sentence: Evidence;
}

const WORK = String.raw`(?:book|novel|novella|poem|play|story|essay|pamphlet|treatise|opera|symphony|song|hymn|memoir|biography|history|report)`;
const NAME = String.raw`(\p{Lu}[\p{L}'’.-]*(?:\s+(?:de|da|del|van|von|le|la)?\s*\p{Lu}[\p{L}'’.-]*){0,3})`;
const ASK = /^\s*(?:who|which\s+(?:author|writer|poet|novelist|playwright|dramatist|composer|historian))\s+(?:wrote|composed|penned|authored)\s+(.+?)\s*\??\s*$/i;

export function findAuthor(question: string, index: MaterialIndex): AuthorAnswer | null {
  const asked = ASK.exec(question)?.[1]?.replace(/^["“']|["”']$/g, '').trim();
  if (!asked) return null;
  const description = new RegExp(String.raw`^(?:a|an|the)\s+(${WORK})\b\s*(.*)$`, 'iu').exec(asked);
  const found: Array<{ name: string; at: number; sentence: Evidence }> = [];
  for (const sentence of index.sentences) {
    const text = sentence.text;
    const add = (name: string, at: number) => found.push({ name, at: sentence.offset + at, sentence: { text, offset: sentence.offset, length: sentence.length } });
    if (description) {
      // "a poem about the disaster": the sentence must say what the work is about, and tie that kind of work to a person.
      const rest = (description[2] ?? '').split(/\s+/).flatMap((word) => termOf(word) ?? []);
      if (!rest.every((term) => sentence.terms.has(term))) continue;
      const by = new RegExp(String.raw`\b(?:a|an|the|his|her)\s+(?:[\p{Ll}-]+\s+){0,2}${description[1]}\s+by\s+(?:the\s+(?:[\p{Ll}-]+\s+){0,3})?${NAME}`, 'giu');
      for (const match of text.matchAll(by)) add(match[1]!, (match.index ?? 0) + match[0].length - match[1]!.length);
      continue;
    }
    // A title: capitalised, found as written.
    if (!/^\p{Lu}/u.test(asked)) return null;
    let from = 0;
    for (let at = text.indexOf(asked, from); at >= 0; at = text.indexOf(asked, from)) {
      from = at + asked.length;
      const before = text.slice(0, at);
      const owned = new RegExp(String.raw`${NAME}['’]s\s+(?:\d{4}\s+)?(?:[\p{Ll}-]+\s+){0,2}${WORK}\s*[,"“]?\s*$`, 'u').exec(before);
      if (owned) {
        add(owned[1]!, owned.index);
        continue;
      }
      // "John Steinbeck told the story … in his novel The Grapes of Wrath": the work is the one the sentence's subject wrote.
      if (new RegExp(String.raw`\b(?:his|her)\s+(?:[\p{Ll}-]+\s+){0,2}${WORK}\s*[,"“]?\s*$`, 'u').test(before)) {
        const subject = new RegExp(String.raw`^\s*${NAME}\s+\p{Ll}`, 'u').exec(text);
        if (subject && /\s/.test(subject[1]!)) add(subject[1]!, subject.index + subject[0].indexOf(subject[1]!));
      }
    }
  }
  const names = new Set(found.map((entry) => entry.name.split(/\s+/).at(-1)));
  if (found.length === 0 || names.size !== 1) return null;
  const first = found[0]!;
  return { text: first.name, offset: first.at, length: first.name.length, sentence: first.sentence };
}
