import { defineRule, type IntlRule, type RuleContext } from '../intl-rule';
import { measureEditDistance } from '../../combine/rank-spelling';
import { frenchVerbs, isParticiple } from './agreement-rules';
import { ADJECTIVES, BOTH_ARTICLES, findNoun, findNumberOnlyNoun, type Gender, inflectAdjective, type NounReading, startsWithVowelSound } from './lexicon';
import { isAdverbialUse } from './adverbial-adjective';

/** Determiners that show gender, as masculine:feminine. */
const DETERMINERS: Record<string, { m: string; f: string; gender: Gender }> = {
  le: { m: 'le', f: 'la', gender: 'm' },
  la: { m: 'le', f: 'la', gender: 'f' },
  un: { m: 'un', f: 'une', gender: 'm' },
  une: { m: 'un', f: 'une', gender: 'f' },
  ce: { m: 'ce', f: 'cette', gender: 'm' },
  cet: { m: 'cet', f: 'cette', gender: 'm' },
  cette: { m: 'ce', f: 'cette', gender: 'f' },
  mon: { m: 'mon', f: 'ma', gender: 'm' },
  ma: { m: 'mon', f: 'ma', gender: 'f' },
  ton: { m: 'ton', f: 'ta', gender: 'm' },
  ta: { m: 'ton', f: 'ta', gender: 'f' },
  son: { m: 'son', f: 'sa', gender: 'm' },
  sa: { m: 'son', f: 'sa', gender: 'f' },
};
const SUBJECTS = new Set(['je', 'tu', 'il', 'elle', 'on', 'nous', 'vous', 'ils', 'elles', 'ne', 'me', 'te']);
const STARTS_WITH_VOWEL = { test: startsWithVowelSound };

/** The noun a determiner at i introduces, with one adjective allowed in between ("une petite maison"). */
function findNounAfter(ctx: RuleContext, i: number): { index: number; gender: Gender; plural: boolean } | undefined {
  for (const k of [i + 1, i + 2]) {
    if (!ctx.joinedRun(i, k)) return undefined;
    // Many adjectives are nouns too (un petit): an adjective followed by a noun is the adjective.
    // A word that is a noun too is read as the noun unless it usually stands before one ("le composant racine").
    const after = isPrenominal(ctx.word(k)) && ctx.joined(k) && !isAcronym(ctx, k + 1) ? findNoun(ctx.word(k + 1)) : undefined;
    if (after) return { index: k + 1, ...after };
    // "sa propre page": a prenominal adjective before a noun the lexicon lacks is still that adjective, not the noun "propre".
    if (isPrenominal(ctx.word(k)) && ctx.joined(k) && /^\p{L}{3,}$/u.test(ctx.word(k + 1))) return undefined;
    const noun = isAcronym(ctx, k) ? undefined : findNoun(ctx.word(k));
    if (noun) return { index: k, ...noun };
    if (!ADJECTIVES.has(ctx.word(k))) return undefined;
  }
  return undefined;
}

/** Determiners that make the noun phrase plural; numbers too. */
const PLURAL_DETERMINERS = new Set(['les', 'aux', 'des', 'mes', 'tes', 'ses', 'nos', 'vos', 'leurs', 'ces', 'plusieurs', 'quelques', 'deux', 'trois', 'quatre', 'cinq', 'six', 'sept', 'huit', 'neuf', 'dix', 'vingt', 'cent', 'certains', 'certaines']);
// Every simple number word: they are invariable ("ses cinquante ans" is no noun "cinquante" to put in the plural).
const NUMBERS = new Set(['deux', 'trois', 'quatre', 'cinq', 'six', 'sept', 'huit', 'neuf', 'dix', 'onze', 'douze', 'treize', 'quatorze', 'quinze', 'seize', 'vingt', 'trente', 'quarante', 'cinquante', 'soixante', 'cent', 'cents', 'mille']);
// Not "si": it is far more often "if" ("dans les Effets si aucune…").
const DEGREE_ADVERBS = new Set(['très', 'trop', 'assez', 'vraiment', 'tellement', 'plutôt', 'peu']);
const CLITICS = new Set(['me', 'te', 'se', 'nous', 'vous', 'ne', 'lui', 'leur', 'y', 'en']);

/** Adjectives that usually stand before the noun (une petite maison, un vieil ami). */
const PRENOMINAL = new Set('petit grand gros beau bel joli bon mauvais jeune vieux vieil nouveau nouvel long haut premier dernier autre meilleur même vrai seul cher ancien pauvre prochain faux excellent énorme véritable gentil court large double demi fameux brave propre simple pur'.split(' '));

/**
 * An adjective before a noun: any adjective the lexicon knows only as one, and the usual
 * prenominal ones when the word is a noun too; "ma voisine joue" is a noun and a verb, not
 * an adjective and the noun "joue".
 */
function isPrenominal(word: string): boolean {
  const forms = ADJECTIVES.get(word);
  return forms !== undefined && (findNoun(word) === undefined || PRENOMINAL.has(forms.m));
}

export interface NounPhrase {
  index: number;
  noun: NounReading;
  /** From the determiner: true for les/des…, false for le/la/un…, undefined for leur and numbers' absence. */
  plural: boolean | undefined;
  adjectives: number[];
}

/** "det [adj] noun [adj]" from a determiner at i, joined by spaces only. */
/** An adjective form that is plural and no singular of it ("nouveaux", "belles"; not "vieux", "gris"). */
function isPluralOnlyAdjective(word: string): boolean {
  const forms = ADJECTIVES.get(word);
  return forms !== undefined && (word === forms.mp || word === forms.fp) && word !== forms.m && word !== forms.f;
}

export function readNounPhrase(ctx: RuleContext, i: number): NounPhrase | undefined {
  const det = ctx.word(i);
  // notre, votre, leur, chaque: singular determiners that do not show gender.
  // "de nouveaux maillots", "de belles robes": "de" before a prenominal adjective written only in the plural is
  // the plural indefinite article ("de nouveau" alone is the adverb "again", and "vieux" is both numbers).
  const pluralDe = det === 'de' && ctx.joinedRun(i, i + 1) && isPluralOnlyAdjective(ctx.word(i + 1)) && isPrenominal(ctx.word(i + 1));
  const plural = PLURAL_DETERMINERS.has(det) || pluralDe ? true : DETERMINERS[det] || /^(notre|votre|leur|chaque)$/.test(det) ? false : undefined;
  if (plural === undefined) return undefined;
  let k = i + 1;
  // "mes deux fils", "les trois premières semaines": a number after the determiner.
  // "deux mille euros", "trois cents pages": "mille" and "cent" after a number are part of it, no noun.
  if (plural && NUMBERS.has(ctx.word(k)) && (!NUMBERS.has(det) || /^(mille|cent|cents)$/.test(ctx.word(k))) && ctx.joined(i)) k++;
  const adjectives: number[] = [];
  if (isPrenominal(ctx.word(k)) && ctx.joined(k) && findNoun(ctx.word(k + 1))) adjectives.push(k++);
  // An acronym (API, HTML) is not the French word the lexicon may spell the same way.
  const noun = ctx.joinedRun(i, k) && !isAcronym(ctx, k) ? (findNoun(ctx.word(k)) ?? readGenderFromDeterminer(det, ctx.word(k))) : undefined;
  if (!noun) return undefined;
  if (ctx.joined(k) && ADJECTIVES.has(ctx.word(k + 1))) adjectives.push(k + 1);
  // "un musée très intéressant": one adverb of degree may stand before the adjective.
  else if (DEGREE_ADVERBS.has(ctx.word(k + 1)) && ctx.joinedRun(k, k + 1) && ADJECTIVES.has(ctx.word(k + 2))) adjectives.push(k + 2);
  return { index: k, noun, plural, adjectives };
}

const TWO_MEANINGS = new Set(['livre', 'poste']);

/**
 * "un livre", "une élève": a noun of both genders (or meanings) takes the gender its singular determiner
 * shows, so its adjective can still be checked ("un livre très intéressante").
 */
function readGenderFromDeterminer(det: string, word: string): NounReading | undefined {
  const gendered = DETERMINERS[det];
  // "livre", "poste": a word of two meanings whose usual one is masculine (the book, the job). A feminine
  // determiner may be the slip ("une livre très intéressant" for "un livre"), so only a masculine one decides.
  if (gendered?.gender === 'f' && TWO_MEANINGS.has(word)) return undefined;
  const noun = gendered ? findNumberOnlyNoun(word) : undefined;
  return gendered && noun ? { gender: gendered.gender, plural: false, invariant: false, singular: word, pluralForm: noun.pluralForm } : undefined;
}

/** "les enfant", "trois élève": a determiner and a noun of both genders, read for its number only. */
function readNumberOnlyPhrase(ctx: RuleContext, i: number): { index: number; plural: boolean; noun: { plural: boolean; invariant: boolean; pluralForm: string } } | undefined {
  if (!PLURAL_DETERMINERS.has(ctx.word(i)) || !ctx.joined(i)) return undefined;
  const noun = findNumberOnlyNoun(ctx.word(i + 1));
  return noun && { index: i + 1, plural: true, noun: { ...noun, invariant: false } };
}

function fixDeterminer(word: string, gender: Gender, next: string): string {
  const forms = DETERMINERS[word]!;
  // Before a vowel the masculine forms serve both genders (mon amie), and ce becomes cet.
  if (gender === 'f' && STARTS_WITH_VOWEL.test(next) && ['mon', 'ton', 'son'].includes(word)) return word;
  if (gender === 'm' && forms.m === 'ce' && STARTS_WITH_VOWEL.test(next)) return 'cet';
  return forms[gender];
}

/**
 * Colours named after a thing (a chestnut, an orange, a cherry) do not agree: "des chaussures marron",
 * "des chaussettes orange" (rose, mauve, fauve, pourpre and écarlate do, and are not listed).
 */
const INVARIABLE_COLOURS = new Set(
  'marron orange cerise kaki noisette crème olive saumon turquoise bordeaux émeraude citron moutarde caramel chocolat ivoire ocre sable framboise prune corail champagne lavande abricot indigo chamois acajou ardoise'.split(' '),
);

function isAdjectiveForm(word: string, gender: Gender, plural: boolean, invariant = false): boolean {
  const forms = ADJECTIVES.get(word);
  if (!forms) return true;
  // bel, nouvel, vieil are masculine forms before a vowel.
  if (/^(bel|nouvel|vieil|fol|mol)$/.test(word)) return !plural;
  // Masculine and feminine may coincide (jeune, rouge): then only the number is checked.
  if (forms.m === forms.f) return word === (plural ? forms.mp : forms.m) || invariant;
  // An invariant noun (prix) takes its number from the determiner, which this rule does not see.
  return inflectAdjective(forms, gender, plural) === word || (invariant && inflectAdjective(forms, gender, !plural) === word);
}

/** A noun written in capitals (API, HTML): an acronym the lexicon may read as another word. */
export function isAcronym(ctx: RuleContext, k: number): boolean {
  const text = ctx.tokens[k]?.text ?? '';
  return text.length > 1 && text === text.toUpperCase();
}

/** Adjectives used as adverbs after an adverb of degree: "garder la barre très haut", "coûter trop cher". */
const ADVERBIAL = new Set(['haut', 'bas', 'fort', 'cher', 'clair', 'juste', 'faux', 'dur', 'net']);
/** Nouns set after another noun as a label, not adjectives: "la fonction composant", "les côtés client", "des mots clés". */
const APPOSITIVE = new Set(['composant', 'client', 'clé', 'type', 'modèle', 'pilote', 'témoin', 'limite', 'phare', 'culte', 'standard', 'record', 'parent', 'enfant']);
/** Comparatives in -eur, adjectives first: all other words in -eur are nouns used in apposition ("l'interface utilisateur"). */
const EUR_ADJECTIVES = new Set(['meilleur', 'supérieur', 'inférieur', 'extérieur', 'intérieur', 'antérieur', 'postérieur', 'majeur', 'mineur', 'ultérieur']);

/**
 * Whether the word at k after a noun is surely its adjective: not a capitalised word inside the
 * sentence ("les Composants Serveur"), not a noun in -eur in apposition ("interface utilisateur"),
 * not an adverbial "très haut", not the finite verb of a subject noun phrase ("chaque composant dispose").
 */
function isCheckableAdjective(ctx: RuleContext, start: number, k: number, noun: number): boolean {
  const token = ctx.tokens[k]!;
  const word = token.lower;
  const forms = ADJECTIVES.get(word)!;
  if (/^\p{Lu}/u.test(token.text) || (word === 'nulle' && ctx.word(k + 1) === 'part') || APPOSITIVE.has(forms.m)) return false;
  if (/eurs?$/.test(word) && findNoun(forms.m) && !EUR_ADJECTIVES.has(forms.m)) return false;
  if (k > noun + 1 && ADVERBIAL.has(forms.m)) return false;
  // "les poubelles juste avant le passage": the plain form before a preposition or adverb is an adverb.
  if (isAdverbialUse(ctx, k, forms.m)) return false;
  const subject = start === 0 || !/^[ \t]+$/.test(ctx.gapBefore(start)) || ctx.word(start) === 'chaque' || /^(que|qu['’].*)$/.test(ctx.word(start - 1));
  const verbForm = frenchVerbs().read(word).some((r) => r.person === 2 || r.person === 5);
  // A verb form with an object or adverb after it is the verb ("le bouton active bien le champ");
  // so is a participle in -ant with its object ("les changements proposant un codemod").
  const objectAfter = ctx.joined(k) && /^(le|la|les|l['’].*|un|une|des|du|bien|pas|plus|toujours|aussi|son|sa|ses|leur|leurs)$/.test(ctx.word(k + 1));
  if ((verbForm || /ants?$/.test(word)) && objectAfter) return false;
  return !(subject && k === noun + 1 && verbForm);
}

/**
 * The noun that a phrase opening with "au", "aux", "du", "des" (a preposition joined to its article) completes:
 * "une tarte | aux pommes", "le jus | du citron". Its gender and number, or undefined when the word before is no noun.
 */
function readComplementHead(ctx: RuleContext, i: number): { gender: Gender; plural: boolean } | undefined {
  if (!/^(au|aux|du|des)$/.test(ctx.word(i)) || !ctx.joinedRun(i - 2, i - 1)) return undefined;
  return readHeadNoun(ctx.word(i - 2), ctx.word(i - 1));
}

/**
 * A noun after its own determiner ("une tarte", "la glace"), with its gender and number: a head that a complement
 * and an adjective may follow. "avons passé des vacances" has no determiner before "passé" (the lexicon's "le passé").
 */
export function readHeadNoun(determiner: string, word: string): { gender: Gender; plural: boolean } | undefined {
  if (!/^(un|une|le|la|les|des|mon|ma|mes|ton|ta|tes|son|sa|ses|notre|nos|votre|vos|leur|leurs|ce|cet|cette|ces)$/.test(determiner)) return undefined;
  const noun = findNoun(word);
  if (!noun?.gender || noun.invariant || isParticiple(word)) return undefined;
  return { gender: noun.gender, plural: noun.plural };
}

/** "beaucoup de villes intéressantes": after a quantity, "de", a noun and its adjective. */
function readQuantityPhrase(ctx: RuleContext, i: number): NounPhrase | undefined {
  if (ctx.word(i) !== 'de' || !/^(beaucoup|peu|trop|assez|combien|plein|tant|autant)$/.test(ctx.word(i - 1)) || !ctx.joinedRun(i - 1, i + 1)) return undefined;
  const noun = findNoun(ctx.word(i + 1));
  if (!noun || !ctx.joined(i + 1) || !ADJECTIVES.has(ctx.word(i + 2))) return undefined;
  return { index: i + 1, noun, plural: undefined, adjectives: [i + 2] };
}

/**
 * Adjectives joined by "et" after the last word of a noun phrase ("une fille sympathique et très
 * intelligente"): each agrees with the noun. Not when a noun follows ("et grand frère"): another phrase.
 */
function coordinated(ctx: RuleContext, last: number): number[] {
  if (last <= 0 || ctx.word(last + 1) !== 'et' || !ctx.joinedRun(last, last + 1) || !ADJECTIVES.has(ctx.word(last))) return [];
  let k = last + 2;
  while (DEGREE_ADVERBS.has(ctx.word(k)) && ctx.joined(k - 1)) k++;
  if (!ctx.joinedRun(last + 1, k) || !ADJECTIVES.has(ctx.word(k)) || findNoun(ctx.word(k)) || (ctx.joined(k) && findNoun(ctx.word(k + 1)))) return [];
  return [k];
}

const PRONOUN_SUBJECTS = /^(il|elle|on|qui|ça|cela|ils|elles)$/;

/**
 * "Elle ma envoyé", "on ta dit": after a subject pronoun, "ma"/"ta" before a past participle that is
 * no noun are "m'a"/"t'a"; "Mon frère ces cassé": "ces" after a noun or pronoun subject, before such a
 * participle, is "s'est". The fix, or undefined.
 */
function readElidedAuxiliary(ctx: RuleContext, i: number): string | undefined {
  const fix = ({ ma: "m'a", ta: "t'a", ces: "s'est", ses: "s'est" } as Record<string, string>)[ctx.word(i)];
  const next = ctx.word(i + 1);
  if (!fix || !ctx.joinedRun(i - 1, i + 1) || !isParticiple(next)) return undefined;
  // A participle that is also a noun ("un envoyé", "le cassé") only when the determiner cannot go with it:
  // "ma" before a masculine, "ces" before a singular.
  const noun = findNoun(next);
  if (fix === "s'est" ? /[sx]$/.test(next) : noun !== undefined && noun.gender !== 'm') return undefined;
  const before = ctx.word(i - 1);
  // A noun or a name before it is the subject as well: "Mon voisin ma donné", "Le film ma plu".
  const subject = PRONOUN_SUBJECTS.test(before) || ((findNoun(before) !== undefined || /^\p{Lu}/u.test(ctx.tokens[i - 1]!.text)) && !/^(de|à|pour|avec|par|sur|dans|chez|sans|sous)$/.test(before));
  return subject ? fix : undefined;
}

export const NOUN_PHRASE_RULES: IntlRule[] = [
  defineRule({
    id: 'fr/elided-auxiliary',
    name: "m'a, t'a, s'est",
    message: 'Before a past participle this is the verb with its pronoun: "elle m\'a envoyé", "il s\'est cassé".',
    at: (ctx, i) => {
      const fix = readElidedAuxiliary(ctx, i);
      return fix ? { from: i, to: i, replacements: [fix] } : undefined;
    },
  }),
  defineRule({
    id: 'fr/noun-gender',
    name: 'Article matches the noun',
    message: 'The determiner does not match the gender of the noun.',
    at: (ctx, i) => {
      const det = DETERMINERS[ctx.word(i)];
      const noun = det && findNounAfter(ctx, i);
      if (!det || !noun || noun.plural || readElidedAuxiliary(ctx, i)) return undefined;
      // "une super soirée", "un mini frigo": a word before a noun of the determiner's own gender is an
      // adjective there (le super, la mini are other words), so the determiner is right.
      const following = ctx.joined(noun.index) ? findNoun(ctx.word(noun.index + 1)) : undefined;
      if (following && !following.plural && following.gender === det.gender && following.gender !== noun.gender && !ADJECTIVES.has(ctx.word(noun.index + 1))) return undefined;
      // "la ministre", "une professeur": nouns of office the lexicon lists as masculine take both articles today.
      if (BOTH_ARTICLES.has(ctx.word(noun.index))) return undefined;
      // "la mieux payée", "la plus belle": after the article, "mieux", "plus" and "moins" form a superlative, not a noun.
      // ("La mieux est…" has the noun: a finite verb follows it.)
      if (/^(mieux|plus|moins)$/.test(ctx.word(noun.index)) && ctx.joined(noun.index) && frenchVerbs().read(ctx.word(noun.index + 1)).length === 0) return undefined;
      // "je la livre": after a subject, le/la are object pronouns before a verb; so after "peux-tu",
      // "veux-tu" or a modal, before an infinitive ("peux-tu la dire": the pronoun is wrong, not its gender).
      if (['le', 'la'].includes(ctx.word(i)) && SUBJECTS.has(ctx.word(i - 1))) return undefined;
      if (['le', 'la', 'les'].includes(ctx.word(i)) && (/-(tu|vous|il|elle|on|nous|ils|elles)$/.test(ctx.word(i - 1)) || /^(peux|peut|veux|veut|dois|doit|vais|va|pouvez|voulez|devez|allez)$/.test(ctx.word(i - 1))) && /(er|ir|re)$/.test(ctx.word(i + 1))) return undefined;
      const fix = fixDeterminer(ctx.word(i), noun.gender, ctx.word(i + 1));
      if (fix === ctx.word(i) || (noun.gender === 'm' && ctx.word(i) === 'cet')) return undefined;
      // "Mon frère ce lève": inside a sentence, "ce" that does not fit the word after it, a verb form
      // too, is the reflexive "se" ("il se lève"), not a determiner of the noun "lève".
      const previous = ctx.word(i - 1);
      // A noun the lexicon lacks counts after its determiner ("mon colocataire ce lève").
      const nounLike = findNoun(previous) !== undefined || (DETERMINERS[ctx.word(i - 2)] !== undefined && ctx.joined(i - 2) && /^\p{Ll}+$/u.test(previous));
      const afterSubject = SUBJECTS.has(previous) || (nounLike && frenchVerbs().read(previous).length === 0);
      if (ctx.word(i) === 'ce' && i > 0 && afterSubject && frenchVerbs().read(ctx.word(i + 1)).length > 0) {
        return { from: i, to: i, replacements: ['se'], message: "Before a verb, the reflexive pronoun is 'se' ('il se lève'); 'ce' goes before a noun." };
      }
      // "à la cours" → "au cours", "de la cours" → "du cours": a masculine article after à or de contracts.
      if (fix === 'le' && /^(à|de)$/.test(previous) && ctx.joined(i - 1)) {
        const contracted = previous === 'à' ? 'au' : 'du';
        return { from: i - 1, to: i, replacements: [ctx.tokens[i - 1]!.text === 'À' ? 'Au' : ctx.tokens[i - 1]!.text === 'De' ? 'Du' : contracted] };
      }
      return { from: i, to: i, replacements: [fix] };
    },
  }),
  defineRule({
    id: 'fr/adjective-agreement',
    name: 'Adjective agrees with the noun',
    message: 'The adjective does not agree with the noun in gender or number.',
    confidence: 0.75,
    // Only inside a noun phrase that opens with a determiner ("une robe bleu"): without one, a
    // word the lexicon calls a noun is too often something else (personne, rien).
    at: (ctx, i) => {
      const phrase = readNounPhrase(ctx, i) ?? readQuantityPhrase(ctx, i);
      if (!phrase || phrase.noun.gender === undefined || isAcronym(ctx, phrase.index)) return undefined;
      const plural = phrase.plural ?? phrase.noun.plural;
      // "son comportement et son apparence propres": a plural adjective may agree with two nouns.
      const afterAnd = /^(et|ou)$/.test(ctx.word(i - 1));
      // "à la fois superflu": "fois" opens adverbial phrases, not a noun with its adjective.
      if (phrase.noun.singular === 'fois') return undefined;
      for (const k of [...phrase.adjectives, ...coordinated(ctx, Math.max(phrase.index, ...phrase.adjectives))]) {
        const word = ctx.word(k);
        const forms = ADJECTIVES.get(word);
        // sauf, vu, excepté: adjectives the lexicon knows that are here prepositions ("tous les jours sauf le dimanche").
        // "les yeux marrons": a colour named after a thing takes no -s.
        if (word.endsWith('s') && INVARIABLE_COLOURS.has(word.slice(0, -1))) return { from: k, to: k, replacements: [word.slice(0, -1)] };
        // "plein de" is mostly the quantity ("plein de gens"); right after its noun and before "de" it is the adjective
        // and agrees ("une salle pleine d'étudiants"), but not in "plein de fois".
        const fullOf = word === 'plein' && k === phrase.index + 1 && /^(de|d['’].+)$/.test(ctx.word(k + 1)) && ctx.joined(k) && !/^(fois|temps|choses)$/.test(ctx.word(k + 2));
        if (!forms || INVARIABLE_COLOURS.has(word) || (/^(sauf|vu|excepté|passé|compris|plein)$/.test(word) && !fullOf) || isAdjectiveForm(word, phrase.noun.gender, plural, false)) continue;
        if (!isCheckableAdjective(ctx, i, k, phrase.index) || (afterAnd && !plural && word === forms.mp) || (afterAnd && !plural && word === forms.fp)) continue;
        const own = inflectAdjective(forms, phrase.noun.gender, plural);
        // "une tarte aux pommes délicieuse": after a complement of another noun the adjective may describe that noun
        // ("tarte"); when it fits it, it stays, and when it fits neither, both forms are offered, the one closer to
        // what was written first ("délicieux" → "délicieuse" before "délicieuses").
        const head = k === phrase.index + 1 ? readComplementHead(ctx, i) : undefined;
        if (head && isAdjectiveForm(word, head.gender, head.plural, false)) continue;
        const other = head ? inflectAdjective(forms, head.gender, head.plural) : own;
        const replacements = [own, other].sort((a, b) => measureEditDistance(word, a) - measureEditDistance(word, b));
        return { from: k, to: k, replacements: [...new Set(replacements)] };
      }
      return undefined;
    },
  }),
  defineRule({
    id: 'fr/plural-after-determiner',
    name: 'Plural noun after a plural determiner',
    message: 'After "les", "des", "mes", "ces" or a number, the noun is plural.',
    at: (ctx, i) => {
      // "les deux jour": the phrase read from "les" covers the number after it; read from "deux" too it would be reported twice.
      if (NUMBERS.has(ctx.word(i)) && PLURAL_DETERMINERS.has(ctx.word(i - 1)) && ctx.joined(i - 1)) return undefined;
      const phrase = readNounPhrase(ctx, i) ?? readNumberOnlyPhrase(ctx, i);
      if (!phrase || phrase.plural !== true || phrase.noun.plural || phrase.noun.invariant || isAcronym(ctx, phrase.index) || readElidedAuxiliary(ctx, i)) return undefined;
      // "leurs maison" is more often one house of several owners: fr/leur-leurs changes the determiner.
      if (ctx.word(i) === 'leurs') return undefined;
      // "tous les deux ensemble": after the pronoun "tous les deux", "ensemble" is the adverb (together), no noun.
      if (phrase.noun.pluralForm === 'ensembles' && /^(tous|toutes)$/.test(ctx.word(phrase.index - 3)) && NUMBERS.has(ctx.word(phrase.index - 1))) return undefined;
      // "je les porte": les after a subject is an object pronoun.
      if (SUBJECTS.has(ctx.word(i - 1)) || CLITICS.has(ctx.word(i - 1))) return undefined;
      return { from: phrase.index, to: phrase.index, replacements: [phrase.noun.pluralForm] };
    },
  }),
  defineRule({
    id: 'fr/ma-mon',
    name: 'mon before a vowel',
    message: 'Before a vowel, "ma", "ta", "sa" become "mon", "ton", "son" (mon amie).',
    at: (ctx, i) => {
      const fix = ({ ma: 'mon', ta: 'ton', sa: 'son' } as Record<string, string>)[ctx.word(i)];
      return fix && ctx.joined(i) && /^[aeiouyâàéèêîôœ]/.test(ctx.word(i + 1)) && !readElidedAuxiliary(ctx, i) ? { from: i, to: i, replacements: [fix] } : undefined;
    },
  }),
  defineRule({
    id: 'fr/ce-cet',
    name: 'cet before a vowel',
    message: 'Before a masculine word starting with a vowel or silent h, "ce" becomes "cet".',
    at: (ctx, i) => {
      if (ctx.word(i) !== 'ce' || !ctx.joined(i)) return undefined;
      const next = ctx.word(i + 1);
      const noun = findNoun(next);
      const masculine = noun ? noun.gender === 'm' : ADJECTIVES.has(next);
      return masculine && STARTS_WITH_VOWEL.test(next) ? { from: i, to: i, replacements: ['cet'] } : undefined;
    },
  }),
  defineRule({
    id: 'fr/bel-nouvel',
    name: 'bel, nouvel, vieil before a vowel',
    message: 'Before a masculine noun starting with a vowel: "bel", "nouvel", "vieil".',
    at: (ctx, i) => {
      const fix = ({ beau: 'bel', nouveau: 'nouvel', vieux: 'vieil' } as Record<string, string>)[ctx.word(i)];
      const noun = fix && ctx.joined(i) ? findNoun(ctx.word(i + 1)) : undefined;
      return fix && noun?.gender === 'm' && !noun.plural && STARTS_WITH_VOWEL.test(ctx.word(i + 1)) ? { from: i, to: i, replacements: [fix] } : undefined;
    },
  }),
];
