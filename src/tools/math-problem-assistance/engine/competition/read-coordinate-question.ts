import type { MathNode } from 'mathjs';
import { parseMath } from '../math-text';
import type { CompetitionProblem } from './competition-problem';

type Point = [MathNode, MathNode];

const M = 'M(\\d+)';
const SEGMENT = `(?:the |a )?(?:line )?segment (?:between|connecting|joining|with endpoints(?: at)?|whose endpoints (?:are|have coordinates)) (?:the )?(?:points )?${M} and ${M}`;

/** "(5,4)" as its two coordinates; null for anything else. */
export function readPoint(text: string | undefined): Point | null {
  const match = /^\(\s*([^,()]+(?:\([^()]*\))?[^,()]*)\s*,\s*([^,()]+(?:\([^()]*\))?[^,()]*)\s*\)$/u.exec(text?.trim() ?? '');
  if (!match) return null;
  return [parseMath(match[1] as string, { log: 'base10' }), parseMath(match[2] as string, { log: 'base10' })];
}

const coordinate = (point: Point, i: 0 | 1) => `(${point[i].toString()})`;
const midpoint = (p: Point, q: Point) => [`(${coordinate(p, 0)} + ${coordinate(q, 0)}) / 2`, `(${coordinate(p, 1)} + ${coordinate(q, 1)}) / 2`];
const distance = (p: Point, q: Point) => `sqrt((${coordinate(q, 0)} - ${coordinate(p, 0)})^2 + (${coordinate(q, 1)} - ${coordinate(p, 1)})^2)`;
const slope = (p: Point, q: Point) => `(${coordinate(q, 1)} - ${coordinate(p, 1)}) / (${coordinate(q, 0)} - ${coordinate(p, 0)})`;

interface CoordinateForm {
  pattern: RegExp;
  /** The formula(s) for the answer, from the two points. */
  formula: (p: Point, q: Point, match: RegExpExecArray) => string[];
  /** Which groups hold the two points (default: the last two). */
  points?: [number, number];
}

const FORMS: CoordinateForm[] = [
  { pattern: new RegExp(`^(?:find|what is) the midpoint of ${SEGMENT}$`, 'u'), formula: midpoint },
  {
    pattern: new RegExp(`^(?:find |what is )?the (sum|product) of the coordinates of the midpoint of ${SEGMENT}$`, 'u'),
    formula: (p, q, m) => [midpoint(p, q).map((c) => `(${c})`).join(m[1] === 'sum' ? ' + ' : ' * ')],
  },
  { pattern: new RegExp(`^(?:find |what is )?the (?:length of|distance between) (?:the )?(?:points )?${M} and ${M}$`, 'u'), formula: (p, q) => [distance(p, q)] },
  { pattern: new RegExp(`^how many units long is ${SEGMENT}$`, 'u'), formula: (p, q) => [distance(p, q)] },
  { pattern: new RegExp(`^(?:find |what is )?the slope of the line (?:containing|through|passing through|that passes through|that contains) (?:the points )?${M} and ${M}$`, 'u'), formula: (p, q) => [slope(p, q)] },
  // One endpoint P and the midpoint Q: the other endpoint is 2Q − P.
  {
    pattern: new RegExp(`^a (?:line )?segment has (?:one )?(?:an )?endpoint at ${M} and (?:its )?midpoint at ${M}[.,] what is the (sum|product) of the coordinates of the other endpoint$`, 'u'),
    formula: (p, q, m) => [otherEndpoint(p, q).map((c) => `(${c})`).join(m[3] === 'sum' ? ' + ' : ' * ')],
    points: [1, 2],
  },
];

const otherEndpoint = (p: Point, q: Point) => [`2 * ${coordinate(q, 0)} - ${coordinate(p, 0)}`, `2 * ${coordinate(q, 1)} - ${coordinate(p, 1)}`];

/** Midpoint, distance and slope of two given points: the formula, worked out by the evaluate methods. */
export function readCoordinateQuestion(skeleton: string, math: string[], source: string): CompetitionProblem | null {
  for (const form of FORMS) {
    const match = form.pattern.exec(skeleton);
    if (!match) continue;
    const [first, second] = form.points ?? [match.length - 2, match.length - 1];
    const p = readPoint(math[Number(match[first])]);
    const q = readPoint(math[Number(match[second])]);
    if (!p || !q) return null;
    return { conditions: [], asked: form.formula(p, q, match).map((text) => parseMath(text)), combine: 'agree', source };
  }
  return null;
}
