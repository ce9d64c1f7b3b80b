import { type RuleContext } from '../intl-rule';

/**
 * Adjectives that also serve, unchanged, as adverbs: "juste avant", "tout droit", "parler fort", "coûter cher",
 * "voir clair", "sonner faux", "s'arrêter net", "tomber pile".
 */
export const ADVERBIAL_ADJECTIVES = new Set(['haut', 'bas', 'fort', 'cher', 'clair', 'juste', 'faux', 'dur', 'net', 'pile', 'droit']);

/**
 * Words that open what such an adverb qualifies when it stands before them: a preposition or an adverb of time or
 * place ("juste avant le passage", "juste à côté", "pile à l'heure", "droit devant", "fort heureusement").
 */
const QUALIFIED = /^(avant|après|devant|derrière|à|au|aux|en|dans|sous|sur|pour|par|contre|entre|vers|chez|depuis|pendant|dès|jusque|jusqu['’].*|là|ici|ensuite|maintenant|quand|lorsque|comme|heureusement|bien|mal|assez|trop)$/;

/**
 * "Ils ont sorti les poubelles juste avant le passage": an adjective of that list, in its plain (masculine singular)
 * form, right before a preposition or an adverb is the adverb qualifying it, not an adjective of the noun before,
 * so it does not agree ("les poubelles justes" would be the bins that are fair). An inflected form ("des réponses
 * justes à toutes les questions") is left to the agreement rule.
 */
export function isAdverbialUse(ctx: RuleContext, k: number, masculine: string): boolean {
  const word = ctx.word(k);
  return word === masculine && ADVERBIAL_ADJECTIVES.has(word) && ctx.joined(k) && QUALIFIED.test(ctx.word(k + 1));
}
