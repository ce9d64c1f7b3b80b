import { defineRule, type IntlRule, type RuleContext } from '../intl-rule';
import { type Person } from '../lexicon/verb-table';
import { BETWEEN, PRONOUNS, readSpanishNounSubject, spanishVerbs } from './agreement-rules';
import { findNoun, readAdjective } from './lexicon';

// Present-tense verbs and phrases after which "que" opens a clause in the subjunctive: wishes,
// requests, needs and judgements. Not "creo que", "es verdad que" (indicative), nor past triggers
// ("quería que" wants the imperfect subjunctive), nor "es mejor que" (a comparison as often).
const TRIGGERS = new Set(
  `quiero quieres quiere queremos queréis quieren espero esperas espera esperamos esperan necesito necesitas necesita
  necesitamos necesitan prefiero prefieres prefiere preferimos prefieren pido pides pide pedimos piden deseo desea
  recomiendo recomienda sugiero sugiere exijo exige ojalá para`.split(/\s+/),
);
// "Espero que mañana haga sol": a time adverb may open the clause.
const TIME_ADVERBS = new Set(['mañana', 'hoy', 'pronto', 'ahora', 'luego', 'después', 'esta', 'noche']);
const JUDGEMENTS = new Set('importante necesario posible imposible probable fundamental urgente raro normal'.split(' '));

const IRREGULAR: Record<string, string[]> = {
  ser: ['sea', 'seas', 'sea', 'seamos', 'seáis', 'sean'],
  estar: ['esté', 'estés', 'esté', 'estemos', 'estéis', 'estén'],
  ir: ['vaya', 'vayas', 'vaya', 'vayamos', 'vayáis', 'vayan'],
  saber: ['sepa', 'sepas', 'sepa', 'sepamos', 'sepáis', 'sepan'],
  haber: ['haya', 'hayas', 'haya', 'hayamos', 'hayáis', 'hayan'],
  dar: ['dé', 'des', 'dé', 'demos', 'deis', 'den'],
  caber: ['quepa', 'quepas', 'quepa', 'quepamos', 'quepáis', 'quepan'],
};
const ENDINGS = ['', 's', '', 'mos', 'is', 'n'];

/** "busc" + e → "busque": the spelling keeps the consonant's sound before e. */
function spellBeforeE(stem: string): string {
  return stem.replace(/c$/, 'qu').replace(/g$/, 'gu').replace(/z$/, 'c');
}

/**
 * The present subjunctive, built from the first person of the present ("tengo" → "tenga"). The
 * stem-changing -ir verbs' nosotros/vosotros forms ("durmamos") are left out: undefined.
 */
export function formPresentSubjunctive(lemma: string, person: Person): string | undefined {
  if (IRREGULAR[lemma]) return IRREGULAR[lemma][person];
  const yo = spanishVerbs().conjugate(lemma, 0, 0);
  const type = lemma.slice(-2).replace('í', 'i');
  if (!yo?.endsWith('o') || !['ar', 'er', 'ir'].includes(type)) return undefined;
  let stem = yo.slice(0, -1);
  const vowel = type === 'ar' ? 'e' : 'a';
  if (person === 3 || person === 4) {
    const infinitiveStem = lemma.slice(0, -2);
    const diphthong = stem.replace('ie', 'e') === infinitiveStem || stem.replace('ue', 'o') === infinitiveStem || stem.replace('ue', 'u') === infinitiveStem;
    if (stem !== infinitiveStem) {
      if (diphthong && type !== 'ir') stem = infinitiveStem;
      else if (diphthong || stem.length === infinitiveStem.length) return undefined;
    }
  }
  const base = type === 'ar' ? spellBeforeE(stem) : stem;
  const accented = person === 4 ? (vowel === 'e' ? 'é' : 'á') : vowel;
  return base + accented + ENDINGS[person];
}

/** Whether a word already is a present subjunctive of some verb ("sienta" of sentir, "vengas"). */
/**
 * "sale", "viene", "pone": the present of a verb whose first person is irregular (salgo, vengo, pongo,
 * conozco), a form frequent enough to be read first, though "sale" is also the subjunctive of "salar".
 */
function isIrregularYoIndicative(word: string): boolean {
  return spanishVerbs()
    .read(word)
    .some((r) => {
      const yo = spanishVerbs().conjugate(r.lemma, 0, 0) ?? '';
      return r.tense === 0 && r.person !== 0 && /(?:go|zco)$/.test(yo) && yo !== `${r.lemma.slice(0, -2)}o`;
    });
}

export function isSubjunctive(word: string): boolean {
  if (isIrregularYoIndicative(word)) return false;
  const match = /^(.+?)(e|es|emos|éis|en|a|as|amos|áis|an)$/.exec(word);
  if (!match) return Object.values(IRREGULAR).some((forms) => forms.includes(word));
  if (Object.values(IRREGULAR).some((forms) => forms.includes(word))) return true;
  const stem = match[1]!;
  const yoForms = [`${stem}o`, `${stem.replace(/qu$/, 'c').replace(/gu$/, 'g').replace(/c$/, 'z')}o`];
  return yoForms.some((yo) =>
    spanishVerbs()
      .read(yo)
      .filter((r) => r.tense === 0 && r.person === 0)
      .some((r) => ([0, 1, 2, 3, 4, 5] as Person[]).some((p) => formPresentSubjunctive(r.lemma, p) === word)),
  );
}

// Belief denied and doubt take the subjunctive: "no creo que tenga razón", "dudo que venga".
const DENIED_BELIEF = new Set('creo crees cree creemos creen pienso piensas piensa pensamos piensan'.split(' '));
const DOUBT = new Set('dudo dudas duda dudamos dudan'.split(' '));

/** The index of "que" when a trigger ends right before it ("quiero que", "es importante que", "ojalá que"). */
function isTrigger(ctx: RuleContext, que: number): boolean {
  // "Ojalá llueve": "ojalá" needs no "que".
  if (ctx.word(que) === 'ojalá') return true;
  const before = ctx.word(que - 1);
  if (!ctx.joined(que - 1)) return false;
  if (before === 'y' || before === 'o') return continuesTrigger(ctx, que - 1);
  if (TRIGGERS.has(before) || DOUBT.has(before)) return true;
  // "Me alegro de que te guste", "Me molesta que llegues tarde": a feeling about what "que" says takes the subjunctive.
  if (before === 'de' && /^(alegro|alegras|alegra|alegramos|alegráis|alegran)$/.test(ctx.word(que - 2)) && ctx.joined(que - 2)) return true;
  if (/^(alegra|alegran|molesta|molestan|sorprende|sorprenden|preocupa|preocupan|extraña)$/.test(before) && /^(me|te|le|nos|os|les)$/.test(ctx.word(que - 2)) && ctx.joined(que - 2)) return true;
  if (DENIED_BELIEF.has(before) && ctx.word(que - 2) === 'no' && ctx.joined(que - 2)) return true;
  return JUDGEMENTS.has(before) && ctx.word(que - 2) === 'es' && ctx.joined(que - 2);
}

/**
 * "Ojalá que tengas suerte y que todo salga bien": a second "que" joined by "y" or "o" goes on with the
 * wish of the first, in the same sentence.
 */
function continuesTrigger(ctx: RuleContext, conjunction: number): boolean {
  for (let k = conjunction - 1; k >= 0; k--) {
    if ((ctx.word(k) === 'que' || ctx.word(k) === 'ojalá') && k !== conjunction - 1) return isTrigger(ctx, k);
    if (ctx.startsSentence(k)) return false;
  }
  return false;
}

/**
 * The imperfect subjunctive from the preterite's third person plural: tuvieron → tuviera, tuviéramos.
 */
export function formImperfectSubjunctive(lemma: string, person: Person): string | undefined {
  const plural = spanishVerbs().conjugate(lemma, 2, 5);
  if (!plural?.endsWith('ron')) return undefined;
  const stem = plural.slice(0, -3);
  if (person === 3) return `${stem.slice(0, -1)}${({ a: 'á', e: 'é' } as Record<string, string>)[stem.slice(-1)] ?? stem.slice(-1)}ramos`;
  return stem + ['ra', 'ras', 'ra', '', 'rais', 'ran'][person];
}

const BARE_VOWEL: Record<string, string> = { á: 'a', é: 'e', í: 'i', ó: 'o', ú: 'u' };

/**
 * "llámame", "dímelo", "explíquenoslo": a command with its pronouns joined, which takes a written accent; the
 * form without the pronouns and the accent must be a present (tú: "llama") or subjunctive (usted: "llame") of the table.
 */
function isEncliticCommand(word: string): boolean {
  const match = /^(\p{Ll}+?)((?:me|te|se|nos|os)?(?:lo|la|los|las|le|les)?)$/u.exec(word);
  if (!match || !match[2] || !/[áéíóú]/.test(match[1]!)) return false;
  const base = match[1]!.replace(/[áéíóú]/g, (c) => BARE_VOWEL[c]!);
  // "envíamela", "continúalo": a command whose own accent is written ("envía") keeps it before the pronouns.
  const command = (form: string) => spanishVerbs().read(form).some((r) => r.person === 2 || r.person === 1);
  return /[aeo]$/.test(base) && (command(base) || (/[íú]/.test(match[1]!) && command(match[1]!)));
}

/**
 * "Deja el pastel…", "Mezcla todo…": the sentence opens with a kitchen instruction (a tú command of the recipe
 * verbs; "Trabaja el campo hasta que sale el sol" may tell a habit), followed by its object.
 */
const RECIPE_COMMANDS = /^(deja|mezcla|cocina|hornea|remueve|bate|calienta|fríe|cuece|hierve|añade|agrega|revuelve|amasa|sofríe|tuesta|dora|saltea|cocínalo|cocínala)$/;
function opensWithCommand(ctx: RuleContext, i: number): boolean {
  let start = i;
  while (start > 0 && !ctx.startsSentence(start)) start--;
  return start < i && RECIPE_COMMANDS.test(ctx.word(start)) && /^(el|la|los|las|un|una|todo|toda|todos|todas|lo)$/.test(ctx.word(start + 1));
}

/** Conjunctions of time after which the future is expressed by the subjunctive: "cuando llegue". */
const TIME_CONJUNCTIONS = new Set(['cuando', 'mientras']);
const TIME_PHRASES: Record<string, string> = { 'hasta que': 'que', 'en cuanto': 'cuanto', 'tan pronto como': 'como', 'antes de que': 'que', 'después de que': 'que' };
/** Verbs before which "cuando" or "si" opens an indirect question: "no sé cuando llegaré", "me pregunto si vendría". */
const ASKING = /^(sé|sabe|sabes|saben|sabemos|pregunto|pregunta|preguntó|preguntas|idea|dime|dice|dijo|saber|preguntar)$/;

/** A capitalised word inside a sentence, not joined to another name by "y"/"e": one person's name. */
function isLoneName(ctx: RuleContext, v: number): boolean {
  return /^\p{Lu}\p{Ll}+$/u.test(ctx.tokens[v]?.text ?? '') && !ctx.startsSentence(v) && ctx.joined(v) && !/^(y|e|o)$/.test(ctx.word(v + 1));
}

/**
 * The subject and verb after a conjunction at c: {verb index, persons} (a pronoun, a noun phrase, or none).
 * `alsoSkip`: words besides BETWEEN that may stand between the subject and its verb.
 */
// "que todo salga bien", "que nadie venga": a pronoun of the third person singular as the subject.
const INDEFINITE_SUBJECTS: Record<string, Person[]> = { todo: [2], nada: [2], nadie: [2], alguien: [2], algo: [2], esto: [2], eso: [2] };

function readClause(ctx: RuleContext, c: number, alsoSkip?: ReadonlySet<string>): { v: number; persons?: Person[] } {
  let v = c + 1;
  let persons: Person[] | undefined = PRONOUNS[ctx.word(v)] ?? INDEFINITE_SUBJECTS[ctx.word(v)];
  if (persons) v += 1;
  else {
    const subject = readSpanishNounSubject(ctx, v);
    if (subject) {
      persons = [subject.plural ? 5 : 2];
      v = subject.end + 1;
    } else if (isLoneName(ctx, v)) {
      // "Espero que Marta viene": a name alone is the third person singular.
      persons = [2];
      v += 1;
    }
  }
  while ((BETWEEN.has(ctx.word(v)) || alsoSkip?.has(ctx.word(v))) && ctx.joined(v - 1)) v++;
  return { v, persons };
}

/** The conditional's person and its lemma, through the future of the same stem: "tendría" → tendré → tener. */
function readConditional(word: string): { lemma: string; persons: Person[] } | undefined {
  const match = /^(.+r)(ía|ías|íamos|íais|ían)$/.exec(word);
  if (!match) return undefined;
  const future = spanishVerbs()
    .read(`${match[1]}é`)
    .filter((r) => r.tense === 3 && r.person === 0);
  const lemmas = new Set(future.map((r) => r.lemma));
  if (lemmas.size !== 1) return undefined;
  const persons = ({ ía: [0, 2], ías: [1], íamos: [3], íais: [4], ían: [5] } as Record<string, Person[]>)[match[2]!]!;
  return { lemma: [...lemmas][0]!, persons };
}

/** Verbs of looking for or needing: a person not yet known after them is described in the subjunctive. */
const SEEKING = /^(busco|buscas|busca|buscamos|buscan|buscando|buscar|necesito|necesitas|necesita|necesitamos|necesitan|necesitando|necesitar|quiero|queremos)$/;

/** Persons sought or needed with "un"/"una" (besides -ista, -ero, -dor, -ante, -ente nouns). */
const UNKNOWN_PERSON = /^(persona|chico|chica|profesor|profesora|médico|médica|secretario|secretaria|abogado|abogada|técnico|técnica|guía|niñera|canguro|compañero|compañera|traductor|traductora|cocinero|cocinera)$/;

/**
 * "Busco un piso que tiene dos habitaciones": after busco/necesito (not "quiero", which may name a thing one has)
 * + un/una + a thing (a noun of the lexicon, perhaps with an adjective), the relative clause describes something
 * not yet found. The index of the "que", or undefined.
 */
function isSoughtThingClause(ctx: RuleContext, q: number): boolean {
  if (ctx.word(q) !== 'que' || !ctx.joined(q - 1) || !ctx.joined(q)) return false;
  const n = findNoun(ctx.word(q - 1)) ? q - 1 : readAdjective(ctx.word(q - 1)) && findNoun(ctx.word(q - 2)) ? q - 2 : undefined;
  if (n === undefined || findNoun(ctx.word(n))!.plural || UNKNOWN_PERSON.test(ctx.word(n)) || !/^(un|una)$/.test(ctx.word(n - 1))) return false;
  return /^(busco|buscamos|buscando|necesito|necesitamos|necesitan|necesita)$/.test(ctx.word(n - 2)) && ctx.joinedRun(n - 2, q);
}

/** The present subjunctive for a present indicative of the third person singular, or undefined. */
const LOCATION_ADVERBS = /^(cerca|lejos|enfrente|junto|aquí|allí|ahí|allá)$/;

function subjunctiveOfThirdPerson(verb: string): string | undefined {
  if (isSubjunctive(verb)) return undefined;
  const fixes = new Set(
    spanishVerbs()
      .read(verb)
      .filter((r) => r.tense === 0 && r.person === 2)
      .map((r) => formPresentSubjunctive(r.lemma, r.person)),
  );
  const fix = fixes.size === 1 ? [...fixes][0] : undefined;
  return fix && fix !== verb ? fix : undefined;
}

export const MOOD_RULES: IntlRule[] = [
  defineRule({
    id: 'es/subjunctive-thing-sought',
    name: 'Subjunctive for something not yet found',
    message: 'Something looked for, not yet found, is described in the subjunctive: "busco un piso que tenga balcón".',
    // "Busco un piso que tiene dos habitaciones y está cerca": the verb after "que", and a second one joined by "y".
    at: (ctx, i) => {
      if (isSoughtThingClause(ctx, i)) {
        // "un trabajo que es cerca de mi casa": where a thing is takes estar, so "esté", not "sea".
        const place = ctx.word(i + 1) === 'es' && LOCATION_ADVERBS.test(ctx.word(i + 2)) && ctx.joined(i + 1);
        const fix = place ? 'esté' : subjunctiveOfThirdPerson(ctx.word(i + 1));
        return fix ? { from: i + 1, to: i + 1, replacements: [fix] } : undefined;
      }
      if (ctx.word(i) !== 'y' || !ctx.joined(i)) return undefined;
      for (let q = i - 2; q >= Math.max(0, i - 8); q--) {
        if (!ctx.joined(q)) return undefined;
        if (!isSoughtThingClause(ctx, q)) continue;
        const first = ctx.word(q + 1);
        if (!isSubjunctive(first) && !subjunctiveOfThirdPerson(first)) return undefined;
        const fix = subjunctiveOfThirdPerson(ctx.word(i + 1));
        return fix ? { from: i + 1, to: i + 1, replacements: [fix] } : undefined;
      }
      return undefined;
    },
  }),
  defineRule({
    id: 'es/subjunctive-unknown-person',
    name: 'Subjunctive for someone not yet known',
    message: 'Someone looked for or needed, not yet known, is described in the subjunctive: "busco a alguien que sepa inglés".',
    // "Estoy buscando a alguien que sabe arreglar lavadoras" → "sepa"; "conozco a alguien que sabe" is a real person and stays.
    at: (ctx, i) => {
      if (ctx.word(i) !== 'que' || !ctx.joined(i - 1) || !ctx.joined(i)) return undefined;
      // "Necesitamos un recepcionista que sabe inglés": "un"/"una" and a person not yet known, as "alguien".
      const someone = /^(un|una)$/.test(ctx.word(i - 2)) && (UNKNOWN_PERSON.test(ctx.word(i - 1)) || /\p{L}{3}(ista|ero|era|dor|dora|ante|ente|enta)$/u.test(ctx.word(i - 1)));
      if (ctx.word(i - 1) !== 'alguien' && !someone) return undefined;
      const a = someone ? i - 3 : ctx.word(i - 2) === 'a' ? i - 3 : i - 2;
      if (!SEEKING.test(ctx.word(a)) || !ctx.joinedRun(a, i)) return undefined;
      const v = i + 1;
      const verb = ctx.word(v);
      if (isSubjunctive(verb)) return undefined;
      const present = spanishVerbs().read(verb).filter((r) => r.tense === 0 && r.person === 2);
      const fixes = new Set(present.map((r) => formPresentSubjunctive(r.lemma, r.person)));
      const fix = fixes.size === 1 ? [...fixes][0] : undefined;
      return fix && fix !== verb ? { from: v, to: v, replacements: [fix] } : undefined;
    },
  }),
  defineRule({
    id: 'es/subjunctive-after-cuando',
    name: 'Subjunctive after cuando for the future',
    message: 'A future time after "cuando", "hasta que", "en cuanto"… takes the present subjunctive: "cuando llegue".',
    at: (ctx, i) => {
      const word = ctx.word(i);
      const phrase = Object.keys(TIME_PHRASES).find((p) => p.split(' ').every((w, k) => ctx.word(i - p.split(' ').length + 1 + k) === w));
      if (!TIME_CONJUNCTIONS.has(word) && !phrase) return undefined;
      if (/¿\s*$/.test(ctx.gapBefore(i)) || (ASKING.test(ctx.word(i - 1)) && ctx.joined(i - 1))) return undefined;
      let { v, persons } = readClause(ctx, i);
      if (!ctx.joinedRun(i, v) || isSubjunctive(ctx.word(v))) return undefined;
      // "hasta que la mezcla está espumosa": "la" + a noun that is also a verb form ("mezcla") is the subject
      // when a verb follows it; the verb to mend is that one, in the subject's person.
      if (/^(la|las|lo|los)$/.test(ctx.word(v - 1)) && ctx.joined(v) && (spanishVerbs().read(ctx.word(v + 1)).length > 0 || isSubjunctive(ctx.word(v + 1)))) {
        persons = ctx.word(v - 1).endsWith('s') ? [5] : [2];
        v += 1;
        if (isSubjunctive(ctx.word(v))) return undefined;
      }
      // The future, or the present when the sentence speaks of the future ("Te llamo cuando llego mañana",
      // "Te llamaré cuando llego"): "cuando llego a casa, como" is a habit and stays.
      const sentence = ctx.tokens.filter((t) => !ctx.tokens.slice(i, ctx.tokens.indexOf(t)).some((_, m) => /[.!?]/.test(ctx.gapAfter(i + m))));
      // A command speaks of what is still to come too: "Cuando llegues, llámame", "Deja el pastel hasta que esté dorado".
      const command = sentence.some((t) => isEncliticCommand(t.lower)) || (phrase === 'hasta que' && opensWithCommand(ctx, i));
      const futureTime = command || sentence.some((t) => /^(mañana|pronto|luego|próximo|próxima|viene)$/.test(t.lower) || spanishVerbs().read(t.lower).some((r) => r.tense === 3));
      const readings = spanishVerbs()
        .read(ctx.word(v))
        .filter((r) => (r.tense === 3 || (r.tense === 0 && futureTime)) && (!persons || persons.includes(r.person)));
      const fixes = new Set(readings.map((r) => formPresentSubjunctive(r.lemma, r.person)));
      const fix = fixes.size === 1 ? [...fixes][0] : undefined;
      return fix && fix !== ctx.word(v) ? { from: v, to: v, replacements: [fix] } : undefined;
    },
  }),
  defineRule({
    id: 'es/si-conditional',
    name: 'Imperfect subjunctive after si',
    message: 'An unreal condition after "si" takes the imperfect subjunctive, not the conditional: "si tuviera dinero".',
    at: (ctx, i) => {
      if (ctx.word(i) !== 'si' || !(ctx.startsSentence(i) || /,/.test(ctx.gapBefore(i)))) return undefined;
      const { v, persons } = readClause(ctx, i);
      const conditional = readConditional(ctx.word(v));
      if (!conditional || !ctx.joinedRun(i, v) || (persons && !persons.some((p) => conditional.persons.includes(p)))) return undefined;
      const fix = formImperfectSubjunctive(conditional.lemma, (persons ?? conditional.persons)[0]!);
      return fix ? { from: v, to: v, replacements: [fix] } : undefined;
    },
  }),
  defineRule({
    id: 'es/subjunctive-after-que',
    name: 'Subjunctive after wishes and requests',
    message: 'After "quiero que", "espero que", "es importante que"… the verb is in the subjunctive: "quiero que vengas".',
    at: (ctx, i) => {
      if ((ctx.word(i) !== 'que' && !(ctx.word(i) === 'ojalá' && ctx.word(i + 1) !== 'que')) || !ctx.joined(i) || !isTrigger(ctx, i)) return undefined;
      // "que todos los candidatos traen": "todos" before the subject's article.
      const c = /^tod[oa]s$/.test(ctx.word(i + 1)) && ctx.joined(i + 1) ? i + 1 : i;
      const { v, persons } = readClause(ctx, c, TIME_ADVERBS);
      const verb = ctx.word(v);
      // "que te valla bien" is "vaya" misspelt (es/vaya-valla), not a form of "vallar" (to fence).
      if (!ctx.joinedRun(i, v) || isSubjunctive(verb) || verb === 'valla') return undefined;
      const present = spanishVerbs()
        .read(verb)
        .filter((r) => r.tense === 0 && (!persons || persons.includes(r.person)));
      const fixes = new Set(present.map((r) => formPresentSubjunctive(r.lemma, r.person)));
      const fix = fixes.size === 1 ? [...fixes][0] : undefined;
      return fix && fix !== verb ? { from: v, to: v, replacements: [fix] } : undefined;
    },
  }),
];
