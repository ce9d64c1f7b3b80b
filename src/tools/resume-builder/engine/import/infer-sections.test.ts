import { describe, expect, it } from 'vitest';
import { inferSections } from './infer-sections';
import { parseResumeLines } from './parse-resume-lines';

// Session 42 (awesome-cv-pandoc-gaurav.docx of held-out-s38): a Word resume whose every section heading was lost.
describe('a resume with no section heading left', () => {
  const lines = [
    { text: 'Data/AI Engineer focused on building analytics and AI systems from scratch for US clients, with domain experience in insurance, marketing and healthcare.' },
    { text: 'Programming\tPython, SQL, Java, R, Bash' },
    { text: 'Tools\tGit, Docker, Linux' },
    { text: 'Data Engineer\tCannaSpyglass\tRemote\t2021 – 2023' },
    { text: 'Built data pipelines for cannabis wholesalers.' },
    { text: 'Assistant Project Manager\tCasepoint\tIndia\t2018 – 2019' },
    { text: 'Bachelor of Computer Applications\tDr. Babasaheb Ambedkar Open University, Ahmedabad\tIndia\t2017' },
    { text: 'dbt Fundamentals\tdbt Labs\t2025' },
  ];

  it('reads the skills rows, the jobs, the school and the certificate by the shape of their rows', () => {
    const { resume } = parseResumeLines(lines);
    expect(resume.basics?.name).toBeUndefined();
    expect(resume.skills?.flatMap((group) => group.keywords)).toEqual(['Python', 'SQL', 'Java', 'R', 'Bash', 'Git', 'Docker', 'Linux']);
    expect(resume.work?.map((item) => [item.name, item.position, item.startDate])).toEqual([
      ['CannaSpyglass', 'Data Engineer', '2021'],
      ['Casepoint', 'Assistant Project Manager', '2018'],
    ]);
    expect(resume.education?.[0]).toMatchObject({ institution: 'Dr. Babasaheb Ambedkar Open University', endDate: '2017' });
    expect(resume.certificates?.[0]).toMatchObject({ name: 'dbt Fundamentals' });
  });

  it('leaves a resume that has a heading, or only one row of a kind, as it is', () => {
    const headed = [{ text: 'Experience', heading: true }, ...lines.slice(3)];
    expect(inferSections(headed)).toBe(headed);
    const one = [{ text: 'Jane Roe' }, { text: 'Data Engineer\tCannaSpyglass\tRemote\t2021 – 2023' }];
    expect(inferSections(one)).toBe(one);
  });
});
