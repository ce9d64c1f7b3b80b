import { beforeAll, describe, expect, it } from 'vitest';
import { toolPage } from './tool-page';

beforeAll(() => toolPage.loadRunSummarizer());

describe('the plagiarism page registration', () => {
  it("summarises a saved run's headline facts from its stored result", () => {
    const plagiarism = toolPage.summarizeRun({ similarity: 42, matches: [], sources: [] });
    expect(plagiarism?.facts.map((fact) => fact.value)).toEqual(['42.0%', '0', '0']);
  });
});
