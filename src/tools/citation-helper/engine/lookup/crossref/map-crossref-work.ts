import type { CslName } from '../read/read-person-name';
import { toCslRichText } from '../read/clean-text';
import { dropEmptyFields } from '../read/drop-empty-fields';
import type { CslDate } from '../read/read-loose-date';

/** The part of a Crossref `/works/<doi>` message this reader uses (the REST API's "work" object). */
export interface CrossrefWork {
  DOI?: string;
  type?: string;
  subtype?: string;
  title?: string[];
  subtitle?: string[];
  'container-title'?: string[];
  'short-container-title'?: string[];
  author?: CrossrefPerson[];
  editor?: CrossrefPerson[];
  translator?: CrossrefPerson[];
  issued?: CrossrefDate;
  'published-print'?: CrossrefDate;
  'published-online'?: CrossrefDate;
  published?: CrossrefDate;
  created?: CrossrefDate;
  volume?: string;
  issue?: string;
  page?: string;
  'article-number'?: string;
  publisher?: string;
  'publisher-location'?: string;
  ISSN?: string[];
  ISBN?: string[];
  URL?: string;
  language?: string;
  'edition-number'?: string;
  event?: { name?: string; location?: string };
  institution?: { name?: string; place?: string[] }[];
  'group-title'?: string;
}

interface CrossrefPerson {
  given?: string;
  family?: string;
  suffix?: string;
  name?: string;
}

interface CrossrefDate {
  'date-parts'?: (number | null)[][];
}

// Crossref's work types (api.crossref.org/types) and the CSL types they are.
const CSL_TYPES: Record<string, string> = {
  'journal-article': 'article-journal',
  'book-chapter': 'chapter',
  'book-section': 'chapter',
  'book-part': 'chapter',
  'book-track': 'chapter',
  book: 'book',
  monograph: 'book',
  'edited-book': 'book',
  'reference-book': 'book',
  'book-set': 'book',
  'book-series': 'book',
  'proceedings-article': 'paper-conference',
  proceedings: 'book',
  'posted-content': 'article',
  dissertation: 'thesis',
  report: 'report',
  'report-component': 'report',
  'report-series': 'report',
  dataset: 'dataset',
  database: 'dataset',
  standard: 'standard',
  'reference-entry': 'entry-encyclopedia',
  'peer-review': 'review',
  'journal-issue': 'periodical',
  journal: 'periodical',
  component: 'article',
};

/** A Crossref work as CSL-JSON (no id yet): what the styles read, with Crossref's markup cleaned. */
export function mapCrossrefWork(work: CrossrefWork): Record<string, unknown> {
  const type = CSL_TYPES[work.type ?? ''] ?? 'article-journal';
  const title = joinTitle(work.title?.[0], work.subtitle?.[0]);
  const issued = readDate(work.issued) ?? readDate(work['published-print']) ?? readDate(work['published-online']) ?? readDate(work.published);
  const institution = work.institution?.[0];
  const item: Record<string, unknown> = {
    type,
    title,
    'container-title': firstText(work['container-title']),
    'container-title-short': firstText(work['short-container-title']),
    author: readPeople(work.author),
    editor: readPeople(work.editor),
    translator: readPeople(work.translator),
    issued,
    volume: work.volume,
    issue: work.issue,
    page: work.page?.replace(/\s+/g, ''),
    // An article number (eLocator) stands where pages would: APA prints it as "Article 123".
    number: work.page ? undefined : work['article-number'],
    publisher: readPublisher(work, type),
    'publisher-place': work['publisher-location'] ?? institution?.place?.[0],
    ISSN: work.ISSN?.[0],
    ISBN: work.ISBN?.[0],
    DOI: work.DOI,
    language: work.language,
    edition: work['edition-number'],
    'event-title': work.event?.name,
    'event-place': work.event?.location,
  };
  return dropEmptyFields(item);
}

function readPublisher(work: CrossrefWork, type: string): string | undefined {
  const institution = work.institution?.[0]?.name;
  // A preprint's repository is its "publisher" in CSL (APA: "… [Preprint]. PsyArXiv."), not the company behind it.
  if (type === 'article') return institution ?? work['group-title'] ?? firstText(work['container-title']) ?? work.publisher;
  if (type === 'thesis' || type === 'report') return work.publisher ?? institution;
  return work.publisher;
}

function joinTitle(title: string | undefined, subtitle: string | undefined): string | undefined {
  if (!title) return undefined;
  const main = toCslRichText(title);
  const sub = subtitle ? toCslRichText(subtitle) : '';
  // Some publishers repeat the subtitle inside the title already.
  if (!sub || main.toLowerCase().includes(sub.toLowerCase())) return main;
  return `${main.replace(/[:.]$/, '')}: ${sub}`;
}

function firstText(values: string[] | undefined): string | undefined {
  const value = values?.find((text) => text.trim());
  return value ? toCslRichText(value) : undefined;
}

function readPeople(people: CrossrefPerson[] | undefined): CslName[] | undefined {
  const names = (people ?? []).flatMap((person): CslName[] => {
    if (person.family) {
      return [{ family: person.family.trim(), ...(person.given ? { given: person.given.trim() } : {}), ...(person.suffix ? { suffix: person.suffix } : {}) }];
    }
    // A name without a family part is an organisation or a consortium.
    const literal = (person.name ?? person.given)?.trim();
    return literal ? [{ literal }] : [];
  });
  return names.length ? names : undefined;
}

function readDate(date: CrossrefDate | undefined): CslDate | undefined {
  const parts = date?.['date-parts']?.[0]?.filter((part): part is number => typeof part === 'number');
  return parts?.length ? { 'date-parts': [parts] } : undefined;
}
