import { defineRule, type IntlRule } from '../intl-rule';
import { frenchVerbs } from './agreement-rules';

/** Verbs of an activity that form the perfect with avoir and whose passive with a person as subject needs "par". */
const ACTIVITY_VERBS = new Set(['manger', 'boire', 'dormir', 'travailler', 'déjeuner', 'dîner', 'nager', 'voyager', 'marcher', 'pleurer', 'rire', 'chanter', 'danser', 'téléphoner', 'bavarder', 'discuter', 'courir']);
/** Subject + être → subject + avoir, first and second persons (a thing in the third person may be passive: "le gâteau est mangé"). */
const TO_AVOIR: Record<string, [string, string]> = { 'je suis': ["j'", 'ai'], 'tu es': ['tu', 'as'], 'nous sommes': ['nous', 'avons'], 'vous êtes': ['vous', 'avez'] };

/**
 * "Je suis mangé au restaurant" → "J'ai mangé": eating, sleeping, working, travelling… take avoir in the perfect,
 * and a person is not "eaten" or "worked": être + such a participle after je, tu, nous or vous is the perfect with
 * the wrong auxiliary. The participle loses the agreement être gave it ("nous sommes mangés" → "nous avons mangé").
 * Not with "par" after it in the sentence ("je suis mangé par les moustiques" is a passive), nor in a pronominal
 * verb ("nous nous sommes téléphoné").
 */
export const AVOIR_ACTIVITY_VERB: IntlRule = defineRule({
  id: 'fr/avoir-activity-verb',
  name: 'Perfect with avoir',
  message: 'Verbs such as manger, dormir, travailler form the perfect with avoir: "j\'ai mangé", "nous avons dormi".',
  at: (ctx, i) => {
    const pair = TO_AVOIR[`${ctx.word(i)} ${ctx.word(i + 1)}`];
    if (!pair || !ctx.joinedRun(i, i + 2)) return undefined;
    // "Nous nous sommes téléphoné": after a subject pronoun, "nous" or "vous" is the reflexive object of a pronominal verb, which takes être.
    if (/^(nous|vous)$/.test(ctx.word(i - 1)) && ctx.joined(i - 1)) return undefined;
    const participle = ctx.word(i + 2);
    const lemma = frenchVerbs()
      .slots(participle)
      .find((s) => s.slot >= 30 && s.slot <= 33 && ACTIVITY_VERBS.has(s.lemma))?.lemma;
    if (!lemma) return undefined;
    for (let k = i + 3; k < ctx.tokens.length && !ctx.endsClause(k - 1); k++) if (ctx.word(k) === 'par') return undefined;
    const plain = frenchVerbs().forms(lemma)?.[30];
    if (!plain) return undefined;
    const [subject, avoir] = pair;
    const text = subject === "j'" ? `${ctx.tokens[i]!.text.charAt(0)}'${avoir} ${plain}` : `${ctx.tokens[i]!.text} ${avoir} ${plain}`;
    return { from: i, to: i + 2, replacements: [text] };
  },
});
