import { useRunTool } from '../../../../web/lib/run-tool';
import { citationContract, type CitationInput, type CitationResult } from '../../contract';

// The wire format is the tool's contract (src/tools/citation-helper/contract.ts), written once;
// every answer is still checked against it on arrival instead of trusted.
export {
  BUNDLED_STYLE_IDS,
  citationSetupSchema,
  EXPORT_FORMATS,
  LOCALES,
  type CitationInput,
  type CitationResult,
  type CslItem,
  type ExportFormat,
} from '../../contract';

export class InvalidResultError extends Error {
  constructor() {
    super('The server sent a result this page cannot read.');
  }
}

/** One run of the citation helper: reads a pasted source or identifier, formats the list; one request. */
export function useFormatCitations() {
  const run = useRunTool<CitationInput, unknown>('citation-helper');
  async function format(input: CitationInput): Promise<CitationResult> {
    const response = await run.mutateAsync(input);
    const parsed = citationContract.result.safeParse(response.result);
    if (!parsed.success) throw new InvalidResultError();
    return parsed.data;
  }
  return { format, pending: run.isPending, error: run.error, reset: run.reset };
}
