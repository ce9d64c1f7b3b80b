import { defineRule, type IntlRule } from '../intl-rule';

/** Determiners before the subject noun: they show the noun before "hängt" is a subject, not "Sie" or a name at the start. */
const DETERMINER = /^(der|die|das|dem|den|des|ein|eine|einer|einem|einen|eines|kein\p{L}*|mein\p{L}*|dein\p{L}*|sein\p{L}*|ihr\p{L}*|unser\p{L}*|euer|eur\p{L}+|dies\p{L}*|jed\p{L}*)$/u;
/** Adverbs that may stand between the verb and the place. */
const ADVERB = /^(jetzt|noch|schon|immer|bereits|endlich|wieder|direkt|oben|nun|seit|heute)$/;
/** Feminine places things hang on: "an die" → "an der" changes only the article. */
const FEMININE_PLACE = /^(wand|tür|decke|tafel|pinnwand|garderobe|haustür|zimmertür|kühlschranktür|leine|wäscheleine|mauer)$/;
/** What may follow the place: the clause's end or another place phrase ("im Wohnzimmer", "über dem Sofa"). */
const AFTER_PLACE = /^(im|in|über|neben|unter|am|an|bei|beim|seit|hinter|vor|gegenüber|zwischen|gleich|direkt|und)$/;

/**
 * "Das Bild hängt an die Wand": intransitive "hängen" (hängt, hing) names where something is, so the two-way
 * preposition takes the dative ("an der Wand"); the accusative belongs to transitive "hängen" with an object
 * ("Er hängt das Bild an die Wand"). Read only when a determiner + noun subject stands right before the verb and
 * the place follows it straight (an adverb at most), so no object can sit between.
 */
export const HAENGEN_LOCATION_DATIVE: IntlRule = defineRule({
  id: 'de/haengen-location-dative',
  name: 'hängen (be hanging) + an der',
  message: 'Where something hangs takes the dative: "Das Bild hängt an der Wand" ("an die Wand" is where someone hangs it).',
  at: (ctx, i) => {
    if (!/^(hängt|hängen|hing|hingen)$/.test(ctx.word(i)) || i < 2) return undefined;
    const subject = ctx.tokens[i - 1]!;
    if (!/^\p{Lu}\p{Ll}/u.test(subject.text) || !DETERMINER.test(ctx.word(i - 2)) || ctx.startsSentence(i - 1) || !ctx.joinedRun(i - 2, i)) return undefined;
    let j = i + 1;
    while (ADVERB.test(ctx.word(j)) && ctx.joined(j - 1)) j++;
    if (ctx.word(j) !== 'an' || ctx.word(j + 1) !== 'die' || !FEMININE_PLACE.test(ctx.word(j + 2)) || !ctx.joinedRun(i, j + 2)) return undefined;
    if (!ctx.endsClause(j + 2) && !AFTER_PLACE.test(ctx.word(j + 3))) return undefined;
    return { from: j + 1, to: j + 1, replacements: ['der'] };
  },
});
