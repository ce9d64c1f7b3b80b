/**
 * Clean-up of imported BibTeX and RIS items, as Zotero does on import, so a style never prints the
 * source's own shorthand:
 * - a DOI written as a resolver link or with a "doi:" label is stored bare ("10.1000/xyz"): styles add
 *   their own "https://doi.org/" and would otherwise print it twice;
 * - BibTeX's "and others" is not a person: the name is dropped (citation-js reads it as a family name
 *   "others", which styles print as "& others"); styles shorten long lists with "et al." themselves;
 * - an arXiv eprint (`eprint` with `archiveprefix`/`eprinttype` arXiv) is kept: a preprint with arXiv
 *   as its publisher, the arXiv id as its number and its abstract page as its URL;
 * - a thesis's `pages` is its page count, not a page range cited ("(p. 345)"), and its genre reads as
 *   words ("PhD thesis", "Master's thesis") rather than the entry type.
 */
import type { CslItem } from '../../contract';
import type { BibtexEntry } from './restore-bibtex-details';

const DOI_PREFIX = /^\s*(?:(?:https?:\/\/)?(?:dx\.)?doi\.org\/|doi:\s*)+/i;

/** "https://doi.org/10.1000/x" → "10.1000/x"; anything that is not a DOI after the prefix is left alone. */
export function bareDoi(value: string): string {
  const stripped = value.replace(DOI_PREFIX, '').trim();
  return /^10\.\d{4,9}\//.test(stripped) ? stripped : value;
}

interface Name { family?: string; given?: string; literal?: string }
const isOthers = (name: Name) => !name.given && /^others$/i.test((name.family ?? name.literal ?? '').trim());

const THESIS_GENRES: Record<string, string> = { phdthesis: 'PhD thesis', mastersthesis: "Master's thesis", masterthesis: "Master's thesis" };

export function cleanImportedItem(item: CslItem, entry?: BibtexEntry): CslItem {
  const cleaned: CslItem = { ...item };
  if (typeof cleaned.DOI === 'string') cleaned.DOI = bareDoi(cleaned.DOI);
  for (const role of ['author', 'editor', 'translator'] as const) {
    const names = cleaned[role];
    if (Array.isArray(names) && names.some((name) => isOthers(name as Name))) {
      const kept = (names as Name[]).filter((name) => !isOthers(name));
      if (kept.length) cleaned[role] = kept;
      else delete cleaned[role];
    }
  }
  if (cleaned.type === 'thesis') {
    const page = typeof cleaned.page === 'string' || typeof cleaned.page === 'number' ? String(cleaned.page) : undefined;
    if (page && /^\d+$/.test(page.trim())) {
      cleaned['number-of-pages'] = page.trim();
      delete cleaned.page;
    }
    const genre = typeof cleaned.genre === 'string' ? THESIS_GENRES[cleaned.genre.toLowerCase()] : undefined;
    if (genre) cleaned.genre = genre;
  }
  const fields = entry?.fields ?? {};
  const eprint = fields.eprint?.trim();
  const archive = (fields.archiveprefix ?? fields.eprinttype ?? '').trim().toLowerCase();
  if (eprint && (archive === 'arxiv' || /^arxiv:/i.test(eprint))) {
    const id = eprint.replace(/^arxiv:\s*/i, '');
    if (['document', 'article', 'manuscript', 'report'].includes(String(cleaned.type))) cleaned.type = 'article';
    if (!cleaned['container-title'] && !cleaned.publisher) cleaned.publisher = 'arXiv';
    cleaned.number ??= `arXiv:${id}`;
    cleaned.URL ??= `https://arxiv.org/abs/${id}`;
  }
  return cleaned;
}
