import { definePhraseRule, defineRule, type IntlRule, type RuleContext } from '../intl-rule';
import { germanVerbs } from './agreement-rules';
import { CARDINAL_ABOVE_ONE } from './cardinal-numbers';
import { findGermanNoun } from './noun-lexicon';
import { participleLemmas } from './participles';

/** Prepositions a verb governs, articles a preposition wants, and the dative plural after a number. */

function isFormOf(ctx: RuleContext, k: number, lemmas: string[]): boolean {
  return germanVerbs()
    .read(ctx.word(k))
    .some((r) => lemmas.includes(r.lemma));
}

/** The finite verb of the clause before word i, within a few words (for "ich interessiere mich sehr an"). */
function verbBefore(ctx: RuleContext, i: number, lemmas: string[], limit = 4): boolean {
  for (let k = i - 1; k >= 0 && i - k <= limit && ctx.joined(k); k--) if (isFormOf(ctx, k, lemmas)) return true;
  return false;
}

const PERSON_PRONOUNS = /^(mich|dich|ihn|sie|uns|euch|es)$/;
const DATIVE_PREPOSITIONS = /^(mit|seit|von|aus|bei|nach|zu|gegenüber)$/;
const NUMBERS = new RegExp(`^(${CARDINAL_ABOVE_ONE}|vielen|einigen|mehreren|wenigen|beiden)$`);

const MOTION_LEMMAS = ['gehen', 'fahren', 'kommen', 'laufen', 'fliegen', 'rennen', 'reisen', 'bringen', 'zurückkommen', 'zurückgehen', 'zurückfahren'];
const STAYING_LEMMAS = ['bleiben', 'wohnen', 'arbeiten', 'sitzen', 'schlafen', 'essen', 'lernen', 'sein'];

const GOING_LEMMAS = ['gehen', 'fahren', 'laufen', 'fliegen', 'rennen', 'reisen', 'ziehen', 'umziehen'];
const DATIVE_PERSON_DETERMINERS = /^(dem|der|den|(mein|dein|sein|ihr|unser|eur)(em|er|en)|unserem|unserer|unseren)$/;
/** People one goes to: family, friends, the doctor. */
const PERSON_NOUNS = /^(Oma|Opa|Omi|Großmutter|Großvater|Großeltern|Eltern|Mutter|Mama|Vater|Papa|Tante|Onkel|Bruder|Schwester|Geschwistern|Cousin|Cousine|Freund|Freundin|Freunden|Freundinnen|Arzt|Ärztin|Zahnarzt|Zahnärztin|Hausarzt|Frauenarzt|Chef|Chefin|Nachbar|Nachbarin|Nachbarn|Lehrer|Lehrerin|Kollegen|Kollegin|Familie|Tochter|Sohn|Kindern|Friseur|Friseurin)$/;

/** Lemmas of the clause around word i (between punctuation), from finite forms and participles. */
function clauseLemmas(ctx: RuleContext, i: number): { lemmas: Set<string>; words: string[] } {
  let start = i;
  while (start > 0 && ctx.joined(start - 1)) start--;
  let end = i;
  while (end < ctx.tokens.length - 1 && ctx.joined(end)) end++;
  const lemmas = new Set<string>();
  const words = ctx.tokens.slice(start, end + 1).map((t) => t.lower);
  for (const word of words) {
    for (const reading of germanVerbs().read(word)) lemmas.add(reading.lemma);
    const participle = participleLemmas().get(word);
    if (participle) lemmas.add(participle);
  }
  return { lemmas, words };
}

/** Units of time with their dative plural (singular for "ein"): "seit zwei Jahren", "seit einem Monat". */
const DURATION_DATIVE: Record<string, string> = {
  Jahre: 'Jahren', Monate: 'Monaten', Wochen: 'Wochen', Tage: 'Tagen', Stunden: 'Stunden', Jahr: 'Jahr', Monat: 'Monat', Woche: 'Woche', Tag: 'Tag', Stunde: 'Stunde',
};
const DURATIVE_LEMMAS = new Set(['lernen', 'wohnen', 'leben', 'arbeiten', 'studieren', 'kennen', 'unterrichten']);
const FUTURE_WORDS = /^(nächste|nächsten|nächstes|ab|morgen|bald|werde|wirst|wird|werden|werdet|will|willst|möchte|möchten|plane|planen|dann|danach|zurück|später|geplant)$/;
/** Countries named with "die": one goes "in die Türkei", not "nach". */
const COUNTRIES_WITH_DIE = /^(Türkei|Schweiz|Slowakei|Ukraine|Mongolei|Niederlande|USA|Vereinigten|Philippinen|Karibik|Dominikanische|Tschechische)$/;
/** Mountains, regions and the town one goes into with "in die": "in die Berge", "in die Toskana", "in die Stadt". */
const PLACES_WITH_DIE = /^(Berge|Alpen|Dolomiten|Pyrenäen|Anden|Provence|Bretagne|Normandie|Toskana|Lombardei|Arktis|Antarktis|Wüste|Stadt|Innenstadt|Natur)$/;

export const PREPOSITION_RULES: IntlRule[] = [
  defineRule({
    id: 'de/nach-zu-hause',
    name: 'nach Hause or zu Hause',
    message: 'Going home is "nach Hause"; being at home is "zu Hause".',
    at: (ctx, i) => {
      const word = ctx.word(i);
      if ((word !== 'zu' && word !== 'nach') || ctx.tokens[i + 1]?.text !== 'Hause' || !ctx.joined(i)) return undefined;
      const { lemmas, words } = clauseLemmas(ctx, i);
      const motion = MOTION_LEMMAS.some((l) => lemmas.has(l));
      const staying = STAYING_LEMMAS.some((l) => lemmas.has(l) && l !== 'sein');
      // "Ich komme zu Hause an": arriving is at a place; a separable "an" or "ankommen" keeps "zu".
      const arriving = words.includes('an') || words.some((w) => /^an(ge)?kom/.test(w));
      if (word === 'zu' && motion && !staying && !arriving) return { from: i, to: i, replacements: ['nach'] };
      // "Ich bin nach Hause": "sein" with no participle of motion ("bin nach Hause gegangen" is right).
      // "nach Hause gekommt": a misspelt participle at the clause's end is a verb the lexicon cannot read, maybe of motion.
      const unreadParticiple = words.some((w) => /^ge\p{Ll}{3,}(t|en)$/u.test(w) && !participleLemmas().has(w));
      const beingOnly = lemmas.has('sein') && !motion && !unreadParticiple;
      if (word === 'nach' && (staying || beingOnly) && !motion) return { from: i, to: i, replacements: ['zu'] };
      return undefined;
    },
  }),
  defineRule({
    id: 'de/interessieren-fuer',
    name: 'sich interessieren für',
    message: 'One is interested "für" something: "sie interessiert sich für Kunst".',
    at: (ctx, i) => (ctx.word(i) === 'an' && ctx.joined(i - 1) && verbBefore(ctx, i, ['interessieren']) && !ctx.endsClause(i) ? { from: i, to: i, replacements: ['für'] } : undefined),
  }),
  defineRule({
    id: 'de/warten-auf',
    name: 'warten auf',
    message: 'One waits "auf" someone or something: "ich warte auf den Bus".',
    // "Ich warte für den Bus" copies "wait for"; "für zwei Stunden" is a duration and stays.
    at: (ctx, i) => {
      // The verb anywhere before in the clause ("Ich warte schon seit zwanzig Minuten für den Bus"), with no "auf" of its own.
      if (ctx.word(i) !== 'für' || !ctx.joined(i - 1) || !verbBefore(ctx, i, ['warten'], 8)) return undefined;
      for (let k = i - 1; k >= 0 && ctx.joined(k) && !isFormOf(ctx, k, ['warten']); k--) if (ctx.word(k) === 'auf') return undefined;
      const next = ctx.word(i + 1);
      const object = PERSON_PRONOUNS.test(next) || /^(den|die|das|meinen|meine|deinen|deine|seinen|seine|ihren|ihre|unseren|unsere)$/.test(next);
      return object && !NUMBERS.test(ctx.word(i + 2)) ? { from: i, to: i, replacements: ['auf'] } : undefined;
    },
  }),
  defineRule({
    id: 'de/denken-an',
    name: 'denken an',
    message: 'To think of someone is "denken an": "ich denke an dich" ("über" is for thinking something over: "nachdenken über").',
    at: (ctx, i) => {
      if (ctx.word(i) !== 'über' || !ctx.joined(i - 1) || !verbBefore(ctx, i, ['denken'], 3) || !PERSON_PRONOUNS.test(ctx.word(i + 1)) || ctx.word(i + 1) === 'es') return undefined;
      // "Ich denke über dich nach" is "nachdenken": a "nach" closing the clause keeps "über".
      for (let k = i + 1; k < ctx.tokens.length && !ctx.endsClause(k - 1); k++) if (ctx.word(k) === 'nach' && ctx.endsClause(k)) return undefined;
      return { from: i, to: i, replacements: ['an'] };
    },
  }),
  defineRule({
    id: 'de/dative-plural-after-number',
    name: 'Dative plural after a preposition',
    message: 'After a dative preposition the plural noun ends in -n: "seit zwei Jahren", "mit drei Freunden".',
    at: (ctx, i) => {
      if (!DATIVE_PREPOSITIONS.test(ctx.word(i - 2)) || !NUMBERS.test(ctx.word(i - 1)) || !ctx.joinedRun(i - 2, i)) return undefined;
      const noun = findGermanNoun(ctx.tokens[i]?.text ?? '');
      if (!noun || noun.slots.has(6) || ![...noun.slots].some((s) => s >= 4)) return undefined;
      // The dative plural of the same noun ("Jahre" → "Jahren"); units after a number stay ("mit zwei Euro").
      const text = ctx.tokens[i]!.text;
      const dative = `${text}n`;
      const found = findGermanNoun(dative);
      if (!found || found.lemma !== noun.lemma || !found.slots.has(6)) return undefined;
      return { from: i, to: i, replacements: [dative] };
    },
  }),
  defineRule({
    id: 'de/zu-person',
    name: 'zu a person, nach a place',
    message: 'Going to a person is "zu": "Ich gehe zu meiner Oma", "zum Arzt"; "nach" is for towns, countries and "nach Hause".',
    // "Ich gehe nach meiner Oma": a verb of going, "nach", a dative article or possessive and a person closing
    // the clause ("nach dem Arzt gehe ich einkaufen" is after, and so is any phrase not at the clause's end).
    at: (ctx, i) => {
      if (ctx.word(i) !== 'nach' || ctx.startsSentence(i) || !ctx.joinedRun(i - 1, i + 2) || !ctx.endsClause(i + 2)) return undefined;
      const article = ctx.word(i + 1);
      if (!DATIVE_PERSON_DETERMINERS.test(article) || !PERSON_NOUNS.test(ctx.tokens[i + 2]!.text)) return undefined;
      // "kommen nach" is also to take after someone ("Er kommt nach seinem Vater").
      const { lemmas } = clauseLemmas(ctx, i);
      if (!GOING_LEMMAS.some((l) => lemmas.has(l)) || lemmas.has('kommen')) return undefined;
      if (article === 'dem') return { from: i, to: i + 1, replacements: ['zum'] };
      if (article === 'der') return { from: i, to: i + 1, replacements: ['zur'] };
      return { from: i, to: i, replacements: ['zu'] };
    },
  }),
  definePhraseRule({
    id: 'de/zur-arbeit',
    name: 'zur Arbeit, zum Arzt',
    message: 'These places take the article after "zu": "zur Arbeit", "zur Schule", "zum Arzt".',
    phrases: { 'zu arbeit': 'zur Arbeit', 'zu schule': 'zur Schule', 'zu uni': 'zur Uni', 'zu universität': 'zur Universität', 'zu arzt': 'zum Arzt', 'zu bahnhof': 'zum Bahnhof', 'zu post': 'zur Post', 'zu bank': 'zur Bank', 'zu zahnarzt': 'zum Zahnarzt', 'zu supermarkt': 'zum Supermarkt' },
  }),
  defineRule({
    id: 'de/seit-not-fuer',
    name: 'seit for a time up to now',
    message: 'A time that goes on until now takes "seit" and the present: "Ich lerne seit zwei Jahren Deutsch".',
    // "Ich lerne Deutsch für zwei Jahre" copies "for two years": a present of learning, living or working, with no
    // word of the future or a plan in the sentence ("Ich wohne nächstes Jahr für zwei Jahre in Wien" stays).
    at: (ctx, i) => {
      if (ctx.word(i) !== 'für' || !ctx.joinedRun(i, i + 2)) return undefined;
      const amount = ctx.word(i + 1);
      const unit = ctx.tokens[i + 2]!.text;
      const dative = DURATION_DATIVE[unit];
      const one = /^(ein|eine)$/.test(amount);
      if (!dative || !(NUMBERS.test(amount) || one) || one !== /^(Jahr|Monat|Tag|Woche|Stunde)$/.test(unit)) return undefined;
      let start = i;
      while (start > 0 && !ctx.startsSentence(start)) start--;
      let end = i;
      while (end < ctx.tokens.length - 1 && !ctx.startsSentence(end + 1)) end++;
      const words = ctx.tokens.slice(start, end + 1).map((t) => t.lower);
      // "noch für zwei Jahre", "für zwei Jahre mehr": a time still ahead.
      if (words.some((w) => FUTURE_WORDS.test(w)) || ctx.word(i - 1) === 'noch' || /^(mehr|lang)$/.test(ctx.word(i + 3))) return undefined;
      // The clause's finite verb is a present of an activity that can have started in the past.
      let present = false;
      for (let k = i - 1; k >= start && ctx.joined(k); k--) if (germanVerbs().read(ctx.word(k)).some((r) => r.tense === 0 && DURATIVE_LEMMAS.has(r.lemma)) && ctx.tokens[k]!.text === ctx.word(k)) present = true;
      if (!present) return undefined;
      const article = one ? (unit === 'Woche' || unit === 'Stunde' ? 'einer' : 'einem') : amount;
      return { from: i, to: i + 2, replacements: [`seit ${article} ${dative}`] };
    },
  }),
  defineRule({
    id: 'de/in-country-with-article',
    name: 'in die Türkei, in die Schweiz',
    message: 'Countries with an article take "in": "in die Türkei", "in die Schweiz", "in die USA" ("nach" is for countries without one).',
    // "nach die Türkei", "nach Schweiz": the country's article stays and "nach" becomes "in".
    at: (ctx, i) => {
      if (ctx.word(i) !== 'nach' || !ctx.joined(i)) return undefined;
      // "nach" never takes "die", so "nach die Berge" is a destination with its article: "in die Berge".
      const place = ctx.tokens[i + 2]?.text ?? '';
      // A place other than a country only with a verb of going in the clause: "Sehnsucht nach die Berge" wants "nach den Bergen".
      const going = () => [...GOING_LEMMAS, 'kommen', 'wandern'].some((l) => clauseLemmas(ctx, i).lemmas.has(l));
      if (ctx.word(i + 1) === 'die' && ctx.joined(i + 1) && (COUNTRIES_WITH_DIE.test(place) || (PLACES_WITH_DIE.test(place) && going()))) return { from: i, to: i, replacements: ['in'] };
      // "nach der Schweiz fahren": the dative article of a feminine country after a verb of going is its accusative
      // "in die" ("in der Schweiz" is where one is, not where one goes).
      // Not "Nach der Türkei fahren wir nach Griechenland" (after Turkey): not opening the sentence, and no other "nach".
      const otherNach = ctx.tokens.some((t, k) => k !== i && t.lower === 'nach');
      if (ctx.word(i + 1) === 'der' && ctx.joinedRun(i, i + 2) && /^(Türkei|Schweiz|Slowakei|Ukraine|Mongolei)$/.test(place) && !ctx.startsSentence(i) && !otherNach && going()) return { from: i, to: i + 1, replacements: ['in die'] };
      const bare = ctx.tokens[i + 1]!.text;
      return /^(Türkei|Schweiz|Slowakei|Ukraine|Mongolei)$/.test(bare) ? { from: i, to: i + 1, replacements: [`in die ${bare}`] } : undefined;
    },
  }),
];
