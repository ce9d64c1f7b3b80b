import type { Token } from './tokenize-reference';

/**
 * "J. Biomol. NMR, 14, 1 1-12 (1999)": after the volume, a short number and a page range with only a space between
 * are the issue and the pages. The tagger reads both as pages (and the reader keeps the first number, "1").
 */
export function issueBeforePageRange(tokens: Token[], labels: string[]): void {
  if (labels.includes('issue')) return;
  const at = labels.findIndex((label, k) => label === 'pages' && labels[k + 1] === 'pages' && /^\d{1,3}$/.test(tokens[k]?.text ?? '') && /^\d+[-–]+\d+[.,;]?$/.test(tokens[k + 1]?.text ?? ''));
  if (at < 1) return;
  // Right after the volume (its comma between): "14, 1 1-12".
  let before = at - 1;
  while (before >= 0 && labels[before] === 'other') before--;
  if (labels[before] !== 'volume' || !/,$/.test(tokens[before]?.text ?? '')) return;
  labels[at] = 'issue';
}
