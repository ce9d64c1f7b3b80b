import { type TaggedWord } from './tag-words';

/**
 * Where a direct question's wh-opener ends: "Why", "Where", "When", "How" (one word), or "What time", "What day",
 * "How often", "How long" (two), the only ones before which "the store opens?" reads as a question missing its "does".
 * "What" alone or "Which …" may be the subject ("What happened?"), so they are not read.
 */
export function readQuestionOpenerEnd(words: TaggedWord[]): number | undefined {
  const first = words[0];
  if (!first) return undefined;
  if (/^(Why|Where|When|How)$/.test(first.text)) return /^(often|long)$/.test(words[1]?.lower ?? '') && first.text === 'How' ? 2 : 1;
  if (first.text === 'What' && /^(time|day)$/.test(words[1]?.lower ?? '')) return 2;
  return undefined;
}
