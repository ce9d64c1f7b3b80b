export { createPlagiarismEngine, plagiarismEngine } from './engine';
export { fingerprintHashes, fingerprintText } from './fingerprint-text';
export type { FingerprintCandidate, LookupContext, PlagiarismSources } from './sources-port';
export * from './schema';
