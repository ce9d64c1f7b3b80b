export { grammarCheckerEngine } from './engine';
export { stopGrammarWorkers, warmGrammarChecker } from './workers/engine-workers';
export type { GrammarInput } from './schema';
export type { GrammarResult, Issue, IssueCategory, Readability, Tone } from './types';
