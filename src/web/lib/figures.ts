import type { Figure, FiguresFile } from '../../domain/figures';

/**
 * Reading the measured figures a page quotes, as the accuracy harnesses wrote them
 * (src/tools/<id>/eval/figures.json, issue 32): no number on a page is typed by hand. A tool page reads only
 * its own files (`readFigureFiles([figuresJson])` in its page/lib/measured-figures.ts), so its chunk carries
 * no other tool's figures; the home cards and the headings read theirs through highlight-figures.ts.
 * The files are checked against src/domain/figures.ts by figures.test.ts rather than here, so the schema
 * library stays out of the page bundles.
 */
export function readFigureFiles(files: readonly unknown[]) {
  const figureFiles = files as readonly FiguresFile[];
  return {
    /** One figure; throws when no file holds it (a page must not quote what was not measured). */
    figureOf(id: string): Figure {
      for (const file of figureFiles) {
        const figure = file.figures.find((candidate) => candidate.id === id);
        if (figure) return figure;
      }
      throw new Error(`No measured figure ${id} in ${figureFiles.map((file) => file.tool).join(', ')}`);
    },
    /** Every figure whose id starts with `prefix` (`auroc-held-out/`), in file order. */
    figuresOf(prefix = ''): Figure[] {
      return figureFiles.flatMap((file) => file.figures.filter((figure) => figure.id.startsWith(prefix)));
    },
  };
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const monthOf = (date: string) => `${MONTHS[Number(date.slice(5, 7)) - 1] ?? ''} ${date.slice(0, 4)}`;

/** When a set of figures was measured, in words: "November 2026", or "November 2026 – January 2027". */
export function describeWhen(figures: readonly Pick<Figure, 'date'>[]): string {
  const dates = figures.map((figure) => figure.date).sort();
  const first = dates[0];
  const last = dates[dates.length - 1];
  if (!first || !last) return '';
  return monthOf(first) === monthOf(last) ? monthOf(first) : `${monthOf(first)} – ${monthOf(last)}`;
}

/** The split a set of figures shares (every figure on a page is a dev figure today), or null when they differ. */
export function sharedSplit(figures: readonly Pick<Figure, 'split'>[]): Figure['split'] | null {
  const splits = new Set(figures.map((figure) => figure.split));
  return splits.size === 1 ? ([...splits][0] ?? null) : null;
}
