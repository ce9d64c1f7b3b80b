import type { Token } from './tokenize-reference';

const KEY = /^\[[^\s[\]]{1,40}\]$/u;
/** A bracketed word a style prints as a cue is not a key. */
const STYLE_WORDS = /^\[(?:online|internet|anonymous|anon\.?|n\.d\.?|sic|video|ebook|e-book|cd-rom|database|software|dataset|electronic)\]$/i;
const LIST_NUMBER = /^(?:\[\d{1,4}\]|\d{1,4}[.)])$/;

/**
 * A bibliography's own label for an entry: "[AC12] Cournac A, …", "[Lay] Lay, T.; …", "[PyomoBookIII] Michael L.
 * Bynum, …", "1. [Stanton:1991:4334] J. F. Stanton, …" (reStructuredText citations, alpha-style keys). The tagger
 * reads such a key as the first name's first word ("[AC12] Cournac A"); it is the entry's label, like a list
 * number. Only the key is relabelled: the tagger's reading of the rest stands (read without the key, title-first
 * entries such as "[DLMF] NIST Digital Library…" were read worse).
 */
export function labelCitationKey(tokens: Token[], labels: string[]): void {
  for (let k = 0; k < Math.min(2, tokens.length); k++) {
    // The tokenizer splits "[Stanton:1991:4334]" after its colons: the key is the word as printed.
    let end = k;
    while (end + 1 < tokens.length && tokens[end + 1]?.start === tokens[end]?.end) end++;
    const text = tokens.slice(k, end + 1).map((token) => token.text).join('');
    if (KEY.test(text) && /\p{L}/u.test(text) && !STYLE_WORDS.test(text)) {
      for (let j = k; j <= end; j++) labels[j] = 'citation-number';
      return;
    }
    if (end > k || !LIST_NUMBER.test(text)) return;
  }
}

const KEYED_NAMES = /^((?:\[\d{1,4}\]|\d{1,4}[.)])\s+)?\[([^\s[\]]{1,40})\]\s+(?=\p{Lu}\.\s?\p{Lu}?\.?\s*\p{Lu}\p{Ll}|\p{Lu}[\p{L}'’-]+,\s|\p{Lu}\s(?:\p{Lu}\s)?\p{Lu}\p{Ll}+(?:,|\s(?:&|and)\s))/u;

/**
 * An astronomy model's key before its reference, dust_extinction's "CCM89: Cardelli, Clayton, & Mathis 1989, ApJ, …",
 * "OD94: O'Donnell 1994, …", "F04: Fitzpatrick 2004, …": capitals and a two-digit year, a colon, then a capitalised name.
 */
const COLON_KEY = /^\p{Lu}{1,6}\d{2}[a-z]?:\s+(?=\p{Lu}[\p{Ll}'’])/u;

/**
 * The reference the tagger reads: a key before a name list in the commonest name shapes ("[Kaliman:2013:2284]
 * I. Kaliman and …", "[Lay] Lay, T.; …", initials without full stops before a joined name: "[AS] M Abramowitz & I Stegun") is left out, as the tagger was never shown such keys and reads the
 * names after one as a title. Before anything else (a title, "[DLMF] NIST Digital Library…") the key stays
 * and is only relabelled (labelCitationKey): read without it, such entries were read worse.
 */
export function withoutKeyBeforeNames(reference: string): string {
  const colonKey = COLON_KEY.exec(reference);
  if (colonKey) return reference.slice(colonKey[0].length);
  const match = KEYED_NAMES.exec(reference);
  const key = match?.[2] ?? '';
  if (!match || !/\p{L}/u.test(key) || STYLE_WORDS.test(`[${key}]`)) return reference;
  return `${match[1] ?? ''}${reference.slice(match[0].length)}`;
}
