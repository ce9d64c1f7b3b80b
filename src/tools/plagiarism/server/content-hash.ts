import { createHash } from 'node:crypto';

/**
 * Identity of a document's text for de-duplication: Unicode- and whitespace-normalised, so the same
 * article imported from a file with CRLF line ends or re-saved with trailing spaces is still one row.
 */
export function hashContent(text: string): string {
  const normalized = text.normalize('NFC').replace(/\s+/g, ' ').trim();
  return createHash('sha256').update(normalized).digest('hex');
}
