export interface Chunk {
  start: number;
  text: string;
}

/**
 * Cuts text into pieces of about `size` characters, each ending at a paragraph break or, failing
 * that, a sentence end, so that no sentence is split and the worker can take other requests
 * between pieces.
 */
export function splitIntoChunks(text: string, size: number): Chunk[] {
  const chunks: Chunk[] = [];
  let start = 0;
  while (start < text.length) {
    let end = Math.min(text.length, start + size);
    if (end < text.length) {
      const window = text.slice(start + Math.floor(size / 2), end);
      const paragraph = window.lastIndexOf('\n');
      const sentence = Math.max(window.lastIndexOf('. '), window.lastIndexOf('? '), window.lastIndexOf('! '));
      const cut = paragraph >= 0 ? paragraph + 1 : sentence >= 0 ? sentence + 2 : -1;
      if (cut > 0) end = start + Math.floor(size / 2) + cut;
    }
    chunks.push({ start, text: text.slice(start, end) });
    start = end;
  }
  return chunks;
}
