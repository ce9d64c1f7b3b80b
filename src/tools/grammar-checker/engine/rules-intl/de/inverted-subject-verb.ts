import { defineRule, type IntlRule, type RuleContext } from '../intl-rule';
import { type Person } from '../lexicon/verb-table';
import { germanVerbs } from './agreement-rules';
import { findGermanNoun, isOnlySingular } from './noun-lexicon';

/** Words that open a main clause before its verb: question words and adverbs. */
const FRONT = /^(warum|wieso|weshalb|wann|wo|wohin|woher|wie|was|heute|morgen|gestern|jetzt|dann|danach|später|leider|vielleicht|deshalb|deswegen|trotzdem|außerdem|manchmal|oft|immer|bald|zuerst|abends|morgens|endlich|plötzlich|natürlich|sonst|darum|daher|hier|dort|jeden)$/;
/** Pronouns that are only subjects ("es" and "sie" may be objects: "Warum machen es die Kinder?"). */
const PRONOUN: Record<string, Person[]> = { ich: [0], du: [1], er: [2], man: [2], wir: [3] };
/** Before a masculine noun these show the nominative alone ("dein Bruder"; the accusative is "deinen"). */
const NOMINATIVE_MASCULINE = /^(der|ein|mein|dein|sein|ihr|unser|euer|kein|dieser|jeder)$/;

/** The persons of the subject right after the verb at v, or undefined. */
function readSubjectAfter(ctx: RuleContext, v: number): Person[] | undefined {
  const pronoun = PRONOUN[ctx.word(v + 1)];
  if (pronoun) return ctx.tokens[v + 1]!.text === ctx.word(v + 1) ? pronoun : undefined;
  if (!NOMINATIVE_MASCULINE.test(ctx.word(v + 1)) || !ctx.joined(v + 1)) return undefined;
  const noun = findGermanNoun(ctx.tokens[v + 2]?.text ?? '');
  return noun && noun.gender === 'm' && isOnlySingular(noun) ? [2] : undefined;
}

/**
 * "Warum lauft dein Bruder jeden Morgen zehn Kilometer?": after a question word or an adverb opening the sentence the
 * verb comes before its subject, and still agrees with it ("läuft"). de/subject-verb reads a subject before its verb;
 * here the subject right after the verb is a pronoun that is only a subject (ich, du, er, man, wir) or a masculine
 * singular noun after a determiner that shows the nominative ("dein Bruder", "der Zug"), so no object is taken for it.
 */
export const INVERTED_SUBJECT_VERB: IntlRule = defineRule({
  id: 'de/inverted-subject-verb',
  name: 'Verb agrees with a subject after it',
  message: 'The verb agrees with its subject, also when the subject comes after it: "Warum läuft dein Bruder …?"',
  at: (ctx, v) => {
    const verb = ctx.tokens[v];
    if (!verb || verb.text !== verb.lower || !ctx.joined(v) || !ctx.joined(v - 1)) return undefined;
    if (!FRONT.test(ctx.word(v - 1)) || !ctx.startsSentence(v - 1)) return undefined;
    const persons = readSubjectAfter(ctx, v);
    if (!persons) return undefined;
    const fix = germanVerbs().fixPerson(verb.lower, persons);
    return fix && fix !== verb.lower ? { from: v, to: v, replacements: [fix] } : undefined;
  },
});
