import { defineRule, type IntlRule } from '../intl-rule';
import { readDeterminerNounPhrase } from './determiner-noun-phrase';
import { NOUN_GENDERS } from './noun-genders';
import { findGermanNoun } from './noun-lexicon';

const DATIVE_PRONOUNS = /^(mir|dir|ihm|ihr|uns|euch|ihnen)$/;
/** Participles of verbs that take a dative and an accusative: someone gives, lends, shows someone something. */
const GIVING_PARTICIPLES = /^(gegeben|geschenkt|geliehen|empfohlen|gezeigt|geschickt|gebracht|mitgebracht|erzählt|verkauft|gekocht|gebacken|vorgelesen|beigebracht|verraten|versprochen|überlassen|gegönnt|vererbt)$/;
const ARTICLES = /^(das|ein|kein|mein|dein|sein|ihr|unser|euer|dieses|jedes)$/;
/** Words that would be the clause's accusative: then "dass" may open a content clause. */
const OBJECT_WORDS = /^(das|es|etwas|nichts|alles|was|viel|wenig|einen|eine|ein|den|die|dies|diese|dieses)$/;

/**
 * "Das Rezept, dass mir meine Tante gegeben hat" → "das": after a neuter noun, a clause with a dative pronoun, a
 * noun phrase as its subject and a verb of giving (geben, schenken, leihen, zeigen…) closing on haben has no
 * accusative of its own: "das" is that accusative, the relative pronoun. de/das-relative reads a pronoun subject.
 */
export const DAS_RELATIVE_GIVING_VERB: IntlRule = defineRule({
  id: 'de/das-relative-giving-verb',
  name: 'das (relative pronoun), not dass',
  message: 'After a neuter noun, "das" (which) opens the relative clause; "dass" is the conjunction.',
  at: (ctx, i) => {
    if (ctx.word(i) !== 'dass' || !/^,\s*$/.test(ctx.gapBefore(i)) || !DATIVE_PRONOUNS.test(ctx.word(i + 1)) || !ctx.joined(i)) return undefined;
    const word = ctx.tokens[i - 1]?.text ?? '';
    const noun = findGermanNoun(word);
    const neuterSingular = noun ? noun.gender === 'n' && [...noun.slots].some((s) => s < 2) : NOUN_GENDERS.get(word) === 'n';
    if (!neuterSingular || !ARTICLES.test(ctx.word(i - 2)) || !ctx.joined(i - 2)) return undefined;
    const subject = readDeterminerNounPhrase(ctx, i + 2);
    if (subject === undefined) return undefined;
    // Up to three adverbs ("gestern", "zum Glück" aside) between the subject and the participle.
    let k = subject + 1;
    while (k <= subject + 3 && ctx.joined(k - 1) && /^\p{Ll}+$/u.test(ctx.tokens[k]?.text ?? '') && !GIVING_PARTICIPLES.test(ctx.word(k))) {
      if (OBJECT_WORDS.test(ctx.word(k))) return undefined;
      k++;
    }
    if (!GIVING_PARTICIPLES.test(ctx.word(k)) || !/^(hat|hatte|haben|hatten)$/.test(ctx.word(k + 1)) || !ctx.joinedRun(subject, k + 1) || !ctx.endsClause(k + 1)) return undefined;
    return { from: i, to: i, replacements: ['das'] };
  },
});
