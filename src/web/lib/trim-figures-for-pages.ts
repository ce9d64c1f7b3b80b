/**
 * What a page reads of a measured figure (src/web/lib/figures.ts and the tools' measured-figures
 * views): the rest (the data set's path, the commit, the command that measures it again) is for the
 * READMEs. A tool page bundles its own figures.json and the startup chunk the figures the highlights
 * name (highlight-figures.ts); until December 2026 every page bundled every tool's, and with the data
 * sets' descriptions and commands they pushed the citation page over its 200 KB first-load budget
 * (e2e/page-weight.spec.ts).
 */
export const FIGURE_FIELDS_FOR_PAGES = ['id', 'label', 'value', 'unit', 'decimals', 'count', 'n', 'interval', 'split', 'method', 'date'] as const;

/**
 * A figures.json's text with each figure cut to FIGURE_FIELDS_FOR_PAGES (and the file to its tool and
 * figures), and of a series of batches measured once (`…/batch-24`, `…/batch-25`) only the latest: pages
 * quote the newest batch, the READMEs every one, and the grammar checker's 30 batches were enough to
 * push the citation page over its budget.
 */
export function trimFiguresFile(json: string): string {
  const file = JSON.parse(json) as { tool?: unknown; figures?: Record<string, unknown>[] };
  const latest = latestBatches(file.figures ?? []);
  const figures = (file.figures ?? [])
    .filter((figure) => isLatestBatch(String(figure.id), latest))
    .map((figure) => Object.fromEntries(FIGURE_FIELDS_FOR_PAGES.filter((field) => field in figure).map((field) => [field, figure[field]])));
  return JSON.stringify({ tool: file.tool, figures });
}

const BATCH_ID = /^(.*\/batch-)(\d+)$/;

/** The highest batch number of each series (the id without its number). */
function latestBatches(figures: Record<string, unknown>[]): Map<string, number> {
  const latest = new Map<string, number>();
  for (const figure of figures) {
    const match = BATCH_ID.exec(String(figure.id));
    if (match) latest.set(match[1]!, Math.max(latest.get(match[1]!) ?? 0, Number(match[2])));
  }
  return latest;
}

function isLatestBatch(id: string, latest: Map<string, number>): boolean {
  const match = BATCH_ID.exec(id);
  return !match || latest.get(match[1]!) === Number(match[2]);
}
