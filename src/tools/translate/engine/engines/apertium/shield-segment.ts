import { listIdioms } from './idioms';
import escapeStringRegexp from 'escape-string-regexp';

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

/**
 * Dotted abbreviations (B.A., Ph.D., U.K., M.Sc.) go through Apertium as written: it reads their letters as
 * words ("B.A." → "B.Un.", "*U.*K.") and their periods as sentence ends (capitalising the next word). The few
 * it renders well ("U.S." → "EE.UU.") stay for it to translate, on a direct pair only: a pivot's second
 * hop mangles what the first wrote ("Les les EE.UU.").
 */
const DOTTED_ABBREVIATION = /(?<![\p{L}\p{N}.])(?:\p{L}{1,3}\.){2,}(?![\p{L}\p{N}])/gu;
const TRANSLATED_ABBREVIATIONS = new Set(['u.s.', 'e.g.']);

/** A surname after a title is a name, not a word to translate (Apertium: "Dr. Smith" → "Dr. Herrero", "Mrs. Cook" → "Señora Cocinero"). */
// One to three blanks after the title: an unbounded run inside a lookbehind is rescanned from every position of a long run of blanks.
const NAME_AFTER_TITLE = /(?<=(?<![\p{L}.])(?:Dr|Mr|Mrs|Ms|Mx|Prof|Sr|Sra|Mme|Mlle|M)\.?[^\S\n]{1,3})\p{Lu}[\p{Ll}'’-]+(?:\s+\p{Lu}[\p{Ll}'’-]+)?/gu;

/**
 * Stands sentinels in for placeholders, dotted abbreviations and (unless `idioms` is false) the pair's idioms;
 * a segment that has such numbers already is left alone. `direct`: the route is one hop.
 */
export function shieldSegment(segment: string, source: string, target: string, idioms = true, direct = true): ShieldedSegment {
  const restores = new Map<string, string>();
  if (SENTINEL_LIKE.test(segment)) return { text: segment, restores };
  const next = () => String(SENTINEL_BASE + restores.size);
  let text = segment.replace(PLACEHOLDER, (placeholder) => {
    const sentinel = next();
    restores.set(sentinel, placeholder);
    return sentinel;
  });
  text = text.replace(NAME_AFTER_TITLE, (name: string) => {
    const sentinel = next();
    restores.set(sentinel, name);
    return sentinel;
  });
  text = text.replace(DOTTED_ABBREVIATION, (abbreviation: string) => {
    if (direct && TRANSLATED_ABBREVIATIONS.has(abbreviation.toLowerCase())) return abbreviation;
    const sentinel = next();
    restores.set(sentinel, abbreviation);
    return sentinel;
  });
  if (!idioms) return { text, restores };
  for (const [idiom, rendering] of listIdioms(source, target)) {
    const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escapeStringRegexp(idiom).replace(/'/g, "['’]")}(?![\\p{L}\\p{N}])`, 'giu');
    text = text.replace(pattern, (match: string) => {
      const sentinel = next();
      const capitalised = match.charAt(0) !== match.charAt(0).toLowerCase();
      restores.set(sentinel, capitalised ? rendering.charAt(0).toUpperCase() + rendering.slice(1) : rendering);
      return sentinel;
    });
  }
  return { text, restores };
}

/**
 * Stands one more sentinel in for `value` (the engine's English preparations: a surname), or undefined
 * when the original segment has numbers like the sentinels and so was left alone.
 */
export function addSentinel(shielded: ShieldedSegment, original: string, value: string): string | undefined {
  if (SENTINEL_LIKE.test(original)) return undefined;
  const sentinel = String(SENTINEL_BASE + shielded.restores.size);
  shielded.restores.set(sentinel, value);
  return sentinel;
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
