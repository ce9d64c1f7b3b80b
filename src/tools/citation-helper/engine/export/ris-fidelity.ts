import type { CslItem } from '../../contract';

type CslName = Record<string, unknown>;
const NAME_FIELDS = ['author', 'editor', 'translator', 'composer', 'container-author', 'collection-editor', 'director', 'interviewer', 'recipient', 'reviewed-author'];

/**
 * The item as RIS should see it. RIS names are "Last, First, Suffix" with no particle parts, and
 * citation-js drops particles outright; written into the name ("la Martinière, Gérard de") they keep
 * their text; our reader splits a dropping particle back out of the given name (readRis).
 */
export function prepareForRis(item: CslItem): CslItem {
  const prepared: CslItem = { ...item };
  for (const field of NAME_FIELDS) {
    const names = item[field];
    if (Array.isArray(names)) prepared[field] = names.map((name: CslName) => foldParticles(name));
  }
  return prepared;
}

function foldParticles(name: CslName): CslName {
  const { 'non-dropping-particle': nonDropping, 'dropping-particle': dropping, ...rest } = name;
  if (!nonDropping && !dropping) return name;
  const join = (...parts: unknown[]): string => parts.filter((part) => typeof part === 'string' && part).join(' ');
  return { ...rest, family: join(nonDropping, rest.family), ...(dropping || rest.given ? { given: join(rest.given, dropping) } : {}) };
}

/**
 * citation-js's RIS record, corrected where readers (its own included) would read something else back:
 * - a page range left whole in SP is split into SP/EP (a reader takes a lone SP for the first page only);
 * - a book's editor goes out as ED, not A3: A3 is the series editor to Zotero and to RIS's older
 *   tag set (which citation-js applies to a record holding an ID line);
 * - a date given only in words ("in press") goes into DA's "other info" slot (`///in press`),
 *   since citation-js writes no date line for it.
 */
export function correctRisRecord(record: string, item?: CslItem): string {
  let lines = record.split('\n');
  if (!lines.some((line) => line.startsWith('EP  - '))) {
    lines = lines.flatMap((line) => {
      const range = /^SP {2}- (\S+?)\s*[-–—]\s*(\S+)$/.exec(line);
      return range ? [`SP  - ${range[1]}`, `EP  - ${range[2]}`] : [line];
    });
  }
  if (!item) return lines.join('\n');
  if (lines.includes('TY  - BOOK') && Array.isArray(item.editor)) lines = lines.map((line) => line.replace(/^A3 {2}- /, 'ED  - '));
  const literal = wordsOnlyDate(item.issued);
  const end = lines.findIndex((line) => line.startsWith('ER  -'));
  if (literal && end >= 0 && !lines.some((line) => /^(PY|DA|Y1) {2}- /.test(line))) lines.splice(end, 0, `DA  - ///${literal}`);
  return lines.join('\n');
}

function wordsOnlyDate(date: unknown): string | undefined {
  if (!date || typeof date !== 'object') return undefined;
  const { 'date-parts': parts, literal } = date as { 'date-parts'?: unknown[]; literal?: unknown };
  if (Array.isArray(parts) && parts.some((part) => Array.isArray(part) && part.length)) return undefined;
  return typeof literal === 'string' && literal.trim() ? literal.trim().replace(/\s+/g, ' ') : undefined;
}
