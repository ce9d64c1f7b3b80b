import { ConstantNode, FunctionNode, OperatorNode, SymbolNode, type MathNode } from 'mathjs';

// The node builders and readers every method folder shares. Folder-specific builders (equations/build-node.ts,
// algebra/node-build.ts, calculus/calculus-nodes.ts) differ on purpose in how they fold and sign
// what they build, since each folder's steps are written in its own style.

export function symbolNode(name: string): MathNode {
  return new SymbolNode(name);
}

/** name(args…): sqrt(x), sin(2 x), log(x, 2). */
export function callNode(name: string, args: MathNode[]): MathNode {
  return new FunctionNode(new SymbolNode(name), args);
}

/** A number, a negative one as a minus sign before its size (-(3), not the constant -3): algebra's and calculus's style. */
export function signedNumberNode(value: number | bigint): MathNode {
  const v = Number(value);
  return v < 0 ? new OperatorNode('-', 'unaryMinus', [new ConstantNode(-v)]) : new ConstantNode(v);
}

/** The node inside any brackets around it: ((x + 1)) → x + 1 (brackets deeper in are kept). */
export function unwrapParens(node: MathNode): MathNode {
  let n = node;
  while (n.type === 'ParenthesisNode') n = (n as unknown as { content: MathNode }).content;
  return n;
}

/** The tree without ParenthesisNodes anywhere (the tree shape already says what the brackets said). */
export function stripParens(node: MathNode): MathNode {
  return node.transform((child) => {
    const inner = unwrapParens(child);
    return inner === child ? child : stripParens(inner);
  });
}

/** The name of a called function (sqrt for sqrt(x)); null for any other node. */
export function functionName(node: MathNode): string | null {
  if (node.type !== 'FunctionNode') return null;
  const fn = (node as unknown as { fn: MathNode | string }).fn;
  return typeof fn === 'string' ? fn : ((fn as unknown as { name?: string }).name ?? null);
}
