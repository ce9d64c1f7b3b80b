import { describe, expect, it } from 'vitest';
import { formatDateRange, formatResumeDate } from './format-resume-date';

describe('resume dates', () => {
  it('prints month and year, or the year alone when that is all the writer gave', () => {
    expect(formatResumeDate('2020-03-15')).toBe('Mar 2020');
    expect(formatResumeDate('2020-12')).toBe('Dec 2020');
    expect(formatResumeDate('2020')).toBe('2020');
    expect(formatResumeDate(undefined)).toBe('');
  });

  it('says Present for a job without an end date and prints a one-month range once', () => {
    expect(formatDateRange('2020-01-01', undefined)).toBe('Jan 2020 – Present');
    expect(formatDateRange('2019', '2021')).toBe('2019 – 2021');
    expect(formatDateRange('2016-08-24', '2016-08-24')).toBe('Aug 2016');
    expect(formatDateRange(undefined, '2021-06')).toBe('Jun 2021');
  });
});
