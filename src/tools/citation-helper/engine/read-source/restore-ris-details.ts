import type { CslItem } from '../../contract';

type CslName = Record<string, unknown>;
type RisRecord = Array<{ tag: string; value: string }>;
const NAME_FIELDS = ['author', 'editor', 'translator', 'composer', 'container-author', 'collection-editor', 'director', 'interviewer', 'recipient', 'reviewed-author'];
const DATE_TAGS: Record<string, string> = { PY: 'issued', DA: 'issued', Y1: 'issued', Y2: 'accessed' };

/** The records of a RIS file, in order: each a list of its tag lines (continuation lines joined). */
export function splitRisRecords(text: string): RisRecord[] {
  const records: RisRecord[] = [];
  let current: RisRecord | undefined;
  for (const line of text.split(/\r?\n/)) {
    const tagged = /^([A-Z][A-Z0-9]) {2}-(?: (.*))?$/.exec(line);
    if (!tagged) {
      const last = current?.at(-1);
      if (last && line.trim()) last.value += ` ${line.trim()}`;
      continue;
    }
    const [, tag = '', value = ''] = tagged;
    if (tag === 'TY') records.push((current = []));
    if (tag === 'ER') current = undefined;
    current?.push({ tag, value: value.trim() });
  }
  return records;
}

/**
 * What citation-js's RIS reader leaves out, put back from the record itself:
 * - ED lines as the editor (it ignores them in a record that also uses RIS's newer tags);
 * - a date's "other info" slot (`2013/1/30/22:56:08`, `///in press`): the season of a dated
 *   date, or the whole date when there is nothing else;
 * - a dropping particle written after the given name ("Gérard de"), split back out. A particle
 *   written before the family name ("van der Berg") stays there: citeproc-js reads it as the
 *   non-dropping particle, and CSL items often carry it that way.
 */
export function restoreRisDetails(item: CslItem, record: RisRecord): CslItem {
  const restored: CslItem = { ...item };
  const editors = record.filter(({ tag }) => tag === 'ED').map(({ value }) => readRisName(value));
  if (editors.length && !Array.isArray(restored.editor)) restored.editor = editors;
  for (const { tag, value } of record) {
    const field = DATE_TAGS[tag];
    const slots = /^(\d*)\/(\d*)\/(\d*)\/(.+)$/.exec(value);
    const other = slots?.[4]?.trim();
    if (field && slots && other) restored[field] = withOtherInfo(restored[field], slots.slice(1, 4).filter(Boolean).map(Number), other);
  }
  for (const field of NAME_FIELDS) {
    const names = restored[field];
    if (Array.isArray(names)) restored[field] = names.map((name: CslName) => splitParticles(name));
  }
  return restored;
}

function readRisName(value: string): CslName {
  const [family = '', given, suffix] = value.split(',').map((part) => part.trim());
  if (!given && !suffix) return { literal: family };
  return { family, ...(given ? { given } : {}), ...(suffix ? { suffix } : {}) };
}

function withOtherInfo(date: unknown, parts: number[], other: string): unknown {
  const current = (date && typeof date === 'object' ? date : {}) as { 'date-parts'?: unknown[]; season?: unknown };
  const dated = Array.isArray(current['date-parts']) && current['date-parts'].some((part) => Array.isArray(part) && part.length);
  // RIS's older tag set, which citation-js applies to a record with an ID line, has no Y2: read the slots ourselves.
  if (!dated) return parts.length ? { 'date-parts': [parts], season: other } : { literal: other };
  return current.season ? current : { ...current, season: other };
}

const LOWERCASE_WORD = /^\p{Ll}/u;

function splitParticles(name: CslName): CslName {
  if (name['non-dropping-particle'] || name['dropping-particle'] || name.literal) return name;
  const given = typeof name.given === 'string' ? name.given.split(' ') : [];
  let kept = given.length;
  while (kept > 1 && LOWERCASE_WORD.test(given[kept - 1] ?? '')) kept -= 1;
  if (kept === given.length || given.slice(0, kept).every((word) => LOWERCASE_WORD.test(word))) return name;
  return { ...name, given: given.slice(0, kept).join(' '), 'dropping-particle': given.slice(kept).join(' ') };
}
