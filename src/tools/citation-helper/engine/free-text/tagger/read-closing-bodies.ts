import type { Token } from './tokenize-reference';

/**
 * Session 38 (2026-12-03): "United States (1970) Statistical Abstract of the United States. Bureau of the Census." — a
 * government body closing a book or report, read as a journal. A "journal" with no volume, issue or pages, that closes the
 * reference and names a body ("Bureau", "Office", "Department"…), is the publisher.
 */

const BODY_WORD = /^(?:Bureau|Office|Department|Dept\.?|Ministry|Agency|Administration|Commission|Council|Board|Institute|Service|Survey|Centre|Center|Directorate|Secretariat)[.,]?$/;
const NUMBERS = ['volume', 'issue', 'pages'];

export function bodyClosingAsPublisher(tokens: Token[], labels: string[]): void {
  if (labels.includes('publisher') || NUMBERS.some((label) => labels.includes(label)) || labels.includes('container-title')) return;
  const journal = labels.flatMap((label, k) => (label === 'journal' ? [k] : []));
  const first = journal[0];
  const last = journal[journal.length - 1];
  if (first === undefined || last === undefined || last - first !== journal.length - 1 || last !== tokens.length - 1) return;
  if (!labels.includes('title') || !journal.some((k) => BODY_WORD.test(tokens[k]?.text ?? ''))) return;
  for (const k of journal) labels[k] = 'publisher';
}
