import { describe, expect, it } from 'vitest';
import { summarizeMathRun } from './summarize-run';

describe('summarizeMathRun', () => {
  it('gives the task, the answer, the method and the number of steps', () => {
    const summary = summarizeMathRun({
      status: 'solved',
      task: 'solve',
      method: 'factoring',
      answer: { text: 'x = 2 or x = 3', latex: 'x=2 \\text{ or } x=3' },
      steps: [{}, {}, {}],
      hints: [],
      engine: 'embedded',
    });
    expect(summary?.facts).toEqual([
      { label: 'Task', value: 'Solve' },
      { label: 'Answer', value: 'x = 2 or x = 3' },
      { label: 'Method', value: 'factoring' },
      { label: 'Steps', value: '3' },
    ]);
  });

  it('says an unsupported problem was not answered', () => {
    expect(summarizeMathRun({ status: 'unsupported', task: 'word_problem', steps: [] })?.facts).toEqual([
      { label: 'Task', value: 'Word problem' },
      { label: 'Answer', value: 'Not supported yet' },
    ]);
  });

  it('gives no summary for a result of another shape', () => {
    expect(summarizeMathRun({ verdict: 'likely AI' })).toBeNull();
    expect(summarizeMathRun(null)).toBeNull();
  });
});
