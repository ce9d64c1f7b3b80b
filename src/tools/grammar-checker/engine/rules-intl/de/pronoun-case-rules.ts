import { defineRule, type IntlRule, type RuleContext } from '../intl-rule';
import { lazily } from '../lexicon/read-lexicon';
import { germanVerbs } from './agreement-rules';
import { findGermanNoun } from './noun-lexicon';
import { SEPARABLE_PREFIXES } from './separable-verbs';

/**
 * mich or mir, dich or dir: the object pronoun takes the case its verb governs. Verbs are given by
 * lemma; their finite forms and past participle come from the verb table, so "danke", "dankst",
 * "gedankt" are all known from "danken".
 */

/** Every finite form and the past participle of each lemma. */
export function collectForms(lemmas: string): Set<string> {
  const forms = new Set<string>();
  for (const lemma of lemmas.split(/\s+/).filter(Boolean)) {
    for (const form of germanVerbs().forms(lemma) ?? []) if (form) forms.add(form);
    const tag = germanVerbs().tagOf(lemma);
    if (tag) forms.add(tag.replace('~', lemma.replace(/e?n$/, '')));
  }
  return forms;
}

// Verbs whose one object is a dative: "ich danke dir", "es hat mir gefallen". Not gehören: its
// participle "gehört" is also that of hören ("er hat mich gehört").
const DATIVE_VERBS = lazily(() => collectForms('danken helfen gefallen antworten gratulieren vertrauen folgen schmecken fehlen gelingen widersprechen zuhören'));
// Dative verbs whose subject is the person acting ("ich helfe meiner Mutter"); with gefallen or schmecken
// the thing is the subject, so "das Buch" after "gefällt" is no object.
const PERSON_DATIVE_VERBS = lazily(() => collectForms('danken helfen antworten gratulieren vertrauen folgen widersprechen zuhören'));
// Verbs used with an accusative reflexive: "ich freue mich", "du interessierst dich".
const REFLEXIVE_ACCUSATIVE = lazily(() =>
  collectForms('freuen beeilen verlieben interessieren erinnern ärgern entschuldigen bedanken verabschieden langweilen konzentrieren gewöhnen kümmern schämen beschweren bewerben fühlen verspäten'),
);
// Verbs with no use but the reflexive one before their preposition: "ich freue mich auf", "er bedankt sich bei"
// (not erinnern: "ich erinnere an die Frist" reminds others; not ärgern or kümmern, used with other objects).
const ONLY_REFLEXIVE_BEFORE_PREPOSITION = lazily(() => collectForms('freuen interessieren bedanken beschweren verlieben gewöhnen'));
const REFLEXIVE_FOR_SUBJECT: Record<string, string> = { ich: 'mich', du: 'dich', er: 'sich', sie: 'sich', es: 'sich', man: 'sich', wir: 'uns', ihr: 'euch' };
const PRONOUN_PERSONS: Record<string, number[]> = { ich: [0], du: [1], er: [2], sie: [2, 5], es: [2], man: [2], wir: [3], ihr: [4] };
// Verbs that take a thing in the accusative and the person it is for in the dative: "ich kaufe mir ein Fahrrad".
// Giving and telling too: "sie hat mir ein Buch gegeben".
const FOR_SOMEONE_VERBS = lazily(
  () =>
    new Set([
      ...collectForms('kaufen bestellen wünschen leisten kochen holen nehmen besorgen brechen waschen putzen leihen merken geben schenken zeigen schicken bringen erklären erzählen empfehlen'),
      'angesehen', 'angeschaut', 'vorgestellt', 'ausgeliehen', 'mitgebracht',
    ]),
);
// Verbs whose one object is an accusative: "sie hat mich gefragt", "ich besuche dich". Not sehen: "ich sehe mir das an".
const ACCUSATIVE_VERBS = lazily(() => new Set([...collectForms('fragen besuchen kennen lieben treffen stören vermissen unterstützen verstehen überraschen sehen'), 'angerufen', 'eingeladen', 'abgeholt']));
const ACCUSATIVE_TO_DATIVE: Record<string, string> = { mich: 'mir', dich: 'dir' };
// "ihm" → "ihn" too ("ich habe ihm gestern gesehen"); "ihr" and "ihnen" are left, being also "you" and a possessive.
const DATIVE_TO_ACCUSATIVE: Record<string, string> = { mir: 'mich', dir: 'dich', ihm: 'ihn' };
const SUBORDINATORS = /^(ob|dass|weil|wenn|obwohl|falls|damit|bevor|nachdem|sobald|als)$/;
/** Verbs whose clause ends in another verb that governs the object: a participle or an infinitive. */
// The polite and past modals too: "Könntest du mich morgen helfen?" → "mir".
const AUXILIARIES = /^(habe|hast|hat|haben|habt|hatte|hattest|hatten|hattet|kann|kannst|können|könnt|muss|musst|müssen|will|willst|wollen|soll|sollst|sollen|möchte|möchtest|möchten|werde|wirst|wird|werden|würde|würdest|würden|könnte|könntest|könnten|könntet|konnte|konntest|konnten|sollte|solltest|sollten|müsste|müsstest|müssten|wollte|wolltest|wollten|darf|darfst|dürfen|dürft|dürfte|dürften)$/;
// "Ich habe mich eine Stunde gewaschen": a time phrase is no object.
const TIME_NOUNS = /^(stunde|stunden|minute|minuten|tag|tage|woche|wochen|monat|monate|jahr|jahre|zeit|abend|morgen|nacht|weile)$/;
const OBJECT_ARTICLE = /^(ein|eine|einen|den|das|die|diesen|dieses|diese|kein|keine|keinen|meinen|meine|mein|neue|neuen|neues)$/;
/** "es gefällt mir", "Gestern hat es mir gefallen": a subject pronoun may stand between verb and object. */
const SUBJECT_PRONOUNS = /^(ich|du|er|sie|es|wir|ihr|man)$/;

/** The index of the finite verb before the pronoun at i: right before it, or before a subject pronoun. */
function verbBefore(ctx: RuleContext, i: number): number | undefined {
  if (!ctx.joined(i - 1)) return undefined;
  if (SUBJECT_PRONOUNS.test(ctx.word(i - 1)) && ctx.joined(i - 2)) return i - 2;
  return i - 1;
}

/** The last word of the clause from i: the participle of a perfect stands there ("und" starts another). */
function clauseEnd(ctx: RuleContext, i: number): number | undefined {
  for (let k = i; k < ctx.tokens.length && k - i <= 10; k++) {
    if (ctx.endsClause(k) || /^(und|oder|aber|sondern)$/.test(ctx.word(k + 1))) return k;
    if (!ctx.joined(k)) return undefined;
  }
  return undefined;
}

// Verbs with one object, an accusative, for "Ich habe dem Buch gelesen" → "das Buch".
const ONE_ACCUSATIVE_VERBS = lazily(() => collectForms('lesen kaufen essen trinken finden suchen brauchen nehmen sehen bekommen verkaufen bestellen reparieren besuchen kennen lieben vermissen verlieren treffen öffnen schließen waschen putzen kochen backen malen'));
const DEM_TO_ACCUSATIVE: Record<string, string> = { dem: '', einem: 'ein', meinem: 'mein', deinem: 'dein', seinem: 'sein', ihrem: 'ihr', unserem: 'unser', eurem: 'euer', keinem: 'kein' };

const GIVING = lazily(() => collectForms('geben schenken zeigen schicken bringen erklären leihen empfehlen kaufen'));
/** People, who receive: the first of two objects after a verb of giving is theirs, in the dative. */
export const PERSON_NOUNS = new Set('Frau Mann Kind Mutter Vater Freund Freundin Lehrer Lehrerin Bruder Schwester Chef Chefin Kollege Kollegin Nachbar Nachbarin Oma Opa Sohn Tochter Kunde Kundin Mädchen Junge Arzt Ärztin Tante Onkel'.split(' '));
const TO_DATIVE: Record<string, Record<string, string>> = {
  f: { die: 'der', eine: 'einer', meine: 'meiner', deine: 'deiner', seine: 'seiner', ihre: 'ihrer', unsere: 'unserer' },
  m: { den: 'dem', der: 'dem', einen: 'einem', ein: 'einem', meinen: 'meinem', mein: 'meinem', deinen: 'deinem', seinen: 'seinem', ihren: 'ihrem', unseren: 'unserem' },
  n: { das: 'dem', ein: 'einem', mein: 'meinem', dein: 'deinem', sein: 'seinem', ihr: 'ihrem', unser: 'unserem' },
};

/** The dative of an accusative or nominative determiner, for a noun of each gender; plurals are left alone. */
function formDativeDeterminer(determiner: string, gender: string): string | undefined {
  return TO_DATIVE[gender]?.[determiner];
}

const NOMINATIVE_OF: Record<string, string> = { mich: 'ich', mir: 'ich', dich: 'du', dir: 'du', ihn: 'er', ihm: 'er', uns: 'wir', euch: 'ihr' };
const COPULA_FORMS = /^(bin|bist|ist|sind|seid|war|warst|waren|wart|wird|wirst|werde|werden|werdet|wurde|wurden|bleibt|bleibe|bleiben|gewesen|geworden|sein)$/;

/**
 * "Meine Schwester ist älter als mich": after a comparative (or "so … wie") in a clause whose only
 * verb is sein, werden or bleiben, the pronoun is compared with the subject, so it is nominative.
 * "Sie mag ihn lieber als mich" (another verb: an object compared) is left alone.
 */
function readComparedPronoun(ctx: RuleContext, i: number): string | undefined {
  const fix = NOMINATIVE_OF[ctx.word(i)];
  const link = ctx.word(i - 1);
  if (!fix || !ctx.joinedRun(i - 2, i) || !ctx.endsClause(i)) return undefined;
  const comparative = link === 'als' && /^\p{Ll}{2,}er$/u.test(ctx.tokens[i - 2]!.text);
  let start = i - 1;
  while (start > 0 && ctx.joined(start - 1)) start--;
  const words = ctx.tokens.slice(start, i - 1).map((t) => t.lower);
  const equal = link === 'wie' && words.includes('so');
  if (!comparative && !equal) return undefined;
  if (!words.some((w) => COPULA_FORMS.test(w))) return undefined;
  // Any other verb in the clause may take the pronoun as its object.
  if (words.some((w, k) => !COPULA_FORMS.test(w) && ctx.tokens[start + k]!.text === w && germanVerbs().read(w).length > 0 && !/^(als|so|sehr|viel|noch|meine|deine|seine|ihre|unsere)$/.test(w))) return undefined;
  return fix;
}

export const PRONOUN_CASE_RULES: IntlRule[] = [
  defineRule({
    id: 'de/comparison-nominative',
    name: 'Nominative after als or wie',
    message: 'Compared with the subject of "sein", the pronoun is nominative: "älter als ich", "so groß wie du".',
    at: (ctx, i) => {
      const fix = readComparedPronoun(ctx, i);
      return fix ? { from: i, to: i, replacements: [fix] } : undefined;
    },
  }),
  defineRule({
    id: 'de/dative-verb-object',
    name: 'Dative object of helfen, danken…',
    message: 'Verbs like "helfen", "danken", "gratulieren" take a dative object: "ich helfe meiner Mutter".',
    // "Ich helfe meine Mutter": the determiner right after the verb (or after verb and subject pronoun),
    // a singular noun whose gender the dictionary gives, and no second object in the clause.
    at: (ctx, i) => {
      const verb = verbBefore(ctx, i);
      if (verb === undefined || !PERSON_DATIVE_VERBS().has(ctx.word(verb)) || !ctx.joined(i)) return undefined;
      // A pronoun subject next to the verb: with a noun there, the noun phrase after it may be the subject.
      if (!SUBJECT_PRONOUNS.test(ctx.word(verb - 1)) && !SUBJECT_PRONOUNS.test(ctx.word(verb + 1))) return undefined;
      const nounText = ctx.tokens[i + 1]?.text ?? '';
      const noun = findGermanNoun(nounText);
      if (!noun || ![...noun.slots].every((slot) => slot < 4)) return undefined;
      const fix = formDativeDeterminer(ctx.word(i), noun.gender);
      // "der" before a feminine noun is already dative; "ihr" is also "you" ("helft ihr Anna?").
      if (!fix || ctx.word(i) === 'ihr') return undefined;
      return { from: i, to: i, replacements: [fix] };
    },
  }),
  defineRule({
    id: 'de/dative-recipient',
    name: 'Dative for the one who receives',
    message: 'With "geben", "schenken", "zeigen"… the person who receives is in the dative: "Er gibt der Frau eine Blume".',
    at: (ctx, i) => {
      const nounText = ctx.tokens[i + 1]?.text ?? '';
      if (!PERSON_NOUNS.has(nounText) || !ctx.joinedRun(i - 1, i + 2)) return undefined;
      const noun = findGermanNoun(nounText);
      const gender = nounText === 'Mädchen' ? 'n' : noun?.gender;
      const fix = gender ? TO_DATIVE[gender]?.[ctx.word(i)] : undefined;
      // A second object follows: an article for the thing given.
      if (!fix || !/^(ein|eine|einen|das|den|die|mein|meine|meinen|sein|seine|seinen|ihr|ihre|ihren)$/.test(ctx.word(i + 2))) return undefined;
      const verb = ctx.word(i - 1);
      // "Dem Kind hat die Lehrerin ein Buch geschenkt": a clause opening with a dative has its recipient; the phrase after the verb is the subject.
      let start = i - 1;
      while (start > 0 && ctx.joined(start - 1) && !ctx.startsSentence(start)) start--;
      if (start < i - 1 && /^(dem|einem|meinem|deinem|seinem|ihrem|unserem|eurem|diesem|keinem|mir|dir|ihm|uns|euch|ihnen)$/.test(ctx.word(start))) return undefined;
      const end = clauseEnd(ctx, i);
      const giving = GIVING().has(verb) || (AUXILIARIES.test(verb) && end !== undefined && GIVING().has(ctx.word(end)));
      // "Der Mann gibt die Frau …": after the subject and verb; a subject pronoun may stand between ("gibt er die Frau").
      return giving ? { from: i, to: i, replacements: [fix] } : undefined;
    },
  }),
  defineRule({
    id: 'de/accusative-not-dative',
    name: 'Accusative object, not dative',
    message: 'This verb takes an accusative object: "Ich habe das Buch gelesen", not "dem Buch".',
    at: (ctx, i) => {
      const stem = DEM_TO_ACCUSATIVE[ctx.word(i)];
      if (stem === undefined || !ctx.joined(i - 1) || /^(in|an|auf|mit|bei|nach|von|zu|aus|über|unter|vor|hinter|neben|zwischen|gegenüber|seit|außer)$/.test(ctx.word(i - 1))) return undefined;
      const nounToken = ctx.tokens[i + 1];
      const noun = findGermanNoun(nounToken?.text ?? '');
      if (!noun || noun.gender === 'f' || !ctx.joined(i)) return undefined;
      // The clause: a pronoun subject before, a one-object verb, and no other article (a second object).
      let start = i;
      while (start > 0 && ctx.joined(start - 1) && !ctx.startsSentence(start)) start--;
      const end = clauseEnd(ctx, i);
      if (end === undefined) return undefined;
      const words = ctx.tokens.slice(start, end + 1).map((t) => t.lower);
      if (!words.slice(0, i - start).some((w) => /^(ich|du|er|sie|wir|ihr|man)$/.test(w))) return undefined;
      if (!words.some((w) => ONE_ACCUSATIVE_VERBS().has(w)) || words.some((w, k) => start + k !== i && /^(der|die|das|den|dem|ein|eine|einen|einem|einer|mir|dir|ihm|uns|euch|ihnen|mich|dich|ihn|es|etwas|nichts|alles|was|viel|viele|einiges)$/.test(w))) return undefined;
      // "Er liest seinem Sohn vor": a separable prefix at the end makes another verb (vorlesen + dative).
      if (SEPARABLE_PREFIXES.includes(words[words.length - 1]!)) return undefined;
      const article = ctx.word(i) === 'dem' ? (noun.gender === 'm' ? 'den' : 'das') : noun.gender === 'm' ? `${stem}en` : stem;
      return { from: i, to: i, replacements: [article] };
    },
  }),
  defineRule({
    id: 'de/accusative-pronoun',
    name: 'mich or mir after an accusative verb',
    message: 'This verb takes an accusative object: "sie hat mich gefragt", "ich verstehe dich".',
    at: (ctx, i) => {
      const fix = DATIVE_TO_ACCUSATIVE[ctx.word(i)];
      const verb = fix ? verbBefore(ctx, i) : undefined;
      const end = fix ? clauseEnd(ctx, i) : undefined;
      if (!fix || verb === undefined || end === undefined) return undefined;
      // Another object in the clause ("ich verstehe mir das nicht") leaves the dative possible; so does
      // "ähnlich" ("er sieht ihm ähnlich") or a prefix making another verb ("ich sehe ihm zu").
      for (let k = i + 1; k <= end; k++) if (OBJECT_ARTICLE.test(ctx.word(k)) || /^(das|es|etwas|nichts|alles|ähnlich)$/.test(ctx.word(k))) return undefined;
      if (SEPARABLE_PREFIXES.includes(ctx.word(end))) return undefined;
      const finite = ACCUSATIVE_VERBS().has(ctx.word(verb)) && !/^(gefragt|gekannt|geliebt|getroffen|gestört|vermisst|verstanden)$/.test(ctx.word(verb));
      const perfect = AUXILIARIES.test(ctx.word(verb)) && end > i && ACCUSATIVE_VERBS().has(ctx.word(end));
      return finite || perfect ? { from: i, to: i, replacements: [fix] } : undefined;
    },
  }),
  defineRule({
    id: 'de/dative-pronoun',
    name: 'mir or mich after a dative verb',
    message: 'This verb takes a dative object: "ich danke dir", "es hat mir gefallen".',
    at: (ctx, i) => {
      const fix = ACCUSATIVE_TO_DATIVE[ctx.word(i)];
      const verb = fix ? verbBefore(ctx, i) : undefined;
      if (!fix || verb === undefined) return undefined;
      if (DATIVE_VERBS().has(ctx.word(verb))) return { from: i, to: i, replacements: [fix] };
      // "Das Hotel hat mich nicht gefallen": haben, then the dative verb's participle closing the clause.
      const end = clauseEnd(ctx, i);
      // "…, ob er mich bei dem Bericht helfen kann": in a subordinate clause the dative verb closes it, alone
      // ("ob er mich hilft") or before a modal or auxiliary ("helfen kann", "geholfen hat"); not before "lassen".
      if (SUBORDINATORS.test(ctx.word(verb)) && end !== undefined && end > i) {
        const closing = AUXILIARIES.test(ctx.word(end)) && end - 1 > i ? end - 1 : end;
        return PERSON_DATIVE_VERBS().has(ctx.word(closing)) ? { from: i, to: i, replacements: [fix] } : undefined;
      }
      if (!AUXILIARIES.test(ctx.word(verb)) || end === undefined || end === i || !DATIVE_VERBS().has(ctx.word(end))) return undefined;
      return { from: i, to: i, replacements: [fix] };
    },
  }),
  defineRule({
    id: 'de/reflexive-accusative',
    name: 'mich or mir with a reflexive verb',
    message: 'This verb takes an accusative reflexive pronoun: "ich freue mich".',
    at: (ctx, i) => {
      const fix = DATIVE_TO_ACCUSATIVE[ctx.word(i)];
      const verb = fix ? verbBefore(ctx, i) : undefined;
      if (!fix || verb === undefined) return undefined;
      const end = clauseEnd(ctx, i) ?? i;
      // "Du musst dir beeilen": a modal or haben, then the reflexive verb closing the clause.
      const reflexive = REFLEXIVE_ACCUSATIVE().has(ctx.word(verb)) || (AUXILIARIES.test(ctx.word(verb)) && end > i && REFLEXIVE_ACCUSATIVE().has(ctx.word(end)));
      if (!reflexive) return undefined;
      // "Ich erinnere mir das" would have another object: only a clause with no article after the pronoun.
      for (let k = i + 1; k <= end; k++) if (OBJECT_ARTICLE.test(ctx.word(k)) && !/^(auf|an|über|für|um|mit|bei|von|zu|in)$/.test(ctx.word(k - 1))) return undefined;
      return { from: i, to: i, replacements: [fix] };
    },
  }),
  defineRule({
    id: 'de/reflexive-missing',
    name: 'Reflexive pronoun left out',
    message: 'This verb is used with a reflexive pronoun: "ich freue mich auf", "wir interessieren uns für".',
    // "Ich freue sehr auf das Fest": a subject pronoun, a present form of a verb that is only reflexive
    // before its preposition (freuen auf, sich bedanken bei), perhaps an adverb, then the preposition.
    at: (ctx, i) => {
      const reflexive = REFLEXIVE_FOR_SUBJECT[ctx.word(i)];
      const verb = ctx.word(i + 1);
      if (!reflexive || !ONLY_REFLEXIVE_BEFORE_PREPOSITION().has(verb) || !ctx.joined(i)) return undefined;
      const persons = germanVerbs()
        .read(verb)
        .filter((r) => r.tense === 0)
        .map((r) => r.person);
      if (!persons.some((p) => PRONOUN_PERSONS[ctx.word(i)]!.includes(p))) return undefined;
      let k = i + 2;
      while (/^(sehr|schon|so|wirklich|total|besonders|riesig|immer|auch|oft|jetzt)$/.test(ctx.word(k)) && k < i + 4) k++;
      if (!/^(auf|über|für|um|an|bei)$/.test(ctx.word(k)) || !ctx.joinedRun(i, k)) return undefined;
      // "sie" may be the plural "sie": both take "sich".
      return { from: i + 1, to: i + 1, replacements: [`${ctx.tokens[i + 1]!.text} ${reflexive}`] };
    },
  }),
  defineRule({
    id: 'de/reflexive-dative',
    name: 'mir or mich with another object',
    message: 'With a thing as the accusative object, the person it is for is in the dative: "ich kaufe mir ein Fahrrad".',
    at: (ctx, i) => {
      const fix = ACCUSATIVE_TO_DATIVE[ctx.word(i)];
      const verb = fix ? verbBefore(ctx, i) : undefined;
      const end = fix ? clauseEnd(ctx, i) : undefined;
      if (!fix || verb === undefined || end === undefined || end === i) return undefined;
      const forSomeone = FOR_SOMEONE_VERBS().has(ctx.word(verb)) || (AUXILIARIES.test(ctx.word(verb)) && FOR_SOMEONE_VERBS().has(ctx.word(end)));
      if (!forSomeone) return undefined;
      // An article for the thing, not after a preposition ("für mich ein Geschenk" has its own case).
      for (let k = i + 1; k <= end; k++) {
        if (/^(auf|an|über|für|um|mit|bei|von|zu|in|aus|nach)$/.test(ctx.word(k))) return undefined;
        if (!OBJECT_ARTICLE.test(ctx.word(k))) continue;
        const noun = /^(ganze|ganzen|halbe|halben)$/.test(ctx.word(k + 1)) ? k + 2 : k + 1;
        return TIME_NOUNS.test(ctx.word(noun)) ? undefined : { from: i, to: i, replacements: [fix] };
      }
      return undefined;
    },
  }),
  defineRule({
    id: 'de/an-accusative-pronoun',
    name: 'an + accusative with sending and writing',
    message: 'What one sends or writes to someone goes "an" + accusative: "an Sie geschickt", "an mich geschrieben".',
    // "Ich habe die Unterlagen an Ihnen geschickt": a dative pronoun after "an" in a clause of sending or writing.
    at: (ctx, i) => {
      if (ctx.word(i) !== 'an' || !ctx.joined(i)) return undefined;
      const text = ctx.tokens[i + 1]?.text ?? '';
      // "Ihnen" capitalised is the polite you; "ihm", "ihnen" may be a thing ("an ihm schreiben": working on it), so only with sending.
      const fix = ({ mir: 'mich', dir: 'dich', Ihnen: 'Sie', ihm: 'ihn', ihnen: 'sie' } as Record<string, string>)[text];
      if (!fix || (text === 'Ihnen' && ctx.startsSentence(i + 1))) return undefined;
      const sending = /^(schick\p{Ll}*|geschickt|send\p{Ll}*|gesendet|gesandt|weitergeleitet|weiterleiten|weiterzuleiten|zuzuschicken)$/u;
      const writing = /^(schreib\p{Ll}*|geschrieben|wend\p{Ll}*|gewandt|gewendet)$/u;
      let from = i;
      while (from > 0 && !ctx.endsClause(from - 1)) from--;
      let to = i + 1;
      while (to < ctx.tokens.length - 1 && !ctx.endsClause(to)) to++;
      const words = ctx.tokens.slice(from, to + 1).filter((t) => t.text === t.lower).map((t) => t.lower);
      const fits = words.some((w) => sending.test(w)) || (/^(mir|dir|Ihnen)$/.test(text) && words.some((w) => writing.test(w)));
      return fits ? { from: i + 1, to: i + 1, replacements: [fix] } : undefined;
    },
  }),
];
