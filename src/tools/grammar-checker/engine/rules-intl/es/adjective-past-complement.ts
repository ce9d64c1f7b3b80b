import { defineRule, type IntlRule, type RuleContext } from '../intl-rule';
import { spanishVerbs } from './agreement-rules';
import { EL_FEMININE, findNoun, type Gender, readAdjective, readGenderedForm } from './lexicon';
import { TWO_GENDER_NOUNS } from './two-gender-nouns';

const DETERMINERS = /^(el|la|los|las|un|una|unos|unas|este|esta|estos|estas|ese|esa|esos|esas|aquel|aquella|aquellos|aquellas|mi|tu|su|mis|tus|sus|nuestro|nuestra|nuestros|nuestras)$/;
const DEGREE = /^(muy|tan|bastante|demasiado|más|menos|super|súper|realmente|increíblemente)$/;

interface Noun {
  gender: Gender;
  plural: boolean;
}

/** -a nouns that are masculine, -o nouns that are feminine, and nouns in -ista of both genders. */
const AGAINST_ENDING = /^(día|mapa|planeta|idioma|sistema|programa|problema|tema|clima|poeta|sofá|mano|foto|moto|radio|radio)s?$|ma(s)?$|istas?$/;
/** Determiners by the gender and number they show (possessives show none). */
const SHOWN: Record<string, Noun> = {
  el: { gender: 'm', plural: false }, un: { gender: 'm', plural: false }, este: { gender: 'm', plural: false }, ese: { gender: 'm', plural: false }, aquel: { gender: 'm', plural: false }, nuestro: { gender: 'm', plural: false },
  la: { gender: 'f', plural: false }, una: { gender: 'f', plural: false }, esta: { gender: 'f', plural: false }, esa: { gender: 'f', plural: false }, aquella: { gender: 'f', plural: false }, nuestra: { gender: 'f', plural: false },
  los: { gender: 'm', plural: true }, unos: { gender: 'm', plural: true }, estos: { gender: 'm', plural: true }, esos: { gender: 'm', plural: true }, aquellos: { gender: 'm', plural: true }, nuestros: { gender: 'm', plural: true },
  las: { gender: 'f', plural: true }, unas: { gender: 'f', plural: true }, estas: { gender: 'f', plural: true }, esas: { gender: 'f', plural: true }, aquellas: { gender: 'f', plural: true }, nuestras: { gender: 'f', plural: true },
};

/**
 * A noun of one gender (not one of two genders or "el agua"): from the lists ("colección"), or a word they lack read
 * by its ending, -o(s) masculine and -a(s) feminine, that is no adjective ("pinturas"); a word that is also a verb form
 * ("sitio" of sitiar) only when a determiner before it shows the same gender and number ("un sitio").
 */
function readNoun(word: string, determiner?: string): Noun | undefined {
  const listed = findNoun(word);
  if (listed) return !TWO_GENDER_NOUNS.has(listed.singular) && !EL_FEMININE.has(listed.singular) ? listed : undefined;
  const match = /^\p{Ll}{3,}([oa])(s?)$/u.exec(word);
  if (!match || AGAINST_ENDING.test(word) || readAdjective(word) || readGenderedForm(word)) return undefined;
  const noun: Noun = { gender: match[1] === 'o' ? 'm' : 'f', plural: match[2] === 's' };
  const shown = determiner === undefined ? undefined : SHOWN[determiner];
  if (spanishVerbs().read(word).length > 0 && (!shown || shown.gender !== noun.gender || shown.plural !== noun.plural)) return undefined;
  return determiner !== undefined && shown && (shown.gender !== noun.gender || shown.plural !== noun.plural) ? undefined : noun;
}

/** The adjective at a (after an optional degree word at a - 1 … ) when it fits neither noun: its form for the first. */
function mismatch(ctx: RuleContext, a: number, nouns: Noun[]): string[] | undefined {
  const word = ctx.word(a);
  const adjective = readAdjective(word);
  if (!adjective || /^\p{Lu}/u.test(ctx.tokens[a]?.text ?? '')) return undefined;
  // "Este cuchillo corta bien": a word that is also a verb right after a noun is the verb; after "muy" it is not.
  if (!DEGREE.test(ctx.word(a - 1)) && spanishVerbs().read(word).length > 0) return undefined;
  if (nouns.some((n) => adjective.gender === n.gender && adjective.plural === n.plural)) return undefined;
  return [...new Set(nouns.map((n) => adjective.inflect(n.gender, n.plural)))];
}

/**
 * An adjective that agrees with no noun before it, past a complement:
 * - "una colección de pinturas modernos" → "modernas": a bare noun after "de" (no article) and its adjective, which
 *   may agree with the bare noun or with the noun before "de" ("un plato de sopa frío" stays); fitting neither, it
 *   takes the nearer noun's form, the other's offered second;
 * - "un sitio para acampar muy tranquila" → "tranquilo": a noun, "para/de/por/sin" + an infinitive, a degree word and
 *   the adjective, written in a form other than the masculine singular (which may be the adverb: "una forma de vivir
 *   más sano").
 */
export const ADJECTIVE_PAST_COMPLEMENT: IntlRule = defineRule({
  id: 'es/adjective-past-complement',
  name: 'Adjective agrees with its noun past a complement',
  message: 'The adjective agrees with the noun it describes in gender and number, even past a complement: "una colección de pinturas modernas", "un sitio para acampar muy tranquilo".',
  confidence: 0.75,
  at: (ctx, i) => {
    if (!DETERMINERS.test(ctx.word(i)) || !ctx.joined(i)) return undefined;
    const head = readNoun(ctx.word(i + 1), ctx.word(i));
    if (!head) return undefined;
    const preposition = ctx.word(i + 2);
    // "de pinturas modernos": a bare noun after "de".
    if (preposition === 'de' && ctx.joinedRun(i, i + 3)) {
      const near = readNoun(ctx.word(i + 3));
      const a = DEGREE.test(ctx.word(i + 4)) ? i + 5 : i + 4;
      if (!near || !ctx.joinedRun(i + 3, a)) return undefined;
      const fixes = mismatch(ctx, a, [near, head]);
      return fixes ? { from: a, to: a, replacements: fixes } : undefined;
    }
    // "para acampar muy tranquila": an infinitive, then a degree word and the adjective.
    if (/^(para|de|por|sin)$/.test(preposition) && /(ar|er|ir)$/.test(ctx.word(i + 3)) && spanishVerbs().forms(ctx.word(i + 3)) !== undefined && DEGREE.test(ctx.word(i + 4)) && ctx.joinedRun(i, i + 5)) {
      const adjective = readAdjective(ctx.word(i + 5));
      if (!adjective || (adjective.gender === 'm' && !adjective.plural)) return undefined;
      const fixes = mismatch(ctx, i + 5, [head]);
      return fixes ? { from: i + 5, to: i + 5, replacements: fixes } : undefined;
    }
    return undefined;
  },
});
