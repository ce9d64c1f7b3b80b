import { type RuleContext } from '../intl-rule';

const PERSON_PRONOUNS = /^(él|ella|ellos|ellas|usted|ustedes|mí|ti|nosotros|nosotras|vosotros|vosotras)$/;
const DETERMINERS = /^(el|la|los|las|mi|tu|su|mis|tus|sus|nuestro|nuestra|nuestros|nuestras|vuestro|vuestra|este|esta|ese|esa|aquel|aquella)$/;

/**
 * "Le dije a María que…", "le conté a mi madre la verdad": Spanish doubles the person told or given to with "a" + the
 * person right after the verb. Reads that phrase at k — "a" + a name (one or two capitalised words), a personal
 * pronoun, or a determiner + a noun — and gives the index right after it, or undefined when k opens no such phrase.
 */
export function skipDoubledPerson(ctx: RuleContext, k: number): number | undefined {
  if (ctx.word(k) !== 'a' || !ctx.joined(k)) return undefined;
  const next = ctx.tokens[k + 1];
  if (!next) return undefined;
  if (PERSON_PRONOUNS.test(next.lower)) return k + 2;
  if (/^\p{Lu}\p{Ll}+$/u.test(next.text)) return /^\p{Lu}\p{Ll}+$/u.test(ctx.tokens[k + 2]?.text ?? '') && ctx.joined(k + 1) ? k + 3 : k + 2;
  if (DETERMINERS.test(next.lower) && ctx.joined(k + 1) && /^\p{Ll}+$/u.test(ctx.tokens[k + 2]?.text ?? '')) return k + 3;
  return undefined;
}
