const MAX_STRING = 120;
const MAX_ARRAY = 200;
const MAX_DEPTH = 8;
const MAX_JSON_CHARS = 16_000;

/**
 * A small copy of a run's result for history lists, from which each tool's page reads its summary
 * line (the verdict, the score, how many issues): long strings cut to 120 characters (a résumé's PDF,
 * a corrected text), and nothing at all when an array or the depth would have to be cut too, or the
 * copy is still over 16,000 characters — a count read from a cut array would be wrong, and a wrong
 * figure is worse than none (the row then shows its word count).
 */
export function buildResultDigest(result: unknown): unknown {
  try {
    const digest = shrink(result, 0);
    if (digest === undefined) return undefined;
    return JSON.stringify(digest).length <= MAX_JSON_CHARS ? digest : undefined;
  } catch (error) {
    if (error instanceof TooLarge) return undefined;
    throw error;
  }
}

class TooLarge extends Error {}

function shrink(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return value.length > MAX_STRING ? `${value.slice(0, MAX_STRING - 1)}…` : value;
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) throw new TooLarge();
  if (Array.isArray(value)) {
    if (value.length > MAX_ARRAY) throw new TooLarge();
    return value.map((item) => shrink(item, depth + 1));
  }
  return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, shrink(child, depth + 1)]));
}
