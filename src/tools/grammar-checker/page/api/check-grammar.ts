import { useMemo } from 'react';
import { useRunTool } from '../../../../web/lib/run-tool';
import { type GrammarInput, grammarCheckerContract } from '../../contract';

// The wire format is the engine's own contract (src/tools/grammar-checker/contract.ts), checked on arrival.
export {
  CATEGORIES,
  CONFIDENT,
  DOMAINS,
  MAX_TERM_CHARS,
  MAX_TERMS,
  grammarResultSchema,
  type Domain,
  type GrammarInput,
  type GrammarResult,
  type IssueCategory,
  type Readability,
  type Tone,
  type TonePhrase,
  type GrammarIssue as Issue,
} from '../../contract';

/** Runs a check on the server (one request from the allowance) and validates the answer. */
export function useCheckGrammar() {
  const mutation = useRunTool<GrammarInput, unknown>('grammar-checker');
  const parsed = useMemo(
    () => (mutation.data ? grammarCheckerContract.result.safeParse(mutation.data.result) : undefined),
    [mutation.data],
  );
  return { ...mutation, check: parsed?.success ? parsed.data : undefined, invalidResponse: parsed?.success === false };
}
