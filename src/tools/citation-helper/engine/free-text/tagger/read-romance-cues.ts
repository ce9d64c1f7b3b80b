import type { Token } from './tokenize-reference';

/**
 * Session 44, from collected-26's French and Spanish notes and CommPy's French-spelled IEEE list: cue words other languages
 * print where English prints "edited by" and "no.", which the tagger (trained mostly on English) reads into the fields around.
 */

/** "n. 9", "nᵒ 22", "n° 3", "nº 4", "núm. 2": an issue number's cue in French, Italian, Spanish and Portuguese. */
const ISSUE_CUE = /^(?:n\.|nᵒ|n°|nº|núm\.|nr\.?)$/u;
const ISSUE_NUMBER = /^\d{1,4}[,.;:]?$/;

/**
 * "IEEE Transactions on Communications, vol. 46, n. 9, p. 1101-1005", "Applied Sciences 9, nᵒ 22 (2019) : 4853.": the issue's
 * cue and number read into the volume or the pages. Right after a volume (or a number read as one), the cue is no field and the
 * number is the issue.
 */
export function romanceIssueCue(tokens: Token[], labels: string[]): void {
  for (let k = 1; k + 1 < tokens.length; k++) {
    if (!ISSUE_CUE.test(tokens[k]?.text ?? '') || !ISSUE_NUMBER.test(tokens[k + 1]?.text ?? '')) continue;
    if (labels[k - 1] !== 'volume' || !/\d[,.;]?$/.test(tokens[k - 1]?.text ?? '')) continue;
    if (!['volume', 'pages', 'issue', 'other'].includes(labels[k] ?? '') || !['volume', 'pages', 'issue', 'other'].includes(labels[k + 1] ?? '')) continue;
    labels[k] = 'other';
    labels[k + 1] = 'issue';
  }
}

/** "dirigé par", "sous la direction de", "editado por", "a cura di", "hrsg. von": who edited the book, in other languages. */
const EDITED_BY: readonly RegExp[][] = [
  [/^dirigée?s?$/i, /^par$/i],
  [/^sous$/i, /^la$/i, /^direction$/i, /^de$/i],
  [/^editad[oa]s?$/i, /^por$/i],
  [/^coordinad[oa]s?$/i, /^por$/i],
  [/^a$/i, /^cura$/i, /^di$/i],
  [/^hrsg\.$/i, /^von$/i],
  [/^herausgegeben$/i, /^von$/i],
];
const NAME_WORD = /^(?:\p{Lu}[\p{L}'’-]*\.?|\p{Lu}\.(?:-?\p{Lu}\.)*|et|y|e|und|and|&|van|von|de|der|del|della|da|di|du|la|le)[,.;]?$/u;
const MAX_NAME_TOKENS = 20;

/**
 * "In Document Analysis and Recognition – ICDAR 2021, dirigé par Josep Lladós, Daniel Lopresti, et Seiichi Uchida. Lecture Notes
 * …": the book's editors, named after a cue the tagger does not know, read into the container. The cue is no field, the names up
 * to the first full stop are the editors, and the container stops before the cue. Only inside a container the tagger found.
 */
export function romanceEditorCue(tokens: Token[], labels: string[]): void {
  for (let at = 1; at < tokens.length; at++) {
    const cue = EDITED_BY.find((words) => words.every((word, j) => word.test(tokens[at + j]?.text ?? '')));
    if (!cue) continue;
    if (labels[at - 1] !== 'container-title' && labels[at - 1] !== 'journal') continue;
    const first = at + cue.length;
    let end = first;
    while (end < tokens.length && end - first < MAX_NAME_TOKENS && NAME_WORD.test(tokens[end]?.text ?? '') && !/\.$/.test(tokens[end]?.text ?? '')) end++;
    // The list closes with a full stop on a family name (not an initial's), as a sentence ends.
    if (!/^\p{Lu}[\p{Ll}'’-]+\.$/u.test(tokens[end]?.text ?? '') || end === first) continue;
    if (!tokens.slice(first, end + 1).some((token) => /^\p{Lu}\p{Ll}/u.test(token.text))) continue;
    for (let k = at; k < first; k++) labels[k] = 'other';
    for (let k = first; k <= end; k++) labels[k] = 'editor';
    return;
  }
}

/**
 * "… vol. 12824. Cham : Springer, 2021": French typesetting puts a space before the colon, so the tokenizer keeps ":" apart and
 * the tagger leaves the place before it as no field. One to three capitalised words after a full stop, then the lone colon, then
 * the publisher: the words are the place.
 */
export function placeBeforeSpacedColon(tokens: Token[], labels: string[]): void {
  for (let colon = 1; colon + 1 < tokens.length; colon++) {
    if (tokens[colon]?.text !== ':' || labels[colon + 1] !== 'publisher') continue;
    let from = colon;
    while (from > 0 && colon - from < 3 && /^\p{Lu}[\p{L}'’-]*$/u.test(tokens[from - 1]?.text ?? '') && ['other', 'container-title', 'location'].includes(labels[from - 1] ?? '')) from--;
    if (from === colon || !/\.$/.test(tokens[from - 1]?.text ?? '')) continue;
    for (let k = from; k <= colon; k++) labels[k] = 'location';
  }
}

/**
 * An issue's cue, "no" included where a journal's comma comes right before it ("Les Temps modernes, no 45"). Not English "No."
 * or "no.": "Supplementary Educational Monograph, no. 48" numbers a series, whose number is its volume.
 */
const ISSUE_CUE_AFTER_JOURNAL = /^(?:no|n\.|nᵒ|n°|nº|núm\.|nr\.?)$/u;

/**
 * Session 45: "Les Temps modernes, no 45, 1990, p. 1-20.": French and Spanish notes number a journal's issue with no volume.
 * The tagger read the cue and the number as the volume (or the cue as the journal's last word), and the volume's reader then
 * gave the one number as both volume and issue. Right after the journal's comma, with no other volume in the reference, the
 * cue is no field and the number is the issue.
 */
export function romanceIssueAfterJournal(tokens: Token[], labels: string[]): void {
  for (let k = 1; k + 1 < tokens.length; k++) {
    if (!ISSUE_CUE_AFTER_JOURNAL.test(tokens[k]?.text ?? '') || !ISSUE_NUMBER.test(tokens[k + 1]?.text ?? '')) continue;
    if (labels[k - 1] !== 'journal' || !/,$/.test(tokens[k - 1]?.text ?? '')) continue;
    if (!['volume', 'journal', 'other', 'issue'].includes(labels[k] ?? '') || !['volume', 'issue', 'other'].includes(labels[k + 1] ?? '')) continue;
    if (labels.some((label, j) => label === 'volume' && j !== k && j !== k + 1)) continue;
    labels[k] = 'other';
    labels[k + 1] = 'issue';
    return;
  }
}
