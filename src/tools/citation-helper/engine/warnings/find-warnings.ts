import type { CslItem } from '../../contract';
import type { CitationWarning } from '../source-reading';
import { FAMILY_NAMES, FIELD_LABELS, familyOfStyle, fieldsNeeded, wantsSentenceCase, type StyleFamily } from './style-needs';
import { looksTitleCased, toSentenceCase } from './title-case';

const TYPES_WITH_AUTHORS = new Set(['article-journal', 'article-magazine', 'article-newspaper', 'book', 'chapter', 'paper-conference', 'report', 'thesis']);

/**
 * What the chosen style needs that a source lacks, and Title Case titles in styles that want sentence
 * case. (Title-case styles such as MLA and Chicago recase English titles themselves, so they need no warning.)
 */
export function findStyleWarnings(items: CslItem[], style: { id: string }): CitationWarning[] {
  const family = familyOfStyle(style.id);
  const checkCase = wantsSentenceCase(style.id);
  return items.flatMap((item) => [
    ...findMissingFields(item, family),
    ...(checkCase ? findTitleCase(item, family) : []),
    ...findBadDoi(item),
  ]);
}

function findMissingFields(item: CslItem, family: StyleFamily): CitationWarning[] {
  const who = FAMILY_NAMES[family];
  const warnings: CitationWarning[] = [];
  if (TYPES_WITH_AUTHORS.has(item.type) && !hasValue(item.author) && !hasValue(item.editor)) {
    warnings.push({ itemId: item.id, field: 'author', message: `${who} needs the author (a person or an organization); without one the title takes its place.` });
  }
  for (const field of fieldsNeeded(family, item.type)) {
    if (isPresent(item, field)) continue;
    const label = FIELD_LABELS[field] ?? field;
    const note = field === 'issued' && family === 'apa' ? ' Without it the entry says “n.d.”.' : '';
    warnings.push({ itemId: item.id, field, message: `${who} needs ${label}.${note}` });
  }
  return warnings;
}

function isPresent(item: CslItem, field: string): boolean {
  if (field === 'page') return hasValue(item.page) || hasValue(item.number) || hasValue(item['article-number']);
  if (field === 'publisher' && item.type === 'thesis') return hasValue(item.publisher) || hasValue(item.authority);
  return hasValue(item[field]);
}

function findTitleCase(item: CslItem, family: StyleFamily): CitationWarning[] {
  const title = typeof item.title === 'string' ? item.title : '';
  const language = typeof item.language === 'string' ? item.language : 'en';
  if (!title || !language.toLowerCase().startsWith('en') || !looksTitleCased(title)) return [];
  return [
    {
      itemId: item.id,
      field: 'title',
      message: `${FAMILY_NAMES[family]} writes titles in sentence case and prints them as typed: “${toSentenceCase(title)}”.`,
    },
  ];
}

function findBadDoi(item: CslItem): CitationWarning[] {
  const doi = typeof item.DOI === 'string' ? item.DOI.trim() : '';
  if (!doi || /^10\.\d{4,9}\/\S+$/.test(doi)) return [];
  return [{ itemId: item.id, field: 'DOI', message: `“${doi}” is not a DOI: a DOI starts with 10. and a slash, such as 10.1021/ja01577a030.` }];
}

function hasValue(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return value.trim().length > 0;
  if (Array.isArray(value)) return value.length > 0;
  if (typeof value === 'object') return Object.keys(value).length > 0;
  return true;
}
