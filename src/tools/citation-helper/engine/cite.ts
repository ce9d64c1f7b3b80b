import type { ToolRunContext } from '../../../platform/engine';
import { checkReadItemFields } from './check-item-fields';
import type { CitationResult, CslItem, ParsedCitationInput } from '../contract';
import { buildExports } from './export/build-exports';
import { formatReferences } from './format/format-references';
import { addTitleLanguages } from './format/add-title-languages';
import { addJournalAbbreviations } from './format/journal-abbreviations/abbreviate-journals';
import { resolveLocale } from './format/resolve-locale';
import { resolveStyle } from './format/resolve-style';
import { ensureSomeItems, mergeReads, readGivenItems, readSources } from './read-sources';
import { checkItemCount } from './read-source/source-caps';
import { makeIdsUnique } from './read-source/unique-ids';
import type { LookupSettings, ReadItems } from './source-reading';
import { usesHangingIndent } from './styles/style-info';
import { findStyleWarnings } from './warnings/find-warnings';
import { familyOfStyle } from './warnings/style-needs';

export interface CiteOptions {
  lookup?: LookupSettings;
  signal?: AbortSignal;
  responses?: ToolRunContext['responses'];
}

/** The citation helper: read the sources, format them with citeproc in the chosen style, and say what is missing. */
export async function cite(input: ParsedCitationInput, options: CiteOptions = {}): Promise<CitationResult> {
  // Style and locale first: a typo there is cheaper to report than after a network lookup.
  const style = resolveStyle(input.style, input.styleXml);
  const locale = resolveLocale(input.locale);
  const read = withUniqueIds(checkReadItemFields(await readAll(input, options)));
  ensureSomeItems(read);
  // The cap holds on what was read, whatever the form: items and a pasted source together, too.
  checkItemCount(read.items.length, 'What was given');
  options.signal?.throwIfAborted();

  // Formatting and the style's warnings see each title's language (no title case for a German title).
  const languaged = await addTitleLanguages(read.items);
  const formatted = formatReferences(addJournalAbbreviations(languaged), style, {
    locale,
    citationItems: input.citationItems,
    withCitations: input.output !== 'bibliography',
    links: input.links,
  });
  const bibliography = input.output === 'citation' ? [] : formatted.bibliography;
  const citations = input.output === 'bibliography' ? [] : formatted.citations;
  const result: CitationResult = {
    items: read.items,
    bibliography,
    citations,
    style: { id: style.id, title: style.title },
    warnings: [...read.warnings, ...findStyleWarnings(languaged, style)],
    origins: read.origins,
  };
  if (input.exports?.length && options.responses !== 'basic') {
    result.exports = await buildExports(input.exports, read.items, formatted.bibliography, {
      title: style.title,
      heading: headingOf(style.id, formatted.styleClass),
      hangingIndent: usesHangingIndent(style.xml),
    });
  }
  return result;
}

async function readAll(input: ParsedCitationInput, options: CiteOptions): Promise<ReadItems> {
  const given = readGivenItems((input.items ?? []) as CslItem[]);
  if (!input.source?.trim()) return given;
  const pasted = await readSources(input.source, { lookup: options.lookup, signal: options.signal });
  return mergeReads([given, pasted]);
}

/** Unique ids across everything read, with each origin following its item's new id. */
function withUniqueIds(read: ReadItems): ReadItems {
  const items = makeIdsUnique(read.items);
  const pending = read.origins.slice();
  const origins = read.items.flatMap((item, index) => {
    const at = pending.findIndex((origin) => origin.itemId === item.id);
    if (at < 0) return [];
    const [origin] = pending.splice(at, 1);
    return origin ? [{ ...origin, itemId: items[index]?.id ?? item.id }] : [];
  });
  return { items, origins, warnings: read.warnings };
}

/** The list's heading as each manual names it. */
function headingOf(styleId: string, styleClass: 'in-text' | 'note'): string {
  const family = familyOfStyle(styleId);
  if (family === 'mla') return 'Works Cited';
  if (family === 'chicago' && styleClass === 'note') return 'Bibliography';
  return 'References';
}
