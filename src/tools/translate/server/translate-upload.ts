import { countWords } from '../../../domain/word-count';
import type { ToolEngine, ToolRunContext } from '../../../platform/engine';
import type { ParsedTranslateInput, TranslateResult } from '../contract';
import { batchBlocks } from '../engine/documents/batch-blocks';
import { stripPieceTags } from '../engine/documents/inline-pieces';
import type { DocumentFormat, TranslatedDocument } from '../engine/documents/translate-document';
import { runDocumentJob } from '../../../server/extract/extract-in-worker';
import { extractDocumentText } from '../../../server/extract/extract-text';
import { rebuildTranslatedDocument, splitDocumentIntoBlocks } from './split-document';
import type { UploadFormat } from './document-format';

export type DocumentOptions = Omit<ParsedTranslateInput, 'text'>;

export interface PreparedUpload {
  /** What history keeps and the word limit counts: the options and the document's text. */
  input: ParsedTranslateInput;
  words: number;
  /**
   * Translates with the given engine; the file and a translate result of the whole document.
   * `onProgress` hears the characters translated so far out of all, after each engine call.
   */
  translate(engine: ToolEngine<unknown, unknown>, context: ToolRunContext, onProgress?: (done: number, total: number) => void): Promise<{ bytes: Uint8Array; result: TranslateResult }>;
}

/**
 * Reads an upload once without translating (to count its words before a request is taken), and
 * gives the run that translates it block by block through the translate engine, so documents get
 * the same detection, protection, glossary and engine choice as pasted text.
 */
export async function prepareUpload(fileName: string, format: UploadFormat, bytes: Uint8Array, options: DocumentOptions): Promise<PreparedUpload> {
  // A PDF's layout cannot be rebuilt: its text is read as the extract route reads it, and comes back as text.
  const source = format === 'pdf' ? new TextEncoder().encode(await extractDocumentText(fileName, bytes)) : bytes;
  const textFormat: DocumentFormat = format === 'pdf' ? 'txt' : format;
  const calls = await splitDocument(textFormat, source, options.target);
  const blocks = calls.flat().map(stripPieceTags);
  const totalChars = countChars(calls.flat());
  const text = blocks.join('\n\n');

  return {
    input: { ...options, text },
    words: countWords(text),
    async translate(engine, context, onProgress) {
      const results: TranslateResult[] = [];
      let sourceLanguage = options.source;
      const translateText = async (blockText: string) => {
        const result = (await engine.run({ ...options, source: sourceLanguage, text: blockText }, context)) as TranslateResult;
        // One language for the whole document: short blocks (a heading, a cell) are easy to misdetect.
        sourceLanguage = result.source.code;
        results.push(result);
        return result.translation;
      };
      const translations: string[][] = [];
      // A document's text comes in several calls (body, headers, notes…): progress counts across all of them.
      let doneChars = 0;
      for (const texts of calls) {
        const report = (done: number) => onProgress?.(doneChars + countChars(texts.slice(0, done)), totalChars);
        translations.push(await batchBlocks(translateText, { onProgress: report })(texts));
        doneChars += countChars(texts);
      }
      const document = await rebuildDocument(textFormat, source, options.target, translations, sourceLanguage === 'auto' ? undefined : sourceLanguage);
      const translatedBlocks = translations.flat().map(stripPieceTags);
      return { bytes: document.bytes, result: summarize(blocks, translatedBlocks, results, options, document.simplified) };
    },
  };
}

/**
 * Parsing a large .docx or HTML file takes the CPU for seconds: above INLINE_DOCUMENT_BYTES it is
 * read and rebuilt in the document thread (under extraction's caps and turns), so other users'
 * requests never wait behind it. Smaller files take milliseconds, less than starting a thread.
 */
export const INLINE_DOCUMENT_BYTES = 64 * 1024;

async function splitDocument(format: DocumentFormat, bytes: Uint8Array, target: string): Promise<string[][]> {
  if (bytes.length <= INLINE_DOCUMENT_BYTES) return splitDocumentIntoBlocks(format, bytes, target);
  const reply = await runDocumentJob({ task: 'split', format, bytes, target });
  return 'calls' in reply ? reply.calls : [];
}

async function rebuildDocument(format: DocumentFormat, bytes: Uint8Array, target: string, translations: string[][], sourceLanguage: string | undefined): Promise<TranslatedDocument> {
  if (bytes.length <= INLINE_DOCUMENT_BYTES) return rebuildTranslatedDocument(format, bytes, target, translations, sourceLanguage);
  const reply = await runDocumentJob({ task: 'rebuild', format, bytes, target, translations, ...(sourceLanguage ? { source: sourceLanguage } : {}) });
  if (!('document' in reply)) throw new Error('The document thread answered without a document.');
  return reply.document;
}

function countChars(texts: readonly string[]): number {
  return texts.reduce((sum, text) => sum + text.length, 0);
}

function summarize(blocks: string[], translated: string[], results: TranslateResult[], options: DocumentOptions, simplified: number): TranslateResult {
  const first = results[0];
  const glossary = new Map<string, { source: string; target: string; count: number }>();
  for (const entry of results.flatMap((result) => result.glossaryApplied)) {
    const key = `${entry.source}\u0000${entry.target}`;
    const known = glossary.get(key);
    if (known) known.count += entry.count;
    else glossary.set(key, { ...entry });
  }
  const notes = [...new Set(results.flatMap((result) => result.notes))];
  if (simplified > 0) {
    notes.push(`The engine moved or dropped formatting in ${simplified} paragraph${simplified === 1 ? '' : 's'}: their words are translated, their bold or italic may have shifted.`);
  }
  if (!first) notes.push('The document has no text to translate; it is returned unchanged.');
  return {
    translation: translated.join('\n\n'),
    source: first ? { code: first.source.code, detected: options.source === 'auto' } : { code: options.source, detected: false },
    target: first?.target ?? options.target,
    engine: first?.engine ?? (options.engine === 'auto' ? 'apertium' : options.engine),
    ...(first?.pivot ? { pivot: first.pivot } : {}),
    segments: blocks.map((source, index) => ({ source, target: translated[index] ?? '' })),
    glossaryApplied: [...glossary.values()],
    notes,
  };
}
