/**
 * Scores a parsed reference against a real, tagged one (anystyle core.xml, GROBID's corpus). The gold
 * fields are read from the gold labels with the same reader the tagger's output goes through
 * (readTaggedFields), so only where the fields were cut is judged, never how a corpus punctuates them.
 * Names: the words of the parsed names must be exactly the words of the gold author field (minus
 * "and", "et al." and role words), no name may hold a list number or a joining "and", and a single
 * parsed name for a gold list with "and"/"&"/"et" is wrong — a proxy for name splitting, which the
 * corpora do not tag; the splitting itself is unit-tested.
 */
import type { CslItem } from '../contract';
import { readIssue, readPages, readTaggedFields, readVolume, type TaggedFields } from '../engine/free-text/tagger/read-tagged-fields';
import type { Token } from '../engine/free-text/tagger/tokenize-reference';

export const REAL_FIELDS = ['author', 'issued', 'title', 'container-title', 'volume', 'issue', 'page', 'publisher', 'publisher-place', 'edition', 'DOI', 'URL'] as const;
export type RealField = (typeof REAL_FIELDS)[number];

export interface RealScore {
  field: RealField;
  correct: boolean;
  /** The parser returned the field. */
  parsed: boolean;
}

interface Name { family?: string; given?: string; literal?: string; suffix?: string }

const fold = (value: string) =>
  value
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[‘’“”"'`]/g, '')
    .replace(/[–—‐-]/g, ' ')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

const NOT_NAME_WORDS = new Set(['and', 'et', 'al', 'und', 'others', 'eds', 'ed', 'editors', 'editor', 'by', 'edited', 'in', 'hrsg', 'hg', 'y']);

/**
 * Compact initials spelled out on both sides ("Khoury CK" → "Khoury C K"): a reader that writes them
 * "C. K." has the same name. Applied to gold and parsed alike, so a literal "IBM" still matches.
 */
const spellInitials = (text: string) => text.replace(/(?<![\p{L}])\p{Lu}{2,3}(?![\p{L}])/gu, (letters) => letters.split('').join(' '));

function nameWords(text: string): string {
  return fold(spellInitials(text))
    .split(' ')
    .filter((word) => word && !NOT_NAME_WORDS.has(word))
    .sort()
    .join(' ');
}

function sameNames(parsed: Name[], goldText: string): boolean {
  if (!parsed.length) return false;
  const joined = parsed.map((name) => [name.given, name.family, name.suffix, name.literal].filter(Boolean).join(' ')).join(' ');
  if (nameWords(joined) !== nameWords(goldText)) return false;
  const broken = parsed.some((name) => /\d/.test(name.family ?? '') || /(?:^|\s)(?:and|&|et|und)(?:\s|$)/.test(`${name.given ?? ''} ${name.family ?? ''}`));
  const listOfMany = /\s(?:and|&|et|und)\s/.test(goldText.replace(/\bet al\b/, '')) && !/\b(?:of|for|the|collaboration|group)\b/i.test(goldText);
  return !broken && !(listOfMany && parsed.length === 1);
}

const yearOf = (date: unknown) => String((date as { 'date-parts'?: unknown[][] } | undefined)?.['date-parts']?.[0]?.[0] ?? '');

function pageRange(value: string | undefined): string {
  const [first = '', last] = (value ?? '').replace(/[–—]/g, '-').replace(/\s/g, '').split(/-+/);
  if (!last) return first;
  const full = last.length < first.length && /^\d+$/.test(first) && /^\d+$/.test(last) ? first.slice(0, first.length - last.length) + last : last;
  return `${first}-${full}`;
}

const stripIn = (text: string) => fold(text).replace(/^in /, '');

function goldValue(field: RealField, gold: TaggedFields): string | undefined {
  if (field === 'issued') return gold.year;
  return (gold as unknown as Record<string, string | undefined>)[field];
}

function isCorrect(field: RealField, parsed: CslItem, want: string): boolean {
  // A DOI link is stored as the bare DOI (the tool's clean-up on import): the same DOI is the same link.
  const doiLink = field === 'URL' ? /^https?:\/\/(?:dx\.)?doi\.org\/(10\.\S+)$/i.exec(want)?.[1] : undefined;
  if (doiLink && parsed.URL === undefined && typeof parsed.DOI === 'string') return parsed.DOI.toLowerCase() === doiLink.replace(/[/.]+$/, '').toLowerCase();
  const got = parsed[field];
  if (got === undefined) return false;
  const text = String(got);
  switch (field) {
    case 'author':
      return sameNames(got as Name[], want);
    case 'issued':
      return yearOf(got) === want;
    case 'volume':
      return readVolume(text).volume === want;
    case 'issue':
      return readIssue(text) === want;
    case 'page':
      return pageRange(readPages(text)) === pageRange(want);
    case 'DOI':
      return text.toLowerCase() === want.toLowerCase();
    case 'URL':
      return text.replace(/[/.]+$/, '') === want.replace(/[/.]+$/, '');
    case 'edition':
      return (/\d+/.exec(text)?.[0] ?? fold(text)) === (/\d+/.exec(want)?.[0] ?? fold(want));
    case 'container-title':
      return stripIn(text) === stripIn(want);
    default:
      return fold(text) === fold(want);
  }
}

/** The gold fields of a tagged reference. */
export function readGoldFields(tokens: Token[], labels: string[]): TaggedFields {
  return readTaggedFields(tokens, labels);
}

/** One score per field the gold reference has. */
export function scoreRealReference(parsed: CslItem | undefined, gold: TaggedFields): RealScore[] {
  return REAL_FIELDS.flatMap((field) => {
    const want = goldValue(field, gold);
    if (!want) return [];
    return [{ field, parsed: parsed?.[field] !== undefined, correct: Boolean(parsed) && isCorrect(field, parsed as CslItem, want) }];
  });
}
