/**
 * What a page reads of a measured figure (src/web/lib/figures.ts and the tools' measured-figures
 * views): the rest (the data set's path, the commit, the command that measures it again) is for the
 * READMEs. Every tool page bundles every figures.json, and with the data sets' descriptions and
 * commands they had grown past 14 KB of the shared page chunk, enough to push two tool pages over
 * their 200 KB first-load budget (e2e/page-weight.spec.ts).
 */
export const FIGURE_FIELDS_FOR_PAGES = ['id', 'label', 'value', 'unit', 'decimals', 'count', 'n', 'interval', 'split', 'method', 'date'] as const;

/** A figures.json's text with each figure cut to FIGURE_FIELDS_FOR_PAGES (and the file to its tool and figures). */
export function trimFiguresFile(json: string): string {
  const file = JSON.parse(json) as { tool?: unknown; figures?: Record<string, unknown>[] };
  const figures = (file.figures ?? []).map((figure) => Object.fromEntries(FIGURE_FIELDS_FOR_PAGES.filter((field) => field in figure).map((field) => [field, figure[field]])));
  return JSON.stringify({ tool: file.tool, figures });
}
