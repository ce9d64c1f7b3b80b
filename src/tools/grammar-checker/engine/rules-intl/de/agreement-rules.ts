import { defineRule, type IntlRule, type RuleContext } from '../intl-rule';
import { lazily } from '../lexicon/read-lexicon';
import { type Person, VerbTable } from '../lexicon/verb-table';
import { defineSubjectVerbRule, type Subject } from '../subject-verb-rule';
import { EITHER_GENDER, NOUN_GENDERS } from './noun-genders';
import { participleLemmas } from './participles';
import { isSeinParticiple } from './sein-participles';
import { isIhrSubjectBeforeObject } from './ihr-subject-before-object';
import { findGermanNoun, type GermanNoun, isOnlyPlural, isOnlySingular } from './noun-lexicon';
import { PERSON_NOUNS } from './pronoun-case-rules';

/** tables/de-verbs.txt (german-pos-dict): present and past, six persons each. */
/**
 * Some paradigms of the dictionary keep the spelling before 1996 ("muß", "läßt", "wußte"): a verb whose
 * infinitive has "ss" writes "ss" after its short vowel in the present and before the weak past's -te
 * ("muss", "lässt", "wusste"); the strong past's long vowel keeps its ß ("aß", "vergaß").
 */
function respellGermanVerb(lemma: string, forms: string[]): string[] {
  if (!lemma.includes('ss')) return forms;
  return forms.map((form, slot) => (slot < 6 ? form.replace(/ß/g, 'ss') : slot < 12 ? form.replace(/ß(?=te)/g, 'ss') : form));
}

export const germanVerbs = lazily(() => new VerbTable('de-verbs.txt', 2, respellGermanVerb));

/** "tragen" is a verb: "Tragen" is then a nominalised infinitive (das Tragen) as often as a plural. */
export function isNominalisedVerb(noun: string): boolean {
  return germanVerbs().forms(noun.toLowerCase()) !== undefined;
}

// "sie" is left out: she (3rd singular) and they (3rd plural) take different verbs; and "es" too:
// "Es sind viele Leute hier" agrees with what follows.
/** Separable prefixes, longest first, for a verb written in one word at the clause's end ("anfangt" → an + fangt). */
const SEPARABLE = ['zurück', 'zusammen', 'vorbei', 'weiter', 'fern', 'fest', 'los', 'weg', 'mit', 'nach', 'auf', 'aus', 'ein', 'vor', 'an', 'ab', 'zu', 'her', 'hin'];
function splitSeparablePrefix(word: string): { prefix: string } | undefined {
  const prefix = SEPARABLE.find((p) => word.startsWith(p) && word.length - p.length >= 3 && germanVerbs().read(word.slice(p.length)).length > 0);
  return prefix ? { prefix } : undefined;
}
const PRONOUNS: Record<string, Person[]> = { ich: [0], du: [1], er: [2], man: [2], wir: [3], ihr: [4] };
const DETERMINER = /^(der|die|das|ein|eine|mein|meine|dein|deine|sein|seine|ihr|ihre|unser|unsere|euer|eure|dieser|diese|dieses|kein|keine|jeder|jede|jedes)$/;
const E_FORM_DETERMINER = /^(diese|meine|deine|seine|ihre|unsere|eure|keine)$/;
const SINGULAR_ONLY_DETERMINER = /^(der|das|ein|mein|dein|sein|ihr|unser|euer|dieser|dieses|kein|jeder|jede|jedes)$/;
const ADJECTIVE_ENDING = /^\p{Ll}+(e|en|er|es)$/u;

/** "Die Kinder", "Meine Schwester", "Das kleine Kind" at the start of a sentence: number from the noun, or from the determiner. */
export function readGermanNounSubject(ctx: RuleContext, i: number): Subject | undefined {
  if ((!ctx.startsSentence(i) && !joinsMainClauses(ctx, i)) || !DETERMINER.test(ctx.word(i))) return undefined;
  let k = i + 1;
  if (ADJECTIVE_ENDING.test(ctx.tokens[k]?.text ?? '')) k++;
  const noun = findGermanNoun(ctx.tokens[k]?.text ?? '');
  // "Die Duschen", "Die Kosten": a nominalised verb is neuter ("das Duschen"), so after "die" a plural noun is meant.
  const pluralNoun = /^(die|diese|meine|deine|seine|ihre|unsere|eure|keine)$/.test(ctx.word(i)) && noun !== undefined && isOnlyPlural(noun);
  if (!noun || !ctx.joinedRun(i, k) || (isNominalisedVerb(ctx.tokens[k]!.text) && !pluralNoun)) return undefined;
  // "Die Studenten aus meinem Sprachkurs an der Volkshochschule": up to two phrases after the noun.
  const end = skipPrepositionalPhrase(ctx, skipPrepositionalPhrase(ctx, skipGenitiveAttribute(ctx, k)));
  // "Meine Eltern und mein kleiner Bruder kommen": two noun phrases joined by "und" are plural ("ich" makes "wir");
  // "jeder … und jede …" may keep the singular.
  const second = ctx.word(end + 1) === 'und' && ctx.joined(end) && !/^(jeder|jede|jedes|kein|keine)$/.test(ctx.word(i)) ? readSecondNounPhrase(ctx, end + 2) : undefined;
  if (second) return { end: second.end, persons: [second.speaker ? 3 : 5] };
  const plural = readNumber(noun, ctx.word(i));
  return plural === undefined ? undefined : { end, persons: [plural ? 5 : 2] };
}

/** The second member of "X und Y" as a subject: a determiner, an adjective maybe and a noun, or "ich". */
function readSecondNounPhrase(ctx: RuleContext, i: number): { end: number; speaker: boolean } | undefined {
  if (ctx.word(i) === 'ich' && ctx.joined(i - 1)) return { end: i, speaker: true };
  if (!DETERMINER.test(ctx.word(i)) || !ctx.joined(i - 1)) return undefined;
  let k = i + 1;
  if (ADJECTIVE_ENDING.test(ctx.tokens[k]?.text ?? '')) k++;
  const noun = findGermanNoun(ctx.tokens[k]?.text ?? '');
  return noun && ctx.joinedRun(i, k) && !isNominalisedVerb(ctx.tokens[k]!.text) ? { end: k, speaker: false } : undefined;
}

/** Object pronouns that may stand between the verb and a subject after it ("Den Kurs hat mir meine Kollegin empfohlen"). */
const OBJECT_PRONOUN_AFTER_VERB = /^(mir|dir|ihm|uns|euch|ihnen|mich|dich|sich)$/;
/** Determiners whose nominative is also their accusative: the phrase after them may be subject or object. */
const NOMINATIVE_OR_ACCUSATIVE = /^(die|das|eine|meine|deine|seine|ihre|unsere|eure|diese|dieses|keine)$/;

/**
 * A subject right after the finite verb (at k - 1), so the phrase before the verb is its object ("Die Bücher hat
 * mein Bruder gelesen", "Die Fenster hat er geputzt", "Die Äpfel isst der Junge gern"): a pronoun that is a
 * subject, a determiner that is nominative singular before a noun (masculine "der", "ein", "mein"…; "der Junge",
 * missing from the lexicon, as any capitalised word there), or a phrase with "die", "eine", "das"… whose number
 * is the verb's ("Die Suppe kochen die Kinder", "Die Äpfel isst meine Schwester"): that phrase agrees and the
 * opening one does not, so it is the subject.
 */
function isSubjectAfterVerb(ctx: RuleContext, k: number): boolean {
  const verb = germanVerbs().read(ctx.word(k - 1));
  while (OBJECT_PRONOUN_AFTER_VERB.test(ctx.word(k)) && ctx.joined(k - 1) && !ctx.endsClause(k)) k++;
  // "Das Buch haben wir gekauft": ich, du, wir after the verb are its subject too (not "ihr", also a possessive).
  if (/^(er|sie|es|man|ich|du|wir)$/.test(ctx.word(k)) && ctx.joined(k - 1)) return true;
  const det = ctx.word(k);
  const masculine = /^(der|ein|mein|dein|sein|ihr|unser|euer|dieser|kein|jeder)$/.test(det);
  if ((!masculine && !NOMINATIVE_OR_ACCUSATIVE.test(det)) || !ctx.joined(k - 1)) return false;
  const at = ADJECTIVE_ENDING.test(ctx.tokens[k + 1]?.text ?? '') ? k + 2 : k + 1;
  const text = ctx.tokens[at]?.text ?? '';
  if (!ctx.joinedRun(k, at)) return false;
  const noun = findGermanNoun(text);
  if (masculine) return noun !== undefined || (/^\p{Lu}\p{Ll}+$/u.test(text) && !isNominalisedVerb(text));
  if (!noun || isNominalisedVerb(text)) return false;
  // "Meine Eltern hat eine Wohnung gekauft": a phrase opening with a possessive is most often the subject, the verb wrong.
  const start = openingStart(ctx, k - 1);
  if (/^(mein|meine|dein|deine|sein|seine|ihr|ihre|unser|unsere|euer|eure)$/.test(ctx.word(start))) return false;
  const plural = isOnlyPlural(noun) || (det === 'die' && noun.gender !== 'f' && !isOnlySingular(noun));
  const singular = isOnlySingular(noun) && (noun.gender === 'f' ? !/^(das|dieses)$/.test(det) : noun.gender === 'n' && /^(das|dieses)$/.test(det));
  return plural ? verb.some((r) => r.person === 5) && !verb.some((r) => r.person === 2) : singular && verb.some((r) => r.person === 2) && !verb.some((r) => r.person === 5);
}

/**
 * "Die Mitglieder des Gartenvereins", "der Vater der Kinder": a genitive after the subject's noun belongs to it, and
 * the verb agrees with the noun before it; the index of the genitive's noun ("des" before a masculine or neuter
 * noun, "der" before a feminine or plural one).
 */
function skipGenitiveAttribute(ctx: RuleContext, end: number): number {
  const det = ctx.word(end + 1);
  if (!/^(des|der|eines|einer|meines|meiner|seines|seiner|ihres|ihrer|unseres|unserer)$/.test(det) || !ctx.joined(end)) return end;
  const at = ADJECTIVE_ENDING.test(ctx.tokens[end + 2]?.text ?? '') ? end + 3 : end + 2;
  const noun = findGermanNoun(ctx.tokens[at]?.text ?? '');
  if (!noun || !ctx.joinedRun(end, at)) return end;
  const fits = /s$/.test(det) ? noun.gender !== 'f' && noun.slots.has(3) : noun.gender === 'f' || isOnlyPlural(noun);
  return fits ? at : end;
}

/** "Die Blumen in unserem Garten": a phrase of place or origin after the subject's noun; the index of its last word. */
export function skipPrepositionalPhrase(ctx: RuleContext, end: number): number {
  // "Der Bus zum Flughafen", "Die Fahrt nach Berlin", "Der Weg durch den Wald": a phrase of direction too.
  if (!/^(in|im|aus|von|vom|mit|bei|beim|auf|an|am|neben|hinter|unter|über|zum|zur|zu|nach|für|durch|gegen|ohne|zwischen)$/.test(ctx.word(end + 1)) || !ctx.joined(end)) return end;
  let k = end + 2;
  const name = /^\p{Lu}\p{Ll}+$/u.test(ctx.tokens[k]?.text ?? '') && germanVerbs().read(ctx.word(k + 1)).length > 0;
  if (name) return ctx.joinedRun(end, k) ? k : end;
  if (!/^(der|die|das|den|dem|des|ein|eine|einem|einer|mein|meinem|meiner|dein|deinem|deiner|sein|seinem|seiner|ihr|ihrem|ihrer|unser|unserem|unserer|eurem|eurer)$/.test(ctx.word(k))) {
    if (!/^(im|vom|beim|am|zum|zur)$/.test(ctx.word(end + 1))) return end;
    k -= 1;
  }
  k += 1;
  if (ADJECTIVE_ENDING.test(ctx.tokens[k]?.text ?? '')) k++;
  return findGermanNoun(ctx.tokens[k]?.text ?? '') && ctx.joinedRun(end, k) ? k : end;
}

function readNumber(noun: GermanNoun, det: string): boolean | undefined {
  if (isOnlyPlural(noun)) return true;
  // "Die Problem ist": a form that can only be singular decides, whatever the (wrong) article says.
  if (isOnlySingular(noun)) return false;
  // "die" before a masculine or neuter noun can only be plural (die Studenten).
  if (det === 'die' && noun.gender !== 'f') return true;
  // "Meine Freunde kommt", "Unsere Nachbarn ist": an e-form possessive before a masculine or neuter noun in a form
  // that is no nominative singular (Freunde, Nachbarn) is plural; "Meine Lehrer" may be a learner's "mein Lehrer".
  if (E_FORM_DETERMINER.test(det) && noun.gender !== 'f' && !noun.slots.has(0)) return true;
  if (isOnlySingular(noun) || SINGULAR_ONLY_DETERMINER.test(det)) return false;
  return undefined;
}

/**
 * Reported speech puts the third person in the subjunctive I, which is the first person's form for
 * every verb but sein: "er sagt, er komme morgen", "sie habe nichts gewusst", "er sei krank". Read
 * lazily from the verb table, so the record answers for any verb.
 */
const SUBJUNCTIVE_I_THIRD_PERSON: Record<string, Person[]> = new Proxy({} as Record<string, Person[]>, {
  get: (_, word) => {
    if (typeof word !== 'string') return undefined;
    const subjunctive = word === 'sei' || (word.endsWith('e') && germanVerbs().read(word).some((r) => r.tense === 0 && r.person === 0));
    return subjunctive ? [2] : undefined;
  },
});

/** Relative pronouns by antecedent: nominative, accusative, dative. */
const RELATIVE: Record<string, [string, string, string]> = { m: ['der', 'den', 'dem'], f: ['die', 'die', 'der'], n: ['das', 'das', 'dem'], p: ['die', 'die', 'denen'] };
const SUBJECT_PRONOUNS = new Set(['ich', 'du', 'er', 'sie', 'es', 'wir', 'ihr', 'man']);
/** Verbs whose object is in the dative (helfen: "dem ich geholfen habe"). */
const DATIVE_VERBS = /^(geholfen|helfe|hilfst|hilft|helfen|gedankt|danke|dankt|danken|gefallen|gefällt|gehört|gehöre|gehören|geantwortet|antworte|antwortet|gefolgt|folge|folgt|gratuliert|vertraut|vertraue|begegnet|geschadet|zugehört|widersprochen)$/;
// Articles, "kein" and the possessives open a noun phrase ("der ich meinen Schlüssel gegeben habe"); bare "ihr" is the pronoun.
const DETERMINERS_IN_CLAUSE = /^(der|die|das|den|dem|des|[kmds]?ein(e|en|em|er)?|ihr(e|en|em|er)|unser(e|en|em|er)?|eu(er|re|ren|rem|rer))$/;

/**
 * The antecedent before ", der …": the noun right before the comma. Not read when "der" is an
 * article (", der Staatsangehörigkeit") or the noun is a genitive attribute ("der Teil der
 * Wissenschaft, den"), whose head may be the antecedent.
 */
function readAntecedent(ctx: RuleContext, i: number): string | undefined {
  const noun = findGermanNoun(ctx.tokens[i - 1]?.text ?? '');
  // "der Teil, den …" and "das Teil, das …" are both right.
  if (!noun || !/^,\s*$/.test(ctx.gapBefore(i)) || EITHER_GENDER.has(noun.lemma)) return undefined;
  const genitive = /^(der|des)$/.test(ctx.word(i - 2)) && findGermanNoun(ctx.tokens[i - 3]?.text ?? '') !== undefined;
  if (/^\p{Lu}/u.test(ctx.tokens[i + 1]?.text ?? '') || genitive) return undefined;
  // "zwei Schwestern und einen Bruder, die alle …": after two nouns joined by "und" the pronoun may take them both.
  for (let k = i - 2; k >= Math.max(0, i - 5) && ctx.joined(k); k--) if (/^(und|oder|sowie)$/.test(ctx.word(k))) return undefined;
  if (isOnlyPlural(noun)) return 'p';
  // "der Lehrer, …": "der" before a masculine noun is its nominative singular (a genitive plural was ruled out above).
  if (ctx.word(i - 2) === 'der' && noun.gender === 'm') return 'm';
  return isOnlySingular(noun) || /^(das|ein|mein|dein|sein|unser|euer|dieses|kein)$/.test(ctx.word(i - 2)) ? noun.gender : undefined;
}

/** Verbs whose one object is in the accusative ("den ich gesehen habe"); not "gehört" (hören, or gehören with a dative). */
const ACCUSATIVE_VERBS = /^(gesehen|getroffen|kennengelernt|besucht|gefragt|angerufen|eingeladen|gekauft|gelesen|geliebt|gefunden|gesucht|vermisst|gegessen|getrunken|bestellt|gebaut|verloren|bekommen|gewählt|gekocht|genommen|gemalt|repariert|verkauft|kenne|kennst|kennt|kennen|liebe|liebst|liebt|sehe|siehst|sieht|sehen|treffe|triffst|trifft|treffen|besuche|besuchst|besuchen|suche|suchst|sucht|suchen|vermisse|vermissen)$/;
/** Verbs of giving and telling: with an accusative object in the clause, the relative pronoun is the dative one. */
const GIVING_VERBS = /^(gegeben|geschickt|geschenkt|gezeigt|erklärt|gesagt|gebracht|empfohlen|geliehen|geschrieben|erzählt|gebe|gibst|gibt|geben|schicke|schickst|schickt|schicken|schenke|schenkt|schenken|zeige|zeigt|zeigen|erkläre|erklärt|erklären|bringe|bringt|bringen|leihe|leiht)$/;
const PREPOSITIONS_IN_CLAUSE = /^(in|an|auf|mit|bei|nach|von|zu|aus|für|über|unter|vor|hinter|neben|zwischen|durch|gegen|ohne|um|seit)$/;
const ARTICLE_SUBJECT = /^(der|die|das|ein|eine|mein|meine|dein|deine|sein|seine|ihr|ihre|unser|unsere)$/;

/**
 * Which case the relative pronoun takes: after it a subject pronoun makes it an object, and the
 * clause's verb tells which ("dem ich geholfen habe", "den ich gesehen habe", "der ich das Buch
 * gegeben habe"). 'object': accusative or dative may be meant. undefined: not read.
 */
function readRelativeCase(ctx: RuleContext, i: number): 0 | 1 | 2 | 'object' | undefined {
  const pronounSubject = SUBJECT_PRONOUNS.has(ctx.word(i + 1));
  // "Der Mann, den das rote Auto gehört", "die Frau, der das Auto gehört": an article after the
  // relative pronoun may open the clause's subject.
  const nounSubject = !pronounSubject && ARTICLE_SUBJECT.test(ctx.word(i + 1));
  if (!pronounSubject && !nounSubject) return 0;
  let k = i + 2;
  let otherObject = false;
  let dative = false;
  let accusative = false;
  let giving = false;
  let dativeArticle = false;
  while (k < ctx.tokens.length && !ctx.endsClause(k - 1)) {
    const word = ctx.word(k);
    if (DATIVE_VERBS.test(word)) dative = true;
    if (ACCUSATIVE_VERBS.test(word)) accusative = true;
    if (GIVING_VERBS.test(word)) giving = true;
    // "in der Kantine" is no object: an article after a preposition belongs to it.
    if (DETERMINERS_IN_CLAUSE.test(word) && !PREPOSITIONS_IN_CLAUSE.test(ctx.word(k - 1))) otherObject = true;
    if (/^(dem|einem|meinem|deinem|seinem|ihrem|unserem|eurem|mir|dir|ihm|uns|euch|ihnen)$/.test(word) && !PREPOSITIONS_IN_CLAUSE.test(ctx.word(k - 1))) dativeArticle = true;
    k++;
  }
  if (nounSubject) {
    // A dative verb whose dative is not in the clause already ("der dem Kind hilft" has it: nominative).
    if (dative && !accusative && !dativeArticle) return 2;
    if (/^(den|dem|denen)$/.test(ctx.word(i))) return accusative && !dative ? 1 : undefined;
    return 0;
  }
  if (dative) return 2;
  // "der ich das Buch gegeben habe": the book is the accusative object, so the person is the dative one.
  if (otherObject) return giving ? 2 : 'object';
  return accusative ? 1 : 'object';
}

/**
 * "Meine Gastfamilie ist nett und die Kinder spielt": und/aber/oder/denn with no comma opens a new main
 * clause when the stretch before it, back to the last punctuation, has a finite verb of its own and
 * no subordinating word (so "Der Vater und das Kind spielen" and "…, dass er kommt und die Kinder …" are not read).
 */
function joinsMainClauses(ctx: RuleContext, i: number): boolean {
  if (!/^(und|aber|oder|denn)$/.test(ctx.word(i - 1)) || !ctx.joined(i - 1) || i < 3) return false;
  let verb = false;
  for (let k = i - 2; k >= 0; k--) {
    const token = ctx.tokens[k]!;
    if (/^(dass|ob|weil|wenn|als|da|obwohl|bevor|nachdem|damit|während|der|die|das|den|dem|wo|was|wie|zu|um)$/.test(token.lower) && (k === 0 || !ctx.startsSentence(k) || /^(dass|ob|weil|wenn|als|obwohl|bevor|nachdem|während)$/.test(token.lower))) {
      // An article inside the clause is no subordinator, but a subordinating word at the clause start is.
      if (!/^(der|die|das|den|dem)$/.test(token.lower) || /,/.test(ctx.gapBefore(k))) return false;
    }
    if (token.text === token.lower && germanVerbs().read(token.lower).length > 0 && !/^(sein|ihr)$/.test(token.lower)) verb = true;
    if (ctx.startsSentence(k) || /[,;:]/.test(ctx.gapBefore(k))) break;
  }
  return verb;
}

/**
 * A clause from i with no finite verb that closes on a past participle ("… und die Aussicht genossen"): the
 * participle's index. Such a clause shares the auxiliary of the clause before "und".
 */
function closingParticiple(ctx: RuleContext, i: number): number | undefined {
  for (let k = i; k < ctx.tokens.length && k <= i + 8; k++) {
    const token = ctx.tokens[k]!;
    if (ctx.endsClause(k)) return token.text === token.lower && participleLemmas().has(token.lower) ? k : undefined;
    if (!ctx.joined(k) || /^(und|oder|aber|dass|weil|wenn|ob)$/.test(token.lower)) return undefined;
    if (token.text === token.lower && germanVerbs().read(token.lower).length > 0 && !/^(sein|ihr|seine|ihre|meine|deine|eine|keine|unsere|eure)$/.test(token.lower)) return undefined;
  }
  return undefined;
}

/** "… und die Aussicht genossen" after a perfect: the participle ("genossen" is also a past plural) is no finite verb. */
function sharesAuxiliary(ctx: RuleContext, i: number): boolean {
  if (closingParticiple(ctx, i) === undefined) return false;
  for (let k = i - 2; k >= 0; k--) {
    if (/^(habe|hast|hat|haben|habt|hatte|hatten|bin|bist|ist|sind|seid|war|waren)$/.test(ctx.word(k))) return true;
    if (ctx.startsSentence(k) || /[,;:]/.test(ctx.gapBefore(k))) break;
  }
  return false;
}

const HABEN_TO_SEIN: Record<string, string> = { habe: 'bin', hast: 'bist', hat: 'ist', haben: 'sind', habt: 'seid' };

/**
 * "Mein Bruder hat aus dem Fenster gefallen": bare "gefallen" is also "pleased" (hat mir gefallen), but with a phrase
 * of falling from or into ("aus", "vom", "von", "ins", "in/auf" + accusative article) and no dative in the clause it is
 * "fallen", which takes sein.
 */
function isFallingOutOf(ctx: RuleContext, i: number, k: number): boolean {
  if (ctx.word(k) !== 'gefallen') return false;
  const words = ctx.tokens.slice(i + 1, k).map((t) => t.lower);
  if (words.some((w) => /^(mir|dir|ihm|ihr|uns|euch|ihnen|allen|jedem|niemandem|keinem)$/.test(w))) return false;
  return words.some((w, n) => /^(aus|vom|von|ins)$/.test(w) || (/^(in|auf)$/.test(w) && /^(den|die|das|einen|eine|ein)$/.test(words[n + 1] ?? '')));
}

/** The first word of the clause holding word k. */
function openingStart(ctx: RuleContext, k: number): number {
  let start = k;
  while (start > 0 && !ctx.startsSentence(start) && !/[,;:]/.test(ctx.gapBefore(start))) start--;
  return start;
}

/** Subordinators after which the clause's finite verb closes it: "…, wann der Kurs anfängt". */
const CLAUSE_OPENERS = /^(dass|weil|wenn|ob|obwohl|wann|wo|wie|warum|bis|bevor|nachdem|sobald|als|damit|falls|während|seit|seitdem)$/;
/** Articles before a singular subject whatever the noun's gender ("die" too when the noun is only singular). */
const SINGULAR_ARTICLE = /^(der|das|ein|mein|dein|sein|ihr|unser|euer|dieser|dieses|kein|jeder|jedes)$/;

/**
 * "Die Wohnung hat zwei Zimmer, eine kleine Küche und ein Balkon": the noun phrase at i is a later item of a list
 * of objects that opens right after subject + verb at the sentence's start; the items between are noun
 * phrases only (determiners, numbers, adjectives, nouns), joined by commas or "und".
 */
function isLaterObjectInList(ctx: RuleContext, i: number): boolean {
  const afterUnd = ctx.word(i - 1) === 'und' && ctx.joined(i - 1) && !/,/.test(ctx.gapBefore(i - 1));
  if (!afterUnd && !/^,\s*$/.test(ctx.gapBefore(i))) return false;
  for (let j = afterUnd ? i - 2 : i - 1; j >= 1 && i - j <= 12; j--) {
    if (/[.!?;:]/.test(ctx.gapAfter(j))) return false;
    const token = ctx.tokens[j]!;
    const nounPhraseWord = /^\p{Lu}/u.test(token.text) || DETERMINERS_IN_CLAUSE.test(token.lower) || /^(\d+|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|viele|einige|mehrere|und)$/.test(token.lower) || (ADJECTIVE_ENDING.test(token.lower) && germanVerbs().read(token.lower).length === 0);
    if (nounPhraseWord && j > 1) continue;
    if (COPULA.test(token.lower) || germanVerbs().read(token.lower).length === 0 || token.text !== token.lower) return false;
    // j is the verb: its subject opens the sentence right before it.
    const pronounSubject = ctx.startsSentence(j - 1) && PRONOUNS[ctx.word(j - 1)] !== undefined && ctx.joined(j - 1);
    const nounSubject = [j - 3, j - 2].some((start) => start >= 0 && ctx.startsSentence(start) && readGermanNounSubject(ctx, start)?.end === j - 1);
    return pronounSubject || nounSubject;
  }
  return false;
}

/** A fronted time adverb, or a time word with "letzte", "vorige", "jede"… ("Letzte Woche", "Letztes Jahr"). */
const FRONTED_TIME_ADVERB = /^(gestern|vorgestern|heute|damals|neulich|letztens|früher|dann|danach|später|zuerst|endlich|schließlich|gemeinsam|zusammen)$/;
const FRONTED_TIME_WORD = /^(letzte|letzten|letztes|vorige|vorigen|voriges|vergangene|vergangenen|vergangenes|jede|jeden|jedes|diese|diesen|dieses)$/;
const TIME_NOUN = /^(Woche|Wochenende|Jahr|Monat|Sommer|Winter|Herbst|Frühling|Mal|Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag|Nacht|Abend|Morgen|Semester|Saison)$/;

/**
 * "Letzte Woche hat unsere Klasse … gefahren": after a fronted time (an adverb or "letzte Woche", nothing that
 * could be an object: "Das Auto hat mein Vater gefahren" is left alone) the subject is the noun phrase right after
 * the auxiliary (a determiner, adjectives, a noun); its noun's index, the place the object search starts from.
 */
function readNounSubjectAfterFrontedTime(ctx: RuleContext, i: number): number | undefined {
  const first = ctx.word(i - 1);
  const fronted = (ctx.startsSentence(i - 1) && FRONTED_TIME_ADVERB.test(first)) || (ctx.startsSentence(i - 2) && FRONTED_TIME_WORD.test(ctx.word(i - 2)) && TIME_NOUN.test(ctx.tokens[i - 1]!.text));
  if (!fronted || !ctx.joined(i - 1) || !/^(der|die|das|ein|eine|mein|meine|dein|deine|sein|seine|ihr|ihre|unser|unsere|euer|eure)$/.test(ctx.word(i + 1))) return undefined;
  let n = i + 2;
  while (n <= i + 4 && ADJECTIVE_ENDING.test(ctx.word(n)) && ctx.tokens[n]!.text === ctx.word(n)) n++;
  return findGermanNoun(ctx.tokens[n]?.text ?? '') && ctx.joinedRun(i, n) ? n : undefined;
}

export const AGREEMENT_RULES: IntlRule[] = [
  defineRule({
    id: 'de/subject-verb-final',
    name: 'Verb at the end agrees with the subject',
    message: 'The verb closing the clause agrees with its subject: "wann der Kurs anfängt", "dass er morgen fährt".',
    // "wann der neue Deutschkurs anfangt": a subordinator, a third-person singular subject (er, sie, es, man, or
    // article + noun), and the clause's last word a verb whose only reading is the "ihr" form ("fangt", "fahrt").
    at: (ctx, i) => {
      if (!CLAUSE_OPENERS.test(ctx.word(i)) || !ctx.joined(i) || isIhrSubjectBeforeObject(ctx, i + 1)) return undefined;
      let s = i + 1;
      const pronoun = /^(er|es|man)$/.test(ctx.word(s));
      if (!pronoun) {
        const article = ctx.word(s);
        while (ADJECTIVE_ENDING.test(ctx.word(s + 1)) && ctx.tokens[s + 1]!.text === ctx.word(s + 1) && ctx.joined(s)) s++;
        const noun = findGermanNoun(ctx.tokens[s + 1]?.text ?? '');
        const singular = noun && (SINGULAR_ARTICLE.test(article) || (/^(die|eine|meine|deine|seine|ihre|unsere|eure|diese|keine|jede)$/.test(article) && isOnlySingular(noun)));
        if (!singular || !ctx.joined(s)) return undefined;
        s++;
      }
      let end = s + 1;
      while (end < ctx.tokens.length && end <= s + 10 && !ctx.endsClause(end)) {
        if (!ctx.joined(end) || ctx.word(end) === 'ihr' || ctx.word(end) === 'und') return undefined;
        end++;
      }
      if (!ctx.endsClause(end) || !ctx.joinedRun(s, end) || ctx.tokens[end]!.text !== ctx.word(end)) return undefined;
      const word = ctx.word(end);
      // A separable verb closes the clause in one word ("anfangt"): its prefix is kept.
      const separable = germanVerbs().read(word).length === 0 ? splitSeparablePrefix(word) : undefined;
      const prefix = separable?.prefix ?? '';
      const readings = germanVerbs().read(word.slice(prefix.length));
      if (readings.length === 0 || readings.some((r) => r.person !== 4)) return undefined;
      const fixes = new Set(readings.map((r) => germanVerbs().conjugate(r.lemma, r.tense, 2)));
      const fix = fixes.size === 1 ? [...fixes][0] : undefined;
      return fix && prefix + fix !== word ? { from: end, to: end, replacements: [prefix + fix] } : undefined;
    },
  }),
  defineSubjectVerbRule({
    id: 'de/subject-verb',
    name: 'Verb agrees with its subject',
    message: 'The verb does not agree with its subject (person and number).',
    table: germanVerbs,
    pronouns: PRONOUNS,
    readNounSubject: readGermanNounSubject,
    between: new Set(),
    openers: new Set(),
    opensClause: (ctx, i) => joinsMainClauses(ctx, i) && !sharesAuxiliary(ctx, i),
    alsoAccepted: SUBJUNCTIVE_I_THIRD_PERSON,
    // "Die Studenten, die im ersten Semester sind, muss sich anmelden": the verb after the relative clause.
    relatives: new Set(['der', 'die', 'das', 'den', 'dem', 'denen', 'deren', 'dessen', 'welche', 'welcher', 'welches']),
    relativeVerbAnyThirdPerson: true,
    subjectAfterVerb: isSubjectAfterVerb,
  }),
  defineRule({
    id: 'de/relative-pronoun',
    name: 'Relative pronoun: gender and case',
    message: 'The relative pronoun takes the gender and number of the noun it refers to, and the case of its role in the clause.',
    at: (ctx, i) => {
      const word = ctx.word(i);
      if (!['der', 'die', 'das', 'den', 'dem', 'denen'].includes(word)) return undefined;
      const antecedent = readAntecedent(ctx, i);
      if (!antecedent) return undefined;
      const forms = RELATIVE[antecedent]!;
      const role = readRelativeCase(ctx, i);
      if (role === undefined) return undefined;
      if (role === 'object') return forms.slice(1).includes(word) ? undefined : { from: i, to: i, replacements: [forms[1]] };
      return forms[role] === word ? undefined : { from: i, to: i, replacements: [forms[role]] };
    },
  }),
  defineRule({
    id: 'de/dessen-relative',
    name: 'dessen, deren (whose)',
    message: 'A relative clause about something the noun owns opens with "dessen" (der, das) or "deren" (die): "der Student, dessen Laptop gestohlen wurde".',
    // "Der Student, den Laptop gestohlen wurde": a passive clause has no accusative, so "den" before a
    // noun is no relative pronoun but an article, and the clause lacks its "whose".
    at: (ctx, i) => {
      if (ctx.word(i) !== 'den' || !/^,\s*$/.test(ctx.gapBefore(i)) || !ctx.joined(i)) return undefined;
      const antecedent = ctx.tokens[i - 1]?.text ?? '';
      const lexicon = findGermanNoun(antecedent);
      const gender = lexicon ? (isOnlyPlural(lexicon) ? 'p' : isOnlySingular(lexicon) ? lexicon.gender : undefined) : NOUN_GENDERS.get(antecedent);
      const noun = findGermanNoun(ctx.tokens[i + 1]?.text ?? '');
      if (!gender || !noun || noun.gender !== 'm' || isOnlyPlural(noun)) return undefined;
      let end = i + 1;
      while (end < ctx.tokens.length - 1 && end < i + 10 && ctx.joined(end)) end++;
      const participle = ctx.word(end - 1);
      const passive = /^(wurde|wird|wurden|werden|worden)$/.test(ctx.word(end)) && (participleLemmas().has(participle) || /^ge\p{Ll}+(t|en)$/u.test(participle));
      if (!passive) return undefined;
      return { from: i, to: i, replacements: [gender === 'f' || gender === 'p' ? 'deren' : 'dessen'] };
    },
  }),
  defineRule({
    id: 'de/perfect-sein',
    name: 'Perfect with sein',
    message: 'Verbs of motion and change of state form the perfect with "sein": "wir sind gefahren".',
    at: (ctx, i) => {
      const sein = HABEN_TO_SEIN[ctx.word(i)];
      const isSubject = (k: number) => Boolean(PRONOUNS[ctx.word(k)]) || ctx.word(k) === 'sie';
      // The subject pronoun before the verb, or right after it ("Am Wochenende habe ich … gefahren").
      // "Mein Sohn hat … hingefallen": a sentence-opening determiner and noun are the subject too.
      const nounSubject = i >= 2 && /^\p{Lu}\p{Ll}+$/u.test(ctx.tokens[i - 1]!.text) && ctx.startsSentence(i - 2) && /^(mein|meine|dein|deine|sein|seine|ihr|ihre|unser|unsere|euer|eure|der|die|das|ein|eine)$/.test(ctx.word(i - 2)) && ctx.joinedRun(i - 2, i);
      const subject = isSubject(i - 1) && ctx.joined(i - 1) ? i - 1 : nounSubject ? i - 1 : !ctx.startsSentence(i) && isSubject(i + 1) && ctx.joined(i) ? i + 1 : readNounSubjectAfterFrontedTime(ctx, i);
      if (!sein || subject === undefined) return undefined;
      let k = Math.max(i, subject) + 1;
      // The participle closes the clause, or its first half before "und" ("… gefahren und wir haben …").
      const closes = (at: number) => ctx.endsClause(at) || /^(und|oder|aber)$/.test(ctx.word(at + 1));
      let object = false;
      while (k < ctx.tokens.length && !closes(k)) {
        // "Ich habe gegessen und bin gegangen": the participle after "und" belongs to another verb.
        if (/^(und|oder|aber)$/.test(ctx.word(k))) return undefined;
        // "Ich habe das Auto gefahren" has an object: there haben is right.
        // "wegen der Baustelle", "trotz des Regens": an article after any preposition opens no object.
        if (DETERMINERS_IN_CLAUSE.test(ctx.word(k)) && !/^(nach|in|zu|mit|durch|über|auf|an|aus|von|bei|wegen|trotz|während|für|gegen|ohne|um|vor|hinter|neben|unter|zwischen|seit|bis|ab|außer|gegenüber|statt|innerhalb|außerhalb)$/.test(ctx.word(k - 1))) object = true;
        // "Sie hat mich nach Hause gefahren": a pronoun object too.
        // "Er hat sich umgezogen": a reflexive verb takes haben.
        if (/^(mich|dich|ihn|uns|euch|es|sie|sich)$/.test(ctx.word(k)) && !/^(für|durch|gegen|ohne|um)$/.test(ctx.word(k - 1))) object = true;
        k++;
      }
      // "Ich habe den ganzen Tag in der Schule gewesen": "gewesen" and "geblieben" take no object, so an
      // article there opens a phrase of time, and sein is right all the same.
      if (object && !/^(gewesen|geblieben)$/.test(ctx.word(k))) return undefined;
      if (!(isSeinParticiple(ctx.word(k)) || isFallingOutOf(ctx, i, k)) || !ctx.joinedRun(i, k)) return undefined;
      const fix = ctx.word(subject) === 'sie' && ctx.word(i) === 'haben' ? 'sind' : ctx.word(subject) === 'sie' && ctx.word(i) === 'hat' ? 'ist' : sein;
      // "Wir haben … gestiegen und die Aussicht genossen": the second participle took the shared haben, which it still needs.
      const second = ctx.word(k + 1) === 'und' && ctx.joined(k) ? closingParticiple(ctx, k + 2) : undefined;
      if (second !== undefined && !isSeinParticiple(ctx.word(second))) {
        return { from: i, to: k + 1, replacements: [ctx.rewrite(i, k + 1, (m) => (m === i ? fix : m === k + 1 ? `und ${ctx.word(i)}` : undefined))] };
      }
      return { from: i, to: i, replacements: [fix] };
    },
  }),
  defineRule({
    id: 'de/perfect-sein-change',
    name: 'Perfect with sein: change of state',
    message: 'A thing that breaks, bursts or melts by itself changes state: its perfect takes "sein" ("die Kette ist gerissen").',
    // "Die Kette hat gestern gerissen", "Der Reifen hat geplatzt": a noun subject opening the sentence, "hat"/"haben",
    // and at the clause's end the participle of a verb of change of state, with no object in between.
    at: (ctx, i) => {
      if (!ctx.startsSentence(i)) return undefined;
      const subject = readGermanNounSubject(ctx, i);
      const aux = subject && ctx.word(subject.end + 1);
      const fix = aux === 'hat' ? 'ist' : aux === 'haben' ? 'sind' : undefined;
      if (!subject || !fix || !ctx.joined(subject.end)) return undefined;
      let k = subject.end + 2;
      while (k < ctx.tokens.length && k <= subject.end + 10 && !ctx.endsClause(k)) {
        const word = ctx.word(k);
        // An object ("Der Wolf hat ein Schaf gerissen"), a reflexive, or a tug ("hat an der Leine gerissen") keeps haben.
        if (DETERMINERS_IN_CLAUSE.test(word) && !/^(nach|in|im|zu|mit|durch|über|auf|aus|von|bei|beim|vom|zum|unter|vor|hinter|neben|während|seit)$/.test(ctx.word(k - 1))) return undefined;
        if (/^(mich|dich|ihn|uns|euch|es|sie|sich|mir|dir|ihm|ihnen|an|am|und|oder|aber|was|das)$/.test(word) || /^\p{Lu}/u.test(ctx.tokens[k]!.text) && !DETERMINERS_IN_CLAUSE.test(ctx.word(k - 1)) && !/^(beim|im|am|vom|zum|zur)$/.test(ctx.word(k - 1))) return undefined;
        k++;
      }
      if (!ctx.endsClause(k) || !CHANGE_OF_STATE.test(ctx.word(k)) || !ctx.joinedRun(subject.end, k)) return undefined;
      return { from: subject.end + 1, to: subject.end + 1, replacements: [fix] };
    },
  }),
];

/** Participles of verbs of change of state used without an object: they take "sein" ("ist gerissen", "ist geplatzt"). */
const CHANGE_OF_STATE = /^(gerissen|geplatzt|zerbrochen|zerplatzt|geschmolzen|explodiert|verschwunden|gewachsen|gesunken|umgekippt|abgestürzt|eingestürzt|kaputtgegangen|verwelkt|geschrumpft|ertrunken|erfroren|verhungert|hingefallen|umgefallen|heruntergefallen|ausgerutscht|gestolpert|verrostet|verfault|geschimmelt|eingeschlafen|aufgewacht|gestorben)$/;

/** Verbs after which a noun phrase is no accusative object: sein, werden, bleiben, heißen take a nominative. */
const COPULA = /^(bin|bist|ist|sind|seid|war|warst|waren|wart|werde|wirst|wird|werden|werdet|wurde|wurden|bleibe|bleibst|bleibt|bleiben|heiße|heißt|heißen|hilft|helfe|hilfst|helfen|gehört|gefällt|dankt|danke)$/;
const NOMINATIVE_TO_ACCUSATIVE: Record<string, string> = {
  der: 'den', ein: 'einen', kein: 'keinen', mein: 'meinen', dein: 'deinen', sein: 'seinen', unser: 'unseren', euer: 'euren', dieser: 'diesen', jeder: 'jeden',
};

const CLAUSE_SUBJECTS = /^(ich|du|wir|ihr|er|man)$/;
/** Verbs after which a noun phrase is nominative or no object at all: sein, werden, bleiben, heißen, "als", "wie". */
const NOT_OBJECT_CONTEXT = /^(bin|bist|ist|sind|seid|war|warst|waren|wart|sein|werde|wirst|wird|werden|werdet|wurde|wurden|geworden|bleibe|bleibst|bleibt|bleiben|heiße|heißt|heißen|gewesen|als|wie|und|oder|sowie)$/;

/**
 * "Ich möchte ein Kaffee trinken", "Kannst du mir ein Gefallen tun?": the clause (from the last
 * comma) already has its subject, a pronoun, and a verb before the phrase, and nothing that takes a
 * nominative (sein, werden, als, wie) or opens another clause.
 */
/**
 * "Für die Soße braucht man eine Zwiebel und frischer Knoblauch": an adjective in -er with no article, then a masculine
 * noun closing the clause, joined by "und" to an object before it, in a clause whose subject is a pronoun that is only
 * a subject (ich, du, er, wir, ihr, man) and whose verb is no copula: the coordinated object keeps the accusative.
 * "Dazu passt Reis und frischer Salat" has no such pronoun (the list is the subject) and stays.
 */
function readBareCoordinatedObject(ctx: RuleContext, i: number): { from: number; to: number; replacements: string[] } | undefined {
  const token = ctx.tokens[i];
  if (!token || !/^\p{Ll}{3,}er$/u.test(token.text) || ctx.word(i - 1) !== 'und' || !ctx.joinedRun(i - 1, i + 1) || !ctx.endsClause(i + 1)) return undefined;
  if (germanVerbs().read(token.lower).length > 0 || /^(aber|oder|weder|immer|wieder|später|lieber|oder|sonder|außer|hinter|unter|über|wieder|besser|mehr)$/.test(token.lower)) return undefined;
  const noun = findGermanNoun(ctx.tokens[i + 1]!.text);
  if (!noun || (NOUN_GENDERS.get(ctx.tokens[i + 1]!.text) ?? noun.gender) !== 'm' || !isOnlySingular(noun) || EITHER_GENDER.has(noun.lemma)) return undefined;
  let start = i - 1;
  while (start > 0 && ctx.joined(start - 1) && !ctx.startsSentence(start)) start--;
  const clause = ctx.tokens.slice(start, i - 1).map((t) => t.lower);
  const verb = clause.findIndex((w, m) => ctx.tokens[start + m]!.text === w && germanVerbs().read(w).length > 0 && !/^(sein|ihr|man)$/.test(w));
  if (verb < 0 || clause.some((w) => COPULA.test(w) || /^(werden|sein|bleiben|heißen|geworden|gewesen|geblieben|und|oder|dass|weil|wenn|ob|der|die|das)$/.test(w) && w !== 'die' && w !== 'der' && w !== 'das')) return undefined;
  if (!clause.some((w) => /^(ich|du|er|wir|ihr|man)$/.test(w))) return undefined;
  // The word before "und" closes a noun phrase: a capitalised noun.
  if (!/^\p{Lu}/u.test(ctx.tokens[i - 2]?.text ?? '') || i - 2 <= start + verb) return undefined;
  return { from: i, to: i, replacements: [token.text.replace(/er$/, 'en')] };
}

function hasSubjectInClause(ctx: RuleContext, i: number): boolean {
  if (ctx.startsSentence(i) || /[,;:]/.test(ctx.gapBefore(i)) || PREPOSITION_BEFORE.test(ctx.word(i - 1))) return false;
  let start = i - 1;
  while (start > 0 && ctx.joined(start - 1) && !ctx.startsSentence(start)) start--;
  let subject = false;
  let verb = false;
  for (let k = start; k <= ctx.tokens.length - 1 && (k < i || !ctx.endsClause(k - 1)); k++) {
    const word = ctx.word(k);
    // "… den Schlüssel verloren und müssen jetzt …": past the object, "und" opens the next clause.
    if (k > i + 1 && /^(und|oder|aber)$/.test(word)) break;
    if (NOT_OBJECT_CONTEXT.test(word) || /^(dass|weil|ob|wenn|als|obwohl|damit|der|die|das)$/.test(word) && k < i && k > start) return false;
    // "Können Sie mir bitte ein Termin geben?": the polite "Sie", capitalised inside a sentence, is a subject too.
    if (k < i && (CLAUSE_SUBJECTS.test(word) || (ctx.tokens[k]!.text === 'Sie' && !ctx.startsSentence(k)))) subject = true;
    if (k < i && (germanVerbs().read(word).length > 0 || /^(möchte|möchtest|möchten|möchtet|würde|würdest|würden|hätte|hättest|hätten)$/.test(word)) && ctx.tokens[k]!.text === word) verb = true;
  }
  return subject && verb;
}
const PREPOSITION_BEFORE = /^(in|an|auf|mit|bei|nach|von|zu|aus|für|über|unter|vor|hinter|neben|zwischen|durch|gegen|ohne|um|seit|wegen|trotz|während)$/;

/** "Ich habe der Hund gesehen": after subject and verb, a masculine noun phrase is the accusative object. */
AGREEMENT_RULES.push(
  defineRule({
    id: 'de/accusative-object',
    name: 'Accusative object',
    message: 'The direct object is in the accusative: "der" becomes "den", "ein" becomes "einen" before a masculine noun.',
    at: (ctx, i) => {
      const bare = readBareCoordinatedObject(ctx, i);
      if (bare) return bare;
      const fix = NOMINATIVE_TO_ACCUSATIVE[ctx.word(i)];
      if (!fix || !ctx.joined(i - 1)) return undefined;
      // The subject opens the sentence right before the verb: a pronoun, or "Mein Nachbar hat ein großer Hund".
      const pronounSubject = ctx.startsSentence(i - 2) && PRONOUNS[ctx.word(i - 2)] !== undefined;
      const openingSubjects = [i - 4, i - 3].flatMap((start) => (start >= 0 && ctx.startsSentence(start) ? (readGermanNounSubject(ctx, start) ?? []) : []));
      const nounSubject = openingSubjects.some((subject) => subject.end === i - 2);
      const subjectFirst = (pronounSubject || nounSubject) && ctx.joinedRun(i - 2, i) && !COPULA.test(ctx.word(i - 1)) && germanVerbs().read(ctx.word(i - 1)).length > 0;
      // "Die Bücher hat mein Bruder gelesen": a plural phrase before a verb that is only singular is its object,
      // and the phrase after the verb its subject.
      const pluralNounSubject = openingSubjects.some((subject) => subject.persons.every((person) => person === 5));
      if (pluralNounSubject && !pronounSubject && isSubjectAfterVerb(ctx, i) && !germanVerbs().read(ctx.word(i - 1)).some((r) => r.person === 5)) return undefined;
      // "Eine neue Wohnung sucht mein Bruder": a phrase opening with die, eine, das is accusative as often as nominative,
      // so a masculine nominative after the verb may be the subject; "Meine Schwester sucht ein…" keeps its fix.
      // A person opening the clause ("Die Frau kauft ein neuer Computer") is taken as its subject all the same.
      const opening = ctx.tokens[i - 2]?.text ?? '';
      const person = PERSON_NOUNS.has(opening) || /^\p{Lu}\p{Ll}+in$/u.test(opening) || findGermanNoun(opening)?.lemma === 'Kind';
      const ambiguousOpening = nounSubject && !pronounSubject && !person && /^(die|eine|das|diese|dieses|keine)$/.test(ctx.word(openingStart(ctx, i - 2)));
      if (ambiguousOpening && isSubjectAfterVerb(ctx, i)) return undefined;
      // "Kann ich mein Beitrag bezahlen?", "Haben Sie ein Termin frei?": a question opening with the verb, then a
      // pronoun that is only a subject (not "sie" or "es", which may be objects).
      const questionFirst = ctx.startsSentence(i - 2) && (/^(ich|du|er|wir|ihr|man)$/.test(ctx.word(i - 1)) || ctx.tokens[i - 1]?.text === 'Sie') && ctx.joinedRun(i - 2, i) && !COPULA.test(ctx.word(i - 2)) && germanVerbs().read(ctx.word(i - 2)).length > 0;
      const listed = !subjectFirst && !questionFirst && isLaterObjectInList(ctx, i);
      if (!subjectFirst && !questionFirst && !listed && !hasSubjectInClause(ctx, i)) return undefined;
      // "Er will ein Arzt werden": a copula closing the clause takes a nominative.
      for (let m = i + 1; m < ctx.tokens.length && !ctx.endsClause(m - 1); m++) if (/^(werden|sein|bleiben|heißen|geworden|gewesen|geblieben)$/.test(ctx.word(m))) return undefined;
      let k = i + 1;
      const adjective = /^\p{Ll}+(e|en|er|es)$/u.test(ctx.tokens[k]?.text ?? '') ? k++ : undefined;
      const noun = findGermanNoun(ctx.tokens[k]?.text ?? '');
      // "ein neues Laptop", "ein Laptop": a noun of either gender (der/das Laptop) may be neuter, whose
      // accusative is "ein"; "ein neuen Laptop" fits neither, so the masculine is meant.
      const maybeNeuter = EITHER_GENDER.has(noun?.lemma ?? '') && (adjective === undefined || /es$/.test(ctx.word(adjective)));
      // "der Schlüssel", "mein Koffer": these determiners are singular, so a noun whose plural is spelt alike is meant singular.
      if (!noun || noun.gender !== 'm' || maybeNeuter || !noun.slots.has(0) || !ctx.joinedRun(i, k)) return undefined;
      // A later item of a list closes it: "… und ein Hund bellt" opens a clause of its own.
      if (listed && !(ctx.endsClause(k) || /^(und|oder)$/.test(ctx.word(k + 1)))) return undefined;
      const adjectiveFix = adjective === undefined ? [] : [ctx.word(adjective).replace(/(e|en|er|es)$/, 'en')];
      return { from: i, to: adjective ?? i, replacements: [[fix, ...adjectiveFix].join(' ')] };
    },
  }),
);
