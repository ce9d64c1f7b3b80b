/** A CSL-JSON date. */
export interface CslDate {
  'date-parts': number[][];
  season?: number;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const SEASONS: Record<string, number> = { spring: 1, summer: 2, autumn: 3, fall: 3, winter: 4 };

/**
 * A date as sources write it — "2020-03-15", "2020-03-15T10:00:00Z", "March 2008", "Mar 3, 2008",
 * "15 March 2008", "2019 Nov-Dec", "2020 Spring", "2008" — as CSL date parts. Undefined when no
 * four-digit year is there: a guessed year is worse than none, since the style then says "n.d.".
 */
export function readLooseDate(raw: string | undefined | null): CslDate | undefined {
  if (!raw) return undefined;
  const text = raw.trim();
  const iso = /^(\d{4})-(\d{1,2})(?:-(\d{1,2}))?(?=$|[T\s])/.exec(text);
  if (iso) return toDate(Number(iso[1]), Number(iso[2]), iso[3] ? Number(iso[3]) : undefined);
  const slashed = /^(\d{4})\/(\d{1,2})(?:\/(\d{1,2}))?$/.exec(text);
  if (slashed) return toDate(Number(slashed[1]), Number(slashed[2]), slashed[3] ? Number(slashed[3]) : undefined);
  const year = /(?<!\d)(1[5-9]\d{2}|20\d{2}|21\d{2})(?!\d)/.exec(text);
  if (!year) return undefined;
  const lower = text.toLowerCase();
  const monthIndex = MONTHS.findIndex((month) => new RegExp(`\\b${month}[a-z]*\\.?(?![a-z])`).test(lower));
  const season = Object.entries(SEASONS).find(([word]) => new RegExp(`\\b${word}\\b`).test(lower))?.[1];
  if (monthIndex < 0) {
    const date = toDate(Number(year[1]));
    return season && date ? { ...date, season } : date;
  }
  // A day is a one- or two-digit number that is not part of the year.
  const day = /(?:^|\D)(\d{1,2})(?:st|nd|rd|th)?(?!\d)/.exec(text.replace(year[1] ?? '', ' '));
  return toDate(Number(year[1]), monthIndex + 1, day ? Number(day[1]) : undefined);
}

function toDate(year: number, month?: number, day?: number): CslDate | undefined {
  if (!Number.isInteger(year) || year < 1000 || year > 2200) return undefined;
  if (!month || month < 1 || month > 12) return { 'date-parts': [[year]] };
  if (!day || day < 1 || day > 31) return { 'date-parts': [[year, month]] };
  return { 'date-parts': [[year, month, day]] };
}

/** Today as a CSL date: when a web page was read ("Retrieved March 3, 2025, from…"). */
export function todayAsCslDate(now: Date = new Date()): CslDate {
  return { 'date-parts': [[now.getUTCFullYear(), now.getUTCMonth() + 1, now.getUTCDate()]] };
}
