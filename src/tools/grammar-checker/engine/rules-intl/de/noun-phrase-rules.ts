import { defineRule, type IntlRule, type RuleContext } from '../intl-rule';
import { checkNounPhrase, DATIVE_PREPOSITIONS, type NounPhraseCheck, type NounPhraseProblem, readAdjective } from './noun-phrase';
import { findGermanNoun } from './noun-lexicon';

// Four rules read the same analysis: do it once per text.
const analysed = new WeakMap<RuleContext, (NounPhraseCheck | undefined)[]>();

function findNounPhrase(ctx: RuleContext, i: number): NounPhraseCheck | undefined {
  let checks = analysed.get(ctx);
  if (!checks) {
    checks = ctx.tokens.map((_, k) => checkNounPhrase(ctx, k));
    analysed.set(ctx, checks);
  }
  return checks[i];
}

const EIN_WORDS = /^(ein|kein|mein|dein|sein|ihr|unser|euer)/;

function nounPhraseRule(id: string, name: string, message: string, problem: NounPhraseProblem, indefinite?: boolean): IntlRule {
  return defineRule({
    id,
    name,
    message,
    at: (ctx, i) => {
      const found = findNounPhrase(ctx, i);
      if (!found || found.problem !== problem) return undefined;
      if (indefinite !== undefined && EIN_WORDS.test(ctx.word(i)) !== indefinite) return undefined;
      return { from: found.from, to: found.to, replacements: [found.fix], message: message.replace('{noun}', found.noun) };
    },
  });
}

export const NOUN_PHRASE_RULES: IntlRule[] = [
  nounPhraseRule('de/definite-article-gender', 'Article matches the noun', "The article does not match the gender of '{noun}'.", 'article', false),
  nounPhraseRule('de/indefinite-article-gender', 'Article matches the noun', "The article does not match the gender or case of '{noun}'.", 'article', true),
  nounPhraseRule('de/adjective-ending', 'Adjective ending', "The adjective ending does not match the article and '{noun}'.", 'adjective'),
  nounPhraseRule('de/preposition-case', 'Case after a preposition', "This preposition takes a different case: the article before '{noun}' must change.", 'case'),
  defineRule({
    id: 'de/dative-plural-adjective',
    name: 'Adjective before a dative plural',
    message: 'With no article, an adjective before a dative plural ends in -en: "mit freundlichen Grüßen".',
    // "mit freundlichem Grüßen": a dative preposition, an adjective, and a noun form that is only a dative
    // plural (Grüßen, Kindern), so the adjective's strong ending is -en whatever it was.
    at: (ctx, i) => {
      if (!DATIVE_PREPOSITIONS.has(ctx.word(i)) || !ctx.joinedRun(i, i + 2)) return undefined;
      const adjective = ctx.tokens[i + 1]!.text === ctx.word(i + 1) ? readAdjective(ctx.word(i + 1)) : undefined;
      const noun = findGermanNoun(ctx.tokens[i + 2]!.text);
      if (!adjective || adjective.ending === 'en' || !noun || noun.slots.size === 0 || [...noun.slots].some((slot) => slot !== 6)) return undefined;
      return { from: i + 1, to: i + 1, replacements: [`${adjective.stem}en`] };
    },
  }),
];
