import { useRunTool } from '../../../../web/lib/run-tool';
import { resumeContract, type ResumeInput, type ResumeResult } from '../../contract';

// The wire format is the tool's contract (src/tools/resume-builder/contract.ts), written once; every
// answer is still checked against it on arrival instead of trusted.
export { EXPORT_FORMATS, PAPER_SIZES, TEMPLATE_IDS, type Resume, type ResumeInput, type ResumeResult, type TemplateId } from '../../contract';

export class InvalidResultError extends Error {
  constructor() {
    super('The server sent a result this page cannot read.');
  }
}

/** One run of the resume builder (an export, an import, an ATS check or a job match): one request. */
export function useRunResume() {
  const run = useRunTool<ResumeInput, unknown>('resume-builder');
  async function runResume(input: ResumeInput): Promise<ResumeResult> {
    const response = await run.mutateAsync(input);
    const parsed = resumeContract.result.safeParse(response.result);
    if (!parsed.success) throw new InvalidResultError();
    return parsed.data;
  }
  return { runResume, pending: run.isPending, error: run.error, reset: run.reset };
}
