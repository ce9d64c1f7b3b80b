import type { RunSummary } from '../../../lib/tool-pages';

/** A history row's summary line from the tool's headline facts: "Verdict: likely human · AI probability: 12.0%". */
export function describeRunLine(summary: RunSummary | null): string | null {
  if (!summary || summary.facts.length === 0) return null;
  return summary.facts.map((fact) => `${fact.label}: ${fact.value}`).join(' · ');
}
