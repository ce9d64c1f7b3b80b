import type { ParsedReference } from '../../source-reading';
import { takeIdentifiers } from '../take-identifiers';
import type { TaggerModel } from './decode-sequence';
import { flagsShapeOutright, hasDoubtfulShape } from './field-shape-doubts';
import { hasTellingShape } from './field-telling-shapes';
import { estimateWrongChance, type FieldEvidence } from './field-uncertainty';
import { withoutKeyBeforeNames } from './read-citation-keys';
import { isKnownSite, isWholeQuotation } from './read-title-first-layouts';
import { buildTaggedItem, tagReference } from './tag-reference';
import { hasUnclosedQuotation, isLoneRunBeforeLink } from './title-boundary-doubts';

/** Fields flagged whenever their value is misshapen, whatever the tagger's confidence. */
const SHAPE_FLAGGED_FIELDS = ['author', 'title', 'publisher', 'publisher-place', 'volume', 'page', 'issued'];

const TELLING_SHAPE_FIELDS = ['author', 'editor', 'title', 'container-title', 'publisher', 'publisher-place', 'page'];

/** Which item field each tagged field's margin speaks for. */
const FIELD_OF_SPAN: Record<string, string> = { year: 'issued' };

/**
 * Reads one reference with the tagger: fields from the tagger, names split by rule, DOI and URL by
 * rule (their shapes are unambiguous). A field is uncertain when the calibration (field-uncertainty.ts)
 * gives it at least the model's threshold chance of being wrong — or, for a model without one, when
 * its margin is below the model's margin — or when a field every reference has (author, title, year)
 * was not found.
 */
export function parseTaggedReference(model: TaggerModel, printed: string, index: number): ParsedReference & { margins: Partial<Record<string, number>>; evidence: Partial<Record<string, FieldEvidence>> } {
  // "[Lay] Lay, T.; …": a bibliography's key before the names is read as no part of the reference (read-citation-keys.ts).
  const reference = withoutKeyBeforeNames(printed);
  const identifiers = takeIdentifiers(reference);
  const reading = tagReference(model, reference);
  const item = buildTaggedItem(reading, `ref-${index + 1}`, Boolean(identifiers.url ?? reading.fields.URL), reference);
  const doi = identifiers.doi ?? reading.fields.DOI;
  const url = identifiers.url ?? reading.fields.URL;
  if (doi) item.DOI = doi;
  if (url) item.URL = url;
  // A lone name after the title, with no volume, pages or place to say what it is, may be a site, a
  // journal or a publisher: whichever the tagger chose is a guess.
  const unanchored: Partial<Record<string, boolean>> = {
    'container-title': Boolean(item['container-title'] && !item.volume && !item.page && !item.DOI && !isKnownSite(item['container-title'])),
    publisher: Boolean(item.publisher && !item['publisher-place'] && !item['container-title']),
  };
  const uncertain = new Set<string>();
  const margins: Partial<Record<string, number>> = {};
  const evidence: Partial<Record<string, FieldEvidence>> = {};
  for (const [span, read] of Object.entries(reading.evidence)) {
    const field = FIELD_OF_SPAN[span] ?? span;
    if (!read) continue;
    margins[field] = read.margin;
    evidence[field] = { ...read, unanchored: unanchored[field] ?? false, doubtfulShape: hasDoubtfulShape(field, item) };
    const flagged = model.uncertainty
      ? estimateWrongChance(model.uncertainty, field, evidence[field]) >= model.uncertainty.threshold
      : read.margin < (model.fieldMargins?.[field] ?? model.uncertainMargin) || Boolean(unanchored[field]);
    if (flagged) uncertain.add(field);
  }
  // A misshapen title, name list, publisher or place (field-shape-doubts.ts) was wrong 45 times in 65
  // out of fold (dev, 2026-11-29); a misshapen container only 4 in 21, so it is left to the calibration,
  // as are a one-word title and a long publisher since 2026-12-01 (right more often than not).
  const quotedTitle = isWholeQuotation(item.title, reference);
  for (const field of SHAPE_FLAGGED_FIELDS) if (flagsShapeOutright(field, item) && !(field === 'title' && quotedTitle)) uncertain.add(field);
  // Shapes a right field almost never has (field-telling-shapes.ts), flagged whatever the tagger thought.
  for (const field of TELLING_SHAPE_FIELDS) if (hasTellingShape(field, item) && !(field === 'title' && quotedTitle)) uncertain.add(field);
  // A title that is exactly a quotation of the reference's was marked as the title by its author. Of the
  // quoted titles this stops flagging, none is wrong on collected-3-tune (dev, round 5) and one of 13 on
  // anystyle and GROBID read by the shipped model (a gold that puts '"Ruth."' in the author).
  if (quotedTitle) uncertain.delete('title');
  // Session 45: where the title's edge is a guess (title-boundary-doubts.ts), and a name list with a piece of punctuation left out
  // (drop-letterless-names.ts).
  if (item.title && hasUnclosedQuotation(reference)) uncertain.add('title');
  // A quoted title ("\"Random Mapping Statistics\" <https://…>") was marked as one by its writer: no guess.
  if (!quotedTitle && isLoneRunBeforeLink(item)) ['author', 'title'].forEach((field) => uncertain.add(field));
  if (reading.names.dropped) uncertain.add('author');
  if (reading.editors.dropped) uncertain.add('editor');
  // A site named by its known name (Wikipedia, MathWorld…) was read by rule, not guessed.
  if (isKnownSite(item['container-title'])) uncertain.delete('container-title');
  // A DOI or link read by rule from its own shape is sure, whatever the tagger thought of the tokens.
  if (identifiers.doi) uncertain.delete('DOI');
  if (identifiers.url) uncertain.delete('URL');
  if (!item.author && !item.editor) uncertain.add('author');
  if (!item.title) uncertain.add('title');
  if (!item.issued) uncertain.add('issued');
  // The type is inferred from which fields exist; only a journal with a volume or pages is solid.
  if (!(item.type === 'article-journal' && (item.volume || item.page)) && item.type !== 'thesis') uncertain.add('type');
  return { item, uncertainFields: [...uncertain], margins, evidence };
}
