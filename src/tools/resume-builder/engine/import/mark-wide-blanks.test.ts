import { describe, expect, it } from 'vitest';
import { type BlankAwareRun, markWideBlanks } from './mark-wide-blanks';

const run = (text: string, x: number, width: number): BlankAwareRun => ({ text, x, y: 515, width, size: 9.6 });

describe('markWideBlanks', () => {
  it('marks a run that starts inside a blank at least a font size wide, and drops the blanks', () => {
    const runs = [run('JavaScript', 123.7, 39), run(' ', 162.7, 16), run('HTML 5', 172.4, 29.4), run(' ', 201.7, 2.4), run('CSS', 204.5, 17)];
    const marked = markWideBlanks(runs);
    expect(marked.map((item) => [item.text, item.afterWideBlank ?? false])).toEqual([['JavaScript', false], ['HTML 5', true], ['CSS', false]]);
  });
});
