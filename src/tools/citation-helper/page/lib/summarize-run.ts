import type { RunSummary } from '../../../../web/lib/tool-pages';
import { citationContract } from '../../contract';

// A saved run is read for its headline only, so runs saved before a field was added still read.
const headline = citationContract.result.pick({ style: true, items: true, warnings: true });

/** The headline facts of a saved run for the dashboard: the style, how many sources, how many warnings. */
export function summarizeCitationRun(result: unknown): RunSummary | null {
  const parsed = headline.safeParse(result);
  if (!parsed.success) return null;
  const { style, items, warnings } = parsed.data;
  return {
    facts: [
      { label: 'Style', value: style.title || style.id },
      { label: 'Sources', value: String(items.length) },
      { label: 'Warnings', value: String(warnings.length) },
    ],
  };
}
