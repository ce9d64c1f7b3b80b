import { readBibtex, readRis } from '../engine/read-source/read-structured';
import { exportBibtex, exportRis } from '../engine/export/export-text-formats';
import type { CslItem } from '../contract';
import { judgeField, sameValue, type Format } from './round-trip-equivalence';

export interface RoundTrip {
  format: Format;
  items: number;
  /** Fields the format can express (see round-trip-equivalence.ts). */
  expressible: number;
  /** Came back identical. */
  kept: number;
  /** Came back as the same value in the format's canonical spelling (counted as kept). */
  canonical: number;
  /** Distinctions the format cannot write (not counted as expressible). */
  inexpressible: string[];
  lost: string[];
}

/**
 * Export each item and read it back. A field counts when the format can express it at all: the
 * fields that survive a round trip of *some* item of that type define the format's vocabulary, and
 * within it the distinctions listed in round-trip-equivalence.ts are the format's limits, not losses.
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

function measure(format: Format, items: CslItem[], roundTrip: (item: CslItem) => CslItem[]): RoundTrip {
  const results = items.map((item) => {
    try {
      return { item, back: roundTrip(item)[0] };
    } catch {
      return { item, back: undefined };
    }
  });
  const vocabulary = new Set<string>();
  for (const { item, back } of results) for (const field of fieldsOf(item)) if (back && sameValue(item[field], back[field])) vocabulary.add(`${item.type}:${field}`);
  const trip: RoundTrip = { format, items: items.length, expressible: 0, kept: 0, canonical: 0, inexpressible: [], lost: [] };
  for (const { item, back } of results) {
    for (const field of fieldsOf(item)) {
      if (!vocabulary.has(`${item.type}:${field}`)) continue;
      const verdict = judgeField(format, field, item[field], back?.[field]);
      const label = `${item.id} ${item.type}:${field}`;
      if (verdict === 'inexpressible') {
        trip.inexpressible.push(label);
        continue;
      }
      trip.expressible += 1;
      if (verdict === 'kept') trip.kept += 1;
      else if (verdict === 'canonical') trip.canonical += 1;
      else trip.lost.push(label);
    }
  }
  return trip;
}

function fieldsOf(item: CslItem): string[] {
  return Object.keys(item).filter((key) => !['id', 'type', 'citation-key'].includes(key) && !key.startsWith('_'));
}
