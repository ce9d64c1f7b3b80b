import type { Token } from './tokenize-reference';

/**
 * Session 43, from collected-25 (fma's Rd files, iapws docstrings, Sionna's bibliography): where a title meets the imprint.
 */

/** A word that cannot end a title or a body's name: it joins what follows. */
const JOINING_END = /^(?:of|for|and|the|de|du|für)$/;

/**
 * "World motor vehicle data, Motor Vehicle Manufacturers of | US Inc, Detroit, 1991.": a body's name cut at its joining word,
 * its head left in the title. A title does not end with "of"; the capitalised words after the title's last comma are the
 * head of the publisher's name.
 */
export function publisherHeadEndingTitle(tokens: Token[], labels: string[]): void {
  const publisher = labels.indexOf('publisher');
  if (publisher < 1 || labels[publisher - 1] !== 'title' || !JOINING_END.test(tokens[publisher - 1]?.text ?? '')) return;
  let comma = publisher - 2;
  while (comma >= 0 && labels[comma] === 'title' && !/,$/.test(tokens[comma]?.text ?? '')) comma--;
  if (comma < 0 || labels[comma] !== 'title') return;
  const head = Array.from({ length: publisher - 1 - comma }, (_, j) => comma + 1 + j);
  // The head of a name: capitalised words and the joining words between them, at most six.
  if (head.length < 2 || head.length > 6 || !/^\p{Lu}/u.test(tokens[comma + 1]?.text ?? '')) return;
  if (!head.every((k) => /^\p{Lu}[\p{L}&'’.-]*$/u.test(tokens[k]?.text ?? '') || JOINING_END.test(tokens[k]?.text ?? ''))) return;
  for (const k of head) labels[k] = 'publisher';
}

/** A code of letters and digits run together: "R22", "R134a", "H2O", "IF97". No place name has one. */
const LETTERS_AND_DIGITS = /\p{L}\d|\d\p{L}/u;

/**
 * "…Tables for Ammonia, R22, R134a, R152a, and R123. Springer-Verlag, Berlin, 1994.": a list of codes at the end of a title
 * read as a place (and the last one as the publisher's first word). A place has no word of letters and digits; the run
 * belongs to the title, up to the full stop that closes it, when a publisher follows that full stop.
 */
export function codesReadAsPlace(tokens: Token[], labels: string[]): void {
  const start = labels.indexOf('location');
  if (start < 1 || labels[start - 1] !== 'title') return;
  let end = start;
  while (labels[end + 1] === 'location') end++;
  const run = Array.from({ length: end - start + 1 }, (_, j) => start + j);
  if (!run.some((k) => LETTERS_AND_DIGITS.test(tokens[k]?.text ?? ''))) return;
  // The title's sentence ends within the publisher that follows, and the publisher goes on after it.
  let stop = end + 1;
  while (labels[stop] === 'publisher' && !/\.$/.test(tokens[stop]?.text ?? '')) stop++;
  if (/[.]$/.test(tokens[end]?.text ?? '')) stop = end;
  else if (labels[stop] !== 'publisher' || labels[stop + 1] !== 'publisher') return;
  for (let k = start; k <= stop; k++) labels[k] = 'title';
}

/**
 * "…, v.15.3.0, 2018-09.": a year and month (ISO 8601 "YYYY-MM") read as a page range. Read as pages it would run
 * backwards (2018–2009); with no other date in the reference, it is the date.
 */
export function yearMonthReadAsPages(tokens: Token[], labels: string[]): void {
  if (labels.includes('date')) return;
  tokens.forEach((token, k) => {
    if (labels[k] !== 'pages' || labels[k - 1] === 'pages' || labels[k + 1] === 'pages') return;
    if (/^(?:1[6-9]|20)\d\d-(?:0[1-9]|1[0-2])[.,;]?$/.test(token.text)) labels[k] = 'date';
  });
}

/**
 * "…", v.15.3.0, 2018-09.": a release number of three or more parts after "v." read as the volume. A volume is one number
 * (geology's "v. 53"); "15.3.0" is a version, a note.
 */
export function releaseReadAsVolume(tokens: Token[], labels: string[]): void {
  tokens.forEach((token, k) => {
    if (labels[k] === 'volume' && /^v\.?\d+(?:\.\d+){2,}[,.;]?$/i.test(token.text)) labels[k] = 'note';
  });
}

/**
 * "…for the Thermodynamic Properties of | Seawater, Table 10, http://…": a title's last words read as a journal. A title
 * does not end with "of" or "for"; a short journal straight after such a word, with no volume, issue or pages anywhere
 * to anchor it, is the end of the title.
 */
export function titleEndReadAsContainer(tokens: Token[], labels: string[]): void {
  const start = labels.findIndex((label) => label === 'journal' || label === 'container-title');
  // Only "of" and "for": "… Organization of the | United Nations" is a body's name, which the title may have run into.
  if (start < 1 || labels[start - 1] !== 'title' || !/^(?:of|for)$/.test(tokens[start - 1]?.text ?? '')) return;
  let end = start;
  while (labels[end + 1] === labels[start]) end++;
  if (end - start > 2 || labels.some((label) => label === 'volume' || label === 'issue' || label === 'pages')) return;
  if (!tokens.slice(start, end + 1).every((token) => /^\p{L}[\p{L}'’-]*[,.;]?$/u.test(token.text))) return;
  for (let k = start; k <= end; k++) labels[k] = 'title';
}
