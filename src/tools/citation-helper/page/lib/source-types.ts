/** One input of the source form: a CSL variable, how it is typed, and what to call it for this type. */
export interface SourceField {
  variable: string;
  label: string;
  kind: 'text' | 'names' | 'date';
  hint?: string;
}

export interface SourceType {
  /** The CSL item type. */
  type: string;
  label: string;
  fields: SourceField[];
}

const authors: SourceField = { variable: 'author', label: 'Authors', kind: 'names', hint: 'One per line: Family, Given. An organisation on a line of its own.' };
const editors: SourceField = { variable: 'editor', label: 'Editors', kind: 'names', hint: 'One per line: Family, Given.' };
const title: SourceField = { variable: 'title', label: 'Title', kind: 'text' };
const issued: SourceField = { variable: 'issued', label: 'Published', kind: 'date', hint: 'Year, or year-month-day: 2021 or 2021-03-15.' };
const accessed: SourceField = { variable: 'accessed', label: 'Accessed', kind: 'date', hint: 'The day you read it: 2024-05-02.' };
const doi: SourceField = { variable: 'DOI', label: 'DOI', kind: 'text', hint: 'Like 10.1037/0003-066X.59.1.29' };
const url: SourceField = { variable: 'URL', label: 'URL', kind: 'text' };
const publisher: SourceField = { variable: 'publisher', label: 'Publisher', kind: 'text' };
const place: SourceField = { variable: 'publisher-place', label: 'Place of publication', kind: 'text' };
const pages: SourceField = { variable: 'page', label: 'Pages', kind: 'text', hint: 'Like 45–67' };
const volume: SourceField = { variable: 'volume', label: 'Volume', kind: 'text' };
const issue: SourceField = { variable: 'issue', label: 'Issue', kind: 'text' };
const container = (label: string): SourceField => ({ variable: 'container-title', label, kind: 'text' });

/** The form's source types, with the fields the common styles (APA, MLA, Chicago, IEEE, Harvard) print for each. */
export const SOURCE_TYPES: readonly SourceType[] = [
  { type: 'article-journal', label: 'Journal article', fields: [authors, title, container('Journal'), volume, issue, pages, issued, doi, url] },
  {
    type: 'book',
    label: 'Book',
    fields: [authors, editors, title, { variable: 'edition', label: 'Edition', kind: 'text' }, publisher, place, issued, { variable: 'ISBN', label: 'ISBN', kind: 'text' }, doi, url],
  },
  { type: 'chapter', label: 'Book chapter', fields: [authors, title, container('Book title'), editors, pages, publisher, place, issued, doi] },
  { type: 'webpage', label: 'Web page', fields: [authors, title, container('Website name'), issued, accessed, url] },
  { type: 'article-newspaper', label: 'Newspaper article', fields: [authors, title, container('Newspaper'), issued, pages, url] },
  {
    type: 'report',
    label: 'Report',
    fields: [authors, title, { variable: 'publisher', label: 'Institution or publisher', kind: 'text' }, { variable: 'number', label: 'Report number', kind: 'text' }, place, issued, doi, url],
  },
  {
    type: 'thesis',
    label: 'Thesis',
    fields: [authors, title, { variable: 'genre', label: 'Kind of thesis', kind: 'text', hint: 'Doctoral dissertation, Master’s thesis…' }, { variable: 'publisher', label: 'University', kind: 'text' }, place, issued, url],
  },
  {
    type: 'motion_picture',
    label: 'Video or film',
    fields: [{ ...authors, label: 'Creators', hint: 'Director or channel; one per line.' }, title, container('Platform or series'), issued, { variable: 'medium', label: 'Medium', kind: 'text', hint: 'Video, Film…' }, url],
  },
  {
    type: 'dataset',
    label: 'Dataset',
    fields: [authors, title, { variable: 'publisher', label: 'Repository', kind: 'text' }, { variable: 'version', label: 'Version', kind: 'text' }, issued, doi, url],
  },
  {
    type: 'paper-conference',
    label: 'Conference paper',
    fields: [authors, title, container('Proceedings'), { variable: 'event-title', label: 'Conference', kind: 'text' }, publisher, pages, issued, doi],
  },
];

export function findSourceType(type: string): SourceType | undefined {
  return SOURCE_TYPES.find((candidate) => candidate.type === type);
}

const NAME_VARIABLES = new Set(['author', 'editor', 'translator', 'director', 'container-author', 'composer', 'interviewer', 'recipient']);
const DATE_VARIABLES = new Set(['issued', 'accessed', 'event-date', 'original-date', 'submitted']);

/** How to type a variable the type's form does not list (a warning can name any field). */
export function fieldFor(variable: string): SourceField {
  const kind = NAME_VARIABLES.has(variable) ? 'names' : DATE_VARIABLES.has(variable) ? 'date' : 'text';
  return { variable, label: variable.replace(/[-_]/g, ' ').replace(/^./, (first) => first.toUpperCase()), kind };
}

/** The form's fields for an item: its type's fields, then any other variable the page was asked to show. */
export function fieldsFor(type: string, extra: readonly string[] = []): SourceField[] {
  const fields = findSourceType(type)?.fields ?? [authors, title, container('Container'), issued, doi, url];
  const known = new Set(fields.map((field) => field.variable));
  return [...fields, ...extra.filter((variable) => !known.has(variable) && variable !== 'type' && variable !== 'id').map(fieldFor)];
}
