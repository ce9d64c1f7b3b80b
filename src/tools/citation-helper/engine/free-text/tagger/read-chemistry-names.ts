import type { Token } from './tokenize-reference';

/** A family name's word: "Curran", "Gonzalez-Garcia", "O'Boyle", "McLeod"; a lower-case particle or piece ("de", "van", "Pit z"). */
const FAMILY_WORD = /^(?:\p{Lu}[\p{L}'’-]*|\p{Ll}{1,3})$/u;
/** The last word of a family name, closed by its comma: "Curran,", "z," of "Pit z," (the first word is checked apart). */
const FAMILY_END = /^[\p{L}'’-]+,$/u;
/** Initials, as chemistry lists print them: "H.J.;", "C. K.", "J.MH.;", "M.-T.;", "B.I;". */
const INITIALS = /^(?:\p{Lu}{1,2}\.?-?){1,4}[.,;]?$/u;
const SUFFIX = /^(?:Jr|Sr)\.[,;]?$/;
/** "J. Phys.", "Combust. Flame": an abbreviated journal word after the last initials. */
const JOURNAL_WORD = /^\p{Lu}\p{Ll}{1,8}\.[,]?$/u;
const NUMBER_LABELS = new Set(['volume', 'date', 'pages', 'issue']);

/** Where one "Family, I. I." name ends (the index after it), or -1: from `k`, the family words, then initials. */
function invertedName(tokens: Token[], k: number): number {
  let j = k;
  while (j < tokens.length && j - k < 3 && !FAMILY_END.test(tokens[j]?.text ?? '') && FAMILY_WORD.test(tokens[j]?.text ?? '')) j++;
  if (!FAMILY_END.test(tokens[j]?.text ?? '') || !/^\p{Lu}/u.test(tokens[k]?.text ?? '')) return -1;
  return initialsAfter(tokens, j + 1);
}

/** The initials from `k` on (at most three words), stopping before a journal's "J." ("Ritter, E. J. Phys. Chem."). */
function initialsAfter(tokens: Token[], k: number): number {
  let j = k;
  while (j < tokens.length && j - k < 3 && INITIALS.test(tokens[j]?.text ?? '')) {
    // A further initial has its full stop ("S. A Collection…": "A" opens the title).
    if (j > k && !tokens[j]?.text.includes('.')) break;
    if (j > k && /^\p{Lu}\.$/u.test(tokens[j]?.text ?? '') && JOURNAL_WORD.test(tokens[j + 1]?.text ?? '')) break;
    j++;
    if (/[,;]$/.test(tokens[j - 1]?.text ?? '')) break;
  }
  if (j === k) return -1;
  return SUFFIX.test(tokens[j]?.text ?? '') ? j + 1 : j;
}

/** "Venkataraghavan R." after a semicolon: a name written "Family I." inside the same list. */
function compactName(tokens: Token[], k: number): number {
  return /^\p{Lu}[\p{L}'’-]+$/u.test(tokens[k]?.text ?? '') && /^\p{Lu}{1,3}\.?[.,;]?$/u.test(tokens[k + 1]?.text ?? '') ? k + 2 : -1;
}

/** "B. Ruscic;" after a semicolon: a name written given first inside the same list. */
function givenFirstName(tokens: Token[], k: number): number {
  let j = k;
  while (j < tokens.length && j - k < 3 && /^\p{Lu}\.$/u.test(tokens[j]?.text ?? '')) j++;
  return j > k && /^\p{Lu}[\p{L}'’-]+[.;,]?$/u.test(tokens[j]?.text ?? '') ? j + 1 : -1;
}

/**
 * "Curran, H.J.; Gaffuri, P.; Pit z, W.J.; Westbrook, C.K. Combust. Flame 2002, 129, 253.", "Atkinson, R.;Baulch,
 * D.L.;…;Troe, J., Atmos. Chem. Phys., 7, …": a chemistry list — names "Family, Initials" separated by semicolons —
 * ends exactly after its last initials. The tagger often ran the names into the journal ("C.K. Combust") or the
 * journal into the names ("J., Atmos. Chem. Phys."); the list's own shape says where it ends. Names written
 * given first inside the list ("Hua, H.; B. Ruscic; B. Wang.") and a missing semicolon between two inverted
 * names ("Hippler, H. Troe, J.") are kept in it. Needs at least one semicolon after a name's initials.
 */
export function chemistryNameList(tokens: Token[], labels: string[]): void {
  const start = labels.findIndex((label) => label !== 'citation-number');
  if (start < 0 || labels[start] !== 'author') return;
  let end = invertedName(tokens, start);
  if (end < 0) return;
  let semicolons = 0;
  for (;;) {
    const closing = tokens[end - 1]?.text ?? '';
    if (closing.endsWith(';')) {
      semicolons++;
      // "…; Jacoby, E.; and Renner, S.": an "and" before the last name.
      const from = /^(?:and|&)$/i.test(tokens[end]?.text ?? '') ? end + 1 : end;
      const next = Math.max(invertedName(tokens, from), givenFirstName(tokens, from), compactName(tokens, from));
      if (next < 0) break;
      end = next;
    } else {
      const next = invertedName(tokens, end);
      if (next < 0 || semicolons === 0) break;
      end = next;
    }
  }
  if (semicolons === 0) return;
  for (let k = start; k < end; k++) labels[k] = 'author';
  let after = end;
  while (after < labels.length && labels[after] === 'author') after++;
  // A list that goes on past where its shape was lost ("…; Smith, A. B.; Jones…" with a name this reader
  // cannot follow) is left as the tagger read it.
  if (after === end || (tokens[end - 1]?.text ?? '').endsWith(';') || tokens.slice(end, after).some((token) => token.text.endsWith(';'))) return;
  const following = labels.slice(after).find((label) => label !== 'other' && label !== 'author');
  const label = !following || NUMBER_LABELS.has(following) ? 'journal' : following;
  for (let k = end; k < after; k++) labels[k] = label;
}
