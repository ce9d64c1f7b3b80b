import type { Token } from './tokenize-reference';

/**
 * Session 32 (2026-12-02), from the fifteenth collected set's misses: "… composition. <http://…> PNAS, 1980, 77 (3), 1632-1636." —
 * with no journal found, a name the tagger read as the publisher, right before the year, a volume and pages, is the journal: a
 * publisher is never followed by a volume and pages.
 */
export function publisherBeforeVolumeAndPages(tokens: Token[], labels: string[]): void {
  if (labels.includes('journal') || labels.includes('container-title')) return;
  const start = labels.indexOf('publisher');
  if (start < 0) return;
  let end = start;
  while (labels[end + 1] === 'publisher') end++;
  if (end - start > 5 || labels[end + 1] !== 'date') return;
  let k = end + 2;
  if (labels[k] !== 'volume') return;
  while (labels[k] === 'volume' || labels[k] === 'issue' || labels[k] === 'other') k++;
  if (labels[k] !== 'pages') return;
  for (let j = start; j <= end; j++) labels[j] = 'journal';
}
