import { type SymbolNode, type MathNode } from 'mathjs';
import type { MathResult, MathStep, ParsedMathInput } from '../contract';
import { formatState, parseMath } from './math-text';
import { holdsDivisionByZero } from './methods/algebra/evaluate-expression';
import { readProblem } from './read-problem';
import { compileNode } from './verify/evaluate';

/**
 * "f(x) = x^3 - 2x, find f'(2)", "derivative of x^2 sin x at x = π", "d/dx (x^3) at x = 2": the derivative's value at
 * a point. Read as the derivative problem the engine already solves (f'(x), or the text without "at x = a"), then its
 * answer evaluated at the point; the value is checked against a difference quotient of the function as read, so a
 * misread function or a slip in either half cannot be shown (decision 0094).
 */
export interface DerivativeAtAPoint {
  /** The same problem asking for the derivative itself. */
  derivative: string;
  /** The point as typed ("2", "-1", "π/4"). */
  point: string;
  /** The letter the point is given for, when the text names it ("at x = 2"). */
  variable?: string;
  /** Session 44: 2 for f''(a), y'' at a point, "second derivative of … at x = a". */
  order?: 2;
  /** Session 44: the height b of a point typed as (a, b); the answer is refused unless f(a) = b. */
  onCurve?: string;
}

// "at (3, 9)", "at the point (-1, 2)": a point on the curve, its x first.
export const AT_PAIR = /\s*,?\s*at(?:\s+the\s+point)?\s*\(\s*(-?[^,()]+?)\s*,\s*(-?[^,()]+?)\s*\)\s*[.?]?\s*$/iu;

// f'(2), f ′(−1), g'(π/4), f''(1): a prime (or two) of a letter at anything but a lone letter.
const PRIME_AT = /\b([a-zA-Z])\s*(['′’]{1,2}|″|")\s*\(\s*([^()]*?(?:\([^()]*\)[^()]*?)*)\s*\)/u;
const DEFINED = (name: string) => new RegExp(`\\b${name}\\s*\\(\\s*([a-zA-Z])\\s*\\)\\s*=`, 'u');
const DERIVATIVE_WORDS = /\bderivative\b|\bdifferentiate\b|\bd\s*\/\s*d\s*[a-zA-Z]\b|\\frac\s*\{\s*d\s*\}\s*\{\s*d\s*[a-zA-Z]\s*\}/iu;
// "…, at x = 2", "… when x = 2", "… evaluated at x = -1", "… at the point x = 3": the point closes the problem.
const AT_POINT = /\s*,?\s*(?:(?:evaluated\s+)?at(?:\s+the\s+point)?|when|where|for)\s+([a-zA-Z])\s*=\s*(-?[^\s,;?]+?)\s*[.?]?\s*$/iu;

export function readDerivativeAtAPoint(text: string): DerivativeAtAPoint | null {
  const prime = PRIME_AT.exec(text);
  if (prime) {
    const [whole, name, primes, point] = prime as unknown as [string, string, string, string];
    if (/^[a-zA-Z]$/u.test(point.trim()) || point.trim() === '') return null;
    const defined = DEFINED(name).exec(text.replace(whole, ' '));
    if (!defined) return null;
    const parameter = defined[1] as string;
    // The definition's right side, up to the question: "if f(x) = 3x^2 + 5x then f'(2) = ?", "g(t) = t^2 e^t. g'(1)".
    // A digit-group comma ("1,000x^2") is part of a number, not the end of the definition.
    const rest = text.replace(whole, '⟂').slice(defined.index + defined[0].length).replace(/(\d),(?=\d{3}(?!\d))/gu, '$1');
    const body = rest.split(/\s*(?:[,;⟂]|\.(?:\s|$)|\b(?:then|find|what|compute|calculate|evaluate|determine)\b)/iu)[0]?.trim();
    if (!body) return null;
    if (primes.length === 1 && primes !== '″' && primes !== '"') return { derivative: `find ${name}'(${parameter}) if ${name}(${parameter}) = ${body}`, point: point.trim(), variable: parameter };
    return { derivative: `d^2/d${parameter}^2 (${body})`, point: point.trim(), variable: parameter, order: 2 };
  }
  const slope = readSlopeAtAPoint(text);
  if (slope) return slope;
  // "y = ln x, find y'' when x = 2": the prime of a letter the problem defines, then the point.
  const at = AT_POINT.exec(text);
  const before = at ? text.slice(0, at.index).trim() : '';
  const namedPrime = /(?:^|[,;.]\s*|\b(?:find|what is|what's|compute|calculate)\s+)([a-zA-Z])\s*('{1,2}|″|")\s*$/u.exec(before);
  if (at && namedPrime && new RegExp(`(?:^|[^A-Za-z'])${namedPrime[1]}\\s*=`, 'u').test(before.slice(0, namedPrime.index + 1))) {
    return { derivative: before, point: at[2] as string, variable: at[1] as string, ...(namedPrime[2] === "'" ? {} : { order: 2 as const }) };
  }
  if (!DERIVATIVE_WORDS.test(text) || /\b(?:dy\s*\/\s*dx\s+(?:if|when|for|of))\b/iu.test(text)) return null;
  if (!at) return null;
  const derivative = before;
  if (!/[a-zA-Z]/u.test(derivative.replace(DERIVATIVE_WORDS, ''))) return null;
  return { derivative, point: at[2] as string, variable: at[1] as string, ...(/\bsecond\s+derivative\b|\bd\s*(?:\^\s*\{?\s*2|²)/iu.test(derivative) ? { order: 2 as const } : {}) };
}

// "slope of y = x^2 at x = 3", "the slope of the curve y = …", "the slope of the tangent (line) to f(x) = … at x = a".
const SLOPE_OF = /^\s*(?:(?:find|what\s+is|what's|whats|compute|calculate|determine|give)\s+)?(?:the\s+)?slope\s+of\s+(?:the\s+)?(?:tangent(?:\s+line)?\s+(?:to|of|for)\s+(?:the\s+)?)?(?:(?:curve|graph|function)\s+(?:of\s+)?)?(?:([a-zA-Z])\s*=|([a-zA-Z])\s*\(\s*([a-zA-Z])\s*\)\s*=)\s*/iu;

/**
 * The slope of a curve y = f(x) (or f(x) = …) at x = a is f'(a) (session 44). Only a function of the point's letter:
 * a curve in x and y together ("x² + y² = 13 at (2, 3)") is the implicit reader's, and is not matched (no "at x = a").
 */
export function readSlopeAtAPoint(text: string): DerivativeAtAPoint | null {
  const head = SLOPE_OF.exec(text);
  const pair = AT_PAIR.exec(text);
  const at = AT_POINT.exec(text) ?? (pair && head ? Object.assign([pair[0], head[3] ?? 'x', pair[1]], { index: pair.index }) : null);
  if (!head || !at || at.index < head[0].length) return null;
  const variable = at[1] as string;
  const body = text.slice(head[0].length, at.index).trim();
  const named = head[1] ?? head[2];
  if (!body || (head[3] && head[3] !== variable) || named === variable) return null;
  // The function's own letter inside its formula would make it an implicit curve.
  if (named && new RegExp(`(?<![a-zA-Z])${named}(?![a-zA-Z(])`, 'u').test(body)) return null;
  return { derivative: `d/d${variable} (${body})`, point: at[2] as string, variable, ...(pair && !AT_POINT.test(text) ? { onCurve: pair[2] as string } : {}) };
}

type Solve = (input: ParsedMathInput) => Promise<MathResult>;

/** A number the point stands for (π/4, -1/2, 2), or undefined when it is not one real number. */
function pointValue(point: MathNode): number | undefined {
  const value = compileNode(point, 'real')({});
  return value && Number.isFinite(value.re) && Math.abs(value.im) < 1e-12 ? value.re : undefined;
}

/** f'(a) by a central difference of f, with the step chosen for about eight good digits. */
function differenceQuotient(f: (x: number) => number | undefined, a: number): number | undefined {
  const h = 1e-5 * Math.max(1, Math.abs(a));
  const up = f(a + h);
  const down = f(a - h);
  return up === undefined || down === undefined ? undefined : (up - down) / (2 * h);
}

/** f''(a) by a central second difference of f (session 44): about five good digits, compared with a looser bound. */
function secondDifference(f: (x: number) => number | undefined, a: number): number | undefined {
  const h = 1e-3 * Math.max(1, Math.abs(a));
  const up = f(a + h);
  const at = f(a);
  const down = f(a - h);
  return up === undefined || at === undefined || down === undefined ? undefined : (up - 2 * at + down) / (h * h);
}

/** Whether the curve passes through (a, b): f(a) = b to nine places. */
function onTheCurve(fn: MathNode, variable: string, a: number, height: string): boolean {
  try {
    const value = compileNode(fn, 'real')({ [variable]: a });
    const b = compileNode(parseMath(height, { log: 'base10' }), 'real')({});
    return Boolean(value && b && Math.abs(value.im) < 1e-12 && Math.abs(value.re - b.re) <= 1e-9 * (1 + Math.abs(b.re)));
  } catch {
    return false;
  }
}

function refused(message: string, readAs?: MathResult['readAs']): MathResult {
  return { status: 'unsupported', task: 'derivative', steps: [], hints: [], engine: 'embedded', message, ...(readAs ? { readAs } : {}) };
}

export async function solveDerivativeAtAPoint(request: DerivativeAtAPoint, solve: Solve): Promise<MathResult | null> {
  let read;
  try {
    read = readProblem({ problem: request.derivative, task: 'derivative' });
  } catch {
    return null;
  }
  if (read.task !== 'derivative' || read.target.kind !== 'expression' || (read.order === 2) !== (request.order === 2)) return null;
  const second = request.order === 2;
  const variable = read.variable;
  if (request.variable && request.variable !== variable) return null;
  let point: MathNode;
  try {
    point = parseMath(request.point, { log: 'base10' });
  } catch {
    return null;
  }
  const a = pointValue(point);
  if (a === undefined) return null;
  if (request.onCurve !== undefined && !onTheCurve(read.target.node, variable, a, request.onCurve)) {
    return refused(`The point (${request.point}, ${request.onCurve}) is not on the curve: at ${variable} = ${request.point} the function is not ${request.onCurve}. Check the point or the function.`);
  }
  const d = second ? `d^2/d${variable}^2` : `d/d${variable}`;
  const dLatex = second ? `\\frac{d^2}{d${variable}^2}` : `\\frac{d}{d${variable}}`;
  const named = second ? 'second derivative' : 'derivative';
  const readAs = { text: `${d} (${formatState({ kind: 'expression', node: read.target.node }).text}) at ${variable} = ${formatState({ kind: 'expression', node: point }).text}`, latex: '' };
  readAs.latex = `\\left.${dLatex}\\left(${formatState({ kind: 'expression', node: read.target.node }).latex}\\right)\\right|_{${variable} = ${formatState({ kind: 'expression', node: point }).latex}}`;
  const derived = await solve({ problem: request.derivative, task: 'derivative' });
  if (derived.status !== 'solved' || !derived.answer) return derived.status === 'solved' ? null : { ...derived, readAs };
  const derivativeNode = parseMath(derived.answer.text);
  const substituted = derivativeNode.transform((node) => ((node as SymbolNode).isSymbolNode && (node as SymbolNode).name === variable ? parseMath(`(${request.point})`, { log: 'base10' }) : node));
  const substitutedText = formatState({ kind: 'expression', node: substituted }).text;
  const evaluated = await solve({ problem: substitutedText, task: 'evaluate' });
  if (evaluated.status !== 'solved' || !evaluated.answer) {
    // The evaluator's own advice ("check the number you divide by") is for a typed division; here the
    // derivative divides by zero at the point, which means the function has no finite slope there.
    if (holdsDivisionByZero(substituted)) {
      return refused(`The ${named} is ${derived.answer.text}, which divides by zero at ${variable} = ${request.point}: the function has no ${named} there${second ? '' : ' (no finite slope at that point)'}.`, readAs);
    }
    const why = evaluated.message ? ` ${evaluated.message}` : '';
    return refused(`The ${named} is ${derived.answer.text}, but I could not work out its value at ${variable} = ${request.point}.${why}`, readAs);
  }
  // The value against the function itself: a difference quotient of f at a, nothing differentiated.
  const f = compileNode(read.target.node, 'real');
  const real = (x: number) => {
    const value = f({ [variable]: x });
    return value && Math.abs(value.im) < 1e-12 && Number.isFinite(value.re) ? value.re : undefined;
  };
  const slope = second ? secondDifference(real, a) : differenceQuotient(real, a);
  const shown = compileNode(parseMath(evaluated.answer.text), 'real')({});
  if (slope === undefined || !shown || Math.abs(shown.re - slope) > (second ? 1e-3 : 1e-5) * (1 + Math.abs(slope))) {
    return refused(
      `I worked out a value, but it failed my own check against the problem as read (the function's slope measured near ${variable} = ${request.point} differs, or the function is not defined on both sides of the point), so I do not show it.`,
      readAs,
    );
  }
  const put: MathStep = {
    rule: `Put ${variable} = ${request.point} into the ${named}`,
    explanation: `The ${named} at a point is its value there: replace ${variable} by ${request.point}.`,
    expression: formatState({ kind: 'expression', node: substituted }),
    verified: true,
  };
  const steps = [...derived.steps, put, ...evaluated.steps.filter((step) => step.expression.text !== put.expression.text)];
  return {
    status: 'solved',
    task: 'derivative',
    method: derived.method ?? 'derivative rules',
    answer: { text: evaluated.answer.text, latex: evaluated.answer.latex },
    steps,
    hints: [
      `First find the ${named} as a formula in ${variable}, then put ${variable} = ${request.point} into it.`,
      ...derived.hints.slice(0, 2),
    ],
    engine: 'embedded',
    readAs,
    message: `The ${named} is ${derived.answer.text}; at ${variable} = ${request.point} it is ${evaluated.answer.text}, which matches the function's ${second ? 'second difference' : 'slope'} measured there.`,
  };
}
