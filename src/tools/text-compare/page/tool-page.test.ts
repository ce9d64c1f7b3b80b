import { beforeAll, describe, expect, it } from 'vitest';
import { toolPage } from './tool-page';

beforeAll(() => toolPage.loadRunSummarizer());

describe('the text-compare page registration', () => {
  it("summarises a saved run's headline facts from its stored result", () => {
    const compare = toolPage.summarizeRun({ similarity: 80, changes: [{ type: 'equal', text: 'a ' }, { type: 'insert', text: 'b' }] });
    expect(compare?.facts.map((fact) => fact.value)).toEqual(['80.0%', '1']);
  });

  it('shows a saved run in full', async () => {
    const view = await toolPage.loadSavedRunView?.();
    expect(typeof view?.default).toBe('function');
  });
});
