/**
 * A dollar sign before an amount ("$8 for adults and $5 for children") is money, not the start of LaTeX
 * math: read as `$…$`, the words between two prices became one italic formula. A `$` counts as money when
 * a number follows it and then a word, punctuation or the end (never `$2x+3=7$`, `$5$` or `$2 + 3$`).
 */
const CURRENCY = /\$(?=\d[\d,]*(?:\.\d+)?(?:\s+[A-Za-z]{2,}|\s*[.,;:!?)](?:\s|$)|\s*$))/gu;

/** Stands in for a money `$` while LaTeX segments are found; no one types it. */
export const MONEY_SIGN = '\uE024';

/** The text with every money `$` replaced by MONEY_SIGN (put back with `restoreMoneySigns`). */
export function maskMoneySigns(text: string): string {
  return text.replace(CURRENCY, MONEY_SIGN);
}

export function restoreMoneySigns(text: string): string {
  return text.replaceAll(MONEY_SIGN, '$');
}
