/**
 * Why this file exists: wink-nlp keeps every word it has not seen before in its lexicon for the rest of the
 * process, and its tokenizer leaves a word whole once it is in that lexicon. A possessive right before
 * punctuation ("my flatmate's, bike", "Kofi's.", "John's-style") is read as ONE word ("flatmate's", tagged a
 * name), stored, and from then on "my flatmate's kettle broke" in any later text comes back as one name too —
 * so the tags, and the grammar results, of a sentence depended on which texts were checked before it.
 */

/** A possessive ending ('s, s') with punctuation straight after it: the case wink's tokenizer leaves whole. */
const POSSESSIVE_BEFORE_PUNCTUATION = /([\p{L}\p{N}](?:['’]s|s['’]))(?=[^\s\p{L}\p{N}])/gu;

/**
 * The text handed to wink: a space after a possessive that punctuation follows, so wink splits it as it splits
 * "John's car" and never stores "John's" as a word. Only spaces are added, so every token wink returns is
 * still a piece of the original text and is placed back by searching it.
 */
export function spaceOutPossessives(text: string): string {
  return text.replace(POSSESSIVE_BEFORE_PUNCTUATION, '$1 ');
}

/** A name or noun with its possessive ending still attached ("flatmate's", "students'"), as wink may return it. */
const WHOLE_POSSESSIVE = /^(\p{L}[\p{L}-]*?)(['’]s|(?<=s)['’])$/u;

/** Words wink knows as contractions keep their own reading ("it's", "that's", "let's" are no possessives). */
const CONTRACTIONS = new Set(['it', 'he', 'she', 'that', 'what', 'there', 'here', 'where', 'who', 'let', 'how', 'when', 'why', 'everyone', 'somebody', 'someone', 'nobody', 'everybody', 'everything', 'nothing', 'something']);

/** The two halves of a possessive wink returned whole, or undefined when the word is not one. */
export function splitWholePossessive(word: string): [string, string] | undefined {
  const match = WHOLE_POSSESSIVE.exec(word);
  if (!match?.[1] || !match[2] || CONTRACTIONS.has(match[1].toLowerCase())) return undefined;
  return [match[1], match[2]];
}
