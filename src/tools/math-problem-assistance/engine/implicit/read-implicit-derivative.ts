import type { MathNode } from 'mathjs';
import { freeSymbols, parseMath, parseMathState } from '../math-text';
import type { Relation } from '../problem';

/** An implicit derivative asked for: dy/dx on the curve lhs = rhs, at a point when one is given. */
export interface ImplicitDerivativeProblem {
  curve: Relation;
  point?: { x: MathNode; y: MathNode };
}

// What asks for an implicit derivative: dy/dx or y′ written out, the method named, or the slope of a curve's tangent.
const ASKS = /\bdy\s*\/\s*dx\b|\\frac\s*\{\s*dy\s*\}\s*\{\s*dx\s*\}|\by\s*['′]|\bimplicit(?:ly)?\b|\bslope of the tangent\b/iu;
// Words around the equation in the ways students ask; anything else left over means it is not read here.
const FILLER =
  /\b(?:find|use|using|implicit|implicitly|differentiation|differentiate|to|if|when|for|given|that|the|a|of|slope|tangent|line|curve|calculate|compute|determine|what|is|by|and)\b/giu;
const POINT = /\bat\s*(?:the\s+point\s*)?\(\s*([^,()]+)\s*,\s*([^,()]+)\s*\)\s*\.?\s*$/iu;

/**
 * "find dy/dx if x^2+y^2=25", "x² + y² = 25, find dy/dx at (3,4)", "differentiate implicitly xy = 6",
 * "find y' if y² + 2y = x³": one equation in x and y, both letters in it, and words that ask for dy/dx.
 * Returns null for anything else, which the other readers then take.
 */
export function readImplicitDerivative(source: string): ImplicitDerivativeProblem | null {
  if (!ASKS.test(source) || (source.match(/=/gu) ?? []).length !== 1) return null;
  let text = source;
  const at = POINT.exec(text);
  if (at) text = text.slice(0, at.index);
  text = text
    .replace(/\\frac\s*\{\s*dy\s*\}\s*\{\s*dx\s*\}|\bdy\s*\/\s*dx\b|\by\s*['′]/giu, ' ')
    .replace(FILLER, ' ')
    .replace(/[:,;?]|\.\s*$/gu, ' ')
    .trim();
  try {
    const state = parseMathState(text, { log: 'base10' });
    if (state.kind !== 'relation' || state.relation.op !== '=') return null;
    const names = freeSymbols(state.relation.lhs, state.relation.rhs);
    if (names.length !== 2 || !names.includes('x') || !names.includes('y')) return null;
    const point = at ? { x: parseMath(at[1] as string), y: parseMath(at[2] as string) } : undefined;
    if (point && freeSymbols(point.x, point.y).length > 0) return null;
    return { curve: state.relation, ...(point ? { point } : {}) };
  } catch {
    return null;
  }
}
