import { type Issue } from '../types';
import { matchCase } from './make-issue';
import { tagSentences, type TaggedWord } from './tag-words';
import { findParticiple } from './verb-lexicon';

const FREQUENCY = /^(always|usually|often|never|sometimes|rarely|seldom|normally|generally)$/;
// Not "so much" or "a lot": before a noun they count it ("so much cake", "a lot more").
const MANNER = [['very', 'well'], ['very', 'much'], ['really', 'well'], ['well']];
// "like very much this song": only verbs of liking take "very much" this way ("have very much money" counts).
const LIKING = /^(like|love|enjoy|hate|appreciate|miss|prefer|admire)$/;
const TIME_WORDS = /^(this|last|next|every|today|tonight|yesterday|tomorrow)$/;

/** The object noun phrase starting at `from` when the clause ends right after it: its end index, else undefined. */
function findObjectEnd(words: TaggedWord[], from: number): number | undefined {
  let k = from;
  if (words[k]?.pos === 'DET' || /^(my|your|his|her|our|their|its)$/.test(words[k]?.lower ?? '')) k += 1;
  while (words[k]?.pos === 'ADJ') k += 1;
  if (words[k]?.pos !== 'NOUN' && words[k]?.pos !== 'PROPN') return undefined;
  while (words[k + 1]?.pos === 'NOUN' || words[k + 1]?.pos === 'PROPN') k += 1;
  const after = words[k + 1];
  return !after || after.pos === 'PUNCT' ? k : undefined;
}

/**
 * Word order learners carry over: "He speaks very well English" → "speaks English very well", "I
 * like very much this song" → "like this song very much" (an adverb of manner or degree does not
 * stand between a verb and its object), "I always am late" → "I am always late" (a frequency adverb
 * follows "be"). Only when the object ends the clause, so nothing else moves.
 */
export function checkWordOrder(text: string): Issue[] {
  const issues: Issue[] = [];
  for (const words of tagSentences(text)) {
    words.forEach((word, i) => {
      const next = words[i + 1];
      const be = words[i + 2];
      if (/^(i|you|he|she|it|we|they)$/.test(word.lower) && next && FREQUENCY.test(next.lower) && be && /^(am|is|are|was|were)$/.test(be.lower) && /^(ADJ|ADP|ADV|DET|NUM)$/.test(words[i + 3]?.pos ?? '')) {
        issues.push({
          offset: next.start, length: be.end - next.start, category: 'grammar', rule: 'word-order', source: 'rule', confidence: 0.8,
          message: `A frequency adverb follows 'be': '${be.text} ${next.text}'.`, replacements: [`${be.text} ${next.text}`],
        });
        return;
      }
      if (word.pos !== 'VERB' || word.lower.endsWith('ing') && words[i - 1]?.pos !== 'AUX') return;
      for (const phrase of MANNER) {
        if (!phrase.every((w, k) => words[i + 1 + k]?.lower === w)) continue;
        const objectAt = i + 1 + phrase.length;
        const end = findObjectEnd(words, objectAt);
        const first = words[i + 1] as TaggedWord;
        const lastAdverb = words[objectAt - 1] as TaggedWord;
        const object = words[objectAt];
        const objectEnd = end === undefined ? undefined : words[end];
        if (!object || !objectEnd) return;
        // "well" alone before a noun may be "well water"; it must be tagged an adverb.
        if (phrase.length === 1 && first.pos !== 'ADV') return;
        if (phrase[1] === 'much' && !LIKING.test(word.lemma)) return;
        // "playing well this season": a time phrase after the adverb is no object.
        if (TIME_WORDS.test(objectEnd.lower) || (TIME_WORDS.test(object.lower) && /^(season|week|year|day|time|month|weekend|morning|evening|night)s?$/.test(objectEnd.lower))) return;
        const adverb = text.slice(first.start, lastAdverb.end);
        const objectText = text.slice(object.start, objectEnd.end);
        issues.push({
          offset: first.start, length: objectEnd.end - first.start, category: 'grammar', rule: 'word-order', source: 'rule', confidence: 0.8,
          message: `The object comes before '${adverb}': '${objectText} ${adverb}'.`, replacements: [`${objectText} ${adverb}`],
        });
        return;
      }
    });
    // "the best pizza I ever ate" → "I have ever eaten": "ever" after a superlative spans a life up to now.
    words.forEach((word, i) => {
      const subject = words[i + 1];
      const ever = words[i + 2];
      const verb = words[i + 3];
      if (word.pos !== 'NOUN' || !subject || !/^(i|you|we|they|he|she)$/.test(subject.lower) || ever?.lower !== 'ever' || !verb || verb.pos !== 'VERB') return;
      if (verb.lower === verb.lemma || verb.lower.endsWith('s') || verb.lower.endsWith('ing')) return;
      const before = words.slice(Math.max(0, i - 4), i);
      if (!before.some((w) => /^(best|worst|most|least|first|only)$/.test(w.lower) || /est$/.test(w.lower))) return;
      // Only in a present frame ("This is the best…"); in a past story "the first race I ever entered" is right.
      if (!words.slice(0, i).some((w) => /^(is|are|'s|'re)$/.test(w.lower))) return;
      const have = /^(he|she)$/.test(subject.lower) ? 'has' : 'have';
      issues.push({
        offset: ever.start, length: verb.end - ever.start, category: 'grammar', rule: 'past-time-tense', source: 'rule', confidence: 0.8,
        message: `'Ever' after a superlative takes the present perfect: '${have} ever ${findParticiple(verb.lemma)}'.`,
        replacements: [`${have} ever ${findParticiple(verb.lemma)}`],
      });
    });
  }
  return issues.map((issue) => ({ ...issue, replacements: issue.replacements.map((r) => matchCase(text.slice(issue.offset, issue.offset + 1), r)) }));
}
