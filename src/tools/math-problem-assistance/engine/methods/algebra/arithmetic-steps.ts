import type { MathNode } from 'mathjs';
import type { StepDraft } from '../../problem';
import { expressionStep } from './method-kit';
import { asOperator, children, constantValue, divNode, freeVariables, functionName, isUnaryMinus, negNode, numberNode, stripParens, sumNode } from './node-build';
import { polyConst } from './poly';
import * as R from './rational';
import { type Q, q } from './rational';
import { isPolyRatio, ratioToNode, readRatio } from './ratio';
import { gcdInt, lcmInt, splitRoot } from '../../numbers/whole-numbers';
import { formatNumber, printNode } from '../../nodes/print-nodes';

/**
 * Arithmetic by the order of operations, one phase per step: brackets, powers and roots,
 * multiplication and division (left to right), addition and subtraction (left to right). Fractions
 * stay exact: a common denominator with the LCD named, then the numerators, then simplifying.
 */

interface Change {
  node: MathNode;
  rule: string;
  lines: string[];
  /** Set by the common-denominator step: the denominator to keep for the next step. */
  lcd?: bigint;
}

/** The exact rational value of a numeric tree, when it has one. */
function rationalOf(node: MathNode): Q | null {
  const r = readRatio(node);
  if (!r || !isPolyRatio(r)) return null;
  return polyConst(r.num);
}

function hasDecimal(node: MathNode): boolean {
  let found = false;
  node.traverse((child) => {
    const v = constantValue(child);
    if (v !== null && !Number.isInteger(v)) found = true;
  });
  return found;
}

/** A number as the student would write it: decimals stay decimals when the input had them. */
function valueNode(value: Q, decimal: boolean): MathNode {
  if (decimal) {
    const text = R.terminatingDecimal(value);
    if (text !== null) return numberNode(Number(text));
  }
  if (R.isNegative(value)) return negNode(valueNode(R.neg(value), false));
  return R.isInteger(value) ? numberNode(R.numerator(value)) : divNode(numberNode(R.numerator(value)), numberNode(value.d));
}

/** A fraction written with whole numbers, a/b (b ≠ 0), whatever its value. */
function fractionLiteral(node: MathNode): { n: bigint; d: bigint } | null {
  const o = asOperator(node);
  if (o?.fn !== 'divide') return null;
  const a = constantValue(o.args[0] as MathNode);
  const b = constantValue(o.args[1] as MathNode);
  if (a === null || b === null || !Number.isInteger(a) || !Number.isInteger(b) || b === 0) return null;
  return { n: BigInt(a), d: BigInt(b) };
}

/** Numbers that need no more work: 3, -3, 0.5, 3/4 (any whole-number fraction that is not whole), 5√2. */
export function isValue(node: MathNode): boolean {
  if (constantValue(node) !== null) return true;
  const held = fractionLiteral(node);
  if (held && heldDenominator !== null && held.d === heldDenominator) return true;
  if (isUnaryMinus(node)) {
    const inner = (asOperator(node) as { args: MathNode[] }).args[0] as MathNode;
    return !isUnaryMinus(inner) && constantValue(inner) !== null ? true : fractionLiteral(inner) !== null && isValue(inner);
  }
  const f = fractionLiteral(node);
  if (f) return f.n % f.d !== 0n && f.d > 0n;
  // Surds in simplest form (5√2, √3): their simplest form is themselves.
  if (freeVariables(node).length > 0 || !containsRoot(node)) return false;
  const r = readRatio(node);
  return !!r && printNode(ratioToNode(r), 'words') === printNode(node, 'words') && !isSumNode(node);
}

function containsRoot(node: MathNode): boolean {
  let found = false;
  node.traverse((child) => {
    const fn = functionName(child);
    if (fn === 'sqrt' || fn === 'nthRoot' || fn === 'cbrt') found = true;
  });
  return found;
}

function isSumNode(node: MathNode): boolean {
  const fn = asOperator(node)?.fn;
  return fn === 'add' || fn === 'subtract';
}

/** Right after "Find a common denominator", 4/2 stays a fraction over the LCD instead of turning back into 2. */
let heldDenominator: bigint | null = null;

const LEVEL_SUM = 1;
const LEVEL_PRODUCT = 2;

function levelOf(node: MathNode): number {
  const fn = asOperator(node)?.fn;
  if (fn === 'add' || fn === 'subtract') return LEVEL_SUM;
  if (fn === 'multiply' || fn === 'divide') return LEVEL_PRODUCT;
  return 3;
}

/**
 * The brackets of this level: sub-expressions that must be worked out first. A sum inside a
 * product, anything inside a power, a root or a minus sign.
 */
function bracketsOf(node: MathNode): MathNode[] {
  if (isValue(node)) return [];
  const o = asOperator(node);
  const fn = functionName(node);
  if (fn !== null) return children(node).filter((arg) => !isValue(arg));
  if (!o) return [];
  if (o.fn === 'pow' || o.fn === 'unaryMinus' || o.fn === 'unaryPlus') {
    return o.args.filter((arg) => !isValue(arg) && !(o.fn === 'unaryMinus' && isUnaryMinus(arg)));
  }
  const level = levelOf(node);
  const out: MathNode[] = [];
  for (const arg of o.args) {
    if (isValue(arg)) continue;
    if (levelOf(arg) < level) out.push(arg);
    else out.push(...bracketsOf(arg));
  }
  return out;
}

function replaceNodes(root: MathNode, replacements: Map<MathNode, MathNode>): MathNode {
  return root.transform((child) => replacements.get(child) ?? child);
}

/** Powers and roots of this level whose inputs are numbers. */
function powersOf(node: MathNode, out: MathNode[] = []): MathNode[] {
  if (isValue(node)) return out;
  const o = asOperator(node);
  const fn = functionName(node);
  if ((o?.fn === 'pow' || fn !== null) && children(node).every(isValue)) {
    out.push(node);
    return out;
  }
  if (o && (o.fn === 'add' || o.fn === 'subtract' || o.fn === 'multiply' || o.fn === 'divide')) for (const arg of o.args) powersOf(arg, out);
  return out;
}

/** Maximal ×÷ chains of this level (whole-number fraction literals alone are values, not chains). */
function productsOf(node: MathNode, out: MathNode[] = []): MathNode[] {
  if (isValue(node)) return out;
  const o = asOperator(node);
  if (o && (o.fn === 'multiply' || o.fn === 'divide')) {
    out.push(node);
    return out;
  }
  if (o && (o.fn === 'add' || o.fn === 'subtract')) for (const arg of o.args) productsOf(arg, out);
  if (o && o.fn === 'unaryMinus' && isUnaryMinus(o.args[0] as MathNode)) out.push(node);
  return out;
}

function explainPower(node: MathNode, value: MathNode): string {
  const fn = functionName(node);
  const arg = children(node)[0];
  if ((fn === 'sqrt' || (fn === 'nthRoot' && children(node).length < 3)) && arg) {
    const k = fn === 'sqrt' ? 2 : Number(constantValue(children(node)[1] ?? numberNode(2)) ?? 2);
    const inside = rationalOf(arg);
    if (inside && R.isInteger(inside) && !R.isNegative(inside)) {
      const { outside, inside: rest } = splitRoot(R.numerator(inside), k);
      if (outside > 1n && rest > 1n) {
        const root = k === 2 ? '√' : `${k}th root of `;
        return `${R.numerator(inside)} = ${outside ** BigInt(k)} × ${rest}, so ${root}${R.numerator(inside)} = ${root}${outside ** BigInt(k)} · ${root}${rest} = ${printNode(value, 'words')}`;
      }
    }
  }
  const o = asOperator(node);
  if (o?.fn === 'pow') {
    const e = rationalOf(o.args[1] as MathNode);
    if (e && R.isNegative(e)) return `${printNode(node, 'words')} = 1/${printNode(o.args[0] as MathNode, 'words')}^${R.qText(R.neg(e))} = ${printNode(value, 'words')} (a negative power means one over)`;
  }
  return `${printNode(node, 'words')} = ${printNode(value, 'words')}`;
}

/** 12 ÷ 4 × 2: "12 ÷ 4 = 3, 3 × 2 = 6", with fractions spelled out. */
function explainProduct(node: MathNode, decimal: boolean): string[] {
  const factors: Array<{ op: '×' | '÷'; node: MathNode }> = [];
  const walk = (n: MathNode, op: '×' | '÷'): void => {
    const o = asOperator(n);
    if (o?.fn === 'multiply') {
      walk(o.args[0] as MathNode, op);
      walk(o.args[1] as MathNode, op === '÷' ? '÷' : '×');
    } else if (o?.fn === 'divide' && !fractionLiteral(n)) {
      walk(o.args[0] as MathNode, op);
      walk(o.args[1] as MathNode, op === '÷' ? '×' : '÷');
    } else if (o?.fn === 'divide' && fractionLiteral(n) && factors.length === 0 && op === '×' && (fractionLiteral(n) as { n: bigint; d: bigint }).n % (fractionLiteral(n) as { n: bigint; d: bigint }).d === 0n) {
      walk(o.args[0] as MathNode, op);
      walk(o.args[1] as MathNode, '÷');
    } else factors.push({ op, node: n });
  };
  walk(node, '×');
  if (factors.length < 2) return [`${printNode(node, 'words')} = ${printNode(valueNode(rationalOf(node) ?? R.ZERO, decimal), 'words')}`];
  const lines: string[] = [];
  let acc = factors[0]?.node as MathNode;
  for (const f of factors.slice(1)) {
    const accValue = rationalOf(acc);
    const fValue = rationalOf(f.node);
    if (!accValue || !fValue) return [`${printNode(node, 'words')} = ${printNode(ratioToNode(readRatio(node) ?? { num: [], den: [] }), 'words')}`];
    const result = f.op === '×' ? R.mul(accValue, fValue) : R.div(accValue, fValue);
    const resultNode = valueNode(result, decimal);
    const accText = wrapNegative(acc);
    const fText = wrapNegative(f.node);
    const fracA = fractionLiteral(acc);
    const fracB = fractionLiteral(f.node);
    if (f.op === '÷' && fracB) {
      lines.push(`dividing by ${fText} is multiplying by ${fracB.d}/${fracB.n}: ${accText} × ${fracB.d}/${fracB.n} = ${printNode(resultNode, 'words')}`);
    } else if (f.op === '×' && (fracA || fracB) && !decimal) {
      const [an, ad] = fracA ? [fracA.n, fracA.d] : [R.numerator(accValue), accValue.d];
      const [bn, bd] = fracB ? [fracB.n, fracB.d] : [R.numerator(fValue), fValue.d];
      const rawN = an * bn;
      const rawD = ad * bd;
      const raw = rawD === 1n ? `${rawN}` : `${rawN}/${rawD}`;
      lines.push(`${accText} × ${fText} = (${an} × ${bn})/(${ad} × ${bd}) = ${raw}${raw === printNode(resultNode, 'words') ? '' : ` = ${printNode(resultNode, 'words')}`}`);
    } else {
      lines.push(`${accText} ${f.op} ${fText} = ${printNode(resultNode, 'words')}`);
    }
    acc = resultNode;
  }
  return lines;
}

function wrapNegative(node: MathNode): string {
  const text = printNode(node, 'words');
  return text.startsWith('-') ? `(${text})` : text;
}

/** One phase of the order of operations at this bracket level, or null when it is a single number. */
function nextPhase(node: MathNode, percent: boolean): Change | null {
  if (isValue(node)) return null;
  const decimal = hasDecimal(node);
  // 1. Brackets: one phase inside each bracket of this level.
  const brackets = bracketsOf(node);
  if (brackets.length > 0) {
    const replacements = new Map<MathNode, MathNode>();
    const lines: string[] = [];
    let lcd: bigint | undefined;
    for (const bracket of brackets) {
      const inner = nextPhase(bracket, percent);
      if (!inner) continue;
      replacements.set(bracket, inner.node);
      lines.push(...inner.lines);
      lcd ??= inner.lcd;
    }
    if (replacements.size > 0) {
      const fn = functionName(node);
      const name = fn === 'sqrt' || fn === 'nthRoot' ? 'Work inside the root first' : fn === 'abs' ? 'Work inside the absolute value first' : 'Brackets first';
      return { node: replaceNodes(node, replacements), rule: name, lines, ...(lcd ? { lcd } : {}) };
    }
  }
  // Percent: 15% = 15/100 = 0.15, read before multiplying.
  if (percent) {
    const replacements = new Map<MathNode, MathNode>();
    const lines: string[] = [];
    node.traverse((child) => {
      const f = fractionLiteral(child);
      if (f && f.d === 100n && !replacements.has(child)) {
        const value = q(f.n, 100n);
        const dec = R.terminatingDecimal(value);
        if (dec !== null) {
          replacements.set(child, numberNode(Number(dec)));
          lines.push(`${f.n}% = ${f.n}/100 = ${dec}`);
        }
      }
    });
    if (replacements.size > 0) return { node: replaceNodes(node, replacements), rule: 'Write the percent as a decimal', lines };
  }
  // 2. Powers and roots.
  const powers = powersOf(node);
  if (powers.length > 0) {
    const replacements = new Map<MathNode, MathNode>();
    const lines: string[] = [];
    for (const p of powers) {
      const r = readRatio(p);
      if (!r) continue;
      const exact = isPolyRatio(r) ? polyConst(r.num) : null;
      const value = exact ? valueNode(exact, decimal) : ratioToNode(r);
      if (printNode(value, 'words') === printNode(p, 'words')) continue;
      replacements.set(p, value);
      lines.push(explainPower(p, value));
    }
    if (replacements.size > 0) {
      const roots = powers.some((p) => functionName(p) !== null && functionName(p) !== 'abs');
      const absOnly = powers.every((p) => functionName(p) === 'abs');
      return { node: replaceNodes(node, replacements), rule: absOnly ? 'Absolute value' : roots ? 'Simplify the roots' : 'Powers', lines };
    }
  }
  // 3. Multiplication and division, left to right.
  const products = productsOf(node);
  if (products.length > 0) {
    const replacements = new Map<MathNode, MathNode>();
    const lines: string[] = [];
    let onlySigns = true;
    for (const p of products) {
      const exact = rationalOf(p);
      const r = exact ? null : readRatio(p);
      const value = exact ? valueNode(exact, decimal) : r ? ratioToNode(r) : null;
      if (!value || printNode(value, 'words') === printNode(p, 'words')) continue;
      replacements.set(p, value);
      if (isUnaryMinus(p)) lines.push(`${printNode(p, 'words')} = ${printNode(value, 'words')} (two minus signs make a plus)`);
      else {
        onlySigns = false;
        lines.push(...explainProduct(p, decimal));
      }
    }
    if (replacements.size > 0) {
      return { node: replaceNodes(node, replacements), rule: onlySigns ? 'Two negatives make a positive' : ruleForProducts(products), lines };
    }
  }
  // Signs: -(-5) → 5.
  const o = asOperator(node);
  if (o?.fn === 'unaryMinus') {
    const value = rationalOf(node);
    if (value) return { node: valueNode(value, decimal), rule: 'Two negatives make a positive', lines: [`${printNode(node, 'words')} = ${printNode(valueNode(value, decimal), 'words')}`] };
  }
  // 4. Addition and subtraction, left to right.
  if (isSumNode(node)) return sumPhase(node, decimal);
  // A fraction to simplify.
  const f = fractionLiteral(node);
  if (f) {
    const value = q(f.n, f.d);
    const g = gcdInt(f.n, f.d);
    return { node: valueNode(value, decimal), rule: 'Simplify the fraction', lines: [`divide the top and the bottom by ${g}: ${f.n}/${f.d} = ${printNode(valueNode(value, false), 'words')}`] };
  }
  const r = readRatio(node);
  if (!r) return null;
  const value = ratioToNode(r);
  return printNode(value, 'words') === printNode(node, 'words') ? null : { node: value, rule: 'Calculate', lines: [`${printNode(node, 'words')} = ${printNode(value, 'words')}`] };
}

function ruleForProducts(products: MathNode[]): string {
  const hasDivision = products.some((p) => {
    let found = false;
    p.traverse((child) => {
      if (asOperator(child)?.fn === 'divide' && !fractionLiteral(child)) found = true;
    });
    return found;
  });
  const hasMultiply = products.some((p) => {
    let found = false;
    p.traverse((child) => {
      if (asOperator(child)?.fn === 'multiply') found = true;
    });
    return found;
  });
  return hasDivision && hasMultiply ? 'Multiply and divide from left to right' : hasDivision ? 'Divide' : 'Multiply';
}


interface SignedValue {
  sign: 1 | -1;
  node: MathNode;
}

function sumTerms(node: MathNode, sign: 1 | -1, out: SignedValue[]): void {
  const o = asOperator(node);
  if (o?.fn === 'add') {
    sumTerms(o.args[0] as MathNode, sign, out);
    sumTerms(o.args[1] as MathNode, sign, out);
  } else if (o?.fn === 'subtract') {
    sumTerms(o.args[0] as MathNode, sign, out);
    sumTerms(o.args[1] as MathNode, sign === 1 ? -1 : 1, out);
  } else out.push({ sign, node });
}

function sumPhase(node: MathNode, decimal: boolean): Change | null {
  const terms: SignedValue[] = [];
  sumTerms(node, 1, terms);
  const values = terms.map((t) => rationalOf(t.node));
  if (values.some((v) => v === null)) {
    const r = readRatio(node);
    if (!r) return null;
    const value = ratioToNode(r);
    return printNode(value, 'words') === printNode(node, 'words') ? null : { node: value, rule: 'Add like terms', lines: [`${printNode(node, 'words')} = ${printNode(value, 'words')}`] };
  }
  const fractions = terms.map((t) => fractionLiteral(isUnaryMinus(t.node) ? ((asOperator(t.node) as { args: MathNode[] }).args[0] as MathNode) : t.node));
  const anyFraction = fractions.some((f) => f !== null) && !decimal;
  if (anyFraction) {
    // Whole numbers together first: 2 + 5/2 + 3 → 5 + 5/2.
    const wholeIndexes = terms.map((_, i) => i).filter((i) => fractions[i] === null);
    if (wholeIndexes.length >= 2) {
      const wholeTotal = wholeIndexes.reduce((acc, i) => R.add(acc, terms[i]?.sign === 1 ? (values[i] as Q) : R.neg(values[i] as Q)), R.ZERO);
      const rest = terms.filter((_, i) => fractions[i] !== null);
      const lines = [`${wholeIndexes.map((i, k) => `${k === 0 ? (terms[i]?.sign === -1 ? '-' : '') : terms[i]?.sign === 1 ? '+ ' : '- '}${wrapNegative(terms[i]?.node as MathNode)}`).join(' ')} = ${R.qText(wholeTotal)}`];
      return { node: signedSum([{ sign: 1, node: valueNode(wholeTotal, false) }, ...rest]), rule: 'Add the whole numbers', lines };
    }
    const dens = terms.map((t, i) => fractions[i]?.d ?? (values[i] as Q).d);
    const lcd = dens.reduce((acc, d) => lcmInt(acc, d < 0n ? -d : d), 1n);
    const sameDenominator = dens.every((d) => d === lcd);
    if (!sameDenominator) {
      // Step A: every term over the LCD.
      const rewritten = terms.map((t, i) => {
        const f = fractions[i];
        const negInside = isUnaryMinus(t.node);
        const [n, d] = f ? [f.n, f.d] : [R.numerator(values[i] as Q) * (negInside ? -1n : 1n), 1n];
        const scaled = divNode(numberNode((n * lcd) / d), numberNode(lcd));
        return { sign: t.sign, node: negInside ? negNode(scaled) : scaled, was: t.node, factor: lcd / d };
      });
      const named = [...new Set(dens.filter((d) => d !== 1n).map(String))];
      const lines = [
        named.length > 1 ? `the lowest common denominator of ${named.join(' and ')} is ${lcd}` : `write every number over the denominator ${lcd}`,
        ...rewritten.filter((t) => t.factor !== 1n).map((t) => `${printNode(t.was, 'words')} = ${printNode(t.node, 'words')}${fractionLiteral(t.was) ? ` (multiply the top and the bottom by ${t.factor})` : ''}`),
      ];
      return { node: signedSum(rewritten), rule: 'Find a common denominator', lines, lcd };
    }
    // Step B: add the numerators over the common denominator.
    const total = terms.reduce((acc, t, i) => R.add(acc, t.sign === 1 ? (values[i] as Q) : R.neg(values[i] as Q)), R.ZERO);
    const numerators = terms.map((t, i) => {
      const f = fractions[i];
      const n = f ? f.n * (isUnaryMinus(t.node) ? -1n : 1n) : R.numerator(values[i] as Q);
      return { sign: t.sign, n };
    });
    const topText = numerators.map((x, i) => (i === 0 ? `${x.sign === -1 ? '-' : ''}${x.n}` : `${x.sign === 1 ? '+' : '-'} ${x.n < 0n ? `(${x.n})` : x.n}`)).join(' ');
    const rawTop = R.numerator(total) * (lcd / total.d);
    const raw = divNode(numberNode(rawTop < 0n ? -rawTop : rawTop), numberNode(lcd));
    const rawNode = rawTop < 0n ? negNode(raw) : raw;
    const lines = [`${topText.replace(/^-/u, '-')} = ${rawTop}, and keep the denominator ${lcd}`];
    const rule = terms.some((t) => t.sign === -1) ? 'Combine the numerators' : 'Add the numerators';
    if (rawTop % lcd === 0n) return { node: valueNode(total, false), rule, lines: [...lines, `${rawTop}/${lcd} = ${rawTop / lcd}`] };
    return { node: rawNode, rule, lines };
  }
  const total = terms.reduce((acc, t, i) => R.add(acc, t.sign === 1 ? (values[i] as Q) : R.neg(values[i] as Q)), R.ZERO);
  const lines: string[] = [];
  let acc = values[0] as Q;
  if (terms[0]?.sign === -1) acc = R.neg(acc);
  for (let i = 1; i < terms.length; i++) {
    const v = values[i] as Q;
    const next = terms[i]?.sign === 1 ? R.add(acc, v) : R.sub(acc, v);
    lines.push(`${printNode(valueNode(acc, decimal), 'words')} ${terms[i]?.sign === 1 ? '+' : '-'} ${wrapNegative(terms[i]?.node as MathNode)} = ${printNode(valueNode(next, decimal), 'words')}`);
    acc = next;
  }
  return { node: valueNode(total, decimal), rule: terms.some((t) => t.sign === -1) ? 'Add and subtract from left to right' : 'Add', lines };
}

function signedSum(terms: SignedValue[]): MathNode {
  return sumNode(terms.map((t) => (t.sign === -1 ? negNode(t.node) : t.node)));
}

export interface ArithmeticOutcome {
  steps: StepDraft[];
  answer: MathNode;
}

const MAX_STEPS = 40;

/** Words before the sums, so each explanation says why as well as what. */
const PREFIX: Record<string, string> = {
  'Brackets first': 'Work out what is inside the brackets first: ',
  'Work inside the root first': 'Work out what is under the root first: ',
  'Work inside the absolute value first': 'Work out what is inside the absolute value first: ',
  Powers: 'Powers come before × and ÷: ',
  'Simplify the roots': 'Work out the roots, taking out perfect squares: ',
  Multiply: 'Multiply before adding or subtracting: ',
  Divide: 'Divide before adding or subtracting: ',
  'Multiply and divide from left to right': 'Multiply and divide from left to right: ',
  Add: 'Add from left to right: ',
  'Add and subtract from left to right': 'Add and subtract from left to right: ',
  'Add the whole numbers': 'Add the whole numbers first: ',
  'Two negatives make a positive': 'A minus sign in front of a negative number makes it positive: ',
  'Absolute value': 'The absolute value is the distance from 0, so it is never negative: ',
  'Write the percent as a decimal': 'Percent means "out of 100": ',
};

/** All the steps from a numeric expression to its exact value; null when it has letters or no value. */
export function arithmeticSteps(input: MathNode, options: { percent?: boolean } = {}): ArithmeticOutcome | null {
  let node = stripParens(input);
  if (freeVariables(node).length > 0) return null;
  if (!readRatio(node)) return null;
  const steps: StepDraft[] = [];
  heldDenominator = null;
  for (let i = 0; i < MAX_STEPS; i++) {
    const change = nextPhase(node, options.percent ?? false);
    if (!change || printNode(change.node, 'words') === printNode(node, 'words')) break;
    heldDenominator = change.lcd ?? null;
    node = change.node;
    const prefix = PREFIX[change.rule];
    steps.push(expressionStep(change.rule, prefix ? `${prefix}${change.lines.join('; ')}.` : sentence(change.lines), node));
  }
  heldDenominator = null;
  // 4/18 → 2/9 at the end.
  const lastFraction = fractionLiteral(isUnaryMinus(node) ? ((asOperator(node) as { args: MathNode[] }).args[0] as MathNode) : node);
  if (lastFraction && gcdInt(lastFraction.n, lastFraction.d) > 1n) {
    const g = gcdInt(lastFraction.n, lastFraction.d);
    const reduced = rationalOf(node) as Q;
    node = valueNode(reduced, false);
    steps.push(expressionStep('Simplify the fraction', `Divide the top and the bottom by ${g}: ${lastFraction.n}/${lastFraction.d} = ${printNode(valueNode(R.abs(reduced), false), 'words')}.`, node));
  }
  // A fraction that is not whole: its decimal value helps.
  const value = rationalOf(node);
  const last = steps[steps.length - 1];
  if (last && value && !R.isInteger(value)) {
    const approx = R.toNumber(value);
    const exactDecimal = R.terminatingDecimal(value);
    if (exactDecimal === null || printNode(node, 'words') !== exactDecimal) last.explanation += ` As a decimal, ${printNode(node, 'words')} ${exactDecimal !== null ? '=' : '≈'} ${exactDecimal ?? formatNumber(approx, 'approximate')}.`;
  } else if (last && !value) {
    const r = readRatio(node);
    const approx = r ? numericValue(node) : null;
    if (approx !== null) last.explanation += ` As a decimal, ${printNode(node, 'words')} ≈ ${formatNumber(approx, 'approximate')}.`;
  }
  return { steps, answer: node };
}

function numericValue(node: MathNode): number | null {
  try {
    const v: unknown = node.evaluate();
    return typeof v === 'number' && Number.isFinite(v) ? v : null;
  } catch {
    return null;
  }
}

function sentence(lines: string[]): string {
  const text = lines.join('; ');
  // Capitalise words, not maths: "nthRoot(4) = 2" stays as it is.
  const capital = /^[a-z]+ /u.test(text) ? text.charAt(0).toUpperCase() + text.slice(1) : text;
  return capital.endsWith('.') || capital.endsWith(')') ? (capital.endsWith('.') ? capital : `${capital}.`) : `${capital}.`;
}

export { valueNode };
