import type { ParsedReference } from '../../source-reading';
import { takeIdentifiers } from '../take-identifiers';
import type { TaggerModel } from './decode-sequence';
import { buildTaggedItem, tagReference } from './tag-reference';

/** Which item field each tagged field's margin speaks for. */
const FIELD_OF_SPAN: Record<string, string> = { year: 'issued' };

/**
 * Reads one reference with the tagger: fields from the tagger, names split by rule, DOI and URL by
 * rule (their shapes are unambiguous). A field is uncertain when its margin is below the model's
 * threshold, or when a field every reference has (author, title, year) was not found.
 */
export function parseTaggedReference(model: TaggerModel, reference: string, index: number): ParsedReference & { margins: Partial<Record<string, number>> } {
  const identifiers = takeIdentifiers(reference);
  const reading = tagReference(model, reference);
  const item = buildTaggedItem(reading, `ref-${index + 1}`, Boolean(identifiers.url ?? reading.fields.URL), reference);
  const doi = identifiers.doi ?? reading.fields.DOI;
  const url = identifiers.url ?? reading.fields.URL;
  if (doi) item.DOI = doi;
  if (url) item.URL = url;
  const uncertain = new Set<string>();
  const margins: Partial<Record<string, number>> = {};
  for (const [span, margin] of Object.entries(reading.margins)) {
    const field = FIELD_OF_SPAN[span] ?? span;
    if (margin === undefined) continue;
    margins[field] = margin;
    if (margin < (model.fieldMargins?.[field] ?? model.uncertainMargin)) uncertain.add(field);
  }
  // A DOI or link read by rule from its own shape is sure, whatever the tagger thought of the tokens.
  if (identifiers.doi) uncertain.delete('DOI');
  if (identifiers.url) uncertain.delete('URL');
  // A lone name after the title, with no volume, pages or place to say what it is, may be a site, a
  // journal or a publisher: whichever the tagger chose is a guess.
  if (item['container-title'] && !item.volume && !item.page && !item.DOI) uncertain.add('container-title');
  if (item.publisher && !item['publisher-place'] && !item['container-title']) uncertain.add('publisher');
  if (!item.author && !item.editor) uncertain.add('author');
  if (!item.title) uncertain.add('title');
  if (!item.issued) uncertain.add('issued');
  // The type is inferred from which fields exist; only a journal with a volume or pages is solid.
  if (!(item.type === 'article-journal' && (item.volume || item.page)) && item.type !== 'thesis') uncertain.add('type');
  return { item, uncertainFields: [...uncertain], margins };
}
