import { readdirSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { figuresFileSchema, formatFigureValue } from '../../domain/figures';
import { TOOLS } from '../../domain/tools';
import { FIGURE_FILES, figureOf, renderFigureText } from './highlight-figures';

const TOOLS_DIR = join(import.meta.dirname, '../../tools');
/** Every figures.json of a harness: src/tools/<id>/eval and the folders under it, as paths from src/tools. */
function figuresOnDisk(folder = TOOLS_DIR, depth = 0): string[] {
  const here = existsSync(join(folder, 'figures.json')) && depth >= 2 ? [relative(TOOLS_DIR, folder)] : [];
  const below = readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && (depth !== 1 || entry.name === 'eval'))
    .flatMap((entry) => figuresOnDisk(join(folder, entry.name), depth + 1));
  return [...here, ...below];
}
/** A figure typed by hand: a percentage, "2 of 61", or an AUROC with its number. */
const HAND_TYPED = /\d(?:[\d.,]*\d)?\s?%|\b\d[\d,]* of \d[\d,]*\b|AUROC \d/;
const PLACEHOLDER = /\{(?:value|n|count):([a-z-]+):([a-z0-9/-]+)\}/g;

describe('measured figures (src/tools/*/eval/figures.json)', () => {
  it('match the schema of src/domain/figures.ts', () => {
    for (const file of FIGURE_FILES) expect(() => figuresFileSchema.parse(file), file.harness).not.toThrow();
  });

  it('are all read by the web: every figures.json under src/tools/*/eval is in FIGURE_FILES', () => {
    expect(FIGURE_FILES.map((file) => file.harness.replace('src/tools/', '')).sort()).toEqual(figuresOnDisk().sort());
  });

  it('fill in card copy: value, n and count of a figure; an unknown figure is an error, not a blank', () => {
    const figure = figureOf('math-problem-assistance', 'symbolic-correct');
    expect(renderFigureText('{value:math-problem-assistance:symbolic-correct} of {n:math-problem-assistance:symbolic-correct}')).toBe(
      `${formatFigureValue(figure)} of ${figure.n}`,
    );
    expect(renderFigureText('{count:ai-detector:toefl-flagged}')).toBe(String(figureOf('ai-detector', 'toefl-flagged').count));
    expect(() => renderFigureText('{value:math-problem-assistance:no-such-figure}')).toThrow(/no-such-figure/);
  });
});

describe('card highlights (src/domain/tools.ts)', () => {
  const highlights = TOOLS.flatMap((tool) => tool.highlights.map((text) => ({ tool: tool.id, text })));

  it('quote no figure typed by hand: every number measured comes from a figures.json', () => {
    for (const { tool, text } of highlights) expect(text.replace(PLACEHOLDER, ''), `${tool}: ${text}`).not.toMatch(HAND_TYPED);
  });

  it('render every figure they name, and call a development-set figure one', () => {
    for (const { tool, text } of highlights) {
      const rendered = renderFigureText(text);
      expect(rendered, tool).not.toMatch(/[{}]/);
      const splits = [...text.matchAll(PLACEHOLDER)].map(([, figureTool, id]) => figureOf(figureTool as typeof tool, id!).split);
      if (splits.includes('dev')) expect(rendered, `${tool}: ${rendered}`).toMatch(/development[- ]set/);
    }
  });
});
