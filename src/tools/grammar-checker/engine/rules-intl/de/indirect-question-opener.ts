import { type RuleContext } from '../intl-rule';

const QUESTION_WORDS = /^(warum|wieso|weshalb|wann|wo|wohin|woher|wie|was|wer|wen|wem)$/;

/**
 * "Weißt du, warum die Bäckerei heute hat geschlossen?": a question word after a comma, inside a sentence, opens an
 * indirect question (or a relative clause, "…, wo ich wohne"), and its finite verb goes to the end as after "dass".
 * A direct question after a comma ("Sag mal, warum hast du …") has its verb right after the question word; the callers
 * read a subject right after it, which such a question never has.
 */
export function opensIndirectQuestion(ctx: RuleContext, i: number): boolean {
  return QUESTION_WORDS.test(ctx.word(i)) && !ctx.startsSentence(i) && /,/.test(ctx.gapBefore(i));
}
