import type { Token } from './tokenize-reference';

/**
 * Session 36 (2026-12-02), from the nineteenth collected set (dev): two short tails the tagger read as a second title or a
 * genre, where their shape says what they are. Neither was flagged.
 */

/** A web site named by its domain ("abbymullen.org,"): words joined by dots, ending on a lower-case top-level domain. */
const DOMAIN = /^(?:[\p{L}\d-]+\.)+[a-z]{2,6}[,.;]?$/u;
const CLOSING_QUOTE = /[”"’'][.,;:]?$/;

/**
 * '"Database of Officers of the Line," abbymullen.org, January 5, 2013.': a quoted title, then the site by its domain alone,
 * then the date or the link. The domain is the container (the site), whatever other label the tagger gave it.
 */
export function siteDomainAfterQuotedTitle(tokens: Token[], labels: string[]): void {
  if (labels.includes('journal') || labels.includes('container-title')) return;
  const site = labels.findIndex((label, k) => ['genre', 'other', 'publisher'].includes(label) && DOMAIN.test(tokens[k]?.text ?? '') && labels[k - 1] === 'title' && CLOSING_QUOTE.test(tokens[k - 1]?.text ?? ''));
  if (site < 0) return;
  if (site + 1 < labels.length && !['date', 'url'].includes(labels[site + 1] ?? '')) return;
  labels[site] = 'container-title';
}

/** "Harmondsworth:": one capitalised word closed by a colon, a place before its publisher. */
const PLACE_COLON = /^\p{Lu}[\p{Ll}'’-]+:$/u;
const PUBLISHER_WORD = /^(?:\p{Lu}[\p{L}'’&-]*|&|and|of)[.,]?$/u;

/**
 * "J Pen: Income Distribution, 1971, Harmondsworth: Allen Lane.": a book's imprint, "Place: Publisher", closing the reference
 * after the date, read by the tagger as a second title. With no publisher or place read anywhere, it is the imprint.
 */
export function imprintClosingAfterDate(tokens: Token[], labels: string[]): void {
  if (labels.includes('publisher') || labels.includes('location')) return;
  const place = labels.findIndex((label, k) => label === 'title' && labels[k - 1] === 'date' && PLACE_COLON.test(tokens[k]?.text ?? ''));
  if (place < 0 || labels.indexOf('title') >= place) return;
  const rest = tokens.slice(place + 1);
  if (!rest.length || rest.length > 4 || !rest.every((token, n) => labels[place + 1 + n] === 'title' && PUBLISHER_WORD.test(token.text))) return;
  labels[place] = 'location';
  for (let k = place + 1; k < tokens.length; k++) labels[k] = 'publisher';
}
