import { z } from 'zod';
import { TOOL_IDS } from './tools';

/**
 * Measured figures are data (issue 32): every accuracy harness (`src/tools/<id>/eval/run.ts`) writes its
 * headline figures to `figures.json` beside it (eval/lib/write-figures.ts), and the pages, the home
 * cards and the READMEs render them from there instead of copying numbers by hand. This is the shape of
 * that file; the writer checks it before writing and `src/web/lib/figures.test.ts` checks every
 * committed file against it.
 */

/**
 * How `value` reads: `percent` is 0–100 (21.6 means 21.6%); `auroc` is 0–1; `gleu`, `chrf` and `bleu`
 * are points on 0–100; `count` a plain number; `ms` milliseconds.
 */
export const FIGURE_UNITS = ['percent', 'auroc', 'gleu', 'chrf', 'bleu', 'count', 'ms'] as const;
export type FigureUnit = (typeof FIGURE_UNITS)[number];

/**
 * Which records were measured. `dev` is the development split the project tunes on (everything in
 * ../shared/data/*\/dev*); a figure from it is called a dev figure wherever it is shown. `held-out` and
 * `test` are for splits nobody tuned on (none is measured yet).
 */
export const FIGURE_SPLITS = ['dev', 'held-out', 'test'] as const;
export type FigureSplit = (typeof FIGURE_SPLITS)[number];

const FIGURE_ID = /^[a-z0-9]+(?:[-/][a-z0-9]+)*$/;

export const figureSchema = z
  .object({
    /** Stable within its file (`symbolic-correct`, `auroc-held-out/pubmed`); pages and READMEs name figures by it. */
    id: z.string().regex(FIGURE_ID),
    /** What was measured, in words a reader of a README understands. */
    label: z.string().min(1),
    value: z.number().finite(),
    unit: z.enum(FIGURE_UNITS),
    /** Decimals to show (the stored value may carry more). */
    decimals: z.number().int().min(0).max(4),
    /** For a share: how many of the `n` (2 of 61 essays flagged). */
    count: z.number().int().nonnegative().optional(),
    /** How many records (texts, problems, sentences, fields…) the figure is over. */
    n: z.number().int().positive(),
    /** A confidence interval, when the harness computes one (e.g. a 95% bootstrap interval). */
    interval: z.object({ low: z.number().finite(), high: z.number().finite(), level: z.number().gt(0).lt(1) }).optional(),
    /** The data set, as a path under ../shared/data or a file of the repository, and the part of it. */
    dataset: z.string().min(1),
    split: z.enum(FIGURE_SPLITS),
    /** How the split was used when that matters: "leave one source out", "out of fold", "in-sample". */
    method: z.string().min(1).optional(),
    /** The day it was measured (YYYY-MM-DD). */
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    /** The commit whose code was measured (`git rev-parse HEAD` when the harness ran). */
    commit: z.string().regex(/^[0-9a-f]{7,40}$/),
    /** The code the harness ran (src/tools, src/domain, training, datasets, the harness) had uncommitted changes. */
    uncommittedChanges: z.boolean().optional(),
    /** The command that measures it again. */
    command: z.string().min(1),
    /**
     * Set when the figure was not written by a harness run but copied in from where it was last
     * reported (a README, a commit message), with date and commit of that measurement.
     */
    seededFrom: z.string().min(1).optional(),
  })
  .strict();
export type Figure = z.infer<typeof figureSchema>;

export const figuresFileSchema = z
  .object({
    tool: z.enum(TOOL_IDS),
    /** The folder of the harness that writes the file, e.g. `src/tools/math-problem-assistance/eval`. */
    harness: z.string().regex(/^src\/tools\/[a-z0-9-]+\/eval(?:\/[a-z0-9-]+)?$/),
    figures: z.array(figureSchema).min(1),
  })
  .strict()
  .superRefine((file, context) => {
    const seen = new Set<string>();
    for (const [index, figure] of file.figures.entries()) {
      if (seen.has(figure.id)) context.addIssue({ code: 'custom', path: ['figures', index, 'id'], message: `Duplicate figure id ${figure.id}` });
      seen.add(figure.id);
    }
  });
export type FiguresFile = z.infer<typeof figuresFileSchema>;

/** The figure's value as a page or README shows it: "21.6%", "0.954", "44.35", "1,314", "14 ms". */
export function formatFigureValue(figure: Pick<Figure, 'value' | 'unit' | 'decimals'>): string {
  const number = figure.value.toLocaleString('en-US', { minimumFractionDigits: figure.decimals, maximumFractionDigits: figure.decimals });
  switch (figure.unit) {
    case 'percent':
      return `${number}%`;
    case 'ms':
      return `${number} ms`;
    default:
      return number;
  }
}

/** "21.6% of 792", "2 of 61 (3.3%)" for a share with a count, the bare value otherwise. */
export function formatFigureWithN(figure: Figure, what = ''): string {
  const of = `${figure.n.toLocaleString('en-US')}${what ? ` ${what}` : ''}`;
  if (figure.unit === 'percent') return `${formatFigureValue(figure)} of ${of}`;
  return `${formatFigureValue(figure)} on ${of}`;
}

/** "dev set", "dev set, leave one source out": what a reader needs to know about where a figure comes from. */
export function describeSplit(figure: Pick<Figure, 'split' | 'method'>): string {
  const split = figure.split === 'dev' ? 'dev set' : figure.split === 'held-out' ? 'held-out set' : 'test set';
  return figure.method ? `${split}, ${figure.method}` : split;
}
