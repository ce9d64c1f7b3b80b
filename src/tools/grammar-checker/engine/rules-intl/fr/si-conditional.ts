import { defineRule, type IntlRule, type RuleContext } from '../intl-rule';
import { type Person } from '../lexicon/verb-table';
import { frenchVerbs } from './agreement-rules';
import { readSubjectPhrase } from './subject-phrase';

const PRESENT = 0;
const IMPERFECT = 1;
const CONDITIONAL = 3;
const PERSONS: Record<string, Person> = { je: 0, tu: 1, il: 2, elle: 2, on: 2, nous: 3, vous: 4, ils: 5, elles: 5 };

/**
 * The tense the main clause after the si-clause asks of it: a conditional ("…, je viendrais") the imperfect, any
 * other verb (a future "…, je demanderai", a present, an imperative) the present; undefined when no verb is found in
 * the first words after the comma closing the si-clause.
 */
export function tenseAfterSi(ctx: RuleContext, v: number): number | undefined {
  let k = v + 1;
  while (k < ctx.tokens.length && !/,/.test(ctx.gapBefore(k))) {
    if (/[.!?;]/.test(ctx.gapBefore(k))) return undefined;
    k++;
  }
  for (let m = k; m < ctx.tokens.length && m < k + 4; m++) {
    if (m > k && /[.!?;,]/.test(ctx.gapBefore(m))) return undefined;
    const word = ctx.word(m).replace(/^[jmtsnl]['’]/, '').replace(/-(moi|nous|vous|le|la|les|lui|leur|toi)$/, '');
    const readings = frenchVerbs().read(word);
    if (readings.length === 0) continue;
    return readings.every((r) => r.tense === CONDITIONAL) ? IMPERFECT : PRESENT;
  }
  return undefined;
}

/**
 * "Si le colis n'arriverait pas demain, je demanderai un remboursement" → "n'arrive": after "si" (if) the verb is
 * never in the conditional; with a noun subject too (fr/si-imperfect reads pronouns), its tense is the present before a
 * main clause in the future and the imperfect before one in the conditional ("Si le train arrivait à l'heure, nous
 * serions contents"). "ne"/"n'" and object pronouns before the verb are kept.
 */
export const SI_CONDITIONAL: IntlRule = defineRule({
  id: 'fr/si-conditional',
  name: 'No conditional after si',
  message: 'After "si" (if) the verb is in the present (before a future) or the imperfect (before a conditional): "si le colis n\'arrive pas demain, je demanderai…".',
  at: (ctx, i) => {
    if (ctx.word(i) !== 'si' || !ctx.joined(i) || !(ctx.startsSentence(i) || /[,;]/.test(ctx.gapBefore(i)) || ctx.word(i - 1) === 'même')) return undefined;
    if (PERSONS[ctx.word(i + 1)] !== undefined) return undefined;
    const subject = readSubjectPhrase(ctx, i + 1);
    if (!subject || subject.person === undefined) return undefined;
    let v = subject.end + 1;
    while (/^(ne|me|te|se|le|la|les|lui|leur|y|en|nous|vous)$/.test(ctx.word(v)) && ctx.joined(v - 1) && v < subject.end + 4) v++;
    if (!ctx.joinedRun(i, v)) return undefined;
    const prefix = /^[mtsnl]['’]/.exec(ctx.word(v))?.[0] ?? '';
    const verb = ctx.word(v).slice(prefix.length);
    const lemmas = new Set(frenchVerbs().read(verb).filter((r) => r.tense === CONDITIONAL && r.person === subject.person).map((r) => r.lemma));
    if (lemmas.size !== 1) return undefined;
    const tense = tenseAfterSi(ctx, v);
    const form = tense === undefined ? undefined : frenchVerbs().conjugate([...lemmas][0]!, tense, subject.person);
    // "n'" stays before a vowel; before a consonant "ne" would be written out, left to the writer.
    if (!form || form === verb || (prefix && !/^[aeiouyâàéèêëîïôûœh]/.test(form))) return undefined;
    return { from: v, to: v, replacements: [prefix + form] };
  },
});
