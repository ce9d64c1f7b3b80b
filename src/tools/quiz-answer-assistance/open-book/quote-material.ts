const QUOTE_CHARS = 220;

/** A sentence of the material in quotation marks, cut at a word when it is long. */
export function quoteMaterial(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= QUOTE_CHARS) return `“${flat}”`;
  const cut = flat.slice(0, QUOTE_CHARS).replace(/\s+\S*$/, '');
  return `“${cut}…”`;
}
