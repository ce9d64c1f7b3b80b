import type { MathNode } from 'mathjs';
import { ParenthesisNode } from 'mathjs';
import { formatNode, freeSymbols, parseMath } from '../math-text';
import { asOperator, asSymbol, constantValue } from '../read/node-kit';
import type { CompetitionProblem } from './competition-problem';
import { criticalPoint, fractionText, modelValue, quadraticModel, valueAt } from './numeric-model';

const M = 'M(\\d+)';
const LETTERS = 'M\\d+(?:(?:,|,? and) M\\d+)*';
const SQUARE_FORM = new RegExp(
  `^(?:the (?:quadratic|expression) ${M} can be (?:written|rewritten|expressed) in the form ${M}|if we (?:express|write|rewrite) ${M} in the form ${M}),? (?:where ${LETTERS} are (?:real )?(?:constants|numbers|real numbers)[.,] )?(?:then )?(?:what is|find|compute)(?: the value of)? ${M}(?: \\(as a decimal\\))?$`,
  'u',
);

/** One part of the form A·(x − H)² + K: a number, or a letter (possibly negated) to find. */
interface Part {
  node: MathNode;
  /** +1 or −1: the part as written is sign·node. */
  sign: number;
}

/**
 * "The quadratic 4x^2+2x-1 can be written in the form a(x+b)^2+c … What is a+b+c?": completing the
 * square. The form's letters are read off the quadratic's leading coefficient and vertex; the answer is
 * checked by putting the letters into the form and comparing it with the quadratic at several x.
 */
export function readSquareFormQuestion(skeleton: string, math: string[], source: string): CompetitionProblem | null {
  const match = SQUARE_FORM.exec(skeleton);
  if (!match) return null;
  const quadratic = parseMath(math[Number(match[1] ?? match[3])] ?? '', { log: 'base10' });
  const form = parseMath(math[Number(match[2] ?? match[4])] ?? '', { log: 'base10' });
  const asked = parseMath(math[Number(match[5])] ?? '', { log: 'base10' });
  const variables = freeSymbols(quadratic);
  if (variables.length !== 1) return null;
  const x = variables[0] as string;
  const shape = readShape(form, x);
  if (!shape) return null;
  const model = quadraticModel(quadratic, [x]);
  const vertex = model && criticalPoint(model);
  if (!model || !vertex) return null;
  const leading = (model.hessian[0] as number[])[0] as number / 2;
  const height = modelValue(model, vertex);
  const values: Record<string, string> = {};
  // A = leading coefficient, x − H with H the vertex's x (the form writes x + b, so b = −H), K its height.
  for (const [part, value] of [[shape.scale, leading], [shape.shift, -(vertex[0] as number)], [shape.rest, height]] as Array<[Part, number]>) {
    const known = constantValue(part.node);
    if (known !== undefined) {
      if (Math.abs(part.sign * known - value) > 1e-9 * Math.max(1, Math.abs(value))) return null;
      continue;
    }
    const letter = asSymbol(part.node)?.name;
    const exact = fractionText(part.sign * value);
    if (!letter || letter === x || !exact || letter in values) return null;
    values[letter] = exact;
  }
  const letters = Object.keys(values);
  if (freeSymbols(asked).some((name) => !letters.includes(name)) || freeSymbols(form).some((name) => name !== x && !letters.includes(name))) return null;
  const put = (node: MathNode) => node.transform((child) => { const name = asSymbol(child)?.name; return name && name in values ? new ParenthesisNode(parseMath(values[name] as string)) : child; });
  const filled = put(form);
  const numbers = Object.fromEntries(letters.map((name) => [name, valueAt(parseMath(values[name] as string), {}) as number]));
  const expected = valueAt(asked, numbers);
  return {
    conditions: [],
    asked: [put(asked)],
    combine: 'agree',
    source,
    explain: {
      rule: 'Complete the square',
      explanation: `${formatNode(quadratic).text} = ${formatNode(filled).text}: the leading coefficient, the vertex at ${x} = ${formatNode(parseMath(fractionText(vertex[0] as number) ?? '0')).text} and its height give ${letters.map((name) => `${name} = ${formatNode(parseMath(values[name] as string)).text}`).join(', ')}.`,
    },
    // The form with the letters put in must be the quadratic itself, at every x tried.
    check: ([value]) =>
      value !== undefined &&
      expected !== null &&
      Math.abs(value - expected) <= 1e-9 * Math.max(1, Math.abs(expected)) &&
      [-3.7, -1, 0, 0.5, 2.25, 9].every((at) => {
        const want = valueAt(quadratic, { [x]: at });
        const got = valueAt(filled, { [x]: at });
        return want !== null && got !== null && Math.abs(want - got) <= 1e-9 * Math.max(1, Math.abs(want));
      }),
  };
}

/** A·(x ± T)^2 ± U, each of A, T, U a number or a letter; A may be missing (1), U too (0). */
function readShape(form: MathNode, x: string): { scale: Part; shift: Part; rest: Part } | null {
  let square = form;
  let rest: Part = { node: parseMath('0'), sign: 1 };
  const top = asOperator(form);
  if (top && (top.fn === 'add' || top.fn === 'subtract') && top.args.length === 2) {
    square = top.args[0] as MathNode;
    rest = signed(top.args[1] as MathNode, top.fn === 'subtract' ? -1 : 1);
  }
  let scale: Part = { node: parseMath('1'), sign: 1 };
  const product = asOperator(square);
  if (product && product.fn === 'multiply' && product.args.length === 2) {
    scale = signed(product.args[0] as MathNode, 1);
    square = product.args[1] as MathNode;
  }
  while (square instanceof ParenthesisNode) square = square.content;
  const power = asOperator(square);
  if (!power || power.fn !== 'pow' || constantValue(power.args[1] as MathNode) !== 2) return null;
  let inner = power.args[0] as MathNode;
  while (inner instanceof ParenthesisNode) inner = inner.content;
  const sum = asOperator(inner);
  if (!sum || (sum.fn !== 'add' && sum.fn !== 'subtract') || asSymbol(sum.args[0] as MathNode)?.name !== x) return null;
  const shift = signed(sum.args[1] as MathNode, sum.fn === 'subtract' ? -1 : 1);
  return isPlain(scale) && isPlain(shift) && isPlain(rest) ? { scale, shift, rest } : null;
}

function signed(node: MathNode, sign: number): Part {
  let inner = node;
  while (inner instanceof ParenthesisNode) inner = inner.content;
  const negation = asOperator(inner);
  if (negation && negation.fn === 'unaryMinus') return { node: negation.args[0] as MathNode, sign: -sign };
  return { node: inner, sign };
}

function isPlain(part: Part): boolean {
  return constantValue(part.node) !== undefined || asSymbol(part.node) !== undefined;
}
