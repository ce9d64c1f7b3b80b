import { describe, expect, it } from 'vitest';
import { wrapRuns, type MeasureText } from './wrap-runs';

// One unit per character keeps widths easy to reason about; bold is wider, as in a real font.
const measure: MeasureText = (text, style) => text.length * (style === 'bold' ? 1.2 : 1);
const lineText = (line: { text: string }[]): string => line.map((run) => run.text).join('');

describe('wrapRuns', () => {
  it('breaks at spaces so that no line is wider than the column', () => {
    const lines = wrapRuns([{ text: 'one two three four five six', style: 'regular' }], 10, measure);
    expect(lines.map(lineText)).toEqual(['one two', 'three four', 'five six']);
  });

  it('keeps the space between a bold lead and the text after it, so extracted text reads naturally', () => {
    const lines = wrapRuns([{ text: 'Skills: ', style: 'bold' }, { text: 'HTML, CSS', style: 'regular' }], 100, measure);
    expect(lines).toEqual([[{ text: 'Skills:', style: 'bold' }, { text: ' HTML, CSS', style: 'regular' }]]);
  });

  it('splits a word longer than the line (a long web address) instead of running off the page', () => {
    const lines = wrapRuns([{ text: 'see https://example.com/a/very/long/path', style: 'regular' }], 12, measure);
    expect(lines.every((line) => measure(lineText(line), 'regular') <= 12)).toBe(true);
    expect(lines.map(lineText).join('').replace('see', '')).toBe('https://example.com/a/very/long/path');
  });

  it('can keep each part of a contact line whole, breaking only between parts', () => {
    const lines = wrapRuns([{ text: 'a@b.co | San Francisco, CA | 555 0100', style: 'regular' }], 26, measure, /( \| )/);
    expect(lines.map(lineText)).toEqual(['a@b.co | San Francisco, CA', '555 0100']);
  });

  it('wraps a part too wide for the line at its own spaces', () => {
    const lines = wrapRuns([{ text: 'Acme | Senior Principal Staff Engineer', style: 'regular' }], 16, measure, /( \| )/);
    expect(lines.map(lineText)).toEqual(['Acme', 'Senior Principal', 'Staff Engineer']);
  });

  it('gives no lines for blank text', () => {
    expect(wrapRuns([{ text: '   ', style: 'regular' }], 10, measure)).toEqual([]);
  });
});
