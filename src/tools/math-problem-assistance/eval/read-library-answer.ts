import { type MathNode } from 'mathjs';
import { math } from './evaluate-numerically';

// Answers written by mathsteps and nerdamer (the symbolic set's expected values, and mathsteps' own
// output) and our ASCII answers, read into trees the comparison evaluates.

/**
 * mathsteps prints an implicit product with a space before the bracket, `x (x + -3)`, which mathjs 15
 * would read as a call of a function named x; `2 x` is fine as it is.
 */
function makeProductsExplicit(text: string): string {
  // A one-letter variable, a number or a closing bracket, then a space and an opening bracket.
  return text.replace(/(?<![A-Za-z_])([A-Za-z]|\d+(?:\.\d+)?)\s+\(/g, '$1 * (').replace(/\)\s+\(/g, ') * (');
}

/** ASCII math from a library or from us, as a tree; null when it does not read. */
export function parseAscii(text: string): MathNode | null {
  const cleaned = makeProductsExplicit(
    text
      .trim()
      .replace(/\s*\+\s*C\s*$/, '')
      .replace(/\*\*/g, '^')
      .replace(/\boo\b/g, 'Infinity')
      .replace(/√/g, 'sqrt')
      .replace(/π/g, 'pi'),
  );
  if (!cleaned) return null;
  try {
    return math.parse(cleaned);
  } catch {
    return null;
  }
}

export interface EquationAnswer {
  variable: string;
  roots: MathNode[];
}

/** `x = [-1, -2]`, `x = 3/2`, `x = [-9 / 2, 9 / 2]`: the variable and its roots. */
export function readLibraryEquationAnswer(text: string): EquationAnswer | null {
  const match = text.trim().match(/^([A-Za-z]\w*)\s*=\s*(.+)$/s);
  if (!match) return null;
  const body = match[2]!.trim();
  const parts = body.startsWith('[') && body.endsWith(']') ? splitTopLevel(body.slice(1, -1)) : [body];
  const roots = parts.map(parseAscii);
  return roots.every((r): r is MathNode => r !== null) ? { variable: match[1]!, roots } : null;
}

/** Splits at commas outside brackets. */
export function splitTopLevel(text: string, separator = ','): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of text) {
    if ('([{'.includes(char)) depth++;
    if (')]}'.includes(char)) depth--;
    if (char === separator && depth === 0) {
      parts.push(current);
      current = '';
    } else current += char;
  }
  parts.push(current);
  return parts.map((p) => p.trim()).filter(Boolean);
}
