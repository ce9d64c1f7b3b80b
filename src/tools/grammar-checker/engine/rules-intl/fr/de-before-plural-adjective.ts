import { defineRule, type IntlRule, type RuleContext } from '../intl-rule';
import { ADJECTIVES, findNoun, inflectAdjective } from './lexicon';
import { frenchVerbs } from './agreement-rules';

/**
 * "Elle a acheté des nouvelles chaussures" → "de nouvelles chaussures": in written French the plural indefinite "des"
 * becomes "de" before an adjective placed before its noun (Académie française, "Dire, ne pas dire": "de" is the rule
 * of careful usage, "des" is spoken; Grevisse, Le Bon Usage §584). Kept narrow so it never touches a right sentence:
 * - only adjectives that stand before the noun and form no fixed pair with it: "petit", "grand" and "jeune" are left
 *   out, as "des petits pois", "des jeunes gens", "des grands magasins" keep "des";
 * - only after a form of "avoir" or a participle conjugated with it ("ont acheté des"), where "des" is the indefinite
 *   article; after a noun or a verb taking "de" it is "de" + "les" and must stay ("le prix des nouvelles voitures",
 *   "Il a parlé des nouvelles règles");
 * - a noun must follow ("Il a des nouvelles de Paul": "nouvelles" is news).
 */
const BEFORE_NOUN = new Set(['nouveau', 'bon', 'beau', 'mauvais', 'vieux', 'gros', 'long', 'vrai', 'excellent', 'joli', 'faux', 'nombreux']);
const AVOIR = /^(?:[jmtlsn]['’])?(a|ai|as|avons|avez|ont|avait|avais|avions|aviez|avaient|aura|aurai|auras|aurons|aurez|auront|aurait|aurais|aurions|auriez|auraient|avoir|ayant|eu)$/;
/** Verbs followed by "de": after their participle, "des" is "de" + "les". */
const TAKES_DE = /^(parlé|discuté|rêvé|profité|manqué|changé|besoin|peur|envie|hérité|douté|joué|ri|souri|abusé|témoigné|souffert|traité|dépendu|parlées?|soucié|occupé|moqué|plaint|souvenu)$/;
const ADVERBS = /^(déjà|jamais|pas|plus|souvent|toujours|enfin|aussi|encore|bien|vite)$/;
const FIXED_PAIRS = /^(bons mots|bonnes femmes|vieilles filles|beaux-arts|mauvaises herbes|vieux jours|bons points|bonnes œuvres)$/;

function followsAvoir(ctx: RuleContext, i: number): boolean {
  const before = ctx.word(i - 1);
  if (!ctx.joined(i - 1) || TAKES_DE.test(before)) return false;
  if (AVOIR.test(before)) return true;
  // A participle right after an avoir form, maybe with an adverb between: "a acheté des", "avons déjà vu des".
  if (!/(é|i|u|t|s)$/.test(before)) return false;
  for (let k = i - 2; k >= i - 3 && k >= 0 && ctx.joined(k); k--) {
    if (AVOIR.test(ctx.word(k))) return true;
    if (!ADVERBS.test(ctx.word(k))) return false;
  }
  return false;
}

/**
 * Verbs whose object is direct, so that "des" after them is the indefinite article too: "Elle porte des vieux
 * vêtements", "On cherche des bons restaurants" (session 43; before, only after avoir). Not verbs that take "de".
 */
const DIRECT_OBJECT_VERBS = new Set(['acheter', 'voir', 'trouver', 'vendre', 'offrir', 'porter', 'prendre', 'recevoir', 'chercher', 'préparer', 'manger', 'boire', 'donner', 'mettre', 'cuisiner', 'choisir', 'conseiller', 'proposer', 'lire', 'écrire', 'faire', 'garder', 'planter', 'louer', 'commander']);

function followsDirectObjectVerb(ctx: RuleContext, i: number): boolean {
  let k = i - 1;
  while (k > 0 && ADVERBS.test(ctx.word(k)) && ctx.joined(k)) k--;
  if (!ctx.joinedRun(k, i) || ctx.tokens[k]?.text !== ctx.word(k)) return false;
  // "ce sont des", "voici des": the article as well.
  if (/^(voici|voilà)$/.test(ctx.word(k)) || (ctx.word(k) === 'sont' && ctx.word(k - 1) === 'ce' && ctx.joined(k - 1))) return true;
  return frenchVerbs().slots(ctx.word(k)).some((s) => DIRECT_OBJECT_VERBS.has(s.lemma));
}

/** "des" + adjective + noun to mend at i, with the adjective as the writer wrote it and as it should be. */
function readDesBeforeAdjective(ctx: RuleContext, i: number): { written: string; wanted: string } | undefined {
  if (ctx.word(i) !== 'des' || !ctx.joinedRun(i, i + 2)) return undefined;
  const forms = ADJECTIVES.get(ctx.word(i + 1));
  if (!forms || !BEFORE_NOUN.has(forms.m)) return undefined;
  const noun = findNoun(ctx.word(i + 2));
  if (!noun || !noun.plural || ADJECTIVES.has(ctx.word(i + 2))) return undefined;
  if (FIXED_PAIRS.test(`${ctx.word(i + 1)} ${ctx.word(i + 2)}`) || /^-/.test(ctx.gapAfter(i + 2))) return undefined;
  if (!followsAvoir(ctx, i) && !followsDirectObjectVerb(ctx, i)) return undefined;
  return { written: ctx.word(i + 1), wanted: inflectAdjective(forms, noun.gender, true) };
}

const MESSAGE = 'Before an adjective that comes before its noun, careful written French uses "de", not "des": "de nouvelles chaussures", "de bons conseils" ("des" is common in speech).';

/** One card for both cases; `agrees` says which one the rule takes, `confidence` how sure it is. */
function defineDeBeforeAdjective(agrees: boolean, confidence: number): IntlRule {
  return defineRule({
    id: 'fr/de-before-plural-adjective',
    name: 'de before an adjective',
    message: MESSAGE,
    confidence,
    at: (ctx, i) => {
      const found = readDesBeforeAdjective(ctx, i);
      return found && (found.written === found.wanted) === agrees ? { from: i, to: i + 1, replacements: [`de ${found.wanted}`] } : undefined;
    },
  });
}

/** The adjective agrees: only the register is at stake, so the card is shown and not applied on its own. */
export const DE_BEFORE_PLURAL_ADJECTIVE: IntlRule = defineDeBeforeAdjective(true, 0.7);

/**
 * "des bon conseils": the adjective does not agree either. The whole fix "de bons" must win over the agreement rule's
 * "bons" on the same words (the merge keeps the surer card), so it is as sure as that rule.
 */
export const DE_BEFORE_UNAGREED_ADJECTIVE: IntlRule = defineDeBeforeAdjective(false, 0.8);
