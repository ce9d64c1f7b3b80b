import { CONFIDENT, type Issue } from '../api/check-grammar';

/** An issue as the page tracks it: offsets follow the text as fixes are accepted and the user types. */
export interface WorkingIssue extends Issue {
  id: number;
}

export interface TextWithIssues {
  text: string;
  issues: WorkingIssue[];
}

export function toWorkingIssues(issues: readonly Issue[]): WorkingIssue[] {
  return issues.map((issue, id) => ({ ...issue, id })).sort((a, b) => a.offset - b.offset || a.id - b.id);
}

function overlaps(a: { offset: number; length: number }, start: number, end: number): boolean {
  // A zero-length issue (an insertion point) inside or at the edge of the span is affected too.
  const aEnd = a.offset + a.length;
  return a.length === 0 || start === end ? a.offset <= end && aEnd >= start : a.offset < end && aEnd > start;
}

/**
 * Replaces one issue's span and keeps every other issue pointing at the same words: later ones move
 * by the change in length, ones that overlapped the replaced span are gone (their words changed).
 */
export function applyReplacement(state: TextWithIssues, id: number, replacement: string): TextWithIssues {
  const issue = state.issues.find((candidate) => candidate.id === id);
  if (!issue) return state;
  const start = issue.offset;
  const end = issue.offset + issue.length;
  const delta = replacement.length - issue.length;
  const text = state.text.slice(0, start) + replacement + state.text.slice(end);
  const issues: WorkingIssue[] = [];
  for (const other of state.issues) {
    if (other.id === id || overlaps(other, start, end)) continue;
    issues.push(other.offset >= end ? { ...other, offset: other.offset + delta } : other);
  }
  return { text, issues };
}

/**
 * Applies the first replacement of every issue that `accept` selects, from the end of the text
 * backwards so offsets not yet used stay valid; of two overlapping fixes the later one wins.
 */
export function applyMany(state: TextWithIssues, accept: (issue: WorkingIssue) => boolean): TextWithIssues {
  const chosen = state.issues
    .filter((issue) => issue.replacements.length > 0 && accept(issue))
    .sort((a, b) => b.offset - a.offset || b.id - a.id);
  let current = state;
  for (const issue of chosen) {
    if (!current.issues.some((candidate) => candidate.id === issue.id)) continue;
    current = applyReplacement(current, issue.id, issue.replacements[0]!);
  }
  return current;
}

/** The text with every remaining confident fix applied: what the engine's `corrected` is for the checked text. */
export function correctConfidently(state: TextWithIssues): string {
  return applyMany(state, (issue) => issue.confidence >= CONFIDENT).text;
}

/**
 * Keeps issues aligned after a free edit in the text box. An edit is found as the part between the
 * longest common prefix and suffix; issues touching it are dropped, those after it move.
 */
export function followEdit(previous: string, next: string, issues: readonly WorkingIssue[]): WorkingIssue[] {
  if (previous === next) return [...issues];
  const maxPrefix = Math.min(previous.length, next.length);
  let prefix = 0;
  while (prefix < maxPrefix && previous.charCodeAt(prefix) === next.charCodeAt(prefix)) prefix += 1;
  let suffix = 0;
  while (
    suffix < maxPrefix - prefix &&
    previous.charCodeAt(previous.length - 1 - suffix) === next.charCodeAt(next.length - 1 - suffix)
  ) {
    suffix += 1;
  }
  const oldEnd = previous.length - suffix;
  const delta = next.length - previous.length;
  const kept: WorkingIssue[] = [];
  for (const issue of issues) {
    const end = issue.offset + issue.length;
    if (end < prefix) kept.push(issue);
    else if (issue.offset > oldEnd) kept.push({ ...issue, offset: issue.offset + delta });
  }
  return kept;
}

/** What the user dismissed, so a re-check does not bring the same flag back on the same words. */
export function dismissKey(issue: Issue, text: string): string {
  return `${issue.rule}\u0000${text.slice(issue.offset, issue.offset + issue.length)}`;
}
