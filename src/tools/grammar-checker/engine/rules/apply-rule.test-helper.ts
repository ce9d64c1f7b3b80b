import { expect } from 'vitest';
import { applyConfidentFixes } from '../combine/apply-fixes';
import { toHarperIssue } from '../combine/harper-issues';
import { type HarperLint } from '../workers/engine-workers';
import { type Issue } from '../types';
import { type Token, tokenizeWords } from '../text/tokenize';

/** What "Accept all" would make of the text with one rule's issues (test helper). */
export function acceptAll(check: (text: string, tokens: Token[]) => Issue[], text: string): string {
  return applyConfidentFixes(text, check(text, tokenizeWords(text)));
}

/** Each wrong text becomes its right one under "Accept all", and each correct text stays as it is. */
export function expectFixes(check: Parameters<typeof acceptAll>[0], pairs: [string, string][], untouched: string[]): void {
  for (const [wrong, right] of pairs) expect(acceptAll(check, wrong)).toBe(right);
  for (const text of untouched) expect(acceptAll(check, text)).toBe(text);
}

/** Whether harper's lint of `span` in `text` (first fix `fix`) would be applied by "Accept all". */
export function wouldApplyHarperFix(text: string, span: string, rule: string, fix: string, kind = 'Repetition'): boolean {
  const start = text.indexOf(span);
  const lint: HarperLint = { rule, kind, start, end: start + span.length, message: '', suggestions: [{ kind: 0, text: fix }] };
  return toHarperIssue(text, lint).confidence >= 0.75;
}
