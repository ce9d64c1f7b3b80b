export { createPlagiarismEngine, plagiarismEngine } from './engine';
export { MAX_STORED_CANDIDATES } from './check-text';
export { fingerprintHashes, fingerprintText, queryHashes } from './fingerprint-text';
export type { FingerprintCandidate, LookupContext, PlagiarismSources, SourceDocument, StoredDocumentCounts, WebSearchHit } from './sources-port';
export * from './contract';
