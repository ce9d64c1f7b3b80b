import { useMemo } from 'react';
import { useRunTool } from '../../../../web/lib/run-tool';
import {
  type BatchItem,
  type BatchItemError,
  type BatchResult,
  type DetectionResult,
  type DetectLanguageInput,
  type DetectLanguageResult,
  detectLanguageContract,
} from '../../contract';

// The wire format is the engine's own contract (src/tools/detect-language/contract.ts), checked on arrival.
export {
  MAX_BATCH_TEXTS,
  type BatchItem,
  type BatchResult,
  type DetectionResult,
  type LanguageGuess,
  type LibraryVote,
  type ParagraphLanguage,
  type Variant,
} from '../../contract';

export function isBatchItemError(item: BatchItem): item is BatchItemError {
  return 'error' in item;
}

function isBatchResult(result: DetectLanguageResult): result is BatchResult {
  return 'results' in result;
}

/** Checks an answer against the contract; undefined when it is not valid or not the expected kind. */
function useParsedResult(data: { result: unknown } | undefined) {
  return useMemo(() => (data ? detectLanguageContract.result.safeParse(data.result) : undefined), [data]);
}

/** One text: one request from the allowance. */
export function useDetectLanguage() {
  const mutation = useRunTool<Required<Pick<DetectLanguageInput, 'text'>>, unknown>('detect-language');
  const parsed = useParsedResult(mutation.data);
  const detection: DetectionResult | undefined = parsed?.success && !isBatchResult(parsed.data) ? parsed.data : undefined;
  return { ...mutation, detection, invalidResponse: parsed !== undefined && detection === undefined };
}

/** Many texts in one request (the server counts a batch as one request). */
export function useDetectLanguageBatch() {
  const mutation = useRunTool<Required<Pick<DetectLanguageInput, 'texts'>>, unknown>('detect-language');
  const parsed = useParsedResult(mutation.data);
  const batch: BatchResult | undefined = parsed?.success && isBatchResult(parsed.data) ? parsed.data : undefined;
  return { ...mutation, batch, invalidResponse: parsed !== undefined && batch === undefined };
}
