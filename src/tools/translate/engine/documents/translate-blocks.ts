/**
 * Translates the text of a document's blocks (paragraphs, cells, headings), one reply per block in
 * order. Readers and writers take it as a callback so they stay pure and testable without an engine.
 */
export type TranslateBlocks = (texts: string[]) => Promise<string[]>;

/** Blocks with no letters (numbers, bullets, rules) are kept as they are and cost no engine call. */
export function hasWords(text: string): boolean {
  return /\p{L}/u.test(text);
}

/** Sends only the blocks with words; the others come back unchanged. */
export async function translateWordyBlocks(texts: string[], translateBlocks: TranslateBlocks): Promise<string[]> {
  const wordy = texts.flatMap((text, index) => (hasWords(text) ? [index] : []));
  if (wordy.length === 0) return [...texts];
  const replies = await translateBlocks(wordy.map((index) => texts[index] ?? ''));
  if (replies.length !== wordy.length) throw new Error(`Expected ${wordy.length} translated blocks, got ${replies.length}`);
  const out = [...texts];
  wordy.forEach((index, position) => (out[index] = replies[position] ?? ''));
  return out;
}
