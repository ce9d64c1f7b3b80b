import type { MathNode } from 'mathjs';
import type { Answer, Interval } from './answer-kinds';
import { parseAscii, splitTopLevel } from './read-library-answer';

// The MATH data set's boxed answers are LaTeX: \frac{a}{b}, \frac 34, \sqrt6, \$15,\!000, 100\%,
// 81\text{ teachers}, x \in [-2,7], (-\infty,-4)\cup(-4,6), "2, -3", "19 \text{ and }43", \text{Evelyn}.

/** One argument of a LaTeX command at `start`: a {group} or a single character. */
function readArgument(text: string, start: number): { value: string; end: number } | null {
  let i = start;
  while (text[i] === ' ') i++;
  if (i >= text.length) return null;
  if (text[i] !== '{') return { value: text[i]!, end: i + 1 };
  let depth = 0;
  for (let j = i; j < text.length; j++) {
    if (text[j] === '{') depth++;
    if (text[j] === '}' && --depth === 0) return { value: text.slice(i + 1, j), end: j + 1 };
  }
  return null;
}

/** LaTeX math to ASCII mathjs reads; null when a command is left that we do not know. */
export function latexToAscii(latex: string): string | null {
  let text = latex;
  let guard = 0;
  // \frac and \sqrt first, innermost last: each pass rewrites the first command found.
  for (;;) {
    if (guard++ > 200) return null;
    const match = text.match(/\\(d|t|c)?frac|\\sqrt/);
    if (!match || match.index === undefined) break;
    const at = match.index;
    if (match[0] === '\\sqrt') {
      let next = at + match[0].length;
      let index: string | undefined;
      if (text[next] === '[') {
        const close = text.indexOf(']', next);
        if (close < 0) return null;
        index = text.slice(next + 1, close);
        next = close + 1;
      }
      const radicand = readArgument(text, next);
      if (!radicand) return null;
      const replacement = index ? `nthRoot(${radicand.value}, ${index})` : `sqrt(${radicand.value})`;
      text = text.slice(0, at) + replacement + text.slice(radicand.end);
    } else {
      const numerator = readArgument(text, at + match[0].length);
      const denominator = numerator && readArgument(text, numerator.end);
      if (!numerator || !denominator) return null;
      text = `${text.slice(0, at)}((${numerator.value})/(${denominator.value}))${text.slice(denominator.end)}`;
    }
  }
  text = text
    .replace(/\\pi\b/g, 'pi')
    .replace(/\\infty\b/g, 'Infinity')
    .replace(/\\(cdot|times)\b/g, '*')
    .replace(/\\(left|right)\b/g, '')
    .replace(/\{/g, '(')
    .replace(/\}/g, ')');
  if (/\\/.test(text)) return null;
  return makeLettersFactors(text.trim());
}

const NAMES = new Set(['sqrt', 'nthRoot', 'pi', 'Infinity', 'sin', 'cos', 'tan', 'log', 'ln', 'exp', 'abs']);

/**
 * In LaTeX a run of letters is a product ("3qr" is 3·q·r) and a letter before a bracket multiplies it
 * ("4x(8x^2-x+5)"); mathjs would read a variable named qr and a call of a function x.
 */
function makeLettersFactors(text: string): string {
  return text.replace(/[A-Za-z]+/g, (run) => (NAMES.has(run) ? run : run.split('').join('*'))).replace(/(?<![A-Za-z])([A-Za-z])\(/g, (match, letter: string) => `${letter}*(`);
}

function readInterval(text: string): Interval | null {
  const match = text.trim().match(/^([[(])(.*)([\])])$/s);
  if (!match) return null;
  const parts = splitTopLevel(match[2]!);
  if (parts.length !== 2) return null;
  const lower = parseAscii(parts[0]!);
  const upper = parseAscii(parts[1]!);
  return lower && upper ? { lower, upper, lowerClosed: match[1] === '[', upperClosed: match[3] === ']' } : null;
}

function readValues(parts: string[]): MathNode[] | null {
  const nodes = parts.map(parseAscii);
  return nodes.every((n): n is MathNode => n !== null) ? nodes : null;
}

/** "(-7, -2)", "[2, Infinity)", "(-Infinity, 1) U (3, Infinity)" in ASCII: intervals, or a point; null for anything else. */
export function readBracketed(ascii: string): Answer | null {
  if (!/^[[(].*[\])]$/s.test(ascii)) return null;
  const intervals = ascii.split(' U ').map(readInterval);
  if (intervals.every((i): i is Interval => i !== null)) {
    const only = intervals[0]!;
    const infinite = /Infinity/.test(ascii);
    // "(15, -11)" with round brackets and finite ends is a point (or an open interval: see sameAnswer).
    if (intervals.length === 1 && !only.lowerClosed && !only.upperClosed && !infinite) {
      return { kind: 'tuple', items: [only.lower, only.upper] };
    }
    return { kind: 'intervals', intervals };
  }
  const items = readValues(splitTopLevel(ascii.slice(1, -1)));
  return items && items.length > 2 && ascii.startsWith('(') ? { kind: 'tuple', items } : null;
}

export function readLatexAnswer(latex: string): Answer | null {
  let text = latex
    .trim()
    .replace(/\\[!,;: ]/g, '')
    .replace(/\\\$|\$/g, '')
    .replace(/\\%/g, '')
    .replace(/\^\s*\{?\\circ\}?/g, '');
  const words = text.match(/^\\text(?:bf)?\{([^{}]*)\}$/);
  if (words) return { kind: 'text', text: words[1]! };
  // "19 \text{ and }43" is a list; "81\text{ teachers}", "9\text{ a.m.}" carry a unit.
  text = text.replace(/\\text\{\s*and\s*\}/g, ',').replace(/\\(?:text|mbox)\{[^{}]*\}/g, '').trim();
  text = text.replace(/^[a-z]\s*\\in\s*/i, '').replace(/^[a-z]\s*=\s*/i, '');
  if (/^-?\d{1,3}(,\d{3})+(\.\d+)?$/.test(text)) text = text.replace(/,/g, '');
  const ascii = latexToAscii(text.replace(/\\cup/g, ' U '));
  if (ascii === null) return null;
  const bracketed = readBracketed(ascii);
  if (bracketed) return bracketed;
  const values = readValues(splitTopLevel(ascii));
  return values && values.length > 0 ? { kind: 'values', values } : null;
}
