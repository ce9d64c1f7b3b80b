import type { Token } from './tokenize-reference';

/**
 * "arXiv preprint arXiv:1503.03529", "bioRxiv preprint 2020.01.01.123456": Google Scholar's export names the
 * preprint server where a journal would be, before the paper's identifier. The tagger reads the words as a note;
 * with no container found, they are the container (the server holds the paper, as a journal would).
 */

const SERVER = /^(?:arxiv|biorxiv|medrxiv|chemrxiv|techrxiv|psyarxiv|ssrn)$/i;
const PREPRINT = /^preprints?[,.:;]?$/i;
const IDENTIFIER = /^(?:arxiv:|abs\/|\d{4}\.\d{4,5}|\d{4}\.\d\d\.\d\d|doi:|https?:)/i;

export function preprintServerAsContainer(tokens: Token[], labels: string[]): void {
  if (labels.some((label) => label === 'journal' || label === 'container-title')) return;
  const at = tokens.findIndex((token, k) => SERVER.test(token.text) && PREPRINT.test(tokens[k + 1]?.text ?? ''));
  if (at < 1) return;
  const next = tokens[at + 2];
  if (next && !IDENTIFIER.test(next.text) && !['identifier', 'url', 'doi'].includes(labels[at + 2] ?? '')) return;
  // Only words the tagger left as a note, a genre or nothing in particular: not a title that holds them.
  if (![labels[at], labels[at + 1]].every((label) => ['note', 'genre', 'other', 'publisher', 'identifier'].includes(label ?? ''))) return;
  labels[at] = 'journal';
  labels[at + 1] = 'journal';
}
