/** Gender of frequent French nouns (singular). Data: add a noun by adding a word. */
const MASCULINE = `problème livre homme garçon père frère fils ami jour mois an soir matin temps travail chien chat train
  bus avion vélo téléphone ordinateur stylo crayon cahier bureau lit mur toit jardin arbre pays monde village quartier
  magasin marché restaurant hôtel musée film sport repas déjeuner dîner petit-déjeuner fromage pain vin café thé lait
  gâteau fruit légume poisson poulet professeur médecin étudiant élève enfant bébé corps bras pied nez dos cœur visage
  cheveu œil système programme projet exemple moment sujet thème début milieu bout pont chemin parc lac fleuve ciel
  soleil vent nuage été hiver printemps automne prix argent billet cadeau message courriel article journal texte mot
  examen cours devoir concert voyage week-end anniversaire mariage rêve succès plaisir silence bruit choix groupe`;
const FEMININE = `maison voiture femme fille mère sœur amie semaine année nuit heure minute table chaise porte fenêtre chambre
  cuisine salle ville rue route école université classe leçon question réponse idée langue phrase lettre page histoire
  musique chanson photo image couleur fleur plante mer montagne plage forêt rivière pluie neige lune terre planète
  famille personne tête main bouche jambe épaule peau voix santé vie mort joie peur colère faim soif pomme banane orange
  soupe viande salade bière eau boisson tasse bouteille assiette clé boîte lampe robe chemise jupe veste chaussure
  entreprise société banque gare poste église bibliothèque pharmacie boulangerie boutique fête soirée réunion solution
  situation information raison chose force paix guerre politique économie culture nature science équipe ligne`;

export type Gender = 'm' | 'f';

function listWords(words: string): string[] {
  return words.split(/\s+/).filter(Boolean);
}

export const NOUN_GENDERS: ReadonlyMap<string, Gender> = new Map([
  ...listWords(MASCULINE).map((w) => [w, 'm'] as const),
  ...listWords(FEMININE).map((w) => [w, 'f'] as const),
]);

/** The noun's singular and gender, for a singular or regular plural form ("maisons" → maison, f). */
export function findNoun(word: string): { gender: Gender; plural: boolean } | undefined {
  const singular = NOUN_GENDERS.get(word);
  if (singular) return { gender: singular, plural: false };
  for (const ending of ['s', 'x']) {
    const gender = word.endsWith(ending) ? NOUN_GENDERS.get(word.slice(0, -1)) : undefined;
    if (gender) return { gender, plural: true };
  }
  return undefined;
}

/** Adjectives as masculine:feminine; plural adds -s unless the form ends in s or x. */
const ADJECTIVE_PAIRS = `petit:petite grand:grande beau:belle nouveau:nouvelle vieux:vieille bon:bonne mauvais:mauvaise joli:jolie
  gros:grosse long:longue premier:première dernier:dernière jeune:jeune blanc:blanche noir:noire vert:verte bleu:bleue
  gris:grise froid:froide chaud:chaude content:contente heureux:heureuse intéressant:intéressante important:importante
  français:française anglais:anglaise allemand:allemande américain:américaine lourd:lourde haut:haute fatigué:fatiguée
  cher:chère léger:légère seul:seule prochain:prochaine ancien:ancienne naturel:naturelle actuel:actuelle public:publique`;

export const ADJECTIVES: ReadonlyMap<string, { m: string; f: string }> = new Map(
  listWords(ADJECTIVE_PAIRS).flatMap((pair) => {
    const [m = '', f = ''] = pair.split(':');
    const forms = { m, f };
    const plural = (w: string) => (/[sx]$/.test(w) ? w : w.endsWith('eau') ? `${w}x` : `${w}s`);
    return [m, f, plural(m), plural(f)].map((w) => [w, forms] as const);
  }),
);

export function inflectAdjective(forms: { m: string; f: string }, gender: Gender, plural: boolean): string {
  const base = forms[gender];
  if (!plural || /[sx]$/.test(base)) return base;
  return base.endsWith('eau') ? `${base}x` : `${base}s`;
}

/** Common -er verbs: their participle in -é is a classic slip for the infinitive, and the reverse. */
export const ER_VERBS = new Set(
  listWords(`manger parler aimer chercher trouver donner regarder écouter travailler jouer acheter appeler arriver
  rester tomber passer penser demander montrer commencer continuer terminer préparer envoyer payer essayer étudier
  visiter voyager marcher chanter danser nager habiter oublier rencontrer raconter expliquer changer laver aider
  utiliser présenter proposer inviter réserver gagner entrer rentrer monter fermer porter`),
);
