import type { CslItem } from '../../../contract';
import type { ReadItems } from '../../source-reading';
import { LookupFailure } from '../lookup-failure';
import { fetchForLookup, readJsonBody, type LookupRequest } from '../lookup-request';
import { collapseSpaces } from '../read/clean-text';
import { dropEmptyFields, joinUrl } from '../read/drop-empty-fields';
import { makeCitationKey } from '../read/make-citation-key';
import { normalizeIsbn } from '../read/normalize-identifier';
import { readLooseDate } from '../read/read-loose-date';
import { readPersonName, type CslName } from '../read/read-person-name';

const SERVICE = 'Open Library';

/** The part of an Open Library edition record (`/isbn/<isbn>.json`) this reader uses. */
interface OpenLibraryEdition {
  title?: string;
  subtitle?: string;
  publishers?: string[];
  publish_date?: string;
  publish_places?: string[];
  edition_name?: string;
  number_of_pages?: number;
  by_statement?: string;
  authors?: { key?: string }[];
  works?: { key?: string }[];
  languages?: { key?: string }[];
}

/**
 * An ISBN through Open Library: the edition record, then its authors' names (an edition names its authors
 * by key; when it names none, its work does). The edition gives what a book reference needs: title,
 * edition statement, publisher, place and year.
 */
export async function lookupIsbn(value: string, request: LookupRequest): Promise<ReadItems> {
  const isbn = normalizeIsbn(value);
  const edition = (await fetchRecord(`isbn/${isbn}.json`, request)) as OpenLibraryEdition | null;
  if (!edition?.title) {
    throw new LookupFailure('not-found', `${SERVICE} has no book with ISBN ${isbn}. Check the number, or enter the book by hand.`);
  }
  const authorKeys = await findAuthorKeys(edition, request);
  const authors = await Promise.all(authorKeys.map((key) => fetchAuthorName(key, request)));
  const named = authors.filter((name): name is CslName => Boolean(name));
  const fields = dropEmptyFields({
    type: 'book',
    title: joinTitle(edition.title, edition.subtitle),
    author: named,
    issued: readLooseDate(edition.publish_date),
    publisher: cleanPublisher(edition.publishers?.[0]),
    'publisher-place': cleanPlace(edition.publish_places?.[0]),
    edition: readEdition(edition.edition_name),
    'number-of-pages': edition.number_of_pages ? String(edition.number_of_pages) : undefined,
    ISBN: isbn,
    language: readLanguage(edition.languages?.[0]?.key),
  });
  const item = { id: makeCitationKey(fields as Omit<CslItem, 'id'>), ...fields } as CslItem;
  // Open Library is crowd-edited: an author record that failed to load, or a name kept whole, needs a look.
  const authorDoubtful = named.length < authorKeys.length || (!named.length && Boolean(edition.by_statement)) || named.some((name) => name.literal);
  const uncertainFields = authorDoubtful ? ['author'] : [];
  return { items: [item], origins: [{ itemId: item.id, from: 'isbn', uncertainFields }], warnings: [] };
}

async function fetchRecord(path: string, request: LookupRequest): Promise<unknown> {
  const response = await fetchForLookup(joinUrl(request.settings.openLibraryUrl, path), request, SERVICE);
  return response ? readJsonBody(response, request, SERVICE) : null;
}

async function findAuthorKeys(edition: OpenLibraryEdition, request: LookupRequest): Promise<string[]> {
  const own = (edition.authors ?? []).flatMap((author) => (author.key ? [author.key] : []));
  if (own.length || !edition.works?.[0]?.key) return own;
  const work = (await fetchRecord(`${edition.works[0].key}.json`, request)) as { authors?: { author?: { key?: string } }[] } | null;
  return (work?.authors ?? []).flatMap((entry) => (entry.author?.key ? [entry.author.key] : []));
}

async function fetchAuthorName(key: string, request: LookupRequest): Promise<CslName | undefined> {
  if (!/^\/authors\/OL\d+A$/.test(key)) return undefined;
  try {
    const author = (await fetchRecord(`${key}.json`, request)) as { name?: string; personal_name?: string } | null;
    const name = author?.personal_name ?? author?.name;
    return name ? readPersonName(name) : undefined;
  } catch (error) {
    // One author record that will not load should not cost the user the whole book; the deadline still applies.
    if (error instanceof LookupFailure && error.reason !== 'timeout') return undefined;
    throw error;
  }
}

function joinTitle(title: string, subtitle: string | undefined): string {
  const main = collapseSpaces(title);
  return subtitle ? `${main.replace(/[:.]$/, '')}: ${collapseSpaces(subtitle)}` : main;
}

/** "2nd ed." / "Second edition" / "3" → "2" / "2" / "3": CSL wants the number, the style adds "ed.". */
function readEdition(edition: string | undefined): string | undefined {
  if (!edition) return undefined;
  const ordinal = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth'];
  const lower = edition.toLowerCase();
  const digits = /(\d+)/.exec(lower)?.[1];
  const word = ordinal.findIndex((name) => lower.includes(name));
  const number = digits ?? (word >= 0 ? String(word + 1) : undefined);
  if (number === '1') return undefined;
  return number ?? collapseSpaces(edition.replace(/\.$/, ''));
}

function cleanPublisher(publisher: string | undefined): string | undefined {
  return publisher ? collapseSpaces(publisher).replace(/[,;:]$/, '') : undefined;
}

// Catalogue places come as "London ; New York" or "[New York]".
function cleanPlace(place: string | undefined): string | undefined {
  return place ? collapseSpaces(place.replace(/[[\]]/g, '').split(/\s*;\s*/)[0] ?? '').replace(/[,:]$/, '') : undefined;
}

const LANGUAGES: Record<string, string> = { eng: 'en', fre: 'fr', fra: 'fr', ger: 'de', deu: 'de', spa: 'es', ita: 'it', por: 'pt', dut: 'nl' };

function readLanguage(key: string | undefined): string | undefined {
  return key ? LANGUAGES[key.replace('/languages/', '')] : undefined;
}
