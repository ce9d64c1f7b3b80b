import type { CiteprocCitation, CiteprocEngine } from '@citation-js/core';
import { ToolInputError } from '../../../../platform/engine';
import type { CslItem, ParsedCitationInput } from '../../contract';
import { getCslPlugin } from './citation-js';
import { registerLocales } from './resolve-locale';
import type { ResolvedStyle } from './resolve-style';
import { stripEntryWrapper, trimTextEntry } from './strip-entry-wrapper';

export type CitationItemsInput = NonNullable<ParsedCitationInput['citationItems']>;

export interface FormattedReferences {
  bibliography: { id: string; text: string; html: string }[];
  citations: { text: string; html: string }[];
  /** "note" styles (Chicago notes) give footnotes; "in-text" styles give parenthetical or numbered citations. */
  styleClass: 'in-text' | 'note';
}

interface FormatRun {
  bibliography: { id: string; entry: string }[];
  citations: string[];
  styleClass: 'in-text' | 'note';
}

/**
 * Bibliography and citations in one citeproc pass per output format, so numbered styles (IEEE,
 * Vancouver) number the list in the order the citations first name each source.
 */
export function formatReferences(
  items: CslItem[],
  style: ResolvedStyle,
  options: { locale?: string; citationItems?: CitationItemsInput; withCitations?: boolean; links?: boolean },
): FormattedReferences {
  // A bare reference list skips citation processing (disambiguation across citations is the slow part).
  const citations = options.withCitations === false && !options.citationItems?.length ? undefined : buildCitations(items, options.citationItems);
  const html = runCiteproc(items, style, options.locale, citations, 'html', options.links);
  const text = runCiteproc(items, style, options.locale, citations, 'text');
  return {
    bibliography: html.bibliography.map((entry, index) => ({
      id: entry.id,
      html: stripEntryWrapper(entry.entry),
      text: trimTextEntry(text.bibliography[index]?.entry ?? ''),
    })),
    citations: html.citations.map((citation, index) => ({ html: citation, text: text.citations[index] ?? '' })),
    styleClass: html.styleClass,
  };
}

/** One citation per inner list; by default every source cited on its own, in the order given. */
function buildCitations(items: CslItem[], citationItems: CitationItemsInput | undefined): CitationItemsInput {
  if (!citationItems?.length) return items.map((item) => [{ id: item.id }]);
  const known = new Set(items.map((item) => item.id));
  citationItems.forEach((citation, index) => {
    const unknown = citation.find((cited) => !known.has(cited.id));
    if (unknown) throw new ToolInputError(`Citation ${index + 1} names the source "${unknown.id}", which is not among the sources.`);
  });
  return citationItems;
}

function runCiteproc(
  items: CslItem[],
  style: ResolvedStyle,
  locale: string | undefined,
  citationItems: CitationItemsInput | undefined,
  format: 'html' | 'text',
  links = false,
): FormatRun {
  registerLocales();
  const engine = createEngine(items, style, locale ?? style.defaultLocale, format);
  // citation-js caches engines per style/locale/format and resets this flag, so set it on every run.
  engine.opt.development_extensions.wrap_url_and_doi = links;
  const styleClass = engine.opt.xclass === 'note' ? 'note' : 'in-text';
  const rendered = citationItems ? renderCitations(engine, items, citationItems, styleClass, style, format) : [];
  if (!citationItems) guardCiteproc(style, () => engine.updateItems(items.map((item) => item.id)));
  const bibliography = guardCiteproc(style, () => engine.makeBibliography());
  return {
    // A citation left empty (suppress-author with nothing else to print) is empty, not citeproc's placeholder.
    citations: rendered,
    bibliography: bibliography
      ? bibliography[1].map((entry, index) => ({ id: String(bibliography[0].entry_ids[index]?.[0] ?? ''), entry }))
      : [],
    styleClass,
  };
}

function renderCitations(
  engine: CiteprocEngine,
  items: CslItem[],
  citationItems: CitationItemsInput,
  styleClass: 'in-text' | 'note',
  style: ResolvedStyle,
  format: string,
): string[] {
  const cited = new Set(citationItems.flat().map((item) => item.id));
  const uncited = items.map((item) => item.id).filter((id) => !cited.has(id));
  // Notes are numbered so "ibid." and short forms follow the order of the document.
  const citations: CiteprocCitation[] = citationItems.map((list, index) => ({
    citationID: `citation-${index + 1}`,
    citationItems: list.map((item) => ({ ...item })),
    properties: { noteIndex: styleClass === 'note' ? index + 1 : 0 },
  }));
  const rendered = guardCiteproc(style, () => engine.rebuildProcessorState(citations, format, uncited));
  // A citation left empty (suppress-author with nothing else to print) is empty, not citeproc's placeholder.
  return rendered.map(([, , output]) => (output.includes('[NO_PRINTED_FORM]') ? '' : output));
}

function createEngine(items: CslItem[], style: ResolvedStyle, locale: string | undefined, format: string): CiteprocEngine {
  return guardCiteproc(style, () => getCslPlugin().engine(items, style.engineName, locale, format));
}

/** citeproc throws plain errors for a broken custom style; that is the user's file, so a 400 with citeproc's words. */
function guardCiteproc<T>(style: ResolvedStyle, run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (style.id !== 'custom') throw error;
    const reason = error instanceof Error ? error.message : String(error);
    throw new ToolInputError(`The style could not be used: ${reason.slice(0, 300)}`);
  }
}
