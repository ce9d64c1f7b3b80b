import { defineRule, type IntlRule } from '../intl-rule';
import { isSeinParticiple } from './sein-participles';

const HABEN_TO_SEIN: Record<string, string> = { habe: 'bin', hast: 'bist', hat: 'ist', haben: 'sind', habt: 'seid', hatte: 'war', hattest: 'warst', hatten: 'waren', hattet: 'wart' };
/** Words that open a subordinate clause, whose auxiliary stands last. */
const OPENERS = /^(weil|dass|ob|obwohl|wenn|damit|bevor|nachdem|falls|als|bis|sobald|seitdem|während|sodass|warum|wann|wo|wohin|woher|wie)$/;
const SUBJECT_PRONOUN = /^(ich|du|er|sie|es|wir|ihr|man)$/;
const DETERMINER = /^(der|die|das|den|dem|des|[kmds]?ein(e|en|em|er|es)?|ihr(e|en|em|er)?|unser(e|en|em|er)?|eu(er|re|ren|rem|rer)|diese[rnms]?)$/;
/** After these an article opens a phrase of place, time or cause, no object. */
const PREPOSITION = /^(nach|in|im|zu|zum|zur|mit|durch|über|auf|an|am|aus|von|vom|bei|beim|wegen|trotz|während|für|gegen|ohne|um|vor|hinter|neben|unter|zwischen|seit|bis|ab|außer|gegenüber|innerhalb|außerhalb)$/;

/**
 * "…, bis er endlich in Kanada angekommen hat": at the end of a subordinate clause the participle of a verb of motion
 * or change of state and a form of haben after it; with no object in the clause the perfect takes sein ("angekommen
 * ist"). de/perfect-sein reads main clauses, where haben comes before the participle. The clause opens with a
 * subordinator after a comma or at the sentence's start, its subject a pronoun or a determiner's noun right after
 * it; an article not after a preposition, or an object pronoun, is an object ("weil er das Auto gefahren hat").
 */
export const PERFECT_SEIN_CLAUSE_END: IntlRule = defineRule({
  id: 'de/perfect-sein-clause-end',
  name: 'Perfect with sein at the end of a subordinate clause',
  message: 'Verbs of motion and change of state form the perfect with "sein": "…, bis er angekommen ist".',
  at: (ctx, i) => {
    const fix = HABEN_TO_SEIN[ctx.word(i)];
    const participle = ctx.word(i - 1);
    if (!fix || !ctx.endsClause(i) || !ctx.joined(i - 1) || !isSeinParticiple(participle) || ctx.tokens[i - 1]!.text !== participle) return undefined;
    let k = i - 2;
    while (k >= 0 && k >= i - 12 && ctx.joined(k) && !OPENERS.test(ctx.word(k))) k--;
    if (k < 0 || !OPENERS.test(ctx.word(k)) || !ctx.joined(k) || !(ctx.startsSentence(k) || /,/.test(ctx.gapBefore(k)))) return undefined;
    // The subject right after the opener: a pronoun, or a determiner and its noun.
    const subjectEnd = SUBJECT_PRONOUN.test(ctx.word(k + 1)) ? k + 1 : DETERMINER.test(ctx.word(k + 1)) && /^\p{Lu}/u.test(ctx.tokens[k + 2]?.text ?? '') ? k + 2 : undefined;
    if (subjectEnd === undefined || subjectEnd >= i - 1) return undefined;
    for (let m = subjectEnd + 1; m < i - 1; m++) {
      const word = ctx.word(m);
      if (DETERMINER.test(word) && !PREPOSITION.test(ctx.word(m - 1))) return undefined;
      if (/^(mich|dich|ihn|uns|euch|es|sie|sich|und|oder|aber|was|das|zu)$/.test(word) && !/^(für|durch|gegen|ohne|um)$/.test(ctx.word(m - 1))) return undefined;
    }
    // "sie hat" / "sie haben": the person stays the writer's.
    return { from: i, to: i, replacements: [fix] };
  },
});
