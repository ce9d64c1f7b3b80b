import { defineRule, type IntlRule } from '../intl-rule';

const MOCHTE_TO_MOECHTE: Record<string, string> = { mochte: 'möchte', mochtest: 'möchtest', mochten: 'möchten', mochtet: 'möchtet' };
/** Infinitives of asking, booking and ordering: what one politely "möchte" do. */
const REQUEST_INFINITIVES = /^(reservieren|bestellen|buchen|fragen|bitten|anmelden|abmelden|kündigen|vereinbaren|absagen|verschieben|bezahlen|zahlen|sprechen|kaufen|mieten|abholen|umtauschen|zurückgeben|mitteilen|nachfragen|erfahren|einladen|beantragen|informieren|stornieren)$/;
/** Signs that the sentence tells the past, where "mochte" (liked, cared to) is right: "Damals mochte ich nicht fragen". */
const PAST_SIGNS = /^(gestern|vorgestern|damals|früher|letzte|letzten|letztes|letzter|vorher|als|war|waren|warst|hatte|hatten|hattest|nicht|nie|niemals|kein|keine|keinen|einst|sein)$/;

/**
 * "Wir mochten gern ein Doppelzimmer reservieren" → "möchten": the past of mögen (without its umlaut) before an infinitive
 * of asking or booking that closes the clause, with a subject pronoun next to it, in a sentence with no sign of the past
 * and no negation ("Damals mochte ich ihn nicht fragen" is the past and stays).
 */
export const MOECHTE_REQUEST: IntlRule = defineRule({
  id: 'de/moechte-request',
  name: 'möchte for a polite wish',
  message: 'A polite wish is "möchte" (with umlaut): "Wir möchten ein Zimmer reservieren"; "mochte" is the past of "mögen".',
  at: (ctx, i) => {
    const fix = MOCHTE_TO_MOECHTE[ctx.word(i)];
    if (!fix) return undefined;
    const pronoun = (k: number) => /^(ich|wir|du|ihr)$/.test(ctx.word(k)) || ctx.tokens[k]?.text === 'Sie';
    if (!(pronoun(i - 1) && ctx.joined(i - 1)) && !(pronoun(i + 1) && ctx.joined(i))) return undefined;
    let start = i;
    while (start > 0 && !ctx.startsSentence(start)) start--;
    let end = i;
    while (end < ctx.tokens.length - 1 && ctx.joined(end) && end - i < 12) end++;
    if (!ctx.endsClause(end) || !REQUEST_INFINITIVES.test(ctx.word(end)) || ctx.tokens[end]!.text !== ctx.word(end)) return undefined;
    let last = end;
    while (last < ctx.tokens.length - 1 && !ctx.startsSentence(last + 1)) last++;
    for (let k = start; k <= last; k++) if (PAST_SIGNS.test(ctx.word(k))) return undefined;
    return { from: i, to: i, replacements: [fix] };
  },
});
