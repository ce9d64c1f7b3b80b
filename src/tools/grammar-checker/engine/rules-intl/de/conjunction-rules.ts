import { defineRule, type IntlRule, type RuleContext } from '../intl-rule';
import { findGermanNoun } from './noun-lexicon';
import { NOUN_GENDERS } from './noun-genders';
import { germanVerbs } from './agreement-rules';

/** wie or als, wenn or als, das or dass: conjunctions learners swap. */

const EQUALITY = /^(so|genauso|ebenso|gleich|nicht\s+so)$/;
/** A one-off past moment: with it, "wenn" (whenever) should be "als" (when, once). */
export const ONE_TIME_PAST = /^(gestern|vorgestern|damals|neulich|letzte|letzten|letztes|letzter)$/;
/** Stages of life, as noun or adjective: "als ich ein Kind / klein / Student war". */
export const LIFE_STAGES = /^(kind|kinder|baby|teenager|jugendlicher|jugendliche|student|studentin|studenten|schüler|schülerin|schüler|klein|jung|jünger|kleiner)$/;
// Strong pasts, also with a separable prefix written on them at a clause's end ("als der Lehrer hereinkam").
export const PAST_FINITE = /^(war|warst|waren|wart|hatte|hattest|hatten|wurde|wurden)$|^(?:herein|hinein|heraus|hinaus|herunter|hinunter|zurück|vorbei|an|auf|aus|ein|mit|weg|los|ab|um|nach|vor)?(kam|kamst|kamen|ging|gingen|sah|sahen|fuhr|fuhren|fiel|fielen|lief|liefen|stieg|stiegen|trat|traten|rief|riefen|fand|fanden|gab|gaben|nahm|nahmen|traf|trafen|zog|zogen|flog|flogen|sprang|sprangen|brach|brachen)$|te$|ten$/;
const SUBJECT_PRONOUNS = /^(ich|du|er|sie|es|wir|ihr|man)$/;
const REPEATED = /^(immer|nie|niemals|oft|manchmal|meistens|jedesmal|mal|stets|häufig|selten)$/;
/** "wissen", whose object may be an indirect question ("weißt du, wann…"); "fragen" is left out ("Fragen Sie mich, wenn…" is a condition). */
const KNOWING_VERBS = /^(weiß|weißt|wissen|wisst|wusste|wusstest|wussten)$/;
const KNOWING_FILLERS = /^(ich|du|er|sie|wir|ihr|man|nicht|auch|schon|noch|genau|eigentlich|denn|vielleicht|zufällig)$/;
// Transitive verbs whose object is missing from a clause after "…, dass": then "das" (which) is meant.
// Infinitives after a modal too: "das wir lesen müssen".
const OBJECT_VERBS = /^(lesen|kaufen|sehen|schreiben|essen|trinken|machen|finden|bestellen|benutzen|kochen|mieten|verkaufen|reparieren|hören|suchen|bringen|gelesen|lese|liest|gekauft|kaufe|gesehen|sehe|geschrieben|schreibe|gegessen|esse|getrunken|gemacht|bestellt|gefunden|verloren|bekommen|geschenkt|gebaut|empfohlen|benutzt|gewählt|gekocht|gebacken|gemietet|verkauft|repariert|vergessen|gehört|gesucht|geliehen|gebracht|mitgebracht)$/;
const ANTECEDENT_ARTICLES = /^(das|ein|kein|mein|dein|sein|ihr|unser|euer|dieses|jedes)$/;

const TIME_NOUNS = /^(Woche|Jahr|Monat|Tag|Morgen|Abend|Nachmittag|Nacht|Sommer|Winter|Herbst|Frühling|Wochenende|Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag|Mal)$/;
const TIME_WORDS_BEFORE = /^(letzte|letzten|letztes|nächste|nächsten|nächstes|jeden|jede|jedes|diese|diesen|dieses|vorige|vorigen|voriges|vergangene|vergangenen|vergangenes|heute|gestern|morgen|vorgestern)$/;

/** The clause from i on: its last word's index (before punctuation), within limit words. */
function clauseEnd(ctx: RuleContext, i: number, limit: number): number | undefined {
  for (let k = i; k < ctx.tokens.length && k - i <= limit; k++) {
    if (ctx.endsClause(k)) return k;
    if (!ctx.joined(k)) return undefined;
  }
  return undefined;
}

const PREPOSITIONS = /^(in|an|auf|mit|bei|nach|von|zu|aus|für|über|unter|vor|hinter|neben|zwischen|durch|gegen|ohne|um|seit|im|am|zum|zur|vom|beim)$/;

/** Word k is a preposition's noun or article: "in Deutsch", "mit der Hand", "im Kurs". */
function isInPrepositionalPhrase(ctx: RuleContext, k: number): boolean {
  const article = /^(der|die|das|den|dem|ein|eine|einen|einem|einer)$/.test(ctx.word(k - 1));
  return (PREPOSITIONS.test(ctx.word(k - 1)) || (article && PREPOSITIONS.test(ctx.word(k - 2)))) && ctx.joined(k - 1);
}

/** Verbs of perceiving or saying as participles: "Ich habe gehört, dass …". */
const SAYING_PARTICIPLES = /^(gehört|gesagt|gelesen|erfahren|bemerkt|gemerkt|gedacht|geglaubt|gehofft|gewusst|gesehen|erzählt|geschrieben|vergessen|verstanden)$/;
/** A clause after "dass" or "denn" opens with a subject: a pronoun, an article, a name-like capital. */
const CLAUSE_OPENERS = /^(ich|du|er|sie|es|wir|ihr|man|der|die|das|ein|eine|mein|meine|dein|deine|sein|seine|unser|unsere|unsere|kein|keine)$/;

const NOMINATIVE_PRONOUNS = /^(ich|du|er|sie|es|wir|ihr|man)$/;
/** Verbs that take no accusative object: "wen" (whom) cannot be theirs. */
const NO_ACCUSATIVE_LEMMAS = new Set(['sein', 'werden', 'bleiben', 'kommen', 'gehen', 'schlafen', 'wohnen', 'arbeiten']);
const ACCUSATIVE_OR_BARE = /^(den|einen|keinen|meinen|deinen|seinen|ihren|unseren|euren|das|ein|kein|die|eine|keine)$/;
const PREPOSITIONS_BEFORE = /^(in|an|auf|mit|bei|nach|von|zu|aus|für|über|unter|vor|hinter|neben|zwischen|durch|gegen|ohne|um|seit)$/;

/**
 * "Wen du Fieber hast, solltest du …": "wen" (whom) opening a clause with a pronoun subject, its verb at the end and a
 * main clause's verb right after the comma, is "wenn" when that clause leaves no place for an accusative "wen": its
 * verb takes none ("Wen du müde bist"), or it has its own object, a lexicon noun not inside a prepositional phrase
 * ("Fieber", "einen Termin"). "Wen du einlädst, ist mir egal" has no other object and stays.
 */
function isWennMisspelt(ctx: RuleContext, i: number): boolean {
  if (ctx.word(i) !== 'wen' || !(ctx.startsSentence(i) || /,/.test(ctx.gapBefore(i))) || !NOMINATIVE_PRONOUNS.test(ctx.word(i + 1)) || !ctx.joined(i)) return false;
  let end = i + 2;
  while (end < ctx.tokens.length - 1 && end <= i + 10 && ctx.joined(end)) end++;
  if (!/^,\s*$/.test(ctx.gapAfter(end)) || end < i + 3) return false;
  const verb = ctx.tokens[end]!;
  const readings = verb.text === verb.lower ? germanVerbs().read(verb.lower) : [];
  const after = ctx.tokens[end + 1];
  if (readings.length === 0 || !after || after.text !== after.lower || germanVerbs().read(after.lower).length === 0) return false;
  if (readings.every((r) => NO_ACCUSATIVE_LEMMAS.has(r.lemma))) return true;
  for (let k = i + 2; k < end; k++) {
    const token = ctx.tokens[k]!;
    if (!/^\p{Lu}/u.test(token.text) || findGermanNoun(token.text) === undefined) continue;
    const before = ctx.word(k - 1);
    const bare = k - 1 === i + 1 || (!ACCUSATIVE_OR_BARE.test(before) && !PREPOSITIONS_BEFORE.test(before) && !/^(dem|der|des|einem|einer)$/.test(before));
    const accusative = ACCUSATIVE_OR_BARE.test(before) && !PREPOSITIONS_BEFORE.test(ctx.word(k - 2));
    if (bare || accusative) return true;
  }
  return false;
}

export const CONJUNCTION_RULES: IntlRule[] = [
  defineRule({
    id: 'de/das-before-verb',
    name: 'das (that) before a verb',
    message: '"dass" opens a clause with its own subject; right before the verb, "das" (that) is the subject: "Ich finde, das ist gut."',
    // "Ich finde, dass ist eine gute Idee": a "dass" clause starts with its subject and ends with its verb; a finite
    // verb of sein, haben or a verb of seeming straight after "dass" shows the pronoun "das" was meant.
    at: (ctx, i) => {
      if (ctx.word(i) !== 'dass' || !ctx.joined(i) || !/^(ist|war|wäre|sind|waren|klingt|klang|stimmt|stimmte|hat|hatte|geht|ging|macht|kostet|reicht|passt|scheint)$/.test(ctx.word(i + 1))) return undefined;
      return { from: i, to: i, replacements: [ctx.tokens[i]!.text === 'Dass' ? 'Das' : 'das'] };
    },
  }),
  defineRule({
    id: 'de/wenn-not-wen',
    name: 'wenn, not wen',
    message: 'A condition or a time opens with "wenn" (two n); "wen" is "whom".',
    at: (ctx, i) => (isWennMisspelt(ctx, i) ? { from: i, to: i, replacements: [ctx.tokens[i]!.text === 'Wen' ? 'Wenn' : 'wenn'] } : undefined),
  }),
  defineRule({
    id: 'de/dass-after-participle',
    name: 'dass after "gehört", "gesagt"',
    message: 'After a verb of saying or perceiving ("Ich habe gehört, …") the clause opens with "dass".',
    // "Ich habe gehört, das die Prüfung …": with no neuter noun before it, "das" cannot be a relative pronoun.
    at: (ctx, i) => {
      if (ctx.word(i) !== 'das' || !/^,\s*$/.test(ctx.gapBefore(i)) || !SAYING_PARTICIPLES.test(ctx.word(i - 1)) || !CLAUSE_OPENERS.test(ctx.word(i + 1))) return undefined;
      // The main clause holds only pronouns, verbs and particles: any capitalised word past its first, or an
      // article, may be the neuter noun a relative "das" refers to ("Ich habe das Lied gehört, das …").
      let k = i - 1;
      while (k > 0 && !ctx.startsSentence(k)) k--;
      for (let m = k + 1; m < i; m++) if (/^\p{Lu}/u.test(ctx.tokens[m]!.text) || /^(das|ein|kein|es|dies|dieses|etwas|alles|nichts)$/.test(ctx.word(m))) return undefined;
      return { from: i, to: i, replacements: ['dass'] };
    },
  }),
  defineRule({
    id: 'de/denn-not-den',
    name: 'denn, not den',
    message: '"denn" (because) joins a main clause; "den" is an article or a relative pronoun after a noun.',
    // "Ich finde ihn nicht, den ich war krank": no noun before the comma for a relative "den" to refer to,
    // and the verb straight after the subject, with more words after it, as in a main clause.
    at: (ctx, i) => {
      if (ctx.tokens[i]!.text !== 'den' || !/^,\s*$/.test(ctx.gapBefore(i)) || !SUBJECT_PRONOUNS.test(ctx.word(i + 1))) return undefined;
      const before = ctx.tokens[i - 1]?.text ?? '';
      if (/^\p{Lu}/u.test(before) || /^(ihn|einen|jeden|diesen|alle|beide)$/.test(before)) return undefined;
      const verb = ctx.tokens[i + 2];
      if (!verb || verb.text !== verb.lower || germanVerbs().read(verb.lower).length === 0 || ctx.endsClause(i + 2) || !ctx.joinedRun(i, i + 3)) return undefined;
      return { from: i, to: i, replacements: ['denn'] };
    },
  }),
  defineRule({
    id: 'de/um-zu-not-fuer',
    name: 'um … zu, not für … zu',
    message: 'A purpose with an infinitive is "um … zu": "Ich lerne Deutsch, um in Deutschland zu studieren".',
    // ", für in Deutschland zu studieren": "für" with no object of its own (a preposition or "zu" follows) before "zu" + infinitive.
    at: (ctx, i) => {
      if (ctx.word(i) !== 'für' || !/,/.test(ctx.gapBefore(i)) || !/^(in|an|auf|mit|bei|nach|zu|aus|über|im|am|zum|zur|mehr|besser|schneller|später|hier|dort)$/.test(ctx.word(i + 1))) return undefined;
      for (let k = i + 1; k < ctx.tokens.length && k <= i + 8; k++) {
        if (ctx.word(k) === 'zu' && /^\p{Ll}+n$/u.test(ctx.tokens[k + 1]?.text ?? '') && ctx.endsClause(k + 1) && ctx.joinedRun(i, k + 1)) return { from: i, to: i, replacements: [ctx.tokens[i]!.text === 'Für' ? 'Um' : 'um'] };
      }
      return undefined;
    },
  }),
  defineRule({
    id: 'de/wie-after-so',
    name: 'so … wie',
    message: 'An equal comparison takes "wie": "genauso teuer wie München"; "als" follows a comparative.',
    at: (ctx, i) => {
      if (ctx.word(i) !== 'als' || !ctx.joinedRun(i - 2, i) || !EQUALITY.test(ctx.word(i - 2))) return undefined;
      const adjective = ctx.tokens[i - 1]!;
      // "so bald als möglich" is an accepted fixed phrase; an adjective in -er here may be a comparative.
      if (adjective.text !== adjective.lower || ctx.word(i + 1) === 'möglich' || /er$/.test(adjective.lower) && !/^(teuer|sauer|lecker|sicher|clever|bitter|munter|heiter|dunkel)$/.test(adjective.lower)) return undefined;
      return { from: i, to: i, replacements: ['wie'] };
    },
  }),
  defineRule({
    id: 'de/als-past',
    name: 'als for one time in the past',
    message: 'For one occasion in the past German uses "als"; "wenn" is for the present, the future or "whenever".',
    at: (ctx, i) => {
      if (ctx.word(i) !== 'wenn' || !(ctx.startsSentence(i) || /,/.test(ctx.gapBefore(i)))) return undefined;
      const end = clauseEnd(ctx, i, 10);
      if (end === undefined || !SUBJECT_PRONOUNS.test(ctx.word(i + 1)) && !/^(der|die|das|mein|meine)$/.test(ctx.word(i + 1))) return undefined;
      // The clause's verb in the past (the indicative: "wäre", "hätte" are conditions).
      const verb = ctx.word(end);
      let once = false;
      for (let k = i + 1; k < end; k++) if (ONE_TIME_PAST.test(ctx.word(k))) once = true;
      // "Wenn ich ein Kind war": a stage of life is lived once, so its past is one time too.
      const lifeStage = /^(war|warst|waren|wart)$/.test(verb) && LIFE_STAGES.test(ctx.word(end - 1));
      if (lifeStage) once = true;
      if (!once || !PAST_FINITE.test(verb) || /^(hätte|wäre|würde)/.test(verb)) return undefined;
      // "Wenn er damals anrief, war ich nie da": a word of repetition in the sentence makes it "whenever".
      for (let k = i + 1; k < ctx.tokens.length && !(k > end && ctx.startsSentence(k)); k++) if (REPEATED.test(ctx.word(k))) return undefined;
      return { from: i, to: i, replacements: ['als'] };
    },
  }),
  defineRule({
    id: 'de/wann-question',
    name: 'wann in an indirect question',
    message: 'Asking whether someone knows a time takes "wann": "Weißt du, wann der Kurs beginnt?"; "wenn" means if or whenever.',
    // "Weißt du, wenn der Kurs beginnt?": the clause is what is asked about (nothing follows it), so "wann".
    at: (ctx, i) => {
      if (ctx.word(i) !== 'wenn' || !/^,\s*$/.test(ctx.gapBefore(i))) return undefined;
      // The verb of knowing with nothing after it but its subject and particles: with an object of its
      // own ("Er weiß es, wenn er es sieht") the "wenn" clause is a condition.
      let knowing = false;
      for (let k = i - 1; k >= Math.max(0, i - 4) && !knowing; k--) {
        if (KNOWING_VERBS.test(ctx.word(k))) knowing = ctx.joinedRun(k, i - 1);
        else if (!KNOWING_FILLERS.test(ctx.word(k))) break;
      }
      // "Hast du eine Ahnung, wenn …?": having an idea is knowing.
      if (ctx.word(i - 1) === 'ahnung' && /^(eine|keine)$/.test(ctx.word(i - 2)) && ctx.joinedRun(i - 2, i - 1)) knowing = true;
      const end = clauseEnd(ctx, i, 10);
      // The clause closes the sentence: a main clause after it ("Ich weiß, wenn ich gehe, bin ich traurig") would make "wenn" right.
      // Only in a question ("Weißt du, wenn…?"): "Ich weiß, wenn er lügt" may mean "whenever he lies".
      if (!knowing || end === undefined || !/^\s*\?/.test(ctx.gapAfter(end))) return undefined;
      return { from: i, to: i, replacements: ['wann'] };
    },
  }),
  defineRule({
    id: 'de/das-relative',
    name: 'das (relative pronoun), not dass',
    message: 'After a neuter noun, "das" (which) opens the relative clause; "dass" is the conjunction.',
    // "Das Buch, dass ich gelesen habe": the clause has a subject and a transitive verb but no object, so "das" is its object.
    at: (ctx, i) => {
      if (ctx.word(i) !== 'dass' || !/^,\s*$/.test(ctx.gapBefore(i)) || !SUBJECT_PRONOUNS.test(ctx.word(i + 1))) return undefined;
      // A lexicon noun in a singular form, else a singular of the frequent-noun list ("Fahrrad").
      const word = ctx.tokens[i - 1]?.text ?? '';
      const noun = findGermanNoun(word);
      const neuterSingular = noun ? noun.gender === 'n' && [...noun.slots].some((s) => s < 2) : NOUN_GENDERS.get(word) === 'n';
      if (!neuterSingular) return undefined;
      let det = i - 2;
      while (det > 0 && /^\p{Ll}+(e|en|es)$/u.test(ctx.tokens[det]!.text) && !ANTECEDENT_ARTICLES.test(ctx.word(det))) det--;
      if (!ANTECEDENT_ARTICLES.test(ctx.word(det)) || !ctx.joinedRun(det, i - 1)) return undefined;
      const end = clauseEnd(ctx, i, 8);
      if (end === undefined) return undefined;
      let transitive = false;
      for (let k = i + 2; k <= end; k++) {
        const token = ctx.tokens[k]!;
        // "in Deutsch", "mit der Hand": a noun after a preposition is no object.
        if (isInPrepositionalPhrase(ctx, k)) continue;
        // "letzte Woche", "jeden Tag", "heute Abend": a time phrase is no object either.
        if (TIME_NOUNS.test(token.text) && TIME_WORDS_BEFORE.test(ctx.word(k - 1)) && ctx.joined(k - 1)) continue;
        // Any noun or article in the clause may be the object: then "dass" may be right.
        if (token.text !== token.lower || /^(der|die|das|den|dem|ein|eine|einen|es|ihn|sie|mich|dich|uns|euch|was|etwas|nichts)$/.test(token.lower)) return undefined;
        if (OBJECT_VERBS.test(token.lower)) transitive = true;
      }
      return transitive ? { from: i, to: i, replacements: ['das'] } : undefined;
    },
  }),
  defineRule({
    id: 'de/dann-not-denn',
    name: 'dann, not denn',
    message: '"dann" (then) puts the verb straight after it; "denn" (because) is followed by the subject: "…, dann kochen wir".',
    // "Zuerst gehen wir einkaufen, denn kochen wir zusammen": "denn" opening a clause with the verb first and
    // a subject pronoun after it is the "dann" of a sequence.
    at: (ctx, i) => {
      if (ctx.word(i) !== 'denn' || !(ctx.startsSentence(i) || /^,\s*$/.test(ctx.gapBefore(i))) || !ctx.joinedRun(i, i + 2)) return undefined;
      const verb = ctx.tokens[i + 1]!;
      if (verb.text !== verb.lower || germanVerbs().read(verb.lower).length === 0 || /^(ich|du|er|sie|es|wir|ihr|man|der|die|das|den|dem|ein|eine|mein|meine|sein|seine|ihr|ihre|unser|unsere)$/.test(verb.lower)) return undefined;
      return SUBJECT_PRONOUNS.test(ctx.word(i + 2)) ? { from: i, to: i, replacements: ['dann'] } : undefined;
    },
  }),
];
