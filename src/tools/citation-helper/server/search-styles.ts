import type { StyleInfo } from './read-style-info';

const fold = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase();

/** 0 is best: the id or title is the query, then starts with it, then holds every word of it. */
function rank(style: StyleInfo, query: string): number {
  const id = style.id;
  const title = fold(style.title);
  if (id === query || title === query) return 0;
  if (id.startsWith(query) || title.startsWith(query)) return 1;
  return 2;
}

/**
 * Styles whose title or id holds every word of the query ("harvard", "chem soc", "nature neuro"),
 * best matches first, the bundled ones ahead within a rank; an empty query gives the bundled styles.
 */
export function searchStyles(catalogue: readonly StyleInfo[], query: string, limit: number): { styles: StyleInfo[]; total: number } {
  const folded = fold(query.trim());
  if (!folded) {
    const bundled = catalogue.filter((style) => style.bundled);
    return { styles: bundled.slice(0, limit), total: bundled.length };
  }
  const words = folded.split(/[\s,;:()/]+/).filter(Boolean);
  const matches = catalogue.filter((style) => {
    const haystack = `${style.id} ${fold(style.title)}`;
    return words.every((word) => haystack.includes(word));
  });
  const order = new Map(catalogue.map((style, index) => [style, index]));
  matches.sort(
    (a, b) =>
      rank(a, folded) - rank(b, folded) ||
      Number(b.bundled) - Number(a.bundled) ||
      // Independent styles before the journals that borrow them.
      Number(Boolean(a.parent)) - Number(Boolean(b.parent)) ||
      a.title.length - b.title.length ||
      order.get(a)! - order.get(b)!,
  );
  return { styles: matches.slice(0, limit), total: matches.length };
}
