import { describe, expect, it } from 'vitest';
import { fieldOf, readEducation } from './read-entries';

const entry = (head: string[], paragraphs: string[] = []) => ({ head, paragraphs, bullets: [], links: [] });

// Session 41 (split held-out-s38 and two-column-resume of held-out-s37): school items that were written wrong.
describe("a template's numbered placeholders in a school item", () => {
  it('leaves out "Degree 1 / Major 1 / School 1" rather than import them as a school', () => {
    const read = readEducation([entry(['Degree 1\t2019 - 2023'], ['Major 1']), entry(['Degree 2'], ['Major 2'])]);
    expect(read.items).toEqual([{ startDate: '2019', endDate: '2023' }]);
    expect(read.warnings.some((warning) => /placeholder/.test(warning.message))).toBe(true);
  });

  it('keeps a real school whose name holds a number or a degree word', () => {
    const read = readEducation([entry(['University of Paris 1\t2015 - 2018'], ['Master of Economics'])]);
    expect(read.items[0]).toMatchObject({ institution: 'University of Paris 1', startDate: '2015', endDate: '2018' });
  });
});

describe('degrees named with "of" and a generic word, and a field closed by a stop', () => {
  it('reads "Joint Bachelor and Master\'s of Science" as the degree, not "Science" as its field', () => {
    const item = readEducation([entry(['Joint Bachelor and Master\'s of Science\tSeptember 2011 - August 2016', 'Université de Technologie de Compiègne'])]).items[0]!;
    expect(item.studyType).toBe("Joint Bachelor and Master's of Science");
    expect(item.area).not.toBe('Science');
  });

  it('still reads the field of "Master of Computer Science" and "Diploma in Engineering"', () => {
    expect(readEducation([entry(['Master of Computer Science\t2019', 'Some University'])]).items[0]).toMatchObject({ area: 'Computer Science' });
    expect(fieldOf('Diploma in Engineering')).toBe('Diploma in Engineering');
  });

  it('drops the sentence\'s stop after "Ph.D. in Applied Mathematics and Computer Science."', () => {
    const item = readEducation([entry(['Double Ph.D. Program\tPolytechnique Montréal', 'Ph.D. in Applied Mathematics and Computer Science.\tSeptember 2017 - December 2020'])]).items[0]!;
    expect(item.area).toBe('Applied Mathematics and Computer Science');
  });

  it('drops a minor after "Major in …" from the field', () => {
    expect(fieldOf('Major in Process Engineering, minor in Mathematical Modelling')).toBe('Process Engineering');
    expect(fieldOf('Major in Physics and Astronomy')).toBe('Physics and Astronomy');
  });
});
