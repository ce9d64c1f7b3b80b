/**
 * A title set in capitals ("A STUDY OF SLEEP"), markup aside: older Crossref records have them, and no
 * style can case them, so a reader should look (lookup-doi.ts) or the pasted title is better
 * (confirm-references.ts).
 */
export function isAllCapitals(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const text = value.replace(/<[^>]*>/g, '');
  return /[A-Z]{4,}/.test(text) && text === text.toUpperCase();
}
