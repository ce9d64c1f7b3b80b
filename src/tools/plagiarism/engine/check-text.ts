import { ToolInputError } from '../../../platform/engine';
import { alignExactPassages, indexQueryHashes, type QueryText } from './align-exact-passages';
import { summarizeCoverage, toMatch, type SelectedPassage } from './build-result';
import { comparedWithNothing, NOTHING_COMPARED_MESSAGE, type ComparedWith, type ParsedPlagiarismInput, type PlagiarismResult } from '../contract';
import { hashKgrams } from './hash-kgrams';
import { hashTermKgrams } from './hash-term-kgrams';
import { markQuotedWords } from './find-quoted-words';
import { matchSentences, toTermSentences } from './match-sentences';
import { pickSearchQueries } from './pick-search-queries';
import { selectPassages, type CandidatePassage } from './select-passages';
import type { LookupContext, PlagiarismSources, SourceDocument, StoredDocumentCounts } from './sources-port';
import { splitSentences } from './split-sentences';
import { tokenizeText } from './tokenize-text';

/** Stored documents aligned in full per check: the best-ranked candidates by shared fingerprints. */
export const MAX_STORED_CANDIDATES = 40;

/**
 * The whole check: fingerprint the text, gather candidate sources (request, store, web), align
 * each one (exact passages, then sentence-level paraphrase for what is left), choose
 * non-overlapping matches and summarise coverage per source.
 */
export async function checkText(input: ParsedPlagiarismInput, ports: PlagiarismSources, context: LookupContext): Promise<PlagiarismResult> {
  // The contract's text fields already refused binary data, in the text and in every source.
  const tokens = tokenizeText(input.text);
  if (tokens.length === 0) throw new ToolInputError('Enter some text to check: this one has no words.');

  const hashes = hashKgrams(tokens);
  const excluded = input.ignoreQuotes ? markQuotedWords(input.text, tokens) : tokens.map(() => false);
  const query: QueryText = { tokens, hashes, excluded, positions: indexQueryHashes(hashes) };

  const counts = await countStored(ports, context);
  const documents: SourceDocument[] = input.sources.map((source, index) => ({ ...source, id: `request:${index}`, origin: 'request' }));
  const stored = await findStoredCandidates([...hashes, ...hashTermKgrams(tokens)], ports, context);
  documents.push(...stored.documents);
  const web = await searchWeb(input.text, tokens, ports, context);
  documents.push(...web.documents);

  const querySentences = input.paraphrase ? toTermSentences(tokens, splitSentences(input.text, tokens)) : [];
  const candidates: CandidatePassage[] = [];
  for (const document of documents) {
    if (context.signal?.aborted) throw new Error('The check was cancelled.');
    const sourceTokens = tokenizeText(document.text);
    const passages = alignExactPassages(query, sourceTokens, hashKgrams(sourceTokens));
    for (const passage of passages) {
      if (passage.identical >= input.minMatchWords) candidates.push({ ...passage, document, sourceTokens, kind: 'exact', score: passage.identical / (passage.qLast - passage.qFirst + 1) });
    }
    if (querySentences.length) {
      const sourceSentences = toTermSentences(sourceTokens, splitSentences(document.text, sourceTokens));
      for (const match of matchSentences(querySentences, sourceSentences)) {
        candidates.push({ ...match, document, sourceTokens, kind: 'paraphrase' });
      }
    }
  }

  const selected: SelectedPassage[] = selectPassages(candidates, excluded, input.minMatchWords);
  const coverage = summarizeCoverage(selected, tokens.length, excluded);
  const comparedWith: ComparedWith = {
    sources: input.sources.length,
    ...counts,
    web: web.status === 'searched',
    webFailed: web.status === 'failed',
    candidates: stored.documents.length + web.documents.length,
  };
  const nothing = comparedWithNothing(comparedWith);
  return {
    similarity: nothing ? null : coverage.similarity,
    ...(nothing ? { message: NOTHING_COMPARED_MESSAGE } : {}),
    words: tokens.length,
    matchedWords: coverage.matchedWords,
    matches: selected.map((passage) => toMatch(passage, tokens, excluded)).sort((a, b) => a.offset - b.offset),
    sources: coverage.sources,
    citations: coverage.citations,
    comparedWith,
    options: { ignoreQuotes: input.ignoreQuotes, minMatchWords: input.minMatchWords, paraphrase: input.paraphrase },
  };
}

async function countStored(ports: PlagiarismSources, context: LookupContext): Promise<StoredDocumentCounts> {
  if (!ports.countStoredDocuments || !ports.lookupFingerprints || !ports.loadSourceTexts) return { documents: 0, corpus: 0 };
  return ports.countStoredDocuments(context);
}

async function findStoredCandidates(hashes: number[], ports: PlagiarismSources, context: LookupContext) {
  if (!ports.lookupFingerprints || !ports.loadSourceTexts || hashes.length === 0) return { documents: [] };
  // Every word and term k-gram of the checked text is looked up, not only its winnowed ones: stored
  // documents are winnowed, so this keeps the guarantee for shared runs of 10+ words (6+ content
  // terms) and also catches shorter runs whenever they hold a stored fingerprint.
  const unique = [...new Set(hashes)];
  const candidates = await ports.lookupFingerprints(unique, context);
  const ids = candidates.slice(0, MAX_STORED_CANDIDATES).map((candidate) => candidate.documentId);
  return { documents: ids.length ? await ports.loadSourceTexts(ids, context) : [] };
}

async function searchWeb(text: string, tokens: ReturnType<typeof tokenizeText>, ports: PlagiarismSources, context: LookupContext) {
  if (!ports.searchWeb) return { status: 'off' as const, documents: [] };
  try {
    const found = await ports.searchWeb(pickSearchQueries(text, tokens), context);
    return { status: 'searched' as const, documents: found.map((document, index): SourceDocument => ({ ...document, id: `web:${index}`, origin: 'web' })) };
  } catch (error) {
    // The other sources still answer; the result says the web part failed.
    console.warn('[plagiarism] web search failed:', error instanceof Error ? error.message : error);
    return { status: 'failed' as const, documents: [] };
  }
}
