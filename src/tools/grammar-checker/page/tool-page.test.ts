import { beforeAll, describe, expect, it } from 'vitest';
import { toolPage } from './tool-page';

beforeAll(() => toolPage.loadRunSummarizer());

describe('the grammar-checker page registration', () => {
  it("summarises a saved run's headline facts from its stored result", () => {
    const grammar = toolPage.summarizeRun({ issues: [{}, {}], corrected: 'This is fine.', readability: {} });
    expect(grammar).toEqual({ facts: [{ label: 'Issues found', value: '2' }], text: { label: 'Corrected text', value: 'This is fine.' } });
  });

  it('gives no summary for a result of an unknown shape, so the page shows the raw JSON', () => {
    expect(toolPage.summarizeRun(null)).toBeNull();
  });
});
