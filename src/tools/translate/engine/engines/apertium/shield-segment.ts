import { listIdioms } from './idioms';

/**
 * Numbers pass through every Apertium pair untouched and unmoved, even across a pivot, while `⟦n⟧` can come
 * out as "⟦est 0⟧". So a rare number stands in for each placeholder and each idiom while Apertium runs.
 */
const SENTINEL_BASE = 83_100;
const SENTINEL_LIKE = /(?<!\d)831\d\d(?!\d)/;
const PLACEHOLDER = /⟦\d{1,4}⟧/g;

export interface ShieldedSegment {
  text: string;
  /** Sentinel → what goes back: the placeholder, or the idiom's rendering. */
  restores: Map<string, string>;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Stands sentinels in for placeholders and (unless `idioms` is false) the pair's idioms; a segment that has such numbers already is left alone. */
export function shieldSegment(segment: string, source: string, target: string, idioms = true): ShieldedSegment {
  const restores = new Map<string, string>();
  if (SENTINEL_LIKE.test(segment)) return { text: segment, restores };
  const next = () => String(SENTINEL_BASE + restores.size);
  let text = segment.replace(PLACEHOLDER, (placeholder) => {
    const sentinel = next();
    restores.set(sentinel, placeholder);
    return sentinel;
  });
  if (!idioms) return { text, restores };
  for (const [idiom, rendering] of listIdioms(source, target)) {
    const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(idiom).replace(/'/g, "['’]")}(?![\\p{L}\\p{N}])`, 'giu');
    text = text.replace(pattern, (match: string) => {
      const sentinel = next();
      const capitalised = match.charAt(0) !== match.charAt(0).toLowerCase();
      restores.set(sentinel, capitalised ? rendering.charAt(0).toUpperCase() + rendering.slice(1) : rendering);
      return sentinel;
    });
  }
  return { text, restores };
}

/** Puts back what the sentinels stand for; undefined when Apertium lost or doubled one (the caller falls back). */
export function unshieldSegment(output: string, restores: ReadonlyMap<string, string>): string | undefined {
  let text = output;
  for (const [sentinel, value] of restores) {
    if (text.split(sentinel).length !== 2) return undefined;
    text = text.replace(sentinel, value);
  }
  return text;
}
