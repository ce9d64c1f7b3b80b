import { defineRule, type IntlRule } from '../intl-rule';
import { readGermanNounSubject } from './agreement-rules';
import { findGermanNoun } from './noun-lexicon';
import { readParticipleLemma } from './participles';

const SEIN_TO_HABEN: Record<string, string> = { bin: 'habe', bist: 'hast', ist: 'hat', sind: 'haben', seid: 'habt', war: 'hatte', warst: 'hattest', waren: 'hatten', wart: 'hattet' };
const PRONOUN_SUBJECTS = /^(ich|du|er|wir|ihr)$/;
/**
 * Verbs that take "sein" in the perfect, also with an accusative ("ist die Strecke gelaufen", "ist den Berg
 * hinaufgestiegen"), or in the south ("ist gelegen", "ist gesessen"): by their last part, so "umziehen",
 * "ankommen" are found through "ziehen", "kommen".
 */
const SEIN_VERBS = /(gehen|kommen|fahren|fliegen|laufen|rennen|reisen|schwimmen|springen|steigen|klettern|wandern|reiten|segeln|joggen|fallen|sterben|werden|bleiben|sein|geschehen|passieren|wachsen|ziehen|folgen|begegnen|liegen|sitzen|stehen|treten|rutschen|schleichen|stolpern|landen|starten|wachen|schlafen|erscheinen|verschwinden|gelingen|misslingen|schmelzen|platzen|reißen|brechen|frieren|sinken|fliehen|eilen|kriechen|fließen|gleiten|schreiten|radeln|rudern|paddeln|surfen|tanzen|weichen|bersten|gedeihen|scheitern)$/;
// An accusative of time or measure is no object: "Die Tür ist den ganzen Tag geöffnet".
const TIME_NOUNS = /^(Tag|Tage|Nacht|Woche|Wochen|Monat|Monate|Jahr|Jahre|Morgen|Abend|Nachmittag|Vormittag|Mittag|Stunde|Stunden|Minute|Minuten|Zeit|Wochenende|Sommer|Winter|Frühling|Herbst|Semester|Saison|Mal|Weg|Strecke|Kilometer|Meter)$/;
const OBJECT_DETERMINERS = /^(den|das|die|einen|ein|eine|meinen|deinen|seinen|ihren|unseren|euren|mein|dein|sein|unser|meine|deine|seine|ihre|unsere|eure|diesen|dieses|diese|keinen|kein|keine)$/;
/** Objects used without an article: instruments, games and sports, languages and school subjects. */
const BARE_ACTIVITY_OBJECTS = /^(Klavier|Gitarre|Geige|Cello|Flöte|Schlagzeug|Trompete|Saxophon|Orgel|Fußball|Tennis|Handball|Basketball|Volleyball|Tischtennis|Badminton|Hockey|Golf|Schach|Karten|Billard|Deutsch|Englisch|Französisch|Spanisch|Italienisch|Latein|Mathe|Mathematik|Physik|Chemie|Biologie|Geschichte|Vokabeln|Hausaufgaben)$/;
const PREPOSITIONS = /^(in|an|auf|mit|bei|nach|von|zu|aus|für|über|unter|vor|hinter|neben|zwischen|durch|gegen|ohne|um|seit|bis|trotz|wegen|während)$/;

/**
 * "Der Paketbote ist das Paket vor die Haustür gelegt" → "hat": the perfect of a verb with an accusative object
 * takes "haben". A subject (ich, du, er, wir, ihr, or a noun phrase opening the sentence) right before a form of
 * sein, an article's noun phrase after it that no preposition governs and that names no time or distance, and
 * at the clause's end the participle of a verb that never takes sein. "Die Tür ist den ganzen Tag geöffnet", "Er
 * ist die ganze Strecke gelaufen" and "Das Paket ist vor die Tür gelegt worden" stay.
 */
export const PERFECT_HABEN_OBJECT: IntlRule = defineRule({
  id: 'de/perfect-haben-object',
  name: 'Perfect with haben when there is an object',
  message: 'A verb with an accusative object forms the perfect with "haben": "er hat das Paket vor die Tür gelegt".',
  at: (ctx, i) => {
    const fix = SEIN_TO_HABEN[ctx.word(i)];
    if (!fix || !ctx.joined(i - 1)) return undefined;
    // "…, aber wir sind den Anschluss verpasst": a main clause after a coordinating conjunction opens with its subject too.
    const coordinated = /^(aber|und|denn|sondern|oder)$/.test(ctx.word(i - 2)) && ctx.joined(i - 2) && /,/.test(ctx.gapBefore(i - 2));
    const pronoun = PRONOUN_SUBJECTS.test(ctx.word(i - 1)) && (ctx.startsSentence(i - 1) || coordinated);
    let noun = false;
    for (let start = Math.max(0, i - 6); start < i - 1 && !pronoun && !noun; start++) if (ctx.startsSentence(start) && readGermanNounSubject(ctx, start)?.end === i - 1) noun = true;
    if (!pronoun && !noun) return undefined;
    // The clause ends at punctuation or before "und", "oder", "aber" ("… gestiegen und haben die Aussicht genossen").
    let end = i + 1;
    while (end < ctx.tokens.length - 1 && ctx.joined(end) && !/^(und|oder|aber|sondern|denn)$/.test(ctx.word(end + 1))) end++;
    if (!(ctx.endsClause(end) || /^(und|oder|aber|sondern|denn)$/.test(ctx.word(end + 1))) || end - i > 12 || !ctx.joinedRun(i, end)) return undefined;
    const participle = ctx.word(end);
    const lemma = /^\p{Ll}+$/u.test(ctx.tokens[end]!.text) ? readParticipleLemma(participle) : undefined;
    if (!lemma || SEIN_VERBS.test(lemma)) return undefined;
    // An object: a determiner not after a preposition, before a noun (maybe after an adjective) that names no time.
    let object = false;
    for (let k = i + 1; k < end; k++) {
      if (!OBJECT_DETERMINERS.test(ctx.word(k)) || PREPOSITIONS.test(ctx.word(k - 1))) continue;
      const at = /^\p{Ll}+(e|en|er|es)$/u.test(ctx.tokens[k + 1]?.text ?? '') && k + 2 < end ? k + 2 : k + 1;
      const head = ctx.tokens[at]?.text ?? '';
      if (at < end && findGermanNoun(head) && !TIME_NOUNS.test(head)) object = true;
    }
    // A bare object naming an instrument, a game or a school subject right before the participle: "ist stundenlang
    // Klavier geübt", "sind Fußball gespielt" (no determiner, so the loop above cannot see it).
    const bare = end - 1 > i && BARE_ACTIVITY_OBJECTS.test(ctx.tokens[end - 1]!.text) && !PREPOSITIONS.test(ctx.word(end - 2)) && !/^(ins|im|am|ans|zum|zur|vom|beim|aufs|übers)$/.test(ctx.word(end - 2)) && !OBJECT_DETERMINERS.test(ctx.word(end - 2));
    return object || bare ? { from: i, to: i, replacements: [fix] } : undefined;
  },
});
