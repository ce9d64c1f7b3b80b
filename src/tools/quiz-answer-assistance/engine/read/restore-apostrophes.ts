/**
 * Students often leave apostrophes out: "Why didnt Challis…?", "What was Thomas Stevensons job?". Without them "didnt" is no
 * "not" and "Stevensons" no possessive of the name the material gives, so the question is read as another. This puts them
 * back where it is sure: a contraction from a fixed list, and a capitalised word ending in "s" that the material never
 * writes while it does write the name without the "s" ("Stevenson") — never a name the material itself ends in "s" ("Adams").
 */

const CONTRACTIONS: Record<string, string> = {
  dont: "don't",
  doesnt: "doesn't",
  didnt: "didn't",
  isnt: "isn't",
  wasnt: "wasn't",
  werent: "weren't",
  arent: "aren't",
  cant: "can't",
  couldnt: "couldn't",
  wont: "won't",
  wouldnt: "wouldn't",
  shouldnt: "shouldn't",
  hasnt: "hasn't",
  havent: "haven't",
  hadnt: "hadn't",
};

export function restoreApostrophes(question: string, material: string): string {
  return question.replace(/\b(\p{L}+)\b/gu, (word: string, _: string, at: number) => {
    const contraction = CONTRACTIONS[word.toLowerCase()];
    if (contraction) return /^\p{Lu}/u.test(word) ? contraction[0]!.toUpperCase() + contraction.slice(1) : contraction;
    // A possessive stands before its noun: "Stevensons job", not a name that ends the question.
    if (at === 0 || !/^\p{Lu}\p{L}*[^s']s$/u.test(word) || !/^\s+\p{L}/u.test(question.slice(at + word.length))) return word;
    const name = word.slice(0, -1);
    const writes = (text: string) => new RegExp(`\\b${text}\\b`, 'u').test(material);
    return !writes(word) && writes(name) ? `${name}'s` : word;
  });
}
