import type { Token } from './tokenize-reference';

/**
 * Session 32 (2026-12-02), from the fifteenth collected set's misses: "… oscillatory processes. bioRxiv. DOI: https://doi.org/…" —
 * a preprint server's name alone (no "preprint" after it, which `read-preprint-servers.ts` needs) right after the title and
 * right before the paper's DOI or link, read as part of the DOI. With no container found, it is the container.
 */
const SERVER_ALONE = /^(?:arxiv|biorxiv|medrxiv|chemrxiv|techrxiv|psyarxiv|ssrn)[.,]$/i;
const LINK_NEXT = /^(?:doi:?|https?:|arxiv:|<https?:)/i;

export function preprintServerAloneAsContainer(tokens: Token[], labels: string[]): void {
  if (labels.some((label) => label === 'journal' || label === 'container-title')) return;
  const at = tokens.findIndex((token, k) => k > 0 && SERVER_ALONE.test(token.text) && labels[k - 1] === 'title');
  if (at < 0 || !/[.]$/.test(tokens[at - 1]?.text ?? '')) return;
  const next = tokens[at + 1];
  if (next && !LINK_NEXT.test(next.text) && !['doi', 'url', 'identifier'].includes(labels[at + 1] ?? '')) return;
  labels[at] = 'journal';
}

const SERVER_NAME = /^(?:arxiv|biorxiv|medrxiv|chemrxiv|techrxiv|psyarxiv|ssrn)[.,]?$/i;
const YEAR_NEXT = /^\(?(?:1[5-9]|20)\d\d[a-z]?\)?[.,;]?$/;

/**
 * Session 33 (2026-12-02), from the sixteenth collected set's misses: "“Title” arXiv (2026)" — a preprint server named alone after
 * a quoted title and before the year, with no identifier of its own, read as an identifier. With no container found, it is the
 * container.
 */
export function preprintServerBeforeYear(tokens: Token[], labels: string[]): void {
  if (labels.some((label) => label === 'journal' || label === 'container-title')) return;
  const at = tokens.findIndex((token, k) => k > 0 && SERVER_NAME.test(token.text) && labels[k - 1] === 'title');
  if (at < 0 || !/[”"’]$/.test(tokens[at - 1]?.text ?? '') || labels[at] === 'title') return;
  if (!YEAR_NEXT.test(tokens[at + 1]?.text ?? '') || labels[at + 1] !== 'date') return;
  labels[at] = 'journal';
}
