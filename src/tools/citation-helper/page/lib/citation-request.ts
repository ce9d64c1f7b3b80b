import type { CitationInput, CslItem } from '../api/format-citations';

/** One source in the citation being built, as the user set it up. */
export interface CitedSource {
  id: string;
  locator: string;
  /** A CSL locator term: "page", "chapter", "figure"… */
  label: string;
  prefix: string;
  suffix: string;
  suppressAuthor: boolean;
}

/** CSL's locator terms a student most often needs, in the order they are needed. */
export const LOCATOR_LABELS = ['page', 'chapter', 'section', 'paragraph', 'figure', 'table', 'line', 'volume', 'verse', 'note'] as const;

export function newCitedSource(id: string): CitedSource {
  return { id, locator: '', label: 'page', prefix: '', suffix: '', suppressAuthor: false };
}

/** One in-text citation of the chosen sources, through the engine's citationItems, in the list's style and locale. */
export function buildCitationRequest(
  list: { style: string; styleXml: string | null; locale: string | null; items: readonly CslItem[] },
  cited: readonly CitedSource[],
): CitationInput {
  return {
    style: list.style,
    ...(list.styleXml && { styleXml: list.styleXml }),
    ...(list.locale && { locale: list.locale }),
    items: [...list.items],
    output: 'citation',
    format: 'html',
    citationItems: [
      cited.map((source) => ({
        id: source.id,
        ...(source.locator.trim() && { locator: source.locator.trim(), label: source.label }),
        // citeproc prints prefix and suffix verbatim: "see" needs its space, "emphasis added" its comma.
        ...(source.prefix.trim() && { prefix: `${source.prefix.trim()} ` }),
        ...(source.suffix.trim() && { suffix: /^[,;.:)\]]/.test(source.suffix.trim()) ? source.suffix.trim() : `, ${source.suffix.trim()}` }),
        ...(source.suppressAuthor && { 'suppress-author': true }),
      })),
    ],
  };
}
