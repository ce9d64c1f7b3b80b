/** Quotes and punctuation a keyword may be wrapped in ("(Python)", "“SQL”,"): never part of it. */
const EDGE_CHARS = new Set([...` "'“”‘’(),;:!?`]);

/**
 * A comparable form of a keyword: case, spacing, hyphens and the ".js" spelling do not matter
 * ("Node.js" = "nodejs" = "Node JS"), but symbols that change the meaning stay ("C#", "C++", ".NET").
 * Linear in the text's length: the spaces are collapsed before anything looks around them, and the
 * ends are trimmed by a scan, since an end-anchored regex retries from every character of a long run
 * (a résumé field of 400,000 line breaks once took 35 s here).
 */
export function termKey(text: string): string {
  const spaced = text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/[‐-―]/g, '-')
    .replace(/\.js\b/g, 'js')
    .replace(/(\w)-(\w)/g, '$1 $2')
    .replace(/ ?\/ ?/g, '/');
  return trimEdges(spaced).replace(/\.$/, '');
}

/** Without the spaces, quotes and punctuation at either end, nor full stops at the start (as the regex it replaces). */
function trimEdges(text: string): string {
  let start = 0;
  while (start < text.length && (EDGE_CHARS.has(text[start]!) || text[start] === '.')) start += 1;
  let end = text.length;
  while (end > start && EDGE_CHARS.has(text[end - 1]!)) end -= 1;
  return text.slice(start, end);
}

/** Where a key may sit in a longer text: not inside a word, and "C" must not match "C#" or "C++". */
export function containsKey(haystack: string, key: string): boolean {
  if (!key) return false;
  let from = 0;
  for (;;) {
    const at = haystack.indexOf(key, from);
    if (at < 0) return false;
    const before = haystack[at - 1] ?? ' ';
    const after = haystack[at + key.length] ?? ' ';
    if (!/[\p{L}\p{N}#+]/u.test(before) && !/[\p{L}\p{N}#+]/u.test(after) && !(before === '.' && /^\p{L}/u.test(key))) return true;
    from = at + 1;
  }
}
