import type { PlagiarismMatch } from '../api/check-plagiarism';

export interface TextSegment {
  text: string;
  start: number;
  /** Index into the result's matches, or null for unmatched text. */
  match: number | null;
}

/**
 * Cuts the checked text into plain and matched segments in reading order. Matches that overlap
 * (one passage explained by two sources) keep the earlier-starting one for the overlap, so every
 * character is shown once.
 */
export function buildSegments(text: string, matches: readonly PlagiarismMatch[]): TextSegment[] {
  const order = matches.map((match, index) => ({ match, index })).sort((a, b) => a.match.offset - b.match.offset);
  const segments: TextSegment[] = [];
  let cursor = 0;
  for (const { match, index } of order) {
    const start = Math.max(match.offset, cursor);
    const end = Math.min(match.offset + match.length, text.length);
    if (end <= start) continue;
    if (start > cursor) segments.push({ text: text.slice(cursor, start), start: cursor, match: null });
    segments.push({ text: text.slice(start, end), start, match: index });
    cursor = end;
  }
  if (cursor < text.length) segments.push({ text: text.slice(cursor), start: cursor, match: null });
  return segments;
}
