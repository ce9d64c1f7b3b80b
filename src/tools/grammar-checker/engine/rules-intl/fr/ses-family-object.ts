import { defineRule, type IntlRule } from '../intl-rule';
import { frenchVerbs, isParticiple } from './agreement-rules';
import { readNounPhrase } from './noun-phrase-rules';
import { FAMILY } from './usage-rules';

/**
 * "Elle a appelé ces parents pour leur annoncer la nouvelle": "ces" (these) points back at people named before; in
 * the first sentence of a text nothing was named, and family or friends right after a verb, with a subject in the
 * third person singular, are the subject's own: "ses". fr/ses-family reads "ces" after avec, chez, à, pour only.
 * Not before "-là", "-ci", "de", "qui", "que" (the noun is pointed at or described there: "ces parents d'élèves"),
 * nor with je, tu, nous, vous, ils, elles in the clause.
 */
export const SES_FAMILY_OBJECT: IntlRule = defineRule({
  id: 'fr/ses-family-object',
  name: 'ses (his, her) before family named as an object',
  message: '"ses" (his, her) goes with the subject\'s own family and friends: "elle a appelé ses parents"; "ces" points at people named before.',
  at: (ctx, i) => {
    if (ctx.word(i) !== 'ces' || !FAMILY.has(ctx.word(i + 1)) || !ctx.joinedRun(i - 1, i + 1)) return undefined;
    if (/^(de|d['’].*|du|des|qui|que|qu['’].*|dont|-là|-ci)$/.test(ctx.word(i + 2)) || /-(là|ci)$/.test(ctx.word(i + 1))) return undefined;
    // The first sentence of the text: nothing before it was named.
    for (let k = 1; k <= i; k++) if (ctx.startsSentence(k)) return undefined;
    const verb = ctx.word(i - 1);
    if (!isParticiple(verb) && frenchVerbs().read(verb).length === 0) return undefined;
    const words = ctx.tokens.slice(0, i).map((t) => t.lower);
    if (words.some((w) => /^(je|j['’].*|tu|nous|vous|ils|elles|mes|tes|nos|vos)$/.test(w))) return undefined;
    const thirdPerson = /^(il|elle|on)$/.test(words[0] ?? '') || readNounPhrase(ctx, 0)?.plural === false;
    return thirdPerson ? { from: i, to: i, replacements: ['ses'] } : undefined;
  },
});
