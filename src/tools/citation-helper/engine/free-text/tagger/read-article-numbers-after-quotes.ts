import type { Token } from './tokenize-reference';

/** A page range, whatever dash the typesetter joined it with ("576‑77.", "1–20,"). */
const PAGE_RANGE = /^\d+[-–—\u2010-\u2012]\d+[.,;]?$/;

/**
 * Session 46 (collected-28's "Nature 337 (6208): 611‑15."): a bracketed number right after the volume, with a page range after
 * it, is the issue. The tagger read it as the pages because a bare number after a volume usually is; the range settles it.
 */
export function bracketedIssueBeforePageRange(tokens: Token[], labels: string[]): void {
  if (labels.includes('issue')) return;
  const at = labels.findIndex((label, k) => label === 'pages' && labels[k - 1] === 'volume' && /^\(\d{1,6}\)[:,]?$/.test(tokens[k]?.text ?? ''));
  if (at < 0 || labels[at + 1] !== 'pages' || !PAGE_RANGE.test(tokens[at + 1]?.text ?? '')) return;
  labels[at] = 'issue';
}

/**
 * Session 46 (collected-28's "“Title”. Radiocarbon, 1‑33. https://doi…"): after a quoted title, one to four capitalised words read
 * as the publisher and followed straight by a page range are the journal's name — a book has no page range, and a chapter names
 * its book. Left alone when a container, volume or place was read (then the words may well be the publisher).
 */
export function journalReadAsPublisherBeforePages(tokens: Token[], labels: string[]): void {
  if (labels.some((label) => label === 'journal' || label === 'container-title' || label === 'volume' || label === 'location')) return;
  const start = labels.indexOf('publisher');
  if (start < 1 || labels[start - 1] !== 'title' || !/["”’»][.,:]?$/.test(tokens[start - 1]?.text ?? '')) return;
  let end = start;
  while (labels[end + 1] === 'publisher') end++;
  if (end - start > 3 || labels.slice(end + 1).includes('publisher')) return;
  if (!tokens.slice(start, end + 1).every((token) => /^\p{Lu}/u.test(token.text) || /^(?:of|and|the|for|&)$/.test(token.text))) return;
  if (labels[end + 1] !== 'pages' || !PAGE_RANGE.test(tokens[end + 1]?.text ?? '')) return;
  for (let k = start; k <= end; k++) labels[k] = 'journal';
}
