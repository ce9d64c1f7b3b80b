import { describe, expect, it } from 'vitest';
import { dropCaptionRows, keepDatesOfThesisLines, splitDegreeAtSchool } from './thesis-head-line';

// Session 43 (academic-cv-xochicale-2p.pdf of held-out-s40): the thesis title became the school and
// "Computer Engineering at The University of Birmingham" the field.
describe('keepDatesOfThesisLines', () => {
  it('keeps only the dates of a thesis line in a school item head', () => {
    expect(keepDatesOfThesisLines(['Ph.D. in Computer Engineering at The University of Birmingham\tBirmingham, UK', 'Thesis: Nonlinear Analysis of Movement.\tNov 2014 – Nov 2018'])).toEqual([
      'Ph.D. in Computer Engineering at The University of Birmingham\tBirmingham, UK',
      'Nov 2014 – Nov 2018',
    ]);
    expect(keepDatesOfThesisLines(['MSc Physics', 'Supervisor: Dr. Smith'])).toEqual(['MSc Physics']);
    expect(keepDatesOfThesisLines(['Harvard University\t2019'])).toEqual(['Harvard University\t2019']);
  });
});

describe('splitDegreeAtSchool', () => {
  const isDegree = (text: string) => /^(?:ph\.?d|m\.?sc|b\.?sc)/i.test(text);
  it('parts "Degree in Field at School"', () => {
    expect(splitDegreeAtSchool('Ph.D. in Computer Engineering at The University of Birmingham', isDegree)).toEqual(['Ph.D. in Computer Engineering', 'The University of Birmingham']);
    expect(splitDegreeAtSchool('M.Sc. in Signal Processing at Institute of Astrophysics, Optics and Electronics (INAOE)', isDegree)).toEqual(['M.Sc. in Signal Processing', 'Institute of Astrophysics, Optics and Electronics (INAOE)']);
  });
  it('leaves other parts', () => {
    expect(splitDegreeAtSchool('Teaching Assistant at Harvard University', isDegree)).toEqual(['Teaching Assistant at Harvard University']);
    expect(splitDegreeAtSchool('PhD in Physics at CERN', isDegree)).toEqual(['PhD in Physics at CERN']);
  });
});

// Session 43 (linked-cv-phillips.pdf of held-out-s38): the table's header row gave the field "Institution".
describe('dropCaptionRows', () => {
  it("drops a table's header row of column captions", () => {
    expect(dropCaptionRows(['Qualification\tGrade\tDate\tInstitution', 'Mathematics\t1st\t—\tUniversity of Exeter'])).toEqual(['Mathematics\t1st\t—\tUniversity of Exeter']);
    expect(dropCaptionRows(['Degree\tUniversity of Exeter'])).toEqual(['Degree\tUniversity of Exeter']);
  });
});
