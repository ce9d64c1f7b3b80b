import { type RuleContext } from '../intl-rule';
import { SEPARABLE_PREFIXES } from './separable-verbs';

const PARTICLES = new Set(SEPARABLE_PREFIXES);

/**
 * The separable particle closing the clause of the finite verb at k ("Die Kinder stellen ihre Projekte auf der
 * Messe vor": "vor"), or undefined. The verb is then prefix + base ("vorstellen", to present), not the base
 * ("stellen", to put somewhere), so its lemma says nothing of motion or place. A particle is a lower-case
 * prefix word ending the clause right after a word of the clause, not a preposition before its noun.
 */
export function closingParticle(ctx: RuleContext, k: number): string | undefined {
  let end = k;
  while (end < ctx.tokens.length - 1 && !ctx.endsClause(end) && ctx.joined(end)) end++;
  if (end === k || !ctx.endsClause(end)) return undefined;
  const token = ctx.tokens[end]!;
  return token.text === token.lower && PARTICLES.has(token.lower) ? token.lower : undefined;
}
