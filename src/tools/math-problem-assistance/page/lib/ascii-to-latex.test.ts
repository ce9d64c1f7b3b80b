import katex from 'katex';
import { describe, expect, it } from 'vitest';
import { asciiToLatex, buildPreview } from './ascii-to-latex';

const CASES: ReadonlyArray<[string, string]> = [
  ['2x+3=7', '2x+3=7'],
  ['x^2-5x+6=0', 'x^{2}-5x+6=0'],
  ['3/4 + 5/6', '\\frac{3}{4}+\\frac{5}{6}'],
  ['sqrt(2)/2', '\\frac{\\sqrt{2}}{2}'],
  ['x^(n+1)/(n+1)', '\\frac{x^{n+1}}{n+1}'],
  ['e^-x', 'e^{-x}'],
  ['2^3^2', '2^{3^{2}}'],
  ['1/2/3', '\\frac{\\frac{1}{2}}{3}'],
  ['sqrt x + abs(x-1)', '\\sqrt{x}+\\left|x-1\\right|'],
  ['x <= 3', 'x\\le 3'],
  ['x_1 + x_2', 'x_{1}+x_{2}'],
  ['int_0^1 x dx', '\\int_{0}^{1} x \\,dx'],
  ['√(x+1) = 3', '\\sqrt{x+1}=3'],
  ['x² − 4 = 0', 'x^{2}-4=0'],
  ['lim x->0 sin(x)/x', '\\lim_{x\\to 0} \\frac{\\sin\\left(x\\right)}{x}'],
];

describe('asciiToLatex', () => {
  it.each(CASES)('%s', (ascii, latex) => {
    expect(asciiToLatex(ascii)).toBe(latex);
  });

  it('keeps words as text and spaces around them', () => {
    expect(asciiToLatex('derivative of x^2 sin x')).toBe('\\text{derivative}\\ \\text{of}\\ x^{2} \\sin  x');
  });

  it('passes LaTeX through untouched', () => {
    expect(asciiToLatex(' \\frac{3}{4}+\\frac{5}{6} ')).toBe('\\frac{3}{4}+\\frac{5}{6}');
  });

  it('writes LaTeX that KaTeX parses, whatever is typed', () => {
    const inputs = [...CASES.map(([ascii]) => ascii), '∫ x e^x dx', 'x^', '/2', '((x+1', 'a)b]', '$5 & 10% #1 ~ "q"', 'f(x)=|x|!', '😀 x'];
    for (const input of inputs) {
      expect(() => katex.renderToString(asciiToLatex(input), { throwOnError: true, strict: 'ignore' }), input).not.toThrow();
    }
  });
});

describe('buildPreview', () => {
  it('shows nothing for an empty box or a word problem', () => {
    expect(buildPreview('  ')).toBeNull();
    expect(buildPreview('A train travels 120 km in 2 hours. How far does it travel in 5 hours at the same speed?')).toBeNull();
  });

  it('gives one formula per line', () => {
    expect(buildPreview('x+y=3\nx-y=1')).toEqual([
      { kind: 'math', latex: 'x+y=3', display: true },
      { kind: 'math', latex: 'x-y=1', display: true },
    ]);
  });

  it('reads $…$ as math inside text', () => {
    expect(buildPreview('What is $x$ if $\\frac{x}{2}=3$?')).toEqual([
      { kind: 'text', text: 'What is ' },
      { kind: 'math', latex: 'x', display: false },
      { kind: 'text', text: ' if ' },
      { kind: 'math', latex: '\\frac{x}{2}=3', display: false },
      { kind: 'text', text: '?' },
    ]);
  });
});
