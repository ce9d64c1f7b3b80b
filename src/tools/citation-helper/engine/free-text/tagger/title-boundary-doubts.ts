import type { CslItem } from '../../../contract';

/**
 * Session 45: two readings where the title's edge is a guess, whatever the tagger's confidence.
 */

const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

/**
 * "Jean Dupont, « Le roman noir, Paris, Gallimard, 2005.": a quotation opened and never closed (or closed and never opened)
 * leaves nothing to say where the quoted title ends. French guillemets, and curly double quotes unless the two marks are
 * a pair written alike ("”Title”").
 */
export function hasUnclosedQuotation(reference: string): boolean {
  if (count(reference, /«/g) !== count(reference, /»/g)) return true;
  return count(reference, /“/g) !== count(reference, /”/g) && count(reference, /[“”]/g) !== 2;
}

/** Two to four capitalised words and nothing else: "Maria Garcia Lopez" as much as "Tide Table Format"; not "The Tide Page". */
const NAME_SHAPED = /^(?!(?:The|A|An)\s)\p{Lu}\p{Ll}+(?:[ -]\p{Lu}\p{Ll}+){1,3}$/u;

/**
 * "Maria Garcia Lopez, https://example.org/page": a link and one short run of name-shaped words, nothing else. Whether the
 * words name the page or its author is a guess (read-split-name-lists.ts reads three capitalised words as a page's name), so
 * both fields are in doubt, the one found and the one missing. A run with a lower-case word, a digit or an acronym ("GEXF
 * File Format", "Tide tables") is a page's name and no guess.
 */
export function isLoneRunBeforeLink(item: CslItem): boolean {
  if (!item.URL) return false;
  const others = ['issued', 'container-title', 'publisher', 'volume', 'page', 'editor', 'DOI'];
  if (others.some((field) => item[field] !== undefined)) return false;
  if (item.title) return !item.author && NAME_SHAPED.test(String(item.title));
  const names = Array.isArray(item.author) ? (item.author as Array<Record<string, string | undefined>>) : [];
  return names.length === 1 && NAME_SHAPED.test([names[0]?.given, names[0]?.family].filter(Boolean).join(' '));
}
