import { afterAll, describe, expect, it } from 'vitest';
import { ToolInputError } from '../../../platform/engine';
import { stopGrammarWorkers } from '../../grammar-checker';
import { type ResumeInput, resumeContract } from '../contract';
import { resumeBuilderEngine } from './engine';

afterAll(() => stopGrammarWorkers());

const resume = {
  basics: { name: 'Ana Díaz', email: 'ana@example.com', phone: '+34 600 000 000', location: { city: 'Madrid' } },
  work: [{ name: 'Acme', position: 'Data Analyst', startDate: '2021-03', highlights: ['Built the weekly sales dashboard in SQL and Tableau.'] }],
  education: [{ institution: 'Universidad de Madrid', studyType: 'Bachelor', area: 'Statistics', startDate: '2015-09', endDate: '2019-06' }],
  skills: [{ name: 'Analysis', keywords: ['SQL', 'Tableau'] }],
};

function run(input: ResumeInput, responses: 'basic' | 'advanced' = 'advanced') {
  return resumeBuilderEngine.run(resumeBuilderEngine.inputSchema.parse(input), { responses });
}

describe('resume builder engine', () => {
  it('exports Word, checks its own PDF and matches a job (advanced)', async () => {
    const result = await run({ resume, template: 'modern', format: 'docx', jobDescription: 'Data analyst. Requirements: SQL, Tableau, Python.' });
    expect(resumeContract.result.parse(result)).toBeTruthy();
    expect(result.file?.name).toMatch(/\.docx$/);
    expect(result.ats.checks.find((c) => c.id === 'fields-read-back')?.passed).toBe(true);
    expect(result.ats.score).toBeGreaterThanOrEqual(90);
    expect(result.match).toMatchObject({ matched: ['SQL', 'Tableau'], missing: ['Python'] });
  }, 120_000);

  it('gives Free the classic template and a PDF, and says what needs Pro', async () => {
    const result = await run({ resume, format: 'pdf' }, 'basic');
    expect(resumeContract.result.parse(result).file?.mimeType).toBe('application/pdf');
    await expect(run({ resume, format: 'docx' }, 'basic')).rejects.toThrow(/Pro and Ultimate/);
    await expect(run({ resume, template: 'compact' }, 'basic')).rejects.toThrow(ToolInputError);
  }, 120_000);

  it('imports a JSON Resume file and refuses a file that is not base64', async () => {
    const base64 = Buffer.from(JSON.stringify({ ...resume, work: [{ position: 'Analyst' }] })).toString('base64');
    const result = await run({ import: { name: 'resume.json', base64 } });
    expect(result.resume.basics?.name).toBe('Ana Díaz');
    expect(result.warnings).toContainEqual(expect.objectContaining({ path: 'work[0].name' }));
    await expect(run({ import: { name: 'resume.pdf', base64: '%%%not base64' } })).rejects.toThrow(/not valid base64/);
  }, 120_000);

  it('refuses a malformed e-mail, naming the field', () => {
    const parsed = resumeBuilderEngine.inputSchema.safeParse({ resume: { basics: { email: 'ana-at-example' } } });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(['resume', 'basics', 'email']);
  });
});
