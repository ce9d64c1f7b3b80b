import { defineRule, type IntlRule, type RuleContext } from '../intl-rule';
import { frenchVerbs } from './agreement-rules';
import { findNoun } from './lexicon';

const PREPOSITION = /^(à|au|aux|chez|en|dans|sur|sous|par|avec|pour|vers|devant|derrière|près)$/;
const PHRASE_WORD = /^(le|la|les|l['’]\p{L}+|un|une|des|mon|ma|mes|ton|ta|tes|son|sa|ses|notre|nos|votre|vos|leur|leurs|ce|cet|cette|ces|de|du|d['’]\p{L}+|moi|toi|lui|eux|nous|vous)$/u;
const SUBJECT = /^(je|j['’]\p{L}+|tu|il|elle|on|nous|vous|ils|elles|c['’]\p{L}+|qu['’]\p{L}+|que|qui)$/u;

/** A word read as a finite verb: a form of the table that is no noun. */
function isVerb(ctx: RuleContext, k: number): boolean {
  const word = ctx.word(k);
  return frenchVerbs().read(word).length > 0 && !findNoun(word);
}

/**
 * "On peut manger à la maison où au restaurant": "où" (where) between two phrases that each open with a preposition
 * is "ou" (or). The phrase before opens with a preposition one to four words back and holds only determiners and
 * nouns; the one after opens with a preposition right after "où", and its clause has no subject and no verb of its own
 * up to the next comma or the end: a relative "où" opens a clause ("la maison où en été il fait frais" stays).
 */
export const OU_BETWEEN_PHRASES: IntlRule = defineRule({
  id: 'fr/ou-between-phrases',
  name: 'ou (or) between two phrases',
  message: '"où" means where; between two choices ("à la maison ou au restaurant") the word is "ou".',
  at: (ctx, i) => {
    if (ctx.word(i) !== 'où' || !ctx.joined(i) || !ctx.joined(i - 1) || !PREPOSITION.test(ctx.word(i + 1))) return undefined;
    let p = i - 1;
    while (p >= i - 4 && p >= 0 && !PREPOSITION.test(ctx.word(p))) {
      if (!(PHRASE_WORD.test(ctx.word(p)) || (findNoun(ctx.word(p)) && !isVerb(ctx, p))) || !ctx.joined(p)) return undefined;
      p--;
    }
    if (p < i - 4 || p < 0 || p === i - 1 || !ctx.joinedRun(p, i)) return undefined;
    for (let k = i + 2; k < ctx.tokens.length && k <= i + 8; k++) {
      if (SUBJECT.test(ctx.word(k)) || isVerb(ctx, k)) return undefined;
      if (ctx.endsClause(k)) break;
    }
    return { from: i, to: i, replacements: ['ou'] };
  },
});
