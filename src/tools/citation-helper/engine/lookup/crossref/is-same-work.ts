import type { CslItem } from '../../../contract';

/** Share of title words two titles must have in common (Dice) to be one title, give or take a subtitle or a typo. */
const SAME_TITLE_DICE = 0.85;

/**
 * Whether a Crossref record is the work a pasted reference names. A false match would replace a
 * reference with another paper, so all that both sides give must agree: the title (the record's own,
 * or with its subtitle), the year (±1: online-first and print years differ), and the first author's
 * family name among the record's first three authors. A reference with only a title is not enough.
 */
export function isSameWork(reference: CslItem, record: Record<string, unknown>): boolean {
  if (!isSameTitle(reference.title, record.title)) return false;
  const year = readYear(reference.issued);
  const recordYear = readYear(record.issued);
  const family = readFirstFamily(reference.author);
  const recordFamilies = readFamilies(record.author).slice(0, 3);
  const yearAgrees = year !== undefined && recordYear !== undefined ? Math.abs(year - recordYear) <= 1 : undefined;
  const authorAgrees = family !== undefined && recordFamilies.length > 0 ? recordFamilies.includes(family) : undefined;
  if (yearAgrees === false || authorAgrees === false) return false;
  return yearAgrees === true || authorAgrees === true;
}

function isSameTitle(reference: unknown, record: unknown): boolean {
  if (typeof reference !== 'string' || typeof record !== 'string') return false;
  const ours = toWords(reference);
  if (ours.length < 2) return false;
  // The record's title may carry a subtitle the reference left out (or the other way round).
  const theirs = toWords(record);
  const theirMain = toWords(record.split(/[:?.]\s/)[0] ?? record);
  const ourMain = toWords(reference.split(/[:?.]\s/)[0] ?? reference);
  return Math.max(dice(ours, theirs), dice(ours, theirMain), dice(ourMain, theirs)) >= SAME_TITLE_DICE;
}

export function toWords(text: string): string[] {
  return text
    .replace(/<[^>]+>/g, ' ')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

function dice(a: string[], b: string[]): number {
  if (a.length === 0 || b.length === 0) return 0;
  const left = new Map<string, number>();
  for (const word of a) left.set(word, (left.get(word) ?? 0) + 1);
  let shared = 0;
  for (const word of b) {
    const count = left.get(word) ?? 0;
    if (count > 0) {
      shared += 1;
      left.set(word, count - 1);
    }
  }
  return (2 * shared) / (a.length + b.length);
}

function readYear(issued: unknown): number | undefined {
  const year = (issued as { 'date-parts'?: unknown[][] } | undefined)?.['date-parts']?.[0]?.[0];
  const value = typeof year === 'string' ? Number(year) : year;
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

function readFamilies(names: unknown): string[] {
  if (!Array.isArray(names)) return [];
  return names.flatMap((name) => {
    const { family, literal } = (name ?? {}) as { family?: unknown; literal?: unknown };
    const text = typeof family === 'string' ? family : typeof literal === 'string' ? literal : '';
    const words = toWords(text);
    return words.length ? [words.join(' ')] : [];
  });
}

function readFirstFamily(names: unknown): string | undefined {
  return readFamilies(names)[0];
}
