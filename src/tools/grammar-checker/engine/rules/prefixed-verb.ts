import { findParticiple, isKnownBase } from './verb-lexicon';

/**
 * "reinstall", "reupload", "misread": a verb the lexicon lacks made of a prefix of repetition, undoing or degree and a
 * verb it knows; its forms are the prefix + the known verb's ("reinstalled", "resent", "overslept"). The rest must be
 * a verb of at least three letters, so "read" (re + ad) or "under" are not split.
 */
export function readPrefixedVerb(word: string): { prefix: string; base: string } | undefined {
  const found = /^(re|un|dis|mis|pre|over|under|out|co)(\p{Ll}{3,})$/u.exec(word);
  if (!found || isKnownBase(word) || !isKnownBase(found[2]!)) return undefined;
  return { prefix: found[1]!, base: found[2]! };
}

/** The participle of a known verb, or of a prefixed one ("reinstall" → "reinstalled", "resend" → "resent"). */
export function findParticipleOfAnyBase(word: string): string | undefined {
  if (isKnownBase(word)) return findParticiple(word);
  const prefixed = readPrefixedVerb(word);
  return prefixed ? `${prefixed.prefix}${findParticiple(prefixed.base)}` : undefined;
}
