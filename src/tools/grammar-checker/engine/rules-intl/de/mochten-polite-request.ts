import { defineRule, type IntlRule } from '../intl-rule';

const TO_SUBJUNCTIVE: Record<string, string> = { mochte: 'möchte', mochtest: 'möchtest', mochten: 'möchten', mochtet: 'möchtet' };
const SUBJECTS = /^(ich|du|wir|ihr|sie)$/;
/** Verbs of a polite request or booking: "Wir möchten gern ein Zimmer reservieren". */
const REQUEST_VERBS = /^(reservieren|bestellen|buchen|fragen|bitten|wissen|bezahlen|zahlen|kaufen|anmelden|abmelden|stornieren|kündigen|vereinbaren|sprechen|umtauschen|zurückgeben|mieten|haben|probieren|anprobieren|abholen|besichtigen|einladen|vorschlagen|erfahren|verschieben|absagen|ändern)$/;
/** Words that put the sentence in the past, where "mochten gern …" could be a literary past. */
const PAST_MARKERS = /^(gestern|vorgestern|damals|früher|als|letzte|letzten|letztes|letzter|vorher|einst|war|waren|hatte|hatten)$/;

/**
 * "Wir mochten gern ein Doppelzimmer reservieren" → "möchten": the past of "mögen" written for the polite
 * "möchten" (the umlaut left out). Only with "gern(e)" or "bitte" after it, a request verb closing the clause
 * as an infinitive, a subject pronoun next to it and no word of the past in the sentence ("Als Kind mochte
 * ich gern lesen" stays).
 */
export const MOCHTEN_POLITE_REQUEST: IntlRule = defineRule({
  id: 'de/mochten-polite-request',
  name: 'möchten (would like), not mochten (liked)',
  message: 'A polite request takes "möchte(n)" with an umlaut: "Wir möchten gern ein Zimmer reservieren"; "mochten" is the past of "mögen".',
  at: (ctx, i) => {
    const fix = TO_SUBJUNCTIVE[ctx.word(i)];
    if (!fix) return undefined;
    if (!SUBJECTS.test(ctx.word(i - 1)) && !SUBJECTS.test(ctx.word(i + 1))) return undefined;
    const after = SUBJECTS.test(ctx.word(i + 1)) ? i + 2 : i + 1;
    if (!/^(gern|gerne|bitte)$/.test(ctx.word(after))) return undefined;
    let end = after;
    while (end < ctx.tokens.length - 1 && ctx.joined(end) && !ctx.endsClause(end) && end - i < 12) end++;
    if (!ctx.endsClause(end) || !ctx.joinedRun(i, end) || !REQUEST_VERBS.test(ctx.word(end))) return undefined;
    let start = i;
    while (start > 0 && !ctx.startsSentence(start)) start--;
    for (let k = start; k < ctx.tokens.length && !(k > end && ctx.startsSentence(k)); k++) if (PAST_MARKERS.test(ctx.word(k))) return undefined;
    return { from: i, to: i, replacements: [/^M/.test(ctx.tokens[i]!.text) ? fix[0]!.toUpperCase() + fix.slice(1) : fix] };
  },
});
