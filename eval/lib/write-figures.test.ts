import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { figuresPath, shareFigure, writeFigures, type WriteFiguresOptions } from './write-figures';

const HARNESS = 'src/tools/math-problem-assistance/eval';

function setUp(existing?: unknown): { root: string; read: () => { tool: string; figures: Array<Record<string, unknown>> } } {
  const root = mkdtempSync(join(tmpdir(), 'figures-'));
  mkdirSync(join(root, HARNESS), { recursive: true });
  if (existing) writeFileSync(figuresPath(HARNESS, root), JSON.stringify(existing));
  return { root, read: () => JSON.parse(readFileSync(figuresPath(HARNESS, root), 'utf8')) };
}

const base = (root: string, figures: WriteFiguresOptions['figures']): WriteFiguresOptions => ({
  harness: HARNESS,
  tool: 'math-problem-assistance',
  command: 'npx tsx src/tools/math-problem-assistance/eval/run.ts',
  figures,
  root,
  now: new Date('2026-12-01T10:00:00Z'),
  git: { commit: 'abcdef1234567', uncommittedChanges: false },
  argv: [],
  log: () => {},
});

const seeded = {
  tool: 'math-problem-assistance',
  harness: 'src/tools/math-problem-assistance/eval',
  figures: ['bench-figure', 'symbolic-correct'].map((id) => ({
    id,
    label: id,
    value: 1,
    unit: 'percent',
    decimals: 1,
    n: 10,
    dataset: 'd',
    split: 'dev',
    date: '2026-11-24',
    commit: 'efa4554',
    command: 'old command',
    seededFrom: 'a README',
  })),
};

describe('writeFigures', () => {
  it('stamps each measured figure with the day, the commit and the command, and rounds the value to two decimals more than shown', () => {
    const { root, read } = setUp();
    writeFigures(base(root, [shareFigure({ id: 'symbolic-correct', label: 'Symbolic: correct', dataset: 'd', split: 'dev' }, 191, 194)]));
    expect(read().figures).toEqual([
      {
        id: 'symbolic-correct',
        label: 'Symbolic: correct',
        value: 98.454,
        unit: 'percent',
        decimals: 1,
        count: 191,
        n: 194,
        dataset: 'd',
        split: 'dev',
        date: '2026-12-01',
        commit: 'abcdef1234567',
        command: 'npx tsx src/tools/math-problem-assistance/eval/run.ts',
      },
    ]);
  });

  it('replaces a measured figure in place, keeps the ones this run did not measure, and appends new ones', () => {
    const { root, read } = setUp(seeded);
    writeFigures({
      ...base(root, [
        { ...shareFigure({ id: 'new-figure', label: 'New', dataset: 'd', split: 'dev' }, 1, 2), command: 'npx tsx src/tools/math-problem-assistance/eval/run.ts --only math' },
        shareFigure({ id: 'symbolic-correct', label: 'Symbolic', dataset: 'd', split: 'dev' }, 5, 10),
      ]),
      git: { commit: 'abcdef1234567', uncommittedChanges: true },
    });
    const figures = read().figures;
    expect(figures.map((figure) => figure.id)).toEqual(['bench-figure', 'symbolic-correct', 'new-figure']);
    expect(figures[0]).toEqual(seeded.figures[0]);
    expect(figures[1]).toMatchObject({ value: 50, date: '2026-12-01', uncommittedChanges: true, command: 'npx tsx src/tools/math-problem-assistance/eval/run.ts' });
    expect(figures[1]).not.toHaveProperty('seededFrom');
    expect(figures[2]).toMatchObject({ command: 'npx tsx src/tools/math-problem-assistance/eval/run.ts --only math' });
  });

  it('leaves the file alone with --no-figures, and refuses a figure the schema does not accept or another tool’s file', () => {
    const { root, read } = setUp(seeded);
    writeFigures({ ...base(root, [shareFigure({ id: 'symbolic-correct', label: 'S', dataset: 'd', split: 'dev' }, 1, 1)]), argv: ['--no-figures'] });
    expect(read()).toEqual(seeded);
    expect(() => writeFigures(base(root, [shareFigure({ id: 'empty', label: 'Nothing measured', dataset: 'd', split: 'dev' }, 0, 0)]))).toThrow();
    expect(() => writeFigures({ ...base(root, []), tool: 'translate' })).toThrow(/belongs to math-problem-assistance/);
    expect(read()).toEqual(seeded);
  });
});
