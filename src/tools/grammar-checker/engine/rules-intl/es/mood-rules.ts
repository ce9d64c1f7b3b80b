import { defineRule, type IntlRule, type RuleContext } from '../intl-rule';
import { type Person } from '../lexicon/verb-table';
import { BETWEEN, PRONOUNS, readSpanishNounSubject, spanishVerbs } from './agreement-rules';

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
function isSubjunctive(word: string): boolean {
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

/** The index of "que" when a trigger ends right before it ("quiero que", "es importante que", "ojalá que"). */
function isTrigger(ctx: RuleContext, que: number): boolean {
  const before = ctx.word(que - 1);
  if (!ctx.joined(que - 1)) return false;
  if (TRIGGERS.has(before)) return true;
  return JUDGEMENTS.has(before) && ctx.word(que - 2) === 'es' && ctx.joined(que - 2);
}

export const MOOD_RULES: IntlRule[] = [
  defineRule({
    id: 'es/subjunctive-after-que',
    name: 'Subjunctive after wishes and requests',
    message: 'After "quiero que", "espero que", "es importante que"… the verb is in the subjunctive: "quiero que vengas".',
    at: (ctx, i) => {
      if (ctx.word(i) !== 'que' || !ctx.joined(i) || !isTrigger(ctx, i)) return undefined;
      let v = i + 1;
      let persons: Person[] | undefined = PRONOUNS[ctx.word(v)];
      if (persons) v += 1;
      else {
        const subject = readSpanishNounSubject(ctx, v);
        if (subject) {
          persons = [subject.plural ? 5 : 2];
          v = subject.end + 1;
        }
      }
      while ((BETWEEN.has(ctx.word(v)) || TIME_ADVERBS.has(ctx.word(v))) && ctx.joined(v - 1)) v++;
      const verb = ctx.word(v);
      if (!ctx.joinedRun(i, v) || isSubjunctive(verb)) return undefined;
      const present = spanishVerbs()
        .read(verb)
        .filter((r) => r.tense === 0 && (!persons || persons.includes(r.person)));
      const fixes = new Set(present.map((r) => formPresentSubjunctive(r.lemma, r.person)));
      const fix = fixes.size === 1 ? [...fixes][0] : undefined;
      return fix && fix !== verb ? { from: v, to: v, replacements: [fix] } : undefined;
    },
  }),
];
