import type { TaggedToken } from './tag-sentence';

/**
 * Whether the tagger's "verb" at `at` is the plural head of the noun phrase before it: "known as water bears or moss
 * piglets" tags "bears" a verb, and the name was cut to "water" (s39). A verb right after a noun that ends in "s" and is
 * followed at once by "or", "and" or a closing mark has no object and no complement: it is no verb of the sentence.
 */
export function isMistaggedPluralNoun(tokens: readonly TaggedToken[], at: number): boolean {
  const token = tokens[at];
  const before = tokens[at - 1];
  const after = tokens[at + 1];
  if (!token || !before || token.pos !== 'VERB' || before.pos !== 'NOUN') return false;
  if (!/^\p{Ll}+s$/u.test(token.text) || /ss$/.test(token.text)) return false;
  return after === undefined || /^(?:or|and|[,;.)])$/i.test(after.text);
}
