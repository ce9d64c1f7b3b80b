import { readBibtex, readRis } from '../../src/tools/citation-helper/read-source/read-structured';
import { exportBibtex, exportRis } from '../../src/tools/citation-helper/export/export-text-formats';
import type { CslItem } from '../../src/tools/citation-helper/contract';

export interface RoundTrip {
  format: 'BibTeX' | 'RIS';
  items: number;
  expressible: number;
  kept: number;
  lost: string[];
}

/**
 * Export each item and read it back. A field counts when the format can express it at all: the
 * fields that survive a round trip of *some* item of that type define what is expressible, so the
 * figure measures loss, not the format's narrower vocabulary.
 */
export function measureRoundTrips(rawItems: Array<Record<string, unknown>>): RoundTrip[] {
  const items = rawItems
    .filter((item) => typeof item.type === 'string' && item.type)
    .map((item, index) => ({ ...item, id: `rt${index + 1}` }) as CslItem);
  return [
    measure('BibTeX', items, (item) => readBibtex(exportBibtex([item]))),
    measure('RIS', items, (item) => readRis(exportRis([item]))),
  ];
}

function measure(format: RoundTrip['format'], items: CslItem[], trip: (item: CslItem) => CslItem[]): RoundTrip {
  const results = items.map((item) => {
    try {
      return { item, back: trip(item)[0] };
    } catch {
      return { item, back: undefined };
    }
  });
  const expressible = new Set<string>();
  for (const { item, back } of results) for (const field of fieldsOf(item)) if (back && sameValue(item[field], back[field])) expressible.add(`${item.type}:${field}`);
  let total = 0;
  let kept = 0;
  const lost: string[] = [];
  for (const { item, back } of results) {
    for (const field of fieldsOf(item)) {
      if (!expressible.has(`${item.type}:${field}`)) continue;
      total += 1;
      if (back && sameValue(item[field], back[field])) kept += 1;
      else lost.push(`${item.type}:${field}`);
    }
  }
  return { format, items: items.length, expressible: total, kept, lost };
}

function fieldsOf(item: CslItem): string[] {
  return Object.keys(item).filter((key) => !['id', 'type', 'citation-key'].includes(key) && !key.startsWith('_'));
}

/** Names and dates compare by content; strings ignore surrounding space. */
function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(normalise(a)) === JSON.stringify(normalise(b));
}

function normalise(value: unknown): unknown {
  if (typeof value === 'string' || typeof value === 'number') return String(value).trim();
  if (Array.isArray(value)) return value.map(normalise);
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, inner]) => inner !== undefined && inner !== '')
      .map(([key, inner]) => [key, normalise(inner)] as const)
      .sort(([x], [y]) => x.localeCompare(y));
    return Object.fromEntries(entries);
  }
  return value;
}
