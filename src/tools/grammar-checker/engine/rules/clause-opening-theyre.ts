import { type Issue } from '../types';
import { matchCase } from './make-issue';
import { tagSentences, type TaggedWord } from './tag-words';
import { isPredicateAdjective, isProgressive } from './theyre-for-their';

// Words after which a new clause, with a subject of its own, opens.
const CLAUSE_OPENERS = /^(if|because|when|whenever|although|though|while|unless|since|once|until|so|as)$/;
// An indirect question's word may follow a predicate adjective: "unsure which form", "sure what to do".
const QUESTION_WORDS = /^(which|what|whether|how|where|when|who|why|if)$/;
const CONTRACTION: Record<string, string> = { their: "they're", your: "you're" };

/** Where "their/your" stands: the sentence's start, after a comma or after a word that opens a clause. */
function opensClause(words: TaggedWord[], i: number): boolean {
  const before = words[i - 1];
  return before === undefined || before.text === ',' || CLAUSE_OPENERS.test(before.lower);
}

/**
 * "If your unsure which form to fill in" → "you're", "According to the radio, their expecting snow" → "they're": where
 * a clause opens, "their/your" before an adjective that ends its phrase (no noun after it to possess: "ready to",
 * "unsure which", "happy about") or before an -ing verb with no finite verb after it in the clause is the subject and
 * "are". "If your car breaks down", "Their singing was lovely", "their own", "your best to" stay.
 */
export function checkClauseOpeningTheyre(text: string): Issue[] {
  const issues: Issue[] = [];
  for (const words of tagSentences(text)) {
    words.forEach((word, i) => {
      const replacement = CONTRACTION[word.lower];
      if (!replacement || !opensClause(words, i)) return;
      const next = words[i + 1];
      const adjective = isPredicateAdjective(words, i + 1) || (next?.pos === 'ADJ' && isPredicateAdjective([next], 0) && QUESTION_WORDS.test(words[i + 2]?.lower ?? ''));
      if (!adjective && !(word.lower === 'their' && isProgressive(words, i + 1))) return;
      issues.push({
        offset: word.start, length: word.end - word.start, category: 'grammar', rule: 'confusable/their-there', source: 'rule', confidence: 0.85,
        message: `'${word.text}' is possessive and needs a noun; '${replacement.slice(0, -3)} are' is written '${replacement}'.`, replacements: [matchCase(word.text, replacement)],
      });
    });
  }
  return issues;
}
