import { countWords } from '../../domain/word-count';
import type { ToolEngine, ToolRunContext } from '../../tools/engine';
import type { ParsedTranslateInput, TranslateResult } from '../../tools/translate/contract';
import { batchBlocks } from '../../tools/translate/documents/batch-blocks';
import { stripPieceTags } from '../../tools/translate/documents/inline-pieces';
import { translateDocument } from '../../tools/translate/documents/translate-document';
import { translatePlainText } from '../../tools/translate/documents/translate-plain-text';
import { extractDocumentText } from '../extract/extract-text';
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
  const textFormat = format === 'pdf' ? 'txt' : format;
  const blocks: string[] = [];
  let totalChars = 0;
  await runDocument(async (texts) => {
    // A loop, not push(...texts): spreading 100,000 blocks as arguments overflows the stack (a 500).
    for (const text of texts) blocks.push(stripPieceTags(text));
    totalChars += countChars(texts);
    return texts;
  });
  const text = blocks.join('\n\n');

  function runDocument(translateBlocks: (texts: string[]) => Promise<string[]>) {
    return format === 'pdf'
      ? translatePlainText(new TextDecoder().decode(source), translateBlocks).then((out) => ({ bytes: new TextEncoder().encode(out), simplified: 0 }))
      : translateDocument(textFormat as Exclude<UploadFormat, 'pdf'>, source, translateBlocks, options.target);
  }

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
      const translatedBlocks: string[] = [];
      // A document's text comes in several calls (body, headers, notes…): progress counts across all of them.
      let doneChars = 0;
      const document = await runDocument(async (texts) => {
        const report = (done: number) => onProgress?.(doneChars + countChars(texts.slice(0, done)), totalChars);
        const out = await batchBlocks(translateText, { onProgress: report })(texts);
        doneChars += countChars(texts);
        for (const text of out) translatedBlocks.push(stripPieceTags(text));
        return out;
      });
      return { bytes: document.bytes, result: summarize(blocks, translatedBlocks, results, options, document.simplified) };
    },
  };
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
