import type { DefinitionAnswer } from './find-definition';
import type { MaterialIndex } from './index-material';
import escapeStringRegexp from 'escape-string-regexp';

/** "What is the scientific name of the grey heron?", "What is the Latin name for the oak?". */
const ASK = /^\s*what\s+(?:is|was|are)\s+the\s+(?:scientific|latin|binomial|species)\s+names?\s+(?:of|for)\s+(?:the\s+|a\s+|an\s+)?(.+?)\s*\??\s*$/i;
/** A genus and species right after the named thing: ", Ardea cinerea," or " (Ardea cinerea)". */
const BINOMIAL_AFTER = /^\s*(?:,\s*|\(\s*)(\p{Lu}\p{Ll}+\s+\p{Ll}{3,}(?:\s+\p{Ll}{3,})?)\s*(?=[,)])/u;

/**
 * A scientific name set beside the common name it belongs to (s31): "The grey heron, Ardea cinerea, nests in…". Answered only
 * when the material gives one genus-and-species name right after the asked common name, and no other.
 */
export function findScientificName(stem: string, index: MaterialIndex): DefinitionAnswer | null {
  const term = ASK.exec(stem)?.[1];
  if (!term) return null;
  const found: Array<{ text: string; at: number; sentence: MaterialIndex['sentences'][number] }> = [];
  const pattern = new RegExp(`\\b${escapeStringRegexp(term).replace(/\s+/g, '\\s+')}\\b`, 'gi');
  for (const sentence of index.sentences) {
    for (const match of sentence.text.matchAll(pattern)) {
      const after = BINOMIAL_AFTER.exec(sentence.text.slice(match.index + match[0].length));
      if (!after) continue;
      const at = match.index + match[0].length + after[0].indexOf(after[1]!);
      found.push({ text: after[1]!, at: sentence.offset + at, sentence });
    }
  }
  const names = new Set(found.map((entry) => entry.text));
  if (names.size !== 1) return null;
  const first = found[0]!;
  return { text: first.text, offset: first.at, length: first.text.length, sentence: { text: first.sentence.text, offset: first.sentence.offset, length: first.sentence.length } };
}
