import { zipSync } from 'fflate';
import { checkDocxParagraphs } from './check-docx-paragraphs';
import { MAX_DOCX_PARAGRAPHS } from './document-caps';
import { documentUnreadable } from './document-errors';
import { unzipWithinCaps } from './unzip-within-caps';

/** The parts that hold a Word document's text and structure; pictures, fonts and embedded files are not read. */
export function isDocxMarkup(name: string): boolean {
  return /\.(xml|rels)$/i.test(name);
}

/**
 * A .docx for mammoth to read: its XML parts, unpacked under the caps and stored again uncompressed.
 * mammoth (through JSZip) would inflate whatever the original zip holds, bombs included; given this
 * copy it only ever sees parts that passed the caps, and no pictures (so none are inflated or embedded).
 */
export function repackDocxMarkup(bytes: Uint8Array, { maxParagraphs = MAX_DOCX_PARAGRAPHS } = {}): Uint8Array {
  const parts = unzipWithinCaps(bytes, { keep: isDocxMarkup });
  const body = parts['word/document.xml'];
  if (!body) throw documentUnreadable('This .docx file has no document body: it is not a Word document.');
  // Counted before mammoth parses anything: its tree of a 10 MB body took 480 MB.
  checkDocxParagraphs([body], maxParagraphs);
  return zipSync(parts, { level: 0 });
}
