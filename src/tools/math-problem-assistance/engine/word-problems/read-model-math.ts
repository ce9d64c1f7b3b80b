import { parse, type FunctionNode, type MathNode, type OperatorNode, type SymbolNode } from 'mathjs';
import type { Relation } from '../problem';

// The model's equations are untrusted text: we parse them ourselves, allow plain arithmetic and a
// few functions only, and refuse anything else (assignments, matrices, units, function definitions).

const OPERATORS = new Set(['add', 'subtract', 'multiply', 'divide', 'pow', 'unaryMinus', 'unaryPlus']);
const FUNCTIONS = new Set(['sqrt', 'abs']);
const CONSTANTS = new Set(['pi']);
const MAX_CHARS = 400;

export function isConstantName(name: string): boolean {
  return CONSTANTS.has(name);
}

function allowed(node: MathNode): boolean {
  let ok = true;
  node.traverse((child, path, parent) => {
    switch (child.type) {
      case 'ConstantNode':
        if (typeof (child as unknown as { value: unknown }).value !== 'number') ok = false;
        break;
      case 'SymbolNode': {
        const name = (child as SymbolNode).name;
        const isCallee = parent?.type === 'FunctionNode' && path === 'fn';
        if (isCallee ? !FUNCTIONS.has(name) : !/^[A-Za-z][A-Za-z0-9_]{0,19}$/.test(name) || name === 'e' || name === 'i') ok = false;
        break;
      }
      case 'FunctionNode':
        if (!FUNCTIONS.has((child as FunctionNode).fn.name) || (child as FunctionNode).args.length !== 1) ok = false;
        break;
      case 'OperatorNode':
        if (!OPERATORS.has((child as OperatorNode).fn)) ok = false;
        break;
      case 'ParenthesisNode':
        break;
      default:
        ok = false;
    }
  });
  return ok;
}

/** A plain arithmetic or algebraic expression, or null when it is anything else or does not parse. */
export function readModelExpression(text: string): MathNode | null {
  const ascii = text.trim().replace(/×/g, '*').replace(/÷/g, '/').replace(/−/g, '-');
  // Thousands separators ("1,200") would read as a matrix argument list: refuse rather than guess.
  if (!ascii || ascii.length > MAX_CHARS || /\d,\d{3}/.test(ascii)) return null;
  try {
    const node = parse(ascii);
    return allowed(node) ? node : null;
  } catch {
    return null;
  }
}

/** "lhs = rhs" with exactly one equals sign. */
export function readModelEquation(text: string): Relation | null {
  const sides = text.replace(/==/g, '=').split('=');
  if (sides.length !== 2) return null;
  const lhs = readModelExpression(sides[0]!);
  const rhs = readModelExpression(sides[1]!);
  return lhs && rhs ? { lhs, op: '=', rhs } : null;
}

/** Every variable name in the nodes (not functions, not pi), in order of first appearance. */
export function variablesOf(nodes: MathNode[]): string[] {
  const names: string[] = [];
  for (const node of nodes) {
    node.traverse((child, path, parent) => {
      if (child.type !== 'SymbolNode') return;
      if (parent?.type === 'FunctionNode' && path === 'fn') return;
      const name = (child as SymbolNode).name;
      if (!isConstantName(name) && !names.includes(name)) names.push(name);
    });
  }
  return names;
}
