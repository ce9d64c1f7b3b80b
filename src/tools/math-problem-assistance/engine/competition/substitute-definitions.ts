import { ConstantNode, OperatorNode, ParenthesisNode, SymbolNode, type MathNode } from 'mathjs';
import { freeSymbols } from '../math-text';
import { numericValue } from './numeric-value';
import type { Relation } from '../problem';
import { asFunction, asSymbol } from '../read/node-kit';

interface Definition {
  parameter: string;
  body: MathNode;
}

/**
 * f(letter) = body defines f; so does f(a·x + b) = body with a ≠ 0 ("h(4x − 1) = 2x + 7"): put t for 4x − 1,
 * x = (t + 1)/4, so h(t) = 2(t + 1)/4 + 7. Without that, a later question "h(x) = x" would be taken as f's
 * definition. Null when the argument is not a letter or a line in one letter.
 */
function readDefinition(name: string, argument: MathNode, body: MathNode): Definition | null {
  const letter = asSymbol(argument)?.name;
  if (letter) return letter === name ? null : { parameter: letter, body };
  // Only a one-letter name is a function the problem defines: |x − 5| = 12 and √(2x) = 4x are equations.
  if (!/^[A-Za-z]$/.test(name)) return null;
  const letters = freeSymbols(argument);
  if (letters.length !== 1 || letters[0] === name) return null;
  const parameter = letters[0] as string;
  const at = (value: number) => numericValue(argument.transform((node) => (asSymbol(node)?.name === parameter ? parseNumber(value) : node)));
  const [b, atOne, atTwo, atMinusThree] = [at(0), at(1), at(2), at(-3)];
  if (b === null || atOne === null || atTwo === null || atMinusThree === null) return null;
  const a = atOne - b;
  const line = (x: number) => a * x + b;
  const close = (u: number, v: number) => Math.abs(u - v) <= 1e-9 * Math.max(1, Math.abs(u));
  if (Math.abs(a) < 1e-12 || !close(atTwo, line(2)) || !close(atMinusThree, line(-3))) return null;
  // x = (t − b)/a, written with the argument's own pieces so the body stays exact.
  const shifted = new OperatorNode('-', 'subtract', [new SymbolNode(parameter), argument.transform((node) => (asSymbol(node)?.name === parameter ? parseNumber(0) : node))]);
  const slope = new OperatorNode('-', 'subtract', [
    argument.transform((node) => (asSymbol(node)?.name === parameter ? parseNumber(1) : node)),
    argument.transform((node) => (asSymbol(node)?.name === parameter ? parseNumber(0) : node)),
  ]);
  const inverse = new OperatorNode('/', 'divide', [new ParenthesisNode(shifted), new ParenthesisNode(slope)]);
  return { parameter, body: body.transform((node) => (asSymbol(node)?.name === parameter ? new ParenthesisNode(inverse) : node)) };
}

function parseNumber(value: number): MathNode {
  return new ParenthesisNode(new ConstantNode(value));
}

/**
 * "f(x) = 4x^3 + 1": the first relation whose left side is f(letter) defines f; every other call of f
 * (f(2) = 9, f(t) = 33, g(f(-1))) is replaced by the body with its argument put in. Returns null when a
 * call of a defined function is left (f(x, y), a definition that calls itself).
 */
export function substituteDefinitions(conditions: Relation[], asked: MathNode[]): { conditions: Relation[]; asked: MathNode[] } | null {
  const definitions = new Map<string, Definition>();
  const rest: Relation[] = [];
  for (const relation of conditions) {
    const call = asFunction(relation.lhs);
    const definition = call && call.args.length === 1 && relation.op === '=' && !definitions.has(call.fn.name) ? readDefinition(call.fn.name, call.args[0] as MathNode, relation.rhs) : null;
    if (call && definition) {
      definitions.set(call.fn.name, definition);
    } else {
      rest.push(relation);
    }
  }
  if (definitions.size === 0) return { conditions, asked };
  const expand = (node: MathNode): MathNode | null => {
    let current = node;
    for (let round = 0; round < 8; round += 1) {
      const calls = current.filter((child) => definitions.has(asFunction(child)?.fn.name ?? ''));
      if (calls.length === 0) return current;
      current = current.transform((child) => {
        const fn = asFunction(child);
        const definition = fn ? definitions.get(fn.fn.name) : undefined;
        if (!fn || !definition || fn.args.length !== 1) return child;
        const argument = fn.args[0] as MathNode;
        return definition.body.transform((inner) => (asSymbol(inner)?.name === definition.parameter ? argument : inner));
      });
    }
    return null;
  };
  const expandedConditions: Relation[] = [];
  for (const relation of rest) {
    const lhs = expand(relation.lhs);
    const rhs = expand(relation.rhs);
    if (!lhs || !rhs) return null;
    expandedConditions.push({ lhs, op: relation.op, rhs });
  }
  const expandedAsked: MathNode[] = [];
  for (const node of asked) {
    const expanded = expand(node);
    if (!expanded) return null;
    expandedAsked.push(expanded);
  }
  return { conditions: expandedConditions, asked: expandedAsked };
}
