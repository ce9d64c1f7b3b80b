import { ConstantNode, SymbolNode, type MathNode } from 'mathjs';
import { freeSymbols, parseMath, parseMathState } from '../math-text';
import type { Relation } from '../problem';
import { asSymbol } from '../read/node-kit';
import type { CompetitionProblem } from './competition-problem';
import { readPoint } from './read-coordinate-question';

// Questions about straight lines in the plane, each turned into equations the engine solves and
// verifies: a point on the line is the line's equation with that point put in. The slope of a line
// given by an equation is the change in y between its points at x = 0 and x = 1 (u and w below); an
// intercept is the line met with x = 0 or y = 0; two lines meet where both equations hold; "the line
// y = mx + b passes through (4, 5)" is 5 = 4m + b. A vertical line has no point at x = 0 or 1, so
// its slope is refused by the solver finding no solution, never guessed.

const M = 'M(\\d+)';
const THROUGH = '(?:containing|through|passing through|that passes through|that contains|which passes through)';
const AXIS = `(?:the )?${M} -axis`;
const ASK = '(?:what is|find|compute|determine)';

type Point = [MathNode, MathNode];

interface Pieces {
  math: string[];
  source: string;
}

/** "(4, -7)", "P(-2, 7)", "A = (24, 7)": a point with number coordinates. */
function readNumberPoint(text: string | undefined): Point | null {
  const point = readPoint(text?.trim().replace(/^[A-Z]\s*=?\s*(?=\()/u, ''));
  return point && freeSymbols(...point).length === 0 ? point : null;
}

/** A line's equation in x and y (and, when `parameters` allows, other letters); null for anything else. */
function readLine(text: string | undefined, parameters = false): Relation | null {
  if (text === undefined) return null;
  const state = parseMathState(text, { log: 'base10' });
  if (state.kind !== 'relation' || state.relation.op !== '=') return null;
  const letters = freeSymbols(state.relation.lhs, state.relation.rhs);
  if (!letters.includes('x') && !letters.includes('y')) return null;
  if (!parameters && letters.some((name) => name !== 'x' && name !== 'y')) return null;
  return state.relation;
}

function axisOf(pieces: Pieces, at: string | undefined): 'x' | 'y' | null {
  const name = pieces.math[Number(at)]?.trim();
  return name === 'x' || name === 'y' ? name : null;
}

const constant = (value: number): MathNode => new ConstantNode(value);

/** The line's equation with x and y replaced. */
function putPoint(line: Relation, x: MathNode, y: MathNode): Relation {
  const put = (node: MathNode) => node.transform((child) => (asSymbol(child)?.name === 'x' ? x : asSymbol(child)?.name === 'y' ? y : child));
  return { lhs: put(line.lhs), op: '=', rhs: put(line.rhs) };
}

/** The points of the line at x = 0 (y = u) and x = 1 (y = w): its slope is w − u. */
function slopeConditions(line: Relation): Relation[] {
  return [putPoint(line, constant(0), new SymbolNode('u')), putPoint(line, constant(1), new SymbolNode('w'))];
}

const SLOPE_EXPLAIN = { rule: 'Slope from two points of the line', explanation: 'Find the line’s points at x = 0 (y = u) and at x = 1 (y = w); the slope is the change in y, w − u.' };
const pointSlope = (p: Point, q: Point) => `((${q[1].toString()}) - (${p[1].toString()})) / ((${q[0].toString()}) - (${p[0].toString()}))`;

function slopeOfLine(pieces: Pieces, at: string | undefined, how: string | undefined): CompetitionProblem | null {
  const line = readLine(pieces.math[Number(at)]);
  if (!line) return null;
  const asked = how === 'perpendicular' ? '-1 / (w - u)' : 'w - u';
  return { conditions: slopeConditions(line), asked: [parseMath(asked)], combine: 'agree', source: pieces.source, explain: SLOPE_EXPLAIN };
}

function slopeOfPoints(pieces: Pieces, first: string | undefined, second: string | undefined, how: string | undefined): CompetitionProblem | null {
  const p = readNumberPoint(pieces.math[Number(first)]);
  const q = readNumberPoint(pieces.math[Number(second)]);
  if (!p || !q) return null;
  const slope = pointSlope(p, q);
  return { conditions: [], asked: [parseMath(how === 'perpendicular' ? `-1 / (${slope})` : slope)], combine: 'agree', source: pieces.source };
}

/** Where the line meets an axis: the other coordinate (`value`) or the point. */
function intercept(line: Relation, axis: 'x' | 'y', shape: 'value' | 'point', source: string): CompetitionProblem {
  // The y-axis is x = 0; the x-intercept is where y = 0.
  const zero = axis === 'y' ? 'x' : 'y';
  const conditions: Relation[] = [line, { lhs: new SymbolNode(zero), op: '=', rhs: constant(0) }];
  const asked = shape === 'point' ? [new SymbolNode('x'), new SymbolNode('y')] : [new SymbolNode(axis)];
  return { conditions, asked, combine: 'agree', source };
}

/** The line through two points, as y = (slope)(x − p_x) + p_y. */
function lineThrough(p: Point, q: Point): Relation {
  return { lhs: new SymbolNode('y'), op: '=', rhs: parseMath(`(${pointSlope(p, q)}) * (x - (${p[0].toString()})) + (${p[1].toString()})`) };
}

/** "The line y = ax + b passes through (4, 5) and (8, 17)": one equation per point, in the line's other letters. */
function throughPoints(pieces: Pieces, lineAt: string | undefined, pointsAt: Array<string | undefined>, askedAt: string | undefined): CompetitionProblem | null {
  const line = readLine(pieces.math[Number(lineAt)], true);
  const points = pointsAt.map((at) => readNumberPoint(pieces.math[Number(at)]));
  if (!line || points.some((p) => !p)) return null;
  const conditions = (points as Point[]).map((p) => putPoint(line, p[0], p[1]));
  const askedText = pieces.math[Number(askedAt)];
  if (askedText === undefined) return null;
  const asked = parseMath(askedText);
  const letters = freeSymbols(...conditions.flatMap((r) => [r.lhs, r.rhs]));
  if (letters.length !== conditions.length || freeSymbols(asked).some((name) => !letters.includes(name))) return null;
  return { conditions, asked: [asked], combine: 'agree', source: pieces.source };
}

interface LineForm {
  pattern: RegExp;
  read: (m: RegExpExecArray, pieces: Pieces) => CompetitionProblem | null;
}

const FORMS: LineForm[] = [
  {
    pattern: new RegExp(`^${ASK} the slope of (?:the|a) line (?:that is )?(?:(parallel|perpendicular) to )?(?:the line )?(?:(?:given by|with equation|defined by) )?(?:the equation )?${M}$`, 'u'),
    read: (m, p) => slopeOfLine(p, m[2], m[1]),
  },
  {
    pattern: new RegExp(`^${ASK} the slope of (?:the|a) line (?:that is )?(?:(parallel|perpendicular) to )?the line ${THROUGH} (?:the points )?${M} and ${M}$`, 'u'),
    read: (m, p) => slopeOfPoints(p, m[2], m[3], m[1]),
  },
  {
    pattern: new RegExp(`^${ASK} the ${M} -intercept( point)? of the line (?:(?:given by|with equation|defined by) )?(?:the equation )?${M}$`, 'u'),
    read: (m, p) => {
      const axis = axisOf(p, m[1]);
      const line = readLine(p.math[Number(m[3])]);
      return axis && line ? intercept(line, axis, m[2] ? 'point' : 'value', p.source) : null;
    },
  },
  {
    pattern: new RegExp(`^(?:at what point does the line ${M} (?:intersect|cross|meet) ${AXIS}|the line ${M} (?:intersects|crosses|meets) ${AXIS} at what point)$`, 'u'),
    read: (m, p) => {
      const axis = axisOf(p, m[2] ?? m[4]);
      const line = readLine(p.math[Number(m[1] ?? m[3])]);
      // Meeting the y-axis is the y-intercept (x = 0); meeting the x-axis is the x-intercept.
      return axis && line ? intercept(line, axis === 'y' ? 'y' : 'x', 'point', p.source) : null;
    },
  },
  {
    pattern: new RegExp(`^(?:at what point does (?:the|a) line ${THROUGH} (?:the points )?${M} and ${M} (?:intersect|cross|meet) ${AXIS}|(?:the|a) line ${THROUGH} (?:the points )?${M} and ${M} (?:intersects|crosses|meets) ${AXIS} at what point)$`, 'u'),
    read: (m, p) => {
      const axis = axisOf(p, m[3] ?? m[6]);
      const first = readNumberPoint(p.math[Number(m[1] ?? m[4])]);
      const second = readNumberPoint(p.math[Number(m[2] ?? m[5])]);
      return axis && first && second ? intercept(lineThrough(first, second), axis, 'point', p.source) : null;
    },
  },
  {
    pattern: new RegExp(`^(?:${ASK}|what are) (?:the )?(?:point of )?intersection(?: point)? of the lines (?:given by |with equations |defined by )?${M} and ${M}(?: express your answer as an ordered pair(?: M\\d+)?)?$`, 'u'),
    read: (m, p) => {
      const first = readLine(p.math[Number(m[1])]);
      const second = readLine(p.math[Number(m[2])]);
      return first && second ? { conditions: [first, second], asked: [new SymbolNode('x'), new SymbolNode('y')], combine: 'agree', source: p.source } : null;
    },
  },
  {
    pattern: new RegExp(`^(?:if )?the (?:graph of the )?line ${M} (?:passes through|contains|goes through) the points? ${M}(?: and ${M})?[,.] (?:then )?(?:what is|find) (?:the value of )?${M}$`, 'u'),
    read: (m, p) => throughPoints(p, m[1], m[3] ? [m[2], m[3]] : [m[2]], m[4]),
  },
  {
    pattern: new RegExp(`^for what value of ${M} does the line (?:represented by |given by |with )?(?:the equation )?${M} (?:contain|pass through|go through) the point ${M}$`, 'u'),
    read: (m, p) => throughPoints(p, m[2], [m[3]], m[1]),
  },
  {
    pattern: new RegExp(`^the equation of the line (?:that passes through|through|passing through|containing) the points ${M} and ${M} can be (?:expressed|written) in the form ${M}\\. what is the value of ${M}$`, 'u'),
    read: (m, p) => throughPoints(p, m[3], [m[1], m[2]], m[4]),
  },
];

/** A question about one or two straight lines; null when the sentence is not one of these forms. */
export function readLineQuestion(skeleton: string, math: string[], source: string): CompetitionProblem | null {
  const pieces: Pieces = { math, source };
  // "Provide your answer as an ordered pair. Express the x and y coordinates as common fractions": how to write it.
  const asked = skeleton.replace(/(?:\.? (?:provide|express|write|give|enter)\b[^.]*)+$/u, '');
  for (const form of FORMS) {
    const match = form.pattern.exec(asked);
    if (!match) continue;
    return form.read(match, pieces);
  }
  return null;
}
