import { type Issue } from '../types';
import { matchCase } from './make-issue';
import { tagSentences } from './tag-words';

const NEGATED_MODAL: Record<string, string> = { "can't": 'can', "couldn't": 'could', "won't": 'will', "wouldn't": 'would', "shouldn't": 'should', "mustn't": 'must' };

/**
 * "If I were you, I will take the job" → "would": an unreal condition ("If I were", "If I had more
 * time", "If I knew") takes
 * "would" in its result. "I can't hardly hear you" → "can hardly": "hardly", "barely" and
 * "scarcely" already negate.
 */
export function checkConditionalModals(text: string): Issue[] {
  const issues: Issue[] = [];
  for (const words of tagSentences(text)) {
    if (words[0]?.lower === 'if') {
      const comma = words.findIndex((w) => w.text === ',');
      const condition = comma > 0 ? words.slice(1, comma) : [];
      const will = words[comma + 2];
      // "If I had more time" (had as the verb, not "had finished"), "If I knew", "If I could": unreal too.
      const unreal = condition.some((w, k) => w.lower === 'were' || w.lower === 'knew' || w.lower === 'could' || (w.lower === 'had' && condition[k + 1]?.pos !== 'VERB' && condition[k + 1]?.pos !== 'AUX' && condition[k + 1]?.lower !== 'been'));
      if (unreal && !condition.some((w) => /^(will|are|is|am)$/.test(w.lower)) && /^(i|you|he|she|it|we|they)$/.test(words[comma + 1]?.lower ?? '') && will?.lower === 'will' && words[comma + 3]?.lower !== 'have') {
        issues.push({
          offset: will.start, length: will.end - will.start, category: 'grammar', rule: 'conditional-modal', source: 'rule', confidence: 0.85,
          message: "An unreal condition ('If I were…') takes 'would' in its result.", replacements: [matchCase(will.text, 'would')],
        });
      }
    }
  }
  // wink splits "can't" in more than one way, so the double negative is read on the text.
  for (const match of text.matchAll(/\b(can't|couldn't|won't|wouldn't|shouldn't|mustn't|can’t|couldn’t|won’t|wouldn’t|shouldn’t|mustn’t)(\s+)(hardly|barely|scarcely)\b/gi)) {
    const modal = (match[1] as string).toLowerCase().replace('’', "'");
    issues.push({
      offset: match.index ?? 0, length: (match[1] as string).length, category: 'grammar', rule: 'double-negative', source: 'rule', confidence: 0.85,
      message: `'${match[3]}' already negates: '${NEGATED_MODAL[modal]} ${match[3]}'.`, replacements: [matchCase(match[1] as string, NEGATED_MODAL[modal] as string)],
    });
  }
  return issues;
}
