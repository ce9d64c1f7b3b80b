import { definePhraseRule, defineRule, type IntlRule, type RuleContext } from '../intl-rule';
import { frenchVerbs } from './agreement-rules';
import { ADJECTIVES, findNoun, findNumberOnlyNoun, isPluralNoun } from './lexicon';
import { readNounPhrase } from './noun-phrase-rules';

const VOWEL_START = /^[aeiouyâàéèêëîïôûœh]/;
const SUBJECT_PRONOUNS = new Set(['je', 'tu', 'il', 'elle', 'on', 'nous', 'vous', 'ils', 'elles']);
/** Verbs that link a subject to a quality, after which "meilleur" is an adjective: "il est meilleur", "ça sent meilleur", "il fait meilleur" (weather). */
const LINKING_VERBS = new Set('être sembler paraître devenir rester demeurer sentir trouver juger croire rendre considérer faire'.split(' '));

/** Words after which "ses" opening a sentence can only be "c'est": adverbs of degree, "dommage", "pourquoi", "ici" (not "pas", "faux": "Ses pas", "Ses faux papiers"). */
const SES_FOR_CEST = /^(vraiment|très|trop|toujours|déjà|aussi|bien|super|dommage|pourquoi|ici|là|vrai|normal|possible|impossible|facile|difficile|génial|parfait|juste|important|comme|pour|à|un|une|le|la|mon|ma|ton|ta|notre|votre|leur|ça|cela)$/;

/** A "ne" or "n'" earlier in the same clause: then "plus" is the negation ("il n'est plus bon"). */
function negatedBefore(ctx: RuleContext, i: number): boolean {
  for (let k = i - 1; k >= 0 && k >= i - 4; k--) {
    if (ctx.word(k) === 'ne' || /^n['’]/.test(ctx.word(k))) return true;
    if (!ctx.joined(k)) return false;
  }
  return false;
}

/** Words of quantity or measure after which "de" takes no article: "beaucoup de touristes", "un verre d'eau". */
const QUANTITY = new Set('beaucoup peu trop assez tant autant combien plein verre tasse bouteille kilo litre morceau tranche paquet boîte pot bol assiette gramme douzaine'.split(' '));

/** The article a noun takes as a partitive: du pain, de la soupe, de l'eau. */
function partitive(noun: string): string | undefined {
  const reading = findNoun(noun);
  if (!reading) return undefined;
  if (reading.plural) return 'des';
  if (VOWEL_START.test(noun)) return "de l'";
  return reading.gender === 'f' ? 'de la' : 'du';
}

/** Forms of boire, manger, acheter, prendre, vouloir: their object is a partitive ("je bois du café"), never a bare "de". */
const TAKES_PARTITIVE = /^(bois|boit|buvons|buvez|boivent|mange|manges|mangeons|mangez|mangent|achète|achètes|achetons|achetez|achètent|prends|prend|prenons|prenez|prennent|voudrais|voudrait|veux|veut)$/;

/** Verbs whose person is a direct object ("je l'ai invité"): "lui" cannot stand for it. */
const DIRECT_PERSON_VERBS = new Set('inviter aider appeler voir rencontrer remercier attendre écouter chercher aimer embrasser accompagner emmener connaître reconnaître croiser féliciter contacter prévenir'.split(' '));

/** Verbs whose object is an amount of something: after "plus" or "moins" it takes a bare "de" ("faire plus de sport"). */
/** Verbs whose complement takes "de" ("parler de", "s'occuper de"): a quantity word after them is an adverb. */
const DE_VERBS = new Set('parler discuter rêver profiter dépendre occuper souvenir moquer plaindre méfier servir manquer changer douter jouer témoigner'.split(' '));
const COLOURS = /^(rouge|rouges|bleu|bleue|bleus|bleues|vert|verte|verts|vertes|jaune|jaunes|gris|grise|grises|violet|violette|violets|violettes)$/;
const ROUTINE_SUBJECTS: Record<string, number> = { je: 0, tu: 1, il: 2, elle: 2, on: 2, nous: 3, vous: 4, ils: 5, elles: 5 };
const REFLEXIVES = ['me', 'te', 'se', 'nous', 'vous', 'se'];
/** Daily-routine verbs, reflexive when they have no object. */
const ROUTINE_VERBS = /^(lever|réveiller|coucher|doucher|habiller|raser|maquiller|endormir)$/;
const PARTITIVE_OBJECT_VERBS = new Set('faire manger boire acheter prendre lire dépenser gagner consommer utiliser vendre cuisiner ajouter mettre'.split(' '));

export const FAMILY = new Set('parents frères sœurs cousins cousines grands-parents amis amies enfants filles fils oncles tantes collègues copains copines'.split(' '));

/** Subjects after which "a" is the verb avoir. */
const PERSONS_BEFORE_A = /^(il|elle|on|qui|y|qu['’].*)$/;

/**
 * Nouns that are always counted, so that after "beaucoup de", "trop de", "plusieurs" they are
 * plural: "beaucoup de problèmes". Nouns of amounts (temps, travail, monde, chance) are not listed.
 */
const COUNTED = new Set(
  `problème question idée erreur faute exercice voiture film livre ami amie enfant élève étudiant étudiante touriste
  personne fleur photo mot page jour heure minute année semaine mois ville maison arbre animal chien chat magasin
  restaurant musée devoir projet voyage cadeau vêtement chaussure langue frère sœur cousin cousine collègue client
  habitant voisin voisine place chose chambre fenêtre table chaise bouteille verre`.split(/\s+/),
);

/** Subjects and the negation, after which le, la, leur are object pronouns before a verb. */
const SUBJECT_BEFORE_PRONOUN = /^(je|j['’]|tu|il|elle|on|nous|vous|ils|elles|ne|n['’])$/;

/** Large cities: "à Marseille", never "en Marseille" (regions and countries take "en"). */
const CITIES = new Set(
  'Paris Lyon Marseille Toulouse Nice Nantes Strasbourg Montpellier Bordeaux Lille Rennes Grenoble Londres Rome Berlin Madrid Barcelone Bruxelles Genève Lausanne Montréal Québec Tokyo Pékin Moscou Lisbonne Vienne Amsterdam Dublin Athènes Prague Varsovie Istanbul Dakar Alger Tunis Casablanca Rabat Séoul'.split(' '),
);

/** Verbs that report what someone says or thinks: "elle dit qu'elle…". */
const REPORTING_VERBS = /^(dit|dis|disent|disait|pense|penses|pensent|pensait|crois|croit|croient|croyait|sais|sait|savent|trouve|trouves|trouvent|espère|espères|espèrent|explique|expliquent|écrit|écrivent|répond|répondent|raconte|racontent|affirme|affirment|avoue|avouent)$/;
/** "ce" as a pronoun before these verbs is right: "ce sont", "ce doit être", "ce peut être", "ce serait". */
/** Verbs mostly used reflexively, whose participle after "c'est" is "s'est": "il s'est rendu compte". */
const REFLEXIVE_VERBS = new Set('rendre tromper lever coucher réveiller marier installer inscrire casser blesser perdre produire dérouler arrêter excuser sentir souvenir endormir promener disputer habiller occuper intéresser améliorer développer transformer moquer plaindre battre évanouir enfuir'.split(' '));
const CE_VERBS = /^(sont|soit|soient|serait|seraient|sera|seront|fut|furent|fût|était|étaient|doit|devait|devrait|peut|pouvait|pourrait|semble|semblait)$/;

/** Verbs that take an indirect question: "je me demande ce qu'il fait", "dis-moi ce que tu veux". */
const INDIRECT_QUESTION_VERBS = /^(demande|demandes|demandons|demandez|demandent|demandé|sais|sait|savons|savez|savent|savoir|comprends|comprend|comprenons|comprenez|comprennent|compris|dis|dit|dire|explique|expliques|expliquer|expliqué|ignore|ignorons|raconte|racontes|oublie|oublié|vois|voit|voyez)$/;

const DAY_WORDS = /^(lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|demain|aujourd['’]hui|ce|cette)$/;
/** The last word of a day or time of day: "samedi", "samedi après-midi", "lundi matin", "demain soir". */
const TIME_WORDS = /^(lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|demain|aujourd['’]hui|matin|soir|midi|après-midi|semaine|week-end)$/;

/** A cardinal number above one, in figures or words ("trente", "vingt-cinq", "quatre-vingts"). */
const CARDINAL = /^(\d+|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|onze|douze|treize|quatorze|quinze|seize|vingt|vingts|trente|quarante|cinquante|soixante|cent|cents|mille)(-\p{L}+)*$/u;

export const USAGE_RULES: IntlRule[] = [
  defineRule({
    id: 'fr/indirect-question-ce-que',
    name: 'ce que in an indirect question',
    message: 'An indirect question uses "ce que", not "qu\'est-ce que": "je me demande ce qu\'il va faire".',
    // "Je me demande qu'est-ce qu'il va faire", "je ne sais pas qu'est-ce que tu veux"; a direct question
    // after a colon or a question of its own ("Qu'est-ce que tu veux ?") is left alone.
    at: (ctx, i) => {
      if (ctx.word(i) !== "qu'est-ce" || !ctx.joined(i - 1) || ctx.startsSentence(i)) return undefined;
      let k = i - 1;
      while (k >= 0 && /^(pas|plus|jamais|vraiment|toujours|bien|moi|lui|leur|nous|vous)$/.test(ctx.word(k)) && ctx.joined(k)) k--;
      if (!INDIRECT_QUESTION_VERBS.test(ctx.word(k)) || !ctx.joinedRun(k, i + 1)) return undefined;
      const next = ctx.word(i + 1);
      if (next === 'que') return { from: i, to: i + 1, replacements: ['ce que'] };
      if (/^qu['’]/.test(next)) return { from: i, to: i + 1, replacements: [`ce ${ctx.tokens[i + 1]!.text}`] };
      return undefined;
    },
  }),
  defineRule({
    id: 'fr/merci-pour-tout',
    name: 'merci pour tout',
    message: 'Thanks for everything is "merci pour tout"; "merci à tous" thanks everyone.',
    // "merci encore pour tous !": "tous" alone closing the thanks; "pour tous les cadeaux" goes on with its noun.
    at: (ctx, i) => {
      if (ctx.word(i) !== 'tous' || ctx.word(i - 1) !== 'pour' || !ctx.endsClause(i) || !ctx.joined(i - 1)) return undefined;
      const thanks = ctx.word(i - 2) === 'merci' || (ctx.word(i - 3) === 'merci' && /^(encore|beaucoup|mille|bien)$/.test(ctx.word(i - 2)));
      return thanks && ctx.joinedRun(i - 3 + (ctx.word(i - 2) === 'merci' ? 1 : 0), i) ? { from: i, to: i, replacements: ['tout'] } : undefined;
    },
  }),
  defineRule({
    id: 'fr/sont-before-adjective',
    name: 'sont or son before an adjective',
    message: '"sont" is the verb être; "son" (his, her) goes before a singular noun.',
    // "Les résultats son disponibles": a plural adjective can follow no possessive "son" (its noun would be singular).
    at: (ctx, i) => {
      if (ctx.word(i) !== 'son' || !ctx.joined(i)) return undefined;
      const next = ctx.tokens[i + 1]!.text;
      // A plural word in -s or -x that is no noun (nor a noun's plural) and no verb: an adjective or participle
      // ("disponibles", "fermés"); the lexicon lacks many adjectives of one gender form ("disponible").
      const pluralWord = /^\p{Ll}{3,}[sx]$/u.test(next) && !findNoun(next) && !findNoun(next.slice(0, -1)) && frenchVerbs().read(next).length === 0;
      // A plural subject earlier in the clause: "Les résultats du partiel son …".
      const start = Math.max(0, i - 6);
      const pluralSubject = ctx.tokens.slice(start, i).some((_, k) => /^(les|des|mes|tes|ses|nos|vos|leurs|ces|ils|elles)$/.test(ctx.word(start + k)));
      // "son mauvais caractère": an adjective in -s before its noun is the possessive's.
      const beforeNoun = ctx.joined(i + 1) && (findNoun(ctx.word(i + 2)) !== undefined || ADJECTIVES.has(ctx.word(i + 2)));
      return pluralWord && pluralSubject && !beforeNoun ? { from: i, to: i, replacements: ['sont'] } : undefined;
    },
  }),
  defineRule({
    id: 'fr/quelle-qu-elle',
    name: "qu'elle, not quel",
    message: '"qu\'elle" (that she) opens the clause after a verb of saying; "quel" (which) goes with a noun.',
    // "Ma sœur dit quel n'a jamais vu…": after "dit", "pense", "quel" before a negation or a verb is "qu'elle".
    at: (ctx, i) => {
      if (!/^quel(le)?$/.test(ctx.word(i)) || !REPORTING_VERBS.test(ctx.word(i - 1)) || !ctx.joinedRun(i - 1, i + 1)) return undefined;
      const next = ctx.word(i + 1);
      const verbNext = /^(ne|n['’].+|y|en|se|s['’].+|a|avait|va|allait|veut|voulait|peut|pouvait|doit|devait|fait|faisait|aime|aimait)$/.test(next);
      return verbNext && !findNoun(next) ? { from: i, to: i, replacements: ["qu'elle"] } : undefined;
    },
  }),
  defineRule({
    id: 'fr/se-before-verb',
    name: 'se (reflexive), not ce, before a verb',
    message: 'Before a verb the reflexive pronoun is "se" ("comment se déroule l\'examen"); "ce" goes before a noun.',
    // "comment ce déroule": "ce" before a finite verb that is no noun or adjective; "ce sont", "ce doit être" aside.
    at: (ctx, i) => {
      if (ctx.word(i) !== 'ce' || !ctx.joined(i)) return undefined;
      const next = ctx.word(i + 1);
      if (CE_VERBS.test(next) || findNoun(next) || findNumberOnlyNoun(next) || ADJECTIVES.has(next) || !/^(comment|où|quand|pourquoi|lorsque|qu['’].+|que|dont)$/.test(ctx.word(i - 1))) return undefined;
      // A third-person present or imperfect form of one verb: "se passe", "se déroule", "se trouvait".
      return frenchVerbs().read(next).some((r) => (r.person === 2 || r.person === 5) && r.tense <= 1) ? { from: i, to: i, replacements: ['se'] } : undefined;
    },
  }),
  defineRule({
    id: 'fr/s-est-after-noun',
    name: "s'est after a noun subject",
    message: '"s\'est" is the reflexive "se" + être (le héros s\'est rendu compte); "c\'est" means "it is".',
    // "Le personnage principal c'est rendu compte": a noun phrase with no comma before, then a participle.
    at: (ctx, i) => {
      if (!/^c['’]est$/.test(ctx.word(i)) || !/^ +$/.test(ctx.gapBefore(i)) || !ctx.joined(i)) return undefined;
      const before = ctx.word(i - 1);
      // "Le garagiste c'est trompé": a word the lexicon lacks is a noun right after a determiner opening the sentence.
      const afterDeterminer = ctx.startsSentence(i - 2) && /^(le|la|les|un|une|mon|ma|mes|ton|ta|tes|son|sa|ses|notre|votre|leur|ce|cet|cette)$/.test(ctx.word(i - 2)) && ctx.joined(i - 2);
      const nounPhrase = (findNoun(before) !== undefined || ADJECTIVES.has(before) || afterDeterminer) && frenchVerbs().read(before).length === 0 && /^\p{Ll}+$/u.test(ctx.tokens[i - 1]!.text);
      // Only verbs used reflexively ("se rendre compte", "se tromper"): "Le foot c'est fini" is "it is".
      const participle = frenchVerbs().slots(ctx.word(i + 1)).some((s) => s.slot >= 30 && REFLEXIVE_VERBS.has(s.lemma));
      return nounPhrase && participle ? { from: i, to: i, replacements: ["s'est"] } : undefined;
    },
  }),
  defineRule({
    id: 'fr/malgre-que',
    name: 'bien que, not malgré que',
    message: 'Written French says "bien que" (+ subjunctive); "malgré que" is avoided.',
    at: (ctx, i) => {
      if (ctx.word(i) !== 'malgré' || ctx.word(i + 1) !== 'que' || !ctx.joined(i)) return undefined;
      return { from: i, to: i + 1, replacements: [ctx.tokens[i]!.text === 'Malgré' ? 'Bien que' : 'bien que'] };
    },
  }),
  defineRule({
    id: 'fr/le-not-lui',
    name: 'le, la for a direct object',
    message: 'Verbs such as "inviter", "voir", "aider", "appeler" take a direct object: "je l\'ai invité", not "je lui ai invité".',
    // "je lui ai invité": a subject, "lui", a form of avoir and the participle of a verb whose person is its direct object.
    at: (ctx, i) => {
      if (ctx.word(i) !== 'lui' || !/^(je|j['’]|tu|il|elle|on|nous|vous|ils|elles|ne|n['’])$/.test(ctx.word(i - 1)) || !ctx.joinedRun(i - 1, i + 2)) return undefined;
      if (!/^(ai|as|a|avons|avez|ont|avais|avait|avions|aviez|avaient)$/.test(ctx.word(i + 1))) return undefined;
      const direct = frenchVerbs()
        .slots(ctx.word(i + 2))
        .some((s) => s.slot >= 30 && DIRECT_PERSON_VERBS.has(s.lemma));
      // "je lui ai invité ses amis" would be another slip: an object after the participle is left alone.
      if (!direct || /^(un|une|le|la|les|des|du|mon|ma|mes|son|sa|ses|leur|leurs)$/.test(ctx.word(i + 3))) return undefined;
      return { from: i, to: i + 1, replacements: [`l'${ctx.tokens[i + 1]!.text}`] };
    },
  }),
  defineRule({
    id: 'fr/preferer-a',
    name: 'préférer … à …',
    message: 'One prefers one thing "à" another: "je préfère le thé au café" ("plutôt que" also works).',
    // "Je préfère le thé que le café": a form of préférer, its object (article + noun), then "que" + article + noun.
    at: (ctx, i) => {
      if (ctx.word(i) !== 'que' || !ctx.joined(i)) return undefined;
      let verb = -1;
      for (let k = i - 1; k >= Math.max(0, i - 4) && ctx.joined(k); k--) if (/^préf[eéè]r/.test(ctx.word(k))) verb = k;
      if (verb < 0 || !/^(le|la|les|l['’].*)$/.test(ctx.word(verb + 1)) || !findNoun(ctx.word(i - 1).replace(/^l['’]/, ''))) return undefined;
      const article = ctx.word(i + 1);
      const noun = article.replace(/^l['’]/, '');
      if (!findNoun(article === noun ? ctx.word(i + 2) : noun)) return undefined;
      const fixed = ({ le: 'au', les: 'aux', la: 'à la' } as Record<string, string>)[article];
      if (fixed) return { from: i, to: i + 1, replacements: [fixed] };
      return article !== noun ? { from: i, to: i, replacements: ['à'] } : undefined;
    },
  }),
  defineRule({
    id: 'fr/direct-object-verb',
    name: 'pallier takes a direct object',
    message: '"pallier" takes a direct object: "pallier la panne", not "pallier à la panne".',
    at: (ctx, i) => {
      const lemmas = [ctx.word(i), ...frenchVerbs().slots(ctx.word(i)).map((s) => s.lemma)];
      if (!lemmas.includes('pallier') || !ctx.joined(i)) return undefined;
      const contracted = ({ au: 'le', aux: 'les' } as Record<string, string>)[ctx.word(i + 1)];
      if (contracted) return { from: i + 1, to: i + 1, replacements: [contracted] };
      return ctx.word(i + 1) === 'à' && ctx.joined(i + 1) ? { from: i, to: i + 1, replacements: [ctx.tokens[i]!.text] } : undefined;
    },
  }),
  defineRule({
    id: 'fr/plural-after-quantity',
    name: 'Plural after beaucoup de, plusieurs',
    message: 'After "beaucoup de", "trop de", "plusieurs"…, a noun that is counted is plural: "beaucoup de problèmes".',
    at: (ctx, i) => {
      const quantity = ctx.word(i);
      // "à partir de 10 heure": a number from two up counts too, unless it closes a decimal ("1,5 kilo").
      // "pour deux personne": a number written out counts the same way, where fr/plural-after-determiner reads no phrase.
      const spelt = /^(deux|trois|quatre|cinq|six|sept|huit|neuf|dix|onze|douze|quinze|vingt|trente|quarante|cinquante|cent)$/.test(quantity) && !readNounPhrase(ctx, i);
      const number = (/^\d+$/.test(quantity) && Number(quantity) >= 2 && !/^[.,]$/.test(ctx.gapBefore(i))) || spelt;
      const at = quantity === 'plusieurs' || number ? i + 1 : /^(beaucoup|trop|peu|assez|combien|tant|autant)$/.test(quantity) && ctx.word(i + 1) === 'de' ? i + 2 : -1;
      if (at < 0 || !ctx.joinedRun(i, at) || !COUNTED.has(ctx.word(at))) return undefined;
      const noun = findNoun(ctx.word(at));
      const plural = noun?.pluralForm ?? `${ctx.word(at)}s`;
      return plural !== ctx.word(at) ? { from: at, to: at, replacements: [plural] } : undefined;
    },
  }),
  defineRule({
    id: 'fr/a-before-infinitive',
    name: 'à before an infinitive',
    message: '"a" is the verb avoir; before an infinitive or after "mal", "prêt"… it is the preposition "à": "aider à porter", "mal à la tête".',
    at: (ctx, i) => {
      if (ctx.word(i) !== 'a' || !ctx.joined(i - 1)) return undefined;
      const before = ctx.word(i - 1);
      // "Voyager a toujours été", "le faire a pris": an infinitive opening its clause is the subject, and "a" the verb.
      let start = i - 1;
      while (/^(me|te|se|le|la|les|lui|leur|y|en|nous|vous)$/.test(ctx.word(start - 1)) && ctx.joined(start - 1)) start--;
      if (ctx.startsSentence(start) || /[,;:]/.test(ctx.gapBefore(start)) || frenchVerbs().slots(ctx.word(i + 1)).some((s) => s.slot >= 30)) return undefined;
      // "n'hésitez pas a me contacter": "a", an object pronoun, an infinitive.
      const pronounInfinitive = /^(me|te|se|le|la|les|lui|leur|nous|vous|y|en)$/.test(ctx.word(i + 1)) && ctx.joined(i + 1) && /(er|ir|re)$/.test(ctx.word(i + 2)) && frenchVerbs().forms(ctx.word(i + 2)) !== undefined && PERSONS_BEFORE_A.test(before) === false;
      if (pronounInfinitive) return { from: i, to: i, replacements: ['à'] };
      // An infinitive cannot otherwise be followed by the verb "a" ("m'aider a porter"); "mal", "prêt", "facile" take "à".
      const infinitive = /(er|ir|re)$/.test(before) && frenchVerbs().forms(before.replace(/^[mtsl]['’]/, '')) !== undefined;
      const adjective = /^(mal|prêt|prête|prêts|prêtes|facile|faciles|difficile|difficiles|prête)$/.test(before) && !/^(il|elle|on)$/.test(ctx.word(i - 2));
      return infinitive || adjective ? { from: i, to: i, replacements: ['à'] } : undefined;
    },
  }),
  defineRule({
    id: 'fr/s-est',
    name: "s'est or c'est",
    message: '"s\'est" is the reflexive "se" + être (il s\'est trompé); "c\'est" means "it is".',
    at: (ctx, i) => {
      const word = ctx.word(i);
      // "Il c'est trompé": after a subject, before a participle, the reflexive is meant.
      if (/^c['’]est$/.test(word) && /^(il|elle|on)$/.test(ctx.word(i - 1)) && ctx.joinedRun(i - 1, i) && frenchVerbs().slots(ctx.word(i + 1)).some((s) => s.slot >= 30)) {
        return { from: i, to: i, replacements: ["s'est"] };
      }
      // "Ses vraiment dommage", "Ses très bien": "ses" (his, her) opening a sentence before an adverb, "dommage" or a
      // singular adjective is "c'est", which sounds the same; before a noun it stays ("Ses parents…").
      if (word === 'ses' && ctx.startsSentence(i) && ctx.joined(i) && SES_FOR_CEST.test(ctx.word(i + 1))) return { from: i, to: i, replacements: ["c'est"] };
      // "S'est une idée": at the start of a sentence, before a determiner, "it is" is meant.
      if (/^s['’]est$/.test(word) && ctx.startsSentence(i) && /^(un|une|le|la|les|mon|ma|ton|ta|son|sa|notre|votre|leur|très|vrai|pas|dommage|ça)$/.test(ctx.word(i + 1)) && ctx.joined(i)) {
        return { from: i, to: i, replacements: ["c'est"] };
      }
      return undefined;
    },
  }),
  defineRule({
    id: 'fr/noun-not-verb',
    name: 'travail, conseil after a determiner',
    message: 'After a determiner the noun is meant: "son travail", "un conseil" ("travaille", "conseille" are verb forms).',
    at: (ctx, i) => {
      if (!/^(mon|ton|son|le|un|ce|notre|votre|leur|du|au)$/.test(ctx.word(i)) || !ctx.joined(i)) return undefined;
      const word = ctx.word(i + 1);
      // -aille/-eille/-euille: the verb form of a masculine noun in -ail, -eil, -euil.
      if (!/(ai|ei|eui)lle$/.test(word) || findNoun(word) || ADJECTIVES.has(word) || frenchVerbs().read(word).length === 0) return undefined;
      const noun = word.slice(0, -2);
      return findNoun(noun)?.gender === 'm' ? { from: i + 1, to: i + 1, replacements: [noun] } : undefined;
    },
  }),
  defineRule({
    id: 'fr/a-city',
    name: 'à before a city',
    message: 'A city is introduced by "à": "un travail à Montréal".',
    // After an object noun ("a trouvé un travail a Montréal"), "a" cannot be the verb; after a subject it may be ("Il a Paris dans le cœur").
    at: (ctx, i) => {
      if (ctx.word(i) !== 'a' || !CITIES.has(ctx.tokens[i + 1]?.text ?? '') || !ctx.joinedRun(i - 3, i + 1)) return undefined;
      const object = /^(un|une|le|la|les|des|mon|ma|mes|son|sa|ses)$/.test(ctx.word(i - 2)) && frenchVerbs().slots(ctx.word(i - 3)).length > 0;
      // "beaucoup de touristes a Paris": a plural noun cannot be the subject of "a".
      const pluralNoun = isPluralNoun(ctx.word(i - 1)) && /[sx]$/.test(ctx.word(i - 1));
      // "te voir la semaine prochaine a Paris", "vivre a Lyon": after an infinitive, a time word or an adverb
      // nothing is there to be the subject of "a".
      const before = ctx.word(i - 1);
      const noSubject = /^(prochain|prochaine|dernier|dernière|demain|aujourd'hui|aujourd’hui|bientôt|ensemble|souvent|toujours|encore|aussi|déjà)$/.test(before) || (frenchVerbs().forms(before) !== undefined && !findNoun(before));
      return object || pluralNoun || noSubject ? { from: i, to: i, replacements: ['à'] } : undefined;
    },
  }),
  defineRule({
    id: 'fr/city-preposition',
    name: 'à before a city',
    message: 'Cities take "à": "à Marseille", "à Londres".',
    at: (ctx, i) => (ctx.word(i) === 'en' && ctx.joined(i) && CITIES.has(ctx.tokens[i + 1]?.text ?? '') ? { from: i, to: i, replacements: ['à'] } : undefined),
  }),
  defineRule({
    id: 'fr/en-article',
    name: 'en without an article',
    message: 'After "en" the noun takes no article: "en bus", "en voiture".',
    // "en le faisant" (a gerund) is right: only before a noun.
    at: (ctx, i) => (ctx.word(i) === 'en' && ctx.word(i + 1) === 'le' && ctx.joined(i) && ctx.joined(i + 1) && findNoun(ctx.word(i + 2)) && !/ant$/.test(ctx.word(i + 2)) ? { from: i, to: i + 1, replacements: ['en'] } : undefined),
  }),
  defineRule({
    id: 'fr/leurs-plural',
    name: 'leurs before a plural noun',
    message: 'Before a plural noun the possessive is "leurs": "leurs livres".',
    at: (ctx, i) => {
      if (ctx.word(i) !== 'leur' || !ctx.joined(i)) return undefined;
      // After a subject or before a verb, "leur" is the pronoun (je leur donne).
      if (SUBJECT_PRONOUNS.has(ctx.word(i - 1)) || /^(ne|n['’].*|se|me|te)$/.test(ctx.word(i - 1))) return undefined;
      // "livres" is also a form of livrer: after a finite verb ("ils prennent leur livres") it can only be the noun.
      const next = ctx.word(i + 1);
      const notVerb = frenchVerbs().read(next).length === 0 || frenchVerbs().read(ctx.word(i - 1)).length > 0;
      return isPluralNoun(next) && notVerb ? { from: i, to: i, replacements: ['leurs'] } : undefined;
    },
  }),
  defineRule({
    id: 'fr/meilleur-mieux',
    name: 'meilleur, mieux',
    message: '"plus bon" is "meilleur", "plus bien" is "mieux".',
    at: (ctx, i) => {
      if (ctx.word(i) !== 'plus' || !ctx.joined(i) || negatedBefore(ctx, i)) return undefined;
      const next = ctx.word(i + 1);
      const fix = ({ bon: 'meilleur', bonne: 'meilleure', bons: 'meilleurs', bonnes: 'meilleures', bien: 'mieux' } as Record<string, string>)[next];
      return fix ? { from: i, to: i + 1, replacements: [fix] } : undefined;
    },
  }),
  defineRule({
    id: 'fr/mieux-adverb',
    name: 'mieux after a verb',
    message: '"meilleur" describes a noun; with a verb ("elle chante mieux que moi") the comparative is "mieux".',
    // "Ma fille chante meilleur que moi": a verb of action, then "meilleur que". Not after a verb that
    // links a noun to its quality (être, sembler, sentir bon: "ça sent meilleur"), nor after an object
    // pronoun ("je le trouve meilleur que…").
    at: (ctx, i) => {
      if (!/^meilleure?s?$/.test(ctx.word(i)) || ctx.word(i + 1) !== 'que' || !ctx.joinedRun(i - 2, i + 1)) return undefined;
      const verb = ctx.word(i - 1);
      const readings = frenchVerbs().read(verb);
      if (readings.length === 0 || findNoun(verb) || ADJECTIVES.has(verb) || readings.some((r) => LINKING_VERBS.has(r.lemma))) return undefined;
      if (/^(le|la|les|l['’].*|me|te|se|nous|vous|lui|leur|en|y|m['’].*|t['’].*|s['’].*)$/.test(ctx.word(i - 2))) return undefined;
      return { from: i, to: i, replacements: ['mieux'] };
    },
  }),
  defineRule({
    id: 'fr/meilleur-adjective',
    name: 'le meilleur + noun',
    message: 'Before a noun the superlative of "bon" is "meilleur": "le meilleur restaurant"; "mieux" goes with a verb.',
    at: (ctx, i) => {
      const article = ctx.word(i - 1);
      if (ctx.word(i) !== 'mieux' || !/^(le|la|les)$/.test(article) || !ctx.joinedRun(i - 1, i + 1)) return undefined;
      const noun = findNoun(ctx.word(i + 1));
      // Not before a participle ("les mieux placés", "la mieux payée"), whatever the noun list says.
      if (!noun || frenchVerbs().read(ctx.word(i + 1)).length > 0 || frenchVerbs().slots(ctx.word(i + 1)).length > 0) return undefined;
      const plural = article === 'les' || noun.plural;
      const feminine = article === 'la' || (article === 'les' && noun.gender === 'f');
      return { from: i, to: i, replacements: [`meilleur${feminine ? 'e' : ''}${plural ? 's' : ''}`] };
    },
  }),
  defineRule({
    id: 'fr/ce-not-se',
    name: 'ce (this), not se',
    message: '"se" is a pronoun before a verb; before a noun the demonstrative is "ce" ("ce restaurant").',
    // "Se restaurant est fermé": "se" before a masculine singular noun that is no verb form ("en se
    // restaurant" is a gerund; "il se lave" has the verb).
    at: (ctx, i) => {
      if (ctx.word(i) !== 'se' || !ctx.joined(i) || ctx.word(i - 1) === 'en') return undefined;
      const next = ctx.word(i + 1);
      const noun = findNoun(next);
      // Nor an infinitive ("se coucher", though "le coucher du soleil" is a noun).
      if (!noun || noun.gender !== 'm' || noun.plural || frenchVerbs().read(next).length > 0 || frenchVerbs().forms(next) !== undefined) return undefined;
      // A word in -ant may be a present participle ("se levant tôt, il…"): only with a verb right after it.
      if (/ant$/.test(next) && frenchVerbs().read(ctx.word(i + 2)).length === 0) return undefined;
      return { from: i, to: i, replacements: [VOWEL_START.test(next) ? 'cet' : 'ce'] };
    },
  }),
  defineRule({
    id: 'fr/on-not-ont',
    name: 'on (we, one), not ont',
    message: '"ont" is a form of "avoir" (ils ont); the pronoun is "on": "on se retrouve".',
    // "Ont se retrouve devant la gare": "ont" opening a sentence before a reflexive or negation pronoun
    // can only be the subject "on" ("ont-ils…" is one word).
    at: (ctx, i) => {
      if (ctx.word(i) !== 'ont' || !ctx.startsSentence(i) || !ctx.joined(i)) return undefined;
      return /^(se|s['’].+|ne|n['’].+)$/.test(ctx.word(i + 1)) ? { from: i, to: i, replacements: ['on'] } : undefined;
    },
  }),
  defineRule({
    id: 'fr/ou-or',
    name: 'ou (or), not où',
    message: '"où" means where; "ou" (or) joins two choices: "le thé ou le café".',
    // "le thé où le café après le repas": two noun phrases with no verb after the second, so "où" opens
    // no clause ("le jour où le train part" has its verb).
    at: (ctx, i) => {
      if (ctx.word(i) !== 'où') return undefined;
      const determiner = /^(le|la|les|un|une|des|du|mon|ma|mes|ton|ta|tes|son|sa|ses)$/;
      // "samedi après-midi où dimanche matin": two days or times side by side are two choices too.
      const times = ctx.joinedRun(i - 1, i + 1) && TIME_WORDS.test(ctx.word(i - 1)) && DAY_WORDS.test(ctx.word(i + 1));
      const nouns = ctx.joinedRun(i - 2, i + 2) && determiner.test(ctx.word(i - 2)) && findNoun(ctx.word(i - 1)) && determiner.test(ctx.word(i + 1)) && findNoun(ctx.word(i + 2));
      if (!times && !nouns) return undefined;
      for (let k = times ? i + 2 : i + 3; k < ctx.tokens.length && ctx.joined(k - 1); k++) {
        const word = ctx.word(k).replace(/^(n|l|m|t|s|j|qu)['’]/, '');
        // A verb form is read as one unless an article makes it a noun ("vit", "le repas").
        if (frenchVerbs().read(word).length > 0 && !determiner.test(ctx.word(k - 1))) return undefined;
        if (SUBJECT_PRONOUNS.has(word)) return undefined;
      }
      return { from: i, to: i, replacements: ['ou'] };
    },
  }),
  defineRule({
    id: 'fr/de-after-quantity',
    name: 'de after a quantity',
    message: 'After a word of quantity ("beaucoup", "un verre"), "de" takes no article: "beaucoup de touristes", "un verre d\'eau".',
    at: (ctx, i) => {
      // "faire plus du sport", "manger moins des gâteaux": "plus" and "moins" count the object of such a verb
      // ("parler plus du passé" keeps the "de" of "parler de"; "il n'en fait plus du tout" is the negation).
      const comparative = /^(plus|moins)$/.test(ctx.word(i)) && ctx.joined(i - 1) && !negatedBefore(ctx, i) && ctx.word(i + 2) !== 'tout' && PARTITIVE_OBJECT_VERBS.has(frenchVerbs().forms(ctx.word(i - 1)) ? ctx.word(i - 1) : (frenchVerbs().slots(ctx.word(i - 1))[0]?.lemma ?? ''));
      if ((!QUANTITY.has(ctx.word(i)) && !comparative) || !ctx.joined(i)) return undefined;
      // "Les journaux parlent beaucoup de la nouvelle piscine": "beaucoup" says how much they talk; the "de" is parler's.
      if (/^(beaucoup|peu|trop|assez|tant|autant|souvent)$/.test(ctx.word(i)) && ctx.joined(i - 1) && frenchVerbs().slots(ctx.word(i - 1).replace(/^[jnmtsl]['’]/, '')).some((s) => DE_VERBS.has(s.lemma))) return undefined;
      const word = ctx.word(i + 1);
      // "beaucoup des élèves de ma classe", "peu des gens qui…": a definite group that is then named.
      const named = (k: number) => /^(de|du|des|qui|que|qu['’].*|dont|d['’].*)$/.test(ctx.word(k)) && ctx.joined(k - 1);
      const noun = ctx.word(i + 2);
      // Nouns of both genders (touristes, élèves) are not in the lexicon: a plural that is no verb form is read as one.
      const isNoun = findNoun(noun) !== undefined || (word === 'des' && /[sx]$/.test(noun) && frenchVerbs().read(noun).length === 0 && !ADJECTIVES.has(noun));
      if ((word === 'des' || word === 'du') && ctx.joined(i + 1) && isNoun && !named(i + 3)) {
        // Before a vowel "des amis" becomes "d'amis": the elided "d'" joins the noun.
        if (VOWEL_START.test(noun)) return { from: i + 1, to: i + 2, replacements: [`d'${ctx.tokens[i + 2]!.text}`] };
        return { from: i + 1, to: i + 1, replacements: ['de'] };
      }
      // "de l'eau", "de la farine": the article goes.
      const elided = /^l['’](.+)$/.exec(ctx.word(i + 2));
      if (word === 'de' && ctx.joined(i + 1) && elided && findNoun(elided[1] ?? '') && !named(i + 3)) return { from: i + 1, to: i + 2, replacements: [`d'${ctx.tokens[i + 2]!.text.slice(2)}`] };
      if (word === 'de' && ctx.word(i + 2) === 'la' && ctx.joinedRun(i + 1, i + 2) && findNoun(ctx.word(i + 3))?.gender === 'f' && !named(i + 4)) return { from: i + 1, to: i + 2, replacements: ['de'] };
      return undefined;
    },
  }),
  defineRule({
    id: 'fr/partitive-article',
    name: 'du, de la after boire, manger…',
    message: 'An amount of something takes the partitive article: "je bois du café", "je mange de la soupe".',
    at: (ctx, i) => {
      if (ctx.word(i) !== 'de' || !TAKES_PARTITIVE.test(ctx.word(i - 1)) || !ctx.joinedRun(i - 1, i) || negatedBefore(ctx, i - 1)) return undefined;
      const noun = ctx.word(i + 1);
      // An adjective first ("de bonnes choses") is right: "de" replaces "des" before an adjective.
      if (ADJECTIVES.has(noun) || findNoun(noun)?.plural !== false) return undefined;
      const article = partitive(noun);
      if (!article) return undefined;
      return article.endsWith("'") ? { from: i, to: i + 1, replacements: [`${article}${ctx.tokens[i + 1]!.text}`] } : { from: i, to: i, replacements: [article] };
    },
  }),
  defineRule({
    id: 'fr/au-feminine',
    name: 'à la, de la before a feminine noun',
    message: '"au" and "du" are "à le" and "de le": before a feminine noun, write "à la", "de la".',
    at: (ctx, i) => {
      const word = ctx.word(i);
      if ((word !== 'au' && word !== 'du') || !ctx.joined(i)) return undefined;
      const next = ctx.tokens[i + 1]!;
      const noun = findNoun(next.lower);
      // "du" is also the participle of devoir written without its accent ("il a du partir"): only before a noun.
      if (!noun || noun.plural || ADJECTIVES.has(next.lower)) return undefined;
      const preposition = word === 'au' ? 'à' : 'de';
      // Not before h: many words in h- keep "au" (au hasard, du homard).
      if (/^[aeiouyâàéèêëîïôûœ]/.test(next.lower)) return { from: i, to: i + 1, replacements: [`${preposition} l'${next.text}`] };
      return noun.gender === 'f' ? { from: i, to: i, replacements: [`${preposition} la`] } : undefined;
    },
  }),
  defineRule({
    id: 'fr/quel-agreement',
    name: 'quel agrees with its noun',
    message: '"quel" agrees with the noun: quel livre, quelle heure, quels films, quelles fleurs.',
    at: (ctx, i) => {
      if (!/^quel(le)?s?$/.test(ctx.word(i)) || !ctx.joined(i)) return undefined;
      // "Quel est ton nom ?", "Quelles sont tes couleurs ?": with être, quel agrees with the noun after it.
      const phrase = /^(est|sont|était|étaient)$/.test(ctx.word(i + 1)) && ctx.joined(i + 1) ? readNounPhrase(ctx, i + 2) : undefined;
      const noun = phrase ? { ...phrase.noun, plural: phrase.plural ?? phrase.noun.plural, invariant: false } : findNoun(ctx.word(i + 1));
      if (!noun || noun.invariant) return undefined;
      const fix = `quel${noun.gender === 'f' ? 'le' : ''}${noun.plural ? 's' : ''}`;
      return fix !== ctx.word(i) ? { from: i, to: i, replacements: [fix] } : undefined;
    },
  }),
  defineRule({
    id: 'fr/determiner-number',
    name: 'Plural determiner before a plural noun',
    message: 'Before a plural noun, the determiner is plural: "les gens", "mes amis".',
    at: (ctx, i) => {
      const fix = ({ le: 'les', la: 'les', un: 'des', une: 'des', mon: 'mes', ma: 'mes', ton: 'tes', ta: 'tes', son: 'ses', sa: 'ses', ce: 'ces', cet: 'ces', cette: 'ces', notre: 'nos', votre: 'vos' } as Record<string, string>)[ctx.word(i)];
      if (!fix || !ctx.joined(i)) return undefined;
      // After a subject or a clitic, le and la are object pronouns ("je la portes" is another error).
      if (SUBJECT_PRONOUNS.has(ctx.word(i - 1)) || /^(ne|me|te|se|n['’].*)$/.test(ctx.word(i - 1))) return undefined;
      const next = ctx.word(i + 1);
      // "son partis" is the verb "sont" (fr/sont-adverb), not a possessive before the noun "partis".
      if (frenchVerbs().slots(next).some((s) => s.slot >= 30)) return undefined;
      // "gens" has no singular, so the lexicon does not list it.
      const noun = findNoun(next);
      const notOther = !ADJECTIVES.has(next) && frenchVerbs().read(next).length === 0;
      // Nouns of both genders are not in the lexicon: "le enfants" is read from its -s before a vowel, where "le" would elide.
      const unlisted = noun === undefined && /^(le|la)$/.test(ctx.word(i)) && /^[aeiouéèê].*[sx]$/.test(next);
      const plural = next === 'gens' || (((noun !== undefined && noun.plural && !noun.invariant) || unlisted) && notOther);
      return plural ? { from: i, to: i, replacements: [fix] } : undefined;
    },
  }),
  defineRule({
    id: 'fr/leur-leurs',
    name: 'leur before a singular noun',
    message: '"leurs" goes before a plural noun; before a singular one it is "leur": "leur maison".',
    at: (ctx, i) => {
      if (ctx.word(i) !== 'leurs' || !ctx.joined(i)) return undefined;
      // "je leurs ai apporté", "il leurs donne": before a verb it is the pronoun, which never takes -s.
      const next = ctx.word(i + 1);
      if (SUBJECT_BEFORE_PRONOUN.test(ctx.word(i - 1)) && ctx.joined(i - 1) && frenchVerbs().read(next).length > 0 && !findNoun(next)) return { from: i, to: i, replacements: ['leur'] };
      // "pour leurs trente ans de mariage", "leurs deux enfants": a number stands between "leurs" and its plural noun.
      if (CARDINAL.test(next)) return undefined;
      const noun = findNoun(next);
      return noun && !noun.plural && !noun.invariant ? { from: i, to: i, replacements: ['leur'] } : undefined;
    },
  }),
  defineRule({
    id: 'fr/ces-la',
    name: 'ces … -là',
    message: 'With "-ci" or "-là" the determiner is the demonstrative "ces" ("ces chaussures-là").',
    at: (ctx, i) => (ctx.word(i) === 'ses' && /-(là|ci)$/.test(ctx.word(i + 1)) && ctx.joined(i) ? { from: i, to: i, replacements: ['ces'] } : undefined),
  }),
  defineRule({
    id: 'fr/ses-family',
    name: 'ses (his, her) before family and friends',
    message: '"ses" (his, her) goes with the subject\'s own family and friends: "il est parti avec ses amis"; "ces" points at them.',
    // "Mon frère est parti avec ces amis d'enfance": after avec/chez/à, a family noun, and a subject in the
    // third person singular earlier in the sentence ("je" or "nous" would want mes, nos: left alone).
    at: (ctx, i) => {
      if (ctx.word(i) !== 'ces' || !/^(avec|chez|à|pour)$/.test(ctx.word(i - 1)) || !FAMILY.has(ctx.word(i + 1)) || !ctx.joinedRun(i - 1, i + 1)) return undefined;
      if (/-(là|ci)$/.test(ctx.word(i + 1)) || ctx.word(i + 2) === 'qui' || ctx.word(i + 2) === 'que') return undefined;
      let k = i - 2;
      while (k >= 0 && !ctx.startsSentence(k + 1)) k--;
      const words = ctx.tokens.slice(Math.max(0, k + 1), i).map((t) => t.lower);
      const thirdPerson = words.some((w) => /^(il|elle|on)$/.test(w)) || (readNounPhrase(ctx, k + 1)?.plural === false && !words.some((w) => /^(je|j['’].*|tu|nous|vous|ils|elles)$/.test(w)));
      return thirdPerson ? { from: i, to: i, replacements: ['ses'] } : undefined;
    },
  }),
  defineRule({
    id: 'fr/est-et-noun',
    name: 'est or et after a noun subject',
    message: 'After the subject, the verb "est" is meant: "le film est très long".',
    // "Le film et très long": a sentence-opening noun phrase, "et", then an adverb of degree. After
    // an adjective ("un homme grand et très fort") "et" joins two adjectives and is left alone.
    at: (ctx, i) => {
      if (!ctx.startsSentence(i)) return undefined;
      const phrase = readNounPhrase(ctx, i);
      if (!phrase || phrase.adjectives.some((k) => k > phrase.index)) return undefined;
      const at = phrase.index + 1;
      return ctx.word(at) === 'et' && /^(très|trop|vraiment|assez|tellement|toujours|souvent|déjà|plutôt|si)$/.test(ctx.word(at + 1)) && ctx.joinedRun(phrase.index, at + 1)
        ? { from: at, to: at, replacements: ['est'] }
        : undefined;
    },
  }),
  definePhraseRule({
    id: 'fr/sont-adverb',
    name: 'sont or son before an adverb',
    message: '"sont" is the verb (ils sont toujours); "son" (his/her) goes before a noun.',
    phrases: Object.fromEntries('toujours souvent parfois jamais encore vraiment aussi tous toutes partis allés arrivés venus'.split(' ').map((w) => [`son ${w}`, `sont ${w}`])),
    unless: (ctx, from) => ctx.startsSentence(from),
  }),
  defineRule({
    id: 'fr/stressed-pronoun',
    name: 'toi, moi after a preposition',
    message: 'After a preposition the pronoun takes its stressed form: "avec toi", "pour moi", "chez lui".',
    at: (ctx, i) => {
      if (!/^(avec|pour|chez|sans|contre|derrière|devant|vers|envers)$/.test(ctx.word(i - 1)) || !ctx.joined(i - 1)) return undefined;
      const fix = ({ je: 'moi', tu: 'toi', il: 'lui', ils: 'eux' } as Record<string, string>)[ctx.word(i)];
      // "sans il" before a verb is another construction gone wrong (sans qu'il…): not this fix.
      return fix && frenchVerbs().read(ctx.word(i + 1)).length === 0 ? { from: i, to: i, replacements: [fix] } : undefined;
    },
  }),
  defineRule({
    id: 'fr/colour-after-noun',
    name: 'Colour after the noun',
    message: 'A colour adjective follows its noun: "une robe rouge", "des yeux bleus".',
    // "une rouge robe": a determiner, a colour, then a noun that is no adjective itself.
    at: (ctx, i) => {
      if (!COLOURS.test(ctx.word(i)) || !/^(un|une|le|la|les|des|mon|ma|mes|ton|ta|tes|son|sa|ses|ce|cet|cette|ces|notre|votre|nos|vos|leur|leurs)$/.test(ctx.word(i - 1)) || !ctx.joinedRun(i - 1, i + 1)) return undefined;
      const noun = ctx.word(i + 1);
      if (!findNoun(noun) || ADJECTIVES.has(noun) || COLOURS.test(noun)) return undefined;
      return { from: i, to: i + 1, replacements: [`${ctx.tokens[i + 1]!.text} ${ctx.tokens[i]!.text}`] };
    },
  }),
  defineRule({
    id: 'fr/reflexive-routine',
    name: 'Reflexive daily-routine verbs',
    message: 'Getting up, waking up, going to bed are reflexive in French: "je me lève à six heures", "il se couche tard".',
    // "Je lève à six heures": a subject pronoun right before lever, réveiller, coucher…, with no object after it.
    at: (ctx, i) => {
      const person = ROUTINE_SUBJECTS[ctx.word(i)];
      if (person === undefined || !ctx.joined(i)) return undefined;
      const verb = ctx.word(i + 1);
      if (!frenchVerbs().read(verb).some((r) => r.person === person && r.tense <= 1 && ROUTINE_VERBS.test(r.lemma))) return undefined;
      const next = ctx.word(i + 2);
      const noObject = ctx.endsClause(i + 1) || /^(tôt|tard|vers|tous|toutes|chaque|toujours|souvent|rarement|vite|immédiatement|aussitôt|facilement|difficilement)$/.test(next) || (next === 'à' && /^(\d+\S*|une|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|onze|midi|minuit)$/.test(ctx.word(i + 3)));
      if (!noObject) return undefined;
      const reflexive = REFLEXIVES[person]!;
      const joined = /^[aeiouyâàéèêëîïôûœh]/.test(verb) && reflexive.length === 2 ? `${reflexive[0]}'${ctx.tokens[i + 1]!.text}` : `${reflexive} ${ctx.tokens[i + 1]!.text}`;
      return { from: i, to: i + 1, replacements: [`${ctx.tokens[i]!.text} ${joined}`] };
    },
  }),
];
