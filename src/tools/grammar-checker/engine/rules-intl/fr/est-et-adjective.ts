import { defineRule, type IntlRule } from '../intl-rule';
import { frenchVerbs } from './agreement-rules';
import { ADJECTIVES, findNoun, inflectAdjective } from './lexicon';
import { readConjunct } from './subject-phrase';

const PARTICIPLE_SLOT = 30;

/**
 * "Le cours de cuisine et complet jusqu'au mois de juin" → "est": a sentence-opening noun subject (a complement
 * after it, "de cuisine", belongs to it), then "et", then an adjective that agrees with the subject, and no verb in
 * the rest of the clause: "et" stands for the verb "est", which sounds the same. "Le chat et le chien dorment", "Un
 * homme grand et fort est venu" (a verb later) and "Le pain frais et chaud" (two adjectives, a heading) are left alone.
 */
export const EST_ET_ADJECTIVE: IntlRule = defineRule({
  id: 'fr/est-et-adjective',
  name: 'est or et before an adjective',
  message: 'After the subject the verb "est" is meant: "le cours de cuisine est complet"; "et" means and.',
  at: (ctx, i) => {
    if (!ctx.startsSentence(i)) return undefined;
    // One noun phrase: the whole subject reader would take "et" for a compound and give up on the adjective after it.
    const subject = readConjunct(ctx, i, false);
    if (!subject || subject.plural || subject.person !== 2 || !/^(le|la|l['’].+|ce|cet|cette|mon|ma|ton|ta|son|sa|notre|votre|leur)$/.test(ctx.word(i))) return undefined;
    // "Le pain frais et chaud": an adjective closing the phrase is joined to another by "et", a heading with no verb.
    if (ADJECTIVES.has(ctx.word(subject.end)) && (!findNoun(ctx.word(subject.end)) || findNoun(ctx.word(subject.end - 1)))) return undefined;
    const at = subject.end + 1;
    if (ctx.word(at) !== 'et' || !ctx.joinedRun(subject.end, at + 1)) return undefined;
    // The adjective or participle ("Le musée et fermé") agrees with the subject in the singular: its form for the
    // subject's gender (either when unknown).
    const word = ctx.word(at + 1);
    const adjective = ADJECTIVES.get(word);
    const genders = subject.gender ? [subject.gender] : (['m', 'f'] as const);
    const participle = frenchVerbs()
      .slots(word)
      .some((s) => (s.slot === PARTICIPLE_SLOT && genders.includes('m')) || (s.slot === PARTICIPLE_SLOT + 2 && genders.includes('f')));
    if (!participle && (!adjective || !genders.some((g) => inflectAdjective(adjective, g, false) === word))) return undefined;
    // No finite verb in the rest of the clause: "Le pain et chaud" has none; "… et content, il rentre" has one after the comma.
    for (let k = at + 2; k < ctx.tokens.length && ctx.joined(k - 1); k++) {
      const word = ctx.word(k).replace(/^[jmtsnlc]['’]/, '');
      // "à cause de la grève": after a preposition or a determiner a word is no verb.
      // "à deux kilomètres" (kilométrer): after a number or another determiner too.
      const governed = /^(à|de|du|des|la|le|les|un|une|au|aux|en|par|pour|sur|dans|avec|sans|chez|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|vingt|trente|cent|mille|plusieurs|quelques|mes|tes|ses|nos|vos|leurs|ces|\d+)$/.test(ctx.word(k - 1));
      if (ctx.tokens[k]!.text === ctx.word(k) && !governed && frenchVerbs().read(word).length > 0 && !ADJECTIVES.has(word)) return undefined;
    }
    return { from: at, to: at, replacements: ['est'] };
  },
});
