import type { Token } from './tokenize-reference';

/**
 * Session 42: software and data set records as Zenodo, IPUMS and APA print them — "owner/repo: Name v0.9.1 (Version v0.9.1)
 * [Computer software]. Zenodo. https://doi.org/…" and "IPUMS USA: Version 8.0 [dataset]. Minneapolis, MN: IPUMS. doi:…". The
 * bracketed kind is the record's genre, not part of its title or a series; the bracketed version before it is a note; a
 * single name closed by a full stop after the kind, before a link or the end, is the publisher (the repository).
 */

const KIND = /^(?:computer|software|data|dataset|database|source)$/i;
const KIND_OPEN = /^\[(?:computer|software|data|dataset|database|source)\b/i;

/**
 * "Review Manager (RevMan) [Computer program]. Version 5.4. The Cochrane Collaboration, 2020": a program's name opening the
 * reference, read as its author, with the bracketed kind left as the title. A name with no comma straight before the kind is
 * the title.
 */
export function programNameReadAsAuthor(tokens: Token[], labels: string[]): void {
  const open = tokens.findIndex((token, k) => KIND_OPEN.test(token.text) && labels[k] === 'title');
  const start = labels.findIndex((label) => label !== 'citation-number');
  if (open < 1 || labels[open - 1] !== 'author' || labels[start] !== 'author') return;
  if (labels.slice(start, open).some((label) => label !== 'author') || tokens.slice(start, open).some((token) => /[,;]$/.test(token.text))) return;
  // The kind is the whole title.
  let close = open;
  while (labels[close + 1] === 'title') close++;
  if (!/\][.,]?$/.test(tokens[close]?.text ?? '') || close - open > 2) return;
  for (let k = start; k < open; k++) labels[k] = 'title';
}

export function bracketedRecordKind(tokens: Token[], labels: string[]): void {
  const text = (k: number) => tokens[k]?.text ?? '';
  const open = tokens.findIndex((token, k) => KIND_OPEN.test(token.text) && ['title', 'collection-title', 'other', 'note', 'genre'].includes(labels[k] ?? ''));
  if (open < 1) return;
  let close = open;
  while (close < tokens.length && close - open < 3 && !/\][.,]?$/.test(text(close))) close++;
  if (!/\][.,]?$/.test(text(close))) return;
  // Every word inside is a kind word: "[Computer software]", "[dataset]", "[Data set]".
  const words = tokens.slice(open, close + 1).map((token) => token.text.replace(/[[\].,]/g, ''));
  if (!words.every((word) => KIND.test(word) || /^(?:set|program|code)$/i.test(word))) return;
  // A title must come before it.
  if (!labels.slice(0, open).includes('title')) return;
  for (let k = open; k <= close; k++) labels[k] = 'genre';
  // "(Version v0.9.1)" right before the kind.
  if (/\)$/.test(text(open - 1)) && labels[open - 1] === 'title') {
    let start = open - 1;
    while (start > 0 && !/^\(/.test(text(start)) && open - start < 4) start--;
    if (/^\((?:version|v\d)/i.test(text(start)) && labels[start - 1] === 'title') for (let k = start; k < open; k++) labels[k] = 'note';
  }
  // "Zenodo." alone before a link or the end.
  const after = close + 1;
  const name = text(after);
  const then = labels[after + 1];
  if (/^\p{Lu}[\p{L}-]+\.$/u.test(name) && (after + 1 >= tokens.length || then === 'url' || then === 'doi') && !labels.includes('publisher')) labels[after] = 'publisher';
}

/** "IPUMS. doi:10.18128/…" read into the publisher: a DOI is never part of another field. */
export function doiInsideField(tokens: Token[], labels: string[]): void {
  tokens.forEach((token, k) => {
    if (/^doi:10\.\d{4,9}\/\S+$/i.test(token.text) && !['doi', 'url'].includes(labels[k] ?? '')) labels[k] = 'doi';
  });
}

/** Collected-14's "… Deep Neural Network. Zenodo. https://doi.org/…": a data repository's name as its own sentence before the link. */
export function repositoryBeforeLink(tokens: Token[], labels: string[]): void {
  if (labels.includes('publisher')) return;
  const at = tokens.findIndex((token, k) => /^(?:Zenodo|figshare|Dryad|PANGAEA|Dataverse)[.,]$/i.test(token.text) && ['url', 'doi', 'other', 'title'].includes(labels[k] ?? '') && ['url', 'doi'].includes(labels[k + 1] ?? ''));
  if (at < 1 || !/\.$/.test(tokens[at - 1]?.text ?? '')) return;
  labels[at] = 'publisher';
}
