import { defineRule, type IntlRule, type RuleContext } from '../intl-rule';
import { lazily } from '../lexicon/read-lexicon';
import { participleLemmas } from './participles';
import { germanVerbs } from './agreement-rules';
import { collectForms } from './pronoun-case-rules';
import { SEPARABLE_PREFIXES, splitSeparable } from './separable-verbs';

/** Auxiliaries and infinitives: haben or sein in the perfect, "können" for "gekonnt", "zu" with and without a modal. */

const SEIN_TO_HABEN: Record<string, string> = { bin: 'habe', bist: 'hast', ist: 'hat', sind: 'haben', seid: 'habt' };
// Verbs that never take "sein" in the perfect and have no object to make "ist gearbeitet" a state
// passive ("das Haus ist gebaut" is right): only verbs without an accusative object.
const HABEN_ONLY = lazily(() =>
  collectForms('arbeiten schlafen wohnen leben lachen weinen warten telefonieren frühstücken übernachten duschen spielen reden diskutieren faulenzen lernen grillen kochen backen singen feiern malen zeichnen basteln üben trainieren studieren putzen chatten shoppen'),
);
// Of those, verbs whose participle is also a thing's state ("er ist gegrillt": the steak, grilled): not after "er", "sie", "es".
const THING_STATE_VERBS = lazily(() => collectForms('grillen kochen backen malen zeichnen basteln putzen studieren feiern'));
// Of those, the verbs with no accusative use at all ("gelernt", "gespielt", "diskutiert" can be a thing's state).
const NO_OBJECT_VERBS = lazily(() => collectForms('arbeiten schlafen wohnen lachen weinen warten telefonieren frühstücken übernachten faulenzen'));
// Separable participles the verb table lacks, of verbs with haben and no object: "Er ist den ganzen Abend ferngesehen" → "hat".
const SEPARABLE_NO_OBJECT = new Set(['ferngesehen', 'ferngeschaut', 'mitgearbeitet', 'mitgespielt']);
const MANNER_ADVERBS = /^(gut|schlecht|schön|sauber|fein|ordentlich|solide|sorgfältig|grob)$/;
const SUBJECT_PRONOUNS = /^(ich|du|er|sie|es|wir|ihr|man)$/;
/** Singular possessives: with a capitalised noun after them, a person as the subject ("mein Vater"). */
const POSSESSIVES = /^(mein|meine|dein|deine|sein|seine|ihr|ihre|unser|unsere|euer|eure)$/;
/** A zu-infinitive written as one word: prefix, "zu", infinitive ("aufzustehen", "anzurufen"). */
const MERGED_ZU = /^(zurück|zusammen|vorbei|weiter|fern|fest|los|weg|mit|nach|auf|aus|ein|vor|an|ab|her|hin)zu(\p{Ll}{3,}en)$/u;
const MODALS = /^(kann|kannst|können|könnt|muss|musst|müssen|müsst|will|willst|wollen|wollt|darf|darfst|dürfen|dürft|soll|sollst|sollen|sollt|möchte|möchtest|möchten|möchtet)$/;
const MODAL_PARTICIPLES: Record<string, string> = { gekonnt: 'können', gemusst: 'müssen', gewollt: 'wollen', gedurft: 'dürfen', gesollt: 'sollen' };
/** Nouns after which a comma opens an infinitive clause with "zu": "Ich habe keine Lust, ins Kino zu gehen". */
const INFINITIVE_NOUNS = /^(Lust|Zeit|Angst|Spaß|Möglichkeit|Gelegenheit|Idee|Plan|Mut|Geld|Kraft|Ziel|Wunsch|Chance)$/;

const ARTICLES = /^(ein|eine|einen|einem|einer|eines|der|die|das|den|dem|des|jeden|jede|jedes|jedem|mein|meine|meinen|dein|deine|deinen|sein|seine|seinen|ihr|ihre|ihren|unser|unsere|unseren|kein|keine|keinen)$/;

const ZU_VERBS = lazily(() => collectForms('helfen versuchen vergessen beginnen anfangen aufhören planen hoffen bitten empfehlen erlauben verbieten vorschlagen beschließen'));

/** The last word of the clause from i (before punctuation), within limit words. */
function clauseEnd(ctx: RuleContext, i: number, limit = 10): number | undefined {
  for (let k = i; k < ctx.tokens.length && k - i <= limit; k++) {
    if (ctx.endsClause(k)) return k;
    if (!ctx.joined(k)) return undefined;
  }
  return undefined;
}

/** An infinitive the verb table knows ("gehen"), or a separable one ("anrufen"): its zu-form. */
function zuInfinitive(word: string): string | undefined {
  if (!/en$|ern$|eln$/.test(word)) return undefined;
  if (germanVerbs().forms(word)) return `zu ${word}`;
  // "überweisen", "unterschreiben", "widersprechen": über-, unter-, wider-, hinter- verbs are mostly inseparable ("zu überweisen");
  // the few separable ones are left out.
  const inseparable = /^(über|unter|wider|hinter)(.{3,})$/.exec(word);
  if (inseparable && germanVerbs().forms(inseparable[2]!) && !/^(untergehen|unterbringen|überkochen|überlaufen|übergehen)$/.test(word)) return `zu ${word}`;
  for (const prefix of SEPARABLE_PREFIXES) {
    if (word.startsWith(prefix) && germanVerbs().forms(word.slice(prefix.length))) return `${prefix}zu${word.slice(prefix.length)}`;
  }
  return undefined;
}

const HABEN_TO_SEIN: Record<string, string> = { habe: 'bin', hast: 'bist', hat: 'ist', haben: 'sind', habt: 'seid', hatte: 'war', hattest: 'warst', hatten: 'waren' };
/** States said with "sein": "ich bin müde" (a learner's "ich habe müde" copies "j'ai faim", "tengo sueño"). */
const STATE_ADJECTIVES = /^(müde|krank|traurig|glücklich|froh|nervös|fertig|wütend|zufrieden|verheiratet|ledig|gesund|hungrig|durstig|böse|sauer|schuld|sicher|allein|einsam|aufgeregt|gestresst|erkältet)$/;

const HABEN_FINITE = /^(habe|hast|hat|haben|habt|hatte|hattest|hatten|hattet)$/;
// With "sein" only verbs of motion: "ich bin verheiratet mit…", "interessiert an…" are adjectives that may come first.
const MOTION_PARTICIPLES = /^(gegangen|gefahren|gekommen|geflogen|gelaufen|gereist|geschwommen|gerannt|gefallen|geblieben|gestiegen|gesprungen|gewandert)$/;
const SEIN_FINITE = /^(bin|bist|ist|sind|seid|war|warst|waren|wart)$/;

const DATIVE_OF: Record<string, string> = { ich: 'mir', du: 'dir', wir: 'uns', ihr: 'euch' };
const SEIN_PRESENT = /^(bin|bist|sind|seid|war|warst|waren|wart)$/;
/** How one feels: "mir ist kalt" (a learner's "ich bin kalt" says "I am a cold person"). */
const FEELINGS = /^(kalt|warm|heiß|übel|schwindlig|schlecht)$/;

/** Verbs that take a bare infinitive in the perfect ("ich habe ihn kommen sehen", "sie hat nicht kommen wollen"): the last word then stays. */
const INFINITIVE_TAKERS = /^(sehen|hören|lassen|helfen|fühlen|spüren|gehen|lernen|bleiben|wollen|können|müssen|dürfen|sollen|mögen|brauchen)$/;

/**
 * "und habe viele Städte besuchen": a clause whose finite verb is haben (after a subject pronoun, or
 * after "und" in a sentence with one) ending in a bare infinitive, with no modal, "zu" or "werden",
 * wants the participle ("besucht"), read from the verb table.
 */
function readInfinitiveForParticiple(ctx: RuleContext, i: number): { at: number; fix: string } | undefined {
  if (!/^(habe|hast|hat|haben|habt)$/.test(ctx.word(i)) || !ctx.joined(i - 1)) return undefined;
  const before = ctx.word(i - 1);
  const sentenceSubject = ctx.tokens.slice(0, i).some((t, k) => SUBJECT_PRONOUNS.test(t.lower) && !ctx.tokens.slice(k, i).some((_, m) => /[.!?;]/.test(ctx.gapAfter(k + m))));
  // "Mein Sohn hat sich den Arm verletzen", "Mein Sohn ist hingefallen und hat …": a determiner and a noun open the sentence.
  let start = i - 1;
  while (start > 0 && !ctx.startsSentence(start)) start--;
  const nounSubject = /^(mein|meine|dein|deine|sein|seine|ihr|ihre|unser|unsere|der|die|das)$/.test(ctx.word(start)) && /^\p{Lu}\p{Ll}+$/u.test(ctx.tokens[start + 1]?.text ?? '') && ctx.joined(start);
  const nounBefore = nounSubject && start === i - 2;
  if (!(SUBJECT_PRONOUNS.test(before) && ctx.startsSentence(i - 1)) && !nounBefore && !(before === 'und' && (sentenceSubject || nounSubject))) return undefined;
  const end = clauseEnd(ctx, i + 1, 8);
  if (end === undefined || end <= i + 1 || !ctx.joinedRun(i, end)) return undefined;
  const word = ctx.tokens[end]!;
  if (word.text !== word.lower || !/en$/.test(word.lower) || INFINITIVE_TAKERS.test(word.lower) || germanVerbs().forms(word.lower) === undefined) return undefined;
  for (let k = i + 1; k < end; k++) if (/^(zu|um|werden|wollen|können|müssen|dürfen|sollen|mögen|und|oder|aber|dass|weil|wenn|ob)$/.test(ctx.word(k))) return undefined;
  // "ich habe ihn kommen sehen" aside, an infinitive right before the last one makes a chain: left alone.
  if (germanVerbs().forms(ctx.word(end - 1)) !== undefined && ctx.tokens[end - 1]!.text === ctx.word(end - 1)) return undefined;
  const tag = germanVerbs().tagOf(word.lower);
  if (!tag) return undefined;
  const fix = tag.replace('~', word.lower.replace(/e?n$/, ''));
  return fix !== word.lower ? { at: end, fix } : undefined;
}

export const AUXILIARY_RULES: IntlRule[] = [
  defineRule({
    id: 'de/participle-not-infinitive',
    name: 'Participle after haben',
    message: 'The perfect is haben with the past participle: "ich habe viele Städte besucht".',
    at: (ctx, i) => {
      const found = readInfinitiveForParticiple(ctx, i);
      return found ? { from: found.at, to: found.at, replacements: [found.fix] } : undefined;
    },
  }),
  defineRule({
    id: 'de/mir-ist-kalt',
    name: 'mir ist kalt',
    message: 'Feeling cold, hot or sick is said with the dative: "mir ist kalt".',
    at: (ctx, i) => {
      const dative = DATIVE_OF[ctx.word(i)];
      if (!dative || !ctx.startsSentence(i) || !SEIN_PRESENT.test(ctx.word(i + 1)) || !ctx.joined(i)) return undefined;
      let k = i + 2;
      while (k < i + 4 && /^(sehr|so|total|echt|wirklich|ziemlich|zu|heute|jetzt|immer|oft)$/.test(ctx.word(k))) k++;
      if (!FEELINGS.test(ctx.word(k)) || !ctx.endsClause(k) || !ctx.joinedRun(i, k)) return undefined;
      const verb = /^(war|warst|waren|wart)$/.test(ctx.word(i + 1)) ? 'war' : 'ist';
      return { from: i, to: i + 1, replacements: [`${dative} ${verb}`] };
    },
  }),
  defineRule({
    id: 'de/sein-alt',
    name: 'Jahre alt sein',
    message: 'Age is said with "sein": "ich bin 20 Jahre alt".',
    at: (ctx, i) => {
      const fix = HABEN_TO_SEIN[ctx.word(i)];
      if (!fix || !/^(\d+|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|elf|zwölf|zwanzig|dreißig|vierzig|fünfzig|sechzig|siebzig|achtzig|neunzig)$/.test(ctx.word(i + 1))) return undefined;
      return ctx.word(i + 2) === 'jahre' && ctx.word(i + 3) === 'alt' && ctx.joinedRun(i, i + 3) ? { from: i, to: i, replacements: [fix] } : undefined;
    },
  }),
  defineRule({
    id: 'de/inseparable-participle',
    name: 'Irregular participle of be-, ver-, er- verbs',
    message: 'This verb is irregular: its participle is "vergessen", "beschrieben", not a form in -t.',
    // "Ich habe meinen Schlüssel vergesst": a -t form closing a perfect whose verb's participle ends in -en.
    at: (ctx, i) => {
      const word = ctx.word(i);
      if (!/^(be|ver|er|ent|zer|emp|miss)\p{Ll}+t$/u.test(word) || !ctx.endsClause(i) || ctx.tokens[i]!.text !== word) return undefined;
      // Its verb: the table's reading, or the stem + -en for a form the table lacks ("vergesst" → vergessen).
      const lemmas = new Set(germanVerbs().read(word).map((r) => r.lemma));
      if (lemmas.size === 0 && germanVerbs().forms(`${word.slice(0, -1)}en`)) lemmas.add(`${word.slice(0, -1)}en`);
      // "begonnt": the strong participle itself ("begonnen") with -t for its -en, no verb of that stem.
      const strong = `${word.slice(0, -1)}en`;
      const strongOnly = lemmas.size === 0 && participleLemmas().has(strong);
      if ((lemmas.size !== 1 && !strongOnly) || participleLemmas().has(word)) return undefined;
      const lemma = [...lemmas][0];
      const participle = strongOnly ? strong : germanVerbs().tagOf(lemma!)?.replace('~', lemma!.replace(/e?n$/, ''));
      if (!participle || !/en$/.test(participle)) return undefined;
      // A form of haben earlier in the clause, with a subject that is not "ihr" ("ihr vergesst" is right).
      let k = i - 1;
      while (k >= 0 && ctx.joined(k) && !HABEN_FINITE.test(ctx.word(k))) k--;
      if (k < 0 || !HABEN_FINITE.test(ctx.word(k)) || ctx.word(k) === 'habt' || ctx.tokens.slice(k, i).some((t) => t.lower === 'ihr')) return undefined;
      return { from: i, to: i, replacements: [participle] };
    },
  }),
  defineRule({
    id: 'de/participle-end',
    name: 'Participle at the end of the clause',
    message: 'In the perfect the participle goes to the end of the clause: "Ich habe ein Auto gekauft".',
    confidence: 0.7,
    at: (ctx, i) => {
      const participle = ctx.tokens[i + 1];
      if (!participle || participle.text !== participle.lower || !ctx.joined(i)) return undefined;
      const haben = HABEN_FINITE.test(ctx.word(i)) && participleLemmas().has(participle.lower);
      const sein = SEIN_FINITE.test(ctx.word(i)) && MOTION_PARTICIPLES.test(participle.lower);
      if (!haben && !sein) return undefined;
      // Subject and auxiliary open a main clause: "Ich habe …", "Gestern habe ich …" is read from the subject.
      const subjectBefore = SUBJECT_PRONOUNS.test(ctx.word(i - 1)) && ctx.startsSentence(i - 1);
      if (!subjectBefore) return undefined;
      const end = clauseEnd(ctx, i + 1, 8);
      if (end === undefined || end <= i + 1 || !ctx.joinedRun(i, end)) return undefined;
      // "und", "oder" start another clause; an infinitive or "worden" after it is another construction.
      for (let k = i + 2; k <= end; k++) if (/^(und|oder|aber|denn|sondern|worden|werden|sein|haben|zu|als|wie)$/.test(ctx.word(k))) return undefined;
      const rest = ctx.text.slice(ctx.tokens[i + 2]!.start, ctx.tokens[end]!.end);
      return { from: i + 1, to: end, replacements: [`${rest} ${participle.text}`] };
    },
  }),
  defineRule({
    id: 'de/um-zu',
    name: 'um … zu',
    message: 'A purpose clause with "um" ends in "zu" + infinitive: "um Brot zu kaufen".',
    at: (ctx, i) => {
      if (ctx.word(i) !== 'um' || !/,/.test(ctx.gapBefore(i))) return undefined;
      const end = clauseEnd(ctx, i + 1, 8);
      if (end === undefined || end < i + 2) return undefined;
      for (let k = i + 1; k < end; k++) if (/^(zu|ich|du|er|sie|es|wir|ihr|man|uhr)$/.test(ctx.word(k)) || /^\d/.test(ctx.word(k))) return undefined;
      const last = ctx.tokens[end]!;
      const fix = last.text === last.lower ? zuInfinitive(last.lower) : undefined;
      return fix ? { from: end, to: end, replacements: [fix] } : undefined;
    },
  }),
  defineRule({
    id: 'de/sein-state',
    name: 'sein with a state',
    message: 'A state is said with "sein": "ich bin müde", not "ich habe müde".',
    at: (ctx, i) => {
      const fix = HABEN_TO_SEIN[ctx.word(i)];
      if (!fix || !SUBJECT_PRONOUNS.test(ctx.word(i - 1)) || !ctx.joined(i - 1)) return undefined;
      let k = i + 1;
      while (k < i + 3 && /^(sehr|so|ziemlich|zu|total|echt|wirklich|nicht|immer|oft|heute|jetzt|schon|noch|gestern|auch)$/.test(ctx.word(k))) k++;
      if (!STATE_ADJECTIVES.test(ctx.word(k)) || !ctx.endsClause(k) || !ctx.joinedRun(i, k)) return undefined;
      // "sie hat" / "sie haben": the person stays the writer's.
      return { from: i, to: i, replacements: [fix] };
    },
  }),
  defineRule({
    id: 'de/perfect-haben',
    name: 'Perfect with haben',
    message: 'Verbs like "arbeiten", "schlafen", "wohnen" form the perfect with "haben": "ich habe gearbeitet".',
    at: (ctx, i) => {
      const fix = SEIN_TO_HABEN[ctx.word(i)];
      if (!fix) return undefined;
      // The subject pronoun before ("ich bin … gearbeitet") or right after ("Gestern bin ich … gearbeitet"),
      // or a person's noun with a possessive right after ("…, ist mein Vater zwanzig Jahre … gearbeitet").
      const person = POSSESSIVES.test(ctx.word(i + 1)) && /^\p{Lu}\p{Ll}+$/u.test(ctx.tokens[i + 2]?.text ?? '') && ctx.word(i) !== 'sind' ? i + 2 : undefined;
      const subject = SUBJECT_PRONOUNS.test(ctx.word(i - 1)) ? i - 1 : SUBJECT_PRONOUNS.test(ctx.word(i + 1)) ? i + 1 : person;
      if (subject === undefined) return undefined;
      // "Ich bin … im Büro gearbeitet und bin jetzt müde": the participle closes the first half before "und".
      let end = clauseEnd(ctx, i);
      for (let k = i + 1; k < ctx.tokens.length - 1 && k <= i + 10 && ctx.joined(k - 1); k++) {
        if (ctx.endsClause(k)) break;
        if (/^(und|oder|aber)$/.test(ctx.word(k + 1)) && ctx.joined(k) && HABEN_ONLY().has(ctx.word(k))) {
          end = k;
          break;
        }
      }
      if (end === undefined || end <= Math.max(i, subject) || !ctx.joinedRun(Math.min(i, subject), end)) return undefined;
      // A person's noun only with a verb that has no object at all: "ist mein Auto gut gearbeitet" is a state.
      const last = ctx.word(end);
      const separable = SEPARABLE_NO_OBJECT.has(last);
      if (subject === person && (!(NO_OBJECT_VERBS().has(last) || separable) || MANNER_ADVERBS.test(ctx.word(end - 1)))) return undefined;
      // Only a participle (ge…t / …iert) of such a verb: "wir sind spielen" is another mistake.
      if (!separable && (!HABEN_ONLY().has(last) || !(/^ge.+(t|en)$/.test(last) || /iert$/.test(last)))) return undefined;
      // "sie"/"es" may be a thing in a state passive ("sie ist gut gearbeitet": well made): only a verb
      // that has no object at all, with no manner adverb before it ("Sie ist bis zehn Uhr im Büro gearbeitet").
      const thingSubject = ctx.word(subject) === 'sie' || ctx.word(subject) === 'es';
      if (/^(er|sie|es)$/.test(ctx.word(subject)) && THING_STATE_VERBS().has(last)) return undefined;
      if (thingSubject && (ctx.word(subject) === 'es' || !(NO_OBJECT_VERBS().has(last) || separable) || MANNER_ADVERBS.test(ctx.word(end - 1)))) return undefined;
      return { from: i, to: i, replacements: [fix] };
    },
  }),
  defineRule({
    id: 'de/modal-infinitive',
    name: 'können, not gekonnt, after an infinitive',
    message: 'After another infinitive a modal verb\'s perfect uses its infinitive: "ich habe es machen können".',
    at: (ctx, i) => {
      const fix = MODAL_PARTICIPLES[ctx.word(i)];
      const before = ctx.word(i - 1);
      if (!fix || !ctx.joined(i - 1) || !/en$/.test(before) || !germanVerbs().forms(before)) return undefined;
      return { from: i, to: i, replacements: [fix] };
    },
  }),
  defineRule({
    id: 'de/modal-zu-end',
    name: 'No "zu" after a modal verb',
    message: 'Modal verbs (können, müssen, wollen…) take the infinitive without "zu".',
    // "Ich muss morgen früh zum Arzt zu gehen": the modal in second place, "zu" + infinitive closing the clause.
    at: (ctx, i) => {
      // "zu gehen", or a separable verb with "zu" inside it ("Morgen muss ich früh aufzustehen").
      const merged = MERGED_ZU.exec(ctx.word(i));
      const mergedVerb = merged && SEPARABLE_PREFIXES.includes(merged[1]!) && germanVerbs().forms(merged[2]!) ? merged[1]! + merged[2]! : undefined;
      const last = mergedVerb ? i : i + 1;
      if ((!mergedVerb && (ctx.word(i) !== 'zu' || !ctx.joined(i))) || !ctx.endsClause(last)) return undefined;
      const verb = ctx.tokens[last]!;
      if (verb.text !== verb.lower || (!mergedVerb && (!/en$/.test(verb.lower) || !germanVerbs().forms(verb.lower)))) return undefined;
      let k = i - 1;
      while (k >= 0 && ctx.joined(k) && !MODALS.test(ctx.word(k))) k--;
      // The modal opens the clause: subject + modal, or modal + subject after a fronted word.
      if (k < 0 || !MODALS.test(ctx.word(k)) || !ctx.joinedRun(k, i) || i - k < 2) return undefined;
      const subjectFirst = SUBJECT_PRONOUNS.test(ctx.word(k - 1)) && ctx.startsSentence(k - 1);
      // "Morgen muss ich …": one or two fronted words, then the modal and its subject pronoun.
      const fronted = SUBJECT_PRONOUNS.test(ctx.word(k + 1)) && [1, 2].some((n) => ctx.startsSentence(k - n) && ctx.joinedRun(k - n, k) && /^\p{Lu}/u.test(ctx.tokens[k - n]!.text));
      if (!subjectFirst && !fronted) return undefined;
      // "Du musst aufhören zu rauchen": another infinitive between the modal and "zu" takes the zu-clause.
      for (let m = k + 1; m < i; m++) {
        const word = ctx.tokens[m]!;
        if (word.text === word.lower && /en$/.test(word.lower) && (germanVerbs().forms(word.lower) || splitSeparable(word.lower) || zuInfinitive(word.lower))) return undefined;
      }
      return mergedVerb ? { from: i, to: i, replacements: [mergedVerb] } : { from: i, to: i + 1, replacements: [verb.text] };
    },
  }),
  defineRule({
    id: 'de/modal-finite-end',
    name: 'The infinitive after a modal verb',
    message: 'A modal verb (sollen, können, müssen…) takes the infinitive at the end of the clause: "Du sollst die Tabletten nehmen".',
    // "Du sollst die Tabletten zweimal am Tag nehme", "Kannst du mir das Buch gibst": the verb closing a modal's clause
    // written in a person's present form. Only in a clause the modal opens with its subject, with no other verb,
    // conjunction or question word inside it that could start a clause of its own ("Du musst ihm sagen, was er tut").
    at: (ctx, i) => {
      const word = ctx.tokens[i]!;
      if (word.text !== word.lower || !ctx.endsClause(i) || /^(bitte|danke)$/.test(word.lower)) return undefined;
      const readings = germanVerbs().read(word.lower);
      // A form equal to the infinitive (wir/sie "nehmen") is already right.
      if (readings.length === 0 || readings.some((r) => r.tense !== 0 || r.person === 3 || r.person === 5)) return undefined;
      const lemmas = new Set(readings.map((r) => r.lemma));
      if (lemmas.size !== 1) return undefined;
      let k = i - 1;
      while (k >= 0 && ctx.joined(k) && !MODALS.test(ctx.word(k))) k--;
      if (k < 0 || !MODALS.test(ctx.word(k)) || !ctx.joinedRun(k, i) || i - k < 2) return undefined;
      const subjectFirst = SUBJECT_PRONOUNS.test(ctx.word(k - 1)) && ctx.startsSentence(k - 1);
      const question = ctx.startsSentence(k) && SUBJECT_PRONOUNS.test(ctx.word(k + 1));
      const fronted = SUBJECT_PRONOUNS.test(ctx.word(k + 1)) && [1, 2].some((n) => ctx.startsSentence(k - n) && ctx.joinedRun(k - n, k) && /^\p{Lu}/u.test(ctx.tokens[k - n]!.text));
      if (!subjectFirst && !question && !fronted) return undefined;
      for (let m = k + 2; m < i; m++) {
        const between = ctx.tokens[m]!;
        if (/^(was|wer|wie|wo|wann|warum|dass|ob|weil|wenn|und|oder|aber|sondern|denn|als|ich|du|er|es|wir|ihr|man)$/.test(between.lower)) return undefined;
        if (between.text === between.lower && between.lower !== 'bitte' && germanVerbs().read(between.lower).length > 0) return undefined;
      }
      return { from: i, to: i, replacements: [[...lemmas][0]!] };
    },
  }),
  defineRule({
    id: 'de/infinitive-zu',
    name: 'zu before the infinitive',
    message: 'After "Lust", "Zeit", "Angst"… the infinitive clause takes "zu": "keine Lust, ins Kino zu gehen".',
    at: (ctx, i) => {
      // After "Lust", "Zeit"… or a verb that takes an infinitive with zu ("helfen", "versuchen", "vergessen").
      // "Meine Eltern erlauben mir nicht, …": the verb's object pronoun or "nicht" may stand between it and the comma.
      const afterVerb = /^(mir|dir|ihm|ihr|uns|euch|ihnen|sie|mich|dich|ihn|es|nicht|sehr|oft|immer|nie)$/.test(ctx.word(i)) && [1, 2, 3].some((n) => ZU_VERBS().has(ctx.word(i - n)) && ctx.joinedRun(i - n, i) && ctx.tokens[i - n]!.text === ctx.word(i - n));
      const trigger = INFINITIVE_NOUNS.test(ctx.tokens[i]?.text ?? '') || ZU_VERBS().has(ctx.word(i)) || afterVerb;
      if (!trigger || !/^,\s*$/.test(ctx.gapAfter(i))) return undefined;
      const end = clauseEnd(ctx, i + 1, 8);
      if (end === undefined || end < i + 2) return undefined;
      // "Ich hoffe, das die Prüfer … finden": "das" before another article is a misspelt "dass" (de/dass-after-verb)
      // opening a clause with its own subject and finite verb, no infinitive clause.
      if (/^(das|dass|daß)$/.test(ctx.word(i + 1)) && /^(der|die|das|den|dem|ein|eine|einen|einem|mein|meine|dein|deine|sein|seine|ihr|ihre|unser|unsere|euer|eure|diese|dieser|dieses|alle|viele)$/.test(ctx.word(i + 2))) return undefined;
      // Only a bare infinitive clause: no subject, no subordinator, no "zu" already.
      for (let k = i + 1; k < end; k++) {
        if (/^(zu|ich|du|er|sie|es|wir|ihr|man|dass|wenn|weil|ob|um|und|oder|aber|was|wie|wann|wo)$/.test(ctx.word(k))) return undefined;
        // An article before a noun ("eine Stunde") is no verb, though "eine" is also a form of "einen".
        const article = ARTICLES.test(ctx.word(k)) && /^\p{Lu}/u.test(ctx.tokens[k + 1]?.text ?? '');
        // "so lange", "länger": adverbs that are also forms of a rare verb (langen).
        const adverb = /^(lange|länger|gerne)$/.test(ctx.word(k));
        if (ctx.tokens[k]!.text === ctx.word(k) && !article && !adverb && germanVerbs().read(ctx.word(k)).length > 0) return undefined;
      }
      const last = ctx.tokens[end]!;
      const fix = last.text === last.lower ? zuInfinitive(last.lower) : undefined;
      return fix ? { from: end, to: end, replacements: [fix] } : undefined;
    },
  }),
];
