import { type Issue } from '../types';
import { matchCase } from './make-issue';
import { tagSentences, type TaggedWord } from './tag-words';

// What an adjective that stands as a predicate takes after it ("willing to", "keen on", "responsible for").
const PREDICATE_NEXT = /^(to|for|about|of|with|in|on|at|from)$/;
// "whose own", "whose only", "whose main": adjectives that come before the owned noun, never after "is".
const ATTRIBUTIVE_ONLY = /^(own|only|main|chief|sole|former|late|latter|next|last|first|second|third|same|other|very|entire|whole|mere|total)$/;

/**
 * "We need someone whose willing to work" → "who's": "whose" owns a noun, so "whose" straight before an adjective
 * that a preposition or "to" follows (no noun between) is "who is". Up to one adverb between ("whose always
 * ready to help"). "whose ready smile", "whose own car", "whose able assistant" have their noun and stay.
 */
export function checkWhoseBeforePredicate(text: string): Issue[] {
  const issues: Issue[] = [];
  for (const words of tagSentences(text)) {
    for (let i = 0; i < words.length - 2; i++) {
      const whose = words[i] as TaggedWord;
      if (whose.lower !== 'whose' || i === 0) continue;
      let k = i + 1;
      if (words[k]?.pos === 'ADV' && words[k + 1]?.pos === 'ADJ') k += 1;
      const adjective = words[k];
      const next = words[k + 1];
      if (!adjective || !next || adjective.pos !== 'ADJ' || adjective.text !== adjective.lower || ATTRIBUTIVE_ONLY.test(adjective.lower)) continue;
      if (!PREDICATE_NEXT.test(next.lower) || next.start !== adjective.end + 1) continue;
      // "to" must bring a verb ("willing to work") or what the adjective is about ("close to the station").
      if (next.lower === 'to' && words[k + 2]?.pos !== 'VERB' && !/^(the|a|an|my|your|his|her|our|their|me|him|us|them)$/.test(words[k + 2]?.lower ?? '')) continue;
      issues.push({
        offset: whose.start, length: whose.end - whose.start, category: 'grammar', rule: 'confusable/whose-whos', source: 'rule', confidence: 0.85,
        message: "'Whose' owns a noun; before an adjective it is 'who's' (who is).", replacements: [matchCase(whose.text, "who's")],
      });
    }
  }
  return issues;
}
