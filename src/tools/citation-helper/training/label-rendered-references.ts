/**
 * Our own rendered references as tagger training data: each dev-set item of the `tune` half is rendered
 * again with every field wrapped in markers ("ǂ1title ǂ0"), which citation-js passes through, so every
 * character of the printed reference knows which field it came from. The `report` half is never used.
 */
import type { CslItem } from '../contract';
import { buildDevSet, type DevRecord } from './dev-set/build-dev-set';
import { renderReference } from './dev-set/render-reference';
import { tokenizeReference } from '../engine/free-text/tagger/tokenize-reference';
import type { Segment, TaggedReference } from './read-tagged-references';

/** ǂ + code opens a field, ǂ0 closes it ("ǂ" is a letter without case, so styles leave it alone). */
const CODES: Record<string, string> = { A: 'author', E: 'editor', T: 'title', C: 'container-title', J: 'journal', V: 'volume', I: 'issue', P: 'pages', U: 'publisher', L: 'location', D: 'doi', R: 'url', G: 'genre', S: 'collection-title' };
const JOURNAL_TYPES = new Set(['article-journal', 'article-magazine', 'article-newspaper']);

/** Styles beyond the dev set's six, for training only: chemistry, physics, medicine, computing and their "Journal Year, Vol, Pages" layouts. */
export const TRAINING_STYLES = [
  'american-chemical-society', 'american-physics-society', 'american-institute-of-physics', 'royal-society-of-chemistry', 'angewandte-chemie',
  'nature', 'acm-sig-proceedings', 'elsevier-harvard', 'springer-basic-author-date', 'american-medical-association',
] as const;

const ABBREVIATIONS: Record<string, string> = {
  journal: 'J.', american: 'Am.', chemical: 'Chem.', chemistry: 'Chem.', society: 'Soc.', physics: 'Phys.', physical: 'Phys.', review: 'Rev.', reviews: 'Rev.', letters: 'Lett.',
  international: 'Int.', research: 'Res.', science: 'Sci.', sciences: 'Sci.', applied: 'Appl.', proceedings: 'Proc.', national: 'Natl.', academy: 'Acad.', annual: 'Annu.',
  biology: 'Biol.', medicine: 'Med.', medical: 'Med.', psychology: 'Psychol.', political: 'Polit.', economics: 'Econ.', economic: 'Econ.', computer: 'Comput.', computing: 'Comput.',
  engineering: 'Eng.', european: 'Eur.', social: 'Soc.', studies: 'Stud.', quarterly: 'Q.', bulletin: 'Bull.', transactions: 'Trans.', communications: 'Commun.',
};

/** A journal name as chemistry and physics styles print it ("Journal of the American Chemical Society" → "J. Am. Chem. Soc."). */
function abbreviateJournal(name: string): string {
  return name
    .split(/\s+/)
    .filter((word) => !/^(?:of|the|and|for|on|in|&)$/i.test(word))
    .map((word) => ABBREVIATIONS[word.toLowerCase()] ?? (word.length > 6 ? `${word.slice(0, 4)}.` : word))
    .join(' ');
}

const wrap = (code: string, value: unknown) => (typeof value === 'string' || typeof value === 'number' ? `ǂ${code}${String(value)}ǂ0` : value);

function markItem(item: CslItem): CslItem {
  const marked: CslItem = { ...item };
  const names = (code: string, list: unknown) => (Array.isArray(list) ? list.map((name: Record<string, string>) => (name.family ? { ...name, family: wrap(code, name.family) } : name.literal ? { ...name, literal: wrap(code, name.literal) } : name)) : list);
  marked.author = names('A', item.author);
  marked.editor = names('E', item.editor);
  const fields: [string, string][] = [['title', 'T'], ['container-title', JOURNAL_TYPES.has(item.type) ? 'J' : 'C'], ['volume', 'V'], ['issue', 'I'], ['publisher', 'U'], ['publisher-place', 'L'], ['DOI', 'D'], ['URL', 'R'], ['genre', 'G'], ['collection-title', 'S']];
  for (const [field, code] of fields) if (item[field] !== undefined) marked[field] = wrap(code, item[field]);
  if (JOURNAL_TYPES.has(item.type) && typeof item['container-title'] === 'string') marked['container-title-short'] = wrap('J', abbreviateJournal(item['container-title']));
  if (typeof item.page === 'string') marked.page = wrap('P', item.page.replace(/-/g, '–'));
  for (const key of Object.keys(marked)) if (marked[key] === undefined) delete marked[key];
  return marked;
}

/** The rendered text without markers, and each character's field ('other' outside every field). */
function readMarkers(marked: string): { text: string; labels: string[] } {
  let text = '';
  const labels: string[] = [];
  let current = 'other';
  for (let k = 0; k < marked.length; k++) {
    if (marked[k] === 'ǂ') {
      const code = marked[k + 1] ?? '0';
      current = code === '0' ? 'other' : (CODES[code] ?? 'other');
      k++;
      continue;
    }
    // Page, volume and issue values hold no spaces; a style that prints only the first page drops the closing marker.
    if (/\s/.test(marked[k] ?? '') && ['pages', 'volume', 'issue'].includes(current)) current = 'other';
    text += marked[k];
    labels.push(current);
  }
  return { text, labels };
}

const MONTH = /^\(?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?,?\)?\.?$/i;
const INITIAL_OR_GIVEN = /^(?:\p{Lu}[\p{Ll}'’-]*[.,]?|\p{Lu}{1,3}[.,]?|\p{Lu}\.(?:-?\p{Lu}\.)*,?)$/u;

/** Token labels from character labels, then the parts styles add around a field given to the field. */
function labelTokensOfText(text: string, chars: string[], year: string | undefined): { tokens: ReturnType<typeof tokenizeReference>; labels: string[] } {
  const tokens = tokenizeReference(text);
  const labels = tokens.map((token) => {
    const counts = new Map<string, number>();
    const letters = /[\p{L}\p{N}]/u.test(token.text);
    for (let at = token.start; at < token.end; at++) if (!letters || /[\p{L}\p{N}]/u.test(text[at] ?? '')) counts.set(chars[at] ?? 'other', (counts.get(chars[at] ?? 'other') ?? 0) + 1);
    return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'other';
  });
  const bare = (k: number) => (tokens[k]?.text ?? '').replace(/[^\p{L}\p{N}]/gu, '').toLowerCase();
  tokens.forEach((token, k) => {
    if (labels[k] !== 'other') return;
    if (k === 0 && /^(?:\[\d+\]|\(\d+\)|\d+\.?)$/.test(token.text)) labels[k] = 'citation-number';
    else if (year && new RegExp(`^\\(?(?:\\d{1,2}\\s*)?${year}[a-z]?\\b`).test(token.text)) labels[k] = 'date';
    else if (['pp', 'p'].includes(bare(k)) && labels[k + 1] === 'pages') labels[k] = 'pages';
    else if (['vol', 'volume'].includes(bare(k)) && labels[k + 1] === 'volume') labels[k] = 'volume';
    else if (['no', 'issue'].includes(bare(k)) && labels[k + 1] === 'issue') labels[k] = 'issue';
    else if (/^\(?\d+(?:st|nd|rd|th)$/.test(token.text) && /^(?:ed|edn|edition)\b/i.test(tokens[k + 1]?.text ?? '')) [labels[k], labels[k + 1]] = ['edition', 'edition'];
  });
  // Dates: a month or day next to the year is part of it; so is the parenthesis the year opened.
  for (let k = 0; k < tokens.length; k++) {
    if (labels[k] !== 'date') continue;
    for (let j = k - 1; j >= 0 && labels[j] === 'other' && (MONTH.test(tokens[j]?.text ?? '') || /^\d{1,2},?$/.test(tokens[j]?.text ?? '')); j--) labels[j] = 'date';
    if (/^\(/.test(tokens[k]?.text ?? '') && !/\)/.test(tokens[k]?.text ?? '')) for (let j = k + 1; j < tokens.length && labels[j] === 'other'; j++) {
      labels[j] = 'date';
      if (/\)/.test(tokens[j]?.text ?? '')) break;
    }
  }
  fillNames(tokens.map((token) => token.text), labels, 'author');
  fillNames(tokens.map((token) => token.text), labels, 'editor');
  return { tokens, labels };
}

/** A name list runs from its first marked family name to its last, with the given names and roles around them. */
function fillNames(words: string[], labels: string[], label: string): void {
  const first = labels.indexOf(label);
  if (first < 0) return;
  const last = labels.lastIndexOf(label);
  for (let k = first; k <= last; k++) if (labels[k] === 'other') labels[k] = label;
  const before = label === 'author' ? /^(?:.*)$/ : /^(?:in:?|edited|by)$/i;
  for (let k = first - 1; k >= 0 && labels[k] === 'other' && !(k === 0 && /^(?:\[\d+\]|\(\d+\)|\d+\.?)$/.test(words[k] ?? '')) && (label === 'author' || INITIAL_OR_GIVEN.test(words[k] ?? '') || before.test(words[k] ?? '')); k--) labels[k] = label;
  for (let k = last + 1; k < words.length && labels[k] === 'other'; k++) {
    const word = words[k] ?? '';
    if (!(INITIAL_OR_GIVEN.test(word) || /^\(?(?:eds?|editors?)\b/i.test(word) || (label === 'author' && /^(?:and|&|et|al\.?,?)$/.test(word)))) break;
    labels[k] = label;
  }
}

function toSegments(words: string[], labels: string[]): Segment[] {
  const segments: Segment[] = [];
  words.forEach((word, k) => {
    const label = labels[k] ?? 'other';
    const text = k < words.length - 1 ? `${word} ` : word;
    const last = segments[segments.length - 1];
    if (last && last[0] === label) last[1] += text;
    else segments.push([label, text]);
  });
  return segments;
}

function yearOf(item: CslItem): string | undefined {
  const parts = (item.issued as { 'date-parts'?: unknown[][] } | undefined)?.['date-parts']?.[0];
  return parts?.[0] === undefined ? undefined : String(parts[0]);
}

/** The tune half's items rendered with markers in the dev styles and the training styles, as tagged references. */
export function labelRenderedReferences(records: DevRecord[] = buildDevSet().filter((record) => record.half === 'tune')): TaggedReference[] {
  const items = new Map(records.map((record) => [record.itemId, record.gold]));
  const styles = [...new Set([...records.map((record) => record.style), ...TRAINING_STYLES])];
  const references: TaggedReference[] = [];
  for (const [itemId, item] of items) {
    for (const style of styles) {
      const marked = renderReference(markItem(item), style);
      if (!marked) continue;
      const { text, labels: chars } = readMarkers(marked);
      const { tokens, labels } = labelTokensOfText(text, chars, yearOf(item));
      references.push({ source: 'rendered-tune', doc: itemId, segments: toSegments(tokens.map((token) => token.text), labels) });
    }
  }
  return references;
}
