import { ToolInputError } from '../../../../platform/engine';
import type { CslItem } from '../../contract';
import type { ParsedReference } from '../source-reading';
import { guessType } from './guess-type';
import { readReference, type ReadReference } from './read-reference';
import { splitReferences, stripNumbering } from './split-references';
import { takeIdentifiers, type TakenIdentifiers } from './take-identifiers';
import type { TaggerModel } from './tagger/decode-sequence';
import { loadTagger } from './tagger/load-tagger';
import { parseTaggedReference } from './tagger/parse-tagged-reference';

function dateParts(year: string, month?: number, day?: number): { 'date-parts': (string | number)[][] } {
  const parts: (string | number)[] = [Number(year)];
  if (month) parts.push(month);
  if (month && day) parts.push(day);
  return { 'date-parts': [parts] };
}

/** Fields the reader guessed at rather than read from an unambiguous cue; the page asks the user to confirm them. */
function listUncertain(reading: ReadReference, item: CslItem): string[] {
  const uncertain = new Set<string>();
  const { details } = reading;
  if (!reading.names.names.length) uncertain.add('author');
  if (reading.names.truncated) uncertain.add('author');
  if (!reading.year) uncertain.add('issued');
  if (!reading.title) uncertain.add('title');
  // Without volume or pages, a lone name after the title may be a journal, a site or a publisher.
  if (item['container-title'] && !details.volume && !details.page) uncertain.add('container-title');
  if (item.publisher && !details.place) uncertain.add('publisher');
  if (reading.layout === 'title-then-date' && !reading.names.names.length) uncertain.add('author');
  const solidBook = item.type === 'book' && Boolean(details.place || details.edition);
  if (!['article-journal', 'book', 'chapter'].includes(item.type) || !(details.volume || details.inside || solidBook)) uncertain.add('type');
  return [...uncertain];
}

function buildItem(reading: ReadReference, identifiers: TakenIdentifiers, index: number): CslItem {
  const { details } = reading;
  const item: CslItem = { id: `ref-${index + 1}`, type: guessType(reading, Boolean(identifiers.url)) };
  const set = (field: string, value: unknown) => {
    if (value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0)) item[field] = value;
  };
  set('author', reading.names.names);
  set('editor', details.editors);
  set('title', reading.title);
  if (reading.year) set('issued', dateParts(reading.year, reading.month, reading.day));
  set('container-title', details.container);
  set('volume', details.volume);
  set('issue', details.issue);
  set('page', details.page);
  set('publisher', details.publisher);
  set('publisher-place', details.place);
  set('edition', details.edition);
  set('genre', details.genre);
  set('DOI', identifiers.doi);
  set('URL', identifiers.url);
  return item;
}

/** One reference read by the hand-written rules (the parser before the tagger; kept for comparison). */
export function parseReferenceWithRules(reference: string, index: number): ParsedReference {
  const identifiers = takeIdentifiers(stripNumbering(reference));
  const reading = readReference(identifiers.rest);
  const item = buildItem(reading, identifiers, index);
  return { item, uncertainFields: listUncertain(reading, item) };
}

/**
 * The longest reference read as free text. A real one, a hundred authors included, stays under a few
 * thousand characters; the tagger's time grows faster than the length (20,000 quote marks in one: 1 s).
 */
const MAX_REFERENCE_CHARS = 5_000;

function refuseOverlongReference(reference: string, index: number): void {
  if (reference.length <= MAX_REFERENCE_CHARS) return;
  throw new ToolInputError(
    `Reference ${index + 1} is ${reference.length.toLocaleString('en-US')} characters long; one reference holds at most ${MAX_REFERENCE_CHARS.toLocaleString('en-US')}. Put each reference on its own line.`,
    { status: 413, code: 'field_too_long' },
  );
}

/**
 * Reads references copied from a bibliography (APA, MLA, Chicago, IEEE, Harvard, Vancouver and their
 * kin), one per line or paragraph, into CSL-JSON, listing the fields the reader is unsure of.
 */
export function parseFreeTextReferences(text: string, model: TaggerModel = loadTagger()): ParsedReference[] {
  return splitReferences(text).map((reference, index) => {
    refuseOverlongReference(reference, index);
    const { item, uncertainFields } = parseTaggedReference(model, reference, index);
    return { item, uncertainFields };
  });
}
