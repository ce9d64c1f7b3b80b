import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { figuresFileSchema } from '../../domain/figures';
import { trimFiguresFile } from './trim-figures-for-pages';

describe('trimFiguresFile', () => {
  it('keeps every field a page shows and drops the README-only ones', () => {
    const text = readFileSync(new URL('../../tools/quiz-answer-assistance/eval/figures.json', import.meta.url), 'utf8');
    const full = figuresFileSchema.parse(JSON.parse(text));
    const trimmed = JSON.parse(trimFiguresFile(text)) as typeof full;
    expect(trimmed.tool).toBe(full.tool);
    expect(trimmed.figures).toHaveLength(full.figures.length);
    const [first] = trimmed.figures;
    const [original] = full.figures;
    expect(first).toMatchObject({ id: original!.id, label: original!.label, value: original!.value, unit: original!.unit, n: original!.n, split: original!.split, date: original!.date });
    expect(first).not.toHaveProperty('command');
    expect(first).not.toHaveProperty('commit');
    expect(first).not.toHaveProperty('dataset');
    expect(trimFiguresFile(text).length).toBeLessThan(text.length * 0.7);
  });

  it('keeps only the latest of a series of batches, which is all a page quotes', () => {
    const text = readFileSync(new URL('../../tools/grammar-checker/eval/figures.json', import.meta.url), 'utf8');
    const full = figuresFileSchema.parse(JSON.parse(text));
    const ids = (JSON.parse(trimFiguresFile(text)) as typeof full).figures.map((figure) => figure.id);
    const batches = full.figures.map((figure) => /^english-recall\/batch-(\d+)$/.exec(figure.id)?.[1]).filter(Boolean).map(Number);
    expect(batches.length).toBeGreaterThan(1);
    const newest = Math.max(...batches);
    expect(ids).toContain(`english-recall/batch-${newest}`);
    expect(ids).toContain(`english-false-alarms/batch-${newest}`);
    expect(ids.filter((id) => id.startsWith('english-recall/batch-'))).toEqual([`english-recall/batch-${newest}`]);
    // Figures outside a batch series are all kept.
    expect(ids.filter((id) => !id.includes('/batch-'))).toEqual(full.figures.map((figure) => figure.id).filter((id) => !id.includes('/batch-')));
  });
});
