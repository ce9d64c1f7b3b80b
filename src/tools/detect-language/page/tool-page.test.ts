import { beforeAll, describe, expect, it } from 'vitest';
import { toolPage } from './tool-page';

beforeAll(() => toolPage.loadRunSummarizer());

describe('the detect-language page registration', () => {
  it("summarises a saved run's headline facts from its stored result", () => {
    const single = toolPage.summarizeRun({
      language: { code: 'fra', bcp47: 'fr', name: 'French', confidence: 0.91 },
      reliable: true,
    });
    expect(single?.facts.map((fact) => fact.value)).toEqual(['French (fra)', '91.0%', 'Yes']);
    expect(toolPage.summarizeRun({ results: [{}, {}, {}] })?.facts).toEqual([{ label: 'Texts in the batch', value: '3' }]);
  });
});
