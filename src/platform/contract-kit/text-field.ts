import { z } from 'zod';

/**
 * The most characters any text field of any tool accepts: far above every plan's word limit that a
 * person writes by hand (Pro: 1,000 words), low enough to bound memory and time for one request.
 */
export const MAX_TEXT_CHARS = 2_000_000;

/** How much of a text the binary check reads: a file shows what it is in its first pages. */
const BINARY_SAMPLE_CHARS = 100_000;

/** Control characters other than tab and line breaks, DEL, and U+FFFD (what invalid UTF-8 decodes to). */
function isBinaryCharacter(code: number): boolean {
  return (code < 0x20 && !(code >= 0x09 && code <= 0x0d)) || code === 0x7f || code === 0xfffd;
}

/**
 * True for the contents of a file rather than writing. Text pasted from a PDF may carry a few strays,
 * so it takes more than two such characters and more than 1% of the sample.
 */
export function looksBinary(text: string): boolean {
  const sample = text.length > BINARY_SAMPLE_CHARS ? text.slice(0, BINARY_SAMPLE_CHARS) : text;
  let binary = 0;
  for (let i = 0; i < sample.length; i++) if (isBinaryCharacter(sample.charCodeAt(i))) binary++;
  return binary > 2 && binary > sample.length * 0.01;
}

export interface TextFieldOptions {
  /** What the user calls it in messages: "The text", "The original text", "A source text". */
  label?: string;
  maxChars?: number;
  /** A blank text is refused with "Give a text to check." (default true). */
  required?: boolean;
}

/**
 * The one text guard every tool contract uses for the texts people paste: at most `maxChars`
 * characters, not binary data, and (unless `required: false`) not blank. One name, one set of messages.
 */
export function textField({ label = 'The text', maxChars = MAX_TEXT_CHARS, required = true }: TextFieldOptions = {}) {
  let field = z
    .string()
    .max(maxChars, `${label} may have at most ${maxChars.toLocaleString('en-US')} characters.`)
    .refine((text) => !looksBinary(text), `${label} looks like binary data, not writing: paste the text itself, or upload a .txt, .md, .docx or .pdf file.`);
  if (required) field = field.refine((text) => text.trim().length > 0, `${label} is empty: give a text to check.`);
  return field;
}
