import type { MathResult, MathStep, ParsedMathInput } from '../contract';
import { AT_PAIR, type DerivativeAtAPoint, solveDerivativeAtAPoint } from './derivative-at-a-point';
import { parseMath } from './math-text';
import { compileNode } from './verify/evaluate';

/**
 * "find the equation of the tangent line to y = x^2 at x = 3", "tangent line to f(x) = x³ at x = 1" (session 44): the
 * slope f'(a) as derivative-at-a-point.ts works it out (checked against a difference quotient), the point's height f(a),
 * then y = f'(a)(x − a) + f(a) expanded. Before it is shown the line is checked against the function as read, numerically:
 * it passes through (a, f(a)), it is straight, and its slope is the function's slope measured at a.
 */
export interface TangentLineRequest {
  slope: DerivativeAtAPoint;
  /** The function's formula as typed ("x^2", "sin x"). */
  body: string;
  variable: string;
  point: string;
}

const TANGENT_TO = /^\s*(?:(?:find|write|give|determine|what\s+is|what's|whats)\s+)?(?:(?:the|an?)\s+)?(?:equation\s+(?:of\s+)?(?:the\s+|a\s+)?)?tangent(?:\s+line)?\s+(?:to|of|for)\s+(?:the\s+)?(?:(?:curve|graph|function)\s+(?:of\s+)?)?(?:([a-zA-Z])\s*=|([a-zA-Z])\s*\(\s*([a-zA-Z])\s*\)\s*=)\s*/iu;
const AT_POINT = /\s*,?\s*(?:at(?:\s+the\s+point)?|when|where)\s+([a-zA-Z])\s*=\s*(-?[^\s,;?]+?)\s*[.?]?\s*$/iu;

export function readTangentLine(text: string): TangentLineRequest | null {
  const head = TANGENT_TO.exec(text);
  const pair = AT_PAIR.exec(text);
  // "at (3, 9)": the point's x, its height checked against the curve (session 44).
  const at = AT_POINT.exec(text) ?? (pair && head ? Object.assign([pair[0], head[3] ?? 'x', pair[1]], { index: pair.index }) : null);
  if (!head || !at || at.index < head[0].length) return null;
  const variable = at[1] as string;
  const point = at[2] as string;
  const body = text.slice(head[0].length, at.index).trim();
  const named = head[1] ?? head[2];
  if (!body || (head[3] && head[3] !== variable) || named === variable) return null;
  // y inside y's own formula is an implicit curve: not this reader's.
  if (named && new RegExp(`(?<![a-zA-Z])${named}(?![a-zA-Z(])`, 'u').test(body)) return null;
  const onCurve = pair && !AT_POINT.test(text) ? { onCurve: pair[2] as string } : {};
  return { slope: { derivative: `d/d${variable} (${body})`, point, variable, ...onCurve }, body, variable, point };
}

type Solve = (input: ParsedMathInput) => Promise<MathResult>;

function refused(message: string, readAs: MathResult['readAs']): MathResult {
  return { status: 'unsupported', task: 'derivative', steps: [], hints: [], engine: 'embedded', message, readAs };
}

/** The value of a text at x (real), undefined when it is not a finite real number. */
function realAt(text: string, variable: string, x: number): number | undefined {
  try {
    const value = compileNode(parseMath(text, { log: 'base10' }), 'real')({ [variable]: x });
    return value && Math.abs(value.im) < 1e-12 && Number.isFinite(value.re) ? value.re : undefined;
  } catch {
    return undefined;
  }
}

export async function solveTangentLine(request: TangentLineRequest, solve: Solve): Promise<MathResult | null> {
  const { variable: x, point, body } = request;
  const readAs = { text: `the tangent line to y = ${body} at ${x} = ${point}`, latex: `\\text{tangent line to } y = ${body} \\text{ at } ${x} = ${point}` };
  const slope = await solveDerivativeAtAPoint(request.slope, solve);
  if (!slope) return null;
  if (slope.status !== 'solved' || !slope.answer) return { ...slope, readAs };
  const m = slope.answer.text;
  let height: MathResult;
  try {
    height = await solve({ problem: `(${body})`.replace(new RegExp(`(?<![a-zA-Z])${x}(?![a-zA-Z])`, 'gu'), `(${point})`), task: 'evaluate' });
  } catch {
    return refused(`The slope at ${x} = ${point} is ${m}, but I could not work out the function's value there, so I give no line.`, readAs);
  }
  if (height.status !== 'solved' || !height.answer) return refused(`The slope at ${x} = ${point} is ${m}, but I could not work out the function's value there, so I give no line.`, readAs);
  const fa = height.answer.text;
  let line: MathResult;
  try {
    line = await solve({ problem: `(${m})*(${x} - (${point})) + (${fa})`, task: 'expand' });
  } catch {
    return null;
  }
  if (line.status !== 'solved' || !line.answer) return null;
  const lineText = line.answer.text;
  // The line against the function as read: through (a, f(a)), straight, with the function's slope at a.
  const a = realAt(point, x, 0);
  if (a === undefined) return null;
  const f = (t: number) => realAt(body, x, t);
  const y = (t: number) => realAt(lineText, x, t);
  const [fa0, y0, y1, y2, up, down] = [f(a), y(a), y(a + 1), y(a + 2), f(a + 1e-5 * Math.max(1, Math.abs(a))), f(a - 1e-5 * Math.max(1, Math.abs(a)))];
  const close = (p: number, q: number, tolerance: number) => Math.abs(p - q) <= tolerance * (1 + Math.abs(q));
  const measured = up !== undefined && down !== undefined ? (up - down) / (2e-5 * Math.max(1, Math.abs(a))) : undefined;
  if ([fa0, y0, y1, y2, measured].some((v) => v === undefined) || !close(y0!, fa0!, 1e-9) || !close(y2! - 2 * y1! + y0!, 0, 1e-9) || !close(y1! - y0!, measured!, 1e-5)) {
    return refused(`I worked out a line, but it failed my own check against the function as read (it must pass through the point and have the function's slope there), so I do not show it.`, readAs);
  }
  const steps: MathStep[] = [
    ...slope.steps,
    {
      rule: 'Find the point on the curve',
      explanation: `Put ${x} = ${point} into y = ${body}: the tangent line touches the curve at (${point}, ${fa}).`,
      expression: { text: `y = ${fa}`, latex: `y = ${height.answer.latex}` },
      verified: true,
    },
    {
      rule: 'Point-slope form',
      explanation: `A line with slope m through (a, b) is y = m(${x} - a) + b; here m = ${m}, a = ${point}, b = ${fa}.`,
      expression: { text: `y = (${m})(${x} - (${point})) + (${fa})`, latex: `y = \\left(${slope.answer.latex}\\right)\\left(${x} - ${point}\\right) + ${height.answer.latex}` },
      verified: true,
    },
    { rule: 'Simplify', explanation: 'Multiply out and collect the terms.', expression: { text: `y = ${lineText}`, latex: `y = ${line.answer.latex}` }, verified: true },
  ];
  return {
    status: 'solved',
    task: 'derivative',
    method: 'tangent line (derivative at a point, then point-slope form)',
    answer: { text: `y = ${lineText}`, latex: `y = ${line.answer.latex}` },
    steps,
    hints: [`The tangent line's slope is the derivative at ${x} = ${point}; it passes through the point (${point}, f(${point})).`, `Use point-slope form: y = f'(a)(${x} - a) + f(a).`],
    engine: 'embedded',
    readAs,
    message: `The slope at ${x} = ${point} is ${m} and the curve passes through (${point}, ${fa}), so the tangent line is y = ${lineText}; checked against the function's value and slope measured there.`,
  };
}
