import type { Token } from './tokenize-reference';

/**
 * Session 38 (2026-12-03), from the twenty-first collected set's misses: a book's or report's imprint, "Place: Publisher", read
 * into one field — the place ("Wien: | Praesens, 57--70."), the title ("The Principles of Readability. Costa Mesa: Impact
 * Information.") — or a report's number read as the start of its place ("AMRL-TR-66-22. Wright-Paterson AFB, Ohio:").
 */

const CLOSES_PLACE = /:$/;
const HAS_DIGIT = /\d/;
/** A word of a place or a publisher's name: capitalised (no digit), or a joining word inside the name. */
const NAME_WORD = /^\p{Lu}[\p{L}'’.&-]*[.,:]?$/u;
const JOINING_WORD = /^(?:of|and|und|&|the|de|du|der|für|et|y)$/;
/** Words that open a subtitle or a part, never a place. */
const NOT_PLACE = /^(?:A|An|The|On|In|Part|Vol\.?|Volume|Chapter|Book|Introduction|Notes?)[.,:]?$/;

const runOf = (labels: string[], label: string) => labels.flatMap((current, k) => (current === label ? [k] : []));

/** "Wien: Praesens, 57--70.": what follows the colon that closes a place is the publisher, when no publisher was read. */
export function publisherAfterPlaceColon(tokens: Token[], labels: string[]): void {
  if (labels.includes('publisher')) return;
  const place = runOf(labels, 'location');
  if (place.length < 2 || place[place.length - 1]! - place[0]! !== place.length - 1) return;
  const colon = place.findIndex((k, j) => j < place.length - 1 && CLOSES_PLACE.test(tokens[k]?.text ?? ''));
  if (colon < 0) return;
  const rest = place.slice(colon + 1);
  if (!rest.every((k) => NAME_WORD.test(tokens[k]?.text ?? '') || JOINING_WORD.test(tokens[k]?.text ?? ''))) return;
  for (const k of rest) labels[k] = 'publisher';
}

/** "AMRL-TR-66-22. Wright-Paterson AFB, Ohio:": a place holds no number; one opening the place and closed by a full stop is the report's. */
export function reportNumberOpeningPlace(tokens: Token[], labels: string[]): void {
  const place = runOf(labels, 'location');
  const first = place[0];
  if (first === undefined || place.length < 2 || labels[first + 1] !== 'location') return;
  const text = tokens[first]?.text ?? '';
  if (!HAS_DIGIT.test(text) || !/[-/]/.test(text) || !/\.$/.test(text) || !/\p{Lu}/u.test(text)) return;
  labels[first] = 'identifier';
}

/**
 * "(2004). The Principles of Readability. Costa Mesa: Impact Information. WWW: …": a title whose last sentence is "Place:
 * Publisher." swallowed the imprint. Only with no place, publisher or container read, a date before the title, up to three
 * capitalised words of place closed by the colon, up to five words of publisher closed by a full stop, and nothing but a link,
 * an identifier, a date or the end after it.
 */
export function imprintClosingTitle(tokens: Token[], labels: string[]): void {
  if (['location', 'publisher', 'journal', 'container-title'].some((label) => labels.includes(label))) return;
  const title = runOf(labels, 'title');
  const first = title[0];
  const last = title[title.length - 1];
  if (first === undefined || last === undefined || last - first !== title.length - 1 || !labels.slice(0, first).includes('date')) return;
  const after = labels[last + 1];
  if (after !== undefined && !['url', 'doi', 'identifier', 'date', 'other'].includes(after)) return;
  if (!/\.$/.test(tokens[last]?.text ?? '')) return;
  // The publisher: back from the title's end to the colon that closes the place.
  let colon = last - 1;
  while (colon > first && !CLOSES_PLACE.test(tokens[colon]?.text ?? '') && last - colon <= 5) colon--;
  if (!CLOSES_PLACE.test(tokens[colon]?.text ?? '') || colon === last) return;
  const publisher = Array.from({ length: last - colon }, (_, j) => colon + 1 + j);
  if (!publisher.every((k) => !HAS_DIGIT.test(tokens[k]?.text ?? '') && (NAME_WORD.test(tokens[k]?.text ?? '') || JOINING_WORD.test(tokens[k]?.text ?? '')))) return;
  if (publisher.slice(0, -1).some((k) => /[.:]$/.test(tokens[k]?.text ?? ''))) return;
  // The place: back from the colon to the full stop that closes the title proper.
  let start = colon;
  while (start > first && !/\.$/.test(tokens[start - 1]?.text ?? '') && colon - start < 3) start--;
  if (start <= first || !/\.$/.test(tokens[start - 1]?.text ?? '') || start - first < 2) return;
  const place = Array.from({ length: colon - start + 1 }, (_, j) => start + j);
  if (!place.every((k) => !HAS_DIGIT.test(tokens[k]?.text ?? '') && NAME_WORD.test(tokens[k]?.text ?? '') && !NOT_PLACE.test(tokens[k]?.text ?? ''))) return;
  if (place.slice(0, -1).some((k) => /[.:;]$/.test(tokens[k]?.text ?? ''))) return;
  for (const k of place) labels[k] = 'location';
  for (const k of publisher) labels[k] = 'publisher';
}
