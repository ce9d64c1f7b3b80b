import { z } from 'zod';
import type { RunSummary } from '../../../../web/lib/tool-pages';
import { mathContract, mathTextSchema } from '../../contract';
import { SOLVED_TASK_LABELS } from './task-labels';

// A saved run is read for its headline only, so runs saved before a field was added still read.
const headline = mathContract.result.pick({ status: true, task: true, method: true }).extend({
  answer: mathTextSchema.pick({ text: true }).optional(),
  steps: z.array(z.unknown()),
});

/** The headline facts of a saved run for the dashboard: the task, the answer and how it was reached. */
export function summarizeMathRun(result: unknown): RunSummary | null {
  const parsed = headline.safeParse(result);
  if (!parsed.success) return null;
  const { status, task, method, answer, steps } = parsed.data;
  const facts = [{ label: 'Task', value: SOLVED_TASK_LABELS[task] }];
  if (status === 'unsupported') {
    facts.push({ label: 'Answer', value: 'Not supported yet' });
    return { facts };
  }
  if (answer?.text) facts.push({ label: 'Answer', value: answer.text });
  if (method) facts.push({ label: 'Method', value: method });
  facts.push({ label: 'Steps', value: String(steps.length) });
  return { facts };
}
