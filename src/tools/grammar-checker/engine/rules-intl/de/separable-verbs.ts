import { defineRule, type IntlRule, type RuleContext } from '../intl-rule';
import { germanVerbs } from './agreement-rules';
import { findGermanNoun } from './noun-lexicon';
import { readNounPhraseWithAttribute } from './determiner-noun-phrase';

/**
 * Separable verbs (anrufen, aufstehen, anfangen): in a main clause the prefix goes to the end of the
 * clause ("Ich rufe dich morgen an"); in a subordinate clause the verb goes there whole ("…, wann
 * der Film anfängt"). The verb table lists only the base verbs, so a separable verb is read as
 * prefix + a finite form of its base.
 */

// Not um-, über-, unter-, durch-, wieder-: they are inseparable as often as not (übersetzen, umarmen).
export const SEPARABLE_PREFIXES = ['zurück', 'zusammen', 'vorbei', 'weiter', 'fern', 'fest', 'los', 'weg', 'mit', 'nach', 'auf', 'aus', 'ein', 'vor', 'an', 'ab', 'zu', 'her', 'hin'];
const PREFIX_WORDS = new Set(SEPARABLE_PREFIXES);
const PERSONS: Record<string, number[]> = { ich: [0], du: [1], er: [2], sie: [2, 5], es: [2], man: [2], wir: [3], ihr: [4] };
/** Words that open a main clause before its verb: question words and fronted adverbs. */
const FRONT_WORDS = new Set(
  `wann wo wie was warum wieso weshalb woher wohin morgen heute gestern dann danach jetzt später leider vielleicht deshalb
  deswegen trotzdem außerdem manchmal oft immer bald zuerst abends morgens endlich plötzlich natürlich sonst darum daher`.split(/\s+/),
);
export const SUBORDINATORS = new Set(['weil', 'dass', 'ob', 'obwohl', 'wenn', 'damit', 'bevor', 'nachdem', 'falls', 'als', 'wann', 'wo', 'warum', 'wie', 'sobald', 'während', 'bis', 'seitdem']);
const COORDINATORS = new Set(['und', 'oder', 'aber', 'denn', 'sondern']);

/**
 * "anrufe" → {prefix: 'an', base: 'rufe'} when the word is no verb itself and its rest is a finite
 * verb. A noun reading ("Anrufe") is no obstacle: callers read only lower-case words in a verb's place.
 */
export function splitSeparable(word: string): { prefix: string; base: string; persons: number[] } | undefined {
  // "ich anerkenne" is accepted beside "ich erkenne an".
  if (germanVerbs().read(word).length > 0 || /^anerkenn/.test(word)) return undefined;
  for (const prefix of SEPARABLE_PREFIXES) {
    const base = word.slice(prefix.length);
    if (!word.startsWith(prefix) || base.length < 3) continue;
    const readings = germanVerbs().read(base);
    if (readings.length > 0) return { prefix, base, persons: readings.map((r) => r.person) };
  }
  return undefined;
}

/** The last word of the clause from i on: before punctuation or a coordinating "und", "aber"… */
function findMainClauseEnd(ctx: RuleContext, i: number): number {
  let k = i;
  while (k < ctx.tokens.length - 1 && !ctx.endsClause(k) && ctx.joined(k) && !COORDINATORS.has(ctx.word(k + 1))) k++;
  return k;
}

/** A sentence-initial subject right before word v: a pronoun, or an article + noun ("Der Unterricht"). */
function subjectPersonsBefore(ctx: RuleContext, v: number): number[] | undefined {
  const pronoun = PERSONS[ctx.word(v - 1)];
  if (pronoun && ctx.startsSentence(v - 1)) return pronoun;
  // "…, und ich abhole dich am Bahnhof": "und", "aber", "denn" open a main clause too; a verb with words
  // after it is no verb closing a subordinate clause ("weil ich komme und dich abhole").
  if (pronoun && COORDINATORS.has(ctx.word(v - 2)) && ctx.joinedRun(v - 2, v) && findMainClauseEnd(ctx, v) > v) return pronoun;
  for (let start = v - 3; start <= v - 2; start++) {
    if (start < 0 || !ctx.startsSentence(start) || !/^(der|die|das|mein|meine|dein|deine|sein|seine|unser|unsere|ihr|ihre|ein|eine)$/.test(ctx.word(start))) continue;
    if (findGermanNoun(ctx.tokens[v - 1]?.text ?? '') && ctx.joinedRun(start, v - 1)) return [2, 5];
  }
  // "Die Führung durch das Schloss anfängt …": a noun phrase with a prepositional phrase after its noun.
  for (let start = Math.max(0, v - 8); start <= v - 4; start++) {
    if (ctx.startsSentence(start) && readNounPhraseWithAttribute(ctx, start) === v - 1 && ctx.joinedRun(start, v)) return [2, 5];
  }
  if (FRONT_WORDS.has(ctx.word(v - 1)) && ctx.startsSentence(v - 1)) return [0, 1, 2, 3, 4, 5];
  return undefined;
}

/** Things that begin and end: "Der Film fängt um acht an" (anfangen), not "fängt" (catches). */
const EVENTS = /^(Film|Kurs|Unterricht|Konzert|Party|Schule|Spiel|Vorstellung|Sitzung|Besprechung|Feier|Fest|Prüfung|Semester|Urlaub|Training|Seminar|Vortrag|Show|Sendung|Stunde|Deutschkurs|Sprachkurs)$/;

export const SEPARABLE_VERB_RULES: IntlRule[] = [
  defineRule({
    id: 'de/anfangen-prefix',
    name: 'anfangen: the prefix is missing',
    message: 'Something that begins "fängt … an": without "an", "fangen" means to catch.',
    at: (ctx, i) => {
      if (!/^(fängt|fangen|fing|fingen)$/.test(ctx.word(i)) || !ctx.joined(i - 1)) return undefined;
      // An event opens the sentence as the subject: "Der Film fängt …".
      if (!ctx.startsSentence(i - 2) || !/^(der|die|das|unser|unsere|mein|meine)$/.test(ctx.word(i - 2)) || !EVENTS.test(ctx.tokens[i - 1]?.text ?? '')) return undefined;
      const end = findMainClauseEnd(ctx, i);
      // Nothing caught: no object in the clause, and no prefix already at its end.
      for (let k = i + 1; k <= end; k++) if (/^(den|einen|ihn|sie|es|das|die|an)$/.test(ctx.word(k)) && !/^(um|am|im|nach|vor|in|ab)$/.test(ctx.word(k - 1))) return undefined;
      return { from: end, to: end, replacements: [`${ctx.tokens[end]!.text} an`] };
    },
  }),
  defineRule({
    id: 'de/separable-prefix-end',
    name: 'Separable verb: prefix at the end',
    message: 'In a main clause a separable verb splits: the prefix goes to the end of the clause ("Ich rufe dich morgen an").',
    confidence: 0.75,
    at: (ctx, i) => {
      const token = ctx.tokens[i];
      if (!token || token.text !== token.lower || !ctx.joined(i - 1)) return undefined;
      const split = splitSeparable(token.lower);
      const persons = split && subjectPersonsBefore(ctx, i);
      if (!split || !persons || !split.persons.some((p) => persons.includes(p))) return undefined;
      const end = findMainClauseEnd(ctx, i);
      if (end === i) return { from: i, to: i, replacements: [`${split.base} ${split.prefix}`] };
      const rest = ctx.text.slice(ctx.tokens[i + 1]!.start, ctx.tokens[end]!.end);
      return { from: i, to: end, replacements: [`${split.base} ${rest} ${split.prefix}`] };
    },
  }),
  defineRule({
    id: 'de/separable-verb-final',
    name: 'Separable verb at the end of a subordinate clause',
    message: 'At the end of a subordinate clause a separable verb is written as one word: "…, wann der Film anfängt".',
    confidence: 0.75,
    // "…, wann der Film heute Abend fängt an?": the clause's last two words are a finite verb and its prefix.
    at: (ctx, i) => {
      if (!PREFIX_WORDS.has(ctx.word(i)) || !ctx.endsClause(i) || !ctx.joined(i - 1)) return undefined;
      const verb = ctx.tokens[i - 1];
      if (!verb || verb.text !== verb.lower || germanVerbs().read(verb.lower).length === 0) return undefined;
      let k = i - 2;
      while (k >= 0 && ctx.joined(k) && !SUBORDINATORS.has(ctx.word(k))) k--;
      // The clause opens with a subordinator after a comma or at the sentence start, and has a subject between.
      if (k < 0 || !SUBORDINATORS.has(ctx.word(k)) || !(ctx.startsSentence(k) || /,/.test(ctx.gapBefore(k))) || k >= i - 2) return undefined;
      return { from: i - 1, to: i, replacements: [`${ctx.word(i)}${verb.lower}`] };
    },
  }),
];

/** The finite verb of a perfect or future with two infinitives ("hat gehen müssen", "wird kommen können"). */
const DOUBLE_INFINITIVE_AUXILIARY = /^(habe|hast|hat|haben|habt|hatte|hattest|hatten|hattet|hätte|hättest|hätten|hättet|werde|wirst|wird|werden|werdet|würde|würdest|würden|würdet)$/;
/** The second of the two infinitives: a modal, "lassen", or a verb of perception or help. */
const DOUBLE_INFINITIVE_LAST = /^(dürfen|können|müssen|sollen|wollen|mögen|lassen|sehen|hören|helfen|brauchen)$/;

/** "…, ob sie hat kommen dürfen": a clause closing on "haben"/"werden" and two infinitives, the finite verb at `verb`. */
export function isDoubleInfinitive(ctx: RuleContext, verb: number, end: number): boolean {
  return end >= verb + 2 && DOUBLE_INFINITIVE_AUXILIARY.test(ctx.word(verb)) && DOUBLE_INFINITIVE_LAST.test(ctx.word(end)) && /\p{Ll}en$/u.test(ctx.tokens[end - 1]?.text ?? '');
}

/** Whether the finite verb already stands where a double infinitive wants it: right before the two infinitives. */
export function isBeforeDoubleInfinitive(ctx: RuleContext, verb: number, end: number): boolean {
  return end === verb + 2 && isDoubleInfinitive(ctx, verb, end);
}

/**
 * The words of a subordinate clause with its finite verb (at `verb`) moved to the end (`end`): a
 * separable prefix left at the end joins the verb ("weil ich rufe dich an" → "weil ich dich anrufe").
 */
/**
 * Particles of separable verbs that are not read as prefixes elsewhere but close a main clause all the same:
 * "das Spiel findet am Sonntag statt" (stattfinden), "sie nimmt am Kurs teil" (teilnehmen). Moved to the end of a
 * subordinate clause, the verb joins them: "ob das Spiel am Sonntag stattfindet".
 */
const MORE_PARTICLES = new Set(['statt', 'teil', 'heim', 'dabei', 'herum', 'fort', 'entgegen', 'zurecht']);

export function moveVerbToEnd(ctx: RuleContext, verb: number, end: number): string {
  const verbText = ctx.tokens[verb]!.text;
  // "dass sie hat den Brief schreiben müssen": with two infinitives closing the clause (the second a modal,
  // "lassen" or a verb of perception) the finite "haben"/"werden" goes right before them, not to the end.
  if (isDoubleInfinitive(ctx, verb, end)) return `${ctx.text.slice(ctx.tokens[verb + 1]!.start, ctx.tokens[end - 2]!.end)} ${verbText} ${ctx.text.slice(ctx.tokens[end - 1]!.start, ctx.tokens[end]!.end)}`;
  const prefix = (PREFIX_WORDS.has(ctx.word(end)) || MORE_PARTICLES.has(ctx.word(end))) && end > verb + 1 ? ctx.tokens[end]!.text : '';
  const last = prefix ? end - 1 : end;
  const rest = ctx.text.slice(ctx.tokens[verb + 1]!.start, ctx.tokens[last]!.end);
  return `${rest} ${prefix}${verbText}`;
}
