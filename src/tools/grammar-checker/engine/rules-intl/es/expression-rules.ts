import { definePhraseRule, defineRule, type IntlRule } from '../intl-rule';
import { DETERMINERS, spanishVerbs } from './agreement-rules';
import { MORE_PERSON_NOUNS, PERSON_NOUNS, PROFESSIONS } from './copula-rules';
import { findNoun } from './lexicon';

const isPersonNoun = (word: string) => PERSON_NOUNS.has(word) || PROFESSIONS.has(word) || MORE_PERSON_NOUNS.has(word);

/** Fixed expressions learners build with the wrong verb: tener años, tener hambre, estar de acuerdo, me gusta. */

const SER_TO_TENER: Record<string, string> = { soy: 'tengo', eres: 'tienes', es: 'tiene', somos: 'tenemos', sois: 'tenéis', son: 'tienen' };
const ESTAR_TO_TENER: Record<string, string> = { estoy: 'tengo', estás: 'tienes', estamos: 'tenemos', estáis: 'tenéis', soy: 'tengo', eres: 'tienes', somos: 'tenemos' };
const SER_TO_ESTAR: Record<string, string> = { soy: 'estoy', eres: 'estás', es: 'está', somos: 'estamos', sois: 'estáis', son: 'están' };
/** What one "has" in Spanish: "tengo hambre", "tienes razón". Not frío or calor after "está": "la sopa está fría" is an adjective. */
const HAD_STATES = /^(hambre|sed|sueño|miedo|frío|calor|prisa|suerte|razón|ganas)$/;
const NUMBER = /^(\d+|uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|trece|catorce|quince|dieciséis|diecisiete|dieciocho|diecinueve|veinte|treinta|cuarenta|cincuenta|sesenta|setenta|ochenta|noventa)$/;

const TENER_FORMS = /^(tengo|tienes|tiene|tenemos|tenéis|tienen|tenía|tenías|teníamos|tenían|tuve|tuvo|tuvimos|tuvieron|tener|teniendo)$/;

export const EXPRESSION_RULES: IntlRule[] = [
  defineRule({
    id: 'es/para-recipient',
    name: 'para for whom a present is',
    message: 'Who something is meant for takes "para": "este regalo es para ti"; "por ti" means because of you.',
    // "Este regalo es por ti": a present, a letter or a cake, then es/son, then "por" + a person pronoun, or a
    // determiner and a person ("Este regalo es por los novios", "las flores son por mi madre").
    at: (ctx, i) => {
      if (ctx.word(i) !== 'por' || !/^(es|son|era|eran)$/.test(ctx.word(i - 1)) || !/^(regalo|regalos|carta|cartas|tarta|tartas|flores|sorpresa|mensaje|paquete|postal|ramo|tarjeta|invitación|apuntes|pastel|pasteles|bombones|galletas|juguete|juguetes|entradas|bocadillo|bocadillos|postales|tarjetas|invitaciones|paquetes)$/.test(ctx.word(i - 2))) return undefined;
      const pronoun = /^(ti|mí|usted|ustedes|él|ella|ellos|ellas|nosotros|nosotras|vosotros|vosotras)$/.test(ctx.word(i + 1)) && ctx.joinedRun(i - 2, i + 1);
      const person = DETERMINERS[ctx.word(i + 1)] !== undefined && isPersonNoun(ctx.word(i + 2)) && ctx.joinedRun(i - 2, i + 2);
      return pronoun || person ? { from: i, to: i, replacements: ['para'] } : undefined;
    },
  }),
  defineRule({
    id: 'es/tener-mucha-hambre',
    name: 'mucha hambre, mucho miedo',
    message: 'Hambre, sed, miedo, sueño… are nouns: "very" before them is "mucho" or "mucha" ("tengo mucha hambre").',
    // "Tengo muy hambre": a form of tener, "muy", and a noun of what one has; the quantifier takes its gender.
    at: (ctx, i) => {
      if (!TENER_FORMS.test(ctx.word(i)) || ctx.word(i + 1) !== 'muy' || !HAD_STATES.test(ctx.word(i + 2)) || !ctx.joinedRun(i, i + 2)) return undefined;
      const much = /^(hambre|sed|prisa|suerte|razón|ganas)$/.test(ctx.word(i + 2)) ? 'mucha' : 'mucho';
      return { from: i + 1, to: i + 1, replacements: [ctx.word(i + 2) === 'ganas' ? 'muchas' : much] };
    },
  }),
  defineRule({
    id: 'es/avergonzado',
    name: 'avergonzado, not embarazado',
    message: '"Embarazado/a" means pregnant; ashamed or embarrassed is "avergonzado": "me sentí avergonzado".',
    // "Me sentí muy embarazado": felt or was, with an optional degree; the masculine cannot be pregnant.
    // "Está embarazada" (she is pregnant) is left alone.
    at: (ctx, i) => {
      const match = /^embarazad(o|os)$/.exec(ctx.word(i));
      if (!match) return undefined;
      let k = i - 1;
      while (k >= 0 && /^(muy|tan|bastante|algo|un|poco|demasiado)$/.test(ctx.word(k)) && ctx.joined(k)) k--;
      const felt = spanishVerbs().read(ctx.word(k)).some((r) => r.lemma === 'sentir' || r.lemma === 'estar');
      return felt && ctx.joinedRun(k, i) ? { from: i, to: i, replacements: [`avergonzad${match[1]}`] } : undefined;
    },
  }),
  defineRule({
    id: 'es/doler-article',
    name: 'me duele la cabeza',
    message: 'With "doler" the pronoun already says whose: "me duele la cabeza", not "mi cabeza".',
    // "Me duele mi cabeza", "le dolían sus pies": the possessive after doler, with "me/te/le/nos/os/les" before it, is the article.
    at: (ctx, i) => {
      if (!/^(duele|duelen|dolía|dolían|dolió|dolieron)$/.test(ctx.word(i)) || !/^(me|te|le|nos|os|les)$/.test(ctx.word(i - 1))) return undefined;
      // "Me duele mucho mi cabeza": a degree word may stand between the verb and the possessive.
      const p = /^(mucho|muchísimo|bastante|tanto|todavía|aún|ya|un poco)$/.test(ctx.word(i + 1)) ? i + 2 : i + 1;
      if (!ctx.joinedRun(i - 1, p + 1)) return undefined;
      const possessive = /^(mi|tu|su|mis|tus|sus)$/.exec(ctx.word(p));
      const noun = findNoun(ctx.word(p + 1));
      if (!possessive || !noun) return undefined;
      const plural = ctx.word(p).endsWith('s');
      if (plural !== noun.plural) return undefined;
      const article = noun.gender === 'f' ? (plural ? 'las' : 'la') : plural ? 'los' : 'el';
      return { from: p, to: p, replacements: [article] };
    },
  }),
  defineRule({
    id: 'es/tener-anos',
    name: 'tener … años',
    message: 'Age is said with "tener": "tengo 25 años".',
    at: (ctx, i) => {
      const fix = SER_TO_TENER[ctx.word(i)] ?? ESTAR_TO_TENER[ctx.word(i)];
      if (!fix || !NUMBER.test(ctx.word(i + 1)) || !/^años$/.test(ctx.word(i + 2)) || !ctx.joinedRun(i, i + 2)) return undefined;
      // "Es 25 años mayor", "son dos años de garantía": a comparison or a period, not an age.
      if (/^(mayor|menor|más|de|antes|después)$/.test(ctx.word(i + 3))) return undefined;
      return { from: i, to: i, replacements: [fix] };
    },
  }),
  defineRule({
    id: 'es/tener-hambre',
    name: 'tener hambre',
    message: 'Hunger, thirst, fear and the like are "had" in Spanish: "tengo hambre", "tengo frío".',
    at: (ctx, i) => {
      const fix = ESTAR_TO_TENER[ctx.word(i)];
      const k = /^(mucho|mucha|muy|un|una)$/.test(ctx.word(i + 1)) ? i + 2 : i + 1;
      if (!fix || !HAD_STATES.test(ctx.word(k)) || !ctx.joinedRun(i, k)) return undefined;
      // "muy" before the noun goes too: "tengo mucha hambre".
      const degree = k === i + 2 ? ctx.word(i + 1) : '';
      const noun = ctx.word(k);
      const much = /^(hambre|sed|prisa|suerte|razón|ganas)$/.test(noun) ? 'mucha' : 'mucho';
      const fixedDegree = degree === 'muy' || degree === 'mucho' || degree === 'mucha' ? ` ${much}` : degree ? ` ${degree}` : '';
      return { from: i, to: k, replacements: [`${fix}${fixedDegree} ${ctx.tokens[k]!.text}`] };
    },
  }),
  definePhraseRule({
    id: 'es/me-llamo',
    name: 'me llamo',
    message: '"me llamo" already says "my name is": "me llamo Ana" or "mi nombre es Ana".',
    phrases: { 'me llamo es': 'me llamo', 'te llamas es': 'te llamas', 'se llama es': 'se llama' },
  }),
  definePhraseRule({
    id: 'es/estar-de-acuerdo',
    name: 'estar de acuerdo',
    message: 'To agree is "estar de acuerdo": "estoy de acuerdo contigo".',
    phrases: {
      'soy de acuerdo': 'estoy de acuerdo', 'eres de acuerdo': 'estás de acuerdo', 'somos de acuerdo': 'estamos de acuerdo', 'son de acuerdo': 'están de acuerdo',
      'estoy acuerdo': 'estoy de acuerdo', 'estás acuerdo': 'estás de acuerdo', 'estamos acuerdo': 'estamos de acuerdo', 'están acuerdo': 'están de acuerdo',
    },
  }),
  defineRule({
    id: 'es/me-gusta',
    name: 'me gusta',
    message: 'What one likes is the subject of "gustar": "me gusta el chocolate", not "yo gusto el chocolate".',
    at: (ctx, i) => {
      const pronoun = ({ gusto: 'me', gustas: 'te', gustamos: 'nos' } as Record<string, string>)[ctx.word(i)];
      if (!pronoun || !ctx.joined(i)) return undefined;
      // "Yo gusto mucho las películas": a degree word may stand before what is liked.
      const after = /^(mucho|muchísimo|bastante|también|más)$/.test(ctx.word(i + 1)) && ctx.joined(i + 1) ? i + 2 : i + 1;
      const next = ctx.word(after);
      const det = DETERMINERS[next];
      // "Yo gusto de bailar" is an old, still correct use; only an article or an infinitive after it.
      const infinitive = /^\p{L}+(ar|er|ir)$/u.test(next) && spanishVerbs().forms(next) !== undefined;
      if (!det && !infinitive) return undefined;
      const verb = det?.plural ? 'gustan' : 'gusta';
      let from = i;
      let negation = '';
      if (ctx.word(i - 1) === 'no' && ctx.joined(i - 1)) {
        from = i - 1;
        negation = 'no ';
      }
      if (/^(yo|tú|nosotros|nosotras)$/.test(ctx.word(from - 1)) && ctx.joined(from - 1)) from -= 1;
      return { from, to: i, replacements: [`${negation}${pronoun} ${verb}`] };
    },
  }),
  defineRule({
    id: 'es/estar-bien',
    name: 'estar bien',
    message: '"bien" and "mal" go with "estar": "estoy bien", "eso está mal".',
    at: (ctx, i) => {
      const fix = SER_TO_ESTAR[ctx.word(i)];
      const next = ctx.word(i + 1);
      // Only "bien"/"mal" closing the clause: "es bien sabido" and "es mal momento" are right.
      if (!fix || !/^(bien|mal)$/.test(next) || !ctx.joined(i) || !(ctx.endsClause(i + 1) || /^(y|gracias|también|hoy)$/.test(ctx.word(i + 2)))) return undefined;
      return { from: i, to: i, replacements: [fix] };
    },
  }),
];
