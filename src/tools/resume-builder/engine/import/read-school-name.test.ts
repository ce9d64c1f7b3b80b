import { describe, expect, it } from 'vitest';
import { readSchoolName } from './read-school-name';

describe('readSchoolName', () => {
  it('keeps a plain school name as it is', () => {
    expect(readSchoolName('Northfield University')).toBe('Northfield University');
    expect(readSchoolName('Imperial College London')).toBe('Imperial College London');
  });

  it('drops a short label before the name', () => {
    expect(readSchoolName('Exchange semester: Westland Polytechnic University')).toBe('Westland Polytechnic University');
    expect(readSchoolName('Semester abroad: Université de Montclair')).toBe('Université de Montclair');
  });

  it('ends the name at its abbreviation when a place follows', () => {
    expect(readSchoolName('Stay abroad: Northfield Institute of Technology (NIT) Springfield, Westland')).toBe('Northfield Institute of Technology (NIT)');
    expect(readSchoolName('Northfield Institute of Technology (NIT) Springfield, Westland')).toBe('Northfield Institute of Technology (NIT)');
    expect(readSchoolName('Northfield Institute of Technology (NIT) School of Design')).toBe('Northfield Institute of Technology (NIT) School of Design');
  });

  it('cuts the town and region set after the school', () => {
    expect(readSchoolName('Northfield A&M University, Lake Town, Westland')).toBe('Northfield A&M University');
    expect(readSchoolName('Northfield University, Springfield, IL')).toBe('Northfield University');
    expect(readSchoolName('Northfield University, Department of Physics')).toBe('Northfield University, Department of Physics');
  });

  it('leaves the name empty when a word runs on after the school after a label', () => {
    expect(readSchoolName('Exchange: Lakeside Secondary Highschool Brookton')).toBeUndefined();
    expect(readSchoolName('Exchange: Lakeside Secondary Highschool')).toBe('Lakeside Secondary Highschool');
  });

  it('keeps a label that is part of the name', () => {
    expect(readSchoolName('School of Engineering: Northfield University')).toBe('School of Engineering: Northfield University');
  });
});
