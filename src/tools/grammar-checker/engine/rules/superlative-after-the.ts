import { type Issue } from '../types';
import { matchCase } from './make-issue';
import { tagSentences } from './tag-words';

// What marks a superlative's range: "the … person I know", "… I have ever met", "… in the world".
const RANGE = /^\s+(i\s+(know|have\s+ever|'ve\s+ever|ever|had\s+ever)|(that|who)\s+i\s+(know|have\s+ever|'ve\s+ever|ever)|(that|who)\s+(has|have)\s+ever|ever|in\s+the\s+(world|class|school|company|city|country|team|family|group)|of\s+all(\s+time)?)\b/i;

/**
 * "He is the more intelligent person I know" → "the most intelligent", "the worse movie I have ever
 * seen" → "the worst": a range of more than two ("I know", "ever", "in the world") takes the
 * superlative. "The more intelligent of the two" and "the more you read, the more…" stay.
 */
export function checkSuperlativeAfterThe(text: string): Issue[] {
  const issues: Issue[] = [];
  for (const words of tagSentences(text)) {
    words.forEach((word, i) => {
      if (word.lower !== 'the') return;
      const comparative = words[i + 1];
      const isMore = comparative?.lower === 'more' && words[i + 2]?.pos === 'ADJ';
      const isWorse = comparative?.lower === 'worse' || comparative?.lower === 'better';
      if (!comparative || (!isMore && !isWorse)) return;
      const nounAt = isMore ? i + 3 : i + 2;
      const noun = words[nounAt];
      if (!noun || noun.pos !== 'NOUN') return;
      if (!RANGE.test(text.slice(noun.end))) return;
      const fix = comparative.lower === 'more' ? 'most' : comparative.lower === 'worse' ? 'worst' : 'best';
      issues.push({
        offset: comparative.start, length: comparative.end - comparative.start, category: 'grammar', rule: 'comparative-forms/superlative', source: 'rule', confidence: 0.85,
        message: "Out of a whole group ('I know', 'ever', 'in the world'), use the superlative: 'the most', 'the worst'.", replacements: [matchCase(comparative.text, fix)],
      });
    });
  }
  return issues;
}
