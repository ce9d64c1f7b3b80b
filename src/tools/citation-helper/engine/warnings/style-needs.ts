/**
 * The fields a style family needs to print a complete entry, by CSL type. From each manual's
 * reference-list rules (APA 7 ch. 9–10, MLA 9 core elements, Chicago 17 ch. 14–15, IEEE reference
 * guide, Cite Them Right 12, Vancouver/ICMJE); styles outside these families get the common core.
 */
export type StyleFamily = 'apa' | 'mla' | 'chicago' | 'harvard' | 'numeric' | 'other';

const FAMILY_BY_STYLE: Record<string, StyleFamily> = {
  apa: 'apa',
  'modern-language-association': 'mla',
  'chicago-author-date': 'chicago',
  'chicago-note-bibliography': 'chicago',
  'turabian-author-date': 'chicago',
  'american-sociological-association': 'chicago',
  'american-political-science-association': 'chicago',
  'harvard-cite-them-right': 'harvard',
  ieee: 'numeric',
  vancouver: 'numeric',
  'american-medical-association': 'numeric',
  nature: 'numeric',
  'american-chemical-society': 'numeric',
};

export const FAMILY_NAMES: Record<StyleFamily, string> = {
  apa: 'APA',
  mla: 'MLA',
  chicago: 'Chicago',
  harvard: 'Harvard',
  numeric: 'This style',
  other: 'This style',
};

export function familyOfStyle(styleId: string): StyleFamily {
  return FAMILY_BY_STYLE[styleId] ?? 'other';
}

type Needs = Partial<Record<string, string[]>>;

const CORE: Needs = {
  'article-journal': ['title', 'container-title', 'issued'],
  'article-magazine': ['title', 'container-title', 'issued'],
  'article-newspaper': ['title', 'container-title', 'issued'],
  book: ['title', 'publisher', 'issued'],
  chapter: ['title', 'container-title', 'publisher', 'issued'],
  'paper-conference': ['title', 'container-title', 'issued'],
  report: ['title', 'publisher', 'issued'],
  thesis: ['title', 'publisher', 'issued'],
  webpage: ['title', 'URL'],
  'post-weblog': ['title', 'URL'],
  motion_picture: ['title', 'issued'],
  broadcast: ['title', 'issued'],
  dataset: ['title', 'publisher', 'issued'],
};

const EXTRA: Record<StyleFamily, Needs> = {
  // APA gives volume and pages for articles, the DOI when there is one, and (n.d.) makes a missing year visible.
  apa: { 'article-journal': ['volume', 'page'], webpage: ['issued'], chapter: ['editor', 'page'] },
  mla: { 'article-journal': ['volume', 'page'], chapter: ['page'] },
  chicago: { 'article-journal': ['volume', 'page'], book: ['publisher-place'], chapter: ['page'], webpage: ['accessed'] },
  harvard: { 'article-journal': ['volume', 'page'], book: ['publisher-place'], webpage: ['accessed'] },
  numeric: { 'article-journal': ['volume', 'page'], webpage: ['accessed'] },
  other: {},
};

/** The fields the style wants for this type of source, author aside (checked on its own). */
export function fieldsNeeded(family: StyleFamily, type: string): string[] {
  return [...new Set([...(CORE[type] ?? ['title', 'issued']), ...(EXTRA[family][type] ?? [])])];
}

/** How the page names a CSL field to a student. */
export const FIELD_LABELS: Record<string, string> = {
  title: 'the title',
  'container-title': 'the journal, book or website it appears in',
  issued: 'the publication year',
  publisher: 'the publisher',
  'publisher-place': 'the place of publication',
  URL: 'the URL',
  accessed: 'the date you accessed it',
  volume: 'the volume',
  page: 'the page range',
  editor: 'the editors',
  author: 'the author',
};

/** Styles whose manuals write article and book titles in sentence case but whose CSL prints titles as typed. */
const SENTENCE_CASE_STYLES = new Set(['apa', 'vancouver', 'american-medical-association', 'nature']);

export function wantsSentenceCase(styleId: string): boolean {
  return SENTENCE_CASE_STYLES.has(styleId);
}
