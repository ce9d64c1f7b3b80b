import type { Token } from './tokenize-reference';

/**
 * Session 34 (2026-12-02), from the seventeenth collected set's misses: a publisher's head read as something else, or something
 * else read as its head. "… Nortek AS, March 31, 2022": the firm's name before its legal form was read as a place and only "AS"
 * as the publisher; "… models. Manuscript, Radboud University Nijmegen.": the work's kind opened the publisher.
 */
const FIRM_FORM = /^(?:AS|ASA|AB|AG|SA|Inc|Ltd|LLC|LP|GmbH|Co|Corp|plc)\.?[,.;:]?$/;
const KIND = /^(?:manuscript|thesis|dissertation|preprint)[,:]$/i;
const CAPITALISED = /^\p{Lu}[\p{L}\d'’&-]*$/u;

export function publisherHead(tokens: Token[], labels: string[]): void {
  const start = labels.indexOf('publisher');
  if (start < 0) return;
  // "Manuscript, Radboud University …": the kind is the genre, the body after its comma the publisher.
  if (KIND.test(tokens[start]?.text ?? '') && labels[start + 1] === 'publisher' && /^\p{Lu}/u.test(tokens[start + 1]?.text ?? '')) {
    labels[start] = 'genre';
    return;
  }
  // "Nortek AS": capitalised words run into the legal form with no punctuation between are the firm's name.
  if (!FIRM_FORM.test(tokens[start]?.text ?? '')) return;
  let from = start;
  while (from > 0 && start - from < 3 && ['location', 'other'].includes(labels[from - 1] ?? '') && CAPITALISED.test(tokens[from - 1]?.text ?? '')) from--;
  for (let k = from; k < start; k++) labels[k] = 'publisher';
}
