import { describe, expect, it } from 'vitest';
import { splitSchoolLabel, splitWorkLabel } from './split-title-label';

describe('a short label before a colon on a title', () => {
  it.each([
    ['University placement: Northwind', ['University placement', 'Northwind']],
    ['Otros: Editor de imagen, Profesor, Camarero . . .', ['Editor de imagen, Profesor, Camarero']],
    ['Note: built the stock system, then ran it', ['Note: built the stock system, then ran it']],
    ['Planner at Riverside Freight', ['Planner at Riverside Freight']],
  ])('reads the job title "%s"', (part, expected) => {
    expect(splitWorkLabel(part)).toEqual(expected);
  });
  it.each([
    ['Master: IA, Imagen Digital, Lenguaje natural', ['Master', 'IA, Imagen Digital, Lenguaje natural']],
    ['Erasmus: Ingeniería informática', ['Ingeniería informática']],
    ['GPA: 3.8', ['GPA: 3.8']],
    ['Thesis: Grain storage', ['Thesis: Grain storage']],
  ])('reads the school title "%s"', (part, expected) => {
    expect(splitSchoolLabel(part)).toEqual(expected);
  });
});
