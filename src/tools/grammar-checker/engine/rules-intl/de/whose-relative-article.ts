import { defineRule, type IntlRule } from '../intl-rule';
import { germanVerbs } from './agreement-rules';
import { NOUN_GENDERS } from './noun-genders';
import { findGermanNoun, isOnlyPlural, isOnlySingular } from './noun-lexicon';

/** Which singular genders each article can stand before, in some case (der: m nominative, f dative or genitive). */
const ARTICLE_GENDERS: Record<string, string[]> = { der: ['m', 'f'], die: ['f'], das: ['n'] };
/** The antecedent genders for which the word is the relative pronoun in the nominative ("Der Mann, der Auto fährt"). */
const NOMINATIVE_FOR: Record<string, string[]> = { der: ['m'], die: ['f', 'p'], das: ['n'] };

/**
 * "Die Frau, der Auto vor dem Haus steht" → "deren": after the comma that closes a noun, "der", "die" or "das"
 * before a singular noun it cannot be the article of in any case (der Auto, das Tasche, die Hund) is a
 * "whose" the writer left out: "dessen" after a masculine or neuter noun, "deren" after a feminine or plural
 * one. Not when the word can be the clause's subject with a bare noun as object ("Der Mann, der Auto fährt",
 * "Das Kind, das Klavier spielt"), and only when a verb closes the clause. de/dessen-relative reads "den".
 */
export const WHOSE_RELATIVE_ARTICLE: IntlRule = defineRule({
  id: 'de/whose-relative-article',
  name: 'dessen, deren (whose)',
  message: 'A relative clause about something the noun owns opens with "dessen" (der, das) or "deren" (die, plural): "die Frau, deren Auto …".',
  at: (ctx, i) => {
    const word = ctx.word(i);
    if (!ARTICLE_GENDERS[word] || !/^,\s*$/.test(ctx.gapBefore(i)) || !ctx.joined(i)) return undefined;
    const antecedentText = ctx.tokens[i - 1]?.text ?? '';
    const antecedent = findGermanNoun(antecedentText);
    const gender = antecedent ? (isOnlyPlural(antecedent) ? 'p' : isOnlySingular(antecedent) ? antecedent.gender : undefined) : NOUN_GENDERS.get(antecedentText);
    if (!gender || NOMINATIVE_FOR[word]!.includes(gender)) return undefined;
    const nounText = ctx.tokens[i + 1]?.text ?? '';
    const noun = findGermanNoun(nounText);
    // A noun the lexicon lacks takes its gender from the frequent-noun list ("Fahrrad").
    const nounGender = noun ? (isOnlySingular(noun) ? noun.gender : undefined) : NOUN_GENDERS.get(nounText);
    if (!nounGender || ARTICLE_GENDERS[word]!.includes(nounGender)) return undefined;
    // The clause closes on a verb within ten words.
    let end = i + 1;
    while (end < ctx.tokens.length - 1 && end < i + 10 && !ctx.endsClause(end) && ctx.joined(end)) end++;
    if (!ctx.endsClause(end) || end <= i + 1) return undefined;
    const last = ctx.tokens[end]!;
    if (last.text !== last.lower || germanVerbs().read(last.lower).length === 0) return undefined;
    return { from: i, to: i, replacements: [gender === 'f' || gender === 'p' ? 'deren' : 'dessen'] };
  },
});
