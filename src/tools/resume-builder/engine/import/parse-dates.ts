// Dates as resumes write them ("Jan 2020", "03/2018", "2019", "2018-03-01") and ranges between two of
// them ("Jan 2020 – Present", "2019–2021"), turned into the YYYY-MM / YYYY form of JSON Resume.

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

const MONTH_NAME = String.raw`(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?`;
const ONE_DATE = String.raw`(?:\d{4}-\d{2}(?:-\d{2})?(?!\d)|${MONTH_NAME}\s+\d{4}|\d{1,2}\/\d{4}|(?:19|20)\d{2})(?!\d)`;
const OPEN_END = String.raw`(?:present|current|now|today|ongoing)`;
const RANGE = new RegExp(String.raw`(?<![\w/-])(${ONE_DATE})\s*(?:–|—|-|‒|to|until)\s*(${ONE_DATE}|${OPEN_END})(?![\w/])`, 'i');
const PRECISE_DATE = String.raw`(?:\d{4}-\d{2}(?:-\d{2})?|${MONTH_NAME}\s+\d{4}|\d{1,2}\/\d{4})(?!\d)`;
const SINGLE = new RegExp(String.raw`(?<![\w/-])(${PRECISE_DATE})(?![\w/])`, 'i');
// A bare year counts only when set off by separators ("Acme | 2019"), not inside a sentence ("in 2019").
const BARE_YEAR = /(?:^|[|·•—–,(\t]\s*)((?:19|20)\d{2})\s*(?=$|[|·•—–,)\t])/;
const OPEN_START = new RegExp(String.raw`(?<![\w/-])(?:since|from)\s+(${ONE_DATE})(?![\w/])`, 'i');

export type FoundDates = {
  startDate?: string;
  endDate?: string;
  /** True for "– Present": the end is left empty, as JSON Resume does for a current role. */
  ongoing: boolean;
  /** The text with the dates cut out, for reading the rest of the line. */
  rest: string;
};

/** The first date or date range in a line, or undefined when it has none. */
export function findDates(line: string): FoundDates | undefined {
  const range = RANGE.exec(line);
  if (range) {
    const ongoing = new RegExp(`^${OPEN_END}$`, 'i').test(range[2]!);
    return { startDate: toIsoDate(range[1]!), endDate: ongoing ? undefined : toIsoDate(range[2]!), ongoing, rest: cut(line, range) };
  }
  const since = OPEN_START.exec(line);
  if (since) return { startDate: toIsoDate(since[1]!), ongoing: true, rest: cut(line, since) };
  const single = SINGLE.exec(line);
  if (single) return { startDate: toIsoDate(single[1]!), ongoing: false, rest: cut(line, single) };
  const year = BARE_YEAR.exec(line);
  if (year) return { startDate: year[1], ongoing: false, rest: `${line.slice(0, year.index + year[0].indexOf(year[1]!))} ${line.slice(year.index + year[0].length)}`.replace(/\s+/g, ' ').trim() };
  return undefined;
}

/** One written date as YYYY-MM-DD, YYYY-MM or YYYY; undefined when it is not a date. */
export function toIsoDate(written: string): string | undefined {
  const value = written.trim().toLowerCase().replace(/\.$/, '');
  const iso = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(value);
  if (iso) return isValidMonth(iso[2]!) ? value : undefined;
  const slash = /^(\d{1,2})\/(\d{4})$/.exec(value);
  if (slash) return isValidMonth(slash[1]!) ? `${slash[2]}-${slash[1]!.padStart(2, '0')}` : undefined;
  const named = /^([a-z]+)\.?\s+(\d{4})$/.exec(value);
  if (named) {
    const month = MONTHS.indexOf(named[1]!.slice(0, 3));
    return month < 0 ? undefined : `${named[2]}-${String(month + 1).padStart(2, '0')}`;
  }
  return /^\d{4}$/.test(value) ? value : undefined;
}

function isValidMonth(month: string): boolean {
  const number = Number(month);
  return number >= 1 && number <= 12;
}

function cut(line: string, match: RegExpExecArray): string {
  return (line.slice(0, match.index) + ' ' + line.slice(match.index + match[0].length)).replace(/\s+/g, ' ').trim();
}
