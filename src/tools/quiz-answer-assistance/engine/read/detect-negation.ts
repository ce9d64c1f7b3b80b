/**
 * Whether the question asks for the option the material does NOT support ("Which is NOT…",
 * "all of the following EXCEPT", "least likely"). A "not" inside the facts of the question ("salts
 * that do not affect what?") is not that: only a "not" close after "which"/"what" counts.
 */
export function detectNegation(stem: string): boolean {
  if (/\bNOT\b|\bEXCEPT\b/.test(stem)) return true;
  if (/\b(?:all|each|any|both) of (?:these|the following|the above)\b.*\bexcept\b|\bexcept\s*[:.?]?\s*$/i.test(stem)) return true;
  if (/\bleast likely\b|\b(?:is|are) (?:false|incorrect|untrue|wrong)\b|\b(?:false|incorrect|untrue) (?:statement|about)\b/i.test(stem)) return true;
  const question = lastSentence(stem);
  return /\b(?:which|what)\b(?:\W+\w+){0,6}?\W+(?:not|never|cannot|\w+n't)\b/i.test(question) && !/\bwhy\b/i.test(question);
}

function lastSentence(stem: string): string {
  const parts = stem.split(/(?<=[.!?])\s+(?=[A-Z])/);
  return parts[parts.length - 1] ?? stem;
}
