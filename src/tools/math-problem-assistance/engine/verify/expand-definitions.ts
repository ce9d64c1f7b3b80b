import { FunctionNode, OperatorNode, SymbolNode, type MathNode } from 'mathjs';

/**
 * Functions mathjs does not know, written out by their definition so the checkers can evaluate and
 * differentiate them: sinc u = sin(u)/u (the unnormalised sinc, as nerdamer and most calculus texts).
 */
export function expandDefinitions(node: MathNode): MathNode {
  let found = false;
  node.traverse((n) => {
    if (isSinc(n)) found = true;
  });
  if (!found) return node;
  return node.transform((n) => {
    if (!isSinc(n)) return n;
    const inside = expandDefinitions((n as unknown as { args: MathNode[] }).args[0]!);
    return new OperatorNode('/', 'divide', [new FunctionNode(new SymbolNode('sin'), [inside]), inside]);
  });
}

function isSinc(n: MathNode): boolean {
  if (n.type !== 'FunctionNode') return false;
  const f = n as unknown as { fn: { name?: string }; args: MathNode[] };
  return f.fn.name === 'sinc' && f.args.length === 1;
}
