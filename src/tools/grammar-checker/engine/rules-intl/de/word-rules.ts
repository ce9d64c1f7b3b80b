import { definePhraseRule, defineRule, type IntlRule, type RuleContext } from '../intl-rule';
import { CLAUSE_PREDICATES } from './dass-after-predicate';
import { NOUN_GENDERS } from './noun-genders';
import { germanVerbs } from './agreement-rules';
import { CARDINAL_ABOVE_ONE } from './cardinal-numbers';
import { type Person } from '../lexicon/verb-table';
import { findGermanNoun, findPluralOfSingular, isListedNounForm, isOnlyPlural } from './noun-lexicon';
import { participleLemmas } from './participles';
import { isBeforeDoubleInfinitive, moveVerbToEnd, SEPARABLE_PREFIXES } from './separable-verbs';
import { readAdjective, readDerivedAdjective, readInflectedAdjectiveStem } from './noun-phrase';
import { readDeterminerNounPhrase } from './determiner-noun-phrase';
import { isWeakParticipleToo } from './weak-and-strong-verbs';

const PRONOUNS = new Set(['ich', 'du', 'er', 'sie', 'es', 'wir', 'ihr', 'man']);
// Verbs whose one object is dative ("wem gehört das?") or accusative ("wen hast du gesehen?").
const DATIVE_ONLY_VERBS = /^(gehört|gehören|gehörte|hilft|hilfst|helft|helfen|geholfen|dankst|danken|gedankt|gefällt|gefallen|antwortest|antwortet|geantwortet|schmeckt|passt|gratulierst|vertraust|folgst|gefolgt)$/;
const ACCUSATIVE_ONLY_VERBS = /^(gesehen|siehst|seht|besucht|besuchst|getroffen|triffst|gefragt|fragst|angerufen|rufst|kennst|kennt|gekannt|liebst|geliebt|eingeladen|lädst|gesucht|suchst|vermisst|gefunden|findest)$/;
/** Words that open a main clause and push the verb before the subject. */
/**
 * "deswegen die Besprechung fällt aus": an article, maybe an adjective, a noun, then a verb that is a
 * third person of the table; the verb goes before the subject ("fällt die Besprechung").
 */
function nounSubjectBeforeVerb(ctx: RuleContext, s: number): { from: number; to: number; replacements: string[] } | undefined {
  if (!/^(der|die|das|mein|meine|dein|deine|sein|seine|unser|unsere|dieser|diese|dieses)$/.test(ctx.word(s))) return undefined;
  let k = s + 1;
  if (/^\p{Ll}+(e|en|er|es)$/u.test(ctx.tokens[k]?.text ?? '') && ctx.tokens[k + 1] && /^\p{Lu}/u.test(ctx.tokens[k + 1]!.text)) k++;
  const noun = ctx.tokens[k];
  const verb = ctx.tokens[k + 1];
  if (!noun || !verb || !/^\p{Lu}\p{Ll}+$/u.test(noun.text) || !findGermanNoun(noun.text) || verb.text !== verb.lower || !ctx.joinedRun(s, k + 1)) return undefined;
  if (NOT_VERBS.has(verb.lower) || !germanVerbs().read(verb.lower).some((r) => r.person === 2 || r.person === 5)) return undefined;
  return { from: s, to: k + 1, replacements: [`${verb.text} ${ctx.rewrite(s, k, () => undefined)}`] };
}

const FRONTED_ADVERBS = new Set(
  `morgen heute gestern dann danach jetzt später leider vielleicht deshalb deswegen trotzdem außerdem manchmal oft immer
  bald zuerst hier dort abends morgens nachher endlich plötzlich natürlich sonst darum daher`.split(/\s+/),
);
/** Adverbs that link a main clause to the one before: after a comma they still take the verb next. */
const CONNECTING_ADVERBS = new Set(['deshalb', 'deswegen', 'darum', 'daher', 'trotzdem', 'dann', 'danach', 'sonst', 'außerdem']);
/** Lower-case words ending like a verb that are not verbs. */
const NOT_VERBS = new Set(['nicht', 'jetzt', 'selbst', 'erst', 'fast', 'meist', 'sonst', 'zuerst', 'gerade', 'gerne', 'heute', 'morgen', 'gestern', 'immer', 'schon', 'noch', 'auch', 'sehr', 'oft', 'bereits', 'leider']);

const PARADIGMS: Record<string, Record<string, string>> = {
  sein: { ich: 'bin', du: 'bist', er: 'ist', sie: 'ist', es: 'ist', man: 'ist', wir: 'sind', ihr: 'seid' },
  haben: { ich: 'habe', du: 'hast', er: 'hat', sie: 'hat', es: 'hat', man: 'hat', wir: 'haben', ihr: 'habt' },
  können: { ich: 'kann', du: 'kannst', er: 'kann', sie: 'kann', es: 'kann', man: 'kann', wir: 'können', ihr: 'könnt' },
  müssen: { ich: 'muss', du: 'musst', er: 'muss', sie: 'muss', es: 'muss', man: 'muss', wir: 'müssen', ihr: 'müsst' },
  wollen: { ich: 'will', du: 'willst', er: 'will', sie: 'will', es: 'will', man: 'will', wir: 'wollen', ihr: 'wollt' },
  werden: { ich: 'werde', du: 'wirst', er: 'wird', sie: 'wird', es: 'wird', man: 'wird', wir: 'werden', ihr: 'werdet' },
};
const SUBJUNCTIVE_I: Record<string, string> = { sein: 'sei', haben: 'habe', können: 'könne', müssen: 'müsse', wollen: 'wolle', werden: 'werde' };
const PLURAL_FORM: Record<string, string> = { sein: 'sind', haben: 'haben', können: 'können', müssen: 'müssen', wollen: 'wollen', werden: 'werden' };
const FORM_TO_VERB = new Map(Object.entries(PARADIGMS).flatMap(([verb, forms]) => Object.values(forms).map((f) => [f, verb] as const)));
const MODALS = new Set(['kann', 'kannst', 'können', 'könnt', 'muss', 'musst', 'müssen', 'müsst', 'will', 'willst', 'wollen', 'wollt', 'darf', 'darfst', 'dürfen', 'soll', 'sollst', 'sollen', 'möchte', 'möchtest', 'möchten']);
const FINITE_AUXILIARIES = new Set([...FORM_TO_VERB.keys(), ...MODALS]);

function looksFinite(pronoun: string, verb: string): boolean {
  if (NOT_VERBS.has(verb) || verb.length < 3) return false;
  if (FINITE_AUXILIARIES.has(verb) || verb === 'weiß' || verb === 'mag' || verb === 'gibt') return true;
  // The table knows past forms too: "Gestern ich war…".
  const persons: Record<string, number[]> = { ich: [0], du: [1], er: [2], sie: [2, 5], es: [2], man: [2], wir: [3], ihr: [4] };
  if (germanVerbs().read(verb).some((r) => persons[pronoun]?.includes(r.person))) return true;
  if (pronoun === 'ich') return verb.endsWith('e');
  if (pronoun === 'du') return verb.endsWith('st');
  if (pronoun === 'wir') return verb.endsWith('en');
  if (pronoun === 'sie') return verb.endsWith('t') || verb.endsWith('en');
  return verb.endsWith('t');
}

/** Subject pronoun + form of sein/haben/a modal that belongs to another person ("ich bist"). */
function agreementRule(id: string, name: string, verbs: string[]): IntlRule {
  return defineRule({
    id,
    name,
    message: 'The verb does not match the subject.',
    at: (ctx, i) => {
      const pronoun = ctx.word(i);
      const verb = FORM_TO_VERB.get(ctx.word(i + 1));
      if (!PRONOUNS.has(pronoun) || !verb || !verbs.includes(verb) || !ctx.joined(i)) return undefined;
      // "du und ich sind": the subject is the whole pair.
      if (['und', 'oder', 'sowie'].includes(ctx.word(i - 1))) return undefined;
      const right = PARADIGMS[verb]![pronoun]!;
      const allowed = pronoun === 'sie' || pronoun === 'es' ? [right, PLURAL_FORM[verb]] : [right];
      // Reported speech: "sie habe nichts gewusst", "er sei krank", "man könne" (subjunctive I of the third person).
      if (/^(er|sie|es|man)$/.test(pronoun)) allowed.push(SUBJUNCTIVE_I[verb] ?? '');
      if (allowed.includes(ctx.word(i + 1))) return undefined;
      return { from: i + 1, to: i + 1, replacements: [right] };
    },
  });
}

const SEIN_PARTICIPLES = new Set(
  'gegangen gekommen geblieben gewesen geworden passiert gestorben aufgestanden angekommen eingeschlafen gelaufen gereist umgezogen zurückgekommen abgefahren eingestiegen ausgestiegen geschehen'.split(' '),
);
const HABEN_TO_SEIN: Record<string, string> = { habe: 'bin', hast: 'bist', hat: 'ist', haben: 'sind', habt: 'seid' };

/** Index of the last word of the clause that starts at i: stops at punctuation. */
function findClauseEnd(ctx: RuleContext, i: number, limit: number): number {
  let k = i;
  while (k < ctx.tokens.length - 1 && k - i < limit && ctx.joined(k)) k++;
  return k;
}

const COMPARATIVES = new Set(
  'besser mehr weniger größer älter jünger länger kürzer höher schneller langsamer kleiner schöner teurer billiger lieber stärker wärmer kälter leichter schwerer einfacher wichtiger schlechter dicker dünner'.split(' '),
);
/**
 * "Unser Kühlschrank ist lauter wie ein Traktor": a known adjective + -er after a form of "sein" or a degree word is a
 * comparative (before a noun the -er is an ending: "ein lauter Traktor"), beyond the hand list above.
 */
function isPredicateComparative(ctx: RuleContext, i: number): boolean {
  const word = ctx.word(i);
  return readAdjective(word)?.ending === 'er' && /^(ist|sind|war|waren|bin|bist|seid|wird|werden|wurde|wurden|noch|viel|etwas|deutlich|sogar|immer|weit)$/.test(ctx.word(i - 1));
}
const SAYING_VERBS = new Set('weiß wissen glaube glauben denke denken hoffe hoffen meine meinen finde finden sage sagt sagte sagen sehe sieht merke klar sicher froh schade möglich wichtig gut'.split(' '));
const CLAUSE_SUBJECTS = new Set([...PRONOUNS, 'der', 'die', 'ein', 'eine', 'kein', 'keine', 'mein', 'meine', 'dein', 'deine', 'sein', 'seine', 'unser', 'unsere']);
const SUBORDINATORS = new Set(['weil', 'dass', 'ob', 'obwohl', 'wenn', 'damit', 'bevor', 'nachdem', 'falls']);
/** Lower-case forms of lexicon nouns that are also other words ("die essen" = they eat). */
// Personal pronouns too: "das Ich" is a noun, but "in der ich wohne" has the relative "der" and the subject.
const ALSO_NOT_NOUNS = new Set(['morgen', 'essen', 'leben', 'recht', 'ende', 'ich', 'du', 'er', 'sie', 'es', 'wir', 'ihr', 'man']);
// Articles, "kein", possessives, "dieser" and "jeder": a noun follows ("keine zeit", "meine mutter"). Bare
// "sein" and "ihr" are left out: the verb and the pronoun ("habt ihr …") are far more frequent.
const DETERMINERS = /^(der|die|das|den|dem|des|[kmd]?ein(e|en|em|er|es)?|sein(e|en|em|er|es)|ihr(e|en|em|er|es)|unser(e|en|em|er|es)?|eu(er|re|ren|rem|rer|res)|dies(e|en|em|er|es)|jed(e|en|em|er|es))$/;

/** kennen → wissen, person by person: "ich kenne nicht, wo" is "ich weiß nicht, wo". */
const KENNEN_TO_WISSEN: Record<string, string> = { kenne: 'weiß', kennst: 'weißt', kennen: 'wissen', kannte: 'wusste', kanntest: 'wusstest', kannten: 'wussten' };
/** Words that open an indirect question or a that-clause: what one knows, not whom. */
const QUESTION_OPENERS = /^(wo|wie|wann|warum|weshalb|wieso|ob|was|wer|wohin|woher|welche|welcher|welches|wieviel|dass)$/;
/** The finite forms of sein and werden: "wen" cannot be their object. */
const SEIN_OR_WERDEN = /^(bin|bist|ist|sind|seid|war|warst|waren|wart|werde|wirst|wird|werden|werdet|wurde|wurdest|wurden)$/;
/** A letter to one person: "Liebe Frau Dr. Keller,", "Sehr geehrter Herr Wolf,". */
const SALUTATION = /(?:^|\n)\s*(?:Liebe|Lieber|Sehr geehrte|Sehr geehrter|Hallo|Guten Tag)\s+(?:Frau|Herr)\b/u;
/** First-person verbs that address the reader of a letter: "ich danke Ihnen", "wir wünschen Ihnen". */
const ADDRESSING_VERBS = /^(danke|danken|wünsche|wünschen|schreibe|schreiben|schicke|schicken|sende|senden|teile|teilen|gratuliere|gratulieren|bestätige|bestätigen)$/;

/** A text to one person: a salutation, or the person named as it closes ("Vielen Dank, Herr Yilmaz."). */
const ADDRESSED = /(?:(?:^|\n)\s*(?:Liebe|Lieber|Sehr geehrte|Sehr geehrter|Hallo|Guten Tag)\s+(?:Frau|Herr)\b|,\s*(?:Frau|Herr)\s+(?:Dr\.\s+|Prof\.\s+)?\p{Lu}[\p{L}-]+\s*[.!?]?\s*$)/u;
/** Verbs that open a polite request to the reader: "Könnten Sie mir …", "Würden Sie bitte …". */
const REQUEST_VERBS = /^(könnten|können|würden|werden|möchten|wären|hätten|haben|sind|dürfen)$/;
/** What a reader sends or gives a writer: "für Ihre Antwort", "Ihr Verständnis". */
const CORRESPONDENCE_NOUNS = /^(Antwort|Rückmeldung|Nachricht|Mail|E-Mail|Email|Hilfe|Unterstützung|Verständnis|Geduld|Mühe|Zeit|Schreiben|Brief|Einladung|Interesse|Angebot|Bemühungen|Anfrage|Rückruf)$/;

/**
 * "und", "oder", "aber" at k may join two clauses (the verb of the first is then in place): not when it
 * joins two nouns ("weil ich habe Kopfschmerzen und Fieber"), which stay in the one clause.
 */
export function joinsClauses(ctx: RuleContext, k: number): boolean {
  if (!['und', 'oder', 'aber'].includes(ctx.word(k))) return false;
  const nounBefore = findGermanNoun(ctx.tokens[k - 1]?.text ?? '') !== undefined;
  const nounAfter = findGermanNoun(ctx.tokens[k + 1]?.text ?? '') !== undefined;
  return ctx.word(k) === 'aber' || !nounBefore || !nounAfter;
}

/** Indicative present → subjunctive II, for a wish that is not real: "ich wünschte, ich hätte mehr Zeit". */
const SUBJUNCTIVE_II: Record<string, string> = {
  habe: 'hätte', hast: 'hättest', hat: 'hätte', haben: 'hätten', habt: 'hättet',
  bin: 'wäre', bist: 'wärst', ist: 'wäre', sind: 'wären', seid: 'wärt',
  kann: 'könnte', kannst: 'könntest', können: 'könnten', könnt: 'könntet',
  muss: 'müsste', musst: 'müsstest', müssen: 'müssten', werde: 'würde', wirst: 'würdest', wird: 'würde', werden: 'würden',
  weiß: 'wüsste', weißt: 'wüsstest', wissen: 'wüssten', darf: 'dürfte', dürfen: 'dürften',
};

/** Past indicative → subjunctive II: "wenn ich Zeit hatte" → "hätte". */
const PAST_TO_SUBJUNCTIVE_II: Record<string, string> = {
  hatte: 'hätte', hattest: 'hättest', hatten: 'hätten', hattet: 'hättet', war: 'wäre', warst: 'wärst', waren: 'wären', wart: 'wärt',
  konnte: 'könnte', konntest: 'könntest', konnten: 'könnten', musste: 'müsste', mussten: 'müssten', wusste: 'wüsste', wussten: 'wüssten', durfte: 'dürfte',
};

const PLURAL_QUANTITY = new RegExp(`^(viele|vielen|einige|einigen|mehrere|mehreren|wenige|wenigen|${CARDINAL_ABOVE_ONE}|paar|beide|beiden|alle|allen|keine|meine|deine|seine|ihre|unsere|eure|diese)$`);

/** Counts that ask for a plural noun: numbers and quantifiers, not possessives ("meine", "ihre" may be singular). */
const PLURAL_COUNT = new RegExp(`^(viele|einige|mehrere|wenige|${CARDINAL_ABOVE_ONE})$`);

/**
 * A listed noun form in -s that is only a genitive singular ("Kuchens", "Wagens"), after a count and at most two
 * adjectives, outside a prepositional phrase (where the dative plural would need its own form): its plural.
 */
function fixGenitiveAfterCount(ctx: RuleContext, i: number): { from: number; to: number; replacements: string[] } | undefined {
  const noun = findGermanNoun(ctx.tokens[i]!.text);
  if (!noun || ![...noun.slots].every((slot) => slot === 3)) return undefined;
  let q = i - 1;
  while (q >= i - 2 && ctx.tokens[q] && /^\p{Ll}+(e|en)$/u.test(ctx.tokens[q]!.text) && !PLURAL_COUNT.test(ctx.word(q))) q--;
  if (!PLURAL_COUNT.test(ctx.word(q)) || !ctx.joinedRun(q, i) || /^(mit|von|zu|aus|bei|nach|seit|in|an|auf|vor|unter|über|hinter|neben|zwischen)$/.test(ctx.word(q - 1))) return undefined;
  const plural = findPluralOfSingular(ctx.tokens[i]!.text);
  return plural && plural !== ctx.tokens[i]!.text ? { from: i, to: i, replacements: [plural] } : undefined;
}

/** Nouns that "haben" or "brauchen" takes with no article, "kein" being their negation: "keine Zeit", "kein Geld". */
const BARE_OBJECT_VERBS = /^(habe|hast|hat|haben|habt|hatte|hattest|hatten|brauche|brauchst|braucht|brauchen|brauchte|brauchten)$/;
/** "Du hast nicht Recht" is standard German, as is "nicht Schuld" beside "keine Schuld". */
const NICHT_NOUNS_KEPT = /^(Recht|Unrecht|Schuld)$/;

/** Countable neuter nouns one "has" with an adjective: "ein schönes Wochenende", "ein gutes Gespräch". */
const COUNTABLE_NEUTER = /^(Wochenende|Jahr|Fest|Geschenk|Zimmer|Hotel|Gespräch|Erlebnis|Treffen|Semester|Auto|Haus)$/;

const PRONOUN_PERSON: Record<string, Person> = { ich: 0, du: 1, er: 2, sie: 2, es: 2, man: 2, wir: 3, ihr: 4 };
const DURATION = /^(jahr|jahren|monat|monaten|woche|wochen|tag|tagen|stunde|stunden|minuten|semester|semestern)$/;
/** Activities that last, which "seit" + a duration puts in the present while they go on. */
const LASTING_ACTIVITIES = new Set(['arbeiten', 'lernen', 'wohnen', 'leben', 'studieren', 'unterrichten', 'spielen', 'trainieren', 'singen', 'tanzen', 'malen', 'schreiben', 'lesen', 'helfen', 'warten', 'sparen', 'üben', 'kochen', 'joggen', 'reiten', 'schwimmen', 'fotografieren', 'programmieren', 'sammeln']);
const DURATION_COUNT = new RegExp(`^(einem|einer|${CARDINAL_ABOVE_ONE}|vielen|einigen|mehreren)$`);
/** Present forms of sein and haben: a clause in the present elsewhere in the sentence. */
const PRESENT_SEIN_HABEN = /^(bin|bist|ist|sind|seid|habe|hast|hat|haben|habt)$/;

/**
 * "Wir haben zwei Zelten eingepackt": after a count, a noun form that is only the dative plural ("Zelten", "Äpfeln")
 * whose nominative plural is that form less its -n ("Zelte", "Äpfel"), outside a prepositional phrase and not a person (people
 * take a dative object without a preposition: "Er hilft zwei Kindern").
 */
function findNominativeOfDativePlural(ctx: RuleContext, i: number): string | undefined {
  const text = ctx.tokens[i]?.text ?? '';
  const noun = findGermanNoun(text);
  if (!noun || !isListedNounForm(text) || ![...noun.slots].every((slot) => slot === 6) || !/([^n]e|el)n$/.test(text)) return undefined;
  // "seid zwei Jahren" (seit misspelt), "vor zwei Jahren": a count of time is most often in a phrase of time.
  if (PERSON_LIKE.test(text) || ctx.startsSentence(i - 1) || /^(seid|seit|vor|nach|in|mit|von|aus|bei|zu|an|auf|über|unter|neben|hinter|zwischen|gegenüber|außer|binnen|innerhalb|während)$/.test(ctx.word(i - 2))) return undefined;
  if (/^(Jahren|Monaten|Tagen|Stunden|Minuten|Sekunden|Wochen|Nächten|Malen)$/.test(text)) return undefined;
  const nominative = text.slice(0, -1);
  const found = findGermanNoun(nominative);
  return found && found.lemma === noun.lemma && found.slots.has(4) ? nominative : undefined;
}
/** Nouns for people (by their ending or a short list): a dative plural of them may be an indirect object. */
const PERSON_LIKE = /^(\p{Lu}\p{Ll}*(ern|innen|anten|enten|isten|eten|ologen)|Kindern|Leuten|Menschen|Freunden|Gästen|Kollegen|Eltern|Schülern|Söhnen|Töchtern|Brüdern|Schwestern)$/u;

export const WORD_RULES: IntlRule[] = [
  defineRule({
    id: 'de/seit-present',
    name: 'seit + duration takes the present',
    message: 'Something that started in the past and still goes on takes the present with "seit": "Ich lerne seit einem Jahr Deutsch".',
    // "Ich lernte seit einem Jahr Deutsch, aber … bin ich immer noch nervös": a pronoun, a past form, "seit" and
    // a duration ("seit einem Jahr", "seit drei Monaten"), and elsewhere in the sentence a clause in the present
    // (bin, ist, habe…); a story in the past ("als", "damals", war, hatte) keeps its past.
    at: (ctx, i) => {
      const person = PRONOUN_PERSON[ctx.word(i)];
      if (person === undefined || !ctx.startsSentence(i) || !ctx.joinedRun(i, i + 4)) return undefined;
      const verb = ctx.word(i + 1);
      const past = germanVerbs().read(verb).filter((r) => r.tense === 1 && r.person === person);
      if (past.length === 0 || germanVerbs().read(verb).some((r) => r.tense === 0) || /^(war|warst|waren|wart|hatte|hattest|hatten|hattet)$/.test(verb)) return undefined;
      if (ctx.word(i + 2) !== 'seit' || !DURATION_COUNT.test(ctx.word(i + 3)) || !DURATION.test(ctx.word(i + 4))) return undefined;
      let end = i;
      while (end < ctx.tokens.length - 1 && !/[.!?]/.test(ctx.gapAfter(end))) end++;
      const rest = ctx.tokens.slice(i + 5, end + 1).map((t) => t.lower);
      if (!rest.some((w) => PRESENT_SEIN_HABEN.test(w)) || rest.some((w) => /^(als|damals|bevor|nachdem|bis|war|waren|hatte|hatten|wurde|wurden)$/.test(w))) return undefined;
      const fixes = new Set(past.map((r) => germanVerbs().conjugate(r.lemma, 0, person)));
      const fix = fixes.size === 1 ? [...fixes][0] : undefined;
      return fix && fix !== verb ? { from: i + 1, to: i + 1, replacements: [fix] } : undefined;
    },
  }),
  defineRule({
    id: 'de/seit-perfect-present',
    name: 'seit + duration takes the present, not the perfect',
    message: 'Something that started in the past and still goes on takes the present with "seit": "Ich arbeite seit drei Jahren im Tierheim".',
    // "Ich habe seit drei Jahren im Tierheim gearbeitet und mache das immer noch gern": a pronoun, a form of haben,
    // "seit" and a duration, an activity that lasts (arbeiten, lernen, wohnen…) closing the clause, and the rest of
    // the sentence saying it goes on ("immer noch", "noch immer", "bis heute", "weiterhin", "nach wie vor").
    // "Ich habe seit Montag nichts gegessen" (no activity that lasts, nothing going on) keeps its perfect.
    at: (ctx, i) => {
      const person = PRONOUN_PERSON[ctx.word(i)];
      if (person === undefined || !ctx.startsSentence(i) || !ctx.joinedRun(i, i + 4)) return undefined;
      if (!/^(habe|hast|hat|haben|habt)$/.test(ctx.word(i + 1)) || ctx.word(i + 2) !== 'seit' || !DURATION_COUNT.test(ctx.word(i + 3)) || !DURATION.test(ctx.word(i + 4))) return undefined;
      let p = i + 5;
      while (p < ctx.tokens.length - 1 && ctx.joined(p) && ctx.word(p + 1) !== 'und' && p < i + 14) p++;
      const participle = ctx.word(p);
      const lemma = participleLemmas().get(participle);
      if (!lemma || !LASTING_ACTIVITIES.has(lemma) || !participle.startsWith('ge') || ctx.tokens[p]!.text !== participle) return undefined;
      let end = p;
      while (end < ctx.tokens.length - 1 && !/[.!?]/.test(ctx.gapAfter(end))) end++;
      const rest = ctx.tokens.slice(p + 1, end + 1).map((t) => t.lower).join(' ');
      if (!/\b(immer noch|noch immer|bis heute|weiterhin|nach wie vor)\b/.test(rest)) return undefined;
      const present = germanVerbs().conjugate(lemma, 0, person);
      if (!present) return undefined;
      return { from: i + 1, to: p, replacements: [ctx.rewrite(i + 1, p - 1, (m) => (m === i + 1 ? present : undefined))] };
    },
  }),
  defineRule({
    id: 'de/formal-sie',
    name: 'Sie and Ihr in a letter',
    message: 'Writing to "Frau …" or "Herr …", the polite "you" and "your" take a capital: "Könnten Sie mir …", "für Ihre Antwort".',
    at: (ctx, i) => {
      const token = ctx.tokens[i]!;
      if (!ADDRESSED.test(ctx.text)) return undefined;
      // "Könnten sie mir bitte …": a request to the reader; "sie" then "mir", "uns" or "bitte".
      if (token.text === 'sie' && REQUEST_VERBS.test(ctx.word(i - 1)) && /^(mir|uns|bitte)$/.test(ctx.word(i + 1)) && ctx.joinedRun(i - 1, i + 1)) {
        return { from: i, to: i, replacements: ['Sie'] };
      }
      // "Vielen Dank für ihre schnelle Antwort": what the reader sent the writer.
      if (!/^ihr(e|en|em|er|es)?$/.test(token.text)) return undefined;
      let k = i + 1;
      while (readAdjective(ctx.word(k)) && ctx.tokens[k]!.text === ctx.word(k)) k++;
      const noun = ctx.tokens[k]?.text ?? '';
      return CORRESPONDENCE_NOUNS.test(noun) && ctx.joinedRun(i, k) ? { from: i, to: i, replacements: [`I${token.text.slice(1)}`] } : undefined;
    },
  }),
  defineRule({
    id: 'de/wissen-not-kennen',
    name: 'wissen or kennen',
    message: '"kennen" takes a person or a thing; a fact or a question (wo, wie, ob, dass…) is "wissen": "ich weiß nicht, wo das ist".',
    at: (ctx, i) => {
      let fix = KENNEN_TO_WISSEN[ctx.word(i)];
      // "kennt": weiß after er/sie/es, wisst after ihr.
      if (ctx.word(i) === 'kennt') fix = ctx.word(i - 1) === 'ihr' || ctx.word(i + 1) === 'ihr' ? 'wisst' : 'weiß';
      if (!fix) return undefined;
      let k = i + 1;
      while (/^(ich|du|er|sie|es|wir|ihr|man|nicht|leider|auch|noch|schon|genau|wirklich|zufällig|eigentlich|vielleicht)$/.test(ctx.word(k)) && ctx.joined(k - 1)) k++;
      // The question word follows straight or after a comma, with nothing else between.
      if (k === i + 1 && !ctx.joined(i) && !/^\s*,\s*$/.test(ctx.gapAfter(i))) return undefined;
      if (!/^\s*,?\s*$/.test(ctx.gapAfter(k - 1)) || !QUESTION_OPENERS.test(ctx.word(k))) return undefined;
      return { from: i, to: i, replacements: [fix] };
    },
  }),
  defineRule({
    id: 'de/wenn-not-wen',
    name: 'wenn or wen',
    message: '"wen" asks "whom"; "if/when" is "wenn": "Sag Bescheid, wenn du zu Hause bist".',
    // "wen du zu Hause bist": a clause whose verb is sein or werden has no accusative for "wen" to be.
    at: (ctx, i) => {
      if (ctx.word(i) !== 'wen' || !ctx.joined(i)) return undefined;
      // "Wen die Waschmaschine fertig ist, …": a noun phrase as the subject, when "wen" opens the clause
      // (not "Für wen die Torte gedacht ist"); "wen sie gewohnt ist", "wert", "los", "leid" take an accusative.
      const opens = ctx.startsSentence(i) || /^\s*,\s*$/.test(ctx.gapBefore(i));
      const nounSubject = opens ? readDeterminerNounPhrase(ctx, i + 1) : undefined;
      const pronounSubject = /^(ich|du|er|sie|es|wir|ihr|man)$/.test(ctx.word(i + 1)) ? i + 1 : undefined;
      const subject = pronounSubject ?? nounSubject;
      if (subject === undefined) return undefined;
      for (let k = subject + 1; k < ctx.tokens.length && k <= i + 10; k++) {
        if (ctx.endsClause(k)) {
          const takesAccusative = subject === nounSubject && /^(gewohnt|gewöhnt|wert|los|leid|satt|schuldig)$/.test(ctx.word(k - 1));
          return SEIN_OR_WERDEN.test(ctx.word(k)) && !takesAccusative ? { from: i, to: i, replacements: ['wenn'] } : undefined;
        }
        if (!ctx.joined(k)) return undefined;
      }
      return undefined;
    },
  }),
  defineRule({
    id: 'de/nominalised-adjective',
    name: 'alles Gute, etwas Neues',
    message: 'An adjective used as a noun after "alles", "etwas", "nichts", "viel", "wenig" is written with a capital: "alles Gute", "etwas Neues".',
    at: (ctx, i) => {
      const after = ctx.word(i);
      const word = ctx.tokens[i + 1]?.text ?? '';
      const ending = after === 'alles' ? /^\p{Ll}{2,}e$/u : /^(etwas|nichts|viel|wenig)$/.test(after) ? /^\p{Ll}{2,}es$/u : undefined;
      if (!ending?.test(word) || !ctx.joined(i) || /^(andere|anderes|beide|meiste|meistes|solche|solches|übrige|übriges)$/.test(word)) return undefined;
      // An adjective before its noun stays small ("etwas frisches Brot"), and a verb form is no adjective ("alles gebe").
      if (/^\p{Lu}/u.test(ctx.tokens[i + 2]?.text ?? '') && ctx.joined(i + 1)) return undefined;
      if (germanVerbs().read(word).length > 0 || !readAdjective(word)) return undefined;
      return { from: i + 1, to: i + 1, replacements: [word.charAt(0).toUpperCase() + word.slice(1)] };
    },
  }),
  defineRule({
    id: 'de/formal-ihnen',
    name: 'Ihnen in a formal letter',
    message: 'In a letter to "Frau …" or "Herr …", the polite "you" is written with a capital: "ich danke Ihnen".',
    at: (ctx, i) => {
      if (ctx.tokens[i]?.text !== 'ihnen' || !ADDRESSING_VERBS.test(ctx.word(i - 1)) || !ctx.joined(i - 1)) return undefined;
      // A first-person writer (ich danke, wir wünschen) writing to one person named in the salutation.
      const writer = /^(ich|wir)$/.test(ctx.word(i - 2)) || /^(ich|wir)$/.test(ctx.word(i + 1));
      return writer && SALUTATION.test(ctx.text.slice(0, ctx.tokens[i]!.start)) ? { from: i, to: i, replacements: ['Ihnen'] } : undefined;
    },
  }),
  defineRule({
    id: 'de/verb-second',
    name: 'Verb in second place',
    message: 'In a main clause the verb comes second: after a word like "morgen", put the verb before the subject.',
    at: (ctx, i) => {
      // "…, deshalb ich bleibe", "… und dann wir haben": a connecting adverb after a comma or "und" opens a main clause too.
      const afterJoin = /^(und|aber|oder)$/.test(ctx.word(i - 1)) && ctx.joined(i - 1);
      // ", aber manchmal er vergisst": after a comma and its conjunction any fronted adverb opens the clause.
      const afterCommaJoin = afterJoin && /,/.test(ctx.gapBefore(i - 1));
      const opens = ctx.startsSentence(i) || afterCommaJoin || ((/,/.test(ctx.gapBefore(i)) || afterJoin) && CONNECTING_ADVERBS.has(ctx.word(i)));
      if (!opens || !FRONTED_ADVERBS.has(ctx.word(i)) || !ctx.joinedRun(i, i + 2)) return undefined;
      const pronoun = ctx.word(i + 1);
      const verb = ctx.tokens[i + 2];
      if (!PRONOUNS.has(pronoun)) return nounSubjectBeforeVerb(ctx, i + 1);
      if (!verb || verb.text !== verb.lower || !looksFinite(pronoun, verb.lower)) return undefined;
      return { from: i + 1, to: i + 2, replacements: [`${verb.text} ${ctx.tokens[i + 1]!.text}`] };
    },
  }),
  defineRule({
    id: 'de/verb-final',
    name: 'Verb at the end of a subordinate clause',
    message: 'After "weil", "dass", "wenn" and similar words, the conjugated verb goes to the end of the clause.',
    confidence: 0.7,
    at: (ctx, i) => {
      if (!SUBORDINATORS.has(ctx.word(i)) || !PRONOUNS.has(ctx.word(i + 1)) || !FINITE_AUXILIARIES.has(ctx.word(i + 2))) return undefined;
      let end = findClauseEnd(ctx, i, 9);
      // "dass wir sollen pünktlich um sieben Uhr in der Halle sein": a modal whose infinitive closes a longer clause.
      if (!ctx.endsClause(end) && /^(soll|sollst|sollen|sollt|muss|musst|müssen|müsst|kann|kannst|können|könnt|will|willst|wollen|wollt|darf|darfst|dürfen|dürft)$/.test(ctx.word(i + 2))) {
        const longer = findClauseEnd(ctx, i, 13);
        const last = ctx.tokens[longer];
        if (last && ctx.endsClause(longer) && last.text === last.lower && /n$/.test(last.lower) && germanVerbs().forms(last.lower) !== undefined) end = longer;
      }
      if (end <= i + 2 || !ctx.endsClause(end) || !ctx.joinedRun(i, end)) return undefined;
      for (let k = i + 3; k <= end; k++) if (joinsClauses(ctx, k)) return undefined;
      if (isBeforeDoubleInfinitive(ctx, i + 2, end)) return undefined;
      return { from: i + 2, to: end, replacements: [moveVerbToEnd(ctx, i + 2, end)] };
    },
  }),
  defineRule({
    id: 'de/seid-seit',
    name: 'seit or seid',
    message: '"seit" means since; "seid" is a form of "sein" (ihr seid).',
    at: (ctx, i) => {
      if (ctx.word(i) !== 'seid' || ctx.word(i - 1) === 'ihr' || !ctx.joined(i)) return undefined;
      const next = ctx.word(i + 1);
      if (!/^(dem|der|einem|einer|einigen|vielen|gestern|heute|wann|langem|kurzem|jahren|monaten|wochen|tagen|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|\d+|letztem|letzter|diesem|dieser|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|januar|februar|märz|april|mai|juni|juli|august|september|oktober|november|dezember|ostern|weihnachten)$/.test(next)) return undefined;
      return { from: i, to: i, replacements: ['seit'] };
    },
  }),
  defineRule({
    id: 'de/plural-after-number',
    name: 'Plural after a number',
    message: 'After a number above one, the noun is plural: "zwei Brüder".',
    // "Ich habe zwei Bruder": a number, then a noun form that can only be singular (not "zwei Lehrer", same in both).
    at: (ctx, i) => {
      if (!PLURAL_COUNT.test(ctx.word(i)) || /^\d+$/.test(ctx.word(i)) || !ctx.joined(i)) return undefined;
      // "zwei neue Schule": up to two adjectives (their stem known, or derived) before the noun.
      let n = i + 1;
      while (n <= i + 2 && ctx.joined(n) && /^\p{Ll}+$/u.test(ctx.tokens[n]?.text ?? '') && (readAdjective(ctx.word(n)) ?? readDerivedAdjective(ctx.word(n)))) n++;
      const noun = ctx.tokens[n];
      // "zwei Zelten" outside a prepositional phrase: a form that is only the dative plural → the nominative plural.
      const plural = noun && (findPluralOfSingular(noun.text) ?? (n === i + 1 ? findNominativeOfDativePlural(ctx, i + 1) : undefined));
      // "zwei Euro", "drei Kilo": units stay singular.
      if (!plural || /^(Euro|Cent|Dollar|Kilo|Gramm|Meter|Liter|Grad|Prozent|Mal|Stück|Paar|Dutzend|Glas|Blatt|Pfund|Zentimeter|Kilometer|Uhr)$/.test(noun!.text)) return undefined;
      // "mit zwei Freund": a dative plural takes -n as well; the nominative plural would be wrong there.
      if (/^(mit|von|zu|aus|bei|nach|seit|in|an|auf|vor|unter|über|hinter|neben|zwischen)$/.test(ctx.word(i - 1))) return undefined;
      return { from: n, to: n, replacements: [plural] };
    },
  }),
  defineRule({
    id: 'de/plural-not-s',
    name: 'German plural, not -s',
    message: 'This noun has its own German plural: "Tomaten", "Freunde", not an English -s.',
    // "viele frische Tomatos": after a word of quantity (and an adjective), an unknown word in -s or -os whose
    // stem is a noun with another plural ("Tomate" → "Tomaten").
    at: (ctx, i) => {
      const text = ctx.tokens[i]!.text;
      if (!/^\p{Lu}\p{Ll}+s$/u.test(text)) return undefined;
      // "drei verschiedene Kuchens": a genitive singular in -s after a count is the English plural of a noun
      // whose German plural is another form ("Kuchen").
      if (isListedNounForm(text)) return fixGenitiveAfterCount(ctx, i);
      let q = i - 1;
      if (/^\p{Ll}+(e|en)$/u.test(ctx.tokens[q]?.text ?? '') && !PLURAL_QUANTITY.test(ctx.word(q))) q--;
      if (!PLURAL_QUANTITY.test(ctx.word(q)) || !ctx.joinedRun(q, i)) return undefined;
      const plurals = new Set<string>();
      for (const singular of [text.slice(0, -1), `${text.slice(0, -2)}e`]) {
        const plural = isListedNounForm(singular) ? findPluralOfSingular(singular) : undefined;
        // A foreign word whose plural is English already ("Sandwiches" beside "Sandwichs") is left alone.
        if (plural && plural !== text && !/s$/.test(plural)) plurals.add(plural);
      }
      return plurals.size === 1 ? { from: i, to: i, replacements: [...plurals] } : undefined;
    },
  }),
  defineRule({
    id: 'de/adjective-after-alle',
    name: 'Adjective after alle, beide',
    message: 'After "alle", "beide", "sämtliche" an adjective takes -en in every case: "alle freien Autos".',
    // "alle freie Autos": the adjective before a noun that is plural (or else only a genitive singular, "Autos").
    at: (ctx, i) => {
      if (!/^(alle|beide|sämtliche)$/.test(ctx.word(i)) || !ctx.joinedRun(i, i + 2)) return undefined;
      const adjective = readAdjective(ctx.word(i + 1));
      const noun = findGermanNoun(ctx.tokens[i + 2]?.text ?? '');
      if (!adjective || adjective.ending !== 'e' || ctx.tokens[i + 1]!.text !== ctx.word(i + 1) || !noun || !(isOnlyPlural(noun) || ([...noun.slots].some((slot) => slot >= 4) && !noun.slots.has(0) && !noun.slots.has(1) && !noun.slots.has(2)))) return undefined;
      return { from: i + 1, to: i + 1, replacements: [`${adjective.stem}en`] };
    },
  }),
  defineRule({
    id: 'de/predicative-adjective',
    name: 'Predicative adjective without ending',
    message: 'After "sein", "werden" or "bleiben" an adjective at the end of the clause takes no ending: "es ist wunderschön".',
    // "aber es ist wunderschöne": an adjective in -e closing the clause right after the copula (degree words between).
    at: (ctx, i) => {
      if (!/^(ist|sind|war|waren|bin|bist|seid|wird|werden|wurde|wurden|bleibt|bleiben|blieb)$/.test(ctx.word(i))) return undefined;
      let k = i + 1;
      while (/^(sehr|so|ganz|wirklich|echt|total|ziemlich|zu|nicht|auch|immer|noch|richtig|besonders|extrem|wieder|jetzt|schon)$/.test(ctx.word(k)) && ctx.joined(k - 1)) k++;
      const token = ctx.tokens[k];
      if (!token || token.text !== ctx.word(k) || !ctx.joinedRun(i, k) || !ctx.endsClause(k) || germanVerbs().read(ctx.word(k)).length > 0) return undefined;
      const stem = readInflectedAdjectiveStem(ctx.word(k));
      return stem ? { from: k, to: k, replacements: [stem] } : undefined;
    },
  }),
  defineRule({
    id: 'de/strong-participle',
    name: 'Irregular past participle',
    message: 'This verb is irregular: its past participle is not ge- + stem + -t.',
    // "E-Mails geschreibt" → "geschrieben": the regular ge-…-t put on a strong verb.
    at: (ctx, i) => {
      // "zurückgebringt" → "zurückgebracht": a separable prefix before ge- is kept and put back on the participle.
      const prefix = SEPARABLE_PREFIXES.find((p) => ctx.word(i).startsWith(`${p}ge`) && ctx.word(i).length > p.length + 5) ?? '';
      const word = ctx.word(i).slice(prefix.length);
      const match = /^ge(\p{Ll}{2,})t$/u.exec(word);
      if (!match || germanVerbs().read(ctx.word(i)).length > 0 || (prefix && participleLemmas().has(ctx.word(i)))) return undefined;
      // "geschafft", "gehängt", "gelöscht": a verb weak as well as strong (weak-and-strong-verbs.ts).
      if (isWeakParticipleToo(word)) return undefined;
      // "geholft", "gesieht": the stem may carry a vowel of another form (hilft, sieht); the infinitive has e.
      const stems = new Set([match[1]!, match[1]!.replace(/ie(?=[^aeiouäöü]*$)/, 'e'), match[1]!.replace(/[io](?=[^aeiouäöü]*$)/, 'e')]);
      const participles = new Set<string>();
      for (const stem of stems) {
        const lemma = `${stem}en`;
        const participle = germanVerbs().tagOf(lemma)?.replace('~', lemma.replace(/e?n$/, ''));
        // "gebringt" → "gebracht": a mixed verb's participle ends in -t too, but with its own stem; read
        // only from the stem as written, since a vowel swapped back could name another verb ("gestillt", "gestellt").
        if (participle && (/en$/.test(participle) || (stem === match[1] && participle !== `ge${stem}t`))) participles.add(participle);
      }
      // "gegesst": the strong participle itself ("gegessen") with -t for its -en.
      const strong = `${word.slice(0, -1)}en`;
      if (participles.size === 0 && participleLemmas().has(strong) && !participleLemmas().has(word)) participles.add(strong);
      const participle = participles.size === 1 ? prefix + [...participles][0]! : undefined;
      return participle && participle !== ctx.word(i) ? { from: i, to: i, replacements: [participle] } : undefined;
    },
  }),
  defineRule({
    id: 'de/strong-participle-infinitive',
    name: 'Irregular past participle',
    message: 'This verb is irregular: its past participle changes its vowel or stem ("gegangen", "getrunken").',
    // "ist nach Hause gegehen", "hat Tee getrinken": ge- put before the infinitive of a strong verb whose participle
    // differs; a perfect auxiliary earlier in the clause, and no verb, participle or noun of that spelling.
    at: (ctx, i) => {
      const token = ctx.tokens[i]!;
      const match = /^ge(\p{Ll}{3,}en)$/u.exec(token.text);
      if (!match || germanVerbs().read(token.lower).length > 0 || participleLemmas().has(token.lower) || isListedNounForm(`G${token.text.slice(1)}`)) return undefined;
      let k = i - 1;
      const auxiliary = /^(habe|hast|hat|haben|habt|hatte|hatten|bin|bist|ist|sind|seid|war|waren)$/;
      while (k >= 0 && ctx.joined(k) && !auxiliary.test(ctx.word(k))) k--;
      if (k < 0 || !auxiliary.test(ctx.word(k))) return undefined;
      const lemma = match[1]!;
      const participle = germanVerbs().tagOf(lemma)?.replace('~', lemma.replace(/e?n$/, ''));
      return participle && /en$/.test(participle) && participle !== token.lower ? { from: i, to: i, replacements: [participle] } : undefined;
    },
  }),
  defineRule({
    id: 'de/weak-participle',
    name: 'Regular past participle',
    message: 'This verb is regular: its past participle ends in -t ("getanzt", "gekauft").',
    // "viel getanzen": the strong -en put on a weak verb.
    at: (ctx, i) => {
      const token = ctx.tokens[i]!;
      const match = /^ge(\p{Ll}{2,})en$/u.exec(token.text);
      // Lower case, no noun or adjective of that spelling ("Gedanken", "gewissen"), and a haben earlier in the clause.
      if (!match || germanVerbs().read(token.lower).length > 0 || participleLemmas().has(token.lower) || isListedNounForm(`G${token.text.slice(1)}`)) return undefined;
      let k = i - 1;
      while (k >= 0 && ctx.joined(k) && !/^(habe|hast|hat|haben|habt|hatte|hatten)$/.test(ctx.word(k))) k--;
      if (k < 0 || !/^(habe|hast|hat|haben|habt|hatte|hatten)$/.test(ctx.word(k))) return undefined;
      const lemma = `${match[1]}en`;
      const participle = germanVerbs().tagOf(lemma)?.replace('~', lemma.replace(/e?n$/, ''));
      return participle && /t$/.test(participle) && participle !== ctx.word(i) ? { from: i, to: i, replacements: [participle] } : undefined;
    },
  }),
  defineRule({
    id: 'de/wen-wem',
    name: 'wen or wem',
    message: '"wem" asks for the dative object (wem gehört, wem hilfst du), "wen" for the accusative (wen hast du gesehen).',
    // A question opening with "wen"/"wem" whose verb takes only the other case.
    at: (ctx, i) => {
      const word = ctx.word(i);
      if ((word !== 'wen' && word !== 'wem') || !ctx.startsSentence(i)) return undefined;
      const rest = ctx.tokens.slice(i + 1, i + 8).map((t) => t.lower);
      const end = rest.findIndex((w, k) => k > 0 && /[.?!]/.test(ctx.gapBefore(i + 1 + k)));
      const clause = end > 0 ? rest.slice(0, end) : rest;
      const dative = clause.some((w) => DATIVE_ONLY_VERBS.test(w));
      const accusative = clause.some((w) => ACCUSATIVE_ONLY_VERBS.test(w));
      if (dative === accusative) return undefined;
      const fix = dative ? 'wem' : 'wen';
      if (fix === word) return undefined;
      return { from: i, to: i, replacements: [ctx.tokens[i]!.text[0] === 'W' ? `W${fix.slice(1)}` : fix] };
    },
  }),
  definePhraseRule({ id: 'de/seit-seid', name: 'seit or seid', message: '"ihr seid" is the verb; "seit" means since.', phrases: { 'ihr seit': 'ihr seid' } }),
  defineRule({
    id: 'de/seit-seid-question',
    name: 'seit or seid',
    message: '"ihr seid" is the verb; "seit" means since.',
    // "Wo seit ihr gewesen?", "Seit ihr fertig?": in a question "seit ihr" is the verb before its subject.
    at: (ctx, i) => {
      if (ctx.word(i) !== 'seit' || ctx.word(i + 1) !== 'ihr' || !ctx.joined(i)) return undefined;
      const start = ctx.tokens[i]!.end;
      const mark = ctx.text.indexOf('?', start);
      const question = mark >= 0 && !/[.!]/.test(ctx.text.slice(start, mark));
      const opensQuestion = ctx.startsSentence(i) || /^(wo|wie|wann|warum|was|wer|woher|wohin|weshalb|wieso)$/.test(ctx.word(i - 1));
      if (!question || !opensQuestion) return undefined;
      return { from: i, to: i, replacements: [ctx.tokens[i]!.text === 'Seit' ? 'Seid' : 'seid'] };
    },
  }),
  defineRule({
    id: 'de/dass-after-verb',
    name: 'dass or das',
    message: 'After a verb like "wissen" or "glauben" a clause starts with "dass".',
    at: (ctx, i) => {
      if (ctx.word(i) !== 'das' || !/,/.test(ctx.gapBefore(i)) || !SAYING_VERBS.has(ctx.word(i - 1)) || !ctx.joined(i)) return undefined;
      // After an adjective ("froh, das", "gut, das") de/dass-after-predicate decides: it first makes sure no neuter noun
      // stands before for a relative "das" ("Ich finde das Essen gut, das du gekocht hast").
      if (CLAUSE_PREDICATES.test(ctx.word(i - 1))) return undefined;
      return CLAUSE_SUBJECTS.has(ctx.word(i + 1)) ? { from: i, to: i, replacements: ['dass'] } : undefined;
    },
  }),
  defineRule({
    id: 'de/comma-before-dass',
    name: 'Comma before dass and ob',
    message: 'A clause with "dass" or "ob" is set off by a comma: "Ich glaube, dass …".',
    // "Ich glaube dass wir …", "Gib mir Bescheid ob du …": a verb of saying or thinking (or "Bescheid") right before, then a
    // subject. "so dass", "ohne dass", "als ob" and the like never take it, and are not in the list.
    at: (ctx, i) => {
      if (!/^(dass|ob)$/.test(ctx.word(i)) || !ctx.joined(i - 1) || !ctx.joined(i) || !/^\s+$/.test(ctx.gapBefore(i))) return undefined;
      const before = ctx.word(i - 1);
      const saying = (SAYING_VERBS.has(before) && ctx.tokens[i - 1]!.text === before) || ctx.tokens[i - 1]!.text === 'Bescheid';
      if (!saying || !CLAUSE_SUBJECTS.has(ctx.word(i + 1))) return undefined;
      return { from: i - 1, to: i - 1, replacements: [`${ctx.tokens[i - 1]!.text},`] };
    },
  }),
  definePhraseRule({
    id: 'de/so-dass',
    name: 'so dass',
    message: 'The conjunction is "so dass" (or "sodass").',
    phrases: Object.fromEntries([...CLAUSE_SUBJECTS].map((s) => [`so das ${s}`, `so dass ${s}`])),
  }),
  defineRule({
    id: 'de/ein-before-adjective',
    name: 'ein before a countable noun',
    message: 'A countable noun in the singular needs an article: "ein schönes Wochenende haben".',
    // "dass Sie schönes Wochenende hatten", "Wir haben schönes Wochenende gehabt": a form of haben next to an
    // adjective and a countable neuter noun with no article; "Schönes Wochenende!" and "gutes Wetter" stay.
    at: (ctx, i) => {
      const adjective = readAdjective(ctx.tokens[i]?.text ?? '');
      // "letztes Wochenende", "nächstes Jahr" are times, no object.
      if (!adjective || adjective.ending !== 'es' || /^(letzt|nächst|erst|ganz|ander|gleich|vorig)$/.test(adjective.stem) || !COUNTABLE_NEUTER.test(ctx.tokens[i + 1]?.text ?? '') || !ctx.joined(i)) return undefined;
      const had = (k: number) => /^(habe|hast|hat|haben|habt|hatte|hattest|hatten|hattet)$/.test(ctx.tokens[k]?.text ?? '');
      const before = had(i - 1) && ctx.joined(i - 1);
      const after = had(i + 2) && ctx.joined(i + 1) && /^(Sie|sie|du|ihr|wir|ich|er|es|man)$/.test(ctx.tokens[i - 1]?.text ?? '') && ctx.joined(i - 1);
      return before || after ? { from: i, to: i, replacements: [`ein ${ctx.tokens[i]!.text}`] } : undefined;
    },
  }),
  defineRule({
    id: 'de/heute-morgen',
    name: 'heute Morgen, gestern Abend',
    message: 'After "heute", "gestern", "morgen" the time of day is a noun: "heute Morgen", "gestern Abend".',
    // "heute morgen", "gestern abend": the spelling before the 2006 reform; "morgen früh" stays.
    at: (ctx, i) => {
      const time = ({ morgen: 'Morgen', abend: 'Abend', mittag: 'Mittag', nachmittag: 'Nachmittag', vormittag: 'Vormittag', nacht: 'Nacht', früh: undefined } as Record<string, string | undefined>)[ctx.tokens[i + 1]?.text ?? ''];
      return time && /^(heute|gestern|morgen|vorgestern|übermorgen)$/.test(ctx.word(i)) && ctx.joined(i) ? { from: i + 1, to: i + 1, replacements: [time] } : undefined;
    },
  }),
  definePhraseRule({ id: 'de/old-dass', name: 'dass (new spelling)', message: 'Since the 1996 reform "daß" is written "dass".', phrases: { daß: 'dass' } }),
  defineRule({
    id: 'de/als-after-comparative',
    name: 'als after a comparative',
    message: 'After a comparative ("größer", "besser") use "als", not "wie".',
    at: (ctx, i) => ((COMPARATIVES.has(ctx.word(i)) || isPredicateComparative(ctx, i)) && ctx.word(i + 1) === 'wie' && ctx.joined(i) ? { from: i + 1, to: i + 1, replacements: ['als'] } : undefined),
  }),
  defineRule({
    id: 'de/in-year',
    name: 'Year without "in"',
    message: 'German says "im Jahr 2020" or just "2020", not "in 2020".',
    confidence: 0.6,
    at: (ctx, i) => {
      if (ctx.word(i) !== 'in' || !/^(1\d|20)\d\d$/.test(ctx.word(i + 1)) || !ctx.joined(i)) return undefined;
      return { from: i, to: i + 1, replacements: [`im Jahr ${ctx.word(i + 1)}`] };
    },
  }),
  defineRule({
    id: 'de/noun-capital',
    name: 'Nouns start with a capital',
    message: 'German nouns are written with a capital letter.',
    at: (ctx, i) => {
      const token = ctx.tokens[i];
      if (!token || token.text !== token.lower || ALSO_NOT_NOUNS.has(token.lower)) return undefined;
      // "hat jemand das skript?": a message typed all in lower case drops every capital on purpose (as spelling does).
      if (!/\p{Lu}/u.test(ctx.text)) return undefined;
      // "das buch", "ein schönes haus": an article, perhaps an adjective, then the noun.
      const adjective = /^\p{Ll}+(e|en|er|es|em)$/u.test(ctx.tokens[i - 1]?.text ?? '') && DETERMINERS.test(ctx.word(i - 2)) && ctx.joined(i - 2);
      // "genug platz", "viel zeit", "mehr geld": a word of quantity before a bare noun takes its place (verb forms
      // such as "genug essen", "viel arbeiten" are left out below).
      // "viel wert", "mehr schuld": predicative words that are also nouns stay in lower case.
      const quantity = /^(genug|viel|wenig|mehr)$/.test(ctx.word(i - 1)) && !/^(wert|schuld|recht|leid|angst|schade|ernst|klasse|spitze|pleite)$/.test(token.lower);
      if (!(DETERMINERS.test(ctx.word(i - 1)) || adjective || quantity) || !ctx.joined(i - 1)) return undefined;
      // "einen gut bezahlten Job": before an inflected adjective and its noun the word is an adverb.
      const next = ctx.tokens[i + 1];
      const beforeAdjective = next && next.text === next.lower && /(e|en|er|es|em)$/.test(next.lower) && !DETERMINERS.test(next.lower) && /^\p{Lu}/u.test(ctx.tokens[i + 2]?.text ?? '') && ctx.joinedRun(i, i + 2);
      if (beforeAdjective) return undefined;
      const capital = token.text.charAt(0).toUpperCase() + token.text.slice(1);
      if (NOUN_GENDERS.has(capital)) return { from: i, to: i, replacements: [capital] };
      // Beyond the frequent nouns: a lexicon noun (not only through a compound's last part) that is no
      // verb form ("die arbeiten viel"), before no noun of its own ("das gute Essen"), not after a comma (a relative "die").
      const noun = findGermanNoun(capital);
      // "die kinder": the listed plural of a frequent noun, which no adjective reading shares, is that noun.
      if (noun && NOUN_GENDERS.has(noun.lemma) && findPluralOfSingular(noun.lemma) === capital && !readAdjective(token.lower) && germanVerbs().read(token.lower).length === 0) return { from: i, to: i, replacements: [capital] };
      // A word with an adjective's ending ("eine neue arbeit", "das kleine") may be an adjective: only the list decides those.
      if (!noun || noun.lemma.slice(0, 3).toLowerCase() !== token.lower.slice(0, 3) || germanVerbs().read(token.lower).length > 0 || /(e|en|er|es|em)$/.test(token.lower)) return undefined;
      if (/^\p{Lu}/u.test(ctx.tokens[i + 1]?.text ?? '') && ctx.joined(i) || /,/.test(ctx.gapBefore(adjective ? i - 2 : i - 1)) || token.lower.length < 3) return undefined;
      return { from: i, to: i, replacements: [capital] };
    },
  }),
  defineRule({
    id: 'de/perfect-with-sein',
    name: 'Perfect tense with sein',
    message: 'Verbs of movement or change of state form the perfect with "sein" (ich bin gegangen).',
    confidence: 0.75,
    at: (ctx, i) => {
      const fix = HABEN_TO_SEIN[ctx.word(i)];
      if (!fix) return undefined;
      // The participle closes the clause: "ich habe gestern nach Hause gegangen".
      const end = findClauseEnd(ctx, i, 8);
      // "Ich habe gegessen und bin gegangen": a participle after "und" has its own auxiliary.
      if (ctx.tokens.slice(i + 1, end).some((t) => /^(und|oder|aber)$/.test(t.lower))) return undefined;
      // "Er hat sich umgezogen": a reflexive verb takes haben.
      if (ctx.tokens.slice(i + 1, end).some((t) => /^(sich|mich|dich)$/.test(t.lower))) return undefined;
      return end > i && SEIN_PARTICIPLES.has(ctx.word(end)) ? { from: i, to: i, replacements: [fix] } : undefined;
    },
  }),
  agreementRule('de/sein-agreement', 'Subject–verb agreement (sein)', ['sein']),
  agreementRule('de/haben-agreement', 'Subject–verb agreement (haben)', ['haben']),
  agreementRule('de/modal-agreement', 'Subject–verb agreement (modal verbs)', ['können', 'müssen', 'wollen', 'werden']),
  defineRule({
    id: 'de/modal-zu',
    name: 'No "zu" after a modal verb',
    message: 'Modal verbs (können, müssen, wollen…) take the infinitive without "zu".',
    at: (ctx, i) => {
      const verb = ctx.tokens[i + 2];
      if (!MODALS.has(ctx.word(i)) || ctx.word(i + 1) !== 'zu' || !verb || verb.text !== verb.lower || !verb.lower.endsWith('en') || !ctx.joinedRun(i, i + 2)) return undefined;
      return { from: i + 1, to: i + 2, replacements: [verb.text] };
    },
  }),
  defineRule({
    id: 'de/einzigste',
    name: 'einzige',
    message: '"einzig" has no superlative: "der einzige".',
    at: (ctx, i) => (/^einzigst(e|en|er|es|em)?$/.test(ctx.word(i)) ? { from: i, to: i, replacements: [ctx.word(i).replace('einzigst', 'einzig')] } : undefined),
  }),
  defineRule({
    id: 'de/tot-adjective',
    name: 'tot or Tod',
    message: '"tot" (dead) is the adjective; "der Tod" (death) is the noun.',
    at: (ctx, i) => (ctx.word(i) === 'tod' && /^(ist|sind|war|waren|bin|bist)$/.test(ctx.word(i - 1)) && ctx.joined(i - 1) ? { from: i, to: i, replacements: ['tot'] } : undefined),
  }),
  defineRule({
    id: 'de/tod-noun',
    name: 'tot or Tod',
    message: '"der Tod" (death) is the noun; "tot" (dead) is the adjective.',
    at: (ctx, i) => (ctx.tokens[i]?.text === 'Tot' && /^(der|den|dem|des)$/.test(ctx.word(i - 1)) && ctx.joined(i - 1) ? { from: i, to: i, replacements: ['Tod'] } : undefined),
  }),
  definePhraseRule({ id: 'de/wie-viel', name: 'wie viel', message: '"wie viel" is written as two words.', phrases: { wieviel: 'wie viel', wieviele: 'wie viele' } }),
  defineRule({
    id: 'de/fiel-viel',
    name: 'viel or fiel',
    message: '"viel" means much; "fiel" is the past of "fallen".',
    at: (ctx, i) => (ctx.word(i) === 'fiel' && /^(sehr|zu|so|ziemlich|nicht)$/.test(ctx.word(i - 1)) && ctx.joined(i - 1) ? { from: i, to: i, replacements: ['viel'] } : undefined),
  }),
  defineRule({
    id: 'de/wahr-war',
    name: 'wahr or war',
    message: '"wahr" means true; "war" is the past of "sein".',
    at: (ctx, i) => {
      if (ctx.word(i) !== 'war' || !ctx.joined(i - 1)) return undefined;
      const after = /^(ist|sind|wird|werden|bleibt)$/.test(ctx.word(i - 1)) && ctx.endsClause(i);
      const tag = ctx.word(i - 1) === 'nicht' && /^\s*\?/.test(ctx.gapAfter(i));
      return after || tag ? { from: i, to: i, replacements: ['wahr'] } : undefined;
    },
  }),
  defineRule({
    id: 'de/genitive-apostrophe',
    name: 'Genitive without apostrophe',
    message: 'German writes the genitive -s without an apostrophe: "Peters Auto".',
    confidence: 0.7,
    at: (ctx, i) => {
      const token = ctx.tokens[i];
      const next = ctx.tokens[i + 1];
      if (!token || !next || !/^\p{Lu}\p{Ll}+['’]s$/u.test(token.text) || !/^\p{Lu}/u.test(next.text) || !ctx.joined(i)) return undefined;
      return { from: i, to: i, replacements: [token.text.replace(/['’]s$/, 's')] };
    },
  }),
  defineRule({
    id: 'de/sinn-ergeben',
    name: 'Sinn ergeben',
    message: '"Sinn machen" is a calque of English "make sense"; "Sinn ergeben" is the standard phrase.',
    confidence: 0.6,
    at: (ctx, i) => {
      const fixes: Record<string, string> = { macht: 'ergibt', machen: 'ergeben', machte: 'ergab' };
      const fix = fixes[ctx.word(i)];
      if (!fix) return undefined;
      const nearSinn = (ctx.word(i + 1) === 'sinn' && ctx.joined(i)) || (ctx.word(i - 1) === 'sinn' && ctx.joined(i - 1));
      return nearSinn ? { from: i, to: i, replacements: [fix] } : undefined;
    },
  }),
  definePhraseRule({
    id: 'de/separate-words',
    name: 'Written apart',
    message: 'These are separate words: "auf jeden Fall", "vor allem", "gar nicht", "des Weiteren".',
    // The speller offers "jedenfalls" for "aufjedenfall" and "zu mindestens" for "zumindestens": the phrase meant is known.
    phrases: { aufjedenfall: 'auf jeden Fall', zumindestens: 'zumindest', desweiteren: 'des Weiteren', vorallem: 'vor allem', garnicht: 'gar nicht', garkein: 'gar kein', garkeine: 'gar keine', nichtmal: 'nicht mal', 'als wie': 'als' },
  }),
  defineRule({
    id: 'de/wish-subjunctive',
    name: 'Subjunctive after "ich wünschte"',
    message: 'A wish that is not real takes the subjunctive II: "Ich wünschte, ich hätte mehr Zeit".',
    // "Ich wünschte, ich habe …": the clause after "wünschte" and its comma is unreal, never indicative.
    at: (ctx, i) => {
      const fix = SUBJUNCTIVE_II[ctx.word(i)];
      if (!fix || !PRONOUNS.has(ctx.word(i - 1)) || !ctx.joined(i - 1) || !/^,\s*$/.test(ctx.gapBefore(i - 1))) return undefined;
      const wish = ctx.word(i - 2) === 'wünschte' || (ctx.word(i - 2) === 'mir' && ctx.word(i - 3) === 'wünschte' && ctx.joined(i - 3));
      return wish ? { from: i, to: i, replacements: [fix] } : undefined;
    },
  }),
  defineRule({
    id: 'de/kein-not-nicht',
    name: 'kein before a noun without article',
    message: 'A noun without an article is negated with "kein": "Ich habe keine Zeit", "kein Geld".',
    // "Ich habe nicht Zeit, …": "haben" or "brauchen", "nicht", then a bare noun closing the clause.
    at: (ctx, i) => {
      // The verb next to "nicht", or before its subject ("Heute habe ich nicht Hunger").
      const v = PRONOUNS.has(ctx.word(i - 1)) ? i - 2 : i - 1;
      if (ctx.word(i) !== 'nicht' || !BARE_OBJECT_VERBS.test(ctx.word(v)) || !ctx.joinedRun(v, i + 1) || !ctx.endsClause(i + 1)) return undefined;
      const text = ctx.tokens[i + 1]!.text;
      const noun = findGermanNoun(text);
      if (!noun || NICHT_NOUNS_KEPT.test(text) || !isListedNounForm(text) || ctx.tokens.some((t) => t.lower === 'sondern')) return undefined;
      // The accusative: singular by gender, else the plural.
      const article = noun.slots.has(1) ? ({ m: 'keinen', f: 'keine', n: 'kein' } as Record<string, string>)[noun.gender] : [...noun.slots].some((s) => s >= 4) ? 'keine' : undefined;
      return article ? { from: i, to: i, replacements: [article] } : undefined;
    },
  }),
  definePhraseRule({ id: 'de/standard', name: 'Standard', message: 'The word is "Standard" (with d); "Standarte" is a flag.', phrases: { standart: 'Standard', standarts: 'Standards' } }),
  defineRule({
    id: 'de/unreal-condition',
    name: 'Subjunctive in an unreal condition',
    message: 'An unreal condition takes the subjunctive II on both sides: "Wenn ich mehr Zeit hätte, würde ich…".',
    // "Wenn ich mehr Zeit hatte, würde ich dich besuchen": a past indicative closing the "wenn" clause, and
    // "würde", "wäre", "hätte" or "könnte" opening the main clause.
    at: (ctx, i) => {
      const fix = PAST_TO_SUBJUNCTIVE_II[ctx.word(i)];
      if (!fix || !/^,\s*$/.test(ctx.gapAfter(i)) || !/^(würde|würdest|würden|würdet|wäre|wären|hätte|hätten|könnte|könnten)$/.test(ctx.word(i + 1))) return undefined;
      let k = i - 1;
      while (k >= 0 && ctx.joined(k) && i - k <= 8) k--;
      return ctx.word(k + 1) === 'wenn' && k + 1 < i ? { from: i, to: i, replacements: [fix] } : undefined;
    },
  }),
];
