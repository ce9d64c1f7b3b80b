import { extname } from 'node:path';
import { ApiError } from '../http/api-error';
import { stripUnstorableText } from '../http/find-unstorable-text';
import { checkDocxSize } from './check-docx-size';
import { extractInWorker, type ExtractBudget } from './extract-in-worker';
import { MAX_EXTRACTED_CHARS } from './extract-limits';
import { isUtf8, readDocument, startsWith, textTooLong, type DocumentKind } from './read-document';

export { MAX_UPLOAD_BYTES } from './extract-limits';
export type { DocumentKind } from './read-document';

const KIND_BY_EXTENSION: Record<string, DocumentKind> = {
  '.txt': 'text',
  '.text': 'text',
  '.md': 'text',
  '.markdown': 'text',
  '.docx': 'docx',
  '.pdf': 'pdf',
};

/**
 * Decides how to read an upload from its extension, falling back to its first bytes, so a PDF
 * saved without an extension still works and a .doc or image is refused with a clear reason.
 */
export function detectDocumentKind(fileName: string, bytes: Uint8Array): DocumentKind {
  const byExtension = KIND_BY_EXTENSION[extname(fileName).toLowerCase()];
  if (byExtension) return byExtension;
  if (startsWith(bytes, '%PDF-')) return 'pdf';
  if (startsWith(bytes, 'PK\u0003\u0004') && !extname(fileName)) return 'docx';
  if (!extname(fileName) && isUtf8(bytes)) return 'text';
  throw new ApiError(
    415,
    'unsupported_file_type',
    `Files of type "${extname(fileName) || 'unknown'}" cannot be read. Upload a .txt, .md, .docx or .pdf file.`,
  );
}

/**
 * Plain text of a document; a damaged file becomes a 422 and one too large to read (once unpacked,
 * or by pages or characters) a 413, with a message the user can act on.
 */
export async function extractDocumentText(fileName: string, bytes: Uint8Array, budget?: ExtractBudget): Promise<string> {
  const kind = detectDocumentKind(fileName, bytes);
  if (kind === 'docx' && startsWith(bytes, 'PK\u0003\u0004')) checkDocxSize(bytes);
  // Decoding UTF-8 is linear and quick; only the zip and PDF parsers need a thread of their own.
  const text = kind === 'text' ? await readDocument(kind, bytes) : await extractInWorker(kind, bytes, budget);
  // NUL and lone surrogates cannot be stored (PostgreSQL text) and are never writing.
  const cleaned = stripUnstorableText(text).replace(/\r\n?/g, '\n').trim();
  if (cleaned.length > MAX_EXTRACTED_CHARS) throw textTooLong();
  if (!cleaned) {
    throw new ApiError(
      422,
      'no_text_found',
      kind === 'pdf'
        ? 'No text was found in this PDF. It may be a scanned image; paste the text instead.'
        : 'No text was found in this file.',
    );
  }
  return cleaned;
}
