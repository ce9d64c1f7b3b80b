import { documentTooLarge } from './document-errors';

const OPENINGS = [Buffer.from('<w:p>'), Buffer.from('<w:p ')];

/**
 * Refuses Word XML parts holding more than `cap` paragraphs, counted as bytes (`<w:p>` and `<w:p …>`
 * openings) before any parser builds a string or a tree from them: 120,000 paragraphs (10 MB of XML,
 * within the zip caps) cost mammoth 480 MB and translate's tokenizer 5 s on the main thread.
 */
export function checkDocxParagraphs(parts: Uint8Array[], cap: number, what = 'read'): void {
  let count = 0;
  for (const part of parts) {
    const bytes = Buffer.from(part.buffer, part.byteOffset, part.length);
    for (const opening of OPENINGS) {
      for (let at = bytes.indexOf(opening); at !== -1; at = bytes.indexOf(opening, at + opening.length)) count += 1;
    }
  }
  if (count > cap) {
    throw documentTooLarge(
      `This .docx file has ${count.toLocaleString('en-US')} paragraphs; at most ${cap.toLocaleString('en-US')} are ${what} at once. Split the document into parts.`,
    );
  }
}
