import type { RunSummary } from '../../../../web/lib/tool-pages';
import { resumeContract } from '../../contract';

// A saved run is read for its headline only, so runs saved before a field was added still read.
const headline = resumeContract.result.pick({ resume: true, ats: true, match: true, file: true });

/** The headline facts of a saved run for the dashboard: whose resume, the ATS score, the match, the file. */
export function summarizeResumeRun(result: unknown): RunSummary | null {
  const parsed = headline.safeParse(result);
  if (!parsed.success) return null;
  const { resume, ats, match, file } = parsed.data;
  return {
    facts: [
      ...(resume.basics?.name ? [{ label: 'Resume', value: resume.basics.name }] : []),
      { label: 'ATS score', value: `${Math.round(ats.score)}/100` },
      ...(match ? [{ label: 'Job match', value: `${Math.round(match.score)}%` }] : []),
      ...(file ? [{ label: 'File', value: file.name }] : []),
    ],
  };
}
