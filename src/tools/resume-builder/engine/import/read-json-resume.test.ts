import { describe, expect, it } from 'vitest';
import { ToolInputError } from '../../../../platform/engine';
import { readJsonResume } from './read-json-resume';

const file = (text: string) => new TextEncoder().encode(text);

describe('readJsonResume', () => {
  it('refuses a .json file nested 5,000 deep with a clear message instead of handing it on', () => {
    const hostile = `{"basics": {"name": "Ada"}, "x": ${'['.repeat(5_000)}${']'.repeat(5_000)}}`;
    expect(() => readJsonResume(file(hostile))).toThrow(ToolInputError);
    expect(() => readJsonResume(file(hostile))).toThrow(/This \.json file nests arrays or objects more than 64 levels deep/);
  });

  it('still reads a JSON Resume with fields the standard does not name', () => {
    expect(readJsonResume(file('\uFEFF{"basics": {"name": "Ada"}, "meta": {"theme": "x", "tags": [["a"]]}}'))).toMatchObject({ basics: { name: 'Ada' } });
  });

  it("keeps every employer of an older JSON Resume file (work[].company, website, basics.picture, gpa)", () => {
    const older = {
      basics: { name: 'Ada', picture: 'https://example.org/ada.png', website: 'https://ada.example.org' },
      work: [
        { company: 'Analytical Engines Ltd', position: 'Programmer', website: 'https://engines.example.org', startDate: '1842-01-01' },
        { name: 'Babbage & Co', company: 'ignored old name', position: 'Analyst' },
      ],
      education: [{ institution: 'University of London', gpa: '4.0' }],
    };
    const resume = readJsonResume(file(JSON.stringify(older)));
    expect(resume.work?.map((job) => job.name)).toEqual(['Analytical Engines Ltd', 'Babbage & Co']);
    expect(resume.work?.[0]).toMatchObject({ url: 'https://engines.example.org', position: 'Programmer' });
    expect(resume.basics).toMatchObject({ image: 'https://example.org/ada.png', url: 'https://ada.example.org' });
    expect(resume.education?.[0]).toMatchObject({ score: '4.0' });
  });
});
