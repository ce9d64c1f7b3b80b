import type { TaggedToken } from './tag-sentence';

/**
 * Whether "What is/are the <noun> …" goes on past the noun with a verb of its own ("What are the floating islands made
 * of?", "What was the ship carrying?"): the question then asks something about that noun, not for its name, so a name of
 * its kind in the claim ("The Uros people live on … floating islands built from totora reeds", s39) is no answer. A naming
 * verb ("What is the lake called?") still asks for the name.
 */
export function asksAboutNoun(tokens: readonly TaggedToken[], nounAt: number): boolean {
  const next = tokens[nounAt + 1];
  return next !== undefined && next.pos === 'VERB' && !/^(?:called|named|known|termed|titled|nicknamed)$/i.test(next.text);
}
