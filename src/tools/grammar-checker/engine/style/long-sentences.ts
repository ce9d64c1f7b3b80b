import { type Issue } from '../types';
import { type Sentence } from '../text/split-sentences';
import { countWords } from '../../../../domain/word-count';
import { makeStyleIssue } from './write-good-checks';

/** Readers lose the thread past ~35 words (plain-language guides put the average nearer 20). */
export const LONG_SENTENCE_WORDS = 35;
export const VERY_LONG_SENTENCE_WORDS = 50;

export function checkLongSentences(sentences: Sentence[]): Issue[] {
  const issues: Issue[] = [];
  for (const sentence of sentences) {
    const words = countWords(sentence.text);
    if (words <= LONG_SENTENCE_WORDS) continue;
    const very = words > VERY_LONG_SENTENCE_WORDS;
    issues.push(
      makeStyleIssue(
        sentence.start,
        sentence.end - sentence.start,
        very ? 'very-long-sentence' : 'long-sentence',
        `This sentence has ${words} words${very ? ', which is very long' : ''}: consider splitting it.`,
        [],
        0.3,
      ),
    );
  }
  return issues;
}
