import { defineRule, type IntlRule } from '../intl-rule';

/** Plural finite forms of frequent verbs and their singular ("haben" → "hat"). */
const SINGULAR: Record<string, string> = {
  haben: 'hat', sind: 'ist', werden: 'wird', können: 'kann', müssen: 'muss', dürfen: 'darf', sollen: 'soll', wollen: 'will', möchten: 'möchte',
  hatten: 'hatte', waren: 'war', wurden: 'wurde', konnten: 'konnte', mussten: 'musste', durften: 'durfte', sollten: 'sollte', wollten: 'wollte',
  bekommen: 'bekommt', brauchen: 'braucht', bringen: 'bringt', machen: 'macht', gehen: 'geht', kommen: 'kommt', sprechen: 'spricht',
};
const PREPOSITIONS = /^(in|aus|an|auf|bei|mit|von|vom|im|am|zu|zur|zum|unter|über|vor|hinter|neben)$/;
const DETERMINERS = /^(der|die|das|dem|den|des|einer|einem|eines|meiner|meinem|unserer|unserem|unseres|eurer|eurem|seiner|seinem|ihrer|ihrem|dieser|diesem)$/;

/**
 * "Jeder Schüler in unserer Klasse haben ein Tablet bekommen" → "hat": "jeder/jede/jedes" + a noun (and perhaps one
 * phrase "in unserer Klasse") is a singular subject. Only at a sentence's start and with the verb straight after, so
 * "Jeder Schüler und jede Lehrerin haben …" (two subjects) is never read.
 */
export const JEDER_SINGULAR_VERB: IntlRule = defineRule({
  id: 'de/jeder-singular-verb',
  name: 'jeder takes a singular verb',
  message: '"Jeder", "jede", "jedes" with a noun is one subject: the verb is singular ("Jeder Schüler hat …").',
  at: (ctx, i) => {
    if (!/^(jeder|jede|jedes)$/.test(ctx.word(i)) || !ctx.startsSentence(i)) return undefined;
    let k = i + 1;
    if (!/^\p{Lu}/u.test(ctx.tokens[k]?.text ?? '') || !ctx.joined(i)) return undefined;
    if (PREPOSITIONS.test(ctx.word(k + 1)) && DETERMINERS.test(ctx.word(k + 2)) && /^\p{Lu}/u.test(ctx.tokens[k + 3]?.text ?? '') && ctx.joinedRun(k, k + 3)) k += 3;
    const verb = ctx.tokens[k + 1];
    const singular = verb && verb.text === verb.lower ? SINGULAR[verb.lower] : undefined;
    if (!singular || !ctx.joined(k)) return undefined;
    return { from: k + 1, to: k + 1, replacements: [singular] };
  },
});
