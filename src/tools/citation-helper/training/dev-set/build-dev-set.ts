/**
 * The free-text dev set: realistic items (the CSL test suite's dev fixtures' items that look like real
 * sources, plus hand-picked ones) rendered with six styles; the gold fields are the items themselves.
 * Items fall into two halves by position, so every rendering of one item stays in the same half:
 * "tune" is what the parser's rules were adjusted on, "report" is what the figures are quoted from.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { CslItem } from '../../contract';
import { REALISTIC_ITEMS } from './realistic-items';
import { renderReference } from './render-reference';

export const DEV_STYLES = [
  'apa',
  'modern-language-association',
  'chicago-author-date',
  'ieee',
  'harvard-cite-them-right',
  'vancouver',
] as const;

export interface DevRecord {
  itemId: string;
  style: string;
  half: 'tune' | 'report';
  text: string;
  gold: CslItem;
}

const FIXTURES = fileURLToPath(new URL('../../../../../../shared/data/citations-csl/dev.jsonl', import.meta.url));
const TOY_TITLE = /^(book|title|article|ignore me|life of)\b/i;
const LATIN = /^[\p{Script=Latin}\p{P}\p{N}\p{S}\s]+$/u;
/** Fields a reference list shows; the rest (abstract, note, ISSN, archive…) cannot be read back. */
const KEPT = ['id', 'type', 'title', 'author', 'editor', 'issued', 'container-title', 'volume', 'issue', 'page', 'publisher', 'publisher-place', 'edition', 'DOI', 'URL', 'genre', 'accessed'];

function keepVisibleFields(item: Record<string, unknown>): CslItem {
  return Object.fromEntries(Object.entries(item).filter(([key]) => KEPT.includes(key))) as CslItem;
}

/** Items from the fixtures that look like sources a student would cite: a real title, a year, an author. */
function readFixtureItems(): CslItem[] {
  const seen = new Set<string>();
  const items: CslItem[] = [];
  for (const line of readFileSync(FIXTURES, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const fixture = JSON.parse(line) as { name: string; input: unknown };
    if (!Array.isArray(fixture.input)) continue;
    for (const raw of fixture.input as Record<string, unknown>[]) {
      const title = typeof raw.title === 'string' ? raw.title : '';
      if (!title || !raw.author || !raw.issued || TOY_TITLE.test(title) || title.split(/\s+/).length < 3) continue;
      if (!LATIN.test(title) || /<[a-z]/i.test(title)) continue;
      const item = keepVisibleFields(raw);
      const key = JSON.stringify({ ...item, id: '' });
      if (seen.has(key)) continue;
      seen.add(key);
      items.push({ ...item, id: `${fixture.name}#${String(raw.id)}` });
    }
  }
  return items;
}

export function buildDevSet(): DevRecord[] {
  const items = [...readFixtureItems(), ...REALISTIC_ITEMS];
  const records: DevRecord[] = [];
  items.forEach((item, index) => {
    for (const style of DEV_STYLES) {
      const text = renderReference(item, style);
      if (!text) continue;
      records.push({ itemId: String(item.id), style, half: index % 2 === 0 ? 'tune' : 'report', text, gold: item });
    }
  });
  return records;
}
