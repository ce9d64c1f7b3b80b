import { defineRule, type IntlRule } from '../intl-rule';
import { germanVerbs } from './agreement-rules';

/**
 * "Sprechst du Spanisch?" → "Sprichst": a "du" form built regularly (stem + -st) on a verb whose stem changes in
 * the present (sprechen → sprichst, nehmen → nimmst, fahren → fährst, laufen → läufst). The word is no form of the
 * verb table, its stem + -en/-n is a verb there, and that verb's own "du" form differs; "du" stands right before or
 * after it. The speller only knew a far word ("Sprechset", intl batch 26).
 */
export const DU_STRONG_PRESENT: IntlRule = defineRule({
  id: 'de/du-strong-present',
  name: 'Present of a verb whose stem changes',
  message: 'This verb changes its stem with "du": "du sprichst", "du nimmst", "du fährst".',
  confidence: 0.85,
  at: (ctx, i) => {
    const word = ctx.word(i);
    if (!/^\p{Ll}{3,}st$/u.test(word) || germanVerbs().read(word).length > 0) return undefined;
    const nextToDu = (ctx.word(i + 1) === 'du' && ctx.joined(i)) || (ctx.word(i - 1) === 'du' && ctx.joined(i - 1));
    if (!nextToDu) return undefined;
    const stem = word.slice(0, -2);
    const fixes = new Set(
      [`${stem}en`, `${stem}n`]
        .map((lemma) => germanVerbs().conjugate(lemma, 0, 1))
        .filter((form): form is string => form !== undefined && form !== word),
    );
    return fixes.size === 1 ? { from: i, to: i, replacements: [...fixes] } : undefined;
  },
});
