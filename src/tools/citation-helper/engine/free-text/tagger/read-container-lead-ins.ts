import type { Token } from './tokenize-reference';

/**
 * Session 33 (2026-12-02), from the sixteenth collected set's misses: "Title. Paper presented at the Annual Meeting of …",
 * "Title. Presented at the … Workshop on …", "“Title,” chapter in Book Title, Wiley" — the style's words that say how the work
 * met its container were read as the container's first words. They are the style's: the container opens after them.
 */
const LEAD_IN = [
  // "(A) paper/poster/talk presented at (the)", "presented at (the)"
  /^(?:(?:an?\s+)?(?:paper|poster|talk|lecture|keynote)\s+)?(?:presented|given|delivered)\s+at(?:\s+the)?\s+/i,
  // "chapter in", "a chapter in"
  /^(?:an?\s+)?chapter\s+in:?\s+/i,
];

/** The tokens a lead-in covers at the start of the run from `start`, or 0. */
function leadInLength(tokens: Token[], start: number, end: number): number {
  const words = tokens.slice(start, end + 1).map((token) => token.text);
  for (const pattern of LEAD_IN) {
    const match = pattern.exec(`${words.join(' ')} `);
    if (!match) continue;
    const count = match[0].trim().split(/\s+/).length;
    // The lead-in's last word closes no phrase of its own, and the container keeps at least one word.
    if (count < words.length && !/[.,;:]$/.test(words[count - 1] ?? '')) return count;
  }
  return 0;
}

/** Meetings have no publisher: words after the meeting's comma read as publisher, with "and"/"of" in them, are its name's. */
const NAME_JOINER = /^(?:and|of|on|for|the|in)$/;

export function containerLeadIn(tokens: Token[], labels: string[]): void {
  const start = labels.findIndex((label) => label === 'container-title' || label === 'journal');
  if (start < 0) return;
  const label = labels[start] ?? 'container-title';
  let end = start;
  while (end + 1 < labels.length && labels[end + 1] === label) end++;
  const count = leadInLength(tokens, start, end);
  if (!count) return;
  for (let k = start; k < start + count; k++) labels[k] = 'other';
  const presented = /^(?:presented|given|delivered)$/i.test(tokens[start + count - (/^the$/i.test(tokens[start + count - 1]?.text ?? '') ? 3 : 2)]?.text ?? '');
  // "Presented at the … Workshop on the Computational Extraction, Analysis and Exploitation of Collocations.": the tail the
  // tagger read as a place and a publisher, running to the reference's end, is the meeting's name.
  if (!presented || !/,$/.test(tokens[end]?.text ?? '')) return;
  const tail = labels.slice(end + 1);
  if (!tail.length || !tail.includes('publisher') || !tail.every((entry) => entry === 'publisher' || entry === 'location')) return;
  if (!tokens.slice(end + 1).some((token) => NAME_JOINER.test(token.text))) return;
  if (tokens.slice(end + 1, -1).some((token) => /[,.;:]$/.test(token.text))) return;
  for (let k = end + 1; k < labels.length; k++) labels[k] = label;
}
