import type { CslItem } from '../api/format-citations';
import type { SourceField } from './source-types';

/** The form's text for each variable: names one per line, dates as 2021-03-15. */
export type FormValues = Record<string, string>;

interface CslName {
  family?: string;
  given?: string;
  literal?: string;
  'non-dropping-particle'?: string;
}

interface CslDate {
  'date-parts'?: Array<Array<number | string>>;
  raw?: string;
  literal?: string;
}

function nameToLine(name: CslName): string {
  if (name.literal) return name.literal;
  const family = [name['non-dropping-particle'], name.family].filter(Boolean).join(' ');
  return name.given ? `${family}, ${name.given}` : family;
}

function lineToName(line: string): CslName {
  const comma = line.indexOf(',');
  // Without a comma the line is an organisation ("World Health Organization"), printed as written.
  if (comma < 0) return { literal: line };
  const family = line.slice(0, comma).trim();
  const given = line.slice(comma + 1).trim();
  return given ? { family, given } : { family };
}

function dateToText(date: CslDate): string {
  const parts = date['date-parts']?.[0];
  if (parts?.length) return parts.map((part, index) => (index === 0 ? String(part) : String(part).padStart(2, '0'))).join('-');
  return date.raw ?? date.literal ?? '';
}

function textToDate(text: string): CslDate {
  const match = /^(-?\d{1,4})(?:-(\d{1,2}))?(?:-(\d{1,2}))?$/.exec(text);
  if (!match) return { raw: text };
  return { 'date-parts': [match.slice(1).filter((part): part is string => part !== undefined).map(Number)] };
}

/** Reads an item's variables into the form's text. */
export function itemToForm(item: CslItem, fields: readonly SourceField[]): FormValues {
  const values: FormValues = {};
  for (const field of fields) {
    const value = item[field.variable];
    if (value === undefined || value === null) values[field.variable] = '';
    else if (field.kind === 'names' && Array.isArray(value)) values[field.variable] = (value as CslName[]).map(nameToLine).join('\n');
    else if (field.kind === 'date' && typeof value === 'object') values[field.variable] = dateToText(value as CslDate);
    else values[field.variable] = String(value);
  }
  return values;
}

/**
 * Writes the form back onto the item: the form's fields are replaced (an emptied one is removed),
 * every other variable the item had is kept as it was.
 */
export function formToItem(base: CslItem, type: string, fields: readonly SourceField[], values: FormValues): CslItem {
  const item: CslItem = { ...base, type };
  for (const field of fields) {
    const text = (values[field.variable] ?? '').trim();
    delete item[field.variable];
    if (!text) continue;
    if (field.kind === 'names') {
      const names = text.split('\n').map((line) => line.trim()).filter(Boolean).map(lineToName);
      if (names.length) item[field.variable] = names;
    } else if (field.kind === 'date') {
      item[field.variable] = textToDate(text);
    } else {
      item[field.variable] = text;
    }
  }
  return item;
}

/** A short plain line for an item that has not been formatted yet: "Smith, J. (2020). Title". */
export function describeItem(item: CslItem): string {
  const names = Array.isArray(item.author) ? (item.author as CslName[]) : [];
  const who = names.length ? names.map((name) => name.literal ?? name.family ?? '').filter(Boolean).join(', ') : '';
  const year = item.issued && typeof item.issued === 'object' ? dateToText(item.issued as CslDate).slice(0, 4) : '';
  const title = typeof item.title === 'string' ? item.title : '(no title)';
  return [who, year && `(${year})`, title].filter(Boolean).join(' ');
}
