import { defineRule, type IntlRule, type RuleContext } from '../intl-rule';
import { type Person } from '../lexicon/verb-table';
import { BETWEEN, OPENERS, readSpanishNounSubject, spanishVerbs } from './agreement-rules';

/** The auxiliary haber in the present, by person ("había" is es/subject-verb's: the table reads it). */
const HABER_PRESENT = ['he', 'has', 'ha', 'hemos', 'habéis', 'han'];

const IRREGULAR_PARTICIPLES = /^(hecho|dicho|visto|puesto|escrito|vuelto|abierto|roto|muerto|resuelto|descubierto|cubierto|devuelto|frito|impreso|satisfecho|deshecho|compuesto|propuesto|supuesto|repuesto|previsto)$/;

/** "llegado" (llegar), "recibido" (recibir), "leído" (leer), "hecho": a participle of a verb the table knows. */
function isParticiple(word: string): boolean {
  if (IRREGULAR_PARTICIPLES.test(word)) return true;
  const match = /^(\p{Ll}+)(ado|ido|ído)$/u.exec(word);
  if (!match) return false;
  const endings = match[2] === 'ado' ? ['ar'] : ['er', 'ir', 'ír'];
  return endings.some((ending) => spanishVerbs().forms(match[1] + ending) !== undefined);
}

// "No entiendo por qué el paquete…", "¿Dónde la llave…": after a question word a clause opens too.
const QUESTION_WORDS = new Set(['qué', 'dónde', 'cuándo', 'cómo', 'porque']);
const OBJECT_CLITICS: Record<string, { gender: 'm' | 'f'; plural: boolean }> = {
  lo: { gender: 'm', plural: false }, la: { gender: 'f', plural: false }, los: { gender: 'm', plural: true }, las: { gender: 'f', plural: true },
};

function opensClause(ctx: RuleContext, i: number): boolean {
  if (ctx.startsSentence(i) || /[,;:]/.test(ctx.gapBefore(i))) return true;
  return ctx.joined(i - 1) && (OPENERS.has(ctx.word(i - 1)) || QUESTION_WORDS.has(ctx.word(i - 1)));
}

/**
 * "El paquete todavía no han llegado" → "ha": the auxiliary haber before a participle agrees with a noun subject
 * opening its clause (es/subject-verb leaves the present of haber alone, as "hay" is impersonal; es/verb-agreement reads
 * pronoun subjects only). Not when a clitic of the noun's gender and number takes it up again ("La casa la han
 * pintado": the noun is the object), nor after a quantity ("la mayoría de los vecinos han votado").
 */
export const HABER_AUXILIARY_AGREEMENT: IntlRule = defineRule({
  id: 'es/haber-auxiliary-agreement',
  name: 'haber agrees with its subject',
  message: 'The auxiliary "haber" agrees with the subject: "el paquete no ha llegado", "los paquetes no han llegado".',
  at: (ctx, i) => {
    if (!opensClause(ctx, i)) return undefined;
    const subject = readSpanishNounSubject(ctx, i);
    if (!subject || subject.anyPluralPerson || /^(mayoría|mitad|parte|resto|grupo|número|cantidad|montón|total)$/.test(ctx.word(i + 1))) return undefined;
    let v = subject.end + 1;
    while (BETWEEN.has(ctx.word(v)) && ctx.joined(v - 1)) {
      const clitic = OBJECT_CLITICS[ctx.word(v)];
      if (clitic && clitic.plural === subject.plural && (!subject.gender || clitic.gender === subject.gender)) return undefined;
      v++;
    }
    if (!HABER_PRESENT.includes(ctx.word(v)) || !ctx.joinedRun(subject.end, v + 1) || !isParticiple(ctx.word(v + 1))) return undefined;
    const person: Person = subject.withSpeaker ? 3 : subject.plural ? 5 : 2;
    const fix = HABER_PRESENT[person]!;
    return fix === ctx.word(v) ? undefined : { from: v, to: v, replacements: [fix] };
  },
});
