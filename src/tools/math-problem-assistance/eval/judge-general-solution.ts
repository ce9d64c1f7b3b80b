/**
 * Session 42: a trig equation typed with no interval has a general solution (x = π/6 + 2πk or x = 5π/6 + 2πk). Two
 * answers are the same when their families take the same values, so π/3 + 2πk or 5π/3 + 2πk equals ±π/3 + 2πk, and
 * π/4 + πk/2 equals the four families π/4 + 2πk, 3π/4 + 2πk, …; a list of the solutions in [0, 2π) alone is not.
 */
import { parseMath } from '../engine/math-text';
import { compileNode } from '../engine/verify/evaluate';

type Family = (k: number) => number | undefined;

/** The clause saying what k is ("(k ∈ ℤ)", ", where k is an integer", "for any integer k"): not part of a family. */
function dropIntegerClause(text: string): string {
  return text
    .replace(/\([^()]*(?:ℤ|integer|∈)[^()]*\)/giu, '')
    .replace(/[,;]?\s*\b(?:where|for|with)\b[\s\S]*$/iu, '')
    .replace(/[,;]?\s*\bk\s*(?:∈|\bin\b|\bis\b)[\s\S]*$/iu, '');
}

/** "x = ±π/3 + 2πk or x = π + 2πk" → the family texts, ± written out as two families. */
export function readFamilyTexts(text: string): string[] {
  const pieces = dropIntegerClause(text)
    .split(/\s+or\s+|[;,]/iu)
    .map((piece) => piece.replace(/^\s*[a-zθα-ω]\s*=\s*/iu, '').replace(/°/gu, '').trim())
    .filter(Boolean);
  return pieces.flatMap((piece) => (/[±∓]/u.test(piece) ? [piece.replace(/[±∓]/gu, '+'), piece.replace(/[±∓]/gu, '-')] : [piece]));
}

function compileFamily(text: string): Family | undefined {
  try {
    const code = compileNode(parseMath(text), 'real');
    return (k: number) => {
      const value = code({ k });
      return value && Math.abs(value.im) < 1e-12 ? value.re : undefined;
    };
  } catch {
    return undefined;
  }
}

/** The step between a family's neighbouring values (0 for one fixed value). */
function stepOf(family: Family): number {
  const a = family(0);
  const b = family(1);
  return a === undefined || b === undefined ? 0 : Math.abs(b - a);
}

/** Every value the families take within [-window, window]. */
function valuesWithin(families: Family[], window: number, kMax: number): number[] {
  const values: number[] = [];
  for (const family of families) {
    for (let k = -kMax; k <= kMax; k += 1) {
      const value = family(k);
      if (value !== undefined && Math.abs(value) <= window) values.push(value);
    }
  }
  return values;
}

/** The same families of solutions: the same values over ten of the longest steps either side of 0. */
export function sameGeneralSolution(gotText: string, expected: string[]): boolean {
  const got = readFamilyTexts(gotText).map(compileFamily);
  const want = expected.map(compileFamily);
  if (got.length === 0 || [...got, ...want].some((family) => !family)) return false;
  const all = [...got, ...want] as Family[];
  const steps = all.map(stepOf);
  const longest = Math.max(...steps);
  const shortest = Math.min(...steps.filter((step) => step > 1e-9));
  if (!(longest > 0) || !Number.isFinite(shortest)) return false;
  const window = 10 * longest;
  const kMax = Math.min(20_000, Math.ceil(window / shortest) + 2);
  // Values right at the window's edge may fall just inside for one answer and just outside for the other.
  const a = valuesWithin(got as Family[], window, kMax);
  const b = valuesWithin(want as Family[], window, kMax);
  const near = (x: number, y: number) => Math.abs(x - y) <= 1e-9 * (1 + Math.abs(y));
  const inner = (x: number) => Math.abs(x) <= window - 1e-6 * (1 + window);
  const covers = (from: number[], to: number[]) => from.filter(inner).every((x) => to.some((y) => near(x, y)));
  return a.length > 0 && covers(a, b) && covers(b, a);
}
