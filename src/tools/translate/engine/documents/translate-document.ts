import { ToolInputError } from '../../../../platform/engine';
import type { TranslateBlocks } from './translate-blocks';
import { translateDocx } from './translate-docx';
import { translateHtml } from './translate-html';
import { translateMarkdown } from './translate-markdown';
import { translatePlainText } from './translate-plain-text';

/** The formats that come back in the format they went in. */
export type DocumentFormat = 'txt' | 'md' | 'html' | 'docx';

export interface TranslatedDocument {
  bytes: Uint8Array;
  /** Paragraphs whose inline formatting was simplified because the engine lost or moved it. */
  simplified: number;
}

/**
 * A document translated into the same format, structure and inline formatting kept. With `target`
 * (and `source`, once known) the document's language declarations are made the target's.
 */
export async function translateDocument(format: DocumentFormat, bytes: Uint8Array, translateBlocks: TranslateBlocks, target?: string, source?: string): Promise<TranslatedDocument> {
  if (format === 'docx') return translateDocx(bytes, translateBlocks, target && source ? { source, target } : undefined);
  const { text, bom } = decodeUtf8(bytes);
  const encode = (out: string) => new TextEncoder().encode(bom + out);
  switch (format) {
    case 'txt':
      return { bytes: encode(await translatePlainText(text, translateBlocks)), simplified: 0 };
    case 'md':
      return { bytes: encode(await translateMarkdown(text, translateBlocks)), simplified: 0 };
    case 'html': {
      const { html, simplified } = await translateHtml(text, translateBlocks, target, source);
      return { bytes: encode(html), simplified };
    }
  }
}

function decodeUtf8(bytes: Uint8Array): { text: string; bom: string } {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    throw new ToolInputError('This file is not UTF-8 text. Save it as UTF-8 and try again.');
  }
  const bom = text.startsWith('\uFEFF') ? '\uFEFF' : '';
  return { text: text.slice(bom.length), bom };
}
