import type { Token } from './tokenize-reference';

/**
 * "Petts, J. A., … & Bovy, J. (2016), Monthly Notices of the Royal Astronomical Society, 463, 858.", "Dehnen (1999).
 * The Astrophysical Journal, 524, L35.": astronomy's short layout cites no title; names, year, journal, volume. The
 * tagger, expecting a title after the year, reads the journal's first words as one ("Monthly Notices of the", "The").
 * A title that runs straight into the journal — no comma, full stop or quotation mark between them — right after
 * the date, with nothing but the journal's volume after it, is the journal's opening.
 */
export function titleRunIntoJournal(tokens: Token[], labels: string[]): void {
  const start = labels.indexOf('title');
  if (start < 1 || labels[start - 1] !== 'date' || !/[.,:;]$/.test(tokens[start - 1]?.text ?? '')) return;
  let end = start;
  while (end + 1 < labels.length && labels[end + 1] === 'title') end++;
  if (labels[end + 1] !== 'journal' || labels.slice(end + 1).includes('title')) return;
  // No punctuation inside the title or at its end, no quotation: one name, cut where the tagger's labels changed. A
  // journal's opening is a few words ("Monthly Notices of the"); a longer run is a title the tagger cut short.
  if (end - start > 4 || tokens.slice(start, end + 1).some((token) => /[.,:;!?"“”'’»«()]/.test(token.text))) return;
  let journalEnd = end + 1;
  while (journalEnd + 1 < labels.length && labels[journalEnd + 1] === 'journal') journalEnd++;
  // "… Many-Outlier Procedure,Technometrics,": a comma inside the journal's run ends a title the tagger cut short.
  if (tokens.slice(end + 1, journalEnd).some((token) => /,$/.test(token.text))) return;
  // Session 36: "(2009). On Reproducible Econometric | Research. Journal of Applied Econometrics, 24(5)": a full word closed by a
  // full stop inside the journal's run, a capitalised word after it, ends a title the tagger cut one word short.
  const sentenceEnd = tokens.slice(end + 1, journalEnd).findIndex((token, n) => /\p{Ll}{4,}\.$/u.test(token.text) && /^\p{Lu}/u.test(tokens[end + 2 + n]?.text ?? ''));
  if (sentenceEnd >= 0) {
    for (let k = end + 1; k <= end + 1 + sentenceEnd; k++) labels[k] = 'title';
    return;
  }
  if (!/,$/.test(tokens[journalEnd]?.text ?? '') || labels[journalEnd + 1] !== 'volume') return;
  for (let k = start; k <= end; k++) labels[k] = 'journal';
}
