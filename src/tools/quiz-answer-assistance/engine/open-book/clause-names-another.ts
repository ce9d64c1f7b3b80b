/** Where one claim of a sentence ends and the next begins. */
const CLAUSE_BREAK = /;|:|,\s*(?:but|while|whereas)\b|\b(?:whereas|while)\b/gi;
/** Two or three capitalised words: "Lake Sanda", "Mill Bridge", "Mount St Helens". */
const NAME = /(?<!^)\b(\p{Lu}[\p{L}-]+)((?:\s+\p{Lu}[\p{L}-]+){1,2})\b/gu;

const DETERMINER = /^(?:his|her|its|their|our|my|your|the|this|that|these|those|a|an)$/i;

function clauseAround(sentence: string, at: number): { text: string; start: number } {
  let start = 0;
  let end = sentence.length;
  for (const found of sentence.matchAll(CLAUSE_BREAK)) {
    const index = found.index ?? 0;
    if (index < at) start = index + found[0].length;
    else if (index < end) end = index;
  }
  return { text: sentence.slice(start, end), start };
}

/**
 * "What is the depth of Lake Sanda?" against "The depth of Lake Virel is 310 metres; Lake Sanda is only 90 metres deep" (review
 * of session 45): the answer's own clause names another of the same kind ("Lake Virel") before the answer, and not the asked one,
 * so its value is the other one's; answered "310 metres" at 0.9 before.
 */
export function clauseNamesAnother(question: string, sentence: string, answerAt: number): boolean {
  const { text: clause, start } = clauseAround(sentence, answerAt);
  for (const match of question.matchAll(NAME)) {
    const words = `${match[1]}${match[2]}`.split(/\s+/);
    if (clause.includes(words.join(' '))) continue;
    const first = words[0]!;
    const last = words[words.length - 1]!;
    // "Lake Virel" for "Lake Sanda": the asked name's own first word, then another name.
    const sameHead = [...clause.matchAll(new RegExp(`\\b${first}\\s+(?!${words[1]}\\b)\\p{Lu}[\\p{L}-]+`, 'gu'))].filter((other) => start + (other.index ?? 0) < answerAt);
    // "Harbour Bridge" for "Mill Bridge"; not "His Bible" or "After John died…", a capital on a determiner or opening the sentence.
    const sameTail = [...clause.matchAll(new RegExp(`\\b(\\p{Lu}[\\p{L}-]+)\\s+${last}\\b`, 'gu'))].filter((other) => {
      const at = start + (other.index ?? 0);
      const opener = other[1] ?? '';
      return at > 0 && at < answerAt && opener !== words[words.length - 2] && !DETERMINER.test(opener);
    });
    const others = [...sameHead, ...sameTail];
    if (others.length > 0) return true;
  }
  return false;
}
