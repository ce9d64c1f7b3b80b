import { type Issue } from '../types';
import { matchCase } from './make-issue';
import { tagSentences, type TaggedWord } from './tag-words';

// Words after which a place adverb stands: a preposition or adverb of direction ("over there", "up there") or a verb of
// being, staying or putting ("stayed there", "parked it there" comes with a noun: below).
const PLACE_BEFORE = /^(over|up|down|out|back|right|near|from|in|get|gets|got|getting|go|goes|went|gone|going|stay|stays|stayed|staying|live|lives|lived|living|sit|sits|sat|sitting|stand|stands|stood|standing|wait|waits|waited|waiting|arrive|arrives|arrived|stop|stops|stopped|be|been|was|were)$/;
// What may follow the adverb "there" but never the owner's word "their" (which needs its noun): a clause's joint, a
// time, a span or the end of the sentence.
const AFTER_ADVERB = /^(because|when|while|if|until|till|since|although|though|before|after|as|so|but|yesterday|today|tomorrow|tonight|last|every|for|yet|again|already|now|too|often|once|twice|early|late|anymore|instead|either)$/;

/**
 * "We parked the car over their because…" → "there": "their" needs a noun after it, so "their" after a word of place
 * ("over", "up", "stayed", or a noun object: "parked the car") and before a clause's joint, a time word or the
 * sentence's end is the place adverb. Not after a verb of thinking or saying ("I think their in the garden" is
 * "they're"), and not before "and/or" ("in their and our interest").
 */
export function checkTheirForThere(text: string): Issue[] {
  const issues: Issue[] = [];
  for (const words of tagSentences(text)) {
    words.forEach((their, i) => {
      if (their.lower !== 'their' || i === 0) return;
      const before = words[i - 1] as TaggedWord;
      const next = words[i + 1];
      const ends = next === undefined || /^[.!?;,:]$/.test(next.text);
      // "put them down their and come in": "and" + a verb or a subject joins a clause; "their and our interest" does not.
      const andClause = next?.lower === 'and' && (words[i + 2]?.pos === 'VERB' || /^(i|we|you|they|he|she)$/.test(words[i + 2]?.lower ?? ''));
      if (!ends && !andClause && !(next && AFTER_ADVERB.test(next.lower) && next.text === next.lower)) return;
      // A noun object before: "parked the car their because", "left my bag their yesterday" (not after a person's name).
      const afterObject = before.pos === 'NOUN' && /^(DET|PRON|ADJ|NOUN)$/.test(words[i - 2]?.pos ?? '') && words.slice(0, i - 1).some((w) => w.pos === 'VERB');
      if (!PLACE_BEFORE.test(before.lower) && !afterObject) return;
      issues.push({
        offset: their.start, length: their.end - their.start, category: 'grammar', rule: 'confusable/their-there', source: 'rule', confidence: 0.85,
        message: "'Their' needs a noun after it; the place is 'there'.", replacements: [matchCase(their.text, 'there')],
      });
    });
  }
  return issues;
}
