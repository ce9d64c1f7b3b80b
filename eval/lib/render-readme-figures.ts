/**
 * Writes the measured figures into the READMEs from src/tools/<id>/eval/figures.json (issue 32):
 *
 *   npx tsx eval/lib/render-readme-figures.ts           rewrites every figures block
 *   npx tsx eval/lib/render-readme-figures.ts --check   exits 1 when a block is stale, writes nothing
 *
 * A block is the text between `<!-- figures:start SELECTION -->` and `<!-- figures:end -->` in README.md,
 * src/tools/<id>/README.md or a harness's README.md (src/tools/<id>/eval/…). SELECTION names a tool, all of its figures in
 * file order (`math-problem-assistance`), or some of them by id (`math-problem-assistance: symbolic-correct,
 * gsm8k-correct`; `ai-detector: auroc-held-out/*` takes every id under that prefix); several tools are
 * separated by `;` and get a tool column. Everything in a block is generated: edit figures.json (or
 * re-run the harness), never the block. render-readme-figures.test.ts fails when a block is stale or
 * states a percentage no figures.json holds.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describeSplit, type Figure, type FiguresFile, formatFigureValue } from '../../src/domain/figures';
import { findTool, isToolId, type ToolId } from '../../src/domain/tools';
import { readFiguresFile, REPOSITORY_ROOT } from './write-figures';

const BLOCK = /(<!-- figures:start ([^>]*?) -->\n)([\s\S]*?)(<!-- figures:end -->)/g;

/** Every harness folder: src/tools/<id>/eval and the folders under it (src/tools/citation-helper/eval/parse), in name order. */
export function harnessFolders(root = REPOSITORY_ROOT): string[] {
  const below = (folder: string): string[] =>
    existsSync(folder)
      ? [folder, ...readdirSync(folder, { withFileTypes: true }).filter((entry) => entry.isDirectory()).sort((a, b) => a.name.localeCompare(b.name)).flatMap((entry) => below(join(folder, entry.name)))]
      : [];
  const tools = join(root, 'src/tools');
  return readdirSync(tools, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => below(join(tools, entry.name, 'eval')));
}

/** Every figures.json of a harness (src/tools/<id>/eval/…), checked against src/domain/figures.ts. */
export function loadAllFigures(root = REPOSITORY_ROOT): FiguresFile[] {
  return harnessFolders(root)
    .map((folder) => readFiguresFile(join(folder, 'figures.json')))
    .filter((file): file is FiguresFile => file !== undefined);
}

/** The READMEs that may hold figures blocks. */
export function readmePaths(root = REPOSITORY_ROOT): string[] {
  const inFolders = (folder: string) =>
    readdirSync(join(root, folder), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => join(root, folder, entry.name, 'README.md'))
      .filter((path) => existsSync(path));
  const harnessReadmes = harnessFolders(root)
    .map((folder) => join(folder, 'README.md'))
    .filter((path) => existsSync(path));
  return [join(root, 'README.md'), ...inFolders('src/tools'), ...harnessReadmes];
}

interface Selected {
  tool: ToolId;
  figure: Figure;
}

/** The figures a block's selection names, in the order it names them; throws on an unknown tool or id. */
export function selectFigures(selection: string, files: readonly FiguresFile[]): Selected[] {
  return selection
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean)
    .flatMap((part) => {
      const [toolPart = '', idsPart] = part.split(':', 2) as [string, string | undefined];
      const tool = toolPart.trim();
      if (!isToolId(tool)) throw new Error(`figures block: unknown tool "${tool}"`);
      const figures = files.filter((file) => file.tool === tool).flatMap((file) => file.figures);
      if (idsPart === undefined) return figures.map((figure) => ({ tool, figure }));
      return idsPart
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean)
        .flatMap((id) => {
          const matches = id.endsWith('/*') ? figures.filter((figure) => figure.id.startsWith(id.slice(0, -1))) : figures.filter((figure) => figure.id === id);
          if (matches.length === 0) throw new Error(`figures block: ${tool} has no figure "${id}" in any src/tools/*/eval/figures.json`);
          return matches.map((figure) => ({ tool, figure }));
        });
    });
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

function formatValue(figure: Figure): string {
  const value = formatFigureValue(figure);
  const parts = [figure.count !== undefined ? `${figure.count.toLocaleString('en-US')} of ${figure.n.toLocaleString('en-US')}` : `n = ${figure.n.toLocaleString('en-US')}`];
  if (figure.interval) {
    const bound = (x: number) => formatFigureValue({ ...figure, value: x });
    parts.push(`${Math.round(figure.interval.level * 100)}% interval ${bound(figure.interval.low)}–${bound(figure.interval.high)}`);
  }
  return `**${value}** (${parts.join('; ')})`;
}

/** The generated text of one block: a table, and a note under it for figures not re-run since they were copied in. */
export function renderBlock(selection: string, files: readonly FiguresFile[]): string {
  const selected = selectFigures(selection, files);
  const tools = new Set(selected.map((item) => item.tool));
  const withTool = tools.size > 1;
  const header = [...(withTool ? ['tool'] : []), 'figure', 'value', 'data', 'measured', 'measure again'];
  const lines = [`| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`];
  for (const { tool, figure } of selected) {
    const measured = `${figure.date}, \`${figure.commit.slice(0, 7)}\`${figure.uncommittedChanges ? ' + uncommitted changes' : ''}${figure.seededFrom ? ' †' : ''}`;
    const row = [
      ...(withTool ? [findTool(tool)?.label ?? tool] : []),
      figure.label,
      formatValue(figure),
      `${figure.dataset}; ${describeSplit(figure)}`,
      measured,
      `\`${figure.command}\``,
    ];
    lines.push(`| ${row.map(cell).join(' | ')} |`);
  }
  if (selected.some(({ figure }) => figure.seededFrom)) {
    lines.push('', '† Not re-run since figures became data: copied from where it was last reported (`seededFrom` in its figures.json), with that measurement\'s date and commit.');
  }
  return `${lines.join('\n')}\n`;
}

/** The README with every figures block regenerated. */
export function renderReadme(text: string, files: readonly FiguresFile[]): string {
  return text.replace(BLOCK, (_whole, start: string, selection: string, _body: string, end: string) => `${start}${renderBlock(selection, files)}${end}`);
}

/** Each block of a README: its selection and its text as it stands. */
export function findBlocks(text: string): Array<{ selection: string; body: string }> {
  return [...text.matchAll(BLOCK)].map((match) => ({ selection: match[2] ?? '', body: match[3] ?? '' }));
}

function main(): void {
  const check = process.argv.includes('--check');
  const files = loadAllFigures();
  const stale: string[] = [];
  for (const path of readmePaths()) {
    const text = readFileSync(path, 'utf8');
    const rendered = renderReadme(text, files);
    if (rendered === text) continue;
    stale.push(relative(REPOSITORY_ROOT, path));
    if (!check) writeFileSync(path, rendered);
  }
  if (check && stale.length) {
    console.error(`Stale figures blocks in ${stale.join(', ')}: run npx tsx eval/lib/render-readme-figures.ts`);
    process.exit(1);
  }
  console.log(stale.length ? `${check ? 'Stale' : 'Rewrote'}: ${stale.join(', ')}` : 'Every figures block is up to date.');
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
