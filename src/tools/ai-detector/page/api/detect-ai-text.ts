import { useMemo } from 'react';
import { aiDetectorContract, type AiDetectorInput, type AiDetectorResult } from '../../contract';
import { useRunTool } from '../../../../web/lib/run-tool';

// The wire format is the tool's contract (src/tools/ai-detector/contract.ts), written once; the answer
// is still checked against it on arrival instead of trusted.

export type { SentenceScore, Signal, Verdict } from '../../contract';
/** The detector's answer as the page shows it. */
export type AiDetection = AiDetectorResult;

/** Runs the detector on the server (one request from the allowance) and validates the answer. */
export function useDetectAiText() {
  const mutation = useRunTool<AiDetectorInput, unknown>('ai-detector');
  const parsed = useMemo(() => (mutation.data ? aiDetectorContract.result.safeParse(mutation.data.result) : undefined), [mutation.data]);
  return {
    ...mutation,
    detection: parsed?.success ? parsed.data : undefined,
    invalidResponse: parsed !== undefined && !parsed.success,
  };
}
