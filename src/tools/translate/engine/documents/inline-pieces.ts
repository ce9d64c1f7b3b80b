/**
 * A block whose text changes formatting midway (a bold word, a link) is sent as numbered inline tags,
 * `<g1>Hello </g1><g2>world</g2>`, so the engine keeps the run boundaries where the meaning goes:
 * the pipeline protects the tags as markup, and the engine may move them with the words they wrap.
 */
export function joinPieces(texts: string[]): string {
  if (texts.length === 1) return texts[0] ?? '';
  return texts.map((text, index) => `<g${index + 1}>${text}</g${index + 1}>`).join('');
}

const TAG = /<(\/?)g(\d+)>/g;

export interface SplitPieces {
  /** One text per piece; read in piece order they always give the translation in its own word order. */
  texts: string[];
  /** False when tags were lost or moved: the words are right, the formatting was simplified. */
  intact: boolean;
}

/**
 * The translated text of each piece, from a reply to `joinPieces`. Text the engine left outside every
 * tag goes to the piece before it. Pieces the engine reordered ("the <b>red</b> car" → "el coche rojo")
 * are filled in reading order, since the document keeps its runs in their places; when tags are lost
 * or broken, the whole translation goes to the first piece and the others are emptied.
 */
export function splitPieces(translation: string, count: number): SplitPieces {
  if (count === 1) return { texts: [translation], intact: true };
  const found = readTaggedPieces(translation, count);
  if (!found) return { texts: [stripPieceTags(translation), ...Array.from({ length: count - 1 }, () => '')], intact: false };
  const inOrder = found.every((piece, index) => piece.id === index);
  return { texts: found.map((piece) => piece.text), intact: inOrder };
}

function readTaggedPieces(translation: string, count: number): Array<{ id: number; text: string }> | undefined {
  const pieces: Array<{ id: number; text: string }> = [];
  let open: number | undefined;
  let cursor = 0;
  for (const match of translation.matchAll(TAG)) {
    const between = translation.slice(cursor, match.index);
    const current = pieces.at(-1);
    if (current) current.text += between;
    else if (between) return undefined;
    cursor = match.index + match[0].length;
    const id = Number(match[2]) - 1;
    const closing = match[1] === '/';
    if (id < 0 || id >= count) return undefined;
    if (closing) {
      if (open !== id) return undefined;
      open = undefined;
    } else {
      if (open !== undefined || pieces.some((piece) => piece.id === id)) return undefined;
      open = id;
      pieces.push({ id, text: '' });
    }
  }
  const last = pieces.at(-1);
  if (open !== undefined || pieces.length !== count || !last) return undefined;
  last.text += translation.slice(cursor);
  return pieces;
}

export function stripPieceTags(text: string): string {
  return text.replace(TAG, '');
}
