const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "2020-03-15" or "2020-03" → "Mar 2020", "2020" → "2020": month and year are what readers and ATS parsers expect. */
export function formatResumeDate(isoDate: string | undefined): string {
  if (!isoDate) return '';
  const [year, month] = isoDate.split('-');
  const monthName = month ? MONTHS[Number(month) - 1] : undefined;
  return monthName ? `${monthName} ${year}` : (year ?? '');
}

/** "Mar 2020 – Present" when only the start is known; a lone end date stands alone. */
export function formatDateRange(startDate: string | undefined, endDate: string | undefined): string {
  const start = formatResumeDate(startDate);
  const end = formatResumeDate(endDate);
  if (start && end) return start === end ? start : `${start} – ${end}`;
  if (start) return `${start} – Present`;
  return end;
}
