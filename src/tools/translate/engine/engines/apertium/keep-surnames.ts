import type { EnglishWordKind } from './unknown-english-words';

/**
 * Apertium translates a surname that is also a word: "Tom Cook" → "Tom Cocinero", "Mary White" → "Mary
 * Blanca", "Ray Brent Marsh" → "Pantano de Brent del Ray". Capitalised words right after a first name
 * (the analyser reads it as a person's name) are a surname and go through as written, like a name after
 * a title (shield-segment.ts). At the start of a sentence, a first name that is also a word ("Will", "Bill",
 * "Ray") is not trusted; a line in title case (a heading) is left alone; a surname before "'s" is left to
 * the possessive steps.
 */
/** A word that may be a first name: capitalised, then small letters. */
const FIRST_NAME = /(?<![\p{L}\p{N}'’.-])\p{Lu}\p{Ll}+(?![\p{L}\p{N}'’-])/gu;
/** The capitalised words right after it (not one before "'s"), read from where the first name ends. */
const SURNAMES = /(\s+)(\p{Lu}\p{Ll}[\p{L}-]*(?:\s+\p{Lu}\p{Ll}[\p{L}-]*)*)(?![\p{L}\p{N}]|['’]s(?![\p{L}\p{N}]))/uy;

/** A heading in title case ("Tom Cook Goes To Town"): no small-letter word of four letters or more, no closing stop. */
function isTitleCase(text: string): boolean {
  return !/(?<![\p{L}\p{N}])\p{Ll}\p{L}{3}/u.test(text) && !/[.!?…]["'”’)»]*\s*$/u.test(text);
}

interface Chain {
  first: string;
  start: number;
  /** Where the surnames start and end. */
  from: number;
  to: number;
}

/** Every capitalised word followed by capitalised words, each a candidate (they may overlap: "Yesterday Tom Cook"). */
function findChains(segment: string): Chain[] {
  if (isTitleCase(segment)) return [];
  return [...segment.matchAll(FIRST_NAME)].flatMap((match) => {
    SURNAMES.lastIndex = match.index + match[0].length;
    const surnames = SURNAMES.exec(segment);
    if (!surnames) return [];
    const from = match.index + match[0].length + (surnames[1]?.length ?? 0);
    return [{ first: match[0], start: match.index, from, to: from + (surnames[2]?.length ?? 0) }];
  });
}

/** The first words of the possible name chains of an English segment: to ask the analyser about. */
export function listFirstNames(segment: string): string[] {
  return findChains(segment).map((chain) => chain.first);
}

/**
 * The segment with each surname chain after a first name replaced by what `shield` gives for it (a
 * sentinel the caller restores after Apertium).
 */
export function keepSurnames(segment: string, kinds: ReadonlyMap<string, EnglishWordKind>, shield: (surname: string) => string): string {
  const opening = /^[\s"'“‘«¿¡([]*/u.exec(segment)?.[0].length ?? 0;
  let out = '';
  let done = 0;
  for (const chain of findChains(segment)) {
    if (chain.start < done) continue;
    const kind = kinds.get(chain.first);
    if (kind !== 'first-name' && !(kind === 'ambiguous-first-name' && chain.start > opening)) continue;
    out += segment.slice(done, chain.from) + shield(segment.slice(chain.from, chain.to));
    done = chain.to;
  }
  return out + segment.slice(done);
}
