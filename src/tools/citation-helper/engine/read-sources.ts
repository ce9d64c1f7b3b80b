import { ToolInputError } from '../../../platform/engine';
import type { CslItem } from '../contract';
import { detectSourceFormat } from './read-source/detect-source-format';
import { parseFreeTextReferences } from './free-text/parse-free-text-references';
import { splitReferences } from './free-text/split-references';
import { isUnreadableReference, unreadableReferenceWarning } from './free-text/unreadable-references';
import { confirmReferences } from './lookup/crossref/confirm-references';
import { lookupIdentifier } from './lookup/lookup-identifier';
import { readIdentifier } from './read-source/read-identifier';
import { readBibtex, readCslJson, readRis } from './read-source/read-structured';
import { warnTruncatedNames } from './read-source/warn-truncated-names';
import { checkItemCount } from './read-source/source-caps';
import type { CitationWarning, Identifier, ItemOrigin, LookupSettings, ReadItems } from './source-reading';

export interface ReadSourceOptions {
  /** Absent when the server has no lookups configured: identifiers then give a clear warning. */
  lookup?: LookupSettings;
  signal?: AbortSignal;
}

/**
 * Whatever was pasted, as CSL items: CSL-JSON, BibTeX and RIS are read whole; otherwise each line that
 * is an identifier (DOI, ISBN, arXiv, PubMed, URL) is looked up and the other lines are free-text references.
 */
export async function readSources(source: string, options: ReadSourceOptions = {}): Promise<ReadItems> {
  const format = detectSourceFormat(source);
  if (format === 'csl-json') return fromStructured(readCslJson(source), 'csl-json');
  if (format === 'bibtex') {
    const read = fromStructured(readBibtex(source), 'bibtex');
    return { ...read, warnings: warnTruncatedNames(source, read.items) };
  }
  if (format === 'ris') return fromStructured(readRis(source), 'ris');
  return readLines(source, options);
}

/** Items given directly as CSL-JSON in the request. */
export function readGivenItems(items: CslItem[]): ReadItems {
  return fromStructured(items, 'csl-json');
}

function fromStructured(items: CslItem[], from: ItemOrigin['from']): ReadItems {
  return { items, origins: items.map((item) => ({ itemId: item.id, from, uncertainFields: [] })), warnings: [] };
}

async function readLines(source: string, options: ReadSourceOptions): Promise<ReadItems> {
  const identifiers: Identifier[] = [];
  const references: string[] = [];
  for (const line of source.split('\n')) {
    const identifier = readIdentifier(line);
    if (identifier) identifiers.push(identifier);
    else references.push(line);
  }
  // Before any lookup: each identifier is a request to another server.
  checkItemCount(identifiers.length, 'The list of identifiers');
  const looked = await lookUpAll(identifiers, options);
  const parsed = fromFreeText(references.join('\n'));
  // A server that looks up identifiers also checks free-text references against Crossref.
  const checked = options.lookup && parsed.items.length > 0 ? await confirmReferences(parsed, options.lookup, options.signal) : parsed;
  return mergeReads([looked, checked]);
}

async function lookUpAll(identifiers: Identifier[], options: ReadSourceOptions): Promise<ReadItems> {
  if (!identifiers.length) return { items: [], origins: [], warnings: [] };
  if (!options.lookup) {
    return {
      items: [],
      origins: [],
      warnings: identifiers.map((id) => ({
        itemId: '',
        field: id.kind === 'url' ? 'URL' : id.kind === 'doi' ? 'DOI' : id.kind.toUpperCase(),
        message: `This server cannot look up identifiers, so ${id.value} was not read. Paste the full reference or fill in the form instead.`,
      })),
    };
  }
  const settings = options.lookup;
  const reads = await Promise.all(identifiers.map((id) => lookUpOne(id, settings, options.signal)));
  return mergeReads(reads);
}

async function lookUpOne(id: Identifier, settings: LookupSettings, signal: AbortSignal | undefined): Promise<ReadItems> {
  try {
    return await lookupIdentifier(id, settings, signal);
  } catch (error) {
    if (signal?.aborted) throw error;
    const message = error instanceof Error ? error.message : String(error);
    const warning: CitationWarning = { itemId: '', field: id.kind === 'doi' ? 'DOI' : id.kind, message };
    return { items: [], origins: [], warnings: [warning] };
  }
}

function fromFreeText(text: string): ReadItems {
  if (!text.trim()) return { items: [], origins: [], warnings: [] };
  const parsed = parseFreeTextReferences(text);
  checkItemCount(parsed.length, 'The list of references');
  // A line that is not a reference ("9999999999…") is left out with a warning rather than formatted as an empty
  // entry; when nothing else was given, ensureSomeItems refuses the request with that warning as its reason.
  const texts = splitReferences(text);
  const unreadable = parsed.map((reference, index) => isUnreadableReference(texts[index] ?? '', reference.item));
  const kept = parsed.filter((_, index) => !unreadable[index]);
  return {
    items: kept.map((reference) => reference.item),
    origins: kept.map((reference) => ({ itemId: reference.item.id, from: 'free-text', uncertainFields: reference.uncertainFields })),
    warnings: texts.flatMap((reference, index) => (unreadable[index] ? [unreadableReferenceWarning(reference, index)] : [])),
  };
}

export function mergeReads(reads: ReadItems[]): ReadItems {
  return {
    items: reads.flatMap((read) => read.items),
    origins: reads.flatMap((read) => read.origins),
    warnings: reads.flatMap((read) => read.warnings),
  };
}

/** Nothing could be read at all: say why (the lookups' own messages) rather than format an empty list. */
export function ensureSomeItems(read: ReadItems): void {
  if (read.items.length) return;
  const reasons = read.warnings.map((warning) => warning.message).join(' ');
  throw new ToolInputError(reasons || 'No source could be read from what was given.');
}
