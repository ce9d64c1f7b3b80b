import { beforeAll, describe, expect, it } from 'vitest';
import { toolPage } from './tool-page';

beforeAll(() => toolPage.loadRunSummarizer());

describe('the quiz-answer-assistance page registration', () => {
  it("summarises a saved run's headline facts from its stored result", () => {
    const quiz = toolPage.summarizeRun({
      status: 'answered',
      kind: 'true_false',
      hints: ['a', 'b'],
      answer: { text: 'True', optionIndex: 0, confidence: 0.92 },
    });
    expect(quiz?.facts.map((fact) => fact.value)).toEqual(['True or false', 'True', '92.0%', '2']);
  });
});
