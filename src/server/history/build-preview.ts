const PREVIEW_LENGTH = 140;

/**
 * A one-line glimpse of a run's input for history lists: the first phrase found (a text with a space,
 * so a résumé reads as its owner's name rather than its paper size "a4"), else the first text,
 * whitespace collapsed.
 */
export function buildPreview(input: unknown): string {
  const found = findFirstText(input, 0, (text) => /\S\s+\S/.test(text)) ?? findFirstText(input, 0, () => true);
  const text = found?.replace(/\s+/g, ' ').trim() ?? '';
  return text.length > PREVIEW_LENGTH ? `${text.slice(0, PREVIEW_LENGTH - 1).trimEnd()}…` : text;
}

function findFirstText(value: unknown, depth: number, accept: (text: string) => boolean): string | undefined {
  if (typeof value === 'string') return value.trim() && accept(value) ? value : undefined;
  if (depth > 4 || value === null || typeof value !== 'object') return undefined;
  const children = Array.isArray(value) ? value : Object.values(value);
  for (const child of children) {
    const text = findFirstText(child, depth + 1, accept);
    if (text) return text;
  }
  return undefined;
}
