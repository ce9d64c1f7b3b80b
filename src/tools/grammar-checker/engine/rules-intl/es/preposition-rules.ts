import { defineRule, type IntlRule, type RuleContext } from '../intl-rule';
import { spanishVerbs } from './agreement-rules';
import { findNoun } from './lexicon';

/** Prepositions a verb or adjective governs: llegar a, casarse con, soñar con, pensar en, enamorado de, tan … como. */

/** A finite form, the infinitive or the gerund of lemma ("pensando" of pensar). */
function isFormOf(ctx: RuleContext, k: number, lemma: string): boolean {
  const word = ctx.word(k);
  const gerund = lemma.replace(/ar$/, 'ando').replace(/[eií]r$/, 'iendo');
  return word === lemma || word === gerund || spanishVerbs().read(word).some((r) => r.lemma === lemma);
}

const STRESSED_PRONOUNS = /^(ti|mí|él|ella|usted|ellos|ellas|ustedes|nosotros|nosotras|vosotros|vosotras)$/;
const PERSON_NOUN = /^(abuel[oa]s?|herman[oa]s?|madre|padre|padres|hij[oa]s?|amig[oa]s?|prim[oa]s?|tí[oa]s?|novi[oa]s?|espos[oa]s?|vecin[oa]s?|mamá|papá|familia|jefe|jefa|profesora?)$/;
const POSSESSIVES = /^(mi|tu|su|mis|tus|sus|nuestro|nuestra|el|la|un|una)$/;
// Capitalised words after "llegar en" that are times, not places: "llegamos en Navidad".
const TIMES = /^(Navidad|Semana|Pascua|Nochevieja|Año|Enero|Febrero|Marzo|Abril|Mayo|Junio|Julio|Agosto|Septiembre|Octubre|Noviembre|Diciembre|Lunes|Martes|Miércoles|Jueves|Viernes|Sábado|Domingo)$/;
const SUBJECT_PRONOUNS = /^(yo|tú|él|ella|usted|nosotros|nosotras|vosotros|vosotras|ellos|ellas|ustedes)$/;

// Verbs done for a goal: "estudio español para trabajar", "fui a Madrid para ver a mi abuela".
const PURPOSE_VERBS = new Set(['estudiar', 'aprender', 'ahorrar', 'practicar', 'entrenar', 'ir', 'venir', 'viajar', 'volver', 'mudarse', 'mudar', 'llamar', 'escribir']);

const WEEKDAYS = /^(lunes|martes|miércoles|jueves|viernes|sábado|domingo)$/;
/** Verbs whose object is due by a day: "lo necesito para el lunes", "hay que entregarlo para el viernes". */
const DEADLINE_VERBS = /^(necesitar|entregar|terminar|acabar|preparar|enviar|mandar)$/;

export const PREPOSITION_RULES: IntlRule[] = [
  defineRule({
    id: 'es/para-purpose',
    name: 'para for a purpose',
    message: 'A purpose takes "para": "estudio español para trabajar en Sevilla" ("por" gives a cause).',
    at: (ctx, i) => {
      // "por quejarme", "por preguntarle": the infinitive may carry its pronoun.
      const next = ctx.word(i + 1).replace(/(?<=(?:ar|er|ir))(me|te|se|lo|la|le|nos|os|los|las|les)$/, '');
      if (ctx.word(i) !== 'por' || !ctx.joined(i) || !/^\p{L}+(ar|er|ir)$/u.test(next) || !spanishVerbs().forms(next)) return undefined;
      // The clause's own verb is one done for a goal, earlier in the same clause.
      let goal = false;
      for (let k = i - 1; k >= 0 && ctx.joined(k); k--) if (spanishVerbs().read(ctx.word(k)).some((r) => PURPOSE_VERBS.has(r.lemma))) goal = true;
      // "gracias por venir", "perdón por llegar tarde": a cause, whatever the verb.
      if (!goal || ctx.tokens.some((t) => /^(gracias|perdón|perdona|disculpa|castigaron|despidieron|multaron)$/.test(t.lower))) return undefined;
      return { from: i, to: i, replacements: ['para'] };
    },
  }),
  defineRule({
    id: 'es/para-deadline',
    name: 'para for a deadline',
    message: 'A deadline takes "para": "necesito el informe para el lunes" ("por el lunes" would mean around Monday).',
    // "Necesito el informe por el lunes": "por el" + a weekday, after a verb of needing, handing in or finishing earlier
    // in the clause (or "listo").
    at: (ctx, i) => {
      // "Necesito las fotocopias por mañana": a bare "mañana" is a day as well ("por la mañana" is in the morning).
      const tomorrow = ctx.word(i) === 'por' && ctx.word(i + 1) === 'mañana' && ctx.joined(i);
      if (!tomorrow && (ctx.word(i) !== 'por' || ctx.word(i + 1) !== 'el' || !WEEKDAYS.test(ctx.word(i + 2)) || !ctx.joinedRun(i, i + 2))) return undefined;
      let deadline = false;
      for (let k = i - 1; k >= 0 && ctx.joined(k); k--) {
        const word = ctx.word(k);
        if (/^list[oa]s?$/.test(word) || spanishVerbs().read(word).some((r) => DEADLINE_VERBS.test(r.lemma)) || DEADLINE_VERBS.test(word)) deadline = true;
      }
      return deadline ? { from: i, to: i, replacements: ['para'] } : undefined;
    },
  }),
  defineRule({
    id: 'es/desde-hace',
    name: 'desde hace for a time up to now',
    message: 'A time that goes on until now takes "desde hace": "vivo en Madrid desde hace cinco años".',
    // "Vivo en Madrid por cinco años" copies "for five years"; only with a present of living, working, studying, knowing.
    at: (ctx, i) => {
      // "Vivo en Barcelona desde tres años": "desde" straight before an amount of time lacks its "hace"
      // ("desde tres años antes", "desde dos años atrás" count back from another time and stay).
      if (ctx.word(i) === 'desde' && /^(\d+|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|quince|veinte|muchos|muchas|varios|varias|unos|unas|un|una)$/.test(ctx.word(i + 1)) && /^(años?|meses|mes|semanas?|días?|horas?|minutos)$/.test(ctx.word(i + 2)) && ctx.joinedRun(i, i + 2)) {
        return /^(antes|atrás|después|de|más)$/.test(ctx.word(i + 3)) ? undefined : { from: i, to: i, replacements: ['desde hace'] };
      }
      if (ctx.word(i) !== 'por' || !/^(\d+|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|muchos|muchas|varios|varias|unos|unas)$/.test(ctx.word(i + 1)) || !/^(años|meses|semanas)$/.test(ctx.word(i + 2)) || !ctx.joinedRun(i, i + 2)) return undefined;
      let verb = false;
      for (let k = i - 1; k >= 0 && i - k <= 5 && ctx.joined(k); k--) {
        if (spanishVerbs().read(ctx.word(k)).some((r) => r.tense === 0 && ['vivir', 'trabajar', 'estudiar', 'conocer', 'aprender', 'salir'].includes(r.lemma))) verb = true;
      }
      // "…por cinco años más" plans the future.
      if (!verb || /^(más|seguidos)$/.test(ctx.word(i + 3))) return undefined;
      return { from: i, to: i, replacements: ['desde hace'] };
    },
  }),
  defineRule({
    id: 'es/llegar-a',
    name: 'llegar a',
    message: 'One arrives "a" a place: "llegamos a Barcelona" ("en" is for the means: "en tren").',
    at: (ctx, i) => {
      if (ctx.word(i) !== 'en' || !ctx.joinedRun(i - 1, i + 1) || !isFormOf(ctx, i - 1, 'llegar')) return undefined;
      const next = ctx.tokens[i + 1]!.text;
      const place = (/^\p{Lu}\p{Ll}+$/u.test(next) && !TIMES.test(next)) || next === 'casa';
      return place ? { from: i, to: i, replacements: ['a'] } : undefined;
    },
  }),
  defineRule({
    id: 'es/casarse-con',
    name: 'casarse con',
    message: 'One marries "con" someone: "se casó con un ingeniero".',
    at: (ctx, i) => {
      if (ctx.word(i) !== 'a' || !ctx.joinedRun(i - 2, i + 1) || !/^(me|te|se|nos|os)$/.test(ctx.word(i - 2)) || !isFormOf(ctx, i - 1, 'casar')) return undefined;
      // "se casó a los treinta años": an age, not a person.
      const next = ctx.tokens[i + 1]!.text;
      const person = /^(un|una|mi|tu|su|nuestro|nuestra)$/.test(next.toLowerCase()) || /^\p{Lu}\p{Ll}+$/u.test(next);
      return person ? { from: i, to: i, replacements: ['con'] } : undefined;
    },
  }),
  defineRule({
    id: 'es/sonar-con',
    name: 'soñar con',
    message: 'One dreams "con" someone or something: "soñé con mi abuela".',
    // Only before a person: "soñé en español" is the language of the dream.
    at: (ctx, i) => {
      // "sueña de volver al pueblo": before an infinitive, "de" or "en" is "con" too.
      if (/^(de|en)$/.test(ctx.word(i)) && ctx.joinedRun(i - 1, i + 1) && isFormOf(ctx, i - 1, 'soñar') && /^\p{L}+(ar|er|ir)$/u.test(ctx.word(i + 1)) && spanishVerbs().forms(ctx.word(i + 1)) !== undefined) return { from: i, to: i, replacements: ['con'] };
      if (ctx.word(i) !== 'en' || !ctx.joinedRun(i - 1, i + 1) || !isFormOf(ctx, i - 1, 'soñar')) return undefined;
      const person = STRESSED_PRONOUNS.test(ctx.word(i + 1)) || (POSSESSIVES.test(ctx.word(i + 1)) && PERSON_NOUN.test(ctx.word(i + 2)) && ctx.joined(i + 1));
      return person ? { from: i, to: i, replacements: ['con'] } : undefined;
    },
  }),
  defineRule({
    id: 'es/pensar-en',
    name: 'pensar en',
    message: 'To think about someone or of doing something is "pensar en": "pienso en ti", "pensando en cambiar"; to intend to is "pensar" alone: "pienso estudiar".',
    at: (ctx, i) => {
      if (ctx.word(i) !== 'de' || !ctx.joinedRun(i - 1, i + 1) || !isFormOf(ctx, i - 1, 'pensar')) return undefined;
      const next = ctx.word(i + 1);
      // "pensando de apuntarme": an infinitive with an object pronoun joined to it counts too.
      const bareInfinitive = next.replace(/(?<=(ar|er|ir))(me|te|se|nos|os|lo|la|los|las|le|les)$/u, '');
      const infinitive = /^\p{L}+(ar|er|ir)$/u.test(bareInfinitive) && spanishVerbs().forms(bareInfinitive) !== undefined;
      // "¿Qué piensas de él?", "pienso bien de ella": an opinion takes "de"; only a sentence with none of those.
      const opinion = ctx.tokens.some((t) => /^(qué|bien|mal|lo|cómo|opinas|opina)$/.test(t.lower));
      // "Siempre pienso de mi familia": a possessive and a noun, thought about ("pienso de la misma manera" is no person).
      const possessed = /^(mi|tu|su|mis|tus|sus|nuestro|nuestra|nuestros|nuestras|vuestro|vuestra|vuestros|vuestras)$/.test(next) && ctx.joined(i + 1) && findNoun(ctx.word(i + 2)) !== undefined;
      // "Pienso de mi familia que…" says what one thinks of it: a "que" in the sentence keeps "de" there.
      const person = (STRESSED_PRONOUNS.test(next) || (possessed && !ctx.tokens.some((t) => t.lower === 'que'))) && !opinion;
      // "Pienso de estudiar medicina el año que viene": a finite "pensar" before an infinitive means to intend and takes no
      // preposition ("pienso estudiar"); the gerund and the infinitive consider it ("estoy pensando en cambiar").
      // How often one thinks of it ("siempre pienso en volver", "pienso mucho en…") is thinking about it, not intending.
      const finite = ctx.word(i - 1) !== 'pensar' && !ctx.word(i - 1).endsWith('ando');
      const often = ctx.tokens.some((t) => /^(siempre|mucho|nunca|veces|menudo|cada|todos|todas|frecuentemente|constantemente|continuamente)$/.test(t.lower));
      // "¿Qué piensas de apuntarte al club?" asks an opinion of doing it: left alone.
      if (infinitive && opinion) return undefined;
      if (infinitive && finite && !often) return { from: i - 1, to: i, replacements: [ctx.tokens[i - 1]!.text] };
      return infinitive || person ? { from: i, to: i, replacements: ['en'] } : undefined;
    },
  }),
  defineRule({
    id: 'es/enamorado-de',
    name: 'enamorado de',
    message: 'One is in love "de" someone: "enamorado de una chica".',
    at: (ctx, i) => (ctx.word(i) === 'con' && /^enamorad[oa]s?$/.test(ctx.word(i - 1)) && ctx.joined(i - 1) ? { from: i, to: i, replacements: ['de'] } : undefined),
  }),
  defineRule({
    id: 'es/a-pie',
    name: 'a pie',
    message: 'On foot is "a pie": "voy a pie al trabajo".',
    at: (ctx, i) => {
      if (ctx.word(i) !== 'en' || ctx.word(i + 1) !== 'pie' || !ctx.joinedRun(i - 1, i + 1)) return undefined;
      const moving = ['ir', 'venir', 'llegar', 'volver', 'regresar', 'viajar', 'caminar'].some((lemma) => isFormOf(ctx, i - 1, lemma));
      return moving ? { from: i, to: i + 1, replacements: ['a pie'] } : undefined;
    },
  }),
  defineRule({
    id: 'es/tan-como',
    name: 'tan … como',
    message: 'An equal comparison is "tan … como": "tan alta como yo" ("tan … que" means "so … that").',
    // "tan alta que yo." — the comparison ends with its second term; "tan cansado que no pude" is a result.
    at: (ctx, i) => {
      if (ctx.word(i) !== 'que' || ctx.word(i - 2) !== 'tan' || !ctx.joinedRun(i - 2, i + 1)) return undefined;
      const term = ctx.tokens[i + 1]!.text;
      const closes = ctx.endsClause(i + 1) && (SUBJECT_PRONOUNS.test(term.toLowerCase()) || /^\p{Lu}\p{Ll}+$/u.test(term));
      // "tan rápido que el tuyo", "tan alta que mi hermana": a short noun phrase with no verb closes the comparison.
      const phrase = /^(el|la|los|las|mi|tu|su|mis|tus|sus|nuestro|nuestra)$/.test(term.toLowerCase()) && [1, 2].some((n) => {
        const last = i + 1 + n;
        if (!ctx.endsClause(last) || !ctx.joinedRun(i + 1, last)) return false;
        return ctx.tokens.slice(i + 2, last + 1).every((t) => spanishVerbs().read(t.lower).length === 0 || /^(tuyo|tuya|mío|mía|suyo|suya)$/.test(t.lower));
      });
      return closes || phrase ? { from: i, to: i, replacements: ['como'] } : undefined;
    },
  }),
];
