import { defineRule, type IntlRule, type RuleContext } from '../intl-rule';
import { type Person, type VerbReading } from '../lexicon/verb-table';
import { PRONOUNS, spanishVerbs } from './agreement-rules';
import { findNoun } from './lexicon';
import { readNosotrosPastInPastFrame } from './nosotros-past-in-past-frame';

/**
 * Preterite or imperfect, only where the sentence leaves no doubt: a childhood habit ("Cuando era
 * niño, iba a la playa todos los veranos") and a first time at a past date ("El año pasado viajé a
 * México por primera vez"). Elsewhere both tenses can be right, so nothing is flagged.
 */
const CHILDHOOD = /\b(cuando|de)\s+(era|éramos|eras|era)?\s*(niño|niña|niños|niñas|pequeño|pequeña|pequeños|pequeñas|joven|jóvenes|chico|chica)\b/i;
const HABIT = /\b(todos\s+los\s+(días|veranos|años|domingos|sábados|lunes|inviernos|meses|fines\s+de\s+semana)|todas\s+las\s+(semanas|tardes|mañanas|noches|navidades)|cada\s+(día|verano|año|semana|domingo|mañana|tarde|noche|invierno)|a\s+menudo|con\s+frecuencia|normalmente|siempre)\b/i;
const PAST_DATE = /\b(ayer|anoche|anteayer|(el|la)\s+(año|semana|mes|verano|invierno|domingo|sábado)\s+pasad[oa]|en\s+(19|20)\d\d)\b/i;

/** The clause holding word k: from the last punctuation before it to the next. */
function clauseText(ctx: RuleContext, k: number): string {
  let from = k;
  while (from > 0 && !/[,;:.!?]/.test(ctx.gapBefore(from))) from--;
  let to = k;
  while (to < ctx.tokens.length - 1 && !ctx.endsClause(to)) to++;
  return ctx.text.slice(ctx.tokens[from]!.start, ctx.tokens[to]!.end);
}

/** The sentence holding word k. */
function sentenceText(ctx: RuleContext, k: number): string {
  let from = k;
  while (from > 0 && !ctx.startsSentence(from)) from--;
  let to = k;
  while (to < ctx.tokens.length - 1 && !ctx.startsSentence(to + 1)) to++;
  return ctx.text.slice(ctx.tokens[from]!.start, ctx.tokens[to]!.end);
}

/** The person of a compound subject closed by a pronoun: "… y yo" is nosotros, "… y tú" vosotros or ustedes. */
const COMPOUND_PERSONS: Record<string, Person[]> = { yo: [3], tú: [4, 5], él: [5], ella: [5], usted: [5] };

/** The readings of word k, narrowed to the person of a subject pronoun right before it ("yo viajaba"). */
function readVerb(ctx: RuleContext, k: number): VerbReading[] {
  const readings = spanishVerbs().read(ctx.word(k));
  // "mi hermana y yo jugamos": a pronoun closing a compound subject with "y" gives the plural's person.
  const compound = ctx.word(k - 2) === 'y' && ctx.joined(k - 2) ? COMPOUND_PERSONS[ctx.word(k - 1)] : undefined;
  const persons = ctx.joined(k - 1) ? compound ?? PRONOUNS[ctx.word(k - 1)] : undefined;
  return persons ? readings.filter((r) => persons.includes(r.person)) : readings;
}

/** "fui a la playa", "fui cada verano a la playa": a destination ("a", "al") later in the clause makes "fui" ir. */
function goesTo(ctx: RuleContext, k: number): boolean {
  for (let m = k + 1; m <= k + 5 && m < ctx.tokens.length && ctx.joined(m - 1); m++) if (/^(a|al)$/.test(ctx.word(m))) return true;
  return false;
}

/** One form for the readings in another tense; "fui" (ser or ir) is read as ir before "a". */
export function retense(ctx: RuleContext, k: number, readings: VerbReading[], tense: number): string | undefined {
  const table = spanishVerbs();
  const chosen = readings.length > 1 && readings.some((r) => r.lemma === 'ir') && goesTo(ctx, k) ? readings.filter((r) => r.lemma === 'ir') : readings;
  const forms = new Set(chosen.map((r) => table.conjugate(r.lemma, tense, r.person)));
  return forms.size === 1 ? [...forms][0] : undefined;
}

const HABER_PRESENT: Record<string, Person> = { he: 0, has: 1, ha: 2, hemos: 3, habéis: 4, han: 5 };
const IRREGULAR_PARTICIPLES: Record<string, string> = {
  visto: 'ver', hecho: 'hacer', dicho: 'decir', escrito: 'escribir', puesto: 'poner', vuelto: 'volver', abierto: 'abrir', roto: 'romper', muerto: 'morir', ido: 'ir', descubierto: 'descubrir', devuelto: 'devolver', resuelto: 'resolver',
};
/** A finished past time: with it the present perfect ("ayer he comido") should be the preterite. */
export const FINISHED_PAST = /\b(ayer|anoche|anteayer|(el|la)\s+(año|semana|mes|verano|invierno|lunes|martes|miércoles|jueves|viernes|sábado|domingo)\s+pasad[oa]|en\s+(19|20)\d\d|hace\s+(dos|tres|cuatro|cinco|diez|muchos|unos|varios)\s+(años|meses|días|semanas))(?![\p{L}])/iu;

/** The infinitive of a participle: "comido" → comer or comir, whichever the table has; "visto" → ver. */
function lemmaOfParticiple(word: string): string | undefined {
  if (IRREGULAR_PARTICIPLES[word]) return IRREGULAR_PARTICIPLES[word];
  const stem = /^(\p{L}+)(ado|ído|ido)$/u.exec(word);
  if (!stem) return undefined;
  const candidates = stem[2] === 'ado' ? [`${stem[1]}ar`] : [`${stem[1]}er`, `${stem[1]}ir`, `${stem[1]}ír`];
  const known = candidates.filter((lemma) => spanishVerbs().forms(lemma));
  return known.length === 1 ? known[0] : undefined;
}

const SER_PRETERITE_TO_IMPERFECT: Record<string, string> = { fui: 'era', fuiste: 'eras', fue: 'era', fuimos: 'éramos', fuisteis: 'erais', fueron: 'eran' };
const LIFE_STAGES = /^(niño|niña|niños|niñas|pequeño|pequeña|pequeños|pequeñas|joven|jóvenes|chico|chica|chicos|chicas|adolescente|adolescentes|bebé|bebés)$/;

/** Verbs of a one-off event: in the imperfect they would make it a habit or a scene. */
const EVENT_VERBS = new Set('encontrar recibir perder romper caer tropezar chocar decidir descubrir robar'.split(' '));
const RINGERS = /^(timbre|teléfono|móvil|despertador|alarma|celular)$/;
/** A single past day or moment: "ayer", "anoche", "el otro día", "de repente". */
const ONE_DAY = /\b(ayer|anoche|anteayer|esta mañana|el otro día|de repente|de pronto|(el|la)\s+(lunes|martes|miércoles|jueves|viernes|sábado|domingo|semana)\s+pasad[oa])\b/iu;

/** A stretch of time with its end in view: "todo el día", "toda la tarde", "toda la semana". */
const WHOLE_STRETCH = /\b(todo\s+el\s+(día|rato|fin\s+de\s+semana)|toda\s+la\s+(mañana|tarde|noche|semana))\b/iu;

const TIME_NOUN = /^(lunes|martes|miércoles|jueves|viernes|sábado|domingo|semana|mes|año|día|fin|verano|invierno|mañana|tarde|noche)$/;

/**
 * "estaba" is yo or él: with no subject before it in its clause (a determiner or a name would open one), the
 * sentence's other words tell the first person ("plantamos", "mi", "me"); the weather is always the third.
 */
export function narrowPerson(ctx: RuleContext, k: number, readings: VerbReading[]): VerbReading[] {
  const persons = new Set(readings.map((r) => r.person));
  if (!persons.has(0) || !persons.has(2)) return readings;
  if (readings.every((r) => /^(llover|nevar|granizar|tronar)$/.test(r.lemma))) return readings.filter((r) => r.person === 2);
  let from = k;
  while (from > 0 && !/[,;:.!?]/.test(ctx.gapBefore(from))) from--;
  for (let m = from; m < k; m++) {
    // "El viernes", "la semana pasada": a time phrase is no subject.
    if (TIME_NOUN.test(ctx.word(m + 1)) || TIME_NOUN.test(ctx.word(m))) continue;
    if (/^(el|la|los|las|un|una|mi|tu|su|mis|tus|sus|él|ella|usted)$/.test(ctx.word(m)) || (m > 0 && /^\p{Lu}/u.test(ctx.tokens[m]!.text))) return readings.filter((r) => r.person === 2);
  }
  const firstPerson = ctx.tokens.some((t, m) => m !== k && (/^(me|mi|mis|yo|nosotros|nosotras|nos|nuestro|nuestra)$/.test(t.lower) || spanishVerbs().read(t.lower).some((r) => r.person === 3 && !findNoun(t.lower))));
  return firstPerson ? readings.filter((r) => r.person === 0) : readings;
}

/** The subject of a "mientras" clause from `from` to `to`: a pronoun, a name, or a determiner and a noun of the lexicon. */
/** Activities that go on for a while, the usual background of "mientras" ("mientras caminaba, paseaba, cocinaba"). */
const ONGOING_ACTIVITIES = new Set('caminar pasear correr cocinar conducir nadar cenar desayunar ducharse bañarse'.split(' '));
/** One-off events that break into an activity: the verbs that take a background. */
const INTERRUPTING_EVENTS = new Set([...EVENT_VERBS, 'ver', 'oír', 'sonar', 'llamar', 'aparecer', 'encontrarse']);

/** After the "mientras" clause's comma, the next clause's first verb is a preterite one-off event ("…, encontré una cartera"). */
function interruptedBy(ctx: RuleContext, i: number): boolean {
  let k = i;
  while (k < ctx.tokens.length - 1 && k < i + 8 && ctx.joined(k)) k++;
  if (k >= i + 8 || !/^\s*,\s*$/.test(ctx.gapAfter(k))) return false;
  for (let m = k + 1; m < Math.min(ctx.tokens.length, k + 4); m++) {
    const readings = spanishVerbs().read(ctx.word(m));
    if (readings.length === 0) continue;
    return readings.every((r) => r.tense === 2) && readings.some((r) => INTERRUPTING_EVENTS.has(r.lemma));
  }
  return false;
}

function isMientrasSubject(ctx: RuleContext, from: number, to: number): boolean {
  if (from === to) return PRONOUNS[ctx.word(from)] !== undefined || /^\p{Lu}\p{Ll}+$/u.test(ctx.tokens[from]?.text ?? '');
  return to === from + 1 && /^(mi|tu|su|mis|tus|sus|el|la|los|las|nuestro|nuestra|nuestros|nuestras)$/.test(ctx.word(from)) && findNoun(ctx.word(to)) !== undefined;
}

export const TENSE_RULES: IntlRule[] = [
  defineRule({
    id: 'es/preterite-whole-stretch',
    name: 'Preterite for a stretch of time that ended',
    message: 'A whole stretch of one past day ("ayer … todo el día") is seen as finished: it takes the preterite ("ayer estuve en el huerto todo el día").',
    // "Ayer estaba en el huerto todo el día": an imperfect with "todo el día", "toda la tarde" in its clause, on one
    // past day; not as a background ("mientras", "cuando") nor a habit ("cada", "siempre").
    at: (ctx, i) => {
      const readings = readVerb(ctx, i);
      if (readings.length === 0 || !readings.every((r) => r.tense === 1)) return undefined;
      const sentence = sentenceText(ctx, i);
      // "El viernes estaba…": one weekday named in a past sentence is that past day.
      const day = ONE_DAY.test(sentence) || /(?<![\p{L}])el\s+(lunes|martes|miércoles|jueves|viernes|sábado|domingo)(?![\p{L}])/iu.test(sentence);
      if (!WHOLE_STRETCH.test(clauseText(ctx, i)) || !day || /\b(mientras|cuando|siempre|cada|todos|todas|normalmente|solía)\b/iu.test(sentence)) return undefined;
      // With nothing to tell yo from él, both forms are offered, the writer's own first.
      const narrowed = narrowPerson(ctx, i, readings);
      const forms = [...new Set(narrowed.map((r) => spanishVerbs().conjugate(r.lemma, 2, r.person)).filter((f): f is string => Boolean(f)))];
      const lemmas = new Set(narrowed.map((r) => r.lemma));
      return lemmas.size === 1 && forms.length > 0 && !forms.includes(ctx.word(i)) ? { from: i, to: i, replacements: forms } : undefined;
    },
  }),
  defineRule({
    id: 'es/era-nino',
    name: 'era for a stage of life',
    message: 'A stage of life is described with the imperfect: "cuando era pequeño".',
    at: (ctx, i) => {
      const fix = SER_PRETERITE_TO_IMPERFECT[ctx.word(i)];
      if (!fix || !/^(cuando|yo|tú|él|ella|nosotros|nosotras)$/.test(ctx.word(i - 1)) || !ctx.joinedRun(i - 1, i + 1)) return undefined;
      const stage = /^(muy|más)$/.test(ctx.word(i + 1)) ? ctx.word(i + 2) : ctx.word(i + 1);
      const opensWithCuando = ctx.word(i - 1) === 'cuando' || (ctx.word(i - 2) === 'cuando' && ctx.joined(i - 2));
      return LIFE_STAGES.test(stage) && opensWithCuando ? { from: i, to: i, replacements: [fix] } : undefined;
    },
  }),
  defineRule({
    id: 'es/mientras-imperfect',
    name: 'Imperfect after mientras',
    message: 'An action going on ("mientras estudiaba") beside another in the imperfect takes the imperfect too.',
    at: (ctx, i) => {
      // "mientras" right before the verb, or before its subject: a pronoun, a name, a determiner and a noun ("Mientras mi padre cocinó").
      const opener = ctx.word(i - 1) === 'mientras' ? i - 1 : [2, 3].map((n) => i - n).find((m) => ctx.word(m) === 'mientras' && isMientrasSubject(ctx, m + 1, i - 1));
      if (opener === undefined) return undefined;
      const readings = readVerb(ctx, i);
      if (readings.length === 0 || !readings.every((r) => r.tense === 2) || !ctx.joinedRun(opener, i)) return undefined;
      // The other clause is in the imperfect: "Mientras yo estudié, mi hermano veía la tele", "Yo leía mientras mi hermano lavó…".
      const sentence = ctx.tokens.filter((t, k) => k !== i && Math.abs(t.start - ctx.tokens[i]!.end) < 80 && !/[.!?]/.test(ctx.text.slice(Math.min(t.end, ctx.tokens[i]!.end), Math.max(t.start, ctx.tokens[i]!.start))));
      const imperfectElsewhere = sentence.some((t) => spanishVerbs().read(t.lower).some((r) => r.tense === 1) && !spanishVerbs().read(t.lower).some((r) => r.tense !== 1));
      // "mientras caminé por la playa, encontré una cartera": an ongoing activity interrupted by a one-off event (the
      // next clause's first verb, a preterite of EVENT_VERBS or "ver/oír/sonar") is its background; "Mientras viví en
      // París, aprendí francés" (a bounded stretch beside another) stays.
      const interrupted = !imperfectElsewhere && readings.every((r) => ONGOING_ACTIVITIES.has(r.lemma)) && interruptedBy(ctx, i);
      if (!imperfectElsewhere && !interrupted) return undefined;
      const fix = retense(ctx, i, readings, 1);
      return fix && fix !== ctx.word(i) ? { from: i, to: i, replacements: [fix] } : undefined;
    },
  }),
  defineRule({
    id: 'es/preterite-finished-past',
    name: 'Preterite with a finished past time',
    message: 'With "ayer", "el año pasado" and other finished times, Spanish uses the preterite: "ayer comí", not "ayer he comido".',
    confidence: 0.7,
    at: (ctx, i) => {
      const person = HABER_PRESENT[ctx.word(i)];
      if (person === undefined || !ctx.joined(i)) return undefined;
      const lemma = lemmaOfParticiple(ctx.word(i + 1));
      // The marker in the same sentence, and no "hoy", "esta semana", "todavía" that keep the perfect.
      const sentence = sentenceText(ctx, i);
      if (!lemma || !FINISHED_PAST.test(sentence) || /\b(hoy|esta|este|todavía|nunca|siempre|ya|alguna|desde)\b/i.test(sentence)) return undefined;
      const fix = spanishVerbs().conjugate(lemma, 2, person);
      return fix ? { from: i, to: i + 1, replacements: [fix] } : undefined;
    },
  }),
  defineRule({
    id: 'es/imperfect-habit',
    name: 'Imperfect for a past habit',
    message: 'A habit in the past ("cuando era niño… todos los veranos") takes the imperfect: "iba", not "fui".',
    at: (ctx, i) => {
      // "jugamos" is present and preterite alike: in a sentence another verb sets in the past, the preterite.
      const readings = readNosotrosPastInPastFrame(ctx, i, readVerb(ctx, i));
      if (readings.length === 0 || !readings.every((r) => r.tense === 2) || !CHILDHOOD.test(sentenceText(ctx, i))) return undefined;
      const clause = clauseText(ctx, i);
      // The habit is in this verb's clause, and the clause is not the "cuando era niño" one itself.
      if (!HABIT.test(clause) || CHILDHOOD.test(clause)) return undefined;
      const fix = retense(ctx, i, readings, 1);
      return fix && fix !== ctx.word(i) ? { from: i, to: i, replacements: [fix] } : undefined;
    },
  }),
  defineRule({
    id: 'es/preterite-first-time',
    name: 'Preterite for a first time',
    message: 'One completed event at a past date takes the preterite: "el año pasado viajé a México por primera vez".',
    at: (ctx, i) => {
      const readings = readVerb(ctx, i);
      if (readings.length === 0 || !readings.every((r) => r.tense === 1)) return undefined;
      const clause = clauseText(ctx, i);
      if (!/\bpor\s+primera\s+vez\b/i.test(clause) || !PAST_DATE.test(sentenceText(ctx, i)) || /\b(mientras|cuando)\b/i.test(clause)) return undefined;
      const fix = retense(ctx, i, readings, 2);
      return fix && fix !== ctx.word(i) ? { from: i, to: i, replacements: [fix] } : undefined;
    },
  }),
  defineRule({
    id: 'es/preterite-interrupting',
    name: 'Preterite for an event against a background',
    message: 'One event that happens while something was going on takes the preterite: "mientras caminaba, encontré una cartera".',
    // "Ayer, mientras caminaba por el parque, encontraba una cartera": the "mientras" clause in the imperfect is the
    // background; a one-off verb (find, receive, lose, break, fall) outside it, on a single past day, is the event.
    at: (ctx, i) => {
      const readings = readVerb(ctx, i);
      if (readings.length === 0 || !readings.every((r) => r.tense === 1)) return undefined;
      // "sonaba el timbre": a bell or a phone ringing into the scene is one event too, whatever the day.
      const ringing = readings.every((r) => r.lemma === 'sonar') && /^(el|mi|tu|su)$/.test(ctx.word(i + 1)) && RINGERS.test(ctx.word(i + 2)) && ctx.joinedRun(i, i + 2);
      if (!ringing && !readings.every((r) => EVENT_VERBS.has(r.lemma))) return undefined;
      const clause = clauseText(ctx, i);
      const sentence = sentenceText(ctx, i);
      if (/\b(mientras|cuando|siempre|cada|todos|todas|a menudo|normalmente|soler|solía|constantemente|sin parar|todo el rato)\b/i.test(clause) || (!ringing && !ONE_DAY.test(sentence))) return undefined;
      // The word after "mientras", or after its subject pronoun, is an imperfect.
      const background = /\bmientras\s+(\p{L}+)(?:\s+(\p{L}+))?/iu.exec(sentence);
      const backgroundVerb = background && (PRONOUNS[background[1]!.toLowerCase()] || /^(me|te|se|nos|os)$/i.test(background[1]!) ? background[2] : background[1]);
      if (!backgroundVerb || !spanishVerbs().read(backgroundVerb.toLowerCase()).some((r) => r.tense === 1)) return undefined;
      // "encontraba" is yo or él: with no subject named after "mientras" the writer tells their own day, so "yo"
      // comes first; "mientras mi padre caminaba" names a third person.
      const thirdNamed = /^(él|ella|usted|ellos|ellas|mi|tu|su|el|la|los|las|mis|tus|sus|un|una)$/.test(background![1]!.toLowerCase());
      // A ringing bell is its own subject, in the third person.
      const persons = ringing ? [2 as Person] : [...new Set(readings.map((r) => r.person))].sort((a, b) => (thirdNamed ? b - a : a - b));
      const fixes = persons.flatMap((person) => retense(ctx, i, readings.filter((r) => r.person === person), 2) ?? []);
      return fixes.length > 0 && !fixes.includes(ctx.word(i)) ? { from: i, to: i, replacements: fixes } : undefined;
    },
  }),
];
