import type { CslItem } from '../../../contract';
import type { ReadNames } from '../read-names';
import { decodeScores, scoreEmissions, type TaggerModel } from './decode-sequence';
import type { FieldEvidence } from './field-uncertainty';
import { readNameList } from './read-name-list';
import { readTaggedFields, type TaggedFields } from './read-tagged-fields';
import { extractTokenFeatures } from './token-features';
import { scoreLabelProbabilities } from './token-marginals';
import { tokenizeReference } from './tokenize-reference';
import escapeStringRegexp from 'escape-string-regexp';

/** A reference as the tagger read it: the fields, the names split, and how sure it was of each field. */
export interface TaggedReading {
  fields: TaggedFields;
  names: ReadNames;
  editors: ReadNames;
  /** Per field: the smallest margin among its tokens and the tokens either side of it. */
  margins: Partial<Record<string, number>>;
  /** Per field: what the uncertainty calibration reads (the anchor is judged by the caller, from the item). */
  evidence: Partial<Record<string, Omit<FieldEvidence, 'unanchored'>>>;
  labels: string[];
}

/** How sure the tagger is of a field: its weakest token, or a neighbour that nearly joined it. */
function weakestAround(indexes: number[], values: number[]): number {
  const first = indexes[0] ?? 0;
  const last = indexes[indexes.length - 1] ?? 0;
  const around = [...indexes, first - 1, last + 1].filter((k) => k >= 0 && k < values.length);
  return Math.min(...around.map((k) => values[k] ?? Infinity));
}

export function tagReference(model: TaggerModel, text: string): TaggedReading {
  const tokens = tokenizeReference(text);
  const emissions = scoreEmissions(model, extractTokenFeatures(tokens));
  const decoded = decodeScores(emissions, model.transitions);
  const labels = decoded.labels.map((label) => model.labels[label] ?? 'other');
  const fields = readTaggedFields(tokens, labels, true);
  const probabilities = scoreLabelProbabilities(emissions, model.transitions, decoded.labels, model.uncertainty?.temperature ?? 1);
  const margins: Partial<Record<string, number>> = {};
  const evidence: TaggedReading['evidence'] = {};
  for (const [field, indexes] of Object.entries(fields.spans)) {
    if (!indexes?.length) continue;
    margins[field] = weakestAround(indexes, decoded.margins);
    const label = decoded.labels[indexes[0] ?? 0];
    const runs = decoded.labels.filter((current, k) => current === label && decoded.labels[k - 1] !== label).length;
    const meanProbability = indexes.reduce((sum, k) => sum + (probabilities[k] ?? 0), 0) / indexes.length;
    // A field a layout rule relabelled: the tagger's probabilities speak for the label it gave, not this one.
    const ruled = indexes.some((k) => fields.repaired?.[k] !== undefined && fields.repaired[k] !== labels[k]);
    evidence[field] = { margin: margins[field], probability: weakestAround(indexes, probabilities), tokens: indexes.length, meanProbability, split: runs > 1, ruled };
  }
  return {
    fields,
    names: fields.author ? readNameList(fields.author) : { names: [], truncated: false },
    editors: fields.editor ? readNameList(fields.editor) : { names: [], truncated: false },
    margins,
    evidence,
    labels,
  };
}

const NEWSPAPER = /\b(?:times|post|guardian|herald|tribune|gazette|daily|news|telegraph|independent|observer|chronicle)\b/i;

/**
 * The CSL type from what the tagger found (a journal, a book's container with editors, a thesis
 * label…) and the cues the rules also use: a newspaper's name, a day-level date, "[Video]", a quoted
 * stand-alone title with a publisher (styles quote reports, not books).
 */
export function guessTaggedType(fields: TaggedFields, hasUrl: boolean, text = ''): string {
  const genre = fields.genre ?? '';
  const container = fields['container-title'] ?? '';
  const titleQuoted = Boolean(fields.title && new RegExp(`[“"‘']\\s*${escapeStringRegexp(fields.title.slice(0, 12))}`).test(text));
  if (/dissertation|thesis|diss\b|th[eè]se|phd/i.test(genre)) return 'thesis';
  if (/\[(?:online )?video\]|video|film/i.test(`${genre} ${text}`)) return 'motion_picture';
  if (/report|working paper|technical/i.test(genre)) return 'report';
  if (/\bjournal\b/i.test(container)) return 'article-journal';
  if (/proceedings|conference|symposium|workshop|\bproc\b|advances in/i.test(container)) return 'paper-conference';
  if (container && NEWSPAPER.test(container) && !fields.volume) return 'article-newspaper';
  if (fields.journal && (fields.volume || fields.page || !fields.day)) return 'article-journal';
  if (container && (fields.editor || fields.publisher)) return 'chapter';
  if (container && (fields.volume || fields.page)) return 'article-journal';
  if (container && hasUrl) return 'webpage';
  if (container) return fields.day ? 'article-newspaper' : 'article-journal';
  if (titleQuoted && fields.publisher) return 'report';
  if (/\breport\b/i.test(fields.title ?? '') && fields.publisher) return 'report';
  if (hasUrl && !fields.publisher) return 'webpage';
  return 'book';
}

/** "5441–4" → "5441-5444": a range written out in full with a hyphen, as the rest of the tool stores pages. */
export function writePageRange(page: string): string {
  const [first = '', last] = page.split(/[-–—]+/);
  if (!last) return first;
  const full = last.length < first.length && /^\d+$/.test(first) && /^\d+$/.test(last) ? first.slice(0, first.length - last.length) + last : last;
  return `${first}-${full}`;
}

/** The tagged fields as a CSL item (identifiers are left to the caller, which reads them by rule). */
export function buildTaggedItem(reading: TaggedReading, id: string, hasUrl: boolean, text = ''): CslItem {
  const { fields } = reading;
  const item: CslItem = { id, type: guessTaggedType(fields, hasUrl, text) };
  const set = (field: string, value: unknown) => {
    if (value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0)) item[field] = value;
  };
  set('author', reading.names.names);
  set('editor', reading.editors.names);
  set('title', fields.title);
  if (fields.year) set('issued', { 'date-parts': [[Number(fields.year), ...(fields.month ? [fields.month] : []), ...(fields.month && fields.day ? [fields.day] : [])]] });
  set('container-title', fields['container-title']);
  set('collection-title', fields['collection-title']);
  set('volume', fields.volume);
  set('issue', fields.issue);
  set('page', fields.page ? writePageRange(fields.page) : undefined);
  set('publisher', fields.publisher);
  set('publisher-place', fields['publisher-place']);
  set('edition', fields.edition);
  set('genre', fields.genre);
  return item;
}
