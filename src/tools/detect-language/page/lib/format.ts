const scriptNames = typeof Intl.DisplayNames === 'function' ? new Intl.DisplayNames(['en'], { type: 'script' }) : null;

/** 'Latn' → 'Latin'; the ISO 15924 code itself when the browser has no name for it. */
export function scriptName(code: string): string {
  try {
    return scriptNames?.of(code) ?? code;
  } catch {
    return code;
  }
}

/** 0.9974 → '99.7%'; whole numbers lose the decimal. */
export function formatConfidence(confidence: number): string {
  const percent = Math.round(confidence * 1000) / 10;
  return `${Number.isInteger(percent) ? percent.toFixed(0) : percent.toFixed(1)}%`;
}

/** Short one-line preview of a text for tables. */
export function previewText(text: string, max = 80): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}
