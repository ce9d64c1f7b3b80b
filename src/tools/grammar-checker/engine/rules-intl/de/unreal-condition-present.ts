import { defineRule, type IntlRule } from '../intl-rule';

/** Present indicatives of haben, sein, the modals and wissen, and their subjunctive II. */
const PRESENT_TO_SUBJUNCTIVE_II: Record<string, string> = {
  habe: 'hätte', hast: 'hättest', hat: 'hätte', haben: 'hätten', habt: 'hättet',
  bin: 'wäre', bist: 'wärst', ist: 'wäre', sind: 'wären', seid: 'wärt',
  kann: 'könnte', kannst: 'könntest', können: 'könnten', könnt: 'könntet',
  muss: 'müsste', musst: 'müsstest', müssen: 'müssten',
  weiß: 'wüsste', weißt: 'wüsstest', wissen: 'wüssten',
};
const SUBJECTS = /^(ich|du|er|sie|wir|ihr)$/;
/** A polite "würde" after a real condition: "Wenn Sie Zeit haben, würde ich mich freuen". */
const POLITE = /^(freuen|freue|empfehlen|raten|vorschlagen|bitten|sagen|meinen|anbieten|gern|gerne|vorziehen|bevorzugen)$/;

/**
 * "Wenn ich mehr Geld habe, würde ich eine lange Reise machen" → "hätte": a "wenn" clause with a subject pronoun
 * that closes on a present of haben, sein, a modal or wissen, then a main clause opening with "würde" and its
 * subject pronoun: the condition is unreal and takes the subjunctive II too. Polite "würde" after a real condition
 * ("Wenn du Zeit hast, würde ich mich freuen", "…, würde ich gern kommen") and "es"/"Sie" conditions stay.
 */
export const UNREAL_CONDITION_PRESENT: IntlRule = defineRule({
  id: 'de/unreal-condition-present',
  name: 'Subjunctive in an unreal condition (present)',
  message: 'An unreal condition takes the subjunctive II on both sides: "Wenn ich mehr Geld hätte, würde ich…".',
  at: (ctx, i) => {
    const fix = PRESENT_TO_SUBJUNCTIVE_II[ctx.word(i)];
    if (!fix || ctx.tokens[i]!.text !== ctx.word(i) || !/^,\s*$/.test(ctx.gapAfter(i))) return undefined;
    if (!/^(würde|würdest|würden|würdet)$/.test(ctx.word(i + 1)) || !SUBJECTS.test(ctx.word(i + 2)) || !ctx.joined(i + 1)) return undefined;
    let k = i - 1;
    while (k >= 0 && ctx.joined(k) && i - k <= 8) k--;
    if (ctx.word(k + 1) !== 'wenn' || k + 1 >= i - 1 || !SUBJECTS.test(ctx.word(k + 2)) || ctx.tokens[k + 2]!.text !== ctx.word(k + 2)) return undefined;
    // The main clause: no polite verb or "gern".
    for (let m = i + 3; m < ctx.tokens.length && m <= i + 14; m++) {
      if (POLITE.test(ctx.word(m))) return undefined;
      if (ctx.endsClause(m)) break;
    }
    return { from: i, to: i, replacements: [fix] };
  },
});
