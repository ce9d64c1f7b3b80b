import mammoth from 'mammoth';
import { extname } from 'node:path';
import { extractText as extractPdfText, getDocumentProxy } from 'unpdf';
import { ApiError } from '../http/api-error';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export type DocumentKind = 'text' | 'docx' | 'pdf';

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

/** Plain text of a document; a damaged file becomes a 422 with a message the user can act on. */
export async function extractDocumentText(fileName: string, bytes: Uint8Array): Promise<string> {
  const kind = detectDocumentKind(fileName, bytes);
  const text = await readByKind(kind, bytes);
  const cleaned = text.replaceAll('\u0000', '').replace(/\r\n?/g, '\n').trim();
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

async function readByKind(kind: DocumentKind, bytes: Uint8Array): Promise<string> {
  switch (kind) {
    case 'text':
      if (!isUtf8(bytes)) throw unreadable('This file is not UTF-8 text. Save it as UTF-8 (or as .docx or .pdf) and try again.');
      return new TextDecoder('utf-8').decode(bytes).replace(/^\uFEFF/, '');
    case 'docx':
      if (!startsWith(bytes, 'PK\u0003\u0004')) throw unreadable('This .docx file is damaged or is not a Word document.');
      try {
        const { value } = await mammoth.extractRawText({ buffer: Buffer.from(bytes) });
        return value;
      } catch {
        throw unreadable('This .docx file is damaged or is not a Word document.');
      }
    case 'pdf':
      if (!startsWith(bytes, '%PDF-')) throw unreadable('This .pdf file is damaged or is not a PDF.');
      try {
        // pdf.js takes ownership of the buffer it is given, so it gets a copy.
        const document = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 });
        const { text } = await extractPdfText(document, { mergePages: true });
        return text;
      } catch {
        throw unreadable('This .pdf file is damaged or password-protected.');
      }
  }
}

function unreadable(message: string) {
  return new ApiError(422, 'unreadable_file', message);
}

function startsWith(bytes: Uint8Array, signature: string): boolean {
  if (bytes.length < signature.length) return false;
  for (let index = 0; index < signature.length; index += 1) {
    if (bytes[index] !== signature.charCodeAt(index)) return false;
  }
  return true;
}

function isUtf8(bytes: Uint8Array): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}
