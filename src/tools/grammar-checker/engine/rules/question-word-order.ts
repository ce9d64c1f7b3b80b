import { type Issue } from '../types';
import { tagSentences } from './tag-words';

const SUBJECTS = /^(i|you|he|she|it|we|they)$/;
const AUXILIARIES = /^(can|could|will|would|should|may|might|must|shall|is|are|am|was|were|have|has|had|do|does|did|ca|wo)$/;
const DO_FORMS = /^(do|does|did)$/;

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
    // "didn't", "can't": the tokenizer keeps "n't" apart; it moves with its auxiliary.
    const index = words.indexOf(auxiliary);
    const negation = words[index + 1] !== undefined && /^n['’]t$/.test(words[index + 1]?.lower ?? '') && words[index + 1]?.start === auxiliary.end ? words[index + 1] : undefined;
    if (!negation && /^(ca|wo)$/.test(auxiliary.lower)) continue;
    // "What you do for a living?": an unnegated do-form is the auxiliary only before a bare verb.
    const after = words[index + (negation ? 2 : 1)];
    if (DO_FORMS.test(auxiliary.lower) && !negation && !(after?.pos === 'VERB' && after.lower === after.lemma)) continue;
    const end = negation ?? auxiliary;
    // "How I wish…?" and "Who I am?" in titles are rare; an auxiliary ending the question ("Where I am?") still moves.
    const pronoun = subject.lower === 'i' ? 'I' : subject.lower;
    // The span starts at the question word, so a fix that reads "Where you are" as "Were you are"
    // (harper's) clashes with this one and loses, instead of landing beside it ("Were are you going?").
    const opener = text.slice(wh.start, subject.start);
    issues.push({
      offset: wh.start, length: end.end - wh.start, category: 'grammar', rule: 'question-word-order', source: 'rule', confidence: 0.85,
      message: 'In a direct question the auxiliary comes before its subject.', replacements: [`${opener}${text.slice(auxiliary.start, end.end).toLowerCase()} ${pronoun}`],
    });
  }
  return issues;
}
