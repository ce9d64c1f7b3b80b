import { lazily, readDataLines } from '../lexicon/read-lexicon';

export type Gender = 'm' | 'f';

function listWords(words: string): string[] {
  return words.split(/\s+/).filter(Boolean);
}

export interface NounReading {
  gender: Gender;
  plural: boolean;
  /** Same form in both numbers (prix, voix): the number comes from the determiner. */
  invariant: boolean;
  singular: string;
  pluralForm: string;
}

/**
 * Words the Lefff also lists as nouns (la note "la", la une, le sur) that are nearly always
 * function words in a learner's text: never read as nouns.
 */
const FUNCTION_WORDS = new Set(
  listWords(`le la les un une des du de au aux mon ma mes ton ta tes son sa ses notre nos votre vos leur leurs ce cet cette ces
  sur sous pour par avec sans dans en entre vers chez après avant devant derrière contre selon pendant depuis plus moins très trop
  personne rien tout tous toute toutes quel quelle quels quelles tel telle tels telles même autre autres bien mal peu si va fait
  on il elle ils elles je tu nous vous moi toi lui eux que qui quoi dont où non oui pas point est sont a ai as ont`),
);

/** Noun forms → reading, from tables/fr-nouns.txt (Lefff genders; nouns of both genders are absent). */
const loadNouns = lazily(() => {
  const forms = new Map<string, NounReading>();
  for (const line of readDataLines('fr-nouns.txt')) {
    const [singular = '', gender = 'm', irregular] = line.split(' ');
    if (FUNCTION_WORDS.has(singular)) continue;
    const pluralForm = irregular ?? (/[sxz]$/.test(singular) ? singular : `${singular}s`);
    const invariant = pluralForm === singular;
    const base = { gender: gender as Gender, invariant, singular, pluralForm };
    // The Lefff writes "soeur", "coeur": the ligature spelling writers use is added beside it.
    for (const spell of new Set([(w: string) => w, (w: string) => w.replace(/oe/g, 'œ')])) {
      const entry = { ...base, singular: spell(singular), pluralForm: spell(pluralForm) };
      if (!invariant && !forms.has(entry.pluralForm)) forms.set(entry.pluralForm, { ...entry, plural: true });
      forms.set(entry.singular, { ...entry, plural: false });
    }
  }
  // "randonneuse", "chanteuse": the Lefff lists some agent nouns in -eur without their feminine in -euse. A listed
  // masculine in -eur gives its -euse noun when the table lacks it and no other word is spelt so (an adjective of
  // that spelling must be the same pair: "randonneur, randonneuse").
  for (const [singular, reading] of [...forms]) {
    if (reading.plural || reading.gender !== 'm' || !/\p{Ll}{3}eur$/u.test(singular)) continue;
    const feminine = `${singular.slice(0, -1)}se`;
    const adjective = loadAdjectives().get(feminine);
    if (forms.has(feminine) || (adjective && adjective.m !== singular)) continue;
    const entry = { gender: 'f' as Gender, invariant: false, singular: feminine, pluralForm: `${feminine}s` };
    forms.set(feminine, { ...entry, plural: false });
    forms.set(`${feminine}s`, { ...entry, plural: true });
  }
  // Plurals the affix rules do not build: un œil, des yeux; le ciel, les cieux.
  for (const [singular, plural] of [['œil', 'yeux'], ['oeil', 'yeux'], ['ciel', 'cieux']] as const) {
    const entry = forms.get(singular);
    if (!entry) continue;
    forms.set(singular, { ...entry, pluralForm: plural });
    forms.set(plural, { ...entry, pluralForm: plural, plural: true });
  }
  return forms;
});

/** Gender lookup by singular form (kept as a map-like for the rules that only ask "is this a noun?"). */
export const NOUN_GENDERS = {
  has: (word: string): boolean => loadNouns().get(word)?.singular === word,
  get: (word: string): Gender | undefined => loadNouns().get(word)?.gender,
};

/** Plurals of one noun that are also the singular of another (la foi → la fois, le ver → le vers). */
const ALSO_SINGULAR = new Set(['fois', 'vers', 'remords', 'frais', 'mets', 'legs', 'puits']);

/** The noun's gender and number, for any singular or plural form ("maisons" → f, plural). */
export function findNoun(word: string): NounReading | undefined {
  const reading = loadNouns().get(word);
  return reading && ALSO_SINGULAR.has(word) ? { ...reading, plural: false, invariant: true, singular: word } : reading;
}

export interface AdjectiveForms {
  m: string;
  f: string;
  mp: string;
  fp: string;
}

/** Adjective forms → the four forms, from tables/fr-adjectives.txt (dictionary-fr affix rules). */
const loadAdjectives = lazily(() => {
  const forms = new Map<string, AdjectiveForms>();
  for (const line of readDataLines('fr-adjectives.txt')) {
    const [m = '', f = '', mp, fp] = line.split(' ');
    const entry = { m, f, mp: mp ?? (/[sx]$/.test(m) ? m : `${m}s`), fp: fp ?? `${f}s` };
    if (FUNCTION_WORDS.has(m)) continue;
    for (const form of [entry.m, entry.f, entry.mp, entry.fp]) if (!forms.has(form)) forms.set(form, entry);
  }
  return forms;
});

/**
 * Adjectives with one form for both genders (rouge, facile): the Hunspell dictionary gives them the
 * same affix flag as nouns, so tables/fr-adjectives.txt lacks them. Their number still agrees ("les
 * voitures rouges"); these common ones are listed so that the rules can check it.
 */
const EPICENE = new Map<string, AdjectiveForms>(
  listWords(`rouge jaune rose beige mauve propre sale facile difficile rapide calme triste drôle jeune pauvre riche simple
  utile inutile possible impossible agréable désagréable aimable sympathique sympa magnifique pratique moderne
  célèbre large libre malade énorme étrange honnête timide tranquille fragile faible solide sensible responsable
  capable confortable incroyable terrible horrible formidable juste vide stupide logique typique unique rare
  mince souple sage bizarre autonome efficace fiable grave superbe splendide chauve sauvage classique comique
  tragique romantique dynamique énergique économique politique historique touristique électrique automatique
  magique adorable probable nécessaire ordinaire extraordinaire populaire contraire solitaire précaire ridicule
  minuscule immense intense dense humide rigide lucide stable instable honorable remarquable raisonnable visible
  invisible lisible flexible paisible pénible nuisible fidèle infidèle habile fertile hostile docile agile
  double`).flatMap((m) => [
    [m, { m, f: m, mp: `${m}s`, fp: `${m}s` }],
    [`${m}s`, { m, f: m, mp: `${m}s`, fp: `${m}s` }],
  ]),
);

export const ADJECTIVES = {
  has: (word: string): boolean => loadAdjectives().has(word) || EPICENE.has(word),
  get: (word: string): AdjectiveForms | undefined => loadAdjectives().get(word) ?? EPICENE.get(word),
};

export function inflectAdjective(forms: AdjectiveForms, gender: Gender, plural: boolean): string {
  if (plural) return gender === 'm' ? forms.mp : forms.fp;
  return forms[gender];
}

/** Common -er verbs: their participle in -é is a classic slip for the infinitive, and the reverse. */
export const ER_VERBS = new Set(
  listWords(`manger parler aimer chercher trouver donner regarder écouter travailler jouer acheter appeler arriver
  rester tomber passer penser demander montrer commencer continuer terminer préparer envoyer payer essayer étudier
  visiter voyager marcher chanter danser nager habiter oublier rencontrer raconter expliquer changer laver aider
  utiliser présenter proposer inviter réserver gagner entrer rentrer monter fermer porter`),
);

/**
 * Words in h- that take no elision or liaison (h aspiré): "ce héros", "le hasard". Not y either:
 * "ce yaourt", "ce yacht" (y before a vowel is a consonant).
 */
const H_ASPIRE = new Set(
  listWords(`héros hasard haricot hibou homard hockey hall hamac hamburger handicap hangar harpe hausse hérisson huit hublot
  hurlement hameau hache haie haine halte hanche honte hotte houx hutte hâte haut hêtre hollandais hongrois hors hoquet
  hais hait haïr haïssons haïssez haïssent haïssais haïssait hurle hurlent heurte heurtent hante hantent
  hiérarchie hiérarchique halle hareng hargne harcèlement handball hardi hargneux hautain hideux hollande hongrie hochet
  housse houle hold-up haussement hauteur hurler hisser hocher huer hâter`),
);

/** The word starts with a vowel sound: a vowel, or an h that is not aspiré (l'homme, but le héros). */
export function startsWithVowelSound(word: string): boolean {
  // The aspiré list holds base forms: "haute", "hautes", "hideuse" are read through "haut", "hideux".
  const bases = [word, word.replace(/s$/, ''), word.replace(/e?s?$/, ''), word.replace(/euses?$/, 'eux')];
  return /^[aeiouâàéèêëîïôûœh]/.test(word) && !bases.some((base) => H_ASPIRE.has(base));
}

/**
 * Common nouns of both genders (un/une élève) or of two meanings (le/la livre): the Lefff gives them
 * no gender, so tables/fr-nouns.txt leaves them out. Their number still shows ("les enfants").
 */
const NUMBER_ONLY_NOUNS = new Set(
  listWords(`enfant élève collègue touriste artiste journaliste secrétaire camarade adulte membre ministre dentiste
  stagiaire propriétaire locataire bénévole photographe psychologue guide juge pianiste cliente partenaire
  adolescent adversaire concurrent interprète libraire médecin livre poste`),
);

/** A singular noun of both genders ("enfant") with its plural, for the rules that check number only. */
export function findNumberOnlyNoun(word: string): { plural: false; pluralForm: string } | undefined {
  return NUMBER_ONLY_NOUNS.has(word) ? { plural: false, pluralForm: `${word}s` } : undefined;
}

/** A plural noun form: "maisons", and "enfants", "livres" of the nouns of both genders. */
export function isPluralNoun(word: string): boolean {
  const noun = findNoun(word);
  if (noun) return noun.plural && !noun.invariant;
  return word.endsWith('s') && NUMBER_ONLY_NOUNS.has(word.slice(0, -1));
}

/**
 * Nouns whose determiner decides the gender: nouns of office the Lefff lists as masculine that take
 * both articles today ("la ministre", "une professeur"), and words with one meaning per gender that
 * the Lefff gives one gender only (la mort / le mort, la tour / le tour, la mode / le mode), and loans
 * used with both ("la box internet", "le box" of a car park).
 */
export const BOTH_ARTICLES = new Set(
  listWords(`ministre professeur docteur auteur écrivain médecin juge chef maire peintre architecte ingénieur député sénateur
  procureur ambassadeur designer manager coach mort tour manche mode page vase voile critique physique mémoire somme moule
  mousse garde solde aide office pendule œuvre box`),
);
