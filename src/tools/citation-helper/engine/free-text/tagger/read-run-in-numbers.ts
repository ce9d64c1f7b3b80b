import type { Token } from './tokenize-reference';

/**
 * Session 32 (2026-12-02), from the fifteenth collected set's misses: volume, issue and page cues run into their numbers, which the
 * tagger read as other fields — "Vol28A(6) pp625-629." (read as nothing and as the DOI), "(p.370)" after a publisher (read as the
 * place), "v.75 n.6" (the issue read as pages) — and an issue's range in brackets after the volume, "808 (1-2), 105-112", read as
 * the pages. Each is taken for its own field when the reference has no other reading of it.
 */

/** "Vol28A(6)", "Vol.12(3),": a volume cue run into its number, an issue in brackets allowed. */
const RUN_IN_VOLUME = /^Vol\.?\d{1,4}[A-Z]?(?:\(\d{1,4}(?:[-–]\d{1,4})?\))?[,.;]?$/i;
/** "pp625-629.", "(p.370)", "p.54": a page cue run into its number or range. */
const RUN_IN_PAGES = /^\(?(?:pp\.?|p\.)\d+[A-Za-z]?(?:[-–]\d+[A-Za-z]?)?\)?[,.;]?$/;
/** "n.6", "no.4": an issue cue run into its number (after the volume). */
const RUN_IN_ISSUE = /^(?:n|no|nr)\.\d{1,4}[,.;]?$/i;
/** "(1-2),": an issue's range in brackets — a double issue, its two numbers a step or two apart (a page range spans more). */
const BRACKETED_RANGE = /^\((\d{1,3})[-–](\d{1,3})\)[,.;:]?$/;
function isDoubleIssue(text: string): boolean {
  const range = BRACKETED_RANGE.exec(text);
  return Boolean(range) && Number(range?.[2]) > Number(range?.[1]) && Number(range?.[2]) - Number(range?.[1]) <= 3;
}
/** Labels read from a token's own shape: never taken back. */
const FIRM = new Set(['url', 'identifier', 'citation-number']);

export function runInNumberCues(tokens: Token[], labels: string[]): void {
  const text = (k: number) => tokens[k]?.text ?? '';
  if (!labels.includes('volume')) {
    const at = tokens.findIndex((token, k) => RUN_IN_VOLUME.test(token.text) && !FIRM.has(labels[k] ?? ''));
    if (at >= 0) labels[at] = 'volume';
  }
  if (!labels.includes('pages')) {
    const at = tokens.findIndex((token, k) => RUN_IN_PAGES.test(token.text) && !FIRM.has(labels[k] ?? ''));
    if (at >= 0) labels[at] = 'pages';
  }
  if (!labels.includes('issue')) {
    const at = tokens.findIndex((token, k) => k > 0 && labels[k - 1] === 'volume' && (RUN_IN_ISSUE.test(token.text) || (isDoubleIssue(token.text) && labels[k + 1] === 'pages')));
    // A double issue only in the compact "Journal, Year, Vol (Issue), Pages" layout: the year right before the volume, a page range after.
    const compact = labels[at - 2] === 'date' && /^\d+[A-Za-z]?[-–]\d+/.test(text(at + 1));
    if (at >= 0 && (RUN_IN_ISSUE.test(text(at)) || compact)) labels[at] = 'issue';
  }
}
