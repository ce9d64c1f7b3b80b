/** A run of text, and the index of the sentence it belongs to (null for the spaces between sentences). */
export interface Piece {
  text: string;
  segment: number | null;
}

/**
 * Cuts `text` into the given sentences, in order, and what lies between them, so each sentence can be
 * highlighted on its own. The engine may trim or re-space a sentence, so each is looked for trimmed, from
 * where the previous one ended; a sentence that cannot be found is left out (the text is never altered).
 */
export function splitBySegments(text: string, sentences: readonly string[]): Piece[] {
  const pieces: Piece[] = [];
  let cursor = 0;
  sentences.forEach((sentence, index) => {
    const needle = sentence.trim();
    if (!needle) return;
    const at = text.indexOf(needle, cursor);
    if (at < 0) return;
    if (at > cursor) pieces.push({ text: text.slice(cursor, at), segment: null });
    pieces.push({ text: needle, segment: index });
    cursor = at + needle.length;
  });
  if (cursor < text.length) pieces.push({ text: text.slice(cursor), segment: null });
  return pieces;
}
