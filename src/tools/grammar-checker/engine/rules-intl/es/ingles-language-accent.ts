import { defineRule, type IntlRule } from '../intl-rule';
import { spanishVerbs } from './agreement-rules';

/** Verbs whose object is a language: "hablo inglés", "estudia inglés". */
const LANGUAGE_VERBS = /^(hablar|aprender|estudiar|enseñar|entender|traducir|practicar|escribir|leer)$/;
/** Nouns that take a language after "de": "curso de inglés", "profesora de inglés". */
const LANGUAGE_NOUNS = /^(curso|cursos|clase|clases|profesor|profesora|profesores|profesoras|examen|exámenes|nivel|libro|libros|diccionario|academia|deberes|prueba|certificado|título)$/;

/**
 * "Un curso de ingles" → "inglés": without its accent the language is the plural of "ingle" (groin), a word the
 * spelling check accepts, so only where a language is meant: after "en" ("escrito en ingles"), after a verb of
 * speaking or learning, or after "de" that follows a noun of teaching. "Me duelen las ingles" stays.
 */
export const INGLES_LANGUAGE_ACCENT: IntlRule = defineRule({
  id: 'es/ingles-language-accent',
  name: 'inglés with its accent',
  message: 'The language is written with an accent: "inglés" ("ingles" is the plural of "ingle").',
  at: (ctx, i) => {
    if (ctx.word(i) !== 'ingles' || !ctx.joined(i - 1)) return undefined;
    const before = ctx.word(i - 1);
    const isLanguageVerb = (k: number) => LANGUAGE_VERBS.test(ctx.word(k)) || spanishVerbs().read(ctx.word(k)).some((r) => LANGUAGE_VERBS.test(r.lemma));
    const language = before === 'en' || isLanguageVerb(i - 1) || (before === 'de' && ctx.joined(i - 2) && LANGUAGE_NOUNS.test(ctx.word(i - 2)));
    if (!language) return undefined;
    const written = ctx.tokens[i]!.text;
    return { from: i, to: i, replacements: [written === 'Ingles' ? 'Inglés' : 'inglés'] };
  },
});
