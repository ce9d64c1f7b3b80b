import { useMemo } from 'react';
import { plagiarismContract, type PlagiarismInput } from '../../contract';
import { useRunTool } from '../../../../web/lib/run-tool';

// The wire format is the tool's contract (src/tools/plagiarism/contract.ts), written once; the answer
// is still checked against it on arrival instead of trusted.

export {
  DEFAULT_MIN_MATCH_WORDS,
  MAX_REQUEST_SOURCES,
  MIN_MATCH_WORDS_RANGE,
  type PlagiarismMatch,
  type PlagiarismResult,
  type SourceOrigin,
} from '../../contract';

/** A source as the user edits it (every field a string, possibly empty); the page turns drafts into the request's sources. */
export interface SourceDraft {
  title: string;
  url: string;
  text: string;
}

/** What the page sends: the contract's input, with the sources always listed (the page counts them). */
export type CheckPlagiarismInput = PlagiarismInput & Required<Pick<PlagiarismInput, 'sources'>>;

/** Sources are told apart by title and URL: the key the page colours them by. */
export function sourceKey(source: { title: string; url?: string }): string {
  return `${source.title}\u0000${source.url ?? ''}`;
}

/** Runs the check on the server (one request from the allowance) and validates the answer. */
export function useCheckPlagiarism() {
  const mutation = useRunTool<CheckPlagiarismInput, unknown>('plagiarism');
  const parsed = useMemo(() => (mutation.data ? plagiarismContract.result.safeParse(mutation.data.result) : undefined), [mutation.data]);
  return {
    ...mutation,
    check: parsed?.success ? parsed.data : undefined,
    invalidResponse: parsed !== undefined && !parsed.success,
  };
}
