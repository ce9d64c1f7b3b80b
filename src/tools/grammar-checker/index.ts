export { grammarCheckerEngine } from './engine/engine';
export { stopGrammarWorkers, warmGrammarChecker } from './engine/workers/engine-workers';
export type { GrammarInput, GrammarIssue, GrammarResult, IssueCategory, Readability, Tone } from './contract';
export type { Issue } from './engine/types';
export { CONFIDENT } from './contract';
