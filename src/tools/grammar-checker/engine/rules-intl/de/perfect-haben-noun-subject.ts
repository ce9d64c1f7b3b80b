import { defineRule, type IntlRule } from '../intl-rule';
import { readGermanNounSubject } from './agreement-rules';
import { readParticipleLemma } from './participles';
import { PERSON_NOUNS } from './pronoun-case-rules';

const SEIN_TO_HABEN: Record<string, string> = { ist: 'hat', sind: 'haben', war: 'hatte', waren: 'hatten' };
/**
 * Verbs with no accusative object and no perfect with sein, so "ist … gearbeitet" is no state passive. Not "wohnen"
 * ("ist harte Arbeit gewohnt": used to) nor "warten" ("das Auto ist gewartet": serviced).
 */
const NO_OBJECT_LEMMAS = new Set(['arbeiten', 'schlafen', 'lachen', 'weinen', 'telefonieren', 'frühstücken', 'übernachten', 'faulenzen', 'jobben', 'picknicken']);
/**
 * Activities with an object that take haben and never sein: "Klavier üben", "Gitarre spielen", "Vokabeln lernen". With an
 * object noun right before the participle the sentence is no state passive and no adjective ("im Spielen geübt"): so
 * "Meine Nichte ist … Klavier geübt" wants "hat". Not fahren or laufen ("ist Auto gefahren", "ist Ski gelaufen" are right).
 */
const OBJECT_ACTIVITY_LEMMAS = new Set(['üben', 'spielen', 'lernen', 'trainieren', 'lesen', 'schreiben', 'kochen', 'backen', 'malen', 'singen', 'hören', 'putzen', 'studieren', 'gucken', 'schauen']);
const PREPOSITIONS = /^(in|im|an|am|auf|mit|bei|beim|nach|von|vom|zu|zum|zur|aus|für|über|unter|vor|hinter|neben|zwischen|durch|gegen|ohne|um|seit|ins|ans|als|wie)$/;

/** People, one or many, beside the shared list ("Mein Vater", "Die Kinder", "Unsere Nachbarn"). */
const MORE_PEOPLE = new Set('Nichte Neffe Enkel Enkelin Partner Partnerin Eltern Großeltern Großvater Großmutter Mama Papa Cousin Cousine Kinder Leute Freunde Freundinnen Kollegen Kolleginnen Nachbarn Schüler Schülerin Schülerinnen Student Studentin Studenten Studentinnen Mitarbeiter Mitarbeiterin Gäste Gast Mann Männer Frauen Brüder Schwestern Söhne Töchter Lehrerinnen Ärzte Trainer Trainerin Familie'.split(' '));

/**
 * "Mein Vater ist den ganzen Nachmittag im Garten gearbeitet" → "hat": a person's noun phrase opening the sentence,
 * a form of sein right after it, and at the clause's end the participle of a verb that takes haben and has no object
 * (arbeiten, schlafen, lachen…). de/perfect-haben reads pronoun subjects; this one the nouns. "Der Schrank ist aus
 * Eiche gearbeitet" (a thing: made of oak) and "Mein Vater ist harte Arbeit gewohnt" stay.
 */
export const PERFECT_HABEN_NOUN_SUBJECT: IntlRule = defineRule({
  id: 'de/perfect-haben-noun-subject',
  name: 'Perfect with haben after a person',
  message: 'Verbs like "arbeiten", "schlafen", "lachen" form the perfect with "haben": "mein Vater hat im Garten gearbeitet".',
  at: (ctx, i) => {
    const fix = SEIN_TO_HABEN[ctx.word(i)];
    if (!fix || !ctx.joined(i - 1)) return undefined;
    let start = i - 1;
    while (start > 0 && !ctx.startsSentence(start) && i - start < 8) start--;
    const subject = ctx.startsSentence(start) ? readGermanNounSubject(ctx, start) : undefined;
    if (!subject || subject.end !== i - 1) return undefined;
    const head = /^\p{Ll}/u.test(ctx.tokens[start + 1]?.text ?? '') ? ctx.tokens[start + 2]?.text : ctx.tokens[start + 1]?.text;
    if (!head || !(PERSON_NOUNS.has(head) || MORE_PEOPLE.has(head))) return undefined;
    // The clause's last word, before punctuation or "und"/"aber"/"oder".
    let end = i + 1;
    while (end < ctx.tokens.length - 1 && ctx.joined(end) && !/^(und|oder|aber|sondern|denn)$/.test(ctx.word(end + 1)) && end - i < 12) end++;
    if (!ctx.joinedRun(i, end) || !(ctx.endsClause(end) || /^(und|oder|aber|sondern|denn)$/.test(ctx.word(end + 1)))) return undefined;
    const participle = ctx.tokens[end]!;
    if (participle.text !== participle.lower) return undefined;
    const lemma = readParticipleLemma(participle.lower);
    if (lemma && NO_OBJECT_LEMMAS.has(lemma)) return { from: i, to: i, replacements: [fix] };
    // "ist … Klavier geübt": a bare noun right before the participle, after no preposition or article, is its object.
    const object = ctx.tokens[end - 1]!;
    const bareObject = end - 1 > i && /^\p{Lu}\p{Ll}+$/u.test(object.text) && !PREPOSITIONS.test(ctx.word(end - 2)) && !/^(der|die|das|den|dem|des|ein|eine|einen|einem|einer)$/.test(ctx.word(end - 2));
    return lemma && OBJECT_ACTIVITY_LEMMAS.has(lemma) && bareObject ? { from: i, to: i, replacements: [fix] } : undefined;
  },
});
