export { createPlagiarismEngine, plagiarismEngine } from './engine/engine';
export { MAX_STORED_CANDIDATES } from './engine/check-text';
export { fingerprintHashes, fingerprintText, queryHashes } from './engine/fingerprint-text';
export type { FingerprintCandidate, LookupContext, PlagiarismSources, SourceDocument, StoredDocumentCounts, WebSearchHit } from './engine/sources-port';
export * from './contract';
