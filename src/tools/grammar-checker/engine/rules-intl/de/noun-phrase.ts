import { type RuleContext } from '../intl-rule';
import { closingParticle } from './clause-particle';
import { followsDestination } from './destination-attribute';
import { isIhrSubjectBeforeObject } from './ihr-subject-before-object';
import { EITHER_GENDER, type Gender as NounGender, mayBePlural, NOUN_GENDERS } from './noun-genders';
import { germanVerbs, isNominalisedVerb } from './agreement-rules';
import { findGermanNoun, type GermanNoun, isOnlyPlural, isOnlySingular } from './noun-lexicon';
import { readParticipleLemma } from './participles';

/** A noun's gender, or 'p' for a plural form (plural determiners and endings are the same for all genders). */
type Gender = NounGender | 'p';

export type Case = 'nom' | 'acc' | 'dat' | 'gen';
const CASES: Case[] = ['nom', 'acc', 'dat', 'gen'];

const DEFINITE: Record<Gender, Record<Case, string>> = {
  m: { nom: 'der', acc: 'den', dat: 'dem', gen: 'des' },
  f: { nom: 'die', acc: 'die', dat: 'der', gen: 'der' },
  n: { nom: 'das', acc: 'das', dat: 'dem', gen: 'des' },
  p: { nom: 'die', acc: 'die', dat: 'den', gen: 'der' },
};
/** Endings of ein, kein, mein, dein, sein, ihr, unser, euer. */
const EIN_ENDINGS: Record<Gender, Record<Case, string>> = {
  m: { nom: '', acc: 'en', dat: 'em', gen: 'es' },
  f: { nom: 'e', acc: 'e', dat: 'er', gen: 'er' },
  n: { nom: '', acc: '', dat: 'em', gen: 'es' },
  p: { nom: 'e', acc: 'e', dat: 'en', gen: 'er' },
};
/** Adjective endings after der/die/das (weak) and after ein-words (mixed). */
const WEAK: Record<Gender, Record<Case, string>> = {
  m: { nom: 'e', acc: 'en', dat: 'en', gen: 'en' },
  f: { nom: 'e', acc: 'e', dat: 'en', gen: 'en' },
  n: { nom: 'e', acc: 'e', dat: 'en', gen: 'en' },
  p: { nom: 'en', acc: 'en', dat: 'en', gen: 'en' },
};
const MIXED: Record<Gender, Record<Case, string>> = {
  m: { nom: 'er', acc: 'en', dat: 'en', gen: 'en' },
  f: { nom: 'e', acc: 'e', dat: 'en', gen: 'en' },
  n: { nom: 'es', acc: 'es', dat: 'en', gen: 'en' },
  p: { nom: 'en', acc: 'en', dat: 'en', gen: 'en' },
};
const PLURAL_DEFINITE = new Set(['die', 'den', 'der']);

const EIN_STEMS = ['ein', 'kein', 'mein', 'dein', 'sein', 'ihr', 'unser', 'euer'];
/** Prepositions that take only the dative, and only the accusative. */
export const DATIVE_PREPOSITIONS = new Set(['mit', 'nach', 'bei', 'seit', 'von', 'zu', 'aus', 'gegenüber', 'außer']);
export const ACCUSATIVE_PREPOSITIONS = new Set(['für', 'durch', 'gegen', 'ohne', 'um']);
// Two-way prepositions: dative for where something is, accusative for where it goes.
const TWO_WAY_PREPOSITIONS = new Set(['in', 'an', 'auf', 'über', 'unter', 'vor', 'hinter', 'neben', 'zwischen']);
// Verbs whose object is a dative and may come first: "Der Frau gefällt das Buch", "Dem Mann gehört das Auto".
const DATIVE_OBJECT_VERBS = new Set(['gefallen', 'gehören', 'helfen', 'schmecken', 'passen', 'fehlen', 'gelingen', 'danken', 'antworten', 'gratulieren', 'folgen', 'vertrauen', 'stehen', 'leidtun', 'wehtun']);
const PREPOSITIONS = new Set([...DATIVE_PREPOSITIONS, ...ACCUSATIVE_PREPOSITIONS, ...TWO_WAY_PREPOSITIONS]);
// Only verbs of being somewhere or going somewhere: "sein", "warten auf", "neidisch auf" say nothing of place.
const LOCATION_VERBS = new Set(['wohnen', 'leben', 'bleiben', 'liegen', 'stehen', 'sitzen', 'arbeiten', 'studieren', 'schlafen', 'treffen', 'frühstücken']);
const MOTION_VERBS = new Set(['gehen', 'fahren', 'laufen', 'legen', 'stellen', 'setzen', 'fliegen', 'reisen', 'werfen', 'steigen', 'springen', 'rennen', 'klettern']);
// "in einer Stunde", "vor einem Jahr": a time after a two-way preposition is dative whatever the verb.
const TIME_NOUNS = new Set(['Stunde', 'Minute', 'Sekunde', 'Woche', 'Monat', 'Jahr', 'Tag', 'Moment', 'Augenblick', 'Nacht', 'Zukunft', 'Vergangenheit', 'Zeit', 'Jahrhundert', 'Jahrzehnt', 'Semester', 'Sommer', 'Winter', 'Frühling', 'Herbst']);

/**
 * Verbs that govern a two-way preposition with the accusative whatever the place: "sich freuen auf",
 * "denken an", "sich ärgern über". Strong ones decide; weak ones ("warten auf": "auf dem Bahnsteig
 * warten" is a place) only choose the fix for an article no case allows ("auf der Bus").
 */
const STRONG_FRAMES: Record<string, ReadonlySet<string>> = {
  auf: new Set(['freuen', 'achten', 'aufpassen', 'verzichten', 'hoffen', 'konzentrieren', 'vorbereiten', 'verlassen', 'reagieren']),
  an: new Set(['denken', 'erinnern', 'gewöhnen', 'glauben']),
  in: new Set(['verlieben']),
  über: new Set(['freuen', 'ärgern', 'nachdenken', 'beschweren', 'wundern', 'informieren', 'diskutieren']),
};
/** Things one waits for ("warten auf eine Antwort"), never the place one waits on. */
const AWAITED_NOUNS = new Set(['Antwort', 'Nachricht', 'Rückmeldung', 'Bestätigung', 'Rückruf', 'Entscheidung', 'Ergebnis', 'Lieferung', 'Erstattung', 'Rückzahlung', 'Zusage', 'Absage', 'Einladung', 'Genehmigung', 'Paket', 'Post', 'Mail', 'E-Mail', 'Bus', 'Zug', 'Straßenbahn', 'Bahn', 'Taxi',
  // People one waits for: "auf den Techniker warten" (nobody waits standing on a person).
  'Techniker', 'Handwerker', 'Monteur', 'Installateur', 'Elektriker', 'Klempner', 'Postboten', 'Briefträger', 'Kurier', 'Arzt', 'Ärztin',
  'Lehrer', 'Lehrerin', 'Kellner', 'Kellnerin', 'Vermieter', 'Vermieterin', 'Hausmeister', 'Gast', 'Besuch', 'Freund', 'Freundin', 'Chef',
  'Chefin', 'Kollegen', 'Kollegin', 'Mutter', 'Vater', 'Bruder', 'Schwester', 'Sohn', 'Tochter', 'Mann', 'Frau']);
const WEAK_FRAMES: Record<string, ReadonlySet<string>> = {
  auf: new Set(['warten']),
  // "einen Brief an meinen Vermieter schreiben"; "an einem Roman schreiben" is dative, so only to mend a nominative.
  an: new Set(['schreiben', 'schicken', 'senden', 'richten']),
  über: new Set(['sprechen', 'reden', 'lachen', 'schreiben']),
  // "die Tomaten in der Topf geben": putting something into a pot or a bag ("in der Küche geben" is a place, left alone).
  in: new Set(['geben', 'tun', 'gießen', 'schütten', 'füllen', 'stecken', 'packen']),
};

/** The lemmas of the sentence's verbs (or of words from..to); an imperative at the start ("Leg", "Stell") is read through its ich-form. */
function readLemmas(ctx: RuleContext, from = 0, to = ctx.tokens.length - 1): Set<string> {
  const lemmas = new Set<string>();
  for (let k = from; k <= to; k++) {
    // A capital inside the sentence is a noun ("an dieser Stelle" is no form of "stellen").
    if (!ctx.startsSentence(k) && ctx.tokens[k]!.text !== ctx.word(k)) continue;
    let readings = germanVerbs().read(ctx.word(k));
    if (readings.length === 0 && ctx.startsSentence(k)) readings = germanVerbs().read(`${ctx.word(k)}e`).filter((r) => r.person === 0);
    // "stellen … vor" is "vorstellen" (to present): a particle closing the clause makes another verb of the base.
    const particle = readings.length > 0 ? closingParticle(ctx, k) : undefined;
    for (const reading of readings) lemmas.add(particle ? `${particle}${reading.lemma}` : reading.lemma);
    // "Wir haben uns in einem Café getroffen": the participle names the verb of a perfect ("umgezogen" too, so a
    // clause with "sind … umgezogen" is not read as one whose only verb is "sein").
    const participle = readParticipleLemma(ctx.word(k));
    if (participle) lemmas.add(participle);
  }
  return lemmas;
}

function readFrame(ctx: RuleContext, preposition: string, frames: Record<string, ReadonlySet<string>>): boolean {
  const verbs = frames[preposition];
  return verbs !== undefined && [...readLemmas(ctx)].some((lemma) => verbs.has(lemma));
}

/**
 * The case a two-way preposition asks for, read from the sentence's verbs: "wohnen in einem Dorf"
 * (where: dative), "gehen in den Park" (where to: accusative). Undefined when the verbs say neither
 * or both: then no article is proposed, since guessing from the writer's own article gave wrong fixes.
 */
function readTwoWayCase(ctx: RuleContext, p: number): Case | undefined {
  if (hangsSomewhere(ctx, p)) return 'dat';
  // "Ich fahre mit dem Zug, weil mein Auto in der Werkstatt ist": a clause with a verb of its own is
  // read by that verb alone, so the main clause's "fahren" does not make the workshop a destination.
  const bounded = (k: number) => !/[,;.!?:\n]/.test(ctx.gapAfter(k));
  let from = p;
  while (from > 0 && bounded(from - 1)) from--;
  let to = p;
  while (to < ctx.tokens.length - 1 && bounded(to)) to++;
  // "In unserer Klasse gibt es zwanzig Schüler": the place opening the sentence before "gibt es" says where
  // ("Es gibt keinen Bus in die Stadt" goes somewhere and is left alone).
  if (ctx.startsSentence(p)) for (let k = p + 2; k < to && k <= p + 5; k++) if (/^(gibt|gab)$/.test(ctx.word(k)) && ctx.word(k + 1) === 'es') return 'dat';
  const own = readLemmas(ctx, from, to);
  const lemmas = [...(own.size > 0 ? own : readLemmas(ctx))];
  // "so freundlich wie in meiner Heimat", "Er ist in der Küche": with "sein" as the clause's only verb, "in" is where.
  if (ctx.word(p) === 'in' && own.has('sein')) {
    // Determiners that are also verb forms ("meine" of meinen) are no verbs here.
    const verbs = new Set<string>();
    for (let k = from; k <= to; k++) if (!readDeterminer(ctx.word(k))) for (const lemma of readLemmas(ctx, k, k)) verbs.add(lemma);
    if ([...verbs].every((lemma) => lemma === 'sein')) return 'dat';
  }
  // "den Schlüssel in meiner Jackentasche gefunden": where a thing was found or looked for, the phrase closing the
  // clause right before the participle, is a place; not after a noun of way or trust, whose "in" points somewhere
  // ("den Weg in die Stadt gefunden", "Vertrauen in die Zukunft").
  let placeNoun = p + 1;
  while (placeNoun <= p + 3 && !/^\p{Lu}/u.test(ctx.tokens[placeNoun]?.text ?? '')) placeNoun++;
  const foundIn = ctx.word(p) === 'in' && /^(gefunden|gesucht)$/.test(ctx.word(placeNoun + 1)) && ctx.endsClause(placeNoun + 1) && ctx.joinedRun(p, placeNoun + 1) &&
    !/^(Weg|Zugang|Eingang|Einstieg|Anschluss|Zugriff|Vertrauen|Einblick|Einsicht|Rückweg)$/.test(ctx.tokens[p - 1]?.text ?? '');
  const location = foundIn || lemmas.some((lemma) => LOCATION_VERBS.has(lemma));
  const motion = lemmas.some((lemma) => MOTION_VERBS.has(lemma));
  return location === motion ? undefined : location ? 'dat' : 'acc';
}

/**
 * "Das Bild hängt an der Wand": "hängen" with a noun as its subject right before it and the preposition
 * right after it is where something hangs (dative); "ich hänge das Bild an die Wand" puts it there,
 * and "Er hängt an die Wand ein Poster" has an object after the place, so both are left alone.
 */
function hangsSomewhere(ctx: RuleContext, p: number): boolean {
  const verb = ctx.tokens[p - 1]?.text ?? '';
  if (!/^(hängt|hängen|hing|hingen)$/.test(verb) || !ctx.joined(p - 1) || !ctx.joined(p - 2) || !/^\p{Lu}\p{Ll}+$/u.test(ctx.tokens[p - 2]?.text ?? '') || ctx.startsSentence(p - 2)) return false;
  if (!readDeterminer(ctx.word(p - 3)) || !ctx.startsSentence(p - 3)) return false;
  // The place's noun phrase, then no second noun phrase (an object) in the clause.
  for (let k = p + 1; k < ctx.tokens.length; k++) {
    if (/^(ein|eine|einen|den)$/.test(ctx.word(k)) && k > p + 1) return false;
    if (ctx.endsClause(k)) break;
  }
  return true;
}

/**
 * "Die Studenten aus meinem Sprachkurs an der Volkshochschule gehen …": a phrase inside the noun phrase that
 * opens the sentence, before its finite verb, describes that noun; the verb of motion after it is not its verb.
 */
function describesFrontedNoun(ctx: RuleContext, p: number): boolean {
  let start = p;
  while (start > 0 && ctx.joined(start - 1)) start--;
  if (!ctx.startsSentence(start) || !readDeterminer(ctx.word(start)) || p - start < 2 || !/^\p{Lu}/u.test(ctx.tokens[p - 1]!.text)) return false;
  // No finite verb between the sentence start and the preposition: a lower-case word that is a verb form and no determiner.
  for (let k = start + 1; k < p; k++) {
    const token = ctx.tokens[k]!;
    if (token.text === token.lower && !readDeterminer(token.lower) && readLemmas(ctx, k, k).size > 0) return false;
  }
  return true;
}

/**
 * Another two-way preposition earlier in the clause: "auf den Tisch neben der Tür" — the second one describes the first
 * noun; so may one right after a destination ("zum Konzert in der Altstadt", de/destination-attribute.ts).
 */
function followsTwoWayPhrase(ctx: RuleContext, preposition: number): boolean {
  for (let k = preposition - 1; k >= 0 && ctx.joined(k); k--) if (TWO_WAY_PREPOSITIONS.has(ctx.word(k))) return true;
  return followsDestination(ctx, preposition);
}

/** Stems of frequent adjectives, so "neue", "neuen", "neues" are recognised as one adjective. */
const ADJECTIVE_STEMS = new Set(
  `neu alt groß klein gut schön lang kurz jung rot blau grün gelb schwarz weiß schnell langsam teuer billig warm kalt
  heiß hell dunkel leicht schwer einfach wichtig interessant lustig traurig glücklich nett freundlich ruhig laut leise
  stark schwach reich arm voll leer hoch tief breit schmal dick dünn frisch sauber schmutzig spannend klug dumm
  gesund krank müde wach fremd bekannt deutsch englisch französisch letzt nächst erst richtig falsch modern lieb
  spanisch italienisch türkisch russisch europäisch international national lokal privat öffentlich politisch
  wirtschaftlich sozial kulturell historisch typisch praktisch sympathisch fantastisch toll super perfekt ideal
  herrlich wunderbar schrecklich furchtbar gefährlich sicher ruhig still wild süß sauer bitter salzig scharf
  lecker frei besetzt offen geschlossen neugierig fleißig faul ehrlich höflich stolz böse dankbar zufrieden
  glücklich nervös gemütlich bequem günstig preiswert eng weit nah fern flach rund bunt braun grau rosa lila
  kaputt sauber hässlich hübsch klar dunkel froh ernst tief echt wahr ganz halb einzig ander gleich verschieden
  ähnlich schwierig leicht bequem beliebt berühmt gesamt täglich jährlich monatlich kostenlos nützlich wichtig
  link recht vorder hinter ober`.split(/\s+/).filter(Boolean),
);

interface Determiner {
  kind: 'definite' | 'ein' | 'dieser';
  stem: string;
  ending: string;
}

/** dieser, jeder, welcher, jener: the endings of the definite article (-er, -e, -es, -en, -em). */
const DER_WORD_STEMS = ['dies', 'jed', 'welch', 'jen'];
const DER_WORD_ENDINGS: Record<Gender, Record<Case, string>> = {
  m: { nom: 'er', acc: 'en', dat: 'em', gen: 'es' },
  f: { nom: 'e', acc: 'e', dat: 'er', gen: 'er' },
  n: { nom: 'es', acc: 'es', dat: 'em', gen: 'es' },
  p: { nom: 'e', acc: 'e', dat: 'en', gen: 'er' },
};

function readDeterminer(word: string): Determiner | undefined {
  if (['der', 'die', 'das', 'den', 'dem', 'des'].includes(word)) return { kind: 'definite', stem: '', ending: word };
  for (const stem of DER_WORD_STEMS) {
    const ending = word.slice(stem.length);
    if (word.startsWith(stem) && ['e', 'en', 'em', 'er', 'es'].includes(ending)) return { kind: 'dieser', stem, ending };
  }
  for (const stem of EIN_STEMS) {
    const ending = word.slice(stem.length);
    if (word.startsWith(stem) && ['', 'e', 'en', 'em', 'er', 'es'].includes(ending)) {
      // "unser"/"euer" drop their e before an ending in speech, but the written forms keep it.
      return { kind: 'ein', stem, ending };
    }
  }
  return undefined;
}

function formDeterminer(det: Determiner, gender: Gender, c: Case): string {
  if (det.kind === 'dieser') return det.stem + DER_WORD_ENDINGS[gender][c];
  return det.kind === 'definite' ? DEFINITE[gender][c] : det.stem + EIN_ENDINGS[gender][c];
}

function adjectiveEnding(det: Determiner, gender: Gender, c: Case): string {
  return (det.kind === 'ein' ? MIXED : WEAK)[gender][c];
}

/**
 * A known stem, its superlative ("schönst", "neuest" of neu) or a lower-case stem in -iv ("positiv",
 * "kreativ", "aktiv"), which German writes only as adjectives.
 */
function isAdjectiveStem(stem: string): boolean {
  if (ADJECTIVE_STEMS.has(stem) || /^\p{Ll}{3,}iv$/u.test(stem)) return true;
  const superlative = /^(\p{Ll}+?)e?st$/u.exec(stem);
  return superlative !== null && ADJECTIVE_STEMS.has(superlative[1]!) && !/^(letzt|nächst|erst)$/.test(stem);
}

/**
 * "wunderschöne" → "wunderschön": a word in -e whose stem is a known adjective, or a known adjective with a
 * prefix of three letters or more ("wunderschön", "eiskalt", "hellblau"); undefined otherwise.
 */
export function readInflectedAdjectiveStem(word: string): string | undefined {
  if (!/^\p{Ll}{4,}e$/u.test(word)) return undefined;
  const stem = word.slice(0, -1);
  if (isAdjectiveStem(stem)) return stem;
  for (let i = 3; i <= stem.length - 3; i++) if (ADJECTIVE_STEMS.has(stem.slice(i)) && !/^(ander|link|recht|ober|gleich|ganz|halb)$/.test(stem.slice(i))) return stem;
  return undefined;
}

/** Quantifiers in -ig or -lich that decline like adjectives but are no adjectives of the phrase ("einige", "sämtliche"). */
const QUANTIFIER_STEMS = /^(einig|wenig|etlich|sämtlich|zwanzig|dreißig|vierzig|fünfzig|sechzig|siebzig|achtzig|neunzig)$/;

/**
 * An adjective the hand list lacks, read from its form: a suffix that makes adjectives ("gültig", "ähnlich",
 * "kostenlos", "ernsthaft", "essbar"), a past participle ("erfahrene" of erfahren, "geschlossenen", "umgebaute")
 * or a present participle ("folgenden" of folgen), each with an adjective ending. The word must not be a finite
 * verb ("besuchte" is also the past of besuchen) and callers pass only lower-case words.
 */
export function readDerivedAdjective(word: string): { stem: string; ending: string } | undefined {
  if (germanVerbs().read(word).length > 0) return undefined;
  for (const ending of ['en', 'em', 'er', 'es', 'e']) {
    if (!word.endsWith(ending)) continue;
    const stem = word.slice(0, -ending.length);
    if (stem.length < 4 || QUANTIFIER_STEMS.test(stem)) continue;
    const suffixed = /\p{Ll}{2}(ig|lich|isch|bar|sam|haft|los)$/u.test(stem);
    const pastParticiple = /(t|en)$/.test(stem) && readParticipleLemma(stem) !== undefined;
    const presentParticiple = /\p{Ll}{3}end$/u.test(stem) && germanVerbs().conjugate(stem.slice(0, -1), 0, 0) !== undefined;
    if (suffixed || pastParticiple || presentParticiple) return { stem, ending };
  }
  return undefined;
}

/** "neuen" → {stem: 'neu', ending: 'en'}; undefined when the word is no known adjective with an ending. */
export function readAdjective(word: string): { stem: string; ending: string } | undefined {
  for (const ending of ['en', 'em', 'er', 'es', 'e']) {
    if (word.endsWith(ending) && isAdjectiveStem(word.slice(0, -ending.length))) return { stem: word.slice(0, -ending.length), ending };
  }
  return undefined;
}

/** Cases a written determiner suggests the writer meant, most likely first. */
function guessCases(det: Determiner): Case[] {
  if (det.kind === 'definite') {
    return ({ der: ['nom', 'dat', 'gen'], die: ['nom', 'acc'], das: ['nom', 'acc'], den: ['acc'], dem: ['dat'], des: ['gen'] } as Record<string, Case[]>)[det.ending] ?? CASES;
  }
  if (det.kind === 'dieser') return ({ er: ['nom', 'dat', 'gen'], e: ['nom', 'acc'], es: ['nom', 'acc', 'gen'], en: ['acc', 'dat'], em: ['dat'] } as Record<string, Case[]>)[det.ending] ?? CASES;
  return ({ '': ['nom', 'acc'], e: ['nom', 'acc'], en: ['acc'], em: ['dat'], er: ['dat', 'gen'], es: ['gen'] } as Record<string, Case[]>)[det.ending] ?? CASES;
}

/**
 * Gender of the noun, or 'p' when the form is only plural (Kinder, Leute). A form of both numbers
 * (Lehrer) after a determiner that may be plural is not read: either could be meant.
 */
function readNounAgreement(noun: string, det: Determiner, word: string, singular: boolean): Gender | undefined {
  const found = findGermanNoun(noun);
  // The hand-written list of frequent nouns first: the dictionary keeps one gender per spelling and for
  // "Tag" it has the computing "das Tag", not "der Tag".
  // A compound takes its head's gender, and the hand list knows the head better too ("Mietwagen": der Wagen).
  const gender = NOUN_GENDERS.get(noun) ?? (found ? NOUN_GENDERS.get(found.lemma) : undefined) ?? found?.gender;
  if (!gender || EITHER_GENDER.has(noun) || (found && EITHER_GENDER.has(found.lemma))) return undefined;
  // "Tragen" may be "die Tragen" or "das Tragen"; "Freunden" (dative plural only) is no infinitive's noun.
  if (found && isOnlyPlural(found)) return isNominalisedVerb(noun) && found.slots.has(4) ? undefined : 'p';
  // "mit die Kartons": a plural in -s whose only singular reading is the genitive ("des Kartons") is the plural after
  // any determiner that is not a genitive singular one.
  if (found && found.slots.has(4) && [...found.slots].every((s) => s === 3 || s >= 4) && !/es$/.test(word)) return 'p';
  const maybePlural = found ? [...found.slots].some((s) => s >= 4) : mayBePlural(noun, gender);
  // "ein" has no plural: "einen neue Computer" is a singular whatever forms "Computer" has.
  const determinerMayBePlural = !(det.kind === 'ein' && det.stem === 'ein');
  if (maybePlural && !singular && determinerMayBePlural && (PLURAL_DEFINITE.has(word) || det.ending === 'e' || det.ending === 'en' || det.ending === 'er')) return undefined;
  return gender;
}

const INTENSIFIERS = new Set(['sehr', 'so', 'ziemlich', 'besonders', 'wirklich', 'echt', 'total', 'recht', 'ganz', 'extrem', 'unglaublich']);

/**
 * The case after the two-way preposition at p: a verb frame first ("freuen auf" + accusative), then a
 * time noun (dative), then the sentence's verbs of place or motion. A weak frame ("warten auf") only
 * when the written article fits neither case, as in "auf der Bus".
 */
/** The clause around p has a form of "sein" and no verb of standing, sitting or lying. */
function isCopulaClause(ctx: RuleContext, p: number): boolean {
  let from = p;
  while (from > 0 && !ctx.endsClause(from - 1)) from--;
  let to = p;
  while (to < ctx.tokens.length - 1 && !ctx.endsClause(to)) to++;
  const words = ctx.tokens.slice(from, to + 1).map((token) => token.lower);
  return words.some((w) => /^(bin|bist|ist|sind|seid|war|warst|waren|wart|wäre|wären|sein|gewesen)$/.test(w)) && !words.some((w) => /^(steh|stand|sitz|saß|lieg|lag|gestanden|gesessen|gelegen|sehen|erkennen|abgebildet)/.test(w));
}

/** "bis in", "bis spät in", "bis tief in": "bis" right before the preposition, or one degree word between; or "in die Nacht hinein". */
function reachesInto(ctx: RuleContext, p: number): boolean {
  if (ctx.word(p - 1) === 'bis' && ctx.joined(p - 1)) return true;
  for (let k = p + 2; k <= p + 4 && ctx.joinedRun(p, k); k++) if (ctx.word(k) === 'hinein') return true;
  return /^(spät|tief|weit|lange|hinein)$/.test(ctx.word(p - 1)) && ctx.word(p - 2) === 'bis' && ctx.joinedRun(p - 2, p);
}

function readTwoWayPhraseCase(ctx: RuleContext, p: number, noun: string): Case | undefined {
  const preposition = ctx.word(p);
  if (readFrame(ctx, preposition, STRONG_FRAMES)) return 'acc';
  // "stolz auf unsere Mannschaft", "gespannt auf das Ergebnis": an adjective right before "auf" that takes the accusative.
  // Only with a form of "sein" in the clause: "Er stand stolz auf dem Dach" is an adverb and a place.
  if (preposition === 'auf' && ctx.joined(p - 1) && /^(stolz|neidisch|sauer|wütend|gespannt|eifersüchtig|neugierig|angewiesen)$/.test(ctx.word(p - 1)) && isCopulaClause(ctx, p)) return 'acc';
  // "Ich warte auf einer Antwort": what one waits for (an answer, a parcel, the bus) is no place to wait on.
  if (preposition === 'auf' && AWAITED_NOUNS.has(noun) && readFrame(ctx, preposition, WEAK_FRAMES)) return 'acc';
  // "bis spät in die Nacht", "bis in den Herbst": a stretch of time reaching into another takes the accusative.
  if (preposition === 'in' && TIME_NOUNS.has(noun) && reachesInto(ctx, p)) return 'acc';
  // "in einer Stunde", "vor einem Jahr", "an dem Tag" are dative; after "auf" or "über" a time is an accusative
  // ("auf den Frühling warten", "über das Wochenende"), so these two are left to the verbs below.
  if (TIME_NOUNS.has(noun) && preposition !== 'auf' && preposition !== 'über') return 'dat';
  // "Angst vor dem Tierarzt", "Respekt vor der Prüfung": after these nouns "vor" always takes the dative.
  if (preposition === 'vor' && ctx.joined(p - 1) && /^(Angst|Furcht|Respekt|Panik|Ekel|Scheu|Schutz|Achtung)$/.test(ctx.tokens[p - 1]?.text ?? '')) return 'dat';
  const byVerbs = readTwoWayCase(ctx, p);
  if (byVerbs === 'acc' && (followsTwoWayPhrase(ctx, p) || describesFrontedNoun(ctx, p))) return undefined;
  if (byVerbs) return byVerbs;
  const article = ctx.word(p + 1);
  // "der", "dieser", "jeder" are a nominative only before a masculine noun: "auf der Straße warten", "an der Tafel
  // schreiben" are datives of place, and were wrongly sent to the accusative.
  const masculine = (NOUN_GENDERS.get(noun) ?? findGermanNoun(noun)?.gender) === 'm';
  const nominativeOnly = (/^(der|dieser|jeder)$/.test(article) && masculine) || /^(k?ein|mein|dein|sein|ihr|unser|euer)$/.test(article);
  // "über die neue Projekt gesprochen": "die" fits no case of a masculine or neuter noun that is only singular, so the
  // writer's article shows no case either and the verb's frame chooses it ("über das neue Projekt").
  const form = findGermanNoun(noun);
  const gender = NOUN_GENDERS.get(noun) ?? form?.gender;
  const noCaseFits = /^(die|diese)$/.test(article) && (gender === 'm' || gender === 'n') && form !== undefined && isOnlySingular(form) && !EITHER_GENDER.has(noun);
  return (nominativeOnly || noCaseFits) && readFrame(ctx, preposition, WEAK_FRAMES) ? 'acc' : undefined;
}

/**
 * The adjective at k with its ending, or one written without its ending right before the noun
 * ("ein lecker Kuchen"; "super", "rosa", "lila" never take one, "ganz", "gleich", "echt" are adverbs there too).
 */
function readAdjectiveAt(ctx: RuleContext, k: number): { stem: string; ending: string } | undefined {
  const withEnding = readAdjective(ctx.word(k));
  if (withEnding) return withEnding;
  // Only a lower-case word: "mit den Königen" is a noun in -ig, not an adjective.
  const derived = ctx.tokens[k]?.text === ctx.word(k) ? readDerivedAdjective(ctx.word(k)) : undefined;
  if (derived) return derived;
  const next = ctx.tokens[k + 1]?.text ?? '';
  // "ein gebraucht Fahrrad": a past participle in ge- between a determiner and its noun is an adjective missing its ending.
  const participle = ctx.tokens[k]?.text === ctx.word(k) && /^ge\p{Ll}{3,}(t|en)$/u.test(ctx.word(k)) && readParticipleLemma(ctx.word(k)) !== undefined;
  const bare = (ADJECTIVE_STEMS.has(ctx.word(k)) || participle) && !/^(super|rosa|lila|ganz|halb|gleich|echt)$/.test(ctx.word(k)) && ctx.joined(k) && (NOUN_GENDERS.has(next) || findGermanNoun(next) !== undefined);
  return bare ? { stem: ctx.word(k), ending: '' } : undefined;
}

export type NounPhraseProblem = 'article' | 'adjective' | 'case';

export interface NounPhraseCheck {
  from: number;
  to: number;
  problem: NounPhraseProblem;
  fix: string;
  noun: string;
}

/**
 * "Freunde": a plural whose only singular reading is the old dative in -e ("dem Freunde"), which nobody
 * writes today; after a dative preposition it is a plural missing its -n ("mit meinen Freunde").
 */
export function isPluralMissingDativeN(noun: GermanNoun): boolean {
  return noun.slots.has(4) && !noun.slots.has(6) && [...noun.slots].every((s) => s === 2 || s >= 4);
}

/**
 * "einen neue Laptop" (der or das Laptop), "meinem alte Kollege": after an ein-word with an ending of its own
 * (-en, -em, -er, -es) an adjective ends in -en in every gender and number, so a noun whose gender is
 * open or unknown needs no reading.
 */
function fixMixedAdjectives(ctx: RuleContext, i: number, det: Determiner, adjectives: { index: number; ending: string; stem: string }[], noun: string): NounPhraseCheck | undefined {
  if (det.kind !== 'ein' || !['en', 'em', 'er', 'es'].includes(det.ending) || adjectives.length === 0 || !/^\p{Lu}\p{Ll}/u.test(noun)) return undefined;
  if (adjectives.every((a) => a.ending === 'en')) return undefined;
  const last = adjectives[adjectives.length - 1]!.index;
  const fix = ctx.rewrite(i, last, (index) => {
    const adjective = adjectives.find((a) => a.index === index);
    return adjective ? `${adjective.stem}en` : undefined;
  });
  return { from: i, to: last, problem: 'adjective', fix, noun };
}

/**
 * The comma before i closes a salutation that opens the text or a line: "Sehr geehrte Frau Weber,", "Liebe Anna,",
 * "Hallo zusammen,", "Guten Tag,". The words between are only the salutation's (at most six, no other comma).
 */
export function followsSalutation(ctx: RuleContext, i: number): boolean {
  if (!/^,\s+$/.test(ctx.gapBefore(i))) return false;
  for (let k = i - 1; k >= 0 && k >= i - 6; k--) {
    if (k < i - 1 && !ctx.joined(k)) return false;
    if (ctx.startsSentence(k)) {
      const opening = ctx.word(k);
      return /^(hallo|hi|moin|servus|liebe|lieber|liebes|liebe)$/.test(opening) || (opening === 'sehr' && /^geehrte[rs]?$/.test(ctx.word(k + 1))) || (opening === 'guten' && /^(tag|morgen|abend)$/.test(ctx.word(k + 1)));
    }
  }
  return false;
}

/**
 * Checks determiner + adjectives + known noun ("einen neue Buch") and proposes the phrase with the
 * determiner and adjective endings the noun's gender needs, in the case the writer most likely meant
 * (the case a preposition demands, else the case their determiner shows).
 */
export function checkNounPhrase(ctx: RuleContext, i: number): NounPhraseCheck | undefined {
  // "Wenn ihr Zeit habt": the subject "ihr" and a bare object, no possessive.
  if (isIhrSubjectBeforeObject(ctx, i)) return undefined;
  const det = readDeterminer(ctx.word(i));
  // After a comma "der/die/das" is often a relative pronoun ("das Kind, das Kaffee trinkt").
  // "Sehr geehrte Damen und Herren, der Problem …": after a salutation the comma opens the letter's first sentence.
  const afterSalutation = followsSalutation(ctx, i);
  if (!det || (det.kind === 'definite' && /,/.test(ctx.gapBefore(i)) && !afterSalutation)) return undefined;
  const adjectives: { index: number; stem: string; ending: string }[] = [];
  let k = i + 1;
  for (; k < ctx.tokens.length && ctx.joined(k - 1); k++) {
    // "eine sehr interessante Buch": a degree word before the adjective is passed over.
    if (INTENSIFIERS.has(ctx.word(k)) && readAdjectiveAt(ctx, k + 1)) continue;
    const adjective = readAdjectiveAt(ctx, k);
    if (!adjective) break;
    adjectives.push({ index: k, ...adjective });
  }
  const nounToken = ctx.tokens[k];
  if (!nounToken || !ctx.joined(k - 1)) return undefined;
  const preposition = ctx.joined(i - 1) ? ctx.word(i - 1) : '';
  // "Der Mädchen aus meiner Klasse spielt": one prepositional phrase may stand between the noun and its verb.
  let v = k + 1;
  // "Der Fenster im Schlafzimmer lässt": a contracted preposition opens such a phrase too.
  if (PREPOSITIONS.has(ctx.word(v)) || /^(im|am|vom|zum|zur|beim|ins|ans)$/.test(ctx.word(v))) {
    let m = v + 1;
    while (m < v + 5 && ctx.tokens[m] && ctx.tokens[m]!.text === ctx.word(m)) m++;
    if (/^\p{Lu}/u.test(ctx.tokens[m]?.text ?? '')) v = m + 1;
  }
  const verbAfter = ctx.joinedRun(k, v) && ctx.tokens[v]?.text === ctx.word(v) ? germanVerbs().read(ctx.word(v)) : [];
  // "Den Brief habe ich geschrieben", "Den Kuchen hat meine Oma gebacken", "Der Frau gefällt das Buch": a
  // subject right after the verb makes the first phrase an object (an article there only when the first
  // one is accusative, or dative before a verb that takes a dative: "Der Frau liest ein Buch" is a subject).
  // "Den Kurs hat mir meine Kollegin empfohlen": an object pronoun may stand before that subject.
  let s = v + 1;
  while (/^(mir|dir|ihm|uns|euch|ihnen|mich|dich|sich)$/.test(ctx.word(s)) && ctx.joined(s - 1) && s <= v + 2) s++;
  const pronounAfterVerb = /^(ich|du|er|sie|es|wir|ihr|man)$/.test(ctx.word(s));
  const accusativeFirst = /^(den|einen|meinen|deinen|seinen|ihren|unseren|euren|diesen|keinen)$/.test(ctx.word(i));
  // "Dem Hund hat die Tierärztin ein Leckerli gegeben": "dem", "einem" are never a subject, so before any
  // verb an article subject after it makes the phrase a dative object; "der", "einer" only before a verb that takes one.
  const dativeOnlyFirst = /^(dem|einem|meinem|deinem|seinem|ihrem|unserem|eurem|diesem|keinem)$/.test(ctx.word(i)) && verbAfter.length > 0;
  const dativeFirst = dativeOnlyFirst || (/^(der|einer|meiner|deiner|seiner|ihrer|unserer|eurer|dieser|keiner)$/.test(ctx.word(i)) && verbAfter.some((r) => DATIVE_OBJECT_VERBS.has(r.lemma)));
  const articleAfterVerb = /^(der|die|das|ein|eine|mein|meine|dein|deine|sein|seine|unser|unsere)$/.test(ctx.word(s)) && (accusativeFirst || dativeFirst);
  const subjectAfterVerb = pronounAfterVerb || articleAfterVerb;
  // A clause joined by "und", "aber", "oder", "denn" after a comma starts like a sentence: ", und der Reparatur kostet".
  const clauseStart = ctx.startsSentence(i) || afterSalutation || (/^(und|aber|oder|denn|sondern)$/.test(ctx.word(i - 1)) && ctx.joined(i - 1) && /,/.test(ctx.gapBefore(i - 1)));
  const subjectFirst = clauseStart && verbAfter.length > 0 && !subjectAfterVerb;
  // "Der Mädchen spielt": a subject before a verb that can only be singular is singular ("ihr spielt" aside);
  // only after "der" ("Die Lehrer spielt" may be a plural the verb gets wrong, "Den Kuchen hat sie gebacken" an object).
  // A "du" reading of the verb ("lässt", "fährt") does not count: a noun phrase is never "du".
  const singularVerb = subjectFirst && ctx.word(i) === 'der' && verbAfter.every((r) => r.person === 1 || r.person === 2 || r.person === 4) && verbAfter.some((r) => r.person === 2);
  // "bei meinen Onkel": after a dative preposition a plural would read "Onkeln"; a form with no dative plural is singular.
  const nounForm = findGermanNoun(nounToken.text);
  const noDativePlural = DATIVE_PREPOSITIONS.has(preposition) && nounForm !== undefined && !nounForm.slots.has(6) && !isOnlyPlural(nounForm) && !isPluralMissingDativeN(nounForm);
  // "über der Klimawandel": after a two-way preposition "der" is no plural (that would be "die" or "den"), so a noun whose
  // plural is spelt like its singular ("Wandel", "Fenster") is read as a singular.
  const derAfterTwoWay = TWO_WAY_PREPOSITIONS.has(preposition) && ctx.word(i) === 'der';
  let gender = readNounAgreement(nounToken.text, det, ctx.word(i), singularVerb || noDativePlural || derAfterTwoWay);
  // "für die schön Tage", "die schöne Zimmer": "die" before a masculine or neuter noun that may be plural is the
  // plural; only the adjective's ending is then mended (the article is kept as the writer's choice of number).
  const nounGender = NOUN_GENDERS.get(nounToken.text) ?? (nounForm ? NOUN_GENDERS.get(nounForm.lemma) : undefined) ?? nounForm?.gender;
  // Not as a subject before its verb: "Die alte Lehrer ist nett" may mean one teacher.
  const pluralByArticle = !gender && !subjectFirst && adjectives.length > 0 && /^(die|diese|meine|deine|seine|ihre|unsere|eure|keine)$/.test(ctx.word(i)) && (nounGender === 'm' || nounGender === 'n')
    && !EITHER_GENDER.has(nounToken.text) && !(nounForm && EITHER_GENDER.has(nounForm.lemma)) && !isNominalisedVerb(nounToken.text) && nounForm !== undefined && [...nounForm.slots].some((slot) => slot >= 4);
  if (pluralByArticle) gender = 'p';
  if (!gender) return fixMixedAdjectives(ctx, i, det, adjectives, nounToken.text);
  // "ein" has no plural: "ein Kinder" is not read.
  if (gender === 'p' && det.kind === 'ein' && det.stem === 'ein') return undefined;

  const twoWay = TWO_WAY_PREPOSITIONS.has(preposition);
  const twoWayCase = twoWay ? readTwoWayPhraseCase(ctx, i - 1, nounToken.text) : undefined;
  const demanded: Case | undefined = DATIVE_PREPOSITIONS.has(preposition) ? 'dat' : ACCUSATIVE_PREPOSITIONS.has(preposition) ? 'acc' : twoWayCase;
  const fits = (c: Case) => formDeterminer(det, gender, c) === ctx.word(i) && adjectives.every((a) => a.ending === adjectiveEnding(det, gender, c));
  // After a preposition the nominative never fits ("auf der Bus").
  const possible = preposition && (twoWay || demanded) ? CASES.filter((c) => c !== 'nom') : CASES;
  if (!subjectFirst && (demanded ? [demanded] : possible).some(fits)) return undefined;
  if (subjectFirst && fits('nom')) return undefined;

  // After a two-way preposition whose case the verbs leave open, either case may be meant: the
  // article then shows which one the writer chose ("in einem deutsche Café": dative), and only an
  // adjective that fits neither is fixed, in the article's case.
  let target2: Case | undefined;
  if (twoWay && !twoWayCase) {
    const chosen = (['acc', 'dat'] as Case[]).filter((c) => formDeterminer(det, gender, c) === ctx.word(i));
    // "über den Problem", "in Ihrem Firma": an article no case of the noun allows still shows its case
    // when its ending is only accusative (den, einen) or only dative (dem, einem).
    const shown = guessCases(det);
    if (chosen.length === 0 && shown.length === 1 && (shown[0] === 'acc' || shown[0] === 'dat') && gender !== 'p') target2 = shown[0];
    else if (chosen.length !== 1 || adjectives.length === 0) return undefined;
    else target2 = chosen[0];
  }
  const guessed = guessCases(det);
  // "Ich habe gestern ein neuen Laptop gekauft": after a pronoun subject earlier in the sentence, a
  // phrase that could be nominative or accusative is the object.
  const pronounSubjectBefore = ctx.tokens.slice(0, i).some((_, k) => /^(ich|du|er|sie|wir|ihr|es|man)$/.test(ctx.word(k)));
  // "Die Genossenschaft verkauft ihre Wein" → "ihren": right after the finite verb (no copula) that follows a
  // sentence-opening noun phrase subject, the phrase is the object.
  const nounSubjectBefore = nounPhraseSubjectBefore(ctx, i);
  // "Er war eine gütiger alter Mann" → "ein gütiger alter Mann": right after a copula the phrase is a predicate nominative.
  const afterCopula = ctx.joined(i - 1) && /^(bin|bist|ist|sind|seid|war|warst|waren|wart|wäre|wären|wird|wirst|werden|wurde|wurden|bleibt|blieb|bleiben)$/.test(ctx.word(i - 1));
  if ((pronounSubjectBefore || nounSubjectBefore) && !afterCopula && !ctx.startsSentence(i) && guessed[0] === 'nom' && guessed.includes('acc')) guessed.unshift('acc');
  // "Der Kinder spielen": at the start of a sentence and before a finite verb the phrase is the
  // subject, so a genitive or dative reading of "der" does not excuse it.
  const target = demanded ?? target2 ?? (subjectFirst || (ctx.startsSentence(i) && guessed.includes('nom')) ? 'nom' : guessed[0] ?? 'nom');
  const articleFits = formDeterminer(det, gender, target) === ctx.word(i);
  const fitsOtherCase = CASES.some((c) => formDeterminer(det, gender, c) === ctx.word(i));
  const problem: NounPhraseProblem = !articleFits ? (demanded && fitsOtherCase ? 'case' : 'article') : 'adjective';
  if (pluralByArticle && problem !== 'adjective') return undefined;
  // "mit die Kinder" → "mit den Kindern": a dative plural noun takes -n as well.
  const dativeNoun = target === 'dat' && gender === 'p' && nounForm && !nounForm.slots.has(6) ? findGermanNoun(`${nounToken.text}n`) : undefined;
  const nounFix = dativeNoun && dativeNoun.lemma === nounForm!.lemma && dativeNoun.slots.has(6) ? `${nounToken.text}n` : undefined;
  const last = nounFix ? k : adjectives.length ? adjectives[adjectives.length - 1]!.index : i;
  const fix = ctx.rewrite(i, last, (index) => {
    if (index === i) return formDeterminer(det, gender, target);
    if (index === k && nounFix) return nounFix;
    const adjective = adjectives.find((a) => a.index === index);
    return adjective ? adjective.stem + adjectiveEnding(det, gender, target) : undefined;
  });
  return { from: i, to: last, problem, fix, noun: nounToken.text };
}

const COPULAS = new Set(['sein', 'werden', 'bleiben', 'heißen']);

/** "Die Genossenschaft verkauft | ihre …": the phrase at i follows a finite verb (no copula) that follows a sentence-opening determiner + (adjectives) + noun. */
function nounPhraseSubjectBefore(ctx: RuleContext, i: number): boolean {
  const v = i - 1;
  if (v < 2 || !ctx.joined(v - 1) || !ctx.joined(v)) return false;
  const verbText = ctx.tokens[v]!.text;
  if (verbText !== ctx.word(v)) return false;
  const readings = germanVerbs().read(ctx.word(v));
  if (readings.length === 0 || readings.some((r) => COPULAS.has(r.lemma)) || !readings.some((r) => r.person === 2 || r.person === 5)) return false;
  if (!/^\p{Lu}\p{Ll}+$/u.test(ctx.tokens[v - 1]!.text) || ctx.startsSentence(v - 1)) return false;
  for (let p = v - 2; p >= Math.max(0, v - 4); p--) {
    if (!ctx.joined(p)) return false;
    if (ctx.startsSentence(p)) return readDeterminer(ctx.word(p)) !== undefined;
    if (!readAdjective(ctx.word(p))) return false;
  }
  return false;
}
