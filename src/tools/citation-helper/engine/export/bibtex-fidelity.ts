import type { CslItem } from '../../contract';

type CslName = Record<string, unknown>;
const NAME_FIELDS = ['author', 'editor', 'translator', 'composer', 'container-author', 'collection-editor', 'director', 'interviewer', 'recipient', 'reviewed-author'];
// A lowercase word at the start of a name part ("van One", "al-Aswānī") is a "von" particle to every BibTeX reader.
const READS_AS_PARTICLE = /(^|[\s-])\p{Ll}/u;

/**
 * The item as BibTeX should see it: a family name that a BibTeX reader would split ("van One" into a
 * particle and "One") is braced so it comes back whole, a given name holding a comma is braced so it
 * is not read as "Jr" + first name, small caps use the spelling citation-js maps to \textsc, and
 * doubled quote marks in titles are marked so finishBibtex can keep TeX from joining them.
 */
export function prepareForBibtex(item: CslItem): CslItem {
  const prepared: CslItem = { ...item };
  for (const field of NAME_FIELDS) {
    const names = item[field];
    if (Array.isArray(names)) prepared[field] = names.map((name: CslName) => protectName(name));
  }
  for (const [field, value] of Object.entries(item)) {
    if (typeof value === 'string' && value.includes('font-variant:')) prepared[field] = value.replace(/font-variant:\s*small-caps;?/g, 'font-variant:small-caps;');
    const current = prepared[field];
    if (field.includes('title') && typeof current === 'string' && /''|``/.test(current)) prepared[field] = current.replace(/'/g, APOSTROPHE).replace(/`/g, BACKTICK);
  }
  return prepared;
}

// Lowercase words pass citation-js's writer untouched (it braces words with capitals, escapes the rest).
const APOSTROPHE = 'zqapostropheqz';
const BACKTICK = 'zqbacktickqz';

/**
 * TeX reads two quote marks in a row ('' or ``) as one curly quote, so a title's "l'''" would come back
 * as "l”'". Written as '{}'{}' each mark stays itself (the marks come from prepareForBibtex).
 */
export function finishBibtex(bibtex: string): string {
  return bibtex.replaceAll(APOSTROPHE, "'{}").replaceAll(BACKTICK, '`{}');
}

function protectName(name: CslName): CslName {
  const family = typeof name.family === 'string' ? name.family : '';
  const given = typeof name.given === 'string' ? name.given : '';
  const hasParticle = Boolean(name['non-dropping-particle'] || name['dropping-particle']);
  if (!family || !given || hasParticle) return name;
  return {
    ...name,
    family: /\s/.test(family) || READS_AS_PARTICLE.test(family) ? `{${family}}` : family,
    given: given.includes(',') ? `{${given}}` : given,
  };
}

/**
 * Fields plain BibTeX's year/month cannot hold, added in biblatex's spelling (BibTeX ignores what it
 * does not know; biblatex, Zotero, JabRef and our reader use them): a date range as an ISO 8601 range
 * in `date`, and a date given only as words ("in press") in `year`.
 */
export function addDateFields(bibtex: string, item: CslItem): string {
  const extra: string[] = [];
  const issued = item.issued as { 'date-parts'?: unknown[][]; literal?: string } | undefined;
  const parts = (issued?.['date-parts'] ?? []).filter((part) => Array.isArray(part) && part.length);
  if (parts.length === 2) extra.push(`\tdate = {${parts.map(isoDate).join('/')}},`);
  else if (!parts.length && issued?.literal && !/^\s*year = /m.test(bibtex)) extra.push(`\tyear = {${issued.literal}},`);
  if (!extra.length) return bibtex;
  return bibtex.replace(/^(@\w+\{[^\n]*\n)/, `$1${extra.join('\n')}\n`);
}

function isoDate(part: unknown[]): string {
  const [year, month, day] = part.map((value) => String(value));
  return [year?.padStart(4, '0'), month?.padStart(2, '0'), day?.padStart(2, '0')].filter(Boolean).join('-');
}
