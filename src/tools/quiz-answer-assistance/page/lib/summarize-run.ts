import { z } from 'zod';
import { formatPercent, type RunSummary } from '../../../../web/lib/tool-pages';
import { quizContract } from '../../contract';
import { KIND_LABELS } from './kind-labels';

// A saved run is read for its headline only, so runs saved before a field was added still read.
const headline = quizContract.result.pick({ status: true, kind: true, answer: true }).extend({ hints: z.array(z.unknown()) });

const NO_ANSWER: Record<'hints_only' | 'unsupported', string> = {
  hints_only: 'No confident answer (hints only)',
  unsupported: 'Needs material or a model',
};

/** The headline facts of a saved run for the dashboard: the kind of question, the answer and how sure it was. */
export function summarizeQuizRun(result: unknown): RunSummary | null {
  const parsed = headline.safeParse(result);
  if (!parsed.success) return null;
  const { status, kind, answer, hints } = parsed.data;
  const facts = [{ label: 'Question', value: KIND_LABELS[kind] }];
  if (status === 'answered' && answer) {
    facts.push({ label: 'Answer', value: answer.text }, { label: 'Confidence', value: formatPercent(answer.confidence) });
  } else {
    facts.push({ label: 'Answer', value: status === 'answered' ? 'Not given' : NO_ANSWER[status] });
  }
  facts.push({ label: 'Hints', value: String(hints.length) });
  return { facts };
}
