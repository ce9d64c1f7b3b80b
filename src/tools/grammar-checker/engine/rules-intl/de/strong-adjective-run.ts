import { defineRule, type IntlRule } from '../intl-rule';
import { NOUN_GENDERS } from './noun-genders';
import { findGermanNoun, isOnlyPlural, isOnlySingular } from './noun-lexicon';
import { ACCUSATIVE_PREPOSITIONS, DATIVE_PREPOSITIONS, readAdjective, readDerivedAdjective } from './noun-phrase';

/** Two-way prepositions: accusative for a direction or topic, dative for a place. */
const TWO_WAY = new Set(['in', 'an', 'auf', 'über', 'unter', 'vor', 'hinter', 'neben', 'zwischen']);
/** The strong (article-less) adjective ending by case and gender ('p' for plural). */
const STRONG: Record<'acc' | 'dat', Record<string, string>> = {
  acc: { m: 'en', f: 'e', n: 'es', p: 'e' },
  dat: { m: 'em', f: 'er', n: 'em', p: 'en' },
};

/**
 * "eine Ausstellung über alte ägyptischen Kunst" → "ägyptische": with no article, every adjective before the noun
 * takes the same strong ending, the one of the noun's case and gender. After a preposition with no article, two or
 * three adjectives whose endings differ, before a noun of known gender and number: when exactly one of the written
 * endings fits a case the preposition governs, the others take it; when none does and the preposition governs one
 * case, all take that case's ending. One adjective alone is left to other rules (which
 * of its endings was meant is not told by a second one).
 */
export const STRONG_ADJECTIVE_RUN: IntlRule = defineRule({
  id: 'de/strong-adjective-run',
  name: 'Same ending for adjectives without an article',
  message: 'Without an article, all adjectives before the noun take the same ending: "über alte ägyptische Kunst", "mit gutem deutschem Wein".',
  confidence: 0.75,
  at: (ctx, i) => {
    const preposition = ctx.word(i);
    const cases = ACCUSATIVE_PREPOSITIONS.has(preposition) ? (['acc'] as const) : DATIVE_PREPOSITIONS.has(preposition) ? (['dat'] as const) : TWO_WAY.has(preposition) ? (['acc', 'dat'] as const) : undefined;
    if (!cases) return undefined;
    const adjectives: { at: number; stem: string; ending: string }[] = [];
    let k = i + 1;
    while (k <= i + 3) {
      const token = ctx.tokens[k];
      if (!token || token.text !== token.lower || !ctx.joined(k - 1)) break;
      const read = readAdjective(token.lower) ?? readDerivedAdjective(token.lower);
      if (!read) break;
      adjectives.push({ at: k, ...read });
      k++;
    }
    const nounText = ctx.tokens[k]?.text ?? '';
    const noun = adjectives.length >= 2 && ctx.joined(k - 1) ? findGermanNoun(nounText) : undefined;
    if (!noun) return undefined;
    const number = isOnlyPlural(noun) ? 'p' : isOnlySingular(noun) ? 'sg' : undefined;
    const gender = number === 'p' ? 'p' : number === 'sg' ? (NOUN_GENDERS.get(nounText) ?? NOUN_GENDERS.get(noun.lemma) ?? noun.gender) : undefined;
    if (!gender) return undefined;
    const written = new Set(adjectives.map((a) => a.ending));
    if (written.size < 2) return undefined;
    // The one written ending that fits a case of the preposition; when none does and the preposition has one case
    // ("mit frische grünen Minze"), that case's ending ("frischer grüner").
    const fitting = cases.map((c) => STRONG[c][gender]!).filter((ending) => written.has(ending));
    if (fitting.length === 0 && cases.length === 1) fitting.push(STRONG[cases[0]][gender]!);
    if (new Set(fitting).size !== 1) return undefined;
    const ending = fitting[0]!;
    // "mit gutem deutschen Wein": after a first adjective in -em a second one in -en is an accepted variant.
    if (ending === 'em' && [...written].every((e) => e === 'em' || e === 'en')) return undefined;
    const first = adjectives[0]!.at;
    const last = adjectives[adjectives.length - 1]!.at;
    return { from: first, to: last, replacements: [ctx.rewrite(first, last, (m) => { const a = adjectives.find((x) => x.at === m); return a && a.ending !== ending ? a.stem + ending : undefined; })] };
  },
});
