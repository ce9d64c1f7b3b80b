import type { Evidence } from '../../contract';
import { findWords, termsOfWords, type Word } from '../read/content-words';
import { segmentSentences } from './segment-sentences';

export interface IndexedWord extends Word {
  /** Null for function words. */
  term: string | null;
}

export interface IndexedSentence extends Evidence {
  words: IndexedWord[];
  terms: Map<string, number>;
  termCount: number;
}

export interface MaterialIndex {
  material: string;
  sentences: IndexedSentence[];
  /** Sentences containing each term (BM25's document frequency, a sentence being the document). */
  sentenceFrequency: Map<string, number>;
  averageLength: number;
}

export function indexMaterial(material: string): MaterialIndex {
  const sentenceFrequency = new Map<string, number>();
  const sentences = segmentSentences(material).map((sentence): IndexedSentence => {
    const found = findWords(sentence.text, sentence.offset);
    const foundTerms = termsOfWords(found);
    const words = found.map((word, at) => ({ ...word, term: foundTerms[at] ?? null }));
    const terms = new Map<string, number>();
    for (const word of words) if (word.term) terms.set(word.term, (terms.get(word.term) ?? 0) + 1);
    for (const term of terms.keys()) sentenceFrequency.set(term, (sentenceFrequency.get(term) ?? 0) + 1);
    return { ...sentence, words, terms, termCount: [...terms.values()].reduce((sum, count) => sum + count, 0) };
  });
  const averageLength = sentences.reduce((sum, sentence) => sum + sentence.termCount, 0) / Math.max(1, sentences.length);
  return { material, sentences, sentenceFrequency, averageLength };
}

/** How telling a term is in this material: rare across its sentences is telling. */
export function inverseFrequency(index: MaterialIndex, term: string): number {
  const n = index.sentences.length;
  const df = index.sentenceFrequency.get(term) ?? 0;
  return Math.log(1 + (n - df + 0.5) / (df + 0.5));
}
