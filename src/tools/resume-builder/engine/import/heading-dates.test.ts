import { describe, expect, it } from 'vitest';
import { liftHeadingDates } from './heading-dates';

// Session 44 (wps-writer-larico-es.pdf of held-out-s41).
describe('liftHeadingDates', () => {
  it('moves the dates out of "EDUCACIÓN (03/2019-EN CURSO)" onto the section\'s first line', () => {
    const lines = liftHeadingDates([{ text: 'EDUCACIÓN (03/2019-EN CURSO)' }, { text: 'Estudiante | Universidad Nacional Mayor de San Marcos' }]);
    expect(lines.map((line) => line.text)).toEqual(['EDUCACIÓN', 'Estudiante | Universidad Nacional Mayor de San Marcos\t03/2019-EN CURSO']);
  });
  it('leaves a heading whose brackets hold words, and a line that is no heading, as they are', () => {
    const lines = [{ text: 'EXPERIENCE (SELECTED)' }, { text: 'Engineer, Acme' }, { text: 'Acme Corp (2019 - 2020)' }, { text: 'Built things' }];
    expect(liftHeadingDates(lines).map((line) => line.text)).toEqual(lines.map((line) => line.text));
  });
});
