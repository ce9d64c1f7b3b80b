import type { CslItem } from '../../contract';

// Plain lowercase words: citation-js's reader passes them through untouched (and its writer never braces them).
const OPEN = 'zqnocaseopenqz';
const CLOSE = 'zqnocasecloseqz';
const TITLE_FIELDS = new Set(['title', 'subtitle', 'titleaddon', 'shorttitle', 'booktitle', 'booksubtitle', 'maintitle', 'mainsubtitle', 'journal', 'journaltitle', 'journalsubtitle', 'issuetitle', 'eventtitle', 'origtitle', 'series']);
// citation-js's writer braces every word holding a capital ("{PIAAC}-{Lx}") so BibTeX styles keep its case.
const BRACED_WORD = /^[a-z]*[A-Z]\w*$/;
const SEASON_DATES: Record<string, string> = { date: 'issued', urldate: 'accessed', eventdate: 'event-date', origdate: 'original-date' };

export interface BibtexEntry {
  key: string;
  fields: Record<string, string>;
}

/** The entries of a BibTeX file in order, with each braced or quoted field value as written. */
export function scanBibtexEntries(text: string): BibtexEntry[] {
  const entries: BibtexEntry[] = [];
  const start = /@(\w+)\s*[{(]\s*([^,\s]*)\s*,/g;
  for (let match = start.exec(text); match; match = start.exec(text)) {
    if (['string', 'comment', 'preamble'].includes(match[1]?.toLowerCase() ?? '')) continue;
    const entry: BibtexEntry = { key: match[2] ?? '', fields: {} };
    // Values in braces, in quotes, or bare (a number or an @string name: `year = 2020`).
    const field = /\s*(\w[\w-]*)\s*=\s*(?:([{"])|([\w.:-]+))/y;
    let at = start.lastIndex;
    for (field.lastIndex = at; ; field.lastIndex = at) {
      const found = field.exec(text);
      if (!found) break;
      if (found[3] !== undefined) {
        entry.fields[found[1]?.toLowerCase() ?? ''] = found[3];
        at = /^\s*,/.test(text.slice(field.lastIndex)) ? text.indexOf(',', field.lastIndex) + 1 : field.lastIndex;
        continue;
      }
      const valueStart = field.lastIndex;
      const valueEnd = found[2] === '{' ? closingBrace(text, valueStart) : text.indexOf('"', valueStart);
      if (valueEnd < 0) break;
      entry.fields[found[1]?.toLowerCase() ?? ''] = text.slice(valueStart, valueEnd);
      at = /^\s*,/.test(text.slice(valueEnd + 1)) ? text.indexOf(',', valueEnd + 1) + 1 : valueEnd + 1;
    }
    entries.push(entry);
  }
  return entries;
}

function closingBrace(text: string, from: number): number {
  let depth = 1;
  for (let index = from; index < text.length; index += 1) {
    const char = text[index];
    if (char === '\\') index += 1;
    else if (char === '{') depth += 1;
    else if (char === '}' && --depth === 0) return index;
  }
  return -1;
}

/**
 * Marks the case-protected parts of title fields before citation-js reads the text, so they come back
 * as CSL's `<span class="nocase">`: a braced group that is not a command's argument, not a special
 * character (`{\"o}`), and not one capitalised word (citation-js's writer braces each of those, and
 * CSL needs no protection for them). citation-js only keeps such braces when it sentence-cases
 * titles, which would change every title.
 */
export function markProtectedCase(text: string): string {
  const opening = /(?:^|[\s,{(])(\w+)\s*=\s*\{/g;
  let marked = '';
  let copied = 0;
  for (let match = opening.exec(text); match; match = opening.exec(text)) {
    if (!TITLE_FIELDS.has(match[1]?.toLowerCase() ?? '')) continue;
    const end = closingBrace(text, opening.lastIndex);
    if (end < 0) break;
    marked += text.slice(copied, opening.lastIndex) + markTitleValue(text.slice(opening.lastIndex, end));
    copied = end;
    opening.lastIndex = end;
  }
  return marked + text.slice(copied);
}

/** The value of a braced title field with its protected groups marked (see markProtectedCase). */
export function markTitleValue(value: string): string {
  let marked = '';
  for (let index = 0; index < value.length; index += 1) {
    const char = value[index] ?? '';
    if (char === '\\') {
      const command = /^\\([a-zA-Z]+\s*|.)/.exec(value.slice(index))?.[0] ?? char;
      marked += command;
      index += command.length - 1;
      // A command's braced argument is the command's, not a protected group.
      if (value[index + 1] === '{') {
        const end = closingBrace(value, index + 2);
        if (end < 0) return marked + value.slice(index + 1);
        marked += value.slice(index + 1, end + 1);
        index = end;
      }
      continue;
    }
    if (char !== '{') {
      marked += char;
      continue;
    }
    const end = closingBrace(value, index + 1);
    if (end < 0) return marked + value.slice(index);
    const inner = value.slice(index + 1, end);
    const protectsCase = inner.trim() !== '' && !inner.startsWith('\\') && !BRACED_WORD.test(inner);
    marked += protectsCase ? `${OPEN}${inner}${CLOSE}` : value.slice(index, end + 1);
    index = end;
  }
  return marked;
}

/** The marks made by markTitleValue, turned into CSL's nocase spans. */
export function restoreProtectedCase(item: CslItem): CslItem {
  const restored: CslItem = { ...item };
  for (const [field, value] of Object.entries(item)) {
    if (typeof value === 'string' && value.includes(OPEN)) restored[field] = value.replaceAll(OPEN, '<span class="nocase">').replaceAll(CLOSE, '</span>');
  }
  return restored;
}

/**
 * Seasons (biblatex's ISO 8601 months 21–24, `1999-22/1999-21`), which citation-js's date reader
 * drops: read from the entry's own date fields.
 */
export function restoreSeasons(item: CslItem, entry: BibtexEntry): CslItem {
  const restored: CslItem = { ...item };
  for (const [bibField, cslField] of Object.entries(SEASON_DATES)) {
    const parts = entry.fields[bibField]?.trim().split('/').map((end) => /^(\d{4})(?:-(\d{2}))?(?:-(\d{2}))?$/.exec(end.trim()));
    if (!parts?.length || parts.some((part) => !part) || !parts.some((part) => Number(part?.[2]) >= 21 && Number(part?.[2]) <= 24)) continue;
    const dateParts = parts.map((part) => part!.slice(1).filter(Boolean).map(Number));
    const current = restored[cslField] && typeof restored[cslField] === 'object' ? (restored[cslField] as object) : {};
    restored[cslField] = { ...current, 'date-parts': dateParts };
  }
  return restored;
}
