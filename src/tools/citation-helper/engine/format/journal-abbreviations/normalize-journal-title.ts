/**
 * One spelling for a journal's full title: case, accents, "&" against "and", punctuation and a leading
 * "The" do not tell journals apart ("The Journal of Physical Chemistry A" = "Journal of Physical
 * Chemistry. A").
 */
export function normalizeJournalTitle(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .replace(/^the /, '');
}
