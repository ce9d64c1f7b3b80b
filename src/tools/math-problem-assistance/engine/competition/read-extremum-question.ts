import type { MathNode } from 'mathjs';
import { ParenthesisNode } from 'mathjs';
import { formatNode, freeSymbols, parseMath, parseMathState } from '../math-text';
import { asFunction, asSymbol, constantValue, isOperator } from '../read/node-kit';
import type { CompetitionProblem } from './competition-problem';
import type { QuadraticModel } from './numeric-model';
import { criticalPoint, fractionText, modelValue, opening, quadraticModel, valueAt } from './numeric-model';

const M = 'M(\\d+)';
const EXTREME = '(minimum|maximum|smallest|largest|least|greatest)';
const LETTERS = 'M\\d+(?:(?:,|,? and) M\\d+)*';
const REAL = `(?: for (?:all )?(?:real|all) (?:numbers? |values of )?(${LETTERS})| where (${LETTERS}) (?:is|are) (?:a )?real(?: numbers?)?)?`;
const ASK = '(?:what is |find |determine |compute )?';

interface Form {
  pattern: RegExp;
  read: (match: RegExpExecArray, math: string[], source: string) => CompetitionProblem | null;
}

const FORMS: Form[] = [
  {
    pattern: new RegExp(`^${ASK}the ${EXTREME}(?: possible)? value (?:of|for) (?:the (?:expression|quadratic|function|quantity) )?${M}${REAL}$`, 'u'),
    read: (m, math, source) => extremeValue(expressionOf(math[Number(m[2])]), m[1] as string, lettersOf(m[3] ?? m[4], math), source, 'value'),
  },
  {
    pattern: new RegExp(`^${ASK}the ${EXTREME}(?: possible)? value (?:of|for) ${M} in the (?:equation|function) ${M}$`, 'u'),
    read: (m, math, source) => extremeValue(rightSideFor(math[Number(m[3])], math[Number(m[2])]), m[1] as string, undefined, source, 'value'),
  },
  {
    pattern: new RegExp(`^what (?:real )?value of ${M} (?:will )?(?:gives?|yields?|produces?|results? in) (?:the|a) ${EXTREME} value (?:of|for) (?:the expression )?${M}$`, 'u'),
    read: (m, math, source) => {
      const letter = asSymbol(parseMath(math[Number(m[1])] ?? ''))?.name;
      const expression = expressionOf(math[Number(m[3])]);
      if (!letter || !expression || freeSymbols(expression).join() !== letter) return null;
      return extremeValue(expression, m[2] as string, [letter], source, 'place');
    },
  },
  {
    pattern: new RegExp(`^the vertex of the parabola (?:described|defined|given|represented) by (?:the equation )?${M} is ${M}[.,]? (?:what is|find|compute)(?: the value of)? ${M}$`, 'u'),
    read: (m, math, source) => vertexQuestion(math[Number(m[1])], math[Number(m[2])], math[Number(m[3])], source),
  },
];

/**
 * The least or greatest value of a quadratic in one or two letters ("What is the minimum value of
 * a^2+6a-7?", "… of x^2+y^2+2x-4y+8 for real x and y"), where it is reached, and the vertex of a parabola
 * y = … . The place is found from the polynomial's values (a quadratic is fixed by a few of them), then
 * checked: the answer must be the expression's value there, and every point around it must give a value
 * no smaller (no larger for a maximum). Anything that is not a quadratic opening the asked way is refused.
 */
export function readExtremumQuestion(skeleton: string, math: string[], source: string): CompetitionProblem | null {
  for (const form of FORMS) {
    const match = form.pattern.exec(skeleton);
    if (match) return form.read(match, math, source);
  }
  return null;
}

/** "a^2+6a-7", or the right side of "y = x^2 - 6x + 13" / "f(x) = …". */
function expressionOf(text: string | undefined): MathNode | null {
  if (text === undefined) return null;
  const state = parseMathState(text, { log: 'base10' });
  if (state.kind === 'expression') return state.node;
  if (state.kind === 'relation' && state.relation.op === '=' && (asSymbol(state.relation.lhs) || asFunction(state.relation.lhs))) {
    const named = asSymbol(state.relation.lhs)?.name;
    return named && freeSymbols(state.relation.rhs).includes(named) ? null : state.relation.rhs;
  }
  return null;
}

/** The right side of "y = …" when y is the letter asked about. */
function rightSideFor(equation: string | undefined, letterText: string | undefined): MathNode | null {
  const letter = asSymbol(parseMath(letterText ?? ''))?.name;
  const state = parseMathState(equation ?? '', { log: 'base10' });
  if (!letter || state.kind !== 'relation' || state.relation.op !== '=' || asSymbol(state.relation.lhs)?.name !== letter) return null;
  return freeSymbols(state.relation.rhs).includes(letter) ? null : state.relation.rhs;
}

function lettersOf(list: string | undefined, math: string[]): string[] | undefined {
  if (list === undefined) return undefined;
  return [...list.matchAll(/M(\d+)/gu)].map((m) => asSymbol(parseMath(math[Number(m[1])] ?? ''))?.name ?? '?');
}

function wantsMinimum(word: string): boolean {
  return word === 'minimum' || word === 'smallest' || word === 'least';
}

interface Extremum {
  model: QuadraticModel;
  /** The place, as exact fractions the evaluate methods work with. */
  place: string[];
  point: number[];
}

function findExtremum(expression: MathNode, names: string[], minimum: boolean): Extremum | null {
  if (names.length === 0 || names.length > 2) return null;
  const model = quadraticModel(expression, names);
  if (!model || opening(model) !== (minimum ? 1 : -1)) return null;
  const point = criticalPoint(model);
  const place = point?.map((value) => fractionText(value));
  if (!point || !place || place.some((text) => text === null)) return null;
  return { model, place: place as string[], point };
}

/** The answer must be the value at the place, and no nearby point may do better. */
function checkExtremum(expression: MathNode, names: string[], extremum: Extremum, minimum: boolean, value: number): boolean {
  const best = modelValue(extremum.model, extremum.point);
  if (Math.abs(best - value) > 1e-9 * Math.max(1, Math.abs(value))) return false;
  const direction = minimum ? 1 : -1;
  for (const step of [1e-3, 0.1, 1, 10]) {
    for (const [dx, dy] of [[1, 0], [-1, 0], [0, 1], [0, -1], [0.6, -0.8], [-0.6, 0.8]] as const) {
      const scope = Object.fromEntries(names.map((name, i) => [name, (extremum.point[i] as number) + step * (i === 0 ? dx : dy)]));
      const around = valueAt(expression, scope);
      if (around === null || direction * (around - value) < -1e-9 * Math.max(1, Math.abs(value))) return false;
    }
  }
  return true;
}

function putIn(node: MathNode, names: string[], values: string[]): MathNode {
  return node.transform((child) => {
    const at = names.indexOf(asSymbol(child)?.name ?? '');
    return at >= 0 ? new ParenthesisNode(parseMath(values[at] as string)) : child;
  });
}

function extremeValue(expression: MathNode | null, word: string, named: string[] | undefined, source: string, asked: 'value' | 'place'): CompetitionProblem | null {
  if (!expression) return null;
  const names = freeSymbols(expression);
  if (named && [...named].sort().join() !== [...names].sort().join()) return null;
  const minimum = wantsMinimum(word);
  const extremum = findExtremum(expression, names, minimum);
  if (!extremum) return null;
  const where = names.map((name, i) => `${name} = ${formatNode(parseMath(extremum.place[i] as string)).text}`).join(', ');
  const kind = minimum ? 'least' : 'greatest';
  const explanation =
    names.length === 1
      ? `${formatNode(expression).text} is a quadratic that opens ${minimum ? 'up' : 'down'}, so its ${kind} value is at its vertex, ${names[0]} = −b/(2a): ${where}.`
      : `Completing the square in each letter, ${formatNode(expression).text} is ${kind} where it stops changing in every direction: ${where}.`;
  if (asked === 'place') {
    return {
      conditions: [],
      asked: [parseMath(extremum.place[0] as string)],
      combine: 'agree',
      source,
      explain: { rule: `Find where the ${kind} value is reached`, explanation },
      check: ([value]) => value !== undefined && Math.abs(value - (extremum.point[0] as number)) <= 1e-9 * Math.max(1, Math.abs(value)) && checkExtremum(expression, names, extremum, minimum, modelValue(extremum.model, extremum.point)),
    };
  }
  return {
    conditions: [],
    asked: [putIn(expression, names, extremum.place)],
    combine: 'agree',
    source,
    explain: { rule: `Find where the ${kind} value is reached`, explanation: `${explanation} Put ${names.length === 1 ? 'it' : 'them'} in.` },
    check: ([value]) => value !== undefined && checkExtremum(expression, names, extremum, minimum, value),
  };
}

/** "The vertex of the parabola described by 3y = 2x^2 - 16x + 18 is (m, n). What is m + n?" */
function vertexQuestion(equation: string | undefined, pointText: string | undefined, askedText: string | undefined, source: string): CompetitionProblem | null {
  const state = parseMathState(equation ?? '', { log: 'base10' });
  const point = /^\(\s*([A-Za-z])\s*,\s*([A-Za-z])\s*\)$/u.exec(pointText ?? '');
  if (state.kind !== 'relation' || state.relation.op !== '=' || !point || askedText === undefined) return null;
  // y = …, or k·y = … with a number k.
  const lhs = state.relation.lhs;
  let scale = 1;
  let outputName = asSymbol(lhs)?.name;
  if (!outputName && isOperator(lhs, 'multiply')) {
    const [k, y] = (lhs as unknown as { args: MathNode[] }).args as [MathNode, MathNode];
    scale = constantValue(k) ?? Number.NaN;
    outputName = asSymbol(y)?.name;
  }
  if (!outputName || !Number.isFinite(scale) || scale === 0) return null;
  const expression = parseMath(`(${state.relation.rhs.toString()}) / (${scale})`);
  const names = freeSymbols(expression);
  if (names.length !== 1 || names[0] === outputName) return null;
  const model = quadraticModel(expression, names);
  const direction = model ? opening(model) : 0;
  if (!model || direction === 0) return null;
  const extremum = findExtremum(expression, names, direction > 0);
  if (!extremum) return null;
  const [horizontal, vertical] = [point[1] as string, point[2] as string];
  const asked = parseMath(askedText);
  if (freeSymbols(asked).some((name) => name !== horizontal && name !== vertical)) return null;
  const height = putIn(expression, names, extremum.place);
  const node = asked.transform((child) => {
    const name = asSymbol(child)?.name;
    if (name === horizontal) return new ParenthesisNode(parseMath(extremum.place[0] as string));
    return name === vertical ? new ParenthesisNode(height) : child;
  });
  const vertexValue = modelValue(extremum.model, extremum.point);
  const expected = valueAt(asked, { [horizontal]: extremum.point[0] as number, [vertical]: vertexValue });
  return {
    conditions: [],
    asked: [node],
    combine: 'agree',
    source,
    explain: {
      rule: 'Find the vertex',
      explanation: `${outputName} = ${formatNode(expression).text}; its vertex is at ${names[0]} = −b/(2a) = ${formatNode(parseMath(extremum.place[0] as string)).text}, and ${outputName} there is ${formatNode(height).text}. Put ${horizontal} and ${vertical} in.`,
    },
    check: ([value]) => value !== undefined && expected !== null && Math.abs(value - expected) <= 1e-9 * Math.max(1, Math.abs(expected)) && checkExtremum(expression, names, extremum, direction > 0, vertexValue),
  };
}
