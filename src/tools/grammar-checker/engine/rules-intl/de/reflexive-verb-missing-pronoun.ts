import { defineRule, type IntlRule, type RuleContext } from '../intl-rule';
import { germanVerbs, readGermanNounSubject } from './agreement-rules';
import { readParticipleLemma } from './participles';

/** Verbs used only with a reflexive pronoun: "sich beeilen", "sich erholen", "sich verspäten". */
const ALWAYS_REFLEXIVE = new Set(['beeilen', 'verspäten', 'erholen', 'bedanken', 'schämen', 'erkälten', 'weigern', 'verlieben', 'sehnen', 'ausruhen', 'entschließen', 'erkundigen', 'benehmen', 'verirren', 'ereignen']);
const REFLEXIVE_FOR: Record<string, string> = { ich: 'mich', du: 'dich', er: 'sich', sie: 'sich', es: 'sich', man: 'sich', wir: 'uns', ihr: 'euch' };
/** Any reflexive in the clause, also a wrong dative one ("Du musst dir beeilen" is de/reflexive-accusative's). */
const REFLEXIVES = /^(mich|dich|sich|uns|euch|mir|dir)$/;
const MODALS = /^(kann|kannst|können|könnt|konnte|konntest|konnten|muss|musst|müssen|müsst|musste|musstest|mussten|will|willst|wollen|wollt|wollte|wollten|soll|sollst|sollen|sollt|sollte|solltest|sollten|darf|darfst|dürfen|dürft|möchte|möchtest|möchten|möchtet|werde|wirst|wird|werden|werdet|würde|würdest|würden|würdet)$/;
const HABEN = /^(habe|hast|hat|haben|habt|hatte|hattest|hatten|hattet|hätte|hättest|hätten)$/;

/** The clause around i, between punctuation. */
function clauseBounds(ctx: RuleContext, i: number): [number, number] {
  let from = i;
  while (from > 0 && !ctx.endsClause(from - 1)) from--;
  let to = i;
  while (to < ctx.tokens.length - 1 && !ctx.endsClause(to)) to++;
  return [from, to];
}

/** The reflexive pronoun for the subject of the finite verb at v: a pronoun before it (at the clause's start) or right after it, or a noun phrase opening the sentence. */
function readSubject(ctx: RuleContext, v: number, from: number): { at: number; reflexive: string; after: boolean } | undefined {
  const before = ctx.word(v - 1);
  if (v - 1 === from && REFLEXIVE_FOR[before] && ctx.joined(v - 1)) return { at: v, reflexive: REFLEXIVE_FOR[before]!, after: false };
  const next = ctx.word(v + 1);
  if (REFLEXIVE_FOR[next] && ctx.tokens[v + 1]!.text === next && ctx.joined(v)) return { at: v + 1, reflexive: REFLEXIVE_FOR[next]!, after: true };
  if (from === v - 1 || !ctx.startsSentence(from)) return undefined;
  const noun = readGermanNounSubject(ctx, from);
  return noun && noun.end === v - 1 ? { at: v, reflexive: 'sich', after: false } : undefined;
}

/**
 * "Ich muss beeilen, sonst …" → "Ich muss mich beeilen": a verb used only reflexively (sich beeilen, sich erholen,
 * sich verspäten…) closing its clause as an infinitive after a modal or "werden", or as a participle after
 * "haben", with no reflexive pronoun in the clause; the pronoun of the subject goes after the finite verb, or after
 * the subject when it follows the verb ("Heute muss ich mich beeilen"). "Ich bin erkältet" (a state) stays.
 */
export const REFLEXIVE_VERB_MISSING_PRONOUN: IntlRule = defineRule({
  id: 'de/reflexive-verb-missing-pronoun',
  name: 'Reflexive pronoun of sich beeilen, sich erholen',
  message: 'This verb is always used with a reflexive pronoun: "ich muss mich beeilen", "er hat sich gut erholt".',
  at: (ctx, i) => {
    const modal = MODALS.test(ctx.word(i));
    if (!modal && !HABEN.test(ctx.word(i))) return undefined;
    const [from, to] = clauseBounds(ctx, i);
    if (to <= i || to - from > 14 || !ctx.joinedRun(from, to)) return undefined;
    const last = ctx.tokens[to]!;
    if (last.text !== last.lower) return undefined;
    const lemma = modal
      ? germanVerbs().read(last.lower).some((r) => r.tense === 0 && r.person === 5 && ALWAYS_REFLEXIVE.has(r.lemma)) && last.lower.endsWith('en') ? last.lower : undefined
      : readParticipleLemma(last.lower);
    if (!lemma || !ALWAYS_REFLEXIVE.has(lemma)) return undefined;
    for (let k = from; k <= to; k++) if (REFLEXIVES.test(ctx.word(k))) return undefined;
    const subject = readSubject(ctx, i, from);
    if (!subject) return undefined;
    const token = ctx.tokens[subject.at]!;
    return { from: subject.at, to: subject.at, replacements: [`${token.text} ${subject.reflexive}`] };
  },
});
