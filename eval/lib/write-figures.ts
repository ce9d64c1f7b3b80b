/**
 * The one writer of a harness's `figures.json` (`src/tools/<id>/eval/figures.json`) (issue 32: figures are data). A harness calls it at the
 * end of a full run with the figures it measured; the pages, the home cards and the READMEs render them
 * from that file (src/web/lib/figures.ts, eval/lib/render-readme-figures.ts), so no number is copied by hand.
 *
 * - Each figure gets today's date (UTC), the commit measured (`git rev-parse HEAD`), whether the code it
 *   runs (src/tools, src/domain, training, datasets, the harness) had uncommitted changes, and the command
 *   that measures it again.
 * - Figures of the file that this run did not measure (another script of the harness, a bench figure, or
 *   a part of the harness not run this time) are kept as they are; a measured one replaces the figure
 *   with its id, in place, so the file keeps its order.
 * - `--no-figures` on the harness's command line leaves the file alone (a trial run).
 * After writing, `npx tsx eval/lib/render-readme-figures.ts` brings the READMEs up to date.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Figure, type FiguresFile, figuresFileSchema } from '../../src/domain/figures';
import type { ToolId } from '../../src/domain/tools';

/** What a harness knows about a figure; the writer adds when, at which commit, and how to measure it again. */
export type MeasuredFigure = Omit<Figure, 'date' | 'commit' | 'uncommittedChanges' | 'command' | 'seededFrom'> & {
  /** When the figure comes from a narrower command than the harness's (`--only symbolic`). */
  command?: string;
};

export interface WriteFiguresOptions {
  /** The harness folder from the repository root (`src/tools/math-problem-assistance/eval`): the file is <harness>/figures.json. */
  harness: string;
  tool: ToolId;
  /** The command that produced these figures, e.g. `npx tsx src/tools/math-problem-assistance/eval/run.ts`. */
  command: string;
  figures: readonly MeasuredFigure[];
  /** For tests: the repository root, the clock and git's answers. */
  root?: string;
  now?: Date;
  git?: { commit: string; uncommittedChanges: boolean };
  argv?: readonly string[];
  log?: (line: string) => void;
}

export function figuresPath(harness: string, root = REPOSITORY_ROOT): string {
  return join(root, harness, 'figures.json');
}

export const REPOSITORY_ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The tree as the harness started (this module is imported when it starts): the commit, and the paths with
 * uncommitted changes. Read then, not when the figures are written, since a commit made during a long run
 * is not what was measured.
 */
function readTree(root: string): { commit: string; changed: string[] } {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' });
  const changed = git('status', '--porcelain', '--no-renames', '--', 'src/tools', 'src/domain', 'training', 'datasets', 'eval/lib')
    .split('\n')
    .filter(Boolean)
    .map((line) => line.slice(3));
  return { commit: git('rev-parse', 'HEAD').trim(), changed };
}
let startedTree: { commit: string; changed: string[] } | undefined;
try {
  startedTree = readTree(REPOSITORY_ROOT);
} catch {
  // Not a git checkout: a harness that writes figures says so when it does.
}

/** The commit measured, and whether what a harness runs (engines, domain, training, the harness) had uncommitted changes. */
function measuredTree(harness: string): { commit: string; uncommittedChanges: boolean } {
  if (!startedTree) throw new Error('figures.json needs a git checkout: the commit measured is part of every figure.');
  const measured = ['src/tools/', 'src/domain/', 'training/', 'datasets/', `${harness}/`, 'eval/lib/'];
  // The figures file itself is what this run rewrites, not what it measures.
  const own = `${harness}/figures.json`;
  return { commit: startedTree.commit, uncommittedChanges: startedTree.changed.some((path) => path !== own && measured.some((prefix) => path.startsWith(prefix))) };
}

/** Reads and checks a figures file; undefined when there is none yet. */
export function readFiguresFile(path: string): FiguresFile | undefined {
  if (!existsSync(path)) return undefined;
  const parsed = figuresFileSchema.safeParse(JSON.parse(readFileSync(path, 'utf8')));
  if (!parsed.success) throw new Error(`${path} does not match src/domain/figures.ts: ${parsed.error.message}`);
  return parsed.data;
}

/** Merges the measured figures into the harness's figures.json and writes it; returns the file's new content. */
export function writeFigures(options: WriteFiguresOptions): FiguresFile | undefined {
  const log = options.log ?? ((line: string) => console.log(line));
  const root = options.root ?? REPOSITORY_ROOT;
  const path = figuresPath(options.harness, root);
  if ((options.argv ?? process.argv).includes('--no-figures')) {
    log(`--no-figures: ${relative(root, path)} left as it was.`);
    return undefined;
  }
  const { commit, uncommittedChanges } = options.git ?? measuredTree(options.harness);
  const date = (options.now ?? new Date()).toISOString().slice(0, 10);
  const stamped: Figure[] = options.figures.map(({ command, ...figure }) => ({
    ...figure,
    // Two more decimals than shown: enough to round again, without a float's tail in the file.
    value: Number(figure.value.toFixed(figure.decimals + 2)),
    date,
    commit,
    ...(uncommittedChanges ? { uncommittedChanges: true } : {}),
    command: command ?? options.command,
  }));
  const existing = readFiguresFile(path);
  if (existing && existing.tool !== options.tool) throw new Error(`${path} belongs to ${existing.tool}, not ${options.tool}`);
  const byId = new Map(stamped.map((figure) => [figure.id, figure]));
  const kept = (existing?.figures ?? []).map((figure) => byId.get(figure.id) ?? figure);
  const added = stamped.filter((figure) => !existing?.figures.some((old) => old.id === figure.id));
  const file = figuresFileSchema.parse({ tool: options.tool, harness: options.harness, figures: [...kept, ...added] });
  writeFileSync(path, `${JSON.stringify(file, null, 2)}\n`);
  log(
    `${relative(root, path)}: ${stamped.length} figure(s) measured at ${commit.slice(0, 10)}${uncommittedChanges ? ' (with uncommitted changes)' : ''} on ${date}; ` +
      'run `npx tsx eval/lib/render-readme-figures.ts` to update the READMEs.',
  );
  return file;
}

/** A share as a percent figure: `value` 0–100 from `count` of `n`. */
export function shareFigure(
  figure: Omit<MeasuredFigure, 'value' | 'unit' | 'count' | 'n' | 'decimals'> & { decimals?: number },
  count: number,
  n: number,
): MeasuredFigure {
  return { ...figure, value: n === 0 ? 0 : (100 * count) / n, unit: 'percent', decimals: figure.decimals ?? 1, count, n };
}
