import { SavedRunUnreadable } from '../../../../web/components/saved-run/saved-run-unreadable';
import type { SavedRunViewProps } from '../../../../web/lib/tool-pages';
import { mathContract } from '../../contract';
import { ResultsPanel } from './results-panel';

/** A saved solution shown as the page shows a fresh one: the answer, every step, the graph and other methods. */
export default function SavedRunView({ result, input }: SavedRunViewProps) {
  const parsed = mathContract.result.safeParse(result);
  const problem = mathContract.input.pick({ problem: true }).safeParse(input);
  if (!parsed.success) return <SavedRunUnreadable what="solution" />;
  // What a basic (Free) response left out is simply absent from it: no upgrade prompt in a saved run.
  return <ResultsPanel solution={parsed.data} problem={{ mode: 'text', value: problem.success ? problem.data.problem : '' }} hintsOnly={false} basic={false} />;
}
