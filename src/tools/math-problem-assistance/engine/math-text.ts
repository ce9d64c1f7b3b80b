import type { MathNode } from 'mathjs';
import { ConstantNode, FunctionNode, OperatorNode, SymbolNode, parse } from 'mathjs';
import type { MathText } from '../contract';
import { ToolInputError } from '../../../platform/engine';
import type { MathState, Relation } from './problem';
import { emitMathjs } from './read/emit-mathjs';
import { CONSTANT_NAMES, KNOWN_FUNCTIONS } from './read/math-names';
import { asFunction, asOperator, asSymbol, normalizeNode } from './read/node-kit';
import { refuseHugeNumbers } from './read/refuse-huge-numbers';
import type { NameOptions, Token } from './read/tokenize-math';
import { DEGREE_MARKER, quoteSource, tokenizeMath, unreadableAt } from './read/tokenize-math';
import { printNode } from './nodes/print-nodes';

export type { NameOptions } from './read/tokenize-math';

/**
 * Reads ASCII (or Unicode) math as a student types it: `2x`, `3xy` (3·x·y), `2(x+1)`, `(x+1)(x-1)`,
 * `x sin x`, `sin^2 x`, `e^x`, `ln x`, `log_2 x`, `sqrt(x)`, `√x`, `|x|`, `x²`, `pi`, `i`. Natural log is
 * mathjs `log`; a bare `log` is the natural log unless `options.log` is 'base10' (what the reader uses for
 * students). The tree has no parentheses nodes and no implicit-multiplication flags.
 * Throws a ToolInputError naming the place it could not read: I could not read “2x+*3” at “+*”.
 */
export function parseMath(text: string, options: NameOptions = {}): MathNode {
  const tokens = tokenizeMath(text, options);
  const misplaced = tokens.find((token) => token.kind === 'relation' || token.kind === 'word' || token.kind === 'separator');
  if (misplaced) throw unreadableAt(text, misplaced.start, misplaced.end, 'an expression was expected here, not an equation or a list');
  return parseTokens(tokens, text, options);
}

/**
 * Reads a whole state: an expression, `lhs = rhs` (or <, <=, >, >=), a chain `1 < x < 5`, alternatives
 * `x = 2 or x = 3` (also `x = ±2`, `x = [2, 3]`), a system `x + y = 3, x - y = 1` (also `and`, `;` or one
 * per line).
 */
export function parseMathState(text: string, options: NameOptions = {}): MathState {
  const tokens = tokenizeMath(text, options);
  if (tokens.length === 0) throw new ToolInputError('There is no math to read.');
  // "a = 1, b = 3, and c = 5": the "and" after a comma opens no part of its own.
  const parts = splitTopLevel(tokens, (token) => token.kind === 'separator' || token.kind === 'comma' || (token.kind === 'word' && token.text === 'and')).filter(
    (part, index, all) => part.length > 0 || index === all.length - 1 || index === 0,
  );
  const alternatives = parts.map((part) => splitTopLevel(part, (token) => token.kind === 'word' && token.text === 'or'));
  if (parts.length > 1 && alternatives.some((list) => list.length > 1)) {
    throw new ToolInputError(`I could not read “${quoteSource(text)}”: mixing “and” with “or” is not supported.`);
  }
  const join: 'and' | 'or' = parts.length > 1 ? 'and' : 'or';
  const pieces = parts.length > 1 ? parts : (alternatives[0] ?? []);
  const relations: Relation[] = [];
  for (const piece of pieces) {
    if (piece.length === 0) throw new ToolInputError(`I could not read “${quoteSource(text)}”: one part of it is empty.`);
    const read = readRelations(piece, text, options);
    if (read === undefined) {
      if (pieces.length === 1) return { kind: 'expression', node: parseTokens(piece, text, options) };
      const first = piece[0] as Token;
      throw unreadableAt(text, first.start, (piece[piece.length - 1] as Token).end, 'each part should be an equation or an inequality');
    }
    if (read.join === 'and' && read.relations.length > 1 && join === 'or' && pieces.length > 1) throw new ToolInputError(`I could not read “${quoteSource(text)}”: a chain of inequalities cannot be one of several alternatives.`);
    relations.push(...read.relations);
    if (read.join === 'or' && read.relations.length > 1 && pieces.length > 1) {
      throw new ToolInputError(`I could not read “${quoteSource(text)}”: ± inside a system is not supported.`);
    }
    if (pieces.length === 1) {
      const only = read.relations[0] as Relation;
      return read.relations.length === 1 ? { kind: 'relation', relation: only } : { kind: 'relations', relations: read.relations, join: read.join };
    }
  }
  return { kind: 'relations', relations, join };
}

/** Plain text (`text`, ASCII a CAS parses) and LaTeX for one expression. */
export function formatNode(node: MathNode): MathText {
  const tree = normalizeNode(node);
  return { text: printNode(tree, 'ascii'), latex: printNode(tree, 'latex') };
}

const RELATION_LATEX: Record<Relation['op'], string> = { '=': '=', '<': '<', '<=': '\\le', '>': '>', '>=': '\\ge' };

export function formatRelation(relation: Relation): MathText {
  const lhs = formatNode(relation.lhs);
  const rhs = formatNode(relation.rhs);
  return { text: `${lhs.text} ${relation.op} ${rhs.text}`, latex: `${lhs.latex} ${RELATION_LATEX[relation.op]} ${rhs.latex}` };
}

/** A state as text and LaTeX: alternatives joined by ` or `, a system by `, ` (LaTeX: a cases block). */
export function formatState(state: MathState): MathText {
  if (state.kind === 'expression') return formatNode(state.node);
  if (state.kind === 'relation') return formatRelation(state.relation);
  if (state.kind === 'union') {
    const pieces = state.pieces.map((piece) => formatState(piece.length === 1 ? { kind: 'relation', relation: piece[0] as Relation } : { kind: 'relations', relations: piece, join: 'and' }));
    return { text: pieces.map((p) => p.text).join(' or '), latex: pieces.map((p) => p.latex).join(' \\quad \\text{or} \\quad ') };
  }
  const parts = state.relations.map(formatRelation);
  const chain = chainOf(state);
  if (chain) return chain;
  if (state.join === 'or') return { text: parts.map((p) => p.text).join(' or '), latex: parts.map((p) => p.latex).join(' \\quad \\text{or} \\quad ') };
  return {
    text: parts.map((p) => p.text).join(', '),
    latex: parts.length === 1 ? (parts[0] as MathText).latex : `\\begin{cases} ${parts.map((p) => p.latex).join(' \\\\ ')} \\end{cases}`,
  };
}

/** a < x, x < b as the chain a < x < b, the way an interval is written (and read back). */
function chainOf(state: MathState): MathText | undefined {
  if (state.kind !== 'relations' || state.join !== 'and' || state.relations.length !== 2) return undefined;
  const [first, second] = state.relations as [Relation, Relation];
  // The shared middle may be a letter (a < x < b) or an expression (−3 < 2x + 1 ≤ 7, a compound inequality's steps).
  const middle = formatNode(first.rhs);
  if (middle.text !== formatNode(second.lhs).text || first.op === '=' || second.op === '=') return undefined;
  const lower = formatNode(first.lhs);
  const upper = formatNode(second.rhs);
  return {
    text: `${lower.text} ${first.op} ${middle.text} ${second.op} ${upper.text}`,
    latex: `${lower.latex} ${RELATION_LATEX[first.op]} ${middle.latex} ${RELATION_LATEX[second.op]} ${upper.latex}`,
  };
}

/** The free variables of nodes (constants pi, e, i, Infinity and step-notation names excluded), x, y, z first. */
export function freeSymbols(...nodes: MathNode[]): string[] {
  const names = new Set<string>();
  for (const node of nodes) {
    node.traverse((child, path, parent) => {
      const symbol = asSymbol(child);
      if (!symbol || CONSTANT_NAMES.has(symbol.name)) return;
      // The function's own name, and the `left`/`right` side marker of limit(), are not variables.
      if (parent && asFunction(parent) && path === 'fn') return;
      if (parent && asFunction(parent)?.fn.name === 'limit' && path === 'args[3]') return;
      names.add(symbol.name);
    });
  }
  return sortVariables([...names]);
}

/** The order a student names variables in: x, y, z, then the rest alphabetically. */
export function sortVariables(names: string[]): string[] {
  const rank = (name: string) => ['x', 'y', 'z'].indexOf(name);
  return [...new Set(names)].sort((a, b) => {
    const ra = rank(a);
    const rb = rank(b);
    if (ra >= 0 || rb >= 0) return (ra < 0 ? 99 : ra) - (rb < 0 ? 99 : rb);
    return a.localeCompare(b);
  });
}

function splitTopLevel(tokens: Token[], isSeparator: (token: Token) => boolean, keepEmptyEnd = false): Token[][] {
  const parts: Token[][] = [[]];
  let depth = 0;
  for (const token of tokens) {
    if (token.kind === 'open') depth += 1;
    if (token.kind === 'close') depth -= 1;
    if (depth === 0 && isSeparator(token)) {
      parts.push([]);
      continue;
    }
    (parts[parts.length - 1] as Token[]).push(token);
  }
  // A trailing comma or line break ends the list, it does not open an empty part.
  if (!keepEmptyEnd && parts.length > 1 && (parts[parts.length - 1] as Token[]).length === 0) parts.pop();
  return parts;
}

const OPS: Record<string, Relation['op']> = { '=': '=', '<': '<', '<=': '<=', '>': '>', '>=': '>=' };

/** `a = b`, `a < b < c`, `x = ±2`, `x = [2, 3]`; undefined when the piece has no relation sign. */
function readRelations(piece: Token[], source: string, options: NameOptions): { relations: Relation[]; join: 'and' | 'or' } | undefined {
  const sides = splitTopLevel(piece, (token) => token.kind === 'relation', true);
  if (sides.length === 1) return undefined;
  const ops = piece.filter((token, index) => token.kind === 'relation' && depthAt(piece, index) === 0);
  for (const op of ops) {
    if (!OPS[op.text]) throw unreadableAt(source, op.start, op.end, `“${op.text}” is not supported; use =, <, <=, > or >=`);
  }
  sides.forEach((side, index) => {
    if (side.length === 0) {
      const op = ops[Math.min(index, ops.length - 1)] as Token;
      throw unreadableAt(source, op.start, op.end, index === 0 ? 'something is missing before it' : 'something is missing after it');
    }
  });
  // x = ±2 and x = [2, 3] list alternatives for the last side.
  if (sides.length === 2) {
    const alternatives = expandAlternatives(sides[1] as Token[]);
    if (alternatives.length > 1) {
      const lhs = parseTokens(sides[0] as Token[], source, options);
      const op = OPS[(ops[0] as Token).text] as Relation['op'];
      return { relations: alternatives.map((rhs) => ({ lhs, op, rhs: parseTokens(rhs, source, options) })), join: 'or' };
    }
  }
  const nodes = sides.map((side) => parseTokens(side, source, options));
  const relations = ops.map((op, index) => ({ lhs: nodes[index] as MathNode, op: OPS[op.text] as Relation['op'], rhs: nodes[index + 1] as MathNode }));
  return { relations, join: 'and' };
}

function depthAt(tokens: Token[], index: number): number {
  let depth = 0;
  for (let k = 0; k < index; k += 1) {
    const token = tokens[k] as Token;
    if (token.kind === 'open') depth += 1;
    if (token.kind === 'close') depth -= 1;
  }
  return depth;
}

function expandAlternatives(side: Token[]): Token[][] {
  const first = side[0];
  const last = side[side.length - 1];
  if (first?.kind === 'open' && first.text === '[' && last?.kind === 'close' && last.text === ']') {
    const inner = side.slice(1, -1);
    const items = splitTopLevel(inner, (token) => token.kind === 'comma');
    if (items.length > 1 && items.every((item) => item.length > 0)) return items;
  }
  const pm = side.findIndex((token) => token.kind === 'plusminus');
  if (pm < 0 || side.slice(pm + 1).some((token) => token.kind === 'plusminus')) return [side];
  const at = side[pm] as Token;
  const plus: Token = { ...at, kind: 'op', text: '+' };
  const minus: Token = { ...at, kind: 'op', text: '-' };
  const before = side.slice(0, pm);
  const after = side.slice(pm + 1);
  return [before.length === 0 ? after : [...before, plus, ...after], [...before, minus, ...after]];
}

/** Tokens to a clean mathjs tree, with mathjs's complaints turned into a pointer into the source. */
function parseTokens(tokens: Token[], source: string, options: NameOptions): MathNode {
  if (tokens.length === 0) throw new ToolInputError(`I could not read “${quoteSource(source)}”: something is missing.`);
  const emitted = emitMathjs(tokens, source, options.functions);
  let node: MathNode;
  try {
    node = parse(emitted.text);
  } catch (error) {
    throw explainParseError(error, emitted.map, tokens, source);
  }
  const clean = placeDegreeMarks(cleanTree(node, tokens, source, new Set(options.functions)), tokens, source);
  // Every problem and every answer is read here: numbers too large to write out are refused before any method computes them.
  refuseHugeNumbers(clean);
  return clean;
}

function explainParseError(error: unknown, map: number[], tokens: Token[], source: string): ToolInputError {
  const message = error instanceof Error ? error.message : String(error);
  const at = /\(char (\d+)\)/u.exec(message);
  const last = tokens[tokens.length - 1] as Token;
  if (!at) return unreadableAt(source, last.start, last.end);
  const index = Number(at[1]) - 1;
  if (index >= map.length || /end of expression/iu.test(message)) {
    return new ToolInputError(`I could not read “${quoteSource(source, true)}”: something is missing after “${source.slice(last.start, last.end)}”.`);
  }
  const src = map[index] as number;
  const position = tokens.findIndex((token) => token.start <= src && src < token.end);
  const token = tokens[position] ?? last;
  const previous = position > 0 ? tokens[position - 1] : undefined;
  return unreadableAt(source, previous && previous.kind !== 'number' && previous.kind !== 'name' ? previous.start : token.start, token.end);
}

const TRIG_FUNCTIONS = new Set(['sin', 'cos', 'tan', 'sec', 'csc', 'cot']);

/** 30·marker as the whole argument of a trig call (sin(30°), sin(−30°)). */
function isDegreeNumber(node: MathNode): boolean {
  const op = asOperator(node);
  if (op?.fn === 'unaryMinus') return isDegreeNumber(op.args[0] as MathNode);
  return op?.fn === 'multiply' && op.args.length === 2 && op.args[0]?.type === 'ConstantNode' && asSymbol(op.args[1] as MathNode)?.name === DEGREE_MARKER;
}

/**
 * A degree mark is read only on a number that is a trig function's whole argument (sin(30°), cos 60°): there
 * the angle is 30·π/180 radians. Anywhere else (x = 30°, sin(x + 30°)) it is refused rather than guessed at.
 */
function placeDegreeMarks(root: MathNode, tokens: Token[], source: string): MathNode {
  const mark = tokens.find((token) => token.kind === 'name' && token.text === DEGREE_MARKER);
  if (!mark) return root;
  const converted = root.transform((node) => {
    const call = asFunction(node);
    if (!call || !TRIG_FUNCTIONS.has(call.fn.name) || call.args.length !== 1 || !isDegreeNumber(call.args[0] as MathNode)) return node;
    const toRadians = (arg: MathNode): MathNode => {
      const op = asOperator(arg) as NonNullable<ReturnType<typeof asOperator>>;
      if (op.fn === 'unaryMinus') return new OperatorNode('-', 'unaryMinus', [toRadians(op.args[0] as MathNode)]);
      return new OperatorNode('/', 'divide', [new OperatorNode('*', 'multiply', [op.args[0] as MathNode, new SymbolNode('pi')]), new ConstantNode(180)]);
    };
    return new FunctionNode(new SymbolNode(call.fn.name), [toRadians(call.args[0] as MathNode)]);
  });
  if (freeSymbolNames(converted).includes(DEGREE_MARKER)) {
    throw unreadableAt(source, mark.start, mark.end, 'a degree mark is read only on the angle of sin, cos or tan (sin(30°), cos 60°); write other angles without it or in radians');
  }
  return converted;
}

function freeSymbolNames(node: MathNode): string[] {
  return node.filter((child) => child.type === 'SymbolNode').map((child) => (child as SymbolNode).name);
}

const ALLOWED_OPERATORS = new Set(['add', 'subtract', 'multiply', 'divide', 'pow', 'unaryMinus', 'unaryPlus', 'factorial']);

/** No parentheses nodes, explicit products, no unary plus; anything that is not school math is refused. */
function cleanTree(root: MathNode, tokens: Token[], source: string, functions: Set<string>): MathNode {
  const refuse = (why: string) => {
    const first = tokens[0] as Token;
    return unreadableAt(source, first.start, (tokens[tokens.length - 1] as Token).end, why);
  };
  const visit = (node: MathNode): MathNode => {
    switch (node.type) {
      case 'ParenthesisNode':
        return visit((node as unknown as { content: MathNode }).content);
      case 'ConstantNode':
        if (typeof (node as unknown as { value: unknown }).value !== 'number') throw refuse('only numbers are allowed as constants');
        return node;
      case 'SymbolNode':
        return node;
      case 'OperatorNode': {
        const op = asOperator(node);
        if (!op || !ALLOWED_OPERATORS.has(op.fn)) throw refuse(`“${op?.op ?? '?'}” is not an operation I know`);
        const args = op.args.map(visit);
        if (op.fn === 'unaryPlus') return args[0] as MathNode;
        return new OperatorNode(op.op as '+', op.fn as 'add', args, false);
      }
      case 'FunctionNode': {
        const fn = asFunction(node);
        const name = fn?.fn.name;
        if (!fn || name === undefined || !(KNOWN_FUNCTIONS.has(name) || functions.has(name))) throw refuse(`I do not know the function “${name ?? '?'}”`);
        // log(8, 2), as mathjs writes the log to base 2: read as log10 (log alone is base 10) it kept a base log10 has not.
        const named = name === 'log10' && fn.args.length === 2 ? 'log' : name;
        return new FunctionNode(new SymbolNode(named), fn.args.map(visit));
      }
      default:
        throw refuse('lists, matrices and assignments are not supported');
    }
  };
  return visit(root);
}
