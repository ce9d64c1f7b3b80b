import { formatApa, formatMla } from './format-citations';
import type { CitationSuggestion, PlagiarismMatch, SourceShare } from '../contract';
import type { SourceDocument } from './sources-port';
import type { Token } from './tokenize-text';

/** A match chosen for the result, before it is turned into offsets. */
export interface SelectedPassage {
  document: SourceDocument;
  sourceTokens: readonly Token[];
  qFirst: number;
  qLast: number;
  sFirst: number;
  sLast: number;
  kind: 'exact' | 'paraphrase';
  score: number;
}

const EXCERPT_LIMIT = 4000;

function round1(value: number): number {
  return Math.round(value * 10) / 10;
}

export function countCoveredWords(passage: SelectedPassage, excluded: readonly boolean[]): number {
  let words = 0;
  for (let index = passage.qFirst; index <= passage.qLast; index += 1) if (!excluded[index]) words += 1;
  return words;
}

export function toMatch(passage: SelectedPassage, tokens: readonly Token[], excluded: readonly boolean[]): PlagiarismMatch {
  const { document, sourceTokens } = passage;
  const offset = tokens[passage.qFirst]!.start;
  const sourceOffset = sourceTokens[passage.sFirst]!.start;
  const sourceEnd = sourceTokens[passage.sLast]!.end;
  return {
    offset,
    length: tokens[passage.qLast]!.end - offset,
    source: { title: document.title, ...(document.url ? { url: document.url } : {}), origin: document.origin },
    sourceOffset,
    sourceLength: sourceEnd - sourceOffset,
    sourceExcerpt: document.text.slice(sourceOffset, Math.min(sourceEnd, sourceOffset + EXCERPT_LIMIT)),
    kind: passage.kind,
    score: Math.round(passage.score * 1000) / 1000,
    words: countCoveredWords(passage, excluded),
  };
}

/** Similarity and per-source shares count each word of the text once, however many matches cover it. */
export function summarizeCoverage(passages: readonly SelectedPassage[], totalWords: number, excluded: readonly boolean[]) {
  const covered = new Set<number>();
  const bySource = new Map<string, { document: SourceDocument; words: Set<number> }>();
  for (const passage of passages) {
    const entry = bySource.get(passage.document.id) ?? { document: passage.document, words: new Set<number>() };
    bySource.set(passage.document.id, entry);
    for (let index = passage.qFirst; index <= passage.qLast; index += 1) {
      if (excluded[index]) continue;
      covered.add(index);
      entry.words.add(index);
    }
  }
  const sources: SourceShare[] = [...bySource.values()]
    .map(({ document, words }) => ({
      title: document.title,
      ...(document.url ? { url: document.url } : {}),
      origin: document.origin,
      share: totalWords ? round1((100 * words.size) / totalWords) : 0,
      words: words.size,
    }))
    .sort((a, b) => b.words - a.words);
  const citations: CitationSuggestion[] = [...bySource.values()]
    .sort((a, b) => b.words.size - a.words.size)
    .map(({ document }) => ({
      source: { title: document.title, ...(document.url ? { url: document.url } : {}) },
      apa: formatApa(document),
      mla: formatMla(document),
    }));
  // 100 means every word is matched: a single unmatched word keeps it below, whatever the rounding.
  const similarity = totalWords ? Math.min(round1((100 * covered.size) / totalWords), covered.size < totalWords ? 99.9 : 100) : 0;
  return { similarity, matchedWords: covered.size, sources, citations };
}
