import type { Evidence } from '../api/answer-quiz';

export interface HighlightSegment {
  text: string;
  start: number;
  /** Rank of the evidence passage this piece belongs to (0 is the best), or null for plain text. */
  evidence: number | null;
}

/**
 * Cuts the material into plain and highlighted pieces. Offsets outside the text are clipped, and where
 * two passages overlap the better-ranked one keeps the overlap, so no character is shown twice.
 */
export function buildHighlightSegments(material: string, evidence: readonly Evidence[]): HighlightSegment[] {
  const owner: Array<number | null> = [];
  const spans = evidence
    .map((item, rank) => ({ rank, start: Math.max(0, item.offset), end: Math.min(material.length, item.offset + item.length) }))
    .filter((span) => span.end > span.start)
    .sort((a, b) => a.start - b.start);
  // Boundaries where ownership can change: every span edge, plus the ends of the text.
  const cuts = [...new Set([0, material.length, ...spans.flatMap((span) => [span.start, span.end])])].sort((a, b) => a - b);
  for (let i = 0; i + 1 < cuts.length; i++) {
    const start = cuts[i]!;
    const covering = spans.filter((span) => span.start <= start && span.end > start);
    owner.push(covering.length === 0 ? null : Math.min(...covering.map((span) => span.rank)));
  }
  const segments: HighlightSegment[] = [];
  for (let i = 0; i + 1 < cuts.length; i++) {
    const start = cuts[i]!;
    const text = material.slice(start, cuts[i + 1]);
    const last = segments.at(-1);
    if (last && last.evidence === owner[i]) last.text += text;
    else segments.push({ text, start, evidence: owner[i] ?? null });
  }
  return segments.filter((segment) => segment.text !== '');
}
