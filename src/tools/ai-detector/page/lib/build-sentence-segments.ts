import type { SentenceScore } from '../api/detect-ai-text';

export interface TextSegment {
  start: number;
  text: string;
  /** Index into the sentences, or null for the text between sentences. */
  sentence: number | null;
}

/**
 * Cuts the checked text into sentence spans and the gaps between them, so the whole text is shown
 * exactly once. Spans that overlap an earlier one or run past the end (a result for another text)
 * are clipped rather than trusted.
 */
export function buildSentenceSegments(text: string, sentences: readonly SentenceScore[]): TextSegment[] {
  const segments: TextSegment[] = [];
  let cursor = 0;
  const order = sentences.map((sentence, index) => ({ sentence, index })).sort((a, b) => a.sentence.offset - b.sentence.offset);
  for (const { sentence, index } of order) {
    const start = Math.max(cursor, sentence.offset);
    const end = Math.min(text.length, sentence.offset + sentence.length);
    if (end <= start) continue;
    if (start > cursor) segments.push({ start: cursor, text: text.slice(cursor, start), sentence: null });
    segments.push({ start, text: text.slice(start, end), sentence: index });
    cursor = end;
  }
  if (cursor < text.length) segments.push({ start: cursor, text: text.slice(cursor), sentence: null });
  return segments;
}
