import type { Token } from './tokenize-reference';

/**
 * British and Harvard styles put an article's title in single quotes: "Ashton, Neil, 'Seven deadly
 * sins of data publication', School of Data blog (17 October 2013)", "'Symmetry Properties of
 * Clebsch-Gordan Coefficients', T. Regge, Nuovo Cimento". The training corpora hold few of them, and
 * the tagger, which knows double quotes well, lets such a title run on into the names before it or
 * the container after it. A single quotation the tagger read (partly) as the title is the title.
 */

/** Opens a quotation: a quote mark before a letter or digit, not an elision such as "'t Hooft" or "'s". */
const OPENS = /^[‘'][\p{L}\p{N}]/u;
const ELISION = /^[‘'](?:t|s|n|em|tis)[,.]?$/iu;
/** Closes one: a quote mark after a letter, digit or the title's own punctuation, then at most the reference's punctuation. */
const CLOSES = /[\p{L}\p{N}.?!)…][’'][.,;:)]*$/u;
/** A possessive such as "Peters'," closes no quotation when the word before it ends in "s" and no quotation is open. */
const DOUBLE_OPEN = /^(?:[“"«]|``)/;
const DOUBLE_CLOSE = /(?:[”"»]|'')[.,;:]?$/;

/** The first single quotation in the reference, [open, close] as token indexes, not inside a double-quoted one. */
function findSingleQuotation(tokens: Token[]): [number, number] | undefined {
  let insideDouble = false;
  for (let k = 0; k < tokens.length; k++) {
    const text = tokens[k]?.text ?? '';
    if (DOUBLE_OPEN.test(text)) insideDouble = true;
    if (!insideDouble && OPENS.test(text) && !ELISION.test(text)) {
      for (let close = k; close < Math.min(tokens.length, k + 40); close++) {
        const word = tokens[close]?.text ?? '';
        if (close > k && (DOUBLE_OPEN.test(word) || OPENS.test(word))) break;
        if (CLOSES.test(word)) return [k, close];
      }
      return undefined;
    }
    if (DOUBLE_CLOSE.test(text)) insideDouble = false;
  }
  return undefined;
}

const NAME_SIDE = new Set(['author', 'title', 'other', 'editor', 'publisher']);

/**
 * The quotation becomes the title when the tagger's first title overlaps it, starts just before it
 * (the title swallowed the end of the names: "UK Data Archive, 'Documenting your Data'") or there is
 * none. Words before the quotation that the tagger gave to that title are names; title words after
 * the closing quote are the container (when there is none yet), after an "in" that leads to it.
 */
export function titleFromSingleQuotes(tokens: Token[], labels: string[]): void {
  const found = findSingleQuotation(tokens);
  if (!found) return;
  const [open, close] = found;
  const titleStart = labels.indexOf('title');
  let titleEnd = titleStart;
  while (titleStart >= 0 && titleEnd + 1 < labels.length && labels[titleEnd + 1] === 'title') titleEnd++;
  const overlaps = titleStart >= 0 && titleStart <= close && titleEnd >= open;
  // A title the tagger found elsewhere ("Graph Connectivity. in Brandes and Erlebach, 'Network Analysis…'"): the quotation is something else.
  if (titleStart >= 0 && !overlaps) return;
  if (!labels.slice(open, close + 1).every((label) => NAME_SIDE.has(label))) return;
  // A title running in lower-case words up to the quotation holds it ("Demonisation and integration of
  // ‘boatpeople’ in Howard's Australia"): a scare quote, not the title.
  if (overlaps && tokens.slice(titleStart, open).some((token) => /^\p{Ll}/u.test(token.text) && !/^(?:van|von|de|der|da|di|du|le|la|and)$/.test(token.text))) return;
  // A quotation the title runs on from in lower-case words, with no punctuation at its close ("A 'signal-free' approach to
  // dendroclimatic standardisation"): a phrase quoted inside the title, not the title.
  const next = tokens[close + 1]?.text ?? '';
  if (overlaps && titleEnd > close && /[’']$/u.test(tokens[close]?.text ?? '') && /^\p{Ll}/u.test(next) && !/^(?:in|in:|and|ed\.|eds\.|edited)$/i.test(next)) return;
  const hasContainer = labels.includes('journal') || labels.includes('container-title');
  // Before the quotation: the title's words there are the end of the names (or of a group author).
  if (overlaps && titleStart < open) {
    const first = labels.findIndex((label) => label !== 'citation-number');
    const namesBefore = titleStart === first || labels[titleStart - 1] === 'author';
    // "Oxford University Computing Services, 'Sudamih Project…'": with no names found, a group author
    // the tagger cut into pieces (publisher, other) runs from the start to the quotation.
    const groupAuthor = !namesBefore && !labels.includes('author') && labels.slice(first, titleStart).every((label) => ['other', 'publisher', 'location', 'editor'].includes(label));
    for (let k = groupAuthor ? first : titleStart; k < open; k++) labels[k] = namesBefore || groupAuthor ? 'author' : 'other';
  }
  for (let k = open; k <= close; k++) labels[k] = 'title';
  // After it: what the title ran on into.
  let k = close + 1;
  const after: number[] = [];
  while (k < labels.length && labels[k] === 'title') after.push(k++);
  if (!after.length) return;
  const inCue = after.findIndex((j) => /^in:?$/i.test(tokens[j]?.text ?? ''));
  after.forEach((j, n) => {
    labels[j] = hasContainer || n <= inCue ? 'other' : 'container-title';
  });
}
