import { parse, type MathNode } from 'mathjs';
import nerdamer from 'nerdamer';
import 'nerdamer/Algebra.js';
import { asOperator, stripParens } from './node-build';
import { type Poly, constPoly, mulPoly, polyConst, samePoly } from './poly';
import { polyToNode, readRatio, isPolyRatio } from './ratio';
import { ONE } from './rational';
import { printNode } from '../../nodes/print-nodes';

/** Factors of a product node: a·b·c → [a, b, c]; a^n with whole n → n copies; -a → [-1, a]. */
function productFactors(node: MathNode): MathNode[] {
  const o = asOperator(node);
  if (o?.fn === 'multiply') return o.args.flatMap(productFactors);
  if (o?.fn === 'unaryMinus') return [parse('-1'), ...productFactors(o.args[0] as MathNode)];
  if (o?.fn === 'pow') {
    const n = Number((o.args[1] as unknown as { value?: unknown }).value);
    if (Number.isInteger(n) && n > 0 && n < 20) return Array.from({ length: n }, () => o.args[0] as MathNode);
  }
  return [node];
}

/**
 * The CAS's split of a polynomial in one letter into non-constant factors (x^4 + 4 →
 * (x^2 - 2x + 2)(x^2 + 2x + 2)), used only where no rule of ours applies; null when it finds
 * none or its product is not exactly the input.
 */
export function splitByCas(p: Poly): Poly[] | null {
  let text: string;
  try {
    text = nerdamer.factor(ascii(polyToNode(p))).toString();
  } catch {
    return null;
  }
  let node: MathNode;
  try {
    node = stripParens(parse(text));
  } catch {
    return null;
  }
  const parts: Poly[] = [];
  let constant = constPoly(ONE);
  for (const factor of productFactors(node)) {
    const r = readRatio(factor);
    if (!r || !isPolyRatio(r)) return null;
    if (polyConst(r.num)) constant = mulPoly(constant, r.num);
    else parts.push(r.num);
  }
  const product = parts.reduce((acc, part) => mulPoly(acc, part), constant);
  if (!samePoly(product, p) || parts.length < 2) return null;
  if (parts[0]) parts[0] = mulPoly(parts[0], constant);
  return parts;
}

function ascii(node: MathNode): string {
  return node.toString({ implicit: 'show' }).replace(/\s+/gu, '') || printNode(node, 'words');
}
