import { defineRule, type IntlRule } from '../intl-rule';
import { type Person } from '../lexicon/verb-table';
import { spanishVerbs } from './agreement-rules';
import { findNoun, readAdjective, readGenderedForm } from './lexicon';

const FUTURE_ENDINGS = ['é', 'ás', 'á', 'emos', 'éis', 'án'];
const CONDITIONAL_ENDINGS = ['ía', 'ías', 'ía', 'íamos', 'íais', 'ían'];
/** Nouns the lexicon lacks that read as such a form: "la tenería" (a tannery). */
const NOUNS_LIKE_A_FORM = new Set(['tenería', 'tenerías']);

/**
 * "poneré" → "pondré", "saliremos" → "saldremos", "haceríamos" → "haríamos": the future and the conditional are
 * built on the whole infinitive, except for a dozen verbs and their compounds whose stem shrinks (pondr-, tendr-,
 * saldr-, har-, dir-…). A word that is such a verb's infinitive plus a regular ending, and that no table knows as a
 * word of its own ("tenería", a tannery, is a noun), takes the verb's own form. Spelling's first guess for it is the
 * infinitive ("poner"), which would leave the sentence without a finite verb: a sure fix here is worth more.
 */
function readIrregularFuture(word: string): string | undefined {
  const table = spanishVerbs();
  if (!/^\p{Ll}{5,}$/u.test(word) || table.read(word).length > 0 || NOUNS_LIKE_A_FORM.has(word) || findNoun(word) || readGenderedForm(word) || readAdjective(word)) return undefined;
  for (const [endings, conditional] of [[FUTURE_ENDINGS, false], [CONDITIONAL_ENDINGS, true]] as const) {
    for (let person = 0; person < 6; person++) {
      const ending = endings[person]!;
      if (!word.endsWith(ending)) continue;
      const lemma = word.slice(0, -ending.length);
      if (!/[aeií]r$/.test(lemma) || !table.forms(lemma)) continue;
      const future = table.conjugate(lemma, 3, person as Person);
      const stem = table.conjugate(lemma, 3, 0)?.replace(/é$/, '');
      // A regular verb's own future is the infinitive plus the ending: the word would be right, and is left alone.
      if (!future || !stem || stem === lemma) continue;
      return conditional ? stem + ending : future;
    }
  }
  return undefined;
}

export const REGULAR_FUTURE_ON_IRREGULAR: IntlRule = defineRule({
  id: 'es/regular-future-on-irregular',
  name: 'Irregular future or conditional',
  message: 'This verb shortens its stem in the future and the conditional: "pondré", "saldría", "haremos".',
  at: (ctx, i) => {
    const form = readIrregularFuture(ctx.word(i));
    return form ? { from: i, to: i, replacements: [form] } : undefined;
  },
});
