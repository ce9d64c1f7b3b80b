/**
 * A comparable form of a keyword: case, spacing, hyphens and the ".js" spelling do not matter
 * ("Node.js" = "nodejs" = "Node JS"), but symbols that change the meaning stay ("C#", "C++", ".NET").
 */
export function termKey(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[‐-―]/g, '-')
    .replace(/\.js\b/g, 'js')
    .replace(/(\w)-(\w)/g, '$1 $2')
    .replace(/\s*\/\s*/g, '/')
    .replace(/^[\s"'“”‘’(),;:!?.]+|[\s"'“”‘’(),;:!?]+$/g, '')
    .replace(/\.$/, '')
    .replace(/\s+/g, ' ');
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
