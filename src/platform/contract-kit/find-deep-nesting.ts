/**
 * How deep JSON input may nest arrays and objects. The deepest thing any tool reads is a CSL-JSON
 * date (`{items: [{issued: {"date-parts": [[2024, 5, 1]]}}]}`, 6 levels) or a JSON Resume list
 * (`{resume: {work: [{highlights: [...]}]}}`, 5 levels); 64 leaves ten times that for fields the
 * open standards pass through. Deeper input is refused before it is parsed: a 5,000-deep array of
 * ~10 KB otherwise overflows the call stack of whatever walks it later (structured cloning to an
 * engine thread, JSON.stringify into a jsonb column), and that is a crash, not a 400.
 */
export const MAX_JSON_DEPTH = 64;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;

/**
 * The character offset at which JSON text first opens its (maxDepth + 1)th nested array or object,
 * or -1 when it never nests deeper than maxDepth. Works on the text, before JSON.parse builds
 * anything, with a counter instead of recursion (JSON.parse checks that brackets match, so the
 * depth is all a stack would add), so the check cannot itself run out of stack however deep the
 * input goes; strings are skipped with indexOf, so a long text costs little more than its copy.
 * Text that is not JSON gives whatever depth its brackets reach; JSON.parse refuses it afterwards.
 */
export function findDeepNesting(text: string, maxDepth: number = MAX_JSON_DEPTH): number {
  let depth = 0;
  const length = text.length;
  for (let index = 0; index < length; index += 1) {
    const code = text.charCodeAt(index);
    if (code === QUOTE) {
      index = findStringEnd(text, index + 1);
    } else if (code === OPEN_BRACKET || code === OPEN_BRACE) {
      depth += 1;
      if (depth > maxDepth) return index;
    } else if (code === CLOSE_BRACKET || code === CLOSE_BRACE) {
      depth -= 1;
    }
  }
  return -1;
}

/** The index of the quote that closes the string whose contents start at `from` (the text's end when unclosed). */
function findStringEnd(text: string, from: number): number {
  let quote = text.indexOf('"', from);
  while (quote !== -1) {
    // A quote preceded by an odd run of backslashes is escaped. Each run is counted once, for the
    // quote right after it, so this stays linear in the text.
    let backslashes = 0;
    for (let before = quote - 1; before >= from && text.charCodeAt(before) === BACKSLASH; before -= 1) backslashes += 1;
    if (backslashes % 2 === 0) return quote;
    quote = text.indexOf('"', quote + 1);
  }
  return text.length;
}

/** The one message for it, for the API and for files read as JSON. */
export function describeDeepNesting(what: string, maxDepth: number = MAX_JSON_DEPTH): string {
  return (
    `${what} nests arrays or objects more than ${maxDepth} levels deep, which no input of this app needs. ` +
    'Flatten the data (or remove the deeply nested field) and try again.'
  );
}
