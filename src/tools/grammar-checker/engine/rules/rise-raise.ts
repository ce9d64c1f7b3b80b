import { type Issue } from '../types';
import { matchCase } from './make-issue';
import { tagSentences } from './tag-words';

const RISE_FOR: Record<string, string> = { raise: 'rise', raises: 'rises', raised: 'rose', raising: 'rising' };
// "was raised", "had raised", "got raised": a passive or perfect of "raise" is right.
const AUXILIARIES = /^(be|is|am|are|was|were|been|being|have|has|had|get|got|gets|to|will|would|can|could|should|must|might|may|'s|'re|'ve|'d)$/;

/**
 * "The temperature raised steadily" → "rose": "raise" needs an object (one raises a hand, a price);
 * with none, the verb is "rise". Only after a noun subject and before an -ly adverb, "again" or the
 * end, so "the money raised by volunteers" (a passive) and "raised their prices" stay.
 */
export function checkRiseRaise(text: string): Issue[] {
  const issues: Issue[] = [];
  for (const words of tagSentences(text)) {
    words.forEach((verb, i) => {
      const rise = RISE_FOR[verb.lower];
      const subject = words[i - 1];
      const next = words[i + 1];
      if (!rise || verb.text !== verb.lower || !subject || !next) return;
      if (!['NOUN', 'PROPN'].includes(subject.pos) && !/^(it|they)$/.test(subject.lower)) return;
      if (AUXILIARIES.test(subject.lower)) return;
      // "The sun raised over the mountains": a preposition of direction right after it leaves no room for an object.
      const noObject = (next.pos === 'ADV' && /ly$/.test(next.lower) && words[i + 2]?.pos !== 'DET' && words[i + 2]?.pos !== 'PRON') || /^(again|\.|!|over|above|behind|into)$/.test(next.lower);
      if (!noObject) return;
      // "The sale raised over £600": an amount of money after "over" is what was raised.
      if (next.lower === 'over' && /^\s*(about\s+|around\s+|nearly\s+)?[£$€¥]/u.test(text.slice(next.end, next.end + 12))) return;
      // "The money raised quickly went to charity": a later main verb makes "raised" a passive participle.
      const rest = words.slice(i + 1);
      const clauseEnd = rest.findIndex((w) => w.pos === 'PUNCT' || w.pos === 'SCONJ' || w.pos === 'CCONJ' || /^(after|before|when|while|as|until|since)$/.test(w.lower));
      const clause = clauseEnd < 0 ? rest : rest.slice(0, clauseEnd);
      if (clause.some((w) => w.pos === 'AUX' || (w.pos === 'VERB' && !w.lower.endsWith('ing')))) return;
      issues.push({
        offset: verb.start, length: verb.end - verb.start, category: 'grammar', rule: 'verb-choice/rise-raise', source: 'rule', confidence: 0.85,
        message: "'Raise' needs an object (raise a price); with none, use 'rise': 'The temperature rose'.", replacements: [matchCase(verb.text, rise)],
      });
    });
  }
  return issues;
}
