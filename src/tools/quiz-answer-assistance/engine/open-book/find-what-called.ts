import type { Evidence } from '../../contract';
import { termsOf } from '../read/content-words';
import { findCalledSpans } from './find-structural-spans';
import type { MaterialIndex } from './index-material';
import { tagSentence } from './tag-sentence';

/**
 * "What did people call the dust storms?" — "Dust storms, which people called black blizzards, could turn day into night"
 * (s38); "What did the Dutch call trading in bulb contracts?" — "…trading in contracts for bulbs… The Dutch called this the
 * windhandel, or 'wind trade'" (s37). The question's "call" is active with its caller, so the "called X" readers (which
 * want "X is called Y") do not take it. Read here: "called" right after the caller, the thing named before the caller
 * (", which people called") or as "this"/"it"/"them" right after "called" with the thing in the sentence before; the name
 * after it is the answer, given only when the material gives one such name.
 */
export interface CalledAnswer {
  text: string;
  offset: number;
  length: number;
  sentence: Evidence;
}

const ASK = /^\s*what\s+(?:did|do|does)\s+(.+?)\s+call\s+(.+?)\s*\??\s*$/i;
const PRONOUN = /^(?:this|that|it|them|these|those)$/i;

export function findWhatCalled(question: string, index: MaterialIndex): CalledAnswer | null {
  const asked = ASK.exec(question);
  if (!asked) return null;
  const callers = termsOf(asked[1]!);
  const things = termsOf(asked[2]!);
  if (callers.length === 0 || things.length === 0) return null;
  const found: CalledAnswer[] = [];
  index.sentences.forEach((sentence, position) => {
    const tokens = tagSentence(sentence.text, sentence.offset);
    tokens.forEach((token, i) => {
      if (!/^called$/i.test(token.text)) return;
      // The caller stands right before "called" ("which people called", "The Dutch called").
      const before = new Set(termsOf(tokens.slice(Math.max(0, i - 3), i).map((word) => word.text).join(' ')));
      if (!callers.every((term) => before.has(term))) return;
      const pronoun = PRONOUN.test(tokens[i + 1]?.text ?? '');
      const named = pronoun ? index.sentences[position - 1] : undefined;
      const earlier = new Set(termsOf(sentence.text.slice(0, token.start - sentence.offset)));
      const holdsThing = pronoun ? named !== undefined && things.every((term) => named.terms.has(term) || earlier.has(term)) : things.every((term) => earlier.has(term));
      if (!holdsThing) return;
      const spans = findCalledSpans([token, ...tokens.slice(pronoun ? i + 2 : i + 1)]);
      const words = spans[0]?.words;
      if (!words || words.length === 0) return;
      const start = words[0]!.start;
      const end = words.at(-1)!.end;
      const text = index.material.slice(start, end);
      found.push({ text, offset: start, length: end - start, sentence: { text: sentence.text, offset: sentence.offset, length: sentence.length } });
    });
  });
  const first = found[0];
  return first && found.every((entry) => entry.text === first.text) ? first : null;
}
