import { defineRule, type IntlRule } from '../intl-rule';

/** Language adjectives whose noun ("Deutsch", "Englisch") names the language. */
const LANGUAGES = /^(deutsch|englisch|französisch|spanisch|italienisch|portugiesisch|russisch|polnisch|türkisch|arabisch|chinesisch|japanisch|koreanisch|griechisch|niederländisch|schwedisch|norwegisch|dänisch|finnisch|ungarisch|tschechisch|ukrainisch|rumänisch|kroatisch|serbisch|persisch|hebräisch|latein|lateinisch)$/;
/** Verbs whose object is the language itself: "spricht Deutsch", "lerne Englisch", "verstehe kein Französisch". */
const LANGUAGE_VERBS = /^(spreche|sprichst|spricht|sprechen|sprecht|sprach|sprachen|gesprochen|lerne|lernst|lernt|lernen|lernte|lernten|gelernt|verstehe|verstehst|versteht|verstehen|verstand|verstanden|unterrichte|unterrichtet|unterrichten|studiere|studierst|studiert|studieren|kann|kannst|können|könnt)$/;
/** Words that may stand between the verb and the language: "spricht gut Deutsch", "kein Französisch". */
const BETWEEN = /^(gut|sehr|fließend|perfekt|schlecht|kaum|etwas|ein|bisschen|wenig|kein|nur|auch|noch|schon|jetzt|seit|besser|nicht|gern|gerne)$/;

/**
 * "Er spricht gut deutsch" → "Deutsch", "auf englisch" → "auf Englisch": the language a person speaks, learns or
 * writes in is a noun. The adjective stays small where it describes a thing ("das deutsche Auto", "Das ist typisch deutsch").
 */
export const LANGUAGE_NAME_NOUN: IntlRule = defineRule({
  id: 'de/language-name-noun',
  name: 'A language named as a noun is capitalised',
  message: 'The name of a language is a noun in German and takes a capital: "Er spricht Deutsch", "auf Englisch".',
  at: (ctx, i) => {
    const word = ctx.word(i);
    if (!LANGUAGES.test(word) || ctx.tokens[i]?.text !== word) return undefined;
    // After "auf" the uninflected language is always the noun ("auf Englisch sagen"); after a verb it ends its clause
    // or is followed by "und"/"oder" another ("Deutsch und Englisch").
    if (ctx.word(i - 1) === 'auf' && ctx.joined(i - 1)) return { from: i, to: i, replacements: [word[0]!.toUpperCase() + word.slice(1)] };
    let k = i - 1;
    // "spricht Deutsch und englisch": an earlier language joined by "und"/"oder" is passed over too.
    while (k >= 0 && (BETWEEN.test(ctx.word(k)) || LANGUAGES.test(ctx.word(k)) || /^(und|oder)$/.test(ctx.word(k))) && ctx.joined(k)) k--;
    const before = ctx.word(k);
    if (!ctx.joined(k)) return undefined;
    // "auf Deutsch und englisch erschienen": the second language after "auf" is a noun too, wherever the clause goes on.
    const afterAuf = before === 'auf' && k < i - 1 && /^(und|oder)$/.test(ctx.word(i - 1));
    if (!afterAuf && !LANGUAGE_VERBS.test(before)) return undefined;
    if (!afterAuf && !ctx.endsClause(i) && !/^(und|oder|sprechen|lernen|verstehen|unterrichten)$/.test(ctx.word(i + 1))) return undefined;
    return { from: i, to: i, replacements: [word[0]!.toUpperCase() + word.slice(1)] };
  },
});
