export { grammarCheckerEngine } from './engine';
export { stopGrammarWorkers, warmGrammarChecker } from './workers/engine-workers';
export type { GrammarInput, GrammarIssue, GrammarResult, IssueCategory, Readability, Tone } from './contract';
export type { Issue } from './types';
