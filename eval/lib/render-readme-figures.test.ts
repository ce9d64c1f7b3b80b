import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type FiguresFile, formatFigureValue } from '../../src/domain/figures';
import { findBlocks, loadAllFigures, readmePaths, renderBlock, renderReadme, selectFigures } from './render-readme-figures';
import { REPOSITORY_ROOT } from './write-figures';

const PERCENT = /(\d+(?:\.\d+)?)%/g;

const FILES: FiguresFile[] = [
  {
    tool: 'math-problem-assistance',
    harness: 'src/tools/math-problem-assistance/eval',
    figures: [
      {
        id: 'symbolic-correct',
        label: 'Symbolic problems: correct answers',
        value: 98.45,
        unit: 'percent',
        decimals: 1,
        count: 191,
        n: 194,
        dataset: 'math-problems/symbolic_dev.jsonl',
        split: 'dev',
        date: '2026-11-27',
        commit: 'ff638ee61df15e5578e8a62f8ff2e9f46942c860',
        command: 'npx tsx src/tools/math-problem-assistance/eval/run.ts --only symbolic',
      },
      {
        id: 'level/1',
        label: 'Level 1',
        value: 38.3,
        unit: 'percent',
        decimals: 1,
        n: 94,
        dataset: 'math-problems/math_algebra_dev.jsonl',
        split: 'dev',
        date: '2026-11-24',
        commit: 'efa4554',
        command: 'npx tsx src/tools/math-problem-assistance/eval/run.ts --only math',
        seededFrom: 'a README',
      },
    ],
  },
];

describe('README figures blocks', () => {
  it('render the selected figures as a table: value with its count or n, data and split, when, and how to measure again', () => {
    const block = renderBlock('math-problem-assistance: symbolic-correct', FILES);
    expect(block).toContain('| Symbolic problems: correct answers | **98.5%** (191 of 194) | math-problems/symbolic_dev.jsonl; dev set | 2026-11-27, `ff638ee` | `npx tsx src/tools/math-problem-assistance/eval/run.ts --only symbolic` |');
    expect(renderBlock('math-problem-assistance: level/1', FILES)).toContain('| Level 1 | **38.3%** (n = 94) |');
    expect(block).not.toContain('Level 1');
    expect(block).not.toContain('†');
    expect(renderBlock('math-problem-assistance: level/*', FILES)).toMatch(/Level 1.*2026-11-24, `efa4554` †[\s\S]*† Not re-run/);
  });

  it('refuse a selection no figures.json holds', () => {
    expect(() => selectFigures('math-problem-assistance: symbolic-wrong', FILES)).toThrow(/symbolic-wrong/);
    expect(() => selectFigures('no-such-tool', FILES)).toThrow(/no-such-tool/);
  });

  it('rewrite only what is between the markers', () => {
    const text = 'Before 15.7%\n<!-- figures:start math-problem-assistance: symbolic-correct -->\nhand-typed 15.7%\n<!-- figures:end -->\nAfter\n';
    const rendered = renderReadme(text, FILES);
    expect(rendered.startsWith('Before 15.7%\n<!-- figures:start math-problem-assistance: symbolic-correct -->\n| figure |')).toBe(true);
    expect(rendered).not.toContain('hand-typed');
    expect(rendered.endsWith('<!-- figures:end -->\nAfter\n')).toBe(true);
  });

  describe('in this repository', () => {
    const files = loadAllFigures();
    const readmes = readmePaths().map((path) => ({ path: relative(REPOSITORY_ROOT, path), text: readFileSync(path, 'utf8') }));
    // What a block may say as a percentage: a figure's value, a number in its label, its interval's level.
    const measured = new Set(
      files
        .flatMap((file) => file.figures)
        .flatMap((figure) => [formatFigureValue(figure), figure.label, figure.interval ? `${Math.round(figure.interval.level * 100)}%` : ''])
        .flatMap((text) => [...text.matchAll(PERCENT)].map((match) => match[0])),
    );

    it('README.md and every tool README with measured figures have a figures block', () => {
      const withBlocks = readmes.filter(({ text }) => findBlocks(text).length > 0).map(({ path }) => path);
      expect(withBlocks).toEqual(expect.arrayContaining(['README.md', ...files.map((file) => `src/tools/${file.tool}/README.md`).filter((path) => readmes.some((readme) => readme.path === path))]));
    });

    it.each(readmes.map((readme) => [readme.path, readme.text] as const))('%s states no percentage in a figures block that no figures.json holds', (_path, text) => {
      for (const { body } of findBlocks(text)) {
        const unknown = [...body.matchAll(PERCENT)].map((match) => match[0]).filter((percent) => !measured.has(percent));
        expect(unknown).toEqual([]);
      }
    });

    it.each(readmes.map((readme) => [readme.path, readme.text] as const))('%s has its figures blocks up to date (npx tsx eval/lib/render-readme-figures.ts)', (_path, text) => {
      expect(renderReadme(text, files)).toBe(text);
    });
  });
});
