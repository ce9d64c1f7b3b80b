import { describe, expect, it } from 'vitest';
import { stackMarginHeadings } from './stack-margin-headings';

type PageRun = { text: string; x: number; y: number; width: number; size: number; heading?: boolean };
const run = (text: string, x: number, y: number): PageRun => ({ text, x, y, width: text.length * 5, size: 9 });

describe('stackMarginHeadings', () => {
  it('joins a heading broken over the margin lines into one, on its first line', () => {
    const runs = [
      run('EDUCATION', 50, 700), run('First American University', 140, 700), run('Ph.D. in Geophysics', 145, 688),
      run('RESEARCH', 50, 650), run('Institute for Advanced Research', 140, 650), run('EXPERIENCE', 50, 638), run('Research Student', 145, 638),
      run('AWARDS &', 50, 600), run("Dean's List", 145, 600), run('SCHOLARSHIPS', 50, 588), run('For a GPA of 3.75', 145, 588),
    ];
    const headings = stackMarginHeadings(runs).filter((item) => item.heading);
    expect(headings.map((item) => [item.text, item.y])).toEqual([['EDUCATION', 700], ['RESEARCH EXPERIENCE', 650], ['AWARDS & SCHOLARSHIPS', 600]]);
  });

  it('keeps two complete headings on successive lines apart', () => {
    const runs = [run('EDUCATION', 50, 700), run('State University', 140, 700), run('SKILLS', 50, 660), run('Python, SQL', 140, 660), run('LANGUAGES', 50, 648), run('French', 140, 648)];
    expect(stackMarginHeadings(runs).filter((item) => item.heading).map((item) => item.text)).toEqual(['EDUCATION', 'SKILLS', 'LANGUAGES']);
  });

  it('leaves a page alone whose left edge holds body text as well as headings', () => {
    const runs = [run('EDUCATION', 50, 700), run('State University', 50, 688), run('SKILLS', 50, 660), run('Python, SQL', 50, 648), run('LANGUAGES', 50, 620), run('French', 50, 608)];
    expect(stackMarginHeadings(runs)).toEqual(runs);
  });
});
