import type { TranslateBlocks } from './translate-blocks';

export interface BatchOptions {
  /** Characters per engine call: fewer calls for a long document, each still a modest request. */
  maxChars?: number;
  /** Blocks done so far and in all, after each call: the page shows it as progress. */
  onProgress?: (done: number, total: number) => void;
}

const SEPARATOR = '\n\n';

/**
 * Block translation on top of a text translator: neighbouring blocks go in one call, separated by a
 * blank line, and come back split on blank lines. When an engine merges or splits paragraphs, that
 * batch is translated again block by block, so a block never receives another block's words.
 */
export function batchBlocks(translateText: (text: string) => Promise<string>, { maxChars = 4000, onProgress }: BatchOptions = {}): TranslateBlocks {
  return async (texts) => {
    const out: string[] = [];
    let done = 0;
    for (const batch of groupBlocks(texts, maxChars)) {
      out.push(...(await translateBatch(batch, translateText)));
      done += batch.length;
      onProgress?.(done, texts.length);
    }
    return out;
  };
}

function groupBlocks(texts: string[], maxChars: number): string[][] {
  const batches: string[][] = [];
  let current: string[] = [];
  let size = 0;
  for (const text of texts) {
    const alone = /\n\s*\n/.test(text);
    if (current.length > 0 && (alone || size + text.length > maxChars)) {
      batches.push(current);
      current = [];
      size = 0;
    }
    current.push(text);
    size += text.length + SEPARATOR.length;
    if (alone) {
      batches.push(current);
      current = [];
      size = 0;
    }
  }
  if (current.length > 0) batches.push(current);
  return batches;
}

async function translateBatch(batch: string[], translateText: (text: string) => Promise<string>): Promise<string[]> {
  const [only] = batch;
  if (batch.length === 1 && only !== undefined) return [await translateText(only)];
  const parts = (await translateText(batch.join(SEPARATOR))).split(/\n[^\S\n]*\n\s*/);
  if (parts.length === batch.length) return parts.map((part) => part.trim());
  const one: string[] = [];
  for (const text of batch) one.push(await translateText(text));
  return one;
}
