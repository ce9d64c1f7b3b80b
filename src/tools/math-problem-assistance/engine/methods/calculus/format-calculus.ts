import type { MathNode } from 'mathjs';
import { asMarker, BETWEEN, limitDirection, PENDING_DERIVATIVE, PENDING_INTEGRAL, PENDING_LIMIT, SUBSTITUTION } from './calculus-markers';

/**
 * How the calculus markers read (see calculus-markers.ts): LaTeX with d/dx, ∫ … dx, lim and
 * "where u = …"; plain text in the CAS spelling nerdamer parses (diff, integrate, limit).
 * Pass `calculusTexHandler` / `calculusTextHandler` as mathjs's `handler` option, or call the helpers.
 */

type Options = Record<string, unknown>;

export function calculusTexHandler(node: MathNode, options?: Options): string | undefined {
  const m = asMarker(node);
  if (!m) return undefined;
  const tex = (n: MathNode) => n.toTex({ ...options, handler: calculusTexHandler });
  const [a, b, c] = m.args;
  if (m.name === PENDING_DERIVATIVE) return `\\frac{d}{d${tex(b!)}}\\left(${tex(a!)}\\right)`;
  if (m.name === PENDING_INTEGRAL) return `\\int ${tex(a!)}\\,d${tex(b!)}`;
  if (m.name === PENDING_LIMIT) {
    const side = limitDirection(m.args);
    const sup = side === 'left' ? '^{-}' : side === 'right' ? '^{+}' : '';
    return `\\lim_{${tex(b!)} \\to ${tex(c!)}${sup}} \\left(${tex(a!)}\\right)`;
  }
  if (m.name === SUBSTITUTION) return `${tex(a!)} \\quad \\text{where } ${tex(b!)} = ${tex(c!)}`;
  if (m.name === BETWEEN) return `\\left[${tex(a!)}\\right]_{${tex(c!)}}^{${tex(m.args[3]!)}}`;
  return undefined;
}

export function calculusTextHandler(node: MathNode, options?: Options): string | undefined {
  const m = asMarker(node);
  if (!m) return undefined;
  const text = (n: MathNode) => n.toString({ ...options, handler: calculusTextHandler });
  const [a, b, c] = m.args;
  if (m.name === PENDING_DERIVATIVE) return `diff(${text(a!)}, ${text(b!)})`;
  if (m.name === PENDING_INTEGRAL) return `integrate(${text(a!)}, ${text(b!)})`;
  if (m.name === PENDING_LIMIT) {
    const side = limitDirection(m.args);
    return `limit(${text(a!)}, ${text(b!)}, ${text(c!)}${side ? `, ${side}` : ''})`;
  }
  if (m.name === SUBSTITUTION) return `${text(a!)} where ${text(b!)} = ${text(c!)}`;
  if (m.name === BETWEEN) return `between(${text(a!)}, ${text(b!)}, ${text(c!)}, ${text(m.args[3]!)})`;
  return undefined;
}

export function calculusToTex(node: MathNode): string {
  return node.toTex({ handler: calculusTexHandler });
}

export function calculusToText(node: MathNode): string {
  return node.toString({ handler: calculusTextHandler, implicit: 'show' });
}
