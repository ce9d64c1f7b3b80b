/**
 * A best-effort preview of what a student typed in the plain text box ("x^2-5x+6=0", "sqrt(2)/2",
 * "derivative of x^2 sin x") as LaTeX for KaTeX. Only the preview uses it: the server reads the text
 * itself, so a clumsy preview never changes an answer. Written small on purpose (no parser library in the
 * page bundle); anything it does not know is shown as it was typed.
 */
import { maskMoneySigns, restoreMoneySigns } from '../../shared/money-signs';

type Item =
  | { kind: 'atom'; latex: string; inner?: string; fn?: 'sqrt' | 'abs' | 'call' | 'lim'; bound?: boolean }
  | { kind: 'op'; latex: string; raw: string }
  | { kind: 'word'; latex: string }
  | { kind: 'space' };

const FUNCTIONS = new Set([
  'sin', 'cos', 'tan', 'cot', 'sec', 'csc', 'arcsin', 'arccos', 'arctan', 'sinh', 'cosh', 'tanh', 'ln', 'log', 'exp', 'max', 'min', 'gcd', 'det',
]);
const GREEK = new Set([
  'alpha', 'beta', 'gamma', 'delta', 'epsilon', 'zeta', 'eta', 'theta', 'iota', 'kappa', 'lambda', 'mu', 'nu', 'xi', 'pi', 'rho', 'sigma', 'tau',
  'phi', 'chi', 'psi', 'omega', 'Gamma', 'Delta', 'Theta', 'Lambda', 'Sigma', 'Phi', 'Psi', 'Omega',
]);
const INFINITY = new Set(['inf', 'infinity', 'oo']);
/** Two-letter English words; any other pair of letters is read as a product of variables ("xy"). */
const SHORT_WORDS = new Set(['of', 'in', 'is', 'to', 'by', 'at', 'on', 'if', 'as', 'an', 'be', 'do', 'it', 'or', 'we', 'my', 'me', 'no', 'so', 'up', 'us', 'he']);
/** Words a short math command uses; a text with many other words is a word problem, shown as text. */
const MATH_NAMES = new Set([...FUNCTIONS, ...GREEK, ...INFINITY, 'sqrt', 'abs', 'int', 'lim']);

const OPERATORS: Record<string, string> = {
  '*': '\\cdot ',
  '<=': '\\le ',
  '>=': '\\ge ',
  '!=': '\\ne ',
  '->': '\\to ',
  '=>': '\\Rightarrow ',
  '%': '\\%',
  '#': '\\#',
  '&': '\\&',
  '~': '\\sim ',
  '{': '\\{',
  '}': '\\}',
};

const UNICODE: ReadonlyArray<[RegExp, string]> = [
  [/[−–]/gu, '-'],
  [/[×·⋅]/gu, '*'],
  [/÷/gu, '/'],
  [/≤/gu, '<='],
  [/≥/gu, '>='],
  [/≠/gu, '!='],
  [/→/gu, '->'],
  [/∞/gu, ' inf '],
  [/√/gu, ' sqrt '],
  [/∫/gu, ' int '],
  [/π/gu, ' pi '],
  [/²/gu, '^2'],
  [/³/gu, '^3'],
];

const TOKEN = /\s+|\d+(?:\.\d+)?|\.\d+|\p{L}+|<=|>=|!=|->|=>|\*\*|[-+*/^_=<>!,;:|%()[\]{}#&~]|./gsu;

const isSpace = (item: Item | undefined) => item?.kind === 'space';

/** Index of the nearest item before `index` that is not a space, or -1. */
function previousIndex(items: Item[], index: number): number {
  let at = index - 1;
  while (at >= 0 && isSpace(items[at])) at -= 1;
  return at;
}

function nextIndex(items: Item[], index: number): number {
  let at = index + 1;
  while (at < items.length && isSpace(items[at])) at += 1;
  return at;
}

/** The operand's LaTeX without the brackets it was grouped with ("(n+1)" is the exponent "n+1"). */
const operand = (item: Item) => (item.kind === 'atom' && item.inner !== undefined ? item.inner : 'latex' in item ? item.latex : '');

function classifyWord(word: string, hasIntegral: boolean): Item {
  if (word === 'sqrt' || word === 'abs') return { kind: 'atom', latex: word === 'sqrt' ? '\\sqrt{}' : '||', fn: word };
  if (word === 'lim') return { kind: 'atom', latex: '\\lim ', fn: 'lim' };
  if (FUNCTIONS.has(word)) return { kind: 'atom', latex: `\\${word} `, fn: 'call' };
  if (GREEK.has(word)) return { kind: 'atom', latex: `\\${word} ` };
  if (INFINITY.has(word)) return { kind: 'atom', latex: '\\infty ' };
  if (word === 'int') return { kind: 'atom', latex: '\\int ' };
  if (hasIntegral && /^d\p{L}$/u.test(word)) return { kind: 'atom', latex: `\\,${word}` };
  if (word.length === 1 || (word.length === 2 && !SHORT_WORDS.has(word.toLowerCase()))) return { kind: 'atom', latex: word };
  return { kind: 'word', latex: `\\text{${word}}` };
}

interface Parsed {
  items: Item[];
  end: number;
}

function parseSequence(tokens: string[], start: number, closer: string | null, hasIntegral: boolean): Parsed {
  const items: Item[] = [];
  let at = start;
  while (at < tokens.length) {
    const token = tokens[at]!;
    at += 1;
    if (closer !== null && token === closer) return { items: finish(items), end: at };
    if (/^\s+$/u.test(token)) {
      items.push({ kind: 'space' });
    } else if (/^(?:\d|\.\d)/u.test(token)) {
      items.push({ kind: 'atom', latex: token });
    } else if (/^\p{L}+$/u.test(token)) {
      items.push(classifyWord(token, hasIntegral));
    } else if (token === '(' || token === '[') {
      const close = token === '(' ? ')' : ']';
      const inner = parseSequence(tokens, at, close, hasIntegral);
      at = inner.end;
      const innerLatex = join(inner.items);
      const previous = items.at(-1);
      // A function written with brackets takes them as its argument: sqrt(2), sin(x), abs(x-1).
      if (previous?.kind === 'atom' && previous.fn && !previous.bound && previous.fn !== 'lim') {
        items[items.length - 1] = bindArgument(previous, innerLatex, `\\left${token}${innerLatex}\\right${close}`);
      } else {
        items.push({ kind: 'atom', latex: `\\left${token}${innerLatex}\\right${close}`, inner: innerLatex });
      }
    } else if (token === '!' && items.at(-1)?.kind === 'atom') {
      const previous = items.at(-1) as Extract<Item, { kind: 'atom' }>;
      items[items.length - 1] = { kind: 'atom', latex: `${previous.latex}!` };
    } else if (token === '**') {
      items.push({ kind: 'op', latex: '^', raw: '^' });
    } else if (token in OPERATORS) {
      items.push({ kind: 'op', latex: OPERATORS[token]!, raw: token });
    } else if (/^[-+/^_=<>,;:|!)\]]$/u.test(token) || token === '.' || token === '?' || token === "'") {
      items.push({ kind: 'op', latex: token === '|' ? '|' : token, raw: token });
    } else {
      items.push({ kind: 'op', latex: `\\text{${token.replace(/[\\{}$%#&_^~]/gu, '')}}`, raw: token });
    }
  }
  return { items: finish(items), end: at };
}

function bindArgument(fn: Extract<Item, { kind: 'atom' }>, inner: string, bracketed: string): Item {
  if (fn.fn === 'sqrt') return { kind: 'atom', latex: `\\sqrt{${inner}}` };
  if (fn.fn === 'abs') return { kind: 'atom', latex: `\\left|${inner}\\right|` };
  return { kind: 'atom', latex: `${fn.latex.trimEnd()}${bracketed}`, bound: true };
}

const isScript = (item: Item | undefined, raw: '^' | '_') => item?.kind === 'op' && item.raw === raw;
const isOperand = (item: Item | undefined): item is Extract<Item, { kind: 'atom' | 'word' }> => item?.kind === 'atom' || item?.kind === 'word';

/** Joins `base ^ exponent` (or `_`) at `index` into one atom; returns the index of that atom. */
function bindScript(items: Item[], index: number): number {
  const raw = (items[index] as Extract<Item, { kind: 'op' }>).raw;
  const baseAt = previousIndex(items, index);
  let expAt = nextIndex(items, index);
  let sign = '';
  const maybeSign = items[expAt];
  if (maybeSign?.kind === 'op' && (maybeSign.raw === '-' || maybeSign.raw === '+')) {
    sign = maybeSign.raw;
    expAt = nextIndex(items, expAt);
  }
  const base = items[baseAt];
  const exponent = items[expAt];
  const from = isOperand(base) ? baseAt : index;
  const to = isOperand(exponent) ? expAt : index;
  const latex = `${isOperand(base) ? base.latex.trimEnd() : '{}'}${raw}{${sign}${isOperand(exponent) ? operand(exponent) : ''}}`;
  items.splice(from, to - from + 1, { kind: 'atom', latex });
  return from;
}

/** Binds what the token stream leaves open: sqrt x, lim x->0, powers, subscripts, then fractions. */
function finish(input: Item[]): Item[] {
  const items = [...input];
  // sqrt and abs without brackets take the next atom: "sqrt 2", "sqrt x".
  for (let index = items.length - 1; index >= 0; index -= 1) {
    const item = items[index]!;
    if (item.kind !== 'atom' || (item.fn !== 'sqrt' && item.fn !== 'abs') || item.bound) continue;
    const argAt = nextIndex(items, index);
    const arg = items[argAt];
    if (arg?.kind !== 'atom') continue;
    items.splice(index, argAt - index + 1, bindArgument(item, operand(arg), arg.latex));
  }
  // "lim x->0 f(x)": the approach goes under the limit.
  for (let index = 0; index < items.length; index += 1) {
    const item = items[index]!;
    if (item.kind !== 'atom' || item.fn !== 'lim') continue;
    const varAt = nextIndex(items, index);
    const arrowAt = nextIndex(items, varAt);
    let valueAt = nextIndex(items, arrowAt);
    const variable = items[varAt];
    const arrow = items[arrowAt];
    let sign = '';
    const maybeSign = items[valueAt];
    if (maybeSign?.kind === 'op' && (maybeSign.raw === '-' || maybeSign.raw === '+')) {
      sign = maybeSign.raw;
      valueAt = nextIndex(items, valueAt);
    }
    const value = items[valueAt];
    if (variable?.kind !== 'atom' || arrow?.kind !== 'op' || arrow.raw !== '->' || value?.kind !== 'atom') continue;
    items.splice(index, valueAt - index + 1, { kind: 'atom', latex: `\\lim_{${variable.latex}\\to ${sign}${value.latex}}` });
  }
  // Subscripts bind first ("int_0^1" is int sub 0, to the power 1), then powers, grouping to the right: 2^3^2 is 2^(3^2).
  for (let index = 0; index < items.length; index += 1) {
    if (isScript(items[index], '_')) index = bindScript(items, index);
  }
  for (let index = items.length - 1; index >= 0; index -= 1) {
    if (isScript(items[index], '^')) index = bindScript(items, index);
  }
  // Fractions: the atom on each side of a slash, left to right (1/2/3 is (1/2)/3).
  for (let index = 0; index < items.length; index += 1) {
    const item = items[index]!;
    if (item.kind !== 'op' || item.raw !== '/') continue;
    const topAt = previousIndex(items, index);
    const bottomAt = nextIndex(items, index);
    const top = items[topAt];
    const bottom = items[bottomAt];
    if (top?.kind !== 'atom' || bottom?.kind !== 'atom') continue;
    items.splice(topAt, bottomAt - topAt + 1, { kind: 'atom', latex: `\\frac{${operand(top)}}{${operand(bottom)}}` });
    index = topAt;
  }
  return items;
}

function join(items: Item[]): string {
  let out = '';
  items.forEach((item, index) => {
    if (item.kind !== 'space') {
      out += item.latex;
      return;
    }
    // Spaces only matter around words: "derivative of x" keeps them, "2 x + 1" does not need them.
    const before = items[previousIndex(items, index)];
    const after = items[nextIndex(items, index)];
    if (before?.kind === 'word' || after?.kind === 'word') out += '\\ ';
    else if (before?.kind === 'atom' && after?.kind === 'atom') out += ' ';
  });
  return out.trim();
}

function normalize(text: string): string {
  return UNICODE.reduce((current, [pattern, replacement]) => current.replace(pattern, replacement), text);
}

/** Plain-text math as LaTeX; text that already holds LaTeX commands is returned as it is. */
export function asciiToLatex(text: string): string {
  if (text.includes('\\')) return text.trim();
  const normalized = normalize(text);
  const tokens = normalized.match(TOKEN) ?? [];
  const hasIntegral = tokens.some((token) => token === 'int' || /^integra/iu.test(token));
  return join(parseSequence(tokens, 0, null, hasIntegral).items);
}

/** Words of three letters or more that are not function or constant names. */
function countProseWords(text: string): number {
  return (text.match(/\p{L}{3,}/gu) ?? []).filter((word) => !MATH_NAMES.has(word)).length;
}

export type PreviewPart = { kind: 'math'; latex: string; display: boolean } | { kind: 'text'; text: string };

/** Prose with this many words is a word problem: it is read as text, not previewed as a formula. */
const PROSE_WORDS = 8;

/**
 * What the preview shows for the text box: `$…$` pieces as math inside text (problems copied from
 * worksheets), otherwise one formula per line; null for an empty box or a word problem.
 */
export function buildPreview(text: string): PreviewPart[] | null {
  if (!text.trim()) return null;
  // "$8 for adults and $5 for children": money signs are text, not the edges of a formula.
  const masked = maskMoneySigns(text);
  if (/\$[^$]+\$/u.test(masked)) {
    const parts: PreviewPart[] = [];
    for (const piece of masked.split(/(\$\$[^$]+\$\$|\$[^$]+\$)/u)) {
      if (!piece) continue;
      const display = piece.startsWith('$$');
      const math = /^\$\$?([^$]+)\$\$?$/u.exec(piece);
      parts.push(math ? { kind: 'math', latex: math[1]!.trim(), display } : { kind: 'text', text: restoreMoneySigns(piece) });
    }
    return parts;
  }
  if (countProseWords(text.replace(/\\[a-zA-Z]+/gu, '')) >= PROSE_WORDS) return null;
  return text
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => ({ kind: 'math', latex: asciiToLatex(line), display: true }));
}
