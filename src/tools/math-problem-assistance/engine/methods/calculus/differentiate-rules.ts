import type { MathNode } from 'mathjs';
import { add, asFunction, asOperator, constValue, dependsOn, div, factorsOf, fraction, isSymbol, mul, neg, num, pow, product, sub, sum, termsOf, unwrap } from './calculus-nodes';
import { pendingDerivative } from './calculus-markers';
import { tidyLayout } from './tidy-expression';
import { DERIVATIVE_TABLE, lnOf, tableEntry } from './derivative-table';
import { callNode, symbolNode } from '../../nodes/build-nodes';
import { printNode } from '../../nodes/print-nodes';

/** One rule applied to one pending derivative: what replaces `derivative(u, x)` in the state. */
export interface RuleApplication {
  rule: string;
  explanation: string;
  result: MathNode;
}

interface Basic {
  node: MathNode;
  rule: string;
}

/** n − 1 for an exponent, exact for integers and fractions. */
export function exponentMinusOne(n: MathNode): MathNode {
  const v = constValue(n);
  if (v !== null && Number.isInteger(v)) return num(v - 1);
  const o = asOperator(unwrap(n));
  if (o && o.fn === 'divide') {
    const p = constValue(o.args[0]!);
    const q = constValue(o.args[1]!);
    if (p !== null && q !== null && Number.isInteger(p) && Number.isInteger(q)) return fraction(p - q, q);
  }
  if (o && o.fn === 'unaryMinus') {
    const inner = asOperator(unwrap(o.args[0]!));
    if (inner && inner.fn === 'divide') {
      const p = constValue(inner.args[0]!);
      const q = constValue(inner.args[1]!);
      if (p !== null && q !== null && Number.isInteger(p) && Number.isInteger(q)) return fraction(-p - q, q);
    }
  }
  return sub(n, num(1));
}

/** The base-e check: `e` as a symbol. */
function isE(node: MathNode): boolean {
  return isSymbol(node, 'e') || isSymbol(node, 'E');
}

/**
 * A derivative a student reads off a table in one go: a constant, x, c·x^n, c/x^n, sin x, e^x,
 * ln x… (the argument exactly x). Null for anything needing a rule (sum, product, chain…).
 */
export function basicDerivative(u: MathNode, x: string): Basic | null {
  const n = unwrap(u);
  if (!dependsOn(n, x)) return { node: num(0), rule: 'Constant rule' };
  if (isSymbol(n, x)) return { node: num(1), rule: 'Power rule' };
  const o = asOperator(n);
  if (o && o.fn === 'unaryMinus') {
    const inner = basicDerivative(o.args[0]!, x);
    return inner ? { node: neg(inner.node), rule: inner.rule } : null;
  }
  if (o && o.fn === 'pow') {
    const [base, exponent] = [unwrap(o.args[0]!), o.args[1]!];
    if (isSymbol(base, x) && !dependsOn(exponent, x)) {
      return { node: mul(exponent, pow(base, exponentMinusOne(exponent))), rule: 'Power rule' };
    }
    if (!dependsOn(base, x) && isSymbol(exponent, x)) {
      if (isE(base)) return { node: n, rule: 'Derivative of e^x' };
      return { node: mul(n, lnOf(base)), rule: 'Derivative of a^x' };
    }
    return null;
  }
  if (o && o.fn === 'multiply') {
    const factors = factorsOf(n);
    const variable = factors.filter((f) => dependsOn(f, x));
    if (variable.length !== 1) return null;
    const inner = basicDerivative(variable[0]!, x);
    if (!inner) return null;
    return { node: mul(product(factors.filter((f) => !dependsOn(f, x))), inner.node), rule: inner.rule };
  }
  if (o && o.fn === 'divide') {
    const [top, bottom] = [o.args[0]!, unwrap(o.args[1]!)];
    if (!dependsOn(bottom, x)) {
      const inner = basicDerivative(top, x);
      return inner ? { node: div(inner.node, bottom), rule: inner.rule } : null;
    }
    if (!dependsOn(top, x)) {
      // c / x^n is c·x^(−n): the power rule again.
      const power = asPowerOfX(bottom, x);
      if (!power) return null;
      const exponent = neg(power);
      return { node: mul(top, mul(exponent, pow(symbolNode(x), exponentMinusOne(exponent)))), rule: 'Power rule' };
    }
    return null;
  }
  const f = asFunction(n);
  if (f && f.args.length >= 1 && isSymbol(f.args[0]!, x) && f.args.slice(1).every((a) => !dependsOn(a, x))) {
    const entry = tableEntry(f.name, f.args);
    if (entry) return { node: entry.outer(f.args[0]!, f.args), rule: `Derivative of the ${entry.name}` };
  }
  return null;
}

/** x^n, sqrt(x) or x as an exponent n (so 1/x^n = x^(−n)); null otherwise. */
function asPowerOfX(node: MathNode, x: string): MathNode | null {
  const n = unwrap(node);
  if (isSymbol(n, x)) return num(1);
  const o = asOperator(n);
  if (o && o.fn === 'pow' && isSymbol(o.args[0]!, x) && !dependsOn(o.args[1]!, x)) return o.args[1]!;
  const f = asFunction(n);
  if (f && f.name === 'sqrt' && f.args.length === 1 && isSymbol(f.args[0]!, x)) return fraction(1, 2);
  return null;
}

/** d/dx of a part: worked out now when it is a table derivative, left pending otherwise. */
function part(v: MathNode, x: string, notes: string[]): MathNode {
  const basic = basicDerivative(v, x);
  if (!basic) return pendingDerivative(v, x);
  if (dependsOn(v, x)) notes.push(`(${printNode(v, 'mathjs')})' = ${printNode(tidyLayout(basic.node), 'mathjs')}`);
  return basic.node;
}

function withNotes(text: string, notes: string[]): string {
  return notes.length ? `${text} Here ${notes.join(', ')}.` : text;
}

/** Applies the one rule a student would use next on d/dx(u). Null when no rule fits (an unknown function). */
export function applyDerivativeRule(u: MathNode, x: string): RuleApplication | null {
  const n = unwrap(u);
  const basic = basicDerivative(n, x);
  if (basic) return basicApplication(n, basic, x);
  const notes: string[] = [];
  const o = asOperator(n);
  if (o && o.fn === 'unaryMinus') {
    return {
      rule: 'Constant multiple rule',
      explanation: withNotes('A minus sign in front stays in front: (-u)\' = -u\'.', notes),
      result: neg(part(o.args[0]!, x, notes)),
    };
  }
  if (o && (o.fn === 'add' || o.fn === 'subtract')) {
    const terms = termsOf(n);
    const parts = terms.map((t) => ({ sign: t.sign, d: part(t.term, x, notes) }));
    const result = parts.reduce<MathNode>((acc, p) => (p.sign === 1 ? add(acc, p.d) : sub(acc, p.d)), num(0));
    const hasMinus = terms.some((t) => t.sign === -1);
    const hasPlus = terms.slice(1).some((t) => t.sign === 1);
    const rule = hasMinus && hasPlus ? 'Sum and difference rules' : hasMinus ? 'Difference rule' : 'Sum rule';
    return { rule, explanation: withNotes('Differentiate each term on its own: (u ± v)\' = u\' ± v\'.', notes), result };
  }
  if (o && o.fn === 'multiply') return productRule(n, x);
  if (o && o.fn === 'divide') return quotientRule(o.args[0]!, unwrap(o.args[1]!), x);
  if (o && o.fn === 'pow') return powerRule(unwrap(o.args[0]!), o.args[1]!, x);
  const f = asFunction(n);
  if (f && f.name === 'sinc' && f.args.length === 1) {
    return {
      rule: 'Definition of sinc',
      explanation: 'sinc u = sin(u)/u (the unnormalised sinc): write it out, then differentiate the quotient.',
      result: pendingDerivative(div(callNode('sin', [f.args[0]!]), f.args[0]!), x),
    };
  }
  if (f && f.args.length >= 1 && f.args.slice(1).every((a) => !dependsOn(a, x))) {
    const entry = tableEntry(f.name, f.args);
    if (!entry) return null;
    const inside = f.args[0]!;
    const dInside = part(inside, x, notes);
    return {
      rule: 'Chain rule',
      explanation: withNotes(
        `The inside of ${f.name}(...) is u = ${printNode(inside, 'mathjs')}. Differentiate the outside, ${entry.formula}, keep the inside as it is, and multiply by u'.`,
        notes,
      ),
      result: mul(entry.outer(inside, f.args), dInside),
    };
  }
  return null;
}

function basicApplication(u: MathNode, basic: Basic, x: string): RuleApplication {
  const why: Record<string, string> = {
    'Constant rule': `${printNode(u, 'mathjs')} does not change when ${x} changes, so its derivative is 0.`,
    'Power rule': "Bring the power down in front and lower it by one: (x^n)' = n x^(n-1).",
  };
  const constantFactor = dependsOn(u, x) && asOperator(u)?.fn === 'multiply' ? ' A constant factor stays in front.' : '';
  const explanation = (why[basic.rule] ?? `Use the table: ${tableFormula(basic.rule)}.`) + constantFactor;
  return { rule: basic.rule, explanation, result: basic.node };
}

function tableFormula(rule: string): string {
  if (rule === 'Derivative of e^x') return "(e^x)' = e^x";
  if (rule === 'Derivative of a^x') return "(a^x)' = a^x ln a";
  const entry = Object.values(DERIVATIVE_TABLE).find((e) => rule === `Derivative of the ${e.name}`);
  return entry ? entry.formula.replace(/u/g, 'x') : rule;
}

function productRule(n: MathNode, x: string): RuleApplication {
  const notes: string[] = [];
  const factors = factorsOf(n);
  const constants = factors.filter((f) => !dependsOn(f, x));
  const variables = factors.filter((f) => dependsOn(f, x));
  const c = product(constants);
  if (variables.length === 1) {
    return {
      rule: 'Constant multiple rule',
      explanation: withNotes(`The constant ${printNode(c, 'mathjs')} stays in front: (c·u)' = c·u'.`, notes),
      result: mul(c, part(variables[0]!, x, notes)),
    };
  }
  const names = ['u', 'v', 'w', 'p', 'q'];
  const terms = variables.map((_, i) => product(variables.map((f, j) => (i === j ? part(f, x, notes) : f))));
  const formula =
    variables.length === 2 ? "(uv)' = u'v + uv'" : variables.length === 3 ? "(uvw)' = u'vw + uv'w + uvw'" : 'differentiate one factor at a time and add';
  const named = variables.map((f, i) => `${names[i] ?? `f${i + 1}`} = ${printNode(f, 'mathjs')}`).join(', ');
  const front = constants.length ? ` The constant ${printNode(c, 'mathjs')} stays in front.` : '';
  return {
    rule: 'Product rule',
    explanation: withNotes(`Product rule: ${formula}, with ${named}.${front}`, notes),
    result: mul(c, sum(terms)),
  };
}

function quotientRule(top: MathNode, bottom: MathNode, x: string): RuleApplication {
  const notes: string[] = [];
  if (!dependsOn(bottom, x)) {
    return {
      rule: 'Constant multiple rule',
      explanation: withNotes(`Dividing by the constant ${printNode(bottom, 'mathjs')} stays as it is: (u/c)' = u'/c.`, notes),
      result: div(part(top, x, notes), bottom),
    };
  }
  if (!dependsOn(top, x)) {
    // c / v = c·v^(−1): power rule with the chain rule, simpler than the quotient rule.
    const dBottom = part(bottom, x, notes);
    return {
      rule: 'Chain rule',
      explanation: withNotes(
        `Write ${printNode(top, 'mathjs')}/(${printNode(bottom, 'mathjs')}) as ${printNode(top, 'mathjs')}·v^(-1) with v = ${printNode(bottom, 'mathjs')}; then (v^(-1))' = -v^(-2)·v'.`,
        notes,
      ),
      result: neg(div(mul(top, dBottom), pow(bottom, num(2)))),
    };
  }
  const dTop = part(top, x, notes);
  const dBottom = part(bottom, x, notes);
  return {
    rule: 'Quotient rule',
    explanation: withNotes(`Quotient rule: (u/v)' = (u'v - uv')/v^2, with u = ${printNode(top, 'mathjs')} and v = ${printNode(bottom, 'mathjs')}.`, notes),
    result: div(sub(mul(dTop, bottom), mul(top, dBottom)), pow(bottom, num(2))),
  };
}

function powerRule(base: MathNode, exponent: MathNode, x: string): RuleApplication | null {
  const notes: string[] = [];
  const baseVaries = dependsOn(base, x);
  const exponentVaries = dependsOn(exponent, x);
  if (baseVaries && !exponentVaries) {
    const dBase = part(base, x, notes);
    return {
      rule: 'Chain rule',
      explanation: withNotes(
        `Power rule with the chain rule: (u^n)' = n u^(n-1)·u', with u = ${printNode(base, 'mathjs')} and n = ${printNode(exponent, 'mathjs')}.`,
        notes,
      ),
      result: mul(mul(exponent, pow(base, exponentMinusOne(exponent))), dBase),
    };
  }
  if (!baseVaries && exponentVaries) {
    const dExponent = part(exponent, x, notes);
    const power = pow(base, exponent);
    if (isE(base)) {
      return {
        rule: 'Chain rule',
        explanation: withNotes(`(e^u)' = e^u·u', with u = ${printNode(exponent, 'mathjs')}.`, notes),
        result: mul(power, dExponent),
      };
    }
    return {
      rule: 'Chain rule',
      explanation: withNotes(`(a^u)' = a^u·ln(a)·u', with a = ${printNode(base, 'mathjs')} and u = ${printNode(exponent, 'mathjs')}.`, notes),
      result: mul(mul(power, lnOf(base)), dExponent),
    };
  }
  if (baseVaries && exponentVaries) {
    // f^g = e^(g ln f): its derivative is f^g·(g ln f)'.
    const inner = mul(exponent, lnOf(base));
    return {
      rule: 'Logarithmic differentiation',
      explanation: `Both the base and the power change with ${x}. Write ${printNode(pow(base, exponent), 'mathjs')} as e^(${printNode(inner, 'mathjs')}); by the chain rule its derivative is ${printNode(pow(base, exponent), 'mathjs')} times the derivative of ${printNode(inner, 'mathjs')}.`,
      result: mul(pow(base, exponent), pendingDerivative(inner, x)),
    };
  }
  return null;
}
