import type { Token } from './tokenize-reference';

/**
 * Session 31 (2026-12-02), from the fourteenth collected set's misses: where two field edges fall —
 * - a Vancouver list ("Lind AB, Berg C, Moss T. Title…") ends at the initials closed by a full stop; the tagger read the title's
 *   first word on as a name;
 * - a quoted title's closing quote ends it: title words after it that run into the journal are the journal's opening
 *   ("‘Title.’ Monthly Notices of the Royal Astronomical Society 179").
 */

const FAMILY = /^\p{Lu}[\p{Ll}'’-]+$/u;
/** Initials printed without full stops, after a family name: "AB,", "C,", the last closed by a full stop ("T."). */
const UNDOTTED_INITIALS = /^\p{Lu}{1,3}[,.]$/u;

/**
 * "Lind AB, Berg C, Moss T. Tidal mills: a survey. …": a Vancouver list of family names each followed by undotted
 * initials opens the reference; the initials closed by a full stop end it. Words after them that the tagger read as names,
 * before the title it found, are the title's.
 */
export function vancouverNamesEndAtFullStop(tokens: Token[], labels: string[]): void {
  const start = labels.findIndex((label) => label !== 'citation-number');
  if (start < 0) return;
  let k = start;
  let end = -1;
  while (k + 1 < tokens.length && labels[k] === 'author' && labels[k + 1] === 'author' && FAMILY.test(tokens[k]?.text ?? '') && UNDOTTED_INITIALS.test(tokens[k + 1]?.text ?? '')) {
    k += 2;
    if (/\.$/.test(tokens[k - 1]?.text ?? '')) {
      end = k;
      break;
    }
  }
  // One pair alone ("Ian L. Kaplan") is a given name and a middle initial unless its initials are two or more ("Nash RK.").
  if (end < 0 || labels[end] !== 'author' || (end - start === 2 && !/^\p{Lu}{2,3}\.$/u.test(tokens[end - 1]?.text ?? ''))) return;
  let next = end;
  while (next < tokens.length && labels[next] === 'author') next++;
  // Only a word or two run on, right before the title the tagger found.
  if (next - end > 2 || labels[next] !== 'title') return;
  for (let j = end; j < next; j++) labels[j] = 'title';
}

/** A token that closes a quotation: "Universes.’", "Title,”", "Title.\"". */
const CLOSING_QUOTE = /[’”"][.,;:]?$/;

/**
 * "Heath, D. J. ‘The Growth of Structure.’ Monthly Notices of the Royal Astronomical Society 179 (May 1977)": after the token
 * that closes a quoted title, words the tagger kept in the title (or a rule left as nothing in particular) that run straight into the
 * journal it found are the journal's.
 */
export function journalOpeningAfterQuotedTitle(tokens: Token[], labels: string[]): void {
  const journal = labels.findIndex((label) => label === 'journal' || label === 'container-title');
  const kept = (j: number) => labels[j] === 'title' || labels[j] === 'other';
  if (journal < 2 || !kept(journal - 1)) return;
  let k = journal - 1;
  while (k >= 0 && kept(k) && !CLOSING_QUOTE.test(tokens[k]?.text ?? '')) k--;
  if (k < 0 || labels[k] !== 'title' || k === journal - 1) return;
  // The quotation opens in the title: a closing quote of the title's own, not an apostrophe.
  if (!/^[‘“"]/.test(tokens.slice(0, k + 1).find((token, j) => labels[j] === 'title')?.text ?? '')) return;
  if (journal - k - 1 > 6) return;
  for (let j = k + 1; j < journal; j++) labels[j] = labels[journal] ?? 'journal';
}
