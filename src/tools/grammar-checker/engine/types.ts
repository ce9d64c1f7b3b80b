import type { GrammarIssue } from '../contract';

/** Where an issue came from: decides which one wins when two overlap (see combine/merge-issues.ts). */
export type IssueSource = 'harper' | 'rule' | 'grammalecte' | 'languagetool' | 'spelling' | 'style' | 'terminology' | 'user-terms';

/** An issue inside the engine: the reported issue (contract.ts) and the check that found it, dropped from the result. */
export interface Issue extends GrammarIssue {
  source: IssueSource;
}
