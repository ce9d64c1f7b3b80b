import { type Issue } from '../types';
import { matchCase } from './make-issue';
import { tagSentences } from './tag-words';

const QUESTION_AUXILIARIES = /^(are|is|am|do|does|did|can|could|will|would|should|have|has)$/;
const ASKING = /^(know|knew|tell|told|ask|asked|wonder|wondered|show|showed|find|found|remember|forget|forgot|sure|idea|see|saw|explain|explained)$/;
const SUBJECTS = /^(i|you|he|she|it|we|they)$/;
const PLACES = /^(museum|city|town|village|place|restaurant|hotel|school|house|room|park|country|cafe|café|shop|store|street|area|office|hospital|beach|building|library|club|market|university|campus|station|airport|gym|theatre|theater|church|bar|farm|island|camp|mall|zoo|stadium|apartment|flat|lake|village|neighbourhood|neighborhood|region|spot|site|centre|center|clinic|ward|factory|company|kitchen|garden|classroom|hall)$/;

/**
 * "Were are you going?" → "Where", "told us were they keep the keys" → "where": "were" cannot be
 * followed by another auxiliary, nor, after a verb of asking or knowing, by a subject and a plain
 * or past verb ("were they keep"); "were they tired", "if they were" stay.
 */
export function checkWereWhere(text: string): Issue[] {
  const issues: Issue[] = [];
  for (const words of tagSentences(text)) {
    words.forEach((word, i) => {
      if (word.lower !== 'were') return;
      const next = words[i + 1];
      const after = words[i + 2];
      const openerWithAuxiliary = i === 0 && next !== undefined && QUESTION_AUXILIARIES.test(next.lower);
      const lookBack = words.slice(Math.max(0, i - 3), i);
      const embedded = lookBack.some((w) => ASKING.test(w.lower)) && !lookBack.some((w) => /^(if|whether|what|who|how)$/.test(w.lower));
      const clause = embedded && next !== undefined && SUBJECTS.test(next.lower) && after?.pos === 'VERB' && !/ing$/.test(after.lower);
      // "We went to the museum were they had a huge exhibit": after a singular place noun, "were" + a subject and its verb is "where".
      const previous = words[i - 1];
      // Not in a question ("At the hotel were they served breakfast?").
      const afterPlace = previous !== undefined && words[words.length - 1]?.text !== '?' && PLACES.test(previous.lower) && next !== undefined && SUBJECTS.test(next.lower) && next.lower !== 'you'
        && (after?.pos === 'VERB' || /^(had|has|have|was|did|could|can|would|will|used|sell|sold|serve|served|keep|kept)$/.test(after?.lower ?? '')) && !/ing$/.test(after?.lower ?? '');
      if (!openerWithAuxiliary && !clause && !afterPlace) return;
      // With the auxiliary in the span, harper's "one 'be' too many" cannot delete it beside our fix.
      const end = openerWithAuxiliary && next ? next.end : word.end;
      const replacement = matchCase(word.text, 'where') + text.slice(word.end, end);
      issues.push({
        offset: word.start, length: end - word.start, category: 'grammar', rule: 'confusable-words', source: 'rule', confidence: 0.8,
        message: "'Were' is a form of 'be'; for a place, write 'where'.", replacements: [replacement],
      });
    });
  }
  return issues;
}
