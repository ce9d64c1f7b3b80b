import { describe, expect, it } from 'vitest';
import { joinWrappedTitle, tidyBracketedPlace } from './join-wrapped-title';

// Session 44 (latex-two-column-sivan.pdf of held-out-s41): "ROLE at Employer (Town, Country)" wrapped in a narrow column.
describe('joinWrappedTitle', () => {
  it('joins "Role at Employer" wrapped onto the line of its dates, before a bracketed place', () => {
    expect(joinWrappedTitle(['PHD RESEARCHER at Cells in Motion- International Max-Planck', 'Research School (Münster, Germany)\t2018.10–2024.09'])).toEqual([
      'PHD RESEARCHER at Cells in Motion- International Max-Planck Research School (Münster, Germany)\t2018.10–2024.09',
    ]);
  });
  it('joins a title that leaves a bracket open', () => {
    expect(joinWrappedTitle(['RESEARCH INTERNSHIP at Indian Institute of Technology (Mumbai,', 'India)\t2015.05–2015.07'])).toEqual([
      'RESEARCH INTERNSHIP at Indian Institute of Technology (Mumbai, India)\t2015.05–2015.07',
    ]);
  });
  it('keeps a role over its employer apart', () => {
    const head = ['Software Engineer', 'Acme Corp (Berlin)\t2019 – 2020'];
    expect(joinWrappedTitle(head)).toEqual(head);
    expect(joinWrappedTitle(['Engineer at Acme', 'Berlin\t2019 – 2020'])).toEqual(['Engineer at Acme', 'Berlin\t2019 – 2020']);
  });
});

describe('tidyBracketedPlace', () => {
  it('drops the dash before a bracketed place and a work mode inside it', () => {
    expect(tidyBracketedPlace('Science to Data Science - (Sheffield, England (Remote))')).toBe('Science to Data Science (Sheffield, England)');
  });
  it('leaves a dash between two names alone', () => {
    expect(tidyBracketedPlace('Acme - Research Lab')).toBe('Acme - Research Lab');
  });
});

describe('joinWrappedTitle, a school\'s name broken before "of"', () => {
  it('joins "… University" over "of Münster. ⇥ 2018 –2024"', () => {
    expect(joinWrappedTitle(['DOCTORAL DEGREE IN BIOLOGY Department of Biology. University', 'of Münster.\t2018 –2024'])).toEqual([
      'DOCTORAL DEGREE IN BIOLOGY Department of Biology. University of Münster.\t2018 –2024',
    ]);
  });
  it('keeps a line that opens with a capital apart', () => {
    const head = ['Bachelor of Science', 'University of Münster\t2018 – 2024'];
    expect(joinWrappedTitle(head)).toEqual(head);
  });
});
