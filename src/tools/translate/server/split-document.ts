import type { DocumentFormat, TranslatedDocument } from '../engine/documents/translate-document';
import { translateDocument } from '../engine/documents/translate-document';

/**
 * A document's text as the translate pipeline reads it: one list of blocks per reader call (body,
 * headers, notes…), in order, without translating. Pure and synchronous in effect, so it can run in
 * the document thread (document-job.ts) and the server's thread never parses a large file.
 */
export async function splitDocumentIntoBlocks(format: DocumentFormat, bytes: Uint8Array, target: string): Promise<string[][]> {
  const calls: string[][] = [];
  await translateDocument(
    format,
    bytes,
    async (texts) => {
      calls.push(texts);
      return texts;
    },
    target,
  );
  return calls;
}

/**
 * The same document rebuilt with `translations` (one list per reader call, as splitDocumentIntoBlocks
 * gave them). `source` is the language the text was translated from, detected if it was not given.
 */
export async function rebuildTranslatedDocument(format: DocumentFormat, bytes: Uint8Array, target: string, translations: string[][], source?: string): Promise<TranslatedDocument> {
  let call = 0;
  return translateDocument(
    format,
    bytes,
    async (texts) => {
      const out = translations[call++];
      if (!out || out.length !== texts.length) throw new Error(`The document was read differently the second time (call ${call}: ${texts.length} blocks, ${out?.length ?? 0} translated).`);
      return out;
    },
    target,
    source,
  );
}
