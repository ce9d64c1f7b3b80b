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

  it('joins captions set right against the body, each piece ending where the margin ends', () => {
    // Right-aligned at x = 85: every piece ends there, whatever its length.
    const right = (text: string, y: number): PageRun => ({ text, x: 85 - text.length * 7, y, width: text.length * 7, size: 11 });
    const body = (text: string, y: number): PageRun => ({ text, x: 96, y, width: text.length * 5, size: 11 });
    const runs = [
      right('EDUCATION', 750), body('State University', 750),
      right('WORK', 700), body('Acme Corp', 700), right('EXPERIENCE', 687), body('Engineer', 687),
      right('HONORS', 600), body("Dean's List", 600), right('AND', 587), body('Top tenth of the class', 587), right('AWARDS', 574),
      body('Scholarship', 574), body('Led the billing team', 560), body('Built the API', 548),
    ];
    const headings = stackMarginHeadings(runs).filter((item) => item.heading);
    expect(headings.map((item) => item.text)).toEqual(['EDUCATION', 'WORK EXPERIENCE', 'HONORS AND AWARDS']);
  });
});
