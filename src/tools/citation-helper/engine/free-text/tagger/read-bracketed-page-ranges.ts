import type { Token } from './tokenize-reference';

/**
 * Session 42 (collected-24's "Science 355:6323 (389-391)."): volume, issue and the pages in brackets. The tagger read the issue
 * as the pages because a bare number usually is; with a page range in brackets right after it, the bare number after the
 * volume's colon is the issue.
 */
export function issueBeforeBracketedPages(tokens: Token[], labels: string[]): void {
  const volume = labels.indexOf('volume');
  if (volume < 0 || labels.includes('issue') || !/:$/.test(tokens[volume]?.text ?? '')) return;
  const number = volume + 1;
  if (labels[number] !== 'pages' || !/^\d{1,6}$/.test(tokens[number]?.text ?? '')) return;
  if (labels[number + 1] !== 'pages' || !/^\(\d+[-–]\d+\)[.,;]?$/.test(tokens[number + 1]?.text ?? '')) return;
  labels[number] = 'issue';
}
