import { beforeAll, describe, expect, it } from 'vitest';
import { toolPage } from './tool-page';

beforeAll(() => toolPage.loadRunSummarizer());

describe('the ai-detector page registration', () => {
  it("summarises a saved run's headline facts from its stored result", () => {
    expect(toolPage.summarizeRun({ verdict: 'likely AI', aiProbability: 0.973 })?.facts).toEqual([
      { label: 'Verdict', value: 'likely AI' },
      { label: 'AI probability', value: '97.3%' },
    ]);
    expect(toolPage.summarizeRun({ verdict: 'too short to judge', aiProbability: null })?.facts).toEqual([{ label: 'Verdict', value: 'too short to judge' }]);
  });

  it('gives no summary for a result of an unknown shape, so the page shows the raw JSON', () => {
    expect(toolPage.summarizeRun({ something: 'else' })).toBeNull();
  });
});
