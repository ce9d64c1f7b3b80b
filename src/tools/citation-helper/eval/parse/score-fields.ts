/**
 * Field-by-field comparison of a parsed reference with its gold item. A gold field counts only when the
 * style printed it (a style that leaves out the place of publication cannot be blamed for it); a
 * parsed field the gold item does not show counts as an extra.
 */
import type { CslItem } from '../../contract';

export const SCORED_FIELDS = ['author', 'issued', 'title', 'container-title', 'volume', 'issue', 'page', 'publisher', 'publisher-place', 'edition', 'DOI', 'URL', 'type'] as const;
export type ScoredField = (typeof SCORED_FIELDS)[number];

export interface FieldScore {
  field: ScoredField;
  /** The gold item has the field and the rendered reference shows it. */
  visible: boolean;
  correct: boolean;
  /** Parsed although the gold item does not show it. */
  extra: boolean;
}

interface Name { family?: string; given?: string; literal?: string }

const fold = (value: string) =>
  value
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[‘’“”"'`]/g, '')
    .replace(/[–—]/g, '-')
    .replace(/[^\p{L}\p{N}-]+/gu, ' ')
    .trim();

function yearOf(date: unknown): string | undefined {
  const parts = (date as { 'date-parts'?: unknown[][] } | undefined)?.['date-parts']?.[0];
  return parts?.[0] === undefined ? undefined : String(parts[0]);
}

function initials(given: string | undefined): string {
  return (given ?? '')
    .split(/[\s.\-‐]+/)
    .filter(Boolean)
    .map((part) => part[0]?.toUpperCase())
    .join('');
}

function nameText(name: Name): string {
  return fold(name.literal ?? name.family ?? '');
}

function sameAuthors(parsed: Name[], gold: Name[], text: string): boolean {
  const truncated = /\bet al\b|…|\.\.\./.test(text);
  if (parsed.length === 0) return false;
  if (truncated ? parsed.length > gold.length : parsed.length !== gold.length) return false;
  return parsed.every((name, index) => {
    const expected = gold[index];
    if (!expected) return false;
    const literal = expected.literal ?? (expected.given ? undefined : expected.family);
    if (literal) return nameText(name) === fold(literal) || fold(`${name.given ?? ''} ${name.family ?? ''}`) === fold(literal);
    if (nameText(name) !== fold(expected.family ?? '')) return false;
    // Styles print initials or full given names; compare what every style keeps: the initials.
    const want = initials(expected.given);
    const got = initials(name.given);
    return got === want || (got.length > 0 && want.startsWith(got));
  });
}

/** First and last page, with a shortened range ("5441–44") read back in full. */
function pageRange(value: string): string {
  const [first = '', last] = value.replace(/[–—]/g, '-').replace(/\s/g, '').split('-');
  if (!last) return first;
  const full = last.length < first.length && /^\d+$/.test(first) && /^\d+$/.test(last) ? first.slice(0, first.length - last.length) + last : last;
  return `${first}-${full}`;
}

const TYPE_GROUPS: Record<string, string> = { article: 'article-journal', 'article-magazine': 'article-journal', 'post-weblog': 'webpage', post: 'webpage' };
const typeGroup = (type: string) => TYPE_GROUPS[type] ?? type;

function isVisible(field: ScoredField, gold: CslItem, text: string): boolean {
  const value = gold[field];
  if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) return false;
  const folded = fold(text);
  switch (field) {
    case 'author':
    case 'type':
      return true;
    case 'issued':
      return Boolean(yearOf(value)) && text.includes(yearOf(value) ?? '');
    case 'page':
      return folded.includes(fold(String(value).split(/[-–]/)[0] ?? ''));
    case 'DOI':
      return text.toLowerCase().includes(String(value).toLowerCase().replace(/^https?:\/\/(dx\.)?doi\.org\//, ''));
    case 'URL':
      return text.includes(String(value));
    case 'edition':
      return new RegExp(`\\b${String(value)}(st|nd|rd|th)\\b`).test(text);
    default:
      return ` ${folded} `.includes(` ${fold(String(value))} `);
  }
}

function isCorrect(field: ScoredField, parsed: CslItem, gold: CslItem, text: string): boolean {
  const got = parsed[field];
  const want = gold[field];
  if (got === undefined) return false;
  switch (field) {
    case 'author':
      return sameAuthors(got as Name[], want as Name[], text);
    case 'issued':
      return yearOf(got) === yearOf(want);
    case 'page':
      return pageRange(String(got)) === pageRange(String(want));
    case 'DOI':
      return String(got).toLowerCase() === String(want).toLowerCase().replace(/^https?:\/\/(dx\.)?doi\.org\//, '');
    case 'URL':
      return String(got) === String(want);
    case 'type':
      return typeGroup(String(got)) === typeGroup(String(want));
    default:
      return fold(String(got)) === fold(String(want));
  }
}

export function scoreReference(parsed: CslItem | undefined, gold: CslItem, text: string): FieldScore[] {
  return SCORED_FIELDS.map((field) => {
    const visible = isVisible(field, gold, text);
    const has = parsed?.[field] !== undefined;
    return { field, visible, correct: visible && Boolean(parsed) && isCorrect(field, parsed as CslItem, gold, text), extra: has && !visible && field !== 'type' };
  });
}
