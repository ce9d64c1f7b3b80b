import type { MathNode } from 'mathjs';
import type { Relation } from '../problem';
import { asFunction, asSymbol } from '../read/node-kit';

interface Definition {
  parameter: string;
  body: MathNode;
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
    const parameter = call && call.args.length === 1 ? asSymbol(call.args[0] as MathNode)?.name : undefined;
    if (call && parameter && relation.op === '=' && !definitions.has(call.fn.name) && parameter !== call.fn.name) {
      definitions.set(call.fn.name, { parameter, body: relation.rhs });
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
