import { describe, expect, it } from 'vitest';
import { liftMarginHeadings } from './lift-margin-headings';

type Run = { text: string; x: number; y: number; width: number; size: number };
const body = (text: string, y: number): Run[] => [{ text, x: 180, y, width: text.length * 4, size: 8 }];
const margin = (text: string, y: number): Run[] => [{ text, x: 48, y, width: text.length * 6, size: 10.4 }];

describe('a margin heading aligned by its top with its first line', () => {
  it('is read before that line, which then opens its section', () => {
    const rows = [body('Storage - Redis - Postgres', 545), body('Engineer — Acme', 507.5), margin('Experience', 496.5), body('Built the API', 487.5)];
    expect(liftMarginHeadings(rows).map((row) => row[0]!.text)).toEqual(['Storage - Redis - Postgres', 'Experience', 'Engineer — Acme', 'Built the API']);
  });

  it('stays after the previous section when the line above it ends that section', () => {
    // Line spacing 12: the line above is the last of a run of lines, the heading a section gap below it.
    const rows = [body('Redis', 557), body('Postgres', 545), margin('Experience', 531), body('Engineer — Acme', 531)];
    expect(liftMarginHeadings(rows)).toEqual(rows);
  });
});
