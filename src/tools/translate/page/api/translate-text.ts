import { useMutation } from '@tanstack/react-query';
import { useRunTool } from '../../../../web/lib/run-tool';
import { translateContract, type TranslateInput, type TranslateResult } from '../../contract';

// The wire format is the tool's contract (src/tools/translate/contract.ts), written once; every answer
// is still checked against it on arrival instead of trusted.
export {
  ENGINE_IDS,
  engineInfoSchema,
  translateSetupSchema,
  MAX_GLOSSARY_TERMS,
  type EngineInfo,
  type GlossaryTerm,
  type TranslateEngineId,
  type TranslateInput,
  type TranslateResult,
} from '../../contract';

export class InvalidResultError extends Error {
  constructor() {
    super('The server sent a result this page cannot read.');
  }
}

/** Runs the translate tool (one counted request) and parses the result with the contract. */
export function useTranslateText() {
  const { mutateAsync } = useRunTool<TranslateInput, unknown>('translate');
  return useMutation({
    mutationFn: async (input: TranslateInput): Promise<TranslateResult> => {
      const parsed = translateContract.result.safeParse((await mutateAsync(input)).result);
      if (!parsed.success) throw new InvalidResultError();
      return parsed.data;
    },
  });
}
