import type { Evidence } from '../../contract';

// Abbreviations whose full stop does not end a sentence ("Marbury v. Madison", "c. 1500").
const ABBREVIATIONS = new Set(
  'mr mrs ms dr prof sr jr st vs etc e.g i.e fig figs no nos approx ca cf al jan feb mar apr jun jul aug sep sept oct nov dec inc ltd co corp mt ft gen gov sen rep rev u.s u.k v c pp vol'.split(' '),
);

/**
 * The sentences of the material, each with its offset and length in the material as given (so the
 * page can highlight exactly that text). Line breaks end a sentence too: notes are often bullet lists.
 */
export function segmentSentences(material: string): Evidence[] {
  const sentences: Evidence[] = [];
  const boundary = /[.!?]+["'”’)\]]*(?=\s+["'“‘([]?[\p{Lu}\d])|\n\s*\n|\n(?=\s*(?:[-•*]|\d+[.)]|[\p{Lu}]))/gu;
  let start = 0;
  for (const match of material.matchAll(boundary)) {
    const end = (match.index ?? 0) + match[0].length;
    if (match[0].startsWith('.') && endsWithAbbreviation(material.slice(start, match.index))) continue;
    pushSentence(sentences, material, start, end);
    start = end;
  }
  pushSentence(sentences, material, start, material.length);
  return sentences;
}

function endsWithAbbreviation(text: string): boolean {
  const last = /(\S+)$/.exec(text)?.[1] ?? '';
  // A lone capital is an initial ("J. K. Rowling").
  return ABBREVIATIONS.has(last.toLowerCase().replace(/^[("']/, '')) || /^\p{Lu}$/u.test(last);
}

function pushSentence(sentences: Evidence[], material: string, start: number, end: number): void {
  let from = start;
  let to = end;
  while (from < to && /\s/.test(material[from] ?? '')) from++;
  while (to > from && /\s/.test(material[to - 1] ?? '')) to--;
  if (to - from < 2 || !/[\p{L}\p{N}]/u.test(material.slice(from, to))) return;
  sentences.push({ text: material.slice(from, to), offset: from, length: to - from });
}
