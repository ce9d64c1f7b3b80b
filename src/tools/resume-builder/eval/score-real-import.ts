import type { Resume } from '../contract';

/**
 * The field-matching rule of the real-resume import eval (real-import.ts; README in real-resumes/).
 * Gold labels are written by hand from the rendered page; each field is scored right, missing (not
 * imported) or wrong (imported with another value). A gold value may list alternatives where a
 * careful reader could file it either way ("Enactus" or "Enactus, University of La Verne").
 */

type Alternatives = string | string[];

export type GoldItem = { name?: Alternatives; position?: Alternatives; startDate?: string; endDate?: string };
export type GoldSchool = { institution?: Alternatives; area?: Alternatives; studyType?: Alternatives; startDate?: string; endDate?: string };

export type GoldResume = {
  basics?: {
    name?: Alternatives;
    email?: string;
    phone?: string;
    url?: string;
    /** The city, as basics.location.city. */
    location?: Alternatives;
    profiles?: { network: string; username: string }[];
  };
  work?: GoldItem[];
  volunteer?: GoldItem[];
  education?: GoldSchool[];
  skills?: string[];
};

export type FieldKind =
  | 'name'
  | 'email'
  | 'phone'
  | 'url'
  | 'location'
  | 'profile'
  | 'employer'
  | 'position'
  | 'start date'
  | 'end date'
  | 'institution'
  | 'area'
  | 'degree'
  | 'skill keyword';

export type FieldCheck = { kind: FieldKind; path: string; expected: string; actual: string | undefined; status: 'right' | 'missing' | 'wrong' };

/** Case, spacing, dash variants (‐ ‑ ‒ – — −) and a trailing comma or colon do not count; a soft hyphen does. */
export function normalizeText(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/\s+/g, ' ')
    .replace(/[\s,;:]+$/, '')
    .trim()
    .toLowerCase();
}

function normalizeUrl(text: string): string {
  return normalizeText(text).replace(/^https?:\/\//, '').replace(/^www\./, '').replace(/\/+$/, '');
}

function digitsOf(text: string): string {
  return text.replace(/\D/g, '');
}

function options(value: Alternatives): string[] {
  return Array.isArray(value) ? value : [value];
}

function matchesText(gold: Alternatives | undefined, actual: string | undefined): boolean {
  return gold !== undefined && actual !== undefined && options(gold).some((option) => normalizeText(option) === normalizeText(actual));
}

type ImportedItem = { name?: string; position?: string; startDate?: string; endDate?: string };
type ImportedSchool = NonNullable<Resume['education']>[number];

/**
 * Pairs each gold item with an imported one, in order: the next unused imported item that has its
 * employer (institution), else its position (degree or field), else both its dates. A gold item
 * with no partner counts every field missing; imported items nobody pairs with are not scored.
 */
export function pairItems<G, I>(gold: G[], imported: I[], keys: ((g: G, i: I) => boolean)[]): (I | undefined)[] {
  const used = new Set<number>();
  let cursor = 0;
  return gold.map((item) => {
    for (const key of keys) {
      const order = [...imported.keys()].filter((index) => !used.has(index)).sort((a, b) => Number(a < cursor) - Number(b < cursor) || a - b);
      const found = order.find((index) => key(item, imported[index]!));
      if (found !== undefined) {
        used.add(found);
        cursor = found + 1;
        return imported[found];
      }
    }
    return undefined;
  });
}

/** A gold date is YYYY or YYYY-MM, or "present" for an ongoing item (JSON Resume leaves its end empty). */
function checkDate(checks: FieldCheck[], kind: 'start date' | 'end date', path: string, gold: string | undefined, actual: string | undefined, itemFound: boolean) {
  if (gold === undefined) return;
  if (gold === 'present') {
    // An empty end is only "ongoing" when the item itself was read, with its start.
    const right = itemFound && actual === undefined;
    checks.push({ kind, path, expected: gold, actual, status: right ? 'right' : actual === undefined ? 'missing' : 'wrong' });
    return;
  }
  checks.push({ kind, path, expected: gold, actual, status: actual === undefined ? 'missing' : actual === gold ? 'right' : 'wrong' });
}

function push(checks: FieldCheck[], kind: FieldKind, path: string, gold: Alternatives | undefined, actual: string | undefined, same: (want: Alternatives, got: string) => boolean = matchesText) {
  if (gold === undefined) return;
  const expected = options(gold)[0]!;
  checks.push({ kind, path, expected, actual, status: actual === undefined || actual.trim() === '' ? 'missing' : same(gold, actual) ? 'right' : 'wrong' });
}

/** Every gold field of one resume, checked against what the importer produced. */
export function scoreImport(gold: GoldResume, imported: Resume): FieldCheck[] {
  const checks: FieldCheck[] = [];
  const basics = imported.basics ?? {};
  push(checks, 'name', 'basics.name', gold.basics?.name, basics.name);
  push(checks, 'email', 'basics.email', gold.basics?.email, basics.email, (want, got) => options(want).some((option) => option.toLowerCase() === got.toLowerCase()));
  push(checks, 'phone', 'basics.phone', gold.basics?.phone, basics.phone, (want, got) => options(want).some((option) => digitsOf(option) === digitsOf(got)));
  push(checks, 'url', 'basics.url', gold.basics?.url, basics.url, (want, got) => options(want).some((option) => normalizeUrl(option) === normalizeUrl(got)));
  push(checks, 'location', 'basics.location.city', gold.basics?.location, basics.location?.city);
  for (const profile of gold.basics?.profiles ?? []) {
    const found = (basics.profiles ?? []).find((candidate) => {
      const username = (candidate.username ?? candidate.url?.split('/').filter(Boolean).at(-1) ?? '').replace(/^@/, '');
      return candidate.network?.toLowerCase() === profile.network.toLowerCase() && username.toLowerCase() === profile.username.toLowerCase();
    });
    checks.push({ kind: 'profile', path: `basics.profiles(${profile.network})`, expected: profile.username, actual: found?.username ?? found?.url, status: found ? 'right' : 'missing' });
  }

  // Work and volunteering are one list: whether "On campus involvement" is work or volunteering is the reader's call.
  const goldItems = [...(gold.work ?? []), ...(gold.volunteer ?? [])];
  const importedItems: ImportedItem[] = [...(imported.work ?? []), ...(imported.volunteer ?? []).map((item) => ({ ...item, name: item.organization }))];
  const pairedItems = pairItems(goldItems, importedItems, [
    (g, i) => matchesText(g.name, i.name),
    (g, i) => matchesText(g.position, i.position),
    (g, i) => g.startDate !== undefined && g.endDate !== undefined && g.startDate === i.startDate && (g.endDate === 'present' ? i.endDate === undefined : g.endDate === i.endDate),
  ]);
  goldItems.forEach((item, index) => {
    const got = pairedItems[index];
    const path = `work/volunteer[${index}]`;
    push(checks, 'employer', `${path}.name`, item.name, got?.name);
    push(checks, 'position', `${path}.position`, item.position, got?.position);
    checkDate(checks, 'start date', `${path}.startDate`, item.startDate, got?.startDate, got !== undefined && got.startDate !== undefined);
    checkDate(checks, 'end date', `${path}.endDate`, item.endDate, got?.endDate, got !== undefined && got.startDate !== undefined);
  });

  const goldSchools = gold.education ?? [];
  const importedSchools: ImportedSchool[] = imported.education ?? [];
  const pairedSchools = pairItems(goldSchools, importedSchools, [
    (g, i) => matchesText(g.institution, i.institution),
    (g, i) => matchesText(g.area, i.area) || matchesText(g.studyType, i.studyType),
    (g, i) => g.endDate !== undefined && g.endDate === i.endDate && g.startDate === i.startDate,
  ]);
  goldSchools.forEach((school, index) => {
    const got = pairedSchools[index];
    const path = `education[${index}]`;
    push(checks, 'institution', `${path}.institution`, school.institution, got?.institution);
    push(checks, 'area', `${path}.area`, school.area, got?.area);
    push(checks, 'degree', `${path}.studyType`, school.studyType, got?.studyType);
    checkDate(checks, 'start date', `${path}.startDate`, school.startDate, got?.startDate, got !== undefined);
    checkDate(checks, 'end date', `${path}.endDate`, school.endDate, got?.endDate, got !== undefined);
  });

  const keywords = new Set((imported.skills ?? []).flatMap((group) => group.keywords ?? []).map(normalizeText));
  for (const keyword of gold.skills ?? []) {
    const right = keywords.has(normalizeText(keyword));
    checks.push({ kind: 'skill keyword', path: 'skills[].keywords', expected: keyword, actual: right ? keyword : undefined, status: right ? 'right' : 'missing' });
  }
  return checks;
}

/**
 * Dates the importer wrote where the page gives none, on items it paired with a gold item: the
 * rule is never to invent one. A gold item that leaves a date out on purpose (an ambiguous
 * "Summer 2013, 2014" end) is not counted here either way, so this is an upper bound.
 */
export function countUnstatedDates(gold: GoldResume, imported: Resume): { path: string; value: string }[] {
  const found: { path: string; value: string }[] = [];
  const goldItems = [...(gold.work ?? []), ...(gold.volunteer ?? [])];
  const importedItems: ImportedItem[] = [...(imported.work ?? []), ...(imported.volunteer ?? []).map((item) => ({ ...item, name: item.organization }))];
  const paired = pairItems(goldItems, importedItems, [(g, i) => matchesText(g.name, i.name), (g, i) => matchesText(g.position, i.position)]);
  goldItems.forEach((item, index) => {
    const got = paired[index];
    if (got?.startDate && item.startDate === undefined) found.push({ path: `work/volunteer[${index}].startDate`, value: got.startDate });
    if (got?.endDate && item.endDate === undefined) found.push({ path: `work/volunteer[${index}].endDate`, value: got.endDate });
  });
  const schools = pairItems(gold.education ?? [], imported.education ?? [], [(g, i) => matchesText(g.institution, i.institution)]);
  (gold.education ?? []).forEach((school, index) => {
    const got = schools[index];
    if (got?.startDate && school.startDate === undefined) found.push({ path: `education[${index}].startDate`, value: got.startDate });
    if (got?.endDate && school.endDate === undefined) found.push({ path: `education[${index}].endDate`, value: got.endDate });
  });
  return found;
}
