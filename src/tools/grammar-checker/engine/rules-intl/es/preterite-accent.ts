import { defineRule, type IntlRule, type RuleContext } from '../intl-rule';
import { BETWEEN, OPENERS, readSpanishNounSubject, spanishVerbs } from './agreement-rules';
import { findNoun } from './lexicon';

// A finished past in the sentence: "ayer", "anoche", "el año pasado", "hace dos días", "en 2019".
const PAST_MARKER = /(?<![\p{L}])(ayer|anoche|anteayer|(el|la)\s+(año|semana|mes|verano|invierno|lunes|martes|miércoles|jueves|viernes|sábado|domingo)\s+pasad[oa]|en\s+(19|20)\d\d|hace\s+\p{L}+\s+(años|meses|días|semanas|horas)|de\s+repente)(?![\p{L}])/iu;
// Words after which a verb comes: "que salio", "se salio", "no salio", "él salio".
const BEFORE_VERB = /^(que|se|me|te|le|les|lo|la|los|las|nos|os|no|ya|él|ella|usted|también|nunca|siempre|todavía)$/;

/** The third person singular preterite of an -er/-ir verb, read from the form with its accent ("salió" of salir). */
function erIrPreterite(form: string): string | undefined {
  return spanishVerbs()
    .read(form)
    .some((r) => r.tense === 2 && r.person === 2 && /(er|ir|ír)$/.test(r.lemma))
    ? form
    : undefined;
}

/** A third-person singular subject (él, ella, usted or a noun phrase at a clause start) ending right before word v. */
function hasThirdPersonSubject(ctx: RuleContext, v: number): boolean {
  let k = v - 1;
  while (k >= 0 && BETWEEN.has(ctx.word(k)) && ctx.joined(k)) k--;
  if (k < 0 || !ctx.joined(k)) return false;
  if (/^(él|ella|usted)$/.test(ctx.word(k))) return true;
  for (let s = Math.max(0, k - 8); s <= k; s++) {
    const opens = ctx.startsSentence(s) || /[,;:]/.test(ctx.gapBefore(s)) || (OPENERS.has(ctx.word(s - 1)) && ctx.joined(s - 1));
    if (!opens) continue;
    const subject = readSpanishNounSubject(ctx, s);
    if (subject?.end === k && !subject.plural && !subject.withSpeaker) return true;
  }
  return false;
}

/**
 * The written accent of the third person preterite left out: "creo que salio bien" → "salió" ("salio" is in the
 * dictionary, as a name), and "Ayer mi hermano llego tarde" → "llegó", where es/subject-verb would make the first
 * person "llego" a present "llega". An -io word the table does not read whose accented form is a preterite of an
 * -er/-ir verb, after a word a verb follows ("que", a pronoun, "no") or a third-person subject; an -ar verb's first
 * person present only after a third-person singular subject in a sentence about a finished past.
 */
export const PRETERITE_ACCENT: IntlRule = defineRule({
  id: 'es/preterite-accent',
  name: 'Accent on the preterite',
  message: 'The third person of the preterite takes a written accent: "salió", "llegó".',
  confidence: 0.85,
  at: (ctx, i) => {
    const word = ctx.word(i);
    const text = ctx.tokens[i]?.text ?? '';
    if (!/^\p{Ll}+$/u.test(text)) return undefined;
    // "salio" → "salió": two syllables at least ("rio", "frio", "guio" are other words).
    const io = /^(.*[aeiouáéíóú][^aeiouáéíóú]+)io$/.exec(word);
    if (io && spanishVerbs().read(word).length === 0 && !findNoun(word)) {
      const fix = erIrPreterite(`${io[1]}ió`);
      const verbSlot = (BEFORE_VERB.test(ctx.word(i - 1)) && ctx.joined(i - 1)) || hasThirdPersonSubject(ctx, i);
      return fix && verbSlot ? { from: i, to: i, replacements: [fix] } : undefined;
    }
    // "llego" → "llegó": the first person present of an -ar verb after a third-person subject, in the past.
    const o = /^(.+)o$/.exec(word);
    if (!o) return undefined;
    const accented = `${o[1]}ó`;
    const present = spanishVerbs().read(word).filter((r) => r.tense === 0 && r.person === 0 && r.lemma.endsWith('ar'));
    const preterite = spanishVerbs().read(accented).some((r) => r.tense === 2 && r.person === 2 && present.some((p) => p.lemma === r.lemma));
    if (!preterite || findNoun(word) || !hasThirdPersonSubject(ctx, i)) return undefined;
    let from = i;
    while (from > 0 && !ctx.startsSentence(from)) from--;
    let to = i;
    while (to < ctx.tokens.length - 1 && !ctx.startsSentence(to + 1)) to++;
    return PAST_MARKER.test(ctx.text.slice(ctx.tokens[from]!.start, ctx.tokens[to]!.end)) ? { from: i, to: i, replacements: [accented] } : undefined;
  },
});
