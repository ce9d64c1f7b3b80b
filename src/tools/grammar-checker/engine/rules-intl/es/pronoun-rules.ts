import { skipDoubledPerson } from './doubled-person';
import { definePhraseRule, defineRule, type IntlRule, type RuleContext } from '../intl-rule';
import { DETERMINERS, isArticleTypoBefore, spanishVerbs } from './agreement-rules';
import { findNoun, readAdjective, readGenderedForm } from './lexicon';
import { isSubjunctive } from './mood-rules';
import { PERSON_NOUNS } from './copula-rules';

/** Pronouns: él with its accent, le or les, the order "se me", que or quien. */

/** A finite verb that no noun or -o/-a word shares ("vendría", "quiere", "tenía"; not "camino", "programa"). */
// Nouns spelt like a third person ("el guía", "el cura", "el ama de casa", "el habla"): after "el" they are the noun.
const NOUNS_LIKE_VERBS = new Set('guía cura espía recluta guarda vigía ama habla alza acta centinela bebe papa cometa editorial'.split(' '));
// Prepositions and conjunctions spelt like a verb form (de as dar's "dé" unaccented, entre, sobre, bajo, para):
// "el de Paco", "el que viene" are the article standing for a noun already named ("el bar …, el de Paco").
const FUNCTION_WORDS_LIKE_VERBS = new Set('de que como para entre sobre bajo contra hasta'.split(' '));

function isClearVerb(ctx: RuleContext, k: number): boolean {
  const word = ctx.word(k);
  if (findNoun(word) || readGenderedForm(word) || NOUNS_LIKE_VERBS.has(word) || FUNCTION_WORDS_LIKE_VERBS.has(word) || ctx.tokens[k]?.text !== word) return false;
  if (/^\p{L}+ría$/u.test(word)) return true;
  return spanishVerbs()
    .read(word)
    .some((r) => r.person === 2);
}

// Verbs of saying and asking: "a mis amigos" after them is the indirect object "le" stands for.
const TELLING = new Set(['decir', 'preguntar', 'contar', 'explicar', 'escribir', 'pedir', 'contestar', 'responder', 'mandar', 'enviar', 'regalar', 'dar', 'agradecer', 'prometer']);

/** Verbs whose object is a thing one has or handles: "lo perdí", "lo compré", "lo leí". */
const THING_OBJECT_VERBS = new Set('perder encontrar comprar leer dejar romper olvidar devolver vender traer llevar poner tirar guardar terminar arreglar lavar regalar'.split(' '));

/** Daily-routine verbs that are reflexive when they have no object: "me levanto", "se ducha". */
const ROUTINE_VERBS = new Set(['levantar', 'despertar', 'duchar', 'acostar', 'bañar', 'afeitar', 'maquillar', 'vestir']);
const REFLEXIVE_BY_PERSON = ['me', 'te', 'se', 'nos', 'os', 'se'];
/** A time or a frequency in the sentence: "a las siete", "temprano", "todos los días", "cada mañana". */
const ROUTINE_TIME = /\b(a las? \S+|temprano|tarde|todos los días|todas las (mañanas|noches)|cada (día|mañana|noche)|siempre|normalmente|nunca|por la (mañana|noche|tarde)|los (lunes|martes|miércoles|jueves|viernes|sábados|domingos|fines de semana))\b/iu;
/** What may follow the verb when it has no object: a time, an adverb, "y", or nothing. */
const AFTER_ROUTINE = /^(a|temprano|tarde|pronto|muy|y|todos|todas|cada|antes|después|siempre|enseguida|rápido|rápidamente|hoy|ayer|mañana|normalmente|casi|con|en)$/;

/** Present and imperfect of the verbs whose "liker" is an indirect object; their preterites may be another verb ("lo encantó", bewitched). */
const GUSTAR_FORMS = /^(gusta|gustan|gustaba|gustaban|encanta|encantan|encantaba|encantaban|apetece|apetecen|apetecía|duele|duelen|dolía|dolían)$/;

const CLITIC_FOR: Record<string, string> = { otro: 'lo', otra: 'la', otros: 'los', otras: 'las', uno: 'lo', una: 'la' };

export const PRONOUN_RULES: IntlRule[] = [
  defineRule({
    id: 'es/clitic-like-otro',
    name: 'lo or la, as the thing it stands for',
    message: 'The object pronoun takes the gender and number of the thing: "una talla… quiero cambiarla por otra".',
    // "quiero cambiarlo por otra (talla)": a verb of exchanging with "lo/la/los/las" joined to its infinitive, or
    // before it, then "por otro/otra/uno/una": both stand for the same thing, so they agree.
    at: (ctx, i) => {
      const joined = /^(cambiar|devolver|sustituir|reemplazar|cambiando|devolviendo)(lo|la|los|las)$/.exec(ctx.word(i));
      const before = /^(lo|la|los|las)$/.test(ctx.word(i)) && /^(cambio|cambias|cambia|cambiamos|cambian|cambié|cambió|devuelvo|devuelve|devolví)$/.test(ctx.word(i + 1)) && ctx.joined(i);
      const verbEnd = joined ? i : before ? i + 1 : undefined;
      if (verbEnd === undefined || ctx.word(verbEnd + 1) !== 'por' || !ctx.joinedRun(i, verbEnd + 2)) return undefined;
      const wanted = CLITIC_FOR[ctx.word(verbEnd + 2)];
      const written = joined ? joined[2]! : ctx.word(i);
      // "cambiarlo por otra marca": "otra" before a noun of its own is no stand-in for the object; only at the
      // clause's end or before a word of comparison or size ("por otra más grande", "por otra de otro color").
      const standsAlone = ctx.endsClause(verbEnd + 2) || /^(más|menos|nueva|nuevo|nuevas|nuevos|igual|iguales|mejor|mejores|diferente|diferentes|distinta|distinto|distintas|distintos|de|que|en|y|pero|porque|con|sin|grande|pequeña|pequeño)$/.test(ctx.word(verbEnd + 3));
      if (!wanted || wanted === written || !standsAlone) return undefined;
      const text = ctx.tokens[i]!.text;
      return { from: i, to: i, replacements: [joined ? text.slice(0, -written.length) + wanted : wanted] };
    },
  }),
  defineRule({
    id: 'es/reflexive-routine',
    name: 'Reflexive daily-routine verbs',
    message: 'Getting up, waking up, showering, going to bed are reflexive: "me levanto a las siete", "se ducha".',
    // "Todos los días levanto a las siete": a routine verb with no pronoun before it and no object after it, in a
    // sentence that names a time or a frequency. "a" must open a time ("a las siete"), not a person.
    at: (ctx, i) => {
      const reading = spanishVerbs().read(ctx.word(i)).find((r) => ROUTINE_VERBS.has(r.lemma));
      if (!reading || ctx.tokens[i]!.text !== ctx.word(i) && !ctx.startsSentence(i)) return undefined;
      const before = ctx.word(i - 1);
      if (/^(me|te|se|nos|os|lo|la|le|los|las|les)$/.test(before) || (ctx.joined(i - 1) && spanishVerbs().read(before).length > 0 && !findNoun(before) && !/^(yo|tú|él|ella|nosotros|ellos|ellas|no)$/.test(before))) return undefined;
      const next = ctx.word(i + 1);
      if (!ctx.endsClause(i) && (!AFTER_ROUTINE.test(next) || (next === 'a' && !/^(las|la|eso|\d+)$/.test(ctx.word(i + 2))))) return undefined;
      let start = i;
      while (start > 0 && !ctx.startsSentence(start)) start--;
      let end = i;
      while (end < ctx.tokens.length - 1 && !/[.!?]/.test(ctx.gapAfter(end))) end++;
      if (!ROUTINE_TIME.test(ctx.text.slice(ctx.tokens[start]!.start, ctx.tokens[end]!.end))) return undefined;
      const pronoun = REFLEXIVE_BY_PERSON[reading.person]!;
      return { from: i, to: i, replacements: [`${pronoun} ${ctx.tokens[i]!.text.toLowerCase()}`] };
    },
  }),
  defineRule({
    id: 'es/lo-for-thing-after-y',
    name: 'lo for a thing as object',
    message: 'A thing as the direct object is "lo" or "la": "compré un libro y lo leí" ("le" is for a person).',
    // "Compré un libro el lunes y le leí en dos días": the sentence's object is a masculine thing, and after "y"
    // "le" + a verb of handling with no object of its own picks it up again.
    at: (ctx, i) => {
      if (ctx.word(i) !== 'le' || ctx.word(i - 1) !== 'y' || !ctx.joinedRun(i - 1, i + 1)) return undefined;
      const verb = spanishVerbs().read(ctx.word(i + 1)).find((r) => THING_OBJECT_VERBS.has(r.lemma));
      if (!verb || /^(el|la|los|las|un|una|unos|unas|mi|tu|su|a|al)$/.test(ctx.word(i + 2))) return undefined;
      // The nearest noun before "y" in the sentence, object of a verb: "compré un libro".
      for (let k = i - 2; k > 0 && !ctx.startsSentence(k + 1); k--) {
        const reading = findNoun(ctx.word(k));
        if (!reading || !/^(un|el|este|ese|mi|tu|su|nuestro)$/.test(ctx.word(k - 1)) || !ctx.joined(k - 1)) continue;
        const person = PERSON_NOUNS.has(ctx.word(k)) || /(or|ero|era|ista|ante|ente)$/.test(ctx.word(k));
        if (person) return undefined;
        // "el lunes", "un día": a time phrase between object and "y" is passed over.
        const object = spanishVerbs().read(ctx.word(k - 2)).some((r) => THING_OBJECT_VERBS.has(r.lemma)) && ctx.joined(k - 2);
        if (!object) continue;
        return reading.gender === 'm' && !reading.plural ? { from: i, to: i, replacements: ['lo'] } : undefined;
      }
      return undefined;
    },
  }),
  defineRule({
    id: 'es/lo-for-thing',
    name: 'lo for a thing as object',
    message: 'A thing as the direct object is "lo" or "la": "el libro que me prestaste lo perdí" ("le" is for a person).',
    // "El libro que me prestaste le perdí": a masculine thing opens the sentence, a relative clause describes
    // it, and "le" + a first- or second-person verb of handling picks it up again as the object.
    at: (ctx, i) => {
      if (ctx.word(i) !== 'le' || !ctx.joined(i)) return undefined;
      const verb = spanishVerbs().read(ctx.word(i + 1)).find((r) => THING_OBJECT_VERBS.has(r.lemma) && [0, 1, 3, 4].includes(r.person));
      if (!verb) return undefined;
      let start = i - 1;
      while (start > 0 && !ctx.startsSentence(start)) start--;
      const noun = ctx.word(start + 1);
      const reading = findNoun(noun);
      const person = PERSON_NOUNS.has(noun) || /(or|ero|era|ista|ante|ente)$/.test(noun);
      if (!/^(el|este|ese|mi|tu|su|nuestro)$/.test(ctx.word(start)) || !reading || reading.gender !== 'm' || reading.plural || person || ctx.word(start + 2) !== 'que') return undefined;
      return { from: i, to: i, replacements: ['lo'] };
    },
  }),
  defineRule({
    id: 'es/el-pronoun-subject',
    name: 'él or el',
    message: '"él" (he) takes an accent; "el" (the) comes before a noun.',
    // "El no quiere venir", "dijo que el vendría": an article is never followed by "no" or a finite verb.
    at: (ctx, i) => {
      if (ctx.word(i) !== 'el' || !ctx.joined(i)) return undefined;
      // "el no quiere", "el nunca limpia": an article is followed by neither "no" nor an adverb of frequency.
      const adverb = /^(no|nunca|siempre|también|tampoco|ya|todavía|casi|jamás)$/.test(ctx.word(i + 1)) && ctx.joined(i + 1);
      const verb = adverb ? i + 2 : i + 1;
      // After "nunca" or "tampoco" no noun can follow, so a third person that is also an adjective counts ("el nunca limpia").
      const afterAdverb = adverb && ctx.word(i + 1) !== 'no' && ctx.joined(verb - 1) && spanishVerbs().read(ctx.word(verb)).some((r) => r.person === 2);
      if (!afterAdverb && !isClearVerb(ctx, verb)) return undefined;
      return { from: i, to: i, replacements: [ctx.tokens[i]!.text === 'El' ? 'Él' : 'él'] };
    },
  }),
  defineRule({
    id: 'es/el-article-before-noun',
    name: 'el (the) before a noun',
    message: '"el" (the) comes before a noun without an accent; "él" (he) is the pronoun.',
    // "Él coche de mi padre está en el taller": the pronoun is never followed by a bare noun; only a word that is a
    // noun and neither a verb form nor an adjective ("Él mismo", "Él come", "Él solo" stay).
    at: (ctx, i) => {
      if (ctx.word(i) !== 'él' || !ctx.joined(i)) return undefined;
      const next = ctx.word(i + 1);
      const noun = findNoun(next);
      const verbReading = spanishVerbs().read(next).length > 0 && !isArticleTypoBefore(ctx, i);
      if (!noun || noun.gender !== 'm' || noun.plural || verbReading || readAdjective(next) || /^(solo|mismo|sólo)$/.test(next)) return undefined;
      return { from: i, to: i, replacements: [ctx.tokens[i]!.text === 'Él' ? 'El' : 'el'] };
    },
  }),
  defineRule({
    id: 'es/el-pronoun-after-verb',
    name: 'él as a subject after its verb',
    message: '"él" (he) takes an accent; "el" (the) comes before a noun.',
    // "esperar a que llegue el para empezar": after a finite verb, "el" before "para", "antes", "también"… or the
    // clause's end has no noun: it is the subject "él" placed after its verb.
    at: (ctx, i) => {
      if (ctx.word(i) !== 'el' || !ctx.joined(i - 1)) return undefined;
      const verb = spanishVerbs().read(ctx.word(i - 1));
      const finite = verb.some((r) => r.person === 2) || (isSubjunctive(ctx.word(i - 1)) && ctx.word(i - 2) === 'que');
      if (!finite || findNoun(ctx.word(i - 1)) || readAdjective(ctx.word(i - 1))) return undefined;
      const next = ctx.word(i + 1);
      // Not "mismo", "primero", "solo": "Lo hizo el mismo día", "Llegó el primero" have their noun or stand for one.
      const noNoun = ctx.endsClause(i) || (ctx.joined(i) && /^(para|antes|después|también|tampoco|ahora|ya)$/.test(next));
      return noNoun ? { from: i, to: i, replacements: ['él'] } : undefined;
    },
  }),
  defineRule({
    id: 'es/les-plural',
    name: 'les for a plural',
    message: 'The indirect object pronoun agrees with the people it stands for: "a mis padres les molesta".',
    at: (ctx, i) => {
      if (ctx.word(i) !== 'le' || !ctx.joined(i)) return undefined;
      // "A mis padres le molesta": the doubled object opens the clause.
      for (let a = i - 3; a <= i - 2; a++) {
        if (a < 0 || ctx.word(a) !== 'a' || !ctx.joinedRun(a, i)) continue;
        const det = DETERMINERS[ctx.word(a + 1)];
        if (det?.plural && a + 2 === i - 1 && /s$/.test(ctx.word(i - 1))) return { from: i, to: i, replacements: ['les'] };
      }
      // "Le dije a mis amigos que…": a verb of telling, then "a" + a plural noun phrase.
      const verb = spanishVerbs().read(ctx.word(i + 1));
      if (!verb.some((r) => TELLING.has(r.lemma)) || ctx.word(i + 2) !== 'a' || !ctx.joinedRun(i, i + 4)) return undefined;
      const det = DETERMINERS[ctx.word(i + 3)];
      if (!det?.plural || !/s$/.test(ctx.word(i + 4))) return undefined;
      return { from: i, to: i, replacements: ['les'] };
    },
  }),
  defineRule({
    id: 'es/le-indirect',
    name: 'le for the person told',
    message: 'The person one tells or gives something to is "le": "no le he dicho nada", "le dije la verdad".',
    // "A mi jefe no lo he dicho nada": the verb of telling already has its thing (nada, la verdad, que…).
    at: (ctx, i) => {
      const word = ctx.word(i);
      if ((word !== 'lo' && word !== 'la') || !ctx.joined(i)) return undefined;
      let v = i + 1;
      if (/^(he|has|ha|hemos|habéis|han|había|habían)$/.test(ctx.word(v)) && ctx.joined(v)) v += 1;
      const verb = ctx.word(v);
      const telling = spanishVerbs().read(verb).some((r) => ['decir', 'contar', 'explicar', 'preguntar', 'pedir', 'dar'].includes(r.lemma)) || /^(dicho|contado|explicado|preguntado|pedido|dado)$/.test(verb);
      if (!telling || !ctx.joined(v)) return undefined;
      // "se lo dije", "me lo dio": after another pronoun "lo" is the thing.
      if (/^(me|te|se|nos|os)$/.test(ctx.word(i - 1)) || ctx.endsClause(v)) return undefined;
      // "La dije a María que llegaría tarde": the person doubled with "a" may stand between the verb and its thing.
      const person = skipDoubledPerson(ctx, v + 1);
      const next = ctx.word(person ?? v + 1);
      if (person !== undefined && !ctx.joined(person - 1)) return undefined;
      // "Lo dijo el profesor": after a third person an article may open the subject, so only "nada", "algo", "que"
      // count there ("lo dijo todo" is right).
      const third = v === i + 1 ? spanishVerbs().read(verb).some((r) => r.person === 2 || r.person === 5) : /^(ha|han|había|habían)$/.test(ctx.word(i + 1));
      // After the doubled person, "si" opens the thing asked too ("lo pregunté a mi jefe si…").
      const thing = /^(nada|algo|que)$/.test(next) || (person !== undefined && next === 'si') || (!third && person === undefined && /^(la|el|una|un|mi|tu|su|mis|tus|sus)$/.test(next));
      return thing ? { from: i, to: i, replacements: ['le'] } : undefined;
    },
  }),
  definePhraseRule({
    id: 'es/se-me',
    name: 'se me, se lo',
    message: '"se" comes first among object pronouns ("se me olvidó"), and "le" before "lo" becomes "se" ("se lo envié").',
    phrases: {
      'me se': 'se me', 'te se': 'se te', 'nos se': 'se nos', 'os se': 'se os',
      'le lo': 'se lo', 'le la': 'se la', 'le los': 'se los', 'le las': 'se las', 'les lo': 'se lo', 'les la': 'se la', 'les los': 'se los', 'les las': 'se las',
    },
    // "le lo" only before a verb: "le" is always a pronoun, but make sure the next word is no noun.
    unless: (ctx, _from, to) => findNoun(ctx.word(to + 1)) !== undefined,
  }),
  defineRule({
    id: 'es/que-not-quien',
    name: 'que after a noun',
    message: 'A relative clause right after a noun, with no comma, starts with "que": "el hombre que vive al lado".',
    at: (ctx, i) => {
      if (ctx.word(i) !== 'quien' && ctx.word(i) !== 'quienes') return undefined;
      // A noun right before, with its article, and no comma or preposition ("con quien" is right).
      if (!ctx.joined(i - 1) || !ctx.joined(i - 2) || !DETERMINERS[ctx.word(i - 2)] || !(findNoun(ctx.word(i - 1)) || readGenderedForm(ctx.word(i - 1)))) return undefined;
      return { from: i, to: i, replacements: ['que'] };
    },
  }),
  defineRule({
    id: 'es/le-gustar',
    name: 'le with gustar',
    message: 'The person who likes is the indirect object of "gustar", "encantar", "doler": "a mi madre le gusta", "les encanta".',
    // "A mi madre la gusta cocinar": "la/lo" straight before a verb like gustar, which takes no direct object.
    at: (ctx, i) => {
      const word = ctx.word(i);
      if (!/^(la|lo|las|los)$/.test(word) || !ctx.joined(i) || !GUSTAR_FORMS.test(ctx.word(i + 1))) return undefined;
      // "A mis padres la gusta": a plural doubled object before it makes "les".
      const pluralObject = [i - 3, i - 2].some((a) => a >= 0 && ctx.word(a) === 'a' && DETERMINERS[ctx.word(a + 1)]?.plural === true && ctx.joinedRun(a, i));
      return { from: i, to: i, replacements: [word.endsWith('s') || pluralObject ? 'les' : 'le'] };
    },
  }),
];
