import { defineRule, type IntlRule } from '../intl-rule';
import { germanVerbs } from './agreement-rules';
import { findGermanNoun } from './noun-lexicon';

/** Capitalised words that open a sentence and are no name: adverbs, conjunctions, greetings ("Jetzt fahrt los!"), pronouns ("Ihr habt recht"). */
const NOT_NAMES = /^(Jetzt|Dann|Danach|Heute|Gestern|Morgen|Bitte|Hier|Dort|Da|Nun|Also|Deshalb|Deswegen|Trotzdem|Außerdem|Bald|Oft|Immer|Nie|Schon|Noch|Endlich|Zuerst|Später|Vielleicht|Leider|Hoffentlich|Hallo|Los|Kommt|Na|Ja|Nein|Doch|Und|Aber|Oder|Denn|Sonst|Manchmal|Abends|Morgens|Sofort|Gleich|Zusammen|Gemeinsam|Schnell|Langsam|Vorsichtig|Wann|Wo|Wie|Warum|Was|Wohin|Woher|Wer|Ihr|Sie|Er|Es|Wir|Du|Ich|Man|Euer|Eure|Dies|Das|Der|Die|Alle|Beide|Viele|Einige|Welche|Manche|Ihre|Eure)$/;

/**
 * "Anna fahrt jeden Tag mit dem Rad" → "fährt": a name opening the sentence (a capitalised word that is no noun of the
 * lexicon, no verb and no adverb), then a verb whose only readings are the "ihr" form, with no "ihr" after it (an
 * adverb before an "ihr" form is an imperative or a question: "Jetzt fahrt los!", "Heute fahrt ihr"), in a sentence
 * that ends with a full stop: the third person singular, which for strong verbs takes the umlaut (fährt, läuft, schläft).
 */
export const NAME_SUBJECT_VERB: IntlRule = defineRule({
  id: 'de/name-subject-verb',
  name: 'Verb after a name agrees with it',
  message: 'After a name the verb is in the third person singular: "Anna fährt", "Tom läuft".',
  at: (ctx, i) => {
    const name = ctx.tokens[i]!;
    if (!ctx.startsSentence(i) || !/^\p{Lu}\p{Ll}{2,}$/u.test(name.text) || NOT_NAMES.test(name.text) || !ctx.joined(i)) return undefined;
    if (findGermanNoun(name.text) || germanVerbs().read(name.lower).length > 0) return undefined;
    const verb = ctx.tokens[i + 1]!;
    if (verb.text !== verb.lower || ctx.word(i + 2) === 'ihr') return undefined;
    const readings = germanVerbs().read(verb.lower);
    if (readings.length === 0 || readings.some((r) => r.person !== 4)) return undefined;
    const rest = ctx.text.slice(verb.end);
    const stop = rest.search(/[.!?]/);
    if (stop < 0 || rest[stop] !== '.') return undefined;
    const fixes = new Set(readings.map((r) => germanVerbs().conjugate(r.lemma, r.tense, 2)));
    const fix = fixes.size === 1 ? [...fixes][0] : undefined;
    return fix && fix !== verb.lower ? { from: i + 1, to: i + 1, replacements: [fix] } : undefined;
  },
});
