import { type RuleContext } from '../intl-rule';

const DESTINATION_OPENERS = /^(zum|zur|zu|bis)$/;
const DETERMINERS = /^(der|die|das|den|dem|des|ein|eine|einen|einem|einer|mein|meine|meinem|meiner|meinen|dein|deine|deinem|deiner|sein|seine|seinem|seiner|ihr|ihre|ihrem|ihrer|unser|unsere|unserem|unserer|euer|eure|eurem|eurer|dieses|diesem|dieser|diese)$/;

/**
 * "Wir sind zum Konzert in der Altstadt gegangen": a two-way phrase right after a destination ("zum Konzert", "zur
 * Feier", "zu dem Fest") may say where that destination is, so a verb of motion does not make it accusative ("in die
 * Altstadt gegangen" is right too: either case may be meant). True when the word before the preposition at p is a
 * noun that closes a phrase opened by zum, zur, or zu with a determiner, within four words and with no punctuation.
 */
export function followsDestination(ctx: RuleContext, p: number): boolean {
  if (!ctx.joined(p - 1) || !/^\p{Lu}/u.test(ctx.tokens[p - 1]?.text ?? '') || ctx.startsSentence(p - 1)) return false;
  for (let k = p - 2; k >= Math.max(0, p - 5) && ctx.joined(k); k--) {
    const word = ctx.word(k);
    if (/^(zum|zur)$/.test(word)) return true;
    if (DESTINATION_OPENERS.test(word)) return DETERMINERS.test(ctx.word(k + 1)) || (word === 'bis' && /^(zum|zur)$/.test(ctx.word(k + 1)));
    // Only adjectives (lower case) or a determiner may stand between the opener and the noun.
    if (!DETERMINERS.test(word) && ctx.tokens[k]!.text !== word) return false;
  }
  return false;
}
