import { CONFIDENT } from '../../contract';
import { type Issue } from '../types';

/**
 * The text with every confident fix applied (first replacement). Built in one left-to-right pass
 * (25,000 fixes in a long text would make repeated slicing quadratic); a fix overlapping one
 * already applied is skipped, never half-applied.
 */
export function applyConfidentFixes(text: string, issues: Issue[]): string {
  const fixes = issues
    .filter((i) => i.confidence >= CONFIDENT && i.replacements[0] !== undefined)
    .sort((a, b) => a.offset - b.offset || a.length - b.length);
  const pieces: string[] = [];
  let cursor = 0;
  for (const fix of fixes) {
    if (fix.offset < cursor) continue;
    const end = fix.offset + fix.length;
    const replacement = fix.replacements[0] ?? '';
    pieces.push(text.slice(cursor, fix.offset), replacement);
    cursor = end;
    // Deleting a word also deletes one space next to it, so "the the cat" does not become "the  cat".
    if (replacement === '' && text[end] === ' ' && (fix.offset === 0 || text[fix.offset - 1] === ' ')) cursor += 1;
  }
  pieces.push(text.slice(cursor));
  return pieces.join('');
}
