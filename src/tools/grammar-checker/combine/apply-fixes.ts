import { CONFIDENT, type Issue } from '../types';

/**
 * The text with every confident fix applied (first replacement). Applied right to left so earlier
 * offsets stay valid; a fix overlapping one already applied is skipped, never half-applied.
 */
export function applyConfidentFixes(text: string, issues: Issue[]): string {
  const fixes = issues
    .filter((i) => i.confidence >= CONFIDENT && i.replacements[0] !== undefined)
    .sort((a, b) => b.offset - a.offset || b.length - a.length);
  let result = text;
  let limit = Infinity;
  for (const fix of fixes) {
    const end = fix.offset + fix.length;
    if (end > limit) continue;
    const replacement = fix.replacements[0] ?? '';
    // Deleting a word also deletes one space next to it, so "the the cat" does not become "the  cat".
    const eatSpace = replacement === '' && result[end] === ' ' && (fix.offset === 0 || result[fix.offset - 1] === ' ');
    result = result.slice(0, fix.offset) + replacement + result.slice(eatSpace ? end + 1 : end);
    limit = fix.offset;
  }
  return result;
}
