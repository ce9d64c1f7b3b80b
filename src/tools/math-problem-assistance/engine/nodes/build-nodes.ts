import { FunctionNode, SymbolNode, type MathNode } from 'mathjs';

// The node builders every method folder shares. Folder-specific builders (equations/build-node.ts,
// algebra/node-build.ts, calculus/calculus-nodes.ts) differ on purpose in how they fold and sign
// what they build, since each folder's steps are written in its own style.

export function symbolNode(name: string): MathNode {
  return new SymbolNode(name);
}

/** name(args…): sqrt(x), sin(2 x), log(x, 2). */
export function callNode(name: string, args: MathNode[]): MathNode {
  return new FunctionNode(new SymbolNode(name), args);
}
