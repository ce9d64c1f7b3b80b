import mammoth from 'mammoth';
import { getDocumentProxy } from 'unpdf';
import { repackDocxMarkup } from '../../platform/document-kit/repack-docx-markup';
import { ApiError } from '../http/api-error';
import { MAX_EXTRACTED_CHARS, MAX_PDF_PAGES } from './extract-limits';
import { refusalToApiError } from './refusal-to-api-error';

export type DocumentKind = 'text' | 'docx' | 'pdf';

/**
 * The raw text of a document whose kind is known. Runs inside the extraction thread (see
 * extract-in-worker.ts), so the parsers' memory and time stay within that thread's limits.
 */
export async function readDocument(kind: DocumentKind, bytes: Uint8Array): Promise<string> {
  switch (kind) {
    case 'text':
      if (!isUtf8(bytes)) throw unreadable('This file is not UTF-8 text. Save it as UTF-8 (or as .docx or .pdf) and try again.');
      return new TextDecoder('utf-8').decode(bytes).replace(/^\uFEFF/, '');
    case 'docx':
      if (!startsWith(bytes, 'PK\u0003\u0004')) throw unreadable('This .docx file is damaged or is not a Word document.');
      return readDocx(bytes);
    case 'pdf':
      if (!startsWith(bytes, '%PDF-')) throw unreadable('This .pdf file is damaged or is not a PDF.');
      return readPdf(bytes);
  }
}

async function readDocx(bytes: Uint8Array): Promise<string> {
  let repacked: Uint8Array;
  try {
    // mammoth inflates whatever the zip holds: it only ever gets the parts that passed the caps.
    repacked = repackDocxMarkup(bytes);
  } catch (error) {
    throw refusalToApiError(error);
  }
  try {
    const { value } = await mammoth.extractRawText({ buffer: Buffer.from(repacked) });
    return value;
  } catch {
    throw unreadable('This .docx file is damaged or is not a Word document.');
  }
}

async function readPdf(bytes: Uint8Array): Promise<string> {
  let document: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    // pdf.js takes ownership of the buffer it is given, so it gets a copy.
    document = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 });
  } catch {
    throw unreadable('This .pdf file is damaged or password-protected.');
  }
  // Counted from the page tree before any page is read: a 50,000-page file is refused at once.
  if (document.numPages > MAX_PDF_PAGES) {
    throw new ApiError(
      413,
      'document_too_large',
      `This PDF has ${document.numPages.toLocaleString('en-US')} pages; at most ${MAX_PDF_PAGES} are read. Upload the part you need or paste the text.`,
      { pages: document.numPages, limit: MAX_PDF_PAGES },
    );
  }
  try {
    const pages: string[] = [];
    let characters = 0;
    // One page at a time (unpdf reads all at once), so memory holds one page's objects.
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      const text = content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join('');
      page.cleanup();
      characters += text.length;
      // Spaces collapse later, so this stops only texts that are sure to be over the cap.
      if (characters > MAX_EXTRACTED_CHARS * 2) throw textTooLong();
      pages.push(text);
    }
    // The same layout unpdf's extractText({mergePages: true}) gives.
    return pages.join('\n').replace(/\s+/g, ' ');
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw unreadable('This .pdf file is damaged or password-protected.');
  } finally {
    void document.destroy();
  }
}

export function textTooLong() {
  return new ApiError(
    413,
    'document_too_large',
    `This document has more than ${MAX_EXTRACTED_CHARS.toLocaleString('en-US')} characters of text, more than any tool reads at once. Upload a part of it or paste the text.`,
    { limit: MAX_EXTRACTED_CHARS },
  );
}

function unreadable(message: string) {
  return new ApiError(422, 'unreadable_file', message);
}

export function startsWith(bytes: Uint8Array, signature: string): boolean {
  if (bytes.length < signature.length) return false;
  for (let index = 0; index < signature.length; index += 1) {
    if (bytes[index] !== signature.charCodeAt(index)) return false;
  }
  return true;
}

export function isUtf8(bytes: Uint8Array): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}
