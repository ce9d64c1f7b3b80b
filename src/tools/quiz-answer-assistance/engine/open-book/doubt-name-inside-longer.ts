import escapeStringRegexp from 'escape-string-regexp';

// Words that open a name without belonging to it ("the Erie Canal", "President Lincoln" is left to the caller's own checks).
const NAME_OPENERS = /^(?:the|a|an|this|that|these|those|its|his|her|their|our|my|your|when|where|while|in|on|at|by|for|from|of|to|with|and|or|but|after|before|during|since|until|as|if)$/i;

/** The runs of two or more capitalised words in a question after its first word ("When did the Erie Canal open?" → "Erie Canal"). */
function readQuestionNames(question: string): string[] {
  const words = question.replace(/[?!.,;:"“”()]/g, ' ').split(/\s+/).filter(Boolean);
  const names: string[] = [];
  let run: string[] = [];
  const close = () => {
    if (run.length >= 2) names.push(run.join(' '));
    run = [];
  };
  words.forEach((word, i) => {
    if (i > 0 && /^\p{Lu}/u.test(word) && !NAME_OPENERS.test(word)) run.push(word);
    else close();
  });
  close();
  return names;
}

// The common nouns that end a compound name ("the Wabash and Erie Canal", "the Mohawk and Hudson Railroad").
const NAME_HEADS = /^(?:canal|railroad|railway|road|turnpike|river|rivers|company|bank|bridge|line|lake|lakes|islands?|mountains|valley|university|college|party|society|church|street|avenue|park|treaty|act|war|museum|hospital|school|institute)$/i;

/**
 * "When did the Erie Canal open?" against "The Wabash and Erie Canal, which opened in the early 1840s, …" (s43): the
 * question's name stands in the sentence only as the tail of a compound name ("Wabash and Erie Canal"), so the sentence
 * speaks of another thing that shares its last words. True when a name of the question that ends on a common noun ("Canal",
 * "Railroad") is in the sentence, every time right after one capitalised word and "and" ("Wabash and"), and the question does
 * not itself say that longer name. Two people ("John Young and Robert Crippen") end on no such noun and are left alone.
 */
export function namesInsideLongerName(question: string, sentence: string): boolean {
  return readQuestionNames(question).some((name) => {
    const head = /(\p{L}+)$/u.exec(name)?.[1] ?? '';
    if (!NAME_HEADS.test(head)) return false;
    const found = [...sentence.matchAll(new RegExp(`(?<![\\p{L}-])${escapeStringRegexp(name)}(?![\\p{L}-])`, 'gu'))];
    if (found.length === 0) return false;
    return found.every((match) => {
      const joined = /(?:^|[^\p{L}\s]\s*|\b(?:[Tt]he|\p{Ll}+)\s+)(\p{Lu}[\p{L}.'-]*)\s+(?:and|&)\s+$/u.exec(sentence.slice(0, match.index));
      return joined !== null && !question.includes(`${joined[1]} and ${name}`) && !question.includes(`${joined[1]} & ${name}`);
    });
  });
}

/**
 * "How many students did Wundt train?" against "Edward Titchener, one of his students, went on to…" (s43): "one of his
 * students" picks one out of a group; it counts nothing. True when the answer is the word "one" (or "1") and "of" follows it.
 */
export function picksOneOfGroup(text: string, after: string): boolean {
  return /^\s*(?:one|1)\s*$/i.test(text) && /^\s+of\b/i.test(after);
}
