import { beforeAll, describe, expect, it } from 'vitest';
import { toolPage } from './tool-page';

beforeAll(() => toolPage.loadRunSummarizer());

describe('the resume-builder page registration', () => {
  it("summarises a saved run's headline facts from its stored result", () => {
    const resume = toolPage.summarizeRun({
      resume: { basics: { name: 'Ada Lovelace' } },
      file: { name: 'ada-lovelace-resume.pdf', mimeType: 'application/pdf', base64: 'JVBERi0=' },
      ats: { score: 92.6, checks: [] },
      match: { score: 40, matched: ['SQL'], missing: ['Python'] },
      warnings: [],
    });
    expect(resume?.facts.map((fact) => fact.value)).toEqual(['Ada Lovelace', '93/100', '40%', 'ada-lovelace-resume.pdf']);
  });
});
