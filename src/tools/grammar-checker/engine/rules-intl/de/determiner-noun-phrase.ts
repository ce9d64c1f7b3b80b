import { type RuleContext } from '../intl-rule';
import { findGermanNoun } from './noun-lexicon';

const DETERMINER = /^(der|die|das|den|dem|des|[kmd]?ein(e|en|em|er|es)?|sein(e|en|em|er|es)?|ihr(e|en|em|er|es)?|unser(e|en|em|er|es)?|eu(er|re|ren|rem|rer|res)|dies(e|en|em|er|es)|jed(e|en|em|er|es))$/;
/** An attributive adjective's ending: "neue", "alten", "kleiner", "großes". */
const ADJECTIVE_ENDING = /^\p{Ll}{2,}(e|en|em|er|es)$/u;

/**
 * The noun closing a noun phrase that opens at word i with a determiner ("die Waschmaschine", "unsere
 * alte Waschmaschine"): up to two adjectives between, all joined by spaces; the noun is a capitalised
 * word of the noun lexicon. Undefined when no such phrase opens at i.
 */
export function readDeterminerNounPhrase(ctx: RuleContext, i: number): number | undefined {
  if (!DETERMINER.test(ctx.word(i))) return undefined;
  let k = i + 1;
  while (k <= i + 2 && ADJECTIVE_ENDING.test(ctx.tokens[k]?.text ?? '')) k++;
  if (!ctx.joinedRun(i, k) || !findGermanNoun(ctx.tokens[k]?.text ?? '')) return undefined;
  return k;
}

/** Prepositions that open a phrase after a noun ("die Führung durch das Schloss", "der Bus nach Berlin"). */
const PREPOSITIONS = /^(durch|für|gegen|ohne|um|aus|bei|mit|nach|seit|von|zu|an|auf|in|über|unter|vor|hinter|neben|zwischen|im|am|vom|zum|zur|beim)$/;

/**
 * A noun phrase with a prepositional phrase after its noun ("Die Führung durch das Schloss", "Der Kurs
 * im Sommer", "Das Konzert in Köln"): the last word of the whole, or undefined.
 */
export function readNounPhraseWithAttribute(ctx: RuleContext, i: number): number | undefined {
  const noun = readDeterminerNounPhrase(ctx, i);
  if (noun === undefined || !PREPOSITIONS.test(ctx.word(noun + 1)) || !ctx.joined(noun)) return noun;
  const p = noun + 1;
  // "durch das Schloss", "im Sommer", "nach Berlin" (a capitalised name or noun right after the preposition).
  const inner = readDeterminerNounPhrase(ctx, p + 1) ?? (/^\p{Lu}\p{Ll}+$/u.test(ctx.tokens[p + 1]?.text ?? '') && ctx.joined(p) ? p + 1 : undefined);
  return inner !== undefined && ctx.joined(p) ? inner : noun;
}
