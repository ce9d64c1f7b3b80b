export { createPlagiarismEngine, plagiarismEngine } from './engine';
export { MAX_STORED_CANDIDATES } from './check-text';
export { guardText, looksBinary } from './guard-text';
export { fingerprintHashes, fingerprintText, queryHashes } from './fingerprint-text';
export type { FingerprintCandidate, LookupContext, PlagiarismSources } from './sources-port';
export * from './schema';
