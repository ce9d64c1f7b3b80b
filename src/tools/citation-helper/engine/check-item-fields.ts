import { sliceWholeCharacters } from '../../../platform/contract-kit/slice-whole-characters';
import { ToolInputError } from '../../../platform/engine';
import type { CslItem } from '../contract';
import type { ReadItems } from './source-reading';

/**
 * CSL-JSON fields have types, and citeproc-js trusts them: a title given as a list or a name part
 * given as a number throws a TypeError deep inside it ("value.match is not a function"), and the
 * engine it cached for that style stays broken for the requests after. The contract checks only id
 * and type, so any CSL variable survives a round trip; the standard variables are checked here,
 * before anything formats or exports them, and a wrong type is the user's to fix (400, naming the
 * source and the field). Harmless variants are normalised instead: a number where text is expected,
 * a null field, a date written as a string.
 */

/** Variables that hold a name list (CSL 1.0.2, and citeproc-js's `commenter`). */
const NAME_VARIABLES = new Set([
  'author', 'chair', 'collection-editor', 'commenter', 'compiler', 'composer', 'container-author', 'contributor',
  'curator', 'director', 'editor', 'editor-translator', 'editorial-director', 'executive-producer', 'guest', 'host',
  'illustrator', 'interviewer', 'narrator', 'organizer', 'original-author', 'performer', 'producer', 'recipient',
  'reviewed-author', 'script-writer', 'series-creator', 'translator',
]);

/** Date variables (CSL 1.0.2 and those citeproc-js reads). */
const DATE_VARIABLES = new Set([
  'accessed', 'available-date', 'event-date', 'issued', 'original-date', 'submitted', 'locator-date', 'publication-date',
]);

/** Number variables: text or a number, both of which citeproc reads ("12", 12, "12–14"). */
const NUMBER_VARIABLES = new Set([
  'call-number', 'chapter-number', 'citation-number', 'collection-number', 'division', 'edition',
  'first-reference-note-number', 'issue', 'locator', 'number', 'number-of-pages', 'number-of-volumes', 'page',
  'page-first', 'part-number', 'printing-number', 'section', 'supplement', 'supplement-number', 'version', 'volume',
]);

/** Text variables (CSL 1.0.2, and the Zotero/citeproc-js names still found in exports). */
const TEXT_VARIABLES = new Set([
  'abstract', 'annote', 'archive', 'archive_collection', 'archive_location', 'archive-collection', 'archive-location',
  'archive-place', 'authority', 'citation-key', 'citation-label', 'collection-title', 'collection-title-short',
  'container-title', 'container-title-short', 'dimensions', 'DOI', 'event', 'event-place', 'event-title', 'genre',
  'ISBN', 'ISSN', 'journalAbbreviation', 'jurisdiction', 'keyword', 'language', 'license', 'medium', 'note',
  'original-publisher', 'original-publisher-place', 'original-title', 'part-title', 'PMCID', 'PMID', 'publisher',
  'publisher-place', 'references', 'reviewed-genre', 'reviewed-title', 'scale', 'shortTitle', 'source', 'status',
  'title', 'title-short', 'URL', 'volume-title', 'year-suffix',
]);

/** The text parts of a name object. */
const NAME_TEXT_PARTS = new Set(['family', 'given', 'dropping-particle', 'non-dropping-particle', 'suffix', 'literal']);
/** The flags of a name object: CSL allows a string, a number or a boolean. */
const NAME_FLAG_PARTS = new Set(['comma-suffix', 'static-ordering', 'parse-names']);
/** The text parts of a date object. */
const DATE_TEXT_PARTS = new Set(['literal', 'raw', 'edtf']);

/** citeproc reads a range of at most two dates, each of year, month and day. */
/**
 * The longest text a field of one reference may hold. Real titles, abstracts aside, stay under a few
 * hundred characters; citeproc's case and punctuation passes over a 170,000-character title took
 * over 10 s (fuzz run, issue 31). Abstracts and notes are not printed by the styles, so they may be longer.
 */
export const MAX_FIELD_CHARS = 5_000;
/**
 * The longest part of one name (a family name, an organisation written as a literal), and the longest
 * number field (a volume, a page range). Real ones stay under a few hundred characters; citeproc's
 * quote handling is quadratic in a name's quote marks: a family name of 20,000 apostrophes held an
 * engine thread 21 s (bench/long-runs, issue 31).
 */
export const MAX_SHORT_FIELD_CHARS = 1_000;
const LONG_TEXT_FIELDS = new Set(['abstract', 'note', 'annote']);
const MAX_DATE_RANGES = 2;
const MAX_DATE_PARTS = 3;

/** What was read, every source from every input form (items, pasted CSL-JSON, BibTeX, lookups) checked. */
export function checkReadItemFields(read: ReadItems): ReadItems {
  return { ...read, items: checkItemFields(read.items) };
}

/** Every item with its standard CSL fields checked and normalised; throws a ToolInputError naming the first wrong one. */
export function checkItemFields(items: CslItem[]): CslItem[] {
  return items.map((item, index) => checkItem(item, `Source ${index + 1}${item.id ? ` (“${item.id}”)` : ''}`));
}

function checkItem(item: CslItem, source: string): CslItem {
  const checked: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(item)) {
    const refuse = (expected: string, at = field, actual: unknown = value): never => {
      throw new ToolInputError(`${source}: the field “${at}” must be ${expected}, not ${describeValue(actual)}.`);
    };
    // A null field is an empty one, as exporters write it: left out rather than refused.
    if (value === null) continue;
    if (TEXT_VARIABLES.has(field)) {
      const text = readText(value, () => refuse('text'));
      if (!LONG_TEXT_FIELDS.has(field)) refuseOverlong(text, MAX_FIELD_CHARS, `${source}: the field “${field}”`, 'a reference field');
      checked[field] = text;
    }
    else if (NUMBER_VARIABLES.has(field)) {
      if (typeof value !== 'string' && typeof value !== 'number') refuse('text or a number');
      // A volume or page range is short; 20,000 quote marks in one took citeproc 4.8 s (bench/long-runs).
      if (typeof value === 'string') refuseOverlong(value, MAX_SHORT_FIELD_CHARS, `${source}: the field “${field}”`, 'a number field');
      checked[field] = value;
    }
    else if (NAME_VARIABLES.has(field)) checked[field] = readNames(value, field, refuse, source);
    else if (DATE_VARIABLES.has(field)) checked[field] = readDate(value, field, refuse);
    else if (field === 'categories') checked[field] = readCategories(value, refuse);
    else checked[field] = value;
  }
  return checked as CslItem;
}

type Refuse = (expected: string, at?: string, actual?: unknown) => never;

/** A 413 naming the field (`what`), when `text` is longer than `max` characters: `holder` says what holds at most that many. */
function refuseOverlong(text: string, max: number, what: string, holder: string): void {
  if (text.length <= max) return;
  throw new ToolInputError(`${what} is ${text.length.toLocaleString('en-US')} characters long; ${holder} holds at most ${max.toLocaleString('en-US')}.`, {
    status: 413,
    code: 'field_too_long',
  });
}

/** Text, or a number written as text (a title of 1984 is "1984"). */
function readText(value: unknown, refuse: () => never): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return refuse();
}

function readNames(value: unknown, field: string, refuse: Refuse, source: string): Record<string, unknown>[] {
  const shape = 'a list of names such as [{"family": "Smith", "given": "Jane"}] or [{"literal": "World Health Organization"}]';
  if (!Array.isArray(value)) return refuse(shape);
  return value.map((name: unknown, index) => {
    const at = `${field}[${index}]`;
    if (!isPlainObject(name)) return refuse('a name such as {"family": "Smith", "given": "Jane"}', at, name);
    const checked: Record<string, unknown> = {};
    for (const [part, partValue] of Object.entries(name)) {
      if (partValue === null) continue;
      if (NAME_TEXT_PARTS.has(part)) {
        const text = readText(partValue, () => refuse('text', `${at}.${part}`, partValue));
        refuseOverlong(text, MAX_SHORT_FIELD_CHARS, `${source}: the name part “${at}.${part}”`, 'a name');
        checked[part] = text;
      }
      else if (NAME_FLAG_PARTS.has(part)) checked[part] = isScalar(partValue) ? partValue : refuse('true or false', `${at}.${part}`, partValue);
      else checked[part] = partValue;
    }
    return checked;
  });
}

function readDate(value: unknown, field: string, refuse: Refuse): Record<string, unknown> {
  // A date written as text ("2020-03-01", "Spring 2019") is what CSL's `raw` is for: citeproc parses it.
  if (typeof value === 'string') return { raw: value };
  const shape = 'a date such as {"date-parts": [[2020, 3, 1]]} or {"raw": "2020-03-01"}';
  if (!isPlainObject(value)) return refuse(shape);
  const checked: Record<string, unknown> = {};
  for (const [part, partValue] of Object.entries(value)) {
    const at = `${field}.${part}`;
    if (partValue === null) continue;
    if (part === 'date-parts') checked[part] = readDateParts(partValue, at, refuse);
    else if (DATE_TEXT_PARTS.has(part)) checked[part] = readText(partValue, () => refuse('text', at, partValue));
    else if (part === 'season') checked[part] = typeof partValue === 'string' || typeof partValue === 'number' ? partValue : refuse('text or a number', at, partValue);
    else if (part === 'circa') checked[part] = isScalar(partValue) ? partValue : refuse('true or false', at, partValue);
    else checked[part] = partValue;
  }
  return checked;
}

/** [[year, month?, day?]] or a range [[from…], [to…]]; numbers, or whole numbers written as text. */
function readDateParts(value: unknown, at: string, refuse: Refuse): number[][] {
  const shape = `a list of one or two dates, each [year, month, day] in numbers, such as [[2020, 3, 1]]`;
  if (!Array.isArray(value) || value.length > MAX_DATE_RANGES) return refuse(shape, at, value);
  return value.map((date: unknown, index) => {
    if (!Array.isArray(date) || date.length === 0 || date.length > MAX_DATE_PARTS) return refuse('one date, [year], [year, month] or [year, month, day] in numbers', `${at}[${index}]`, date);
    return date.map((part: unknown, partIndex) => {
      const number = typeof part === 'string' && /^\s*-?\d+\s*$/u.test(part) ? Number(part) : part;
      return typeof number === 'number' && Number.isSafeInteger(number) ? number : refuse('a whole number', `${at}[${index}][${partIndex}]`, part);
    });
  });
}

function readCategories(value: unknown, refuse: Refuse): string[] {
  if (!Array.isArray(value)) return refuse('a list of text');
  return value.map((category: unknown, index) => readText(category, () => refuse('text', `categories[${index}]`, category)));
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isScalar(value: unknown): boolean {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}

/** What was sent, in the user's terms, for the message. */
function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'boolean') return `${value}`;
  if (typeof value === 'number') return `the number ${value}`;
  if (typeof value === 'string') return value.trim() ? `the text “${value.length > 40 ? `${sliceWholeCharacters(value, 0, 39)}…` : value}”` : 'an empty text';
  return typeof value;
}
