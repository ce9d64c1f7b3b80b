import { ConstantNode, OperatorNode, ParenthesisNode, SymbolNode, type MathNode } from 'mathjs';
import { freeSymbols } from '../math-text';
import type { Domain, Relation } from '../problem';
import { asFunction } from '../read/node-kit';
import { compileNode } from '../verify/evaluate';

// A trig equation asked "for 0° ≤ θ < 360°" or "on [0, 360)" is about angles in degrees: sin(θ) there is the
// sine of θ degrees. The problem keeps that meaning in its tree, sin(θ·π/180), so that every check (the final
// answer put back, the numeric search for missed solutions, a student's own answer) works on what was typed.

const TRIG = new Set(['sin', 'cos', 'tan', 'sec', 'csc', 'cot']);

function isTrigOf(node: MathNode, v: string): boolean {
  const call = asFunction(node);
  return call !== undefined && TRIG.has(call.fn.name) && call.args.length === 1 && freeSymbols(call.args[0] as MathNode).includes(v);
}

/** The relation has a trig function of the variable. */
export function hasTrigOf(relation: Relation, v: string): boolean {
  return [relation.lhs, relation.rhs].some((side) => side.filter((node) => isTrigOf(node, v)).length > 0);
}

/** (arg)·π/180, the node the degree reading puts inside every trig call. */
function degreesToRadians(arg: MathNode): MathNode {
  return new OperatorNode('/', 'divide', [new OperatorNode('*', 'multiply', [new ParenthesisNode(arg), new SymbolNode('pi')]), new ConstantNode(180)]);
}

/** The argument a degree reading wrapped, or undefined for any other node. */
function wrappedDegrees(node: MathNode): MathNode | undefined {
  if (node.type !== 'OperatorNode') return undefined;
  const quotient = node as OperatorNode;
  const [top, bottom] = quotient.args;
  if (quotient.fn !== 'divide' || !top || top.type !== 'OperatorNode' || (bottom as ConstantNode | undefined)?.value !== 180) return undefined;
  const product = top as OperatorNode;
  if (product.fn !== 'multiply' || (product.args[1] as SymbolNode | undefined)?.name !== 'pi' || product.args[0]?.type !== 'ParenthesisNode') return undefined;
  return (product.args[0] as ParenthesisNode).content;
}

/** The angle a degree mark became (30·π/180 → 30, −(30·π/180) → −30), or undefined. */
function markedDegrees(node: MathNode): MathNode | undefined {
  if (node.type === 'OperatorNode' && (node as OperatorNode).fn === 'unaryMinus') {
    const inner = markedDegrees((node as OperatorNode).args[0] as MathNode);
    return inner && new OperatorNode('-', 'unaryMinus', [inner]);
  }
  if (node.type !== 'OperatorNode') return undefined;
  const quotient = node as OperatorNode;
  const [top, bottom] = quotient.args;
  if (quotient.fn !== 'divide' || top?.type !== 'OperatorNode' || (bottom as ConstantNode | undefined)?.value !== 180) return undefined;
  const [count, pi] = (top as OperatorNode).args;
  if ((top as OperatorNode).fn !== 'multiply' || count?.type !== 'ConstantNode' || (pi as SymbolNode | undefined)?.name !== 'pi') return undefined;
  return new SymbolNode(`${String((count as ConstantNode).value)}°`);
}

/** sin(30·π/180) shown the way it was typed, sin(30°): for the echo of a problem whose angles carried a degree mark. */
export function nodeAsTypedInDegrees(root: MathNode): MathNode {
  return root.transform((node) => {
    const call = asFunction(node);
    if (!call || !TRIG.has(call.fn.name) || call.args.length !== 1) return node;
    const shown = markedDegrees(call.args[0] as MathNode);
    return shown ? new (call.constructor as new (fn: SymbolNode, args: MathNode[]) => MathNode)(call.fn, [shown]) : node;
  });
}

function mapSides(relation: Relation, map: (node: MathNode) => MathNode): Relation {
  return { lhs: map(relation.lhs), op: relation.op, rhs: map(relation.rhs) };
}

/** sin(θ) read in degrees: sin(θ·π/180), every trig call of the variable. */
export function relationInDegrees(relation: Relation, v: string): Relation {
  return mapSides(relation, (side) =>
    side.transform((node) => {
      if (!isTrigOf(node, v)) return node;
      const call = asFunction(node) as NonNullable<ReturnType<typeof asFunction>>;
      return new (call.constructor as new (fn: SymbolNode, args: MathNode[]) => MathNode)(call.fn, [degreesToRadians(call.args[0] as MathNode)]);
    }),
  );
}

/** The relation as typed: every degree wrapping taken off again (sin(θ·π/180) → sin(θ)). */
export function relationAsTyped(relation: Relation): Relation {
  return mapSides(relation, (side) => side.transform((node) => wrappedDegrees(node) ?? node));
}

/** Every use of the variable sits inside a trig call (so the equation in radians is the same one rescaled). */
export function onlyInsideTrigCalls(relation: Relation, v: string): boolean {
  const outside = (node: MathNode): boolean => {
    if (isTrigOf(node, v)) return false;
    if (node.type === 'SymbolNode') return (node as SymbolNode).name === v;
    let found = false;
    node.forEach((child) => {
      found ||= outside(child);
    });
    return found;
  };
  return !outside(relation.lhs) && !outside(relation.rhs);
}

const RIGHT_ANGLE = 90;

/**
 * A trig equation's interval is in degrees when a bound says so (°, "in degrees") or, with no π in it, when
 * both bounds are whole multiples of 90 and one is at least 90 ("[0, 360)", "0 ≤ x ≤ 180"): nobody asks for
 * the solutions of sin x = 1/2 between 0 and 360 radians.
 */
export function intervalInDegrees(domain: Domain, relation: Relation, v: string, saidDegrees: boolean): boolean {
  if (!hasTrigOf(relation, v)) return false;
  if (saidDegrees) return true;
  const ends = [domain.lower, domain.upper];
  if (ends.some((end) => end.filter((node) => node.type === 'SymbolNode').length > 0)) return false;
  const values = ends.map((end) => compileNode(end, 'real')({})?.re);
  if (values.some((value) => value === undefined || !Number.isInteger(value) || value % RIGHT_ANGLE !== 0)) return false;
  return values.some((value) => Math.abs(value as number) >= RIGHT_ANGLE);
}
