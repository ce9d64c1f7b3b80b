// Dates as resumes write them ("Jan 2020", "03/2018", "2019", "2018-03-01") and ranges between two of
// them ("Jan 2020 – Present", "2019–2021"), turned into the YYYY-MM / YYYY form of JSON Resume. Month names and
// "until now" words of other European languages come from european-date-words.ts ("Marzo de 2017 – Actualidad").

import { EUROPEAN_MONTHS, EUROPEAN_OPEN_ENDS, EUROPEAN_SEASONS, europeanMonth } from './european-date-words';
import { alternation } from './word-alternation';

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

const MONTH_NAME = String.raw`(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|${alternation(Object.keys(EUROPEAN_MONTHS))})\.?`;
/** "Jan 2020", "Marzo 2017", "marzo de 2017" (Spanish and Portuguese put "de" between month and year). */
// "May, 2019" (resume-in-latex) puts a comma after the month.
const MONTH_YEAR = String.raw`${MONTH_NAME},?(?:\s+de)?\s+\d{4}`;
/** "Summer 2022": a year, said more precisely than a bare one but without a month. */
const SEASON_YEAR = String.raw`(?:spring|summer|fall|autumn|winter|${alternation(EUROPEAN_SEASONS)})\s+(?:19|20)\d{2}`;
/** "2011 / 11", "2015/07" (latexcv): year then month; "2010/11" without spaces or a leading zero is a school year, not read. */
const YEAR_MONTH = String.raw`(?:19|20)\d{2}(?:\s\/\s(?:0?[1-9]|1[0-2])|\/(?:0[1-9]))`;
/** "03.2019" (European CVs, Europass) and "2019.03" (East Asian ones): a month and a year joined by a dot. */
const DOTTED = String.raw`(?<![\d.])(?:(?:0?[1-9]|1[0-2])\.(?:19|20)\d{2}|(?:19|20)\d{2}\.(?:0[1-9]|1[0-2]))(?![.\d])`;
/** "Sep’14", "Jan '19" (pandoc_resume's ConTeXt output): a month and a two-digit year after an apostrophe. */
const APOSTROPHE_YEAR = String.raw`${MONTH_NAME}\s*['’‘]\d{2}(?!\d)`;
/** "2023 Mar. — 2024 Jul." (vantage): the year, then the month's name; read only in a range, not alone. */
const YEAR_MONTH_NAME = String.raw`(?:19|20)\d{2}\s+${MONTH_NAME}(?![a-z])`;
/** "02 Mai, 2023", "November 01, 2017": a day of a named month, read to the day. */
// A year alone, from 1800 on: a historical or a sample CV's ("1869–1879", "since 1865") reads as a recent one.
const YEAR = String.raw`(?:1[89]|20)\d{2}`;
const DAY = String.raw`(?:0?[1-9]|[12]\d|3[01])`;
// The day stands alone and on the month's line: not "Grade: 1.9 ⇥ Oct 2015", a number before a wide gap.
const DAY_DATE = String.raw`(?:(?<![\d.,:/])${DAY} +${MONTH_NAME},? +\d{4}|${MONTH_NAME} +${DAY}, +\d{4})`;
const ONE_DATE = String.raw`(?:\d{4}-\d{2}(?:-\d{2})?(?!\d)|${DAY_DATE}|${MONTH_YEAR}|${APOSTROPHE_YEAR}|${SEASON_YEAR}|${YEAR_MONTH}|${DOTTED}|\d{1,2}\/\d{4}|${YEAR_MONTH_NAME}|${YEAR})(?!\d)`;
// "2025.02–pres." (a two-column LaTeX CV): "pres." is short for present.
const OPEN_END = String.raw`(?:present|pres\.|current|now|today|ongoing|onwards?|${alternation(EUROPEAN_OPEN_ENDS)})`;
// Every dash a font or editor writes between two dates: hyphen, non-breaking hyphen, figure dash, en and
// em dash, minus, a soft hyphen some TeX engines emit for "--", a tilde, an arrow ("Mar 2018 → Current", JSON Resume themes).
// "(02 Mai, 2023 - ...)": an ellipsis after the dash leaves the range open, as "Present" does. A doubled
// dash ("Aug 2005 –- Aug 2006", a TeX "--" typed after an en dash) is still one.
const RANGE = new RegExp(String.raw`(?<![\w/-])(${ONE_DATE})\s*(?:[-\u2010-\u2015\u2212\u00AD~\u2192\u27F6]{1,2}|to|until|till|through)\s*(${ONE_DATE}|${OPEN_END}|\.{3}|…)(?![\w/])`, 'i');
/**
 * "Sep. 2023 Mar. 2024": pdf.js drops the soft hyphen LuaTeX writes for the dash (Awesome-CV), leaving
 * two month-and-year dates with only a space between. Nothing else reads that way, so it is a range.
 */
const LOST_DASH_RANGE = new RegExp(String.raw`(?<![\w/-])(${MONTH_YEAR})\s+(${MONTH_YEAR}|${OPEN_END})(?![\w/])`, 'i');
/** "Enero – Julio 2024", "Jan–Mar 2021": two months of one year, the year written once after the second. */
const SHARED_YEAR_RANGE = new RegExp(String.raw`(?<![\w/-])(${MONTH_NAME})\s*[-\u2010-\u2015\u2212]\s*(${MONTH_NAME})(?:\s+de)?\s+((?:19|20)\d{2})(?![\w/])`, 'i');
const PRECISE_DATE = String.raw`(?:\d{4}-\d{2}(?:-\d{2})?|${DAY_DATE}|${MONTH_YEAR}|${APOSTROPHE_YEAR}|${SEASON_YEAR}|${YEAR_MONTH}|${DOTTED}|\d{1,2}\/\d{4})(?!\d)`;
/**
 * "02/18-01/19", "07/19-Current" (Pandoc's Word output of pandoc_resume): month and two-digit year. Alone "02/18"
 * may be a day and a month, so only a range of two (or one and an open end) is read this way.
 */
const SHORT_YEAR_RANGE = new RegExp(String.raw`(?<![\w/.-])((?:0[1-9]|1[0-2])\/\d{2})\s*[-\u2010-\u2015\u2212]\s*((?:0[1-9]|1[0-2])\/\d{2}|${OPEN_END})(?![\w/.])`, 'i');
const SINGLE = new RegExp(String.raw`(?<![\w/-])(${PRECISE_DATE})(?![\w/])`, 'i');
// A bare year counts only when set off by separators ("Acme | 2019"), not inside a sentence ("in 2019").
// "2017 (6mth)", "2015 (4 months)" (a year column with the job's length): the length in brackets belongs to the year.
const BARE_YEAR = new RegExp(String.raw`(?:^|[|·•—–,(\t]\s*)(${YEAR})(?:\s*\(\d{1,2}\s*(?:mths?|mos?|months?|wks?|weeks?|yrs?|years?)\))?\s*(?=$|[|·•—–,)\t])`, 'i');
/** "2024 : Course leader at …", "2019 (2 months) : Summer student at …" (a definition list's term, pandoc_resume's reStructuredText): a year alone before the colon. */
const TERM_YEAR = new RegExp(String.raw`^\s*(${YEAR})(?:\s+\([^()]{1,20}\))?\s*:\s+(?=\S)`);
/** "2018--2022 : …", "2020--2024 (expected) : …", "2019 (2 months) : …": dates as a definition list's term, before its colon. */
const DATES_TERM = new RegExp(String.raw`^\s*${YEAR}(?:\s*[-\u2010-\u2015\u2212]{1,3}\s*(?:${YEAR})?)?(?:\s+\([^()]{1,20}\))?\s*:\s+\S`);

/** True for a line that opens with its dates as a definition list's term (pandoc_resume's reStructuredText): a title however long. */
export function opensWithDatesTerm(line: string): boolean {
  return DATES_TERM.test(line);
}

const YEAR_ON = new RegExp(String.raw`(?<![\w/-])(${YEAR})[-\u2010-\u2015]on(?![\w/])`, 'i');

const OPEN_START = new RegExp(String.raw`(?<![\w/-])(?:since|from)\s+(${ONE_DATE})(?![\w/])`, 'i');

const OPEN_END_ALONE = new RegExp(`^${OPEN_END}$`, 'i');

/** True for a word that ends a range still running: "Present", "Actualidad", "heute". */
export function isOpenEnd(text: string): boolean {
  return OPEN_END_ALONE.test(text.trim());
}

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
  const range = RANGE.exec(line) ?? (SHARED_YEAR_RANGE.test(line) ? undefined : (LOST_DASH_RANGE.exec(line) ?? SHORT_YEAR_RANGE.exec(line)));
  if (range) {
    const ongoing = OPEN_END_ALONE.test(range[2]!) || /^(?:\.{3}|…)$/.test(range[2]!);
    return { startDate: toIsoDate(range[1]!), endDate: ongoing ? undefined : toIsoDate(range[2]!), ongoing, rest: cut(line, range) };
  }
  // "2023-on" (a year column's open range): "on" only when it touches the dash, as "2023 - on the board" is no range.
  const yearOn = YEAR_ON.exec(line);
  if (yearOn) return { startDate: yearOn[1], ongoing: true, rest: cut(line, yearOn) };
  const shared = SHARED_YEAR_RANGE.exec(line);
  if (shared) return { startDate: toIsoDate(`${shared[1]} ${shared[3]}`), endDate: toIsoDate(`${shared[2]} ${shared[3]}`), ongoing: false, rest: cut(line, shared) };
  const since = OPEN_START.exec(line);
  if (since) return { startDate: toIsoDate(since[1]!), ongoing: true, rest: cut(line, since) };
  const single = SINGLE.exec(line);
  if (single) return { startDate: toIsoDate(single[1]!), ongoing: false, rest: cut(line, single) };
  const term = TERM_YEAR.exec(line);
  if (term) return { startDate: term[1], ongoing: false, rest: line.slice(term[0].length).trim() };
  const year = BARE_YEAR.exec(line);
  if (year) return { startDate: year[1], ongoing: false, rest: tidy(`${line.slice(0, year.index + year[0].indexOf(year[1]!))} ${line.slice(year.index + year[0].length)}`) };
  return undefined;
}

/** One written date as YYYY-MM-DD, YYYY-MM or YYYY; undefined when it is not a date. */
export function toIsoDate(written: string): string | undefined {
  const value = written.trim().toLowerCase().replace(/\.$/, '');
  const iso = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(value);
  if (iso) return isValidMonth(iso[2]!) ? value : undefined;
  const day = /^(\d{1,2})\s+(\p{L}+)\.?,?\s+(\d{4})$/u.exec(value) ?? /^(\p{L}+)\.?\s+(\d{1,2}),\s+(\d{4})$/u.exec(value);
  if (day) {
    const [dayOfMonth, monthName] = /^\d/.test(day[1]!) ? [day[1]!, day[2]!] : [day[2]!, day[1]!];
    const month = europeanMonth(monthName) ?? MONTHS.indexOf(monthName.slice(0, 3)) + 1;
    return month < 1 || Number(dayOfMonth) > 31 ? undefined : `${day[3]}-${String(month).padStart(2, '0')}-${dayOfMonth.padStart(2, '0')}`;
  }
  const season = /^(\p{L}+)\s+(\d{4})$/u.exec(value);
  if (season && (/^(?:spring|summer|fall|autumn|winter)$/.test(season[1]!) || EUROPEAN_SEASONS.includes(season[1]!))) return season[2];
  const yearMonth = /^(\d{4})\s*\/\s*(\d{1,2})$/.exec(value);
  if (yearMonth) return isValidMonth(yearMonth[2]!) ? `${yearMonth[1]}-${yearMonth[2]!.padStart(2, '0')}` : undefined;
  const monthDotYear = /^(\d{1,2})\.(\d{4})$/.exec(value);
  if (monthDotYear) return isValidMonth(monthDotYear[1]!) ? `${monthDotYear[2]}-${monthDotYear[1]!.padStart(2, '0')}` : undefined;
  const yearDotMonth = /^(\d{4})\.(\d{2})$/.exec(value);
  if (yearDotMonth) return isValidMonth(yearDotMonth[2]!) ? `${yearDotMonth[1]}-${yearDotMonth[2]}` : undefined;
  const slash = /^(\d{1,2})\/(\d{4})$/.exec(value);
  if (slash) return isValidMonth(slash[1]!) ? `${slash[2]}-${slash[1]!.padStart(2, '0')}` : undefined;
  const twoDigit = /^([a-z]+)\.?\s*['’‘](\d{2})$/.exec(value) ?? /^(\d{2})\/(\d{2})$/.exec(value);
  if (twoDigit) {
    const month = /^\d/.test(twoDigit[1]!) ? Number(twoDigit[1]) - 1 : MONTHS.indexOf(twoDigit[1]!.slice(0, 3));
    // A two-digit year names this century up to fifty and the last one after.
    const year = Number(twoDigit[2]) <= 50 ? 2000 + Number(twoDigit[2]) : 1900 + Number(twoDigit[2]);
    return month < 0 || month > 11 ? undefined : `${year}-${String(month + 1).padStart(2, '0')}`;
  }
  const yearNamed = /^(\d{4})\s+([a-z]+)\.?$/.exec(value);
  if (yearNamed) {
    const month = MONTHS.indexOf(yearNamed[2]!.slice(0, 3));
    return month < 0 ? undefined : `${yearNamed[1]}-${String(month + 1).padStart(2, '0')}`;
  }
  const named = /^(\p{L}+)\.?,?(?:\s+de)?\s+(\d{4})$/u.exec(value);
  if (named) {
    const month = europeanMonth(named[1]!) ?? MONTHS.indexOf(named[1]!.slice(0, 3)) + 1;
    return month < 1 ? undefined : `${named[2]}-${String(month).padStart(2, '0')}`;
  }
  return /^\d{4}$/.test(value) ? value : undefined;
}

function isValidMonth(month: string): boolean {
  const number = Number(month);
  return number >= 1 && number <= 12;
}

function cut(line: string, match: RegExpExecArray): string {
  return tidy(line.slice(0, match.index) + ' ' + line.slice(match.index + match[0].length));
}

/** Spaces collapse, but a tab stays: it is a wide gap on a PDF line that still parts the rest (institution, then place). */
function tidy(text: string): string {
  return text.replace(/[^\S\t]+/g, ' ').replace(/ *\t[\s]*/g, '\t').trim();
}
