import type { MathNode } from 'mathjs';
import type { MathResult } from '../contract';
import type { Answer, Interval } from './answer-kinds';
import { parseAscii, splitTopLevel } from './read-library-answer';
import { readBracketed } from './read-latex-answer';

// Our result as an Answer: `solutions` when the pipeline gives them (one value per root, or one
// tuple per solution of a system), otherwise `answer.text` ("x = 2 or x = 3", "x > 2", "(x-2)*(x-3)").

const VARIABLE_ORDER = ['x', 'y', 'z', 'w'];

function byStudentOrder(a: string, b: string): number {
  const ia = VARIABLE_ORDER.indexOf(a);
  const ib = VARIABLE_ORDER.indexOf(b);
  if (ia >= 0 && ib >= 0) return ia - ib;
  if (ia >= 0 || ib >= 0) return ia >= 0 ? -1 : 1;
  return a.localeCompare(b);
}

function parseAll(parts: string[]): MathNode[] | null {
  const nodes = parts.map(parseAscii);
  return nodes.every((n): n is MathNode => n !== null) ? nodes : null;
}

const INFINITY = parseAscii('Infinity')!;
const MINUS_INFINITY = parseAscii('-Infinity')!;

/** "x > 2", "x <= -1", "-2 < x <= 5": one interval; null for anything else. */
function readInequality(text: string): Interval | null {
  const t = text.replace(/≤/g, '<=').replace(/≥/g, '>=').trim();
  const both = t.match(/^(.+?)\s*(<=?)\s*[A-Za-z]\s*(<=?)\s*(.+)$/);
  if (both) {
    const lower = parseAscii(both[1]!);
    const upper = parseAscii(both[4]!);
    return lower && upper ? { lower, upper, lowerClosed: both[2] === '<=', upperClosed: both[3] === '<=' } : null;
  }
  const one = t.match(/^[A-Za-z]\s*(<=?|>=?)\s*(.+)$/);
  if (!one) return null;
  const bound = parseAscii(one[2]!);
  if (!bound) return null;
  return one[1]!.startsWith('<')
    ? { lower: MINUS_INFINITY, upper: bound, lowerClosed: false, upperClosed: one[1] === '<=' }
    : { lower: bound, upper: INFINITY, lowerClosed: one[1] === '>=', upperClosed: false };
}

export function readOurAnswer(result: MathResult): Answer | null {
  if (result.status !== 'solved' || !result.answer) return null;
  const { solutions, text } = result.answer;
  if (solutions && solutions.length > 0) {
    const names = Object.keys(solutions[0]!).sort(byStudentOrder);
    if (names.length === 1) {
      const values = parseAll(solutions.map((s) => s[names[0]!] ?? ''));
      if (values) return { kind: 'values', values };
    } else if (solutions.length === 1) {
      const items = parseAll(names.map((name) => solutions[0]![name] ?? ''));
      if (items) return { kind: 'tuple', items };
    }
  }
  // "(-7, -2)", "(-∞, 0) ∪ (3, ∞)": the answer asked for in interval notation (session 47).
  const bracketed = readBracketed(text.trim().replace(/∞/g, 'Infinity').replace(/\s*∪\s*/g, ' U '));
  if (bracketed) return bracketed;
  const alternatives = text.split(/\s+or\s+/);
  const intervals = alternatives.map(readInequality);
  if (intervals.every((i): i is Interval => i !== null)) return { kind: 'intervals', intervals };
  const values = parseAll(alternatives.flatMap((part) => splitTopLevel(part.replace(/^\s*[A-Za-z]\s*=\s*/, ''))));
  return values ? { kind: 'values', values } : null;
}
