import type { Token } from './tokenize-math';
import { unreadableAt } from './tokenize-math';

/**
 * Turns tokens into a string mathjs parses the way a student means it. mathjs already reads `2x`,
 * `2(x+1)`, `(x+1)(x-1)` and `x y` as products (implicit multiplication binds tighter than `/`, except
 * number/number: `1/2x` is x/2, `x/2y` is x/(2y)); what it cannot read is done here: `|x|`, `sin x`,
 * `sin^2 x`, `log_2 x`, and `x(x+1)` (which mathjs would call as a function named x).
 * Every emitted piece keeps the source position it came from, so mathjs's errors point into the source.
 */
interface Group {
  kind: 'group';
  bracket: '(' | '[' | '{' | '|';
  open: Token;
  close: Token;
  items: Item[];
}
type Item = Token | Group;

export interface Emitted {
  text: string;
  /** For each character of `text`, the index in the source it came from. */
  map: number[];
}

const CLOSING: Record<string, string> = { '(': ')', '[': ']', '{': '}' };
const TRIG_INVERSES = new Set(['sin', 'cos', 'tan', 'sec', 'csc', 'cot', 'sinh', 'cosh', 'tanh']);
/** These take a single factor: √2x is √2·x, but sin 2x is sin(2x). */
const ONE_FACTOR = new Set(['sqrt', 'cbrt', 'abs', 'exp']);

export function emitMathjs(tokens: Token[], source: string, functions: readonly string[] = []): Emitted {
  const items = bindDivisionSigns(bindUnitFractionPowers(groupTokens(tokens, source)), source);
  const out = new Output();
  emitList(items, out, source, new Set(functions));
  return { text: out.text, map: out.map };
}

class Output {
  text = '';
  map: number[] = [];
  put(text: string, src: number): void {
    this.text += text;
    for (let k = 0; k < text.length; k += 1) this.map.push(src);
  }
}

function isGroup(item: Item | undefined): item is Group {
  return item !== undefined && (item as Group).kind === 'group';
}

function startOf(item: Item): number {
  return isGroup(item) ? item.open.start : item.start;
}

function endOf(item: Item): number {
  return isGroup(item) ? item.close.end : item.end;
}

/** Nests brackets and absolute-value bars; throws on a bracket without its partner. */
function groupTokens(tokens: Token[], source: string): Item[] {
  const root: Item[] = [];
  const stack: Array<{ group: Group; parent: Item[] }> = [];
  let current = root;
  const endsOperand = (item: Item | undefined) =>
    item !== undefined && (isGroup(item) || item.kind === 'number' || item.kind === 'name' || (item.kind === 'op' && item.text === '!'));
  for (const token of tokens) {
    const top = stack[stack.length - 1];
    if (token.kind === 'open' || (token.kind === 'bar' && !(top?.group.bracket === '|' && endsOperand(current[current.length - 1])))) {
      const group: Group = { kind: 'group', bracket: token.text as Group['bracket'], open: token, close: token, items: [] };
      current.push(group);
      stack.push({ group, parent: current });
      current = group.items;
      continue;
    }
    if (token.kind === 'close' || token.kind === 'bar') {
      if (!top) throw unreadableAt(source, token.start, token.end, `this “${token.text}” closes nothing`);
      const expected = top.group.bracket === '|' ? '|' : CLOSING[top.group.bracket];
      if (token.text !== expected && !(token.kind === 'close' && top.group.bracket !== '|')) {
        throw unreadableAt(source, token.start, token.end, `“${expected}” was expected first`);
      }
      if (token.kind === 'close' && top.group.bracket === '|') throw unreadableAt(source, token.start, token.end, 'a bar | is not closed');
      top.group.close = token;
      stack.pop();
      current = top.parent;
      continue;
    }
    current.push(token);
  }
  const open = stack[stack.length - 1];
  if (open) {
    const what = open.group.bracket === '|' ? 'a bar |' : `a bracket “${open.group.bracket}”`;
    throw unreadableAt(source, open.group.open.start, open.group.open.end, `${what} is never closed`);
  }
  return root;
}

/**
 * x^1/2 is typed for x^(1/2): nobody writes a power 1 only to divide by 2. Only a 1 over a whole number
 * is bound this way; x^2/3 stays (x^2)/3, which is how it is usually meant.
 */
function bindUnitFractionPowers(items: Item[]): Item[] {
  const nested = items.map((item) => (isGroup(item) ? { ...item, items: bindUnitFractionPowers(item.items) } : item));
  const out: Item[] = [];
  for (let k = 0; k < nested.length; k += 1) {
    const [caret, one, slash, whole] = nested.slice(k, k + 4);
    if (isOp(caret, '^') && isNumber(one, '1') && isOp(slash, '/') && isNumber(whole) && !isOp(nested[k + 4], '^')) {
      const open = one as Token;
      const close = whole as Token;
      out.push(caret as Token, { kind: 'group', bracket: '(', open: { ...open, kind: 'open', text: '(' }, close: { ...close, kind: 'close', text: ')' }, items: [open, slash as Token, close] });
      k += 3;
      continue;
    }
    out.push(nested[k] as Item);
  }
  return out;
}

function isNumber(item: Item | undefined, text?: string): boolean {
  return item !== undefined && !isGroup(item) && item.kind === 'number' && /^\d+$/u.test(item.text) && (text === undefined || item.text === text);
}

/**
 * A ÷ divides whole fractions: students write 2/3 ÷ 4/9 for (2/3) ÷ (4/9), never 2/3 ÷ 4 ÷ 9. Each
 * side reaches to the next +, -, ×, ÷ or relation at its level, so 12 ÷ 4 × 2 still reads left to right.
 */
function bindDivisionSigns(items: Item[], source: string): Item[] {
  const nested = items.map((item) => (isGroup(item) ? { ...item, items: bindDivisionSigns(item.items, source) } : item));
  let list = nested;
  for (let at = list.findIndex(isDivisionSign); at >= 0; at = list.findIndex(isDivisionSign)) {
    const sign = list[at] as Token;
    const left = operandStart(list, at);
    const right = operandEnd(list, at + 1);
    if (left === at || right === at + 1) throw unreadableAt(source, sign.start, sign.end, `something is missing ${left === at ? 'before' : 'after'} it`);
    const wrap = (inner: Item[]): Group => ({ kind: 'group', bracket: '(', open: { ...sign, kind: 'open', text: '(' }, close: { ...sign, kind: 'close', text: ')' }, items: inner });
    const slash: Token = { ...sign, text: '/' };
    const quotient = wrap([wrap(list.slice(left, at)), slash, wrap(list.slice(at + 1, right))]);
    list = [...list.slice(0, left), quotient, ...list.slice(right)];
  }
  return list;
}

function isDivisionSign(item: Item): boolean {
  return isOp(item, '÷');
}

/** Where the left side of a ÷ starts: after the nearest +, -, ×, relation, comma or separator before it. */
function operandStart(items: Item[], at: number): number {
  let k = at;
  while (k > 0 && !endsFactorRun(items, k - 1)) k -= 1;
  return k;
}

/** Where the right side of a ÷ ends; a sign right after the ÷ belongs to it (6 ÷ -2/3). */
function operandEnd(items: Item[], start: number): number {
  let k = start;
  if (isOp(items[k], '-') || isOp(items[k], '+')) k += 1;
  while (k < items.length && !endsFactorRun(items, k) && !bracketAfterNumber(items, k, start)) k += 1;
  return k;
}

/** 8 ÷ 2(2+2) reads like 8/2(2+2), as (8 ÷ 2)(2+2): a bracket right after the divisor's number is a new factor. */
function bracketAfterNumber(items: Item[], k: number, start: number): boolean {
  const item = items[k];
  const previous = items[k - 1];
  return k > start && isGroup(item) && item.bracket === '(' && previous !== undefined && !isGroup(previous) && previous.kind === 'number';
}

/** A sign ends a run of factors, except a power's own sign (2^-3). */
function endsFactorRun(items: Item[], k: number): boolean {
  const item = items[k] as Item;
  if (isGroup(item)) return false;
  if (item.kind === 'op' && (item.text === '+' || item.text === '-')) return !isOp(items[k - 1], '^');
  if (item.kind === 'op') return item.text === '*' || item.text === '÷';
  return item.kind === 'relation' || item.kind === 'comma' || item.kind === 'separator' || item.kind === 'word' || item.kind === 'plusminus';
}

function emitList(items: Item[], out: Output, source: string, functions: Set<string>): void {
  let previousEndsOperand = false;
  for (let i = 0; i < items.length; ) {
    const item = items[i] as Item;
    const startsOperand = isGroup(item) || (item.kind !== 'op' && item.kind !== 'relation' && item.kind !== 'comma' && item.kind !== 'separator' && item.kind !== 'word' && item.kind !== 'plusminus');
    // Juxtaposed operands multiply; mathjs does it for most pairs, a space keeps tokens apart. mathjs
    // refuses a number after a power or a name (x^{2}3, x2), so that product is written out; two numbers
    // side by side (2 3) stay an error.
    if (previousEndsOperand && startsOperand) {
      const previous = items[i - 1];
      const afterNumber = previous !== undefined && !isGroup(previous) && previous.kind === 'number';
      out.put(!isGroup(item) && item.kind === 'number' && !afterNumber ? '*' : ' ', startOf(item));
    }
    if (isGroup(item)) {
      emitGroup(item, out, source, functions);
      previousEndsOperand = true;
      i += 1;
      continue;
    }
    if (item.kind === 'function') {
      i = emitFunction(items, i, out, source, functions);
      previousEndsOperand = true;
      continue;
    }
    if (item.kind === 'name') {
      // x(x+1) is a product: wrapping the name stops mathjs calling a function named x. A letter
      // defined as a function (f(x) = …) is called instead.
      const next = items[i + 1];
      if (isGroup(next) && next.bracket !== '|' && !functions.has(item.text)) out.put(`(${item.text})`, item.start);
      else out.put(item.text, item.start);
      previousEndsOperand = true;
      i += 1;
      continue;
    }
    if (item.kind === 'op' && item.text === '_') throw unreadableAt(source, item.start, item.end, 'a subscript belongs after a letter or log');
    if (item.kind === 'plusminus') throw unreadableAt(source, item.start, item.end, '± gives two values; write them as “x = 2 or x = -2”');
    out.put(item.kind === 'separator' ? ';' : item.text, item.start);
    previousEndsOperand = item.kind === 'number' || (item.kind === 'op' && item.text === '!');
    i += 1;
  }
}

function emitGroup(group: Group, out: Output, source: string, functions: Set<string>): void {
  if (group.items.length === 0) throw unreadableAt(source, group.open.start, group.close.end, 'the brackets are empty');
  out.put(group.bracket === '|' ? 'abs(' : '(', group.open.start);
  emitList(group.items, out, source, functions);
  out.put(')', group.close.start);
}

/** sin x, sin(x), sin^2 x, sin^-1 x, log_2 x, √x, nthRoot(x, 3): returns the index after the application. */
function emitFunction(items: Item[], index: number, out: Output, source: string, functions: Set<string>): number {
  const fn = items[index] as Token;
  let name = fn.text;
  let j = index + 1;
  let base: Item[] | undefined;
  if (isOp(items[j], '_')) {
    if (!name.startsWith('log')) throw unreadableAt(source, fn.start, fn.end, `${name} takes no subscript`);
    const end = primaryEnd(items, j + 1);
    if (end === j + 1) throw unreadableAt(source, fn.start, (items[j] as Token).end, 'the base of the log is missing');
    base = items.slice(j + 1, end);
    name = 'log';
    j = end;
  }
  let exponent: Item[] | undefined;
  if (fn.prefix && isOp(items[j], '^')) {
    const signEnd = isOp(items[j + 1], '-') || isOp(items[j + 1], '+') ? j + 2 : j + 1;
    const end = primaryEnd(items, signEnd);
    if (end === signEnd) throw unreadableAt(source, fn.start, (items[j] as Token).end, 'the power is missing');
    exponent = items.slice(j + 1, end);
    j = end;
    // sin^-1 x is arcsin x, not 1/sin x.
    if (TRIG_INVERSES.has(name) && isMinusOne(exponent)) {
      name = `a${name}`;
      exponent = undefined;
    }
  }
  let argument: Item[];
  const next = items[j];
  if (isGroup(next) && next.bracket !== '|') {
    argument = next.items;
    if (argument.length === 0) throw unreadableAt(source, fn.start, next.close.end, `${name} needs something inside the brackets`);
    j += 1;
  } else if (fn.prefix) {
    const end = factorsEnd(items, j, ONE_FACTOR.has(name), name.startsWith('log'));
    if (end === j) throw unreadableAt(source, fn.start, fn.end, `${fn.text} needs something to act on`);
    argument = items.slice(j, end);
    j = end;
  } else {
    throw unreadableAt(source, fn.start, fn.end, `write ${fn.text}(…) with brackets`);
  }
  if (exponent) out.put('(', fn.start);
  out.put(`${name}(`, fn.start);
  emitList(argument, out, source, functions);
  if (base) {
    out.put(', ', fn.start);
    emitList(base, out, source, functions);
  }
  out.put(')', fn.start);
  if (exponent) {
    out.put(')^(', fn.start);
    emitList(exponent, out, source, functions);
    out.put(')', fn.start);
  }
  return j;
}

function isOp(item: Item | undefined, text: string): boolean {
  return item !== undefined && !isGroup(item) && item.kind === 'op' && item.text === text;
}

function isMinusOne(items: Item[]): boolean {
  const flat = items.length === 1 && isGroup(items[0]) ? items[0].items : items;
  return flat.length === 2 && isOp(flat[0], '-') && !isGroup(flat[1]) && flat[1]?.kind === 'number' && flat[1].text === '1';
}

/** One primary: a number, a name, a bracket or bar group, or a function applied to its own argument. */
function primaryEnd(items: Item[], start: number): number {
  const item = items[start];
  if (item === undefined) return start;
  if (isGroup(item)) return start + 1;
  if (item.kind === 'number' || item.kind === 'name') return start + 1;
  if (item.kind === 'function') {
    let j = start + 1;
    if (isOp(items[j], '_')) j = primaryEnd(items, j + 1);
    if (isOp(items[j], '^')) j = primaryEnd(items, isOp(items[j + 1], '-') ? j + 2 : j + 1);
    if (isGroup(items[j])) return j + 1;
    return item.prefix ? factorsEnd(items, j, true) : j;
  }
  return start;
}

/**
 * The argument of `sin x…`: factors written side by side (2x, x^2, (x+1)), each with its powers and
 * factorials, up to an operator, the next function (sin x cos x) or the end. A leading sign belongs to it.
 * For logs (`rootsJoin`) a root continues the argument.
 */
function factorsEnd(items: Item[], start: number, single: boolean, rootsJoin = false): number {
  let j = start;
  if (isOp(items[j], '-') || isOp(items[j], '+')) j += 1;
  let count = 0;
  for (;;) {
    const item = items[j];
    if (item === undefined) break;
    // sin x cos x is two factors; but log_2 8√2 is the log of 8√2.
    if (!isGroup(item) && item.kind === 'function' && count > 0 && !(rootsJoin && (item.text === 'sqrt' || item.text === 'cbrt'))) break;
    // sin^2 x (1 + cot^2 x) is sin²x times the bracket, as books print it: a bracket after a space ends the argument
    // (sin x(1 + x), with no space, still reads the bracket into it).
    if (isGroup(item) && item.bracket === '(' && count > 0 && item.open.start > endOf(items[j - 1]!)) break;
    const end = primaryEnd(items, j);
    if (end === j) break;
    j = end;
    for (;;) {
      if (isOp(items[j], '^')) {
        const signEnd = isOp(items[j + 1], '-') || isOp(items[j + 1], '+') ? j + 2 : j + 1;
        const powerEnd = primaryEnd(items, signEnd);
        if (powerEnd === signEnd) break;
        j = powerEnd;
      } else if (isOp(items[j], '!')) {
        j += 1;
      } else {
        break;
      }
    }
    count += 1;
    if (single) break;
  }
  return count === 0 ? start : j;
}
