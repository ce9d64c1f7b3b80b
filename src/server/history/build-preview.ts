const PREVIEW_LENGTH = 140;

/** A one-line glimpse of a run's input for history lists: the first text found, whitespace collapsed. */
export function buildPreview(input: unknown): string {
  const text = findFirstText(input, 0)?.replace(/\s+/g, ' ').trim() ?? '';
  return text.length > PREVIEW_LENGTH ? `${text.slice(0, PREVIEW_LENGTH - 1).trimEnd()}…` : text;
}

function findFirstText(value: unknown, depth: number): string | undefined {
  if (typeof value === 'string') return value.trim() ? value : undefined;
  if (depth > 4 || value === null || typeof value !== 'object') return undefined;
  const children = Array.isArray(value) ? value : Object.values(value);
  for (const child of children) {
    const text = findFirstText(child, depth + 1);
    if (text) return text;
  }
  return undefined;
}
