import { fraction, type MathNode } from 'mathjs';
import { freeSymbols, parseMath, parseMathState } from '../math-text';
import { asSymbol } from '../read/node-kit';
import type { CompetitionProblem } from './competition-problem';
import { numericValue } from './numeric-value';

// A circle given by its equation, A x² + A y² + D x + E y + F = 0 in any arrangement ("x² + y² = 8x − 6y − 20"):
// completing the square gives the center (−D/2A, −E/2A) and r² = h² + k² − F/A. The coefficients are read by
// putting numbers in, and the form is confirmed at five more points, so an xy term or a cube is refused. The
// answer is then checked against the equation as typed: points of the circle it describes must satisfy it.

const M = 'M(\\d+)';
const CIRCLE = `the circle (?:with|whose|given by the|defined by the) equation(?: is)? ${M}`;
const ASK = '(?:what is|find|what are the coordinates of|compute)';

interface Circle {
  h: string;
  k: string;
  /** r², a fraction as text. */
  radiusSquared: string;
  /** The equation's left side minus its right side, at a point. */
  at: (x: number, y: number) => number | null;
  values: { h: number; k: number; r: number };
}

function put(node: MathNode, x: number, y: number): number | null {
  return numericValue(node.transform((child) => (asSymbol(child)?.name === 'x' ? parseMath(`(${x})`) : asSymbol(child)?.name === 'y' ? parseMath(`(${y})`) : child)));
}

function exact(value: number): string | null {
  const ratio = fraction(value);
  if (Number(ratio.d) > 10_000 || Math.abs(Number(ratio.s * ratio.n) / Number(ratio.d) - value) > 1e-9 * Math.max(1, Math.abs(value))) return null;
  return Number(ratio.d) === 1 ? String(Number(ratio.s * ratio.n)) : `${Number(ratio.s * ratio.n)}/${Number(ratio.d)}`;
}

function readCircle(text: string | undefined): Circle | null {
  if (text === undefined) return null;
  const state = parseMathState(text, { log: 'base10' });
  if (state.kind !== 'relation' || state.relation.op !== '=') return null;
  const { lhs, rhs } = state.relation;
  const letters = freeSymbols(lhs, rhs);
  if (letters.length !== 2 || !letters.includes('x') || !letters.includes('y')) return null;
  const at = (x: number, y: number) => {
    const left = put(lhs, x, y);
    const right = put(rhs, x, y);
    return left === null || right === null ? null : left - right;
  };
  const [f00, f10, fm10, f01, f0m1] = [at(0, 0), at(1, 0), at(-1, 0), at(0, 1), at(0, -1)];
  if (f00 === null || f10 === null || fm10 === null || f01 === null || f0m1 === null) return null;
  const a = (f10 + fm10 - 2 * f00) / 2;
  const b = (f01 + f0m1 - 2 * f00) / 2;
  const d = (f10 - fm10) / 2;
  const e = (f01 - f0m1) / 2;
  if (Math.abs(a) < 1e-12 || Math.abs(a - b) > 1e-9 * Math.abs(a)) return null;
  const model = (x: number, y: number) => a * (x * x + y * y) + d * x + e * y + f00;
  for (const [x, y] of [[0.37, -1.21], [2.3, 0.7], [-1.9, 3.1], [4.2, -2.6], [1.1, 1.3]] as const) {
    const value = at(x, y);
    if (value === null || Math.abs(value - model(x, y)) > 1e-9 * Math.max(1, Math.abs(value))) return null;
  }
  const h = -d / (2 * a);
  const k = -e / (2 * a);
  const rr = h * h + k * k - f00 / a;
  const texts = [exact(h), exact(k), exact(rr)];
  if (rr <= 0 || texts.some((t) => t === null)) return null;
  const [hText, kText, rrText] = texts as [string, string, string];
  return { h: hText, k: kText, radiusSquared: rrText, at, values: { h, k, r: Math.sqrt(rr) } };
}

/** Points of the circle with this center and radius must satisfy the equation as typed. */
function liesOnCircle(circle: Circle, h: number, k: number, r: number): boolean {
  return [0.3, 1.9, 3.7, 5.1].every((angle) => {
    const value = circle.at(h + r * Math.cos(angle), k + r * Math.sin(angle));
    const scale = Math.abs(circle.at(h, k) ?? 1) + 1;
    return value !== null && Math.abs(value) <= 1e-7 * scale;
  });
}

const EXPLAIN = (circle: Circle) => ({
  rule: 'Complete the square in x and in y',
  explanation: `Written as (x − h)² + (y − k)² = r², the equation has center (${circle.h}, ${circle.k}) and r² = ${circle.radiusSquared}.`,
});

function problem(circle: Circle, asked: string[], source: string, check: (values: number[]) => boolean): CompetitionProblem {
  return { conditions: [], asked: asked.map((text) => parseMath(text)), combine: 'agree', source, explain: EXPLAIN(circle), check };
}

const radius = (circle: Circle) => `sqrt(${circle.radiusSquared})`;

interface CircleForm {
  pattern: RegExp;
  read: (m: RegExpExecArray, math: string[], source: string) => CompetitionProblem | null;
}

const FORMS: CircleForm[] = [
  {
    pattern: new RegExp(`^${ASK} the center of ${CIRCLE}$`, 'u'),
    read: (m, math, source) => {
      const circle = readCircle(math[Number(m[1])]);
      return circle && problem(circle, [circle.h, circle.k], source, ([h, k]) => liesOnCircle(circle, h ?? Number.NaN, k ?? Number.NaN, circle.values.r));
    },
  },
  {
    pattern: new RegExp(`^${ASK} the radius of ${CIRCLE}$`, 'u'),
    read: (m, math, source) => {
      const circle = readCircle(math[Number(m[1])]);
      return circle && problem(circle, [radius(circle)], source, ([r]) => liesOnCircle(circle, circle.values.h, circle.values.k, r ?? Number.NaN));
    },
  },
  {
    pattern: new RegExp(`^(?:in terms of M\\d+, )?what is the area (?:enclosed by the region|of the region|of the circle|enclosed by the circle) (?:defined|given) by (?:the equation )?${M}(?: in terms of M\\d+)?$`, 'u'),
    read: (m, math, source) => {
      const circle = readCircle(math[Number(m[1])]);
      return circle && problem(circle, [`pi * ${circle.radiusSquared}`], source, ([area]) => liesOnCircle(circle, circle.values.h, circle.values.k, Math.sqrt((area ?? Number.NaN) / Math.PI)));
    },
  },
  {
    // "The center of the circle with equation … is the point (h, k). What is h + k?"
    pattern: new RegExp(`^the center of ${CIRCLE} is the point ${M}\\. (?:what is|find) (?:the value of )?${M}$`, 'u'),
    read: (m, math, source) => {
      const circle = readCircle(math[Number(m[1])]);
      const names = /^\(\s*([A-Za-z])\s*,\s*([A-Za-z])\s*\)$/u.exec(math[Number(m[2])] ?? '');
      const asked = math[Number(m[3])];
      if (!circle || !names || asked === undefined) return null;
      const node = parseMath(asked).transform((child) => (asSymbol(child)?.name === names[1] ? parseMath(`(${circle.h})`) : asSymbol(child)?.name === names[2] ? parseMath(`(${circle.k})`) : child));
      if (freeSymbols(node).length > 0) return null;
      return problem(circle, [node.toString()], source, () => liesOnCircle(circle, circle.values.h, circle.values.k, circle.values.r));
    },
  },
  {
    // "Let C be the circle with equation …. If (a, b) is the center of C and r is its radius, what is a + b + r?"
    pattern: new RegExp(`^let M\\d+ be ${CIRCLE}\\. if ${M} is the center of M\\d+ and ${M} is its radius, what is (?:the value of )?${M}$`, 'u'),
    read: (m, math, source) => {
      const circle = readCircle(math[Number(m[1])]);
      const names = /^\(\s*([A-Za-z])\s*,\s*([A-Za-z])\s*\)$/u.exec(math[Number(m[2])] ?? '');
      const r = math[Number(m[3])]?.trim();
      const asked = math[Number(m[4])];
      if (!circle || !names || !r || !/^[A-Za-z]$/u.test(r) || asked === undefined) return null;
      const values: Record<string, string> = { [names[1] as string]: circle.h, [names[2] as string]: circle.k, [r]: radius(circle) };
      const node = parseMath(asked).transform((child) => {
        const name = asSymbol(child)?.name;
        return name !== undefined && values[name] !== undefined ? parseMath(`(${values[name]})`) : child;
      });
      if (freeSymbols(node).length > 0) return null;
      return problem(circle, [node.toString()], source, () => liesOnCircle(circle, circle.values.h, circle.values.k, circle.values.r));
    },
  },
  {
    pattern: new RegExp(`^what is the distance between the center of ${CIRCLE} and the point ${M}$`, 'u'),
    read: (m, math, source) => {
      const circle = readCircle(math[Number(m[1])]);
      const point = /^\(\s*([^,()]+)\s*,\s*([^,()]+)\s*\)$/u.exec(math[Number(m[2])] ?? '');
      if (!circle || !point) return null;
      return problem(circle, [`sqrt((${point[1]} - (${circle.h}))^2 + (${point[2]} - (${circle.k}))^2)`], source, () => liesOnCircle(circle, circle.values.h, circle.values.k, circle.values.r));
    },
  },
];

/** A question about the center, radius or area of a circle given by its equation; null for anything else. */
export function readCircleQuestion(skeleton: string, math: string[], source: string): CompetitionProblem | null {
  for (const form of FORMS) {
    const match = form.pattern.exec(skeleton);
    if (match) return form.read(match, math, source);
  }
  return null;
}
