import { describe, expect, it } from 'vitest';
import { stackMarginHeadings } from './stack-margin-headings';

type PageRun = { text: string; x: number; y: number; width: number; size: number; heading?: boolean };
const run = (text: string, x: number, y: number): PageRun => ({ text, x, y, width: text.length * 5, size: 9 });

// mcirlanaru's resume: the name at the margin's edge over mixed-case headings, one broken over two lines.
const page = (name: PageRun[]) => [
  ...name,
  run('Professional', 57, 700), run('Co-founder / CTO of Baytbaytak', 147, 700), run('Experience', 57, 688), run('The First, a website.', 162, 688),
  run('Education', 57, 600), run('The American University of Beirut', 147, 600), run('B.E., Engineering', 162, 588),
  run('Awards', 57, 500), run('Dean Honors List', 147, 500),
];

describe('margin headings under a name set at the margin\'s edge', () => {
  it('reads "Professional" over "Experience" as one heading and the name above as no heading', () => {
    const headings = stackMarginHeadings(page([run('Piotr Yordanov', 57, 760)])).filter((item) => item.heading);
    expect(headings.map((item) => item.text)).toEqual(['Professional Experience', 'Education', 'Awards']);
  });
  it('leaves the page alone when a body line at the edge stands between the headings', () => {
    const runs = [...page([]), run('Some body text at the edge', 57, 550)];
    expect(stackMarginHeadings(runs)).toEqual(runs);
  });
  it('does not take a word as a heading\'s first piece when the two lines name no heading', () => {
    const runs = [run('Piotr Yordanov', 57, 760), run('Professional', 57, 700), run('Co-founder', 147, 700), run('Summary', 57, 688), run('x', 162, 688), run('Fluent', 57, 600), run('French', 147, 600)];
    expect(stackMarginHeadings(runs)).toEqual(runs);
  });
});
