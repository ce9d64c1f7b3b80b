import type { Token } from './tokenize-reference';

/**
 * Session 43, from collected-25 (iapws docstrings, Sionna's bibliography, fma's Rd files): a body that signs its own
 * documents, printed before them in a way the author-first training lists do not show.
 */

const firstWord = (labels: string[]) => labels.findIndex((label) => label !== 'citation-number');
/** A body's acronym: capitals, maybe digits, closed by a comma ("IAPWS,", "NIST,", "W3C,"). */
const ACRONYM_WITH_COMMA = /^[\p{Lu}\d]*\p{Lu}[\p{Lu}\d]*,$/u;
/** The small words a title goes on with; not "and", "&", "et" or "und", which join names. */
const TITLE_JOINING = /^(?:on|of|for|to|in|with|from|about|between)$/;
/** "No." / "Part" before a number: "Advisory Note No. 5: …". */
const NUMBER_WORD = /^(?:No|Nr|Part|Vol)\.?$/;

/**
 * "IAPWS, Revised Release on the Equation of State …", "IAPWS, Guideline on …", "IAPWS, Advisory Note No. 5: …": an acronym
 * and a comma, then the title's capitalised opening words, which the tagger read as the acronym's given names. Given
 * names end with punctuation or run into another name ("SMITH, John Robert, …", "WANG, Li and …"); these run straight on
 * into the title with a small lower-case word ("on", "for"), or into a number after "No.". The acronym alone is the author.
 */
export function acronymBodyBeforeTitle(tokens: Token[], labels: string[]): void {
  const start = firstWord(labels);
  if (start < 0 || labels[start] !== 'author' || !ACRONYM_WITH_COMMA.test(tokens[start]?.text ?? '')) return;
  let end = start;
  while (labels[end + 1] === 'author') end++;
  const given = tokens.slice(start + 1, end + 1).map((token) => token.text);
  if (!given.length || given.length > 4 || labels[end + 1] !== 'title') return;
  const last = given[given.length - 1] ?? '';
  const next = tokens[end + 1]?.text ?? '';
  const plainWords = given.slice(0, -1).every((word) => /^\p{Lu}\p{Ll}+$/u.test(word));
  const runsOn = /^\p{Lu}\p{Ll}+$/u.test(last) && TITLE_JOINING.test(next);
  const numbered = NUMBER_WORD.test(last) && /^\d/.test(next) && !/^(?:1[5-9]|20)\d\d\b/.test(next);
  if (!plainWords || !(runsOn || numbered)) return;
  for (let k = start + 1; k <= end; k++) labels[k] = 'title';
}

/** A standards body's code: "3GPP", "ETSI", "ISO", "IEC", "ITU-T", "IEEE". */
const BODY_CODE = /^(?=[\p{Lu}\d-]*\p{Lu})[\p{Lu}\d][\p{Lu}\d-]{1,7}$/u;
/** The kind of document a body numbers: 3GPP's "TS"/"TR", ETSI's "EN"/"ES", ITU's "Rec."… */
const DOCUMENT_CODE = /^(?:TS|TR|EN|ES|EG|TN|Rec\.?)$/;
const DOCUMENT_NUMBER = /^\d+(?:[.-]\d+)+[.,:]?$/;

/**
 * "3GPP TS 38.211. "NR; Physical channels…"", "ETSI 3GPP TS 36.212 "Evolved Universal …"", "3GPP TR 38.901, "Study on …"":
 * the body's code, the document's kind and its number open the reference, all read as one identifier. The body's code
 * is the author; kind and number the identifier. A quotation mark that opens the title right after is the title's.
 */
export function standardBodyBeforeNumber(tokens: Token[], labels: string[]): void {
  const start = firstWord(labels);
  if (start < 0 || labels.some((label) => label === 'author' || label === 'editor')) return;
  let k = start;
  while (k - start < 3 && BODY_CODE.test(tokens[k]?.text ?? '') && !DOCUMENT_CODE.test(tokens[k]?.text ?? '')) k++;
  if (k === start || !DOCUMENT_CODE.test(tokens[k]?.text ?? '') || !DOCUMENT_NUMBER.test(tokens[k + 1]?.text ?? '')) return;
  const number = k + 1;
  if (!labels.slice(number + 1).includes('title')) return;
  for (let j = start; j < k; j++) labels[j] = 'author';
  labels[k] = 'identifier';
  labels[number] = 'identifier';
  const opening = tokens[number + 1]?.text ?? '';
  if (/^["“‘']/.test(opening) && labels[number + 1] !== 'title' && labels[number + 2] === 'title') labels[number + 1] = 'title';
}

/** A country's short name that opens the name of its government's bodies: "US Department of Commerce", "U.K. Met Office". */
const COUNTRY = /^(?:US|U\.S\.|USA|U\.S\.A\.|UK|U\.K\.)$/;

/**
 * "Survey of current business, US Department of Commerce, 1990.": the country read as a genre or a place, split off the
 * body's name it opens (no punctuation between them). It is the first word of the publisher.
 */
export function countryOpeningBody(tokens: Token[], labels: string[]): void {
  tokens.forEach((token, k) => {
    if (!COUNTRY.test(token.text) || labels[k] === 'publisher' || labels[k] === 'author' || labels[k + 1] !== 'publisher') return;
    if (!['genre', 'location', 'other', 'note'].includes(labels[k] ?? '')) return;
    if (k > 0 && !/[,.;:]$/.test(tokens[k - 1]?.text ?? '')) return;
    if (!/^\p{Lu}\p{Ll}/u.test(tokens[k + 1]?.text ?? '')) return;
    labels[k] = 'publisher';
  });
}
