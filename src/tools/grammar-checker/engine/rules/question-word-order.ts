import { type Issue } from '../types';
import { tagSentences } from './tag-words';

const SUBJECTS = /^(i|you|he|she|it|we|they)$/;
const AUXILIARIES = /^(can|could|will|would|should|may|might|must|shall|is|are|am|was|were|have|has|had)$/;

/**
 * "Where I can buy a bus pass?" → "Where can I buy", "Why you are late?" → "Why are you late?": a
 * direct question that ends with "?" puts the auxiliary before its pronoun subject. Only a
 * question word opening the sentence, a pronoun, then an auxiliary; "What I can do is…" (no "?")
 * and "Tell me where I can…" (not the first word) stay.
 */
export function checkQuestionWordOrder(text: string): Issue[] {
  const issues: Issue[] = [];
  for (const words of tagSentences(text)) {
    // "What time you will arrive?", "How long you have lived here?": a two-word question opener.
    const twoWords = /^(What time|How long|How often|How far|How old|What kind|Which one)$/.test(`${words[0]?.text} ${words[1]?.text}`);
    const [wh, subject, auxiliary] = twoWords ? [words[0], words[2], words[3]] : words;
    if (!wh || !subject || !auxiliary || words.at(-1)?.text !== '?') continue;
    if (!/^(Where|When|Why|How|What|Which|Who)$/.test(wh.text) || !SUBJECTS.test(subject.lower) || !AUXILIARIES.test(auxiliary.lower)) continue;
    if (text.slice(subject.end, auxiliary.start) !== ' ') continue;
    // "How I wish…?" and "Who I am?" in titles are rare; an auxiliary ending the question ("Where I am?") still moves.
    const pronoun = subject.lower === 'i' ? 'I' : subject.lower;
    // The span starts at the question word, so a fix that reads "Where you are" as "Were you are"
    // (harper's) clashes with this one and loses, instead of landing beside it ("Were are you going?").
    const opener = text.slice(wh.start, subject.start);
    issues.push({
      offset: wh.start, length: auxiliary.end - wh.start, category: 'grammar', rule: 'question-word-order', source: 'rule', confidence: 0.85,
      message: 'In a direct question the auxiliary comes before its subject.', replacements: [`${opener}${auxiliary.lower} ${pronoun}`],
    });
  }
  return issues;
}
