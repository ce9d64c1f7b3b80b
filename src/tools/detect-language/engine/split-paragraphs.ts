export interface TextSpan {
  offset: number;
  length: number;
  text: string;
}

/** Enough for any page; a longer document's tail adds cost, not insight. */
const MAX_PARAGRAPHS = 200;
const LETTER = /\p{L}/u;

function splitOn(text: string, separator: RegExp): TextSpan[] {
  const spans: TextSpan[] = [];
  let start = 0;
  for (const match of text.matchAll(separator)) {
    spans.push({ offset: start, length: match.index - start, text: text.slice(start, match.index) });
    start = match.index + match[0].length;
  }
  spans.push({ offset: start, length: text.length - start, text: text.slice(start) });
  return spans;
}

/** Trims each span in place so offsets point at the paragraph's first and last visible characters. */
function trimSpan(span: TextSpan): TextSpan {
  const leading = span.text.length - span.text.trimStart().length;
  const trimmed = span.text.trim();
  return { offset: span.offset + leading, length: trimmed.length, text: trimmed };
}

/**
 * Paragraphs are separated by blank lines; a text without blank lines but with several lines is
 * split by line, since lists of sentences in different languages are usually written that way.
 */
export function splitParagraphs(text: string): TextSpan[] {
  let spans = splitOn(text, /\n[ \t]*(?:\r?\n)+/g);
  if (spans.length === 1) spans = splitOn(text, /\r?\n/g);
  return spans
    .map(trimSpan)
    .filter((span) => LETTER.test(span.text))
    .slice(0, MAX_PARAGRAPHS);
}
