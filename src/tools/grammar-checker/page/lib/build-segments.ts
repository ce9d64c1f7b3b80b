import type { WorkingIssue } from './working-issues';

export interface TextSegment {
  start: number;
  end: number;
  /** Issues covering this stretch, most serious first; empty for plain text. */
  issues: WorkingIssue[];
  /** Zero-length issues (a missing word or mark) sit at `start` of this segment. */
  insertions: WorkingIssue[];
}

/**
 * Cuts the text at every issue boundary so overlapping issues can be drawn without nesting: each
 * segment knows all the issues that cover it.
 */
export function buildSegments(text: string, issues: readonly WorkingIssue[], rank: (issue: WorkingIssue) => number): TextSegment[] {
  const inRange = issues.filter((issue) => issue.offset <= text.length);
  const cuts = new Set<number>([0, text.length]);
  for (const issue of inRange) {
    cuts.add(issue.offset);
    cuts.add(Math.min(text.length, issue.offset + issue.length));
  }
  const points = [...cuts].sort((a, b) => a - b);
  const segments: TextSegment[] = [];
  for (let index = 0; index < points.length; index += 1) {
    const start = points[index]!;
    const end = points[index + 1] ?? start;
    const insertions = inRange.filter((issue) => issue.length === 0 && issue.offset === start);
    if (end === start && insertions.length === 0) continue;
    const covering = inRange
      .filter((issue) => issue.length > 0 && issue.offset < end && issue.offset + issue.length > start)
      .sort((a, b) => rank(a) - rank(b));
    segments.push({ start, end, issues: covering, insertions });
    if (end === start) break;
  }
  return segments;
}
