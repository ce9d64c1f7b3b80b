import { parse, type MathNode } from 'mathjs';
import type { MathProblem, Relation } from '../../problem';

// Tests and the dev-set measurement build problems from text the way the reader does (mathjs parse,
// implicit multiplication); the reader's own parser replaces this in the engine.

const CONSTANTS = new Set(['e', 'pi', 'i', 'E', 'PI']);

function splitRelation(text: string): Relation {
  const match = /(<=|>=|<|>|=)/.exec(text);
  if (!match) throw new Error(`No relation in ${text}`);
  const op = match[1] as Relation['op'];
  const lhs = text.slice(0, match.index);
  const rhs = text.slice(match.index + op.length);
  return { lhs: parse(lhs), op, rhs: parse(rhs) };
}

function variablesOf(nodes: MathNode[]): string[] {
  const names = new Set<string>();
  for (const node of nodes) {
    node.traverse((child, _path, parent) => {
      const c = child as unknown as { type: string; name?: string };
      const p = parent as unknown as { type: string; fn?: unknown } | null;
      if (c.type !== 'SymbolNode' || !c.name || CONSTANTS.has(c.name)) return;
      if (p?.type === 'FunctionNode' && p.fn === child) return;
      names.add(c.name);
    });
  }
  return [...names].sort();
}

export function equationProblem(text: string, variable?: string): MathProblem {
  const relation = splitRelation(text);
  const variables = variablesOf([relation.lhs, relation.rhs]);
  return {
    task: 'solve',
    variable: variable ?? (variables.includes('x') ? 'x' : (variables[0] ?? 'x')),
    variables,
    target: { kind: 'relation', relation },
    source: text,
  };
}

export function systemProblem(texts: string[]): MathProblem {
  const relations = texts.map(splitRelation);
  const variables = variablesOf(relations.flatMap((r) => [r.lhs, r.rhs]));
  return { task: 'solve', variable: variables[0] ?? 'x', variables, target: { kind: 'system', relations }, source: texts.join(', ') };
}
