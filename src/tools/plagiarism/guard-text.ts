import { ToolInputError } from '../engine';

// Control characters (other than tab and line breaks) and U+FFFD appear in text decoded from binary
// files, not in writing; a few are tolerated because copy-paste from PDFs leaves strays.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const BINARY_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFD]/g;

export function looksBinary(text: string): boolean {
  const count = text.match(BINARY_CHARACTERS)?.length ?? 0;
  return count > 0 && count >= Math.max(3, text.length * 0.01);
}

/** Rejects input no check can be run on, with a message the user can act on. */
export function guardText(text: string, what: string): void {
  if (looksBinary(text)) {
    throw new ToolInputError(`${what} looks like binary data, not text. Paste the text itself, or upload a .txt, .docx or .pdf file.`);
  }
}
