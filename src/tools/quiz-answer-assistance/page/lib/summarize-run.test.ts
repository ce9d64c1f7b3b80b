import { describe, expect, it } from 'vitest';
import { summarizeQuizRun } from './summarize-run';

const base = { kind: 'multiple_choice', hints: ['a', 'b', 'c'], evidence: [], reading: { stem: 'Q?', options: [] }, engine: 'embedded' };

describe('summarizeQuizRun', () => {
  it('gives the kind, the answer, its confidence and the number of hints', () => {
    const summary = summarizeQuizRun({ ...base, status: 'answered', answer: { text: 'oxidants', optionIndex: 1, confidence: 0.934 } });
    expect(summary?.facts).toEqual([
      { label: 'Question', value: 'Multiple choice' },
      { label: 'Answer', value: 'oxidants' },
      { label: 'Confidence', value: '93.4%' },
      { label: 'Hints', value: '3' },
    ]);
  });

  it('says plainly when no answer was given', () => {
    expect(summarizeQuizRun({ ...base, status: 'hints_only' })?.facts[1]?.value).toBe('No confident answer (hints only)');
    expect(summarizeQuizRun({ ...base, kind: 'short_answer', status: 'unsupported', hints: [] })?.facts).toEqual([
      { label: 'Question', value: 'Short answer' },
      { label: 'Answer', value: 'Needs material or a model' },
      { label: 'Hints', value: '0' },
    ]);
  });

  it('reads nothing from a result of another shape', () => {
    expect(summarizeQuizRun({ verdict: 'likely AI' })).toBeNull();
    expect(summarizeQuizRun(null)).toBeNull();
  });
});
