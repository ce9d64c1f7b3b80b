export { grammarCheckerEngine } from './engine/engine';
export { stopGrammarWorkers, warmGrammarChecker } from './engine/workers/engine-workers';
export type { GrammarInput, GrammarIssue, GrammarResult, IssueCategory, Readability, Tone } from './contract';
export type { Issue } from './engine/types';
export { CONFIDENT } from './contract';

// The English part-of-speech tagger the rules read with; translate narrows Apertium's readings with it.
export { tagSentences as tagEnglishSentences } from './engine/rules/tag-words';
