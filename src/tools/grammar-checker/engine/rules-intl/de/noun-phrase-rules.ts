import { defineRule, type IntlRule, type RuleContext } from '../intl-rule';
import { checkNounPhrase, type NounPhraseCheck, type NounPhraseProblem } from './noun-phrase';

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
];
