import { parse, type MathNode } from 'mathjs';
import type { MathMethod, MethodResult, StepDraft } from '../problem';
import { expressionState, expressionStep, problemExpression } from '../methods/algebra/method-kit';
import { freeVariables } from '../methods/algebra/node-build';
import { functionName, unwrapParens } from '../nodes/build-nodes';
import { printNode } from '../nodes/print-nodes';
import { toPolynomial } from '../methods/equations/polynomial';
import { arithmeticSteps } from '../methods/algebra/arithmetic-steps';
import { hasDegreeMark } from '../read/tokenize-math';

// "exact value of cos(7π/12)": sin, cos or tan of a multiple of π/12 (15°) worked out exactly, by the
// reference angle and, for 15° and 75°, the sum or difference of 45° and 30°. Without it the answer was the
// problem given back (cos(7π/12)). Each state is a number the verifier compares with the one before.

type Name = 'sin' | 'cos' | 'tan';

/** Exact values in the first quadrant, by degrees; tan 90° has none. */
const FIRST_QUADRANT: Record<Name, Record<number, string>> = {
  sin: { 0: '0', 15: '(sqrt(6) - sqrt(2))/4', 30: '1/2', 45: 'sqrt(2)/2', 60: 'sqrt(3)/2', 75: '(sqrt(6) + sqrt(2))/4', 90: '1' },
  cos: { 0: '1', 15: '(sqrt(6) + sqrt(2))/4', 30: 'sqrt(3)/2', 45: 'sqrt(2)/2', 60: '1/2', 75: '(sqrt(6) - sqrt(2))/4', 90: '0' },
  tan: { 0: '0', 15: '2 - sqrt(3)', 30: 'sqrt(3)/3', 45: '1', 60: 'sqrt(3)', 75: '2 + sqrt(3)' },
};

/** The negatives written the way a student writes them ((√2 − √6)/4, not −(√6 − √2)/4). */
const NEGATED: Record<string, string> = {
  '(sqrt(6) - sqrt(2))/4': '(sqrt(2) - sqrt(6))/4',
  '(sqrt(6) + sqrt(2))/4': '-(sqrt(6) + sqrt(2))/4',
  '2 - sqrt(3)': 'sqrt(3) - 2',
  '2 + sqrt(3)': '-2 - sqrt(3)',
  '0': '0',
};

/** 15° = 45° − 30° and 75° = 45° + 30°, written out with the values of 45° and 30°. */
const SUM_FORMULA: Record<Name, Record<number, { rule: string; working: string }>> = {
  sin: {
    15: { rule: 'sin(a − b) = sin a cos b − cos a sin b, with 15° = 45° − 30°', working: 'sqrt(2)/2 * sqrt(3)/2 - sqrt(2)/2 * 1/2' },
    75: { rule: 'sin(a + b) = sin a cos b + cos a sin b, with 75° = 45° + 30°', working: 'sqrt(2)/2 * sqrt(3)/2 + sqrt(2)/2 * 1/2' },
  },
  cos: {
    15: { rule: 'cos(a − b) = cos a cos b + sin a sin b, with 15° = 45° − 30°', working: 'sqrt(2)/2 * sqrt(3)/2 + sqrt(2)/2 * 1/2' },
    75: { rule: 'cos(a + b) = cos a cos b − sin a sin b, with 75° = 45° + 30°', working: 'sqrt(2)/2 * sqrt(3)/2 - sqrt(2)/2 * 1/2' },
  },
  tan: {
    15: { rule: 'tan(a − b) = (tan a − tan b)/(1 + tan a tan b), with 15° = 45° − 30°', working: '(1 - sqrt(3)/3) / (1 + sqrt(3)/3)' },
    75: { rule: 'tan(a + b) = (tan a + tan b)/(1 − tan a tan b), with 75° = 45° + 30°', working: '(1 + sqrt(3)/3) / (1 - sqrt(3)/3)' },
  },
};

/** The angle in whole degrees when the argument is a rational multiple of π that is a multiple of 15°. */
function degreesOf(argument: MathNode): number | null {
  const p = toPolynomial(argument, 'pi');
  if (!p || p.length !== 2 || !p[0]!.equals(0)) return null;
  const degrees = p[1]!.mul(180);
  if (degrees.d !== 1n) return null;
  const value = Number(degrees.s * degrees.n);
  return value % 15 === 0 ? value : null;
}

function sign(name: Name, degrees: number): 1 | -1 {
  const sine = degrees > 180 && degrees < 360 ? -1 : 1;
  const cosine = degrees > 90 && degrees < 270 ? -1 : 1;
  if (name === 'sin') return sine;
  if (name === 'cos') return cosine;
  return sine === cosine ? 1 : -1;
}

function referenceAngle(degrees: number): number {
  if (degrees <= 90) return degrees;
  if (degrees <= 180) return 180 - degrees;
  if (degrees <= 270) return degrees - 180;
  return 360 - degrees;
}

const radians = (degrees: number) => {
  if (degrees === 0) return '0';
  const size = Math.abs(degrees);
  const g = gcd(size, 180);
  const [top, bottom] = [size / g, 180 / g];
  return `${degrees < 0 ? '−' : ''}${top === 1 ? '' : top}π${bottom === 1 ? '' : `/${bottom}`}`;
};

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

export const evaluateExactTrigValue: MathMethod = (problem): MethodResult | null => {
  if (problem.task !== 'evaluate' && problem.task !== 'simplify') return null;
  const node = problemExpression(problem);
  if (!node || freeVariables(node).length > 0) return null;
  const call = unwrapParens(node) as unknown as { type: string; args?: MathNode[] };
  const name = functionName(node) as Name | null;
  if (call.type !== 'FunctionNode' || !name || !(name in FIRST_QUADRANT) || call.args?.length !== 1) return null;
  const typed = degreesOf(call.args[0]!);
  if (typed === null) return null;
  const degrees = ((typed % 360) + 360) % 360;
  const reference = referenceAngle(degrees);
  const positive = FIRST_QUADRANT[name][reference];
  if (positive === undefined) return null;
  const negative = sign(name, degrees) < 0;
  const value = negative ? (NEGATED[positive] ?? `-(${positive})`) : positive;
  const steps: StepDraft[] = [];
  // Typed in degrees (sin(30°)), the explanations stay in degrees; the states still carry radians for the checks.
  const inDegrees = hasDegreeMark(problem.source);
  if (degrees !== typed || reference !== degrees) {
    const where = degrees === typed ? '' : `${inDegrees ? `${typed}°` : radians(typed)} is ${degrees}° after whole turns; `;
    steps.push(
      expressionStep(
        'Use the reference angle',
        `${where}${degrees}° has reference angle ${reference}°${inDegrees ? '' : ` (${radians(reference)})`}, and ${name} is ${negative ? 'negative' : 'positive'} there.`,
        parse(`${negative ? '-' : ''}${name}(${reference === 0 ? '0' : `${reference}/180*pi`})`),
      ),
    );
  }
  const formula = SUM_FORMULA[name][reference];
  if (formula) {
    steps.push(expressionStep('Use the sum or difference formula', `${formula.rule}; sin 45° = cos 45° = √2/2, sin 30° = 1/2, cos 30° = √3/2.`, parse(`${negative ? '-' : ''}(${formula.working})`)));
  }
  const answer = parse(value);
  steps.push(expressionStep(formula ? 'Simplify' : 'Exact value', formula ? 'Multiply out and collect over one denominator.' : `${name}(${inDegrees ? `${reference}°` : radians(reference)}) = ${printNode(parse(positive), 'words')}, a value to know by heart.`, answer));
  return { method: 'exact trig value', steps, answer: expressionState(answer) };
};

/** The exact value of sin, cos or tan at a multiple of 15°, or null (another function, another angle, tan 90°). */
function exactValueOf(node: MathNode): { value: string; said: string } | null {
  const call = node as unknown as { type: string; args?: MathNode[] };
  const name = functionName(node) as Name | null;
  if (call.type !== 'FunctionNode' || !name || !(name in FIRST_QUADRANT) || call.args?.length !== 1) return null;
  const typed = degreesOf(call.args[0]!);
  if (typed === null) return null;
  const degrees = ((typed % 360) + 360) % 360;
  const positive = FIRST_QUADRANT[name][referenceAngle(degrees)];
  if (positive === undefined) return null;
  const value = sign(name, degrees) < 0 ? (NEGATED[positive] ?? `-(${positive})`) : positive;
  return { value, said: `${name} ${typed}° = ${printNode(parse(value), 'words')}` };
}

const TRIG_NAMES = new Set(['sin', 'cos', 'tan', 'sec', 'csc', 'cot']);

/**
 * "2sin(45°)", "sin²(30°) + cos²(30°)": angles typed in degrees inside a longer expression. Each sin, cos or
 * tan is put in by its exact value, then the arithmetic is done as for any number. Only when every trig call
 * has one; otherwise the expression is left to the methods that work on it in radians.
 */
export const evaluateExactTrigValuesInDegrees: MathMethod = (problem): MethodResult | null => {
  if (problem.task !== 'evaluate' || !hasDegreeMark(problem.source)) return null;
  const node = problemExpression(problem);
  if (!node || freeVariables(node).length > 0 || functionName(node) !== null) return null;
  const said: string[] = [];
  let every = true;
  let calls = 0;
  const substituted = node.transform((inner) => {
    if (inner.type !== 'FunctionNode' || !TRIG_NAMES.has(functionName(inner) ?? '')) return inner;
    calls += 1;
    const exact = exactValueOf(inner);
    if (!exact) {
      every = false;
      return inner;
    }
    if (!said.includes(exact.said)) said.push(exact.said);
    return parse(`(${exact.value})`);
  });
  if (!every || calls === 0) return null;
  const outcome = arithmeticSteps(substituted);
  if (!outcome) return null;
  const steps: StepDraft[] = [expressionStep('Put in the exact values', `${said.join(', ')}.`, substituted), ...outcome.steps];
  return { method: 'exact trig values', steps, answer: expressionState(outcome.answer) };
};
