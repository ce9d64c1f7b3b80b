import { definePhraseRule, defineRule, type IntlRule, type RuleContext } from '../intl-rule';
import { type Person } from '../lexicon/verb-table';
import { frenchVerbs } from './agreement-rules';
import { ADJECTIVES, ER_VERBS, findNoun, isPluralNoun, NOUN_GENDERS, startsWithVowelSound } from './lexicon';
import { readSubjectPhrase } from './subject-phrase';
import { opensWithPluralSubject } from './plural-subject-opening';
import { A_BEFORE_INFINITIVE } from './construction-rules';

const SUBJECT_PRONOUNS = new Set(['il', 'elle', 'on']);
const VOWEL_START = /^[aeiouyâàéèêëîïôûœ]/;
/** Words that start with a vowel sound yet take no elision. */
const NO_ELISION = new Set(['onze', 'oui', 'ouest', 'yaourt', 'yoga', 'ou', 'où', 'et']);
/** "de le faire", "à les aider": le/les are object pronouns before an infinitive, not articles. */
function isPronounBeforeInfinitive(next: string): boolean {
  return /(er|ir|re|oir)$/.test(next) && !NOUN_GENDERS.has(next.replace(/s$/, ''));
}
const ELIDED: Record<string, string> = { le: 'l', la: 'l', je: 'j', me: 'm', te: 't', se: 's', ne: 'n', de: 'd', que: 'qu', ce: 'c' };
/** Infinitives that follow "censé". */
const COMMON_INFINITIVES = new Set(['être', 'faire', 'avoir', 'aller', 'venir', 'savoir', 'pouvoir', 'finir', 'partir', 'dire', 'prendre', 'rendre', ...ER_VERBS]);
// Issue 33, batch 9: coming back too ("il revient a l'école").
const MOTION_OR_PLACE = new Set(
  `vais vas va allons allez vont aller habite habites habitons habitez habitent arrive arrives arrivons arrivez arrivent suis es est sommes êtes sont reste restons restez restent
  viens vient venons venez viennent reviens revient revenons revenez reviennent retourne retournes retournons retournez retournent rentre rentres rentrons rentrez rentrent`.split(/\s+/),
);
const AVOIR_AFTER_SUBJECT: Record<string, string> = { "j'ai": '', 'j’ai': '', tu: 'as', il: 'a', elle: 'a', on: 'a', nous: 'avons', vous: 'avez', ils: 'ont', elles: 'ont' };
const BEFORE_INFINITIVE = new Set(
  `vais vas va allons allez vont peux peut pouvons pouvez peuvent dois doit devons devez doivent veux veut voulons voulez veulent faut pour sans
  voudrais voudrait voudrions voudriez voudraient pourrais pourrait pourrions pourriez pourraient devrais devrait devrions devriez devraient
  aimerais aimerait aimerions aimeriez aimeraient préfère préfères préférons préférez préfèrent sais sait savons savez savent`.split(/\s+/),
);
const SUBJECT_PERSON: Record<string, Person> = { je: 0, "j'": 0, tu: 1, il: 2, elle: 2, on: 2, nous: 3, vous: 4, ils: 5, elles: 5 };
// Words after which "que" opens a clause in the subjunctive: "il faut que", "bien que", "avoir peur que", "vouloir que".
const SUBJUNCTIVE_OPENERS = /^(faut|bien|malgré|avant|pour|afin|sans|condition|peur|veux|veut|voulons|voulez|veulent|voudrais|voudrait|souhaite|souhaites|souhaitons|souhaitez|souhaitent|important|nécessaire|possible|dommage|contente?s?|heureux|heureuses?|désolée?s?|ravie?s?|tristes?|surprise?s?|étonnée?s?|préfère|préfères|préférons|préférez|préfèrent|aimerais|aimerait|regrette|regrettes)$/;
const COUNTRY_PREPOSITION: Record<string, string> = Object.fromEntries([
  ...'France Italie Espagne Allemagne Angleterre Belgique Suisse Chine Russie Inde Australie Grèce Irlande Pologne Suède Norvège Turquie Algérie Tunisie Argentine Colombie Égypte Autriche Roumanie Hongrie Finlande Croatie Ukraine Corée Iran Irak Israël Afghanistan Équateur Uruguay Angola Ouganda Ontario'
    .split(' ').map((country) => [country, 'en']),
  ...'Canada Japon Portugal Brésil Maroc Mexique Danemark Sénégal Chili Pérou Vietnam Liban Luxembourg Cameroun Venezuela Kenya Nigeria Québec Pakistan'
    .split(' ').map((country) => [country, 'au']),
  ['États-Unis', 'aux'],
  ['Pays-Bas', 'aux'],
]);
/** Verbs whose object is direct, so that "de" after their negated participle is the partitive: "je n'ai jamais vu de girafes" (not parler des…). */
const DIRECT_OBJECT_VERBS = new Set('voir manger boire acheter avoir trouver lire faire prendre recevoir rencontrer écrire utiliser vendre goûter préparer entendre commander gagner'.split(' '));
/** Nouns of place or time after which a relative clause opens with "où". */
const PLACE_OR_TIME = new Set('restaurant ville pays maison endroit quartier hôtel région village rue école café bar magasin appartement chambre pièce bureau jour moment année époque période soir matin semaine nuit'.split(' '));
/** A noun of place or time, singular or plural ("des restaurants ou les serveurs…"). */
const isPlaceOrTime = (word: string) => PLACE_OR_TIME.has(word) || (/[sx]$/.test(word) && PLACE_OR_TIME.has(word.slice(0, -1)));
/** Infinitives of verbs conjugated with être (or pronominal in use), whose "avoir" + infinitive is no slip for the participle. */
const ETRE_INFINITIVES = new Set('partir repartir sortir ressortir venir revenir devenir parvenir intervenir survenir advenir mourir naître renaître descendre redescendre s\'enfuir enfuir'.split(' '));
const NEGATION_WORDS = new Set(['pas', 'jamais', 'plus', 'rien', 'personne', 'guère']);

/** The verb of a past participle when the form has one lemma only ("dit" → dire, "fini" → finir). */
function participleLemma(word: string): string | undefined {
  const lemmas = new Set(
    frenchVerbs()
      .slots(word)
      .filter((s) => s.slot >= 30)
      .map((s) => s.lemma),
  );
  return lemmas.size === 1 ? [...lemmas][0] : undefined;
}

/** The subject pronoun an elided "qu'" carries ("qu'il" → il), or the pronoun token itself. */
function readSubjectPronoun(token: string): Person | undefined {
  const bare = token.replace(/^qu['’]/, '');
  return SUBJECT_PERSON[bare];
}
// "je vais mangé", "tu préfères restée": any form of the participle.
const ER_PARTICIPLES = new Map<string, string>([...ER_VERBS].flatMap((v) => ['é', 'ée', 'és', 'ées'].map((end) => [`${v.slice(0, -2)}${end}`, v] as const)));

/** The -er infinitive of a participle in -é, -ée, -és, -ées: the short list, else any -er verb of the table ("réparé" → "réparer"). */
function readErInfinitive(word: string): string | undefined {
  const listed = ER_PARTICIPLES.get(word);
  if (listed) return listed;
  const stem = /^(\p{L}+)(?:é|ée|és|ées)$/u.exec(word)?.[1];
  return stem && frenchVerbs().forms(`${stem}er`) !== undefined ? `${stem}er` : undefined;
}

/** A noun subject at k ("la pharmacienne", "mon frère", "l'infirmière"): how many words it spans, 0 when none. */
function readNounSubjectWords(ctx: RuleContext, k: number): number {
  const elided = /^l['’](\p{L}+)$/u.exec(ctx.word(k));
  if (elided) return findNoun(elided[1]!) || isEpiceneBeforeAvoir(ctx, k, elided[1]!) ? 1 : 0;
  if (!/^(le|la|les|mon|ma|mes|ton|ta|tes|son|sa|ses|notre|nos|votre|vos|leur|leurs|ce|cet|cette|ces)$/.test(ctx.word(k))) return 0;
  return findNoun(ctx.word(k + 1)) || isEpiceneBeforeAvoir(ctx, k + 1, ctx.word(k + 1)) ? 2 : 0;
}

/**
 * "que le propriétaire m'a envoyé", "que l'élève a rendue": nouns of both genders (propriétaire, élève, collègue) are
 * not in the lexicon; after a determiner, a lower-case word that is no verb form right before a form of avoir (an
 * indirect pronoun may stand between) is the subject's noun all the same.
 */
function isEpiceneBeforeAvoir(ctx: RuleContext, k: number, word: string): boolean {
  if (!/^\p{Ll}{3,}$/u.test(word) || frenchVerbs().read(word).length > 0 || !ctx.joined(k)) return false;
  const next = ctx.word(k + 1);
  return /^([mt]['’])?(a|ont|avait|avaient)$/.test(next) || (/^(nous|vous|lui|leur)$/.test(next) && /^(a|ont|avait|avaient)$/.test(ctx.word(k + 2)));
}

export const WORD_RULES: IntlRule[] = [
  definePhraseRule({ id: 'fr/contraction-de', name: 'du, des', message: '"de le" contracts to "du", "de les" to "des".', phrases: { 'de le': 'du', 'de les': 'des' }, unless: (ctx, _from, to) => isPronounBeforeInfinitive(ctx.word(to + 1)) }),
  definePhraseRule({ id: 'fr/contraction-a', name: 'au, aux', message: '"à le" contracts to "au", "à les" to "aux".', phrases: { 'à le': 'au', 'à les': 'aux' }, unless: (ctx, _from, to) => isPronounBeforeInfinitive(ctx.word(to + 1)) }),
  definePhraseRule({ id: 'fr/si-il', name: "s'il", message: '"si" elides before "il" and "ils".', phrases: { 'si il': "s'il", 'si ils': "s'ils" } }),
  defineRule({
    id: 'fr/elision',
    name: 'Elision before a vowel',
    message: 'Before a vowel, "le", "je", "de", "que"… lose their vowel: "l\'ami", "j\'aime".',
    at: (ctx, i) => {
      const short = ELIDED[ctx.word(i)];
      const next = ctx.tokens[i + 1];
      if (!short || !next || !ctx.joined(i) || NO_ELISION.has(next.lower)) return undefined;
      // Before a vowel, y ("j'y vais") and an h that is not aspiré ("j'habite", but "le héros"); not
      // before a capitalised h- (HTML, Hooks, Hedy: names and English words whose h may be sounded).
      const silentH = next.text.startsWith('h') && startsWithVowelSound(next.lower);
      if (!VOWEL_START.test(next.lower) && !silentH) return undefined;
      // "ce" elides only before the verb être.
      if (ctx.word(i) === 'ce' && !/^(est|était|étaient)$/.test(next.lower)) return undefined;
      // "à cause de il pleut" wants "parce qu'il" (fr/parce-que-cause), not "d'il".
      if (ctx.word(i) === 'de' && /^(il|ils|elle|elles|on)$/.test(next.lower)) return undefined;
      // "commencé de apprendre" wants "à apprendre" (fr/verb-preposition), not "d'apprendre".
      if (ctx.word(i) === 'de' && frenchVerbs().slots(ctx.word(i - 1).replace(/^[jn]['’]/, '')).some((s) => A_BEFORE_INFINITIVE.has(s.lemma))) return undefined;
      // "le enfants": a plural after "le" or "la" wants "les" (fr/determiner-number), not an elision.
      if (/^(le|la)$/.test(ctx.word(i)) && /[sx]$/.test(next.lower) && findNoun(next.lower)?.plural !== false) return undefined;
      // "la à nous" is "là à nous" (a missing accent), never an elision before the preposition "à".
      if (next.lower === 'à') return undefined;
      // "Le AC" → "L'AC": the replacement keeps a word with its own capitals as written, so the elided word keeps its capital here.
      const elided = /^\p{Lu}/u.test(ctx.tokens[i]?.text ?? '') ? short.charAt(0).toUpperCase() + short.slice(1) : short;
      return { from: i, to: i + 1, replacements: [`${elided}'${next.text}`] };
    },
  }),
  definePhraseRule({
    id: 'fr/a-accent-phrases',
    name: 'à in set phrases',
    message: 'In this phrase "a" is the preposition "à".',
    phrases: {
      'a cause de': 'à cause de', 'a cause du': 'à cause du', 'a partir de': 'à partir de', 'a partir du': 'à partir du', 'a côté de': 'à côté de',
      'a côté du': 'à côté du', 'a travers': 'à travers', 'grâce a': 'grâce à', "jusqu'a": "jusqu'à", 'face a': 'face à', 'a bientôt': 'à bientôt',
      'a demain': 'à demain', 'a peu près': 'à peu près', 'a droite': 'à droite', 'a gauche': 'à gauche', 'a pied': 'à pied', 'a vélo': 'à vélo', "c'est a dire": "c'est-à-dire", 'par rapport a': 'par rapport à',
    },
    unless: (ctx, from) => SUBJECT_PRONOUNS.has(ctx.word(from - 1)),
  }),
  defineRule({
    id: 'fr/a-after-verb',
    name: 'à after a verb of place',
    message: 'After "aller", "habiter", "être"… the place is introduced by "à".',
    // "Ce qui reste a été vendu": before a participle, "a" is the auxiliary of a subject that ends in the verb.
    at: (ctx, i) =>
      ctx.word(i) === 'a' && MOTION_OR_PLACE.has(ctx.word(i - 1)) && ctx.joined(i - 1) && !frenchVerbs().slots(ctx.word(i + 1)).some((s) => s.slot >= 30)
        ? { from: i, to: i, replacements: ['à'] }
        : undefined,
  }),
  defineRule({
    id: 'fr/a-after-subject',
    name: 'a (verb) after a subject',
    message: 'After "il", "elle", "on" the verb "avoir" is written "a", without an accent.',
    at: (ctx, i) => (ctx.word(i) === 'à' && (SUBJECT_PRONOUNS.has(ctx.word(i - 1)) || ctx.word(i - 1) === 'qui') && ctx.joined(i - 1) ? { from: i, to: i, replacements: ['a'] } : undefined),
  }),
  defineRule({
    id: 'fr/ou-where',
    name: 'où or ou',
    message: '"où" (where) takes an accent; "ou" means or.',
    at: (ctx, i) => {
      if (/^d['’]ou$/.test(ctx.word(i))) return { from: i, to: i, replacements: ["d'où"] };
      if (ctx.word(i) !== 'ou') return undefined;
      // "Savez-vous où…": the verb of an inverted question counts without its pronoun.
      // "Dis-moi où…", "Montrez-nous où…": an imperative with its object pronoun counts as the verb.
      const prev = ctx.joined(i - 1) ? ctx.word(i - 1).replace(/-(vous|tu|il|elle|on|nous|ils|elles|moi|lui|leur)$/, '') : '';
      // Only where "or" cannot fit: "le pays ou le territoire", "un jour ou l'autre" mean or.
      // "un restaurant (italien) ou la pizza était…": after a noun of place or time, "ou" opening a
      // clause (pronoun or noun phrase, then a finite verb) is the relative "où".
      const placeNoun = isPlaceOrTime(prev) || (ADJECTIVES.has(prev) && isPlaceOrTime(ctx.word(i - 2)) && ctx.joined(i - 2));
      const clause = (SUBJECT_PERSON[ctx.word(i + 1)] !== undefined && frenchVerbs().read(ctx.word(i + 2)).length > 0) || (/^(le|la|les|l['’].*|mon|ma|mes|son|sa|ses|notre|nos|leur|leurs)$/.test(ctx.word(i + 1)) && frenchVerbs().read(ctx.word(i + 3)).length > 0 && !findNoun(ctx.word(i + 3)));
      const afterPlace = ['là', 'par', 'endroit'].includes(prev) || (prev === 'moment' && ctx.word(i - 2) === 'au') || (placeNoun && clause && ctx.joinedRun(i, i + 2));
      const question = ctx.startsSentence(i) && /^(est|est-ce|sont|vas|va|allez|allons|habites|habitez|se|es)$/.test(ctx.word(i + 1));
      // An indirect question: "je ne sais pas où il habite"; "or" cannot join "sais pas" to a clause.
      // "Tu peux me dire ou tu as mis…": so after dire, montrer, expliquer, indiquer.
      // "Dis-moi ou je pars" is a threat ("or"): after an imperative with its pronoun, not before "je".
      const imperativeThreat = /-(moi|nous|lui|leur)$/.test(ctx.word(i - 1)) && /^(je|j['’].+)$/.test(ctx.word(i + 1));
      // "Tu sais ou ton frère a rangé la tondeuse ?": a determiner's noun and a finite verb open the clause as well.
      const nounClause = /^(le|la|les|mon|ma|mes|ton|ta|tes|son|sa|ses|notre|nos|votre|vos|leur|leurs|ce|cet|cette|ces)$/.test(ctx.word(i + 1))
        && frenchVerbs().read(ctx.word(i + 3)).length > 0 && !findNoun(ctx.word(i + 3)) && ctx.joinedRun(i, i + 3);
      const indirect = !imperativeThreat && /^(sais|sait|savons|savez|savent|savoir|demande|demandes|demandent|demandé|ignore|dis|dites|dire|voir|pas|montrer|montre|montrez|expliquer|explique|expliquez|indiquer|indique|indiquez)$/.test(prev) && (/^(il|elle|ils|elles|on|je|j['’].+|tu|nous|vous|se|est|sont|sera|va|vont)$/.test(ctx.word(i + 1)) || nounClause);
      // "Je ne sais plus ou j'ai mis…": "plus" or "jamais" after the verb of knowing or asking, like "pas".
      const afterNegation = /^(plus|jamais)$/.test(prev) && ctx.joined(i - 2) && /^(sais|sait|savons|savez|savent|savais|savait|demande|demandes|demandent|ignore)$/.test(ctx.word(i - 2)) && /^(il|elle|ils|elles|on|je|j['’].+|tu|nous|vous|se|est|sont|sera|va|vont)$/.test(ctx.word(i + 1));
      return afterPlace || question || indirect || afterNegation ? { from: i, to: i, replacements: ['où'] } : undefined;
    },
  }),
  defineRule({
    id: 'fr/ca-pronoun',
    name: 'ça or sa',
    message: '"ça" (that) is the pronoun; "sa" (his/her) comes before a noun.',
    at: (ctx, i) => (ctx.word(i) === 'sa' && /^(va|marche|fait|dépend|suffit|veut|me|te|vaut)$/.test(ctx.word(i + 1)) && ctx.joined(i) ? { from: i, to: i, replacements: ['ça'] } : undefined),
  }),
  defineRule({
    id: 'fr/sa-possessive',
    name: 'sa or ça',
    message: '"sa" (his/her) comes before a noun; "ça" means that.',
    // Not before a word that is also a verb ("ça marche", "ça affiche", "ça nuit").
    at: (ctx, i) => (ctx.word(i) === 'ça' && findNoun(ctx.word(i + 1))?.gender === 'f' && frenchVerbs().read(ctx.word(i + 1)).length === 0 && ctx.joined(i) ? { from: i, to: i, replacements: ['sa'] } : undefined),
  }),
  defineRule({
    id: 'fr/se-reflexive',
    name: 'se or ce',
    message: 'Before a verb after a subject, the reflexive pronoun is "se".',
    at: (ctx, i) => (ctx.word(i) === 'ce' && /^(il|elle|on|ils|elles)$/.test(ctx.word(i - 1)) && ctx.joined(i - 1) ? { from: i, to: i, replacements: ['se'] } : undefined),
  }),
  defineRule({
    id: 'fr/ce-sont',
    name: 'ce sont',
    message: '"Ce sont" (these are) is written with "ce".',
    at: (ctx, i) =>
      ctx.word(i) === 'se' && ctx.startsSentence(i) && ctx.word(i + 1) === 'sont' && /^(des|les|mes|tes|ses|nos|vos|leurs|eux|elles)$/.test(ctx.word(i + 2)) && ctx.joinedRun(i, i + 2)
        ? { from: i, to: i, replacements: ['ce'] }
        : undefined,
  }),
  defineRule({
    id: 'fr/est-et',
    name: 'est or et',
    message: '"est" is the verb être; "et" means and.',
    at: (ctx, i) => {
      if (/^c['’]et$/.test(ctx.word(i))) return { from: i, to: i, replacements: ["c'est"] };
      const next = ctx.word(i + 1);
      const predicate = ADJECTIVES.has(next) || /^(très|trop|pas|déjà|ici|là|parti|partie|allé|allée|venu|venue|malade|arrivé|arrivée)$/.test(next);
      return ctx.word(i) === 'et' && SUBJECT_PRONOUNS.has(ctx.word(i - 1)) && ctx.joinedRun(i - 1, i + 1) && predicate ? { from: i, to: i, replacements: ['est'] } : undefined;
    },
  }),
  definePhraseRule({ id: 'fr/sont-son', name: 'sont or son', message: '"sont" is the verb être; "son" means his/her.', phrases: { 'ils son': 'ils sont', 'elles son': 'elles sont' } }),
  definePhraseRule({ id: 'fr/ont-on', name: 'ont or on', message: '"ont" is the verb avoir; "on" is a pronoun.', phrases: { 'ils on': 'ils ont', 'elles on': 'elles ont' } }),
  defineRule({
    id: 'fr/quel-que-soit',
    name: 'quel que soit',
    message: '"quel que soit" is three words and agrees with the noun that follows.',
    at: (ctx, i) => {
      if (!/^quelques?$/.test(ctx.word(i)) || !/^soi(en)?t$/.test(ctx.word(i + 1)) || !ctx.joined(i)) return undefined;
      const plural = ctx.word(i + 1) === 'soient';
      const feminine = /^(la|une|cette|ma|ta|sa|votre|notre|leur)$/.test(ctx.word(i + 2)) && !plural;
      const quel = plural ? 'quels' : feminine ? 'quelle' : 'quel';
      return { from: i, to: i + 1, replacements: [`${quel} que ${ctx.word(i + 1)}`] };
    },
  }),
  definePhraseRule({
    id: 'fr/tous-les',
    name: 'tous les',
    message: 'Before a plural, "tout" becomes "tous" (or "toutes").',
    phrases: { 'tout les': 'tous les', 'tout ces': 'tous ces', 'tout mes': 'tous mes', 'tout nos': 'tous nos', 'tout vos': 'tous vos', 'toute les': 'toutes les' },
  }),
  definePhraseRule({
    id: 'fr/tout-le',
    name: 'tout le',
    message: 'Before a singular, "tous" becomes "tout" (or "toute").',
    phrases: { 'tous le': 'tout le', 'tous la': 'toute la', 'toutes la': 'toute la', 'toutes le': 'tout le', 'toute le': 'tout le' },
  }),
  definePhraseRule({
    id: 'fr/quant-a',
    name: 'quant à',
    message: '"quant à" (as for) is written with a t.',
    phrases: { 'quand à': 'quant à', 'quand au': 'quant au', 'quand aux': 'quant aux' },
    unless: (ctx, _from, to) => /^\d/.test(ctx.word(to + 1)),
  }),
  defineRule({
    id: 'fr/cense',
    name: 'censé or sensé',
    message: '"censé" (supposed to) is followed by an infinitive; "sensé" means sensible.',
    at: (ctx, i) => {
      const match = /^sensé(e?s?)$/.exec(ctx.word(i));
      return match && COMMON_INFINITIVES.has(ctx.word(i + 1)) && ctx.joined(i) ? { from: i, to: i, replacements: [`censé${match[1]}`] } : undefined;
    },
  }),
  defineRule({
    id: 'fr/participle-after-avoir',
    name: 'Past participle after avoir',
    message: 'After "avoir" the verb is a past participle: "j\'ai mangé".',
    at: (ctx, i) => {
      const subject = ctx.word(i);
      const form = AVOIR_AFTER_SUBJECT[subject];
      if (form === undefined) return undefined;
      const verbIndex = form === '' ? i + 1 : i + 2;
      if (form !== '' && ctx.word(i + 1) !== form) return undefined;
      const verb = ctx.word(verbIndex);
      // Any -er verb of the table ("j'ai pleurer"), unless the word is a noun too (le dîner, le déjeuner).
      const erVerb = ER_VERBS.has(verb) || (verb.endsWith('er') && frenchVerbs().forms(verb) !== undefined && !findNoun(verb));
      if (!ctx.joinedRun(i, verbIndex)) return undefined;
      if (erVerb) return { from: verbIndex, to: verbIndex, replacements: [`${verb.slice(0, -2)}é`] };
      // "j'ai apprendre", "tu as prendre", "nous avons lire": an -ir, -re or -oir infinitive of the table takes its
      // participle (appris, pris, lu), unless it is a noun too (le rire, le devoir) or conjugated with être (partir, venir).
      const participle = /(ir|re)$/.test(verb) && !findNoun(verb) && !ETRE_INFINITIVES.has(verb) ? frenchVerbs().forms(verb)?.[30] : undefined;
      return participle ? { from: verbIndex, to: verbIndex, replacements: [participle] } : undefined;
    },
  }),
  defineRule({
    id: 'fr/infinitive-after-verb',
    name: 'Infinitive after a modal or preposition',
    message: 'After "aller", "pouvoir", "vouloir", "pour"… the verb stays in the infinitive: "je vais manger".',
    at: (ctx, i) => {
      // "Tu peux m'aidé", "tu peux le mangé": an object pronoun between a verb (not "pour", "sans") and its
      // infinitive. "le", "la", "les", "l'" may be articles ("peux le marché"?): not before a noun.
      const modal = (k: number) => BEFORE_INFINITIVE.has(ctx.word(k)) && !/^(pour|sans)$/.test(ctx.word(k));
      const elided = /^([mtls]['’])(.+)$/.exec(ctx.tokens[i]?.text ?? '');
      const elidedVerb = elided ? ER_PARTICIPLES.get(elided[2]!.toLowerCase()) : undefined;
      const articleLike = (pronoun: string, word: string) => /^(l['’]|le|la|les)$/.test(pronoun) && findNoun(word) !== undefined;
      if (elidedVerb && modal(i - 1) && ctx.joined(i - 1) && !articleLike(elided![1]!.toLowerCase(), elided![2]!.toLowerCase())) return { from: i, to: i, replacements: [elided![1] + elidedVerb] };
      // "pour le réparé", "sans la cassé": after pour and sans too, where the word after le, la is no noun.
      const takesClitic = (k: number) => modal(k) || /^(pour|sans)$/.test(ctx.word(k));
      const clitic = /^(me|te|se|le|la|les|lui|leur|nous|vous)$/.test(ctx.word(i - 1)) && takesClitic(i - 2) && ctx.joinedRun(i - 2, i) && !articleLike(ctx.word(i - 1), ctx.word(i));
      const cliticInfinitive = clitic ? readErInfinitive(ctx.word(i)) : undefined;
      if (cliticInfinitive) return { from: i, to: i, replacements: [cliticInfinitive] };
      // "je viens de fini", "sans dit": after venir de, pour and sans, the participle of any verb, not only -er ones.
      const strict = /^(pour|sans)$/.test(ctx.word(i - 1)) || (ctx.word(i - 1) === 'de' && /^(viens|vient|venons|venez|viennent|venais|venait|venaient)$/.test(ctx.word(i - 2)));
      const infinitive = ER_PARTICIPLES.get(ctx.word(i)) ?? (strict ? participleLemma(ctx.word(i)) : undefined);
      if (!infinitive || !ctx.joined(i - 1)) return undefined;
      if (strict) return { from: i, to: i, replacements: [infinitive] };
      // "j'aimerais beaucoup visité": one adverb may stand between the modal and its infinitive.
      if (/^(beaucoup|bien|vraiment|toujours|souvent|jamais|pas|plus|aussi|encore|déjà)$/.test(ctx.word(i - 1)) && ctx.joined(i - 2) && BEFORE_INFINITIVE.has(ctx.word(i - 2).replace(/^[jn]['’]/, ''))) return { from: i, to: i, replacements: [infinitive] };
      // "oublié de fermé", "une salle à mangé": after "de" or "à" too, except where a participle
      // follows as an adjective ("rien de changé", "quelque chose de réservé").
      // Not after a noun or a quantity, where the word is a noun ("l'envoi de données", "assez de données", "prix de marché").
      const before = ctx.word(i - 2).replace(/^(l|d|qu)['’]/, '');
      const pluralNoun = findNoun(ctx.word(i))?.plural === true;
      // "Elle à oublié": an "à" straight after a subject is the verb "a" misspelt, so the participle is right.
      const avoirMisspelt = ctx.word(i - 1) === 'à' && (SUBJECT_PRONOUNS.has(before) || before === 'qui') && ctx.joined(i - 2);
      const afterPreposition = !avoirMisspelt && /^(de|à)$/.test(ctx.word(i - 1)) && !/^(rien|chose|personne|quoi|assez|beaucoup|peu|trop|plus|moins|tant|autant|davantage)$/.test(before) && !findNoun(before) && !pluralNoun;
      return BEFORE_INFINITIVE.has(ctx.word(i - 1)) || afterPreposition ? { from: i, to: i, replacements: [infinitive] } : undefined;
    },
  }),
  defineRule({
    id: 'fr/participle-after-avoir-noun',
    name: 'Past participle after avoir',
    message: 'After "avoir" the verb is a past participle: "il a mangé".',
    // "Mon petit frère a manger": a noun subject, "a"/"ont", then an -er infinitive ("il y a manger" is not read).
    at: (ctx, i) => {
      // Any word before but "y" ("il y a à manger" is another phrase): a noun subject of both genders too ("les enfants ont jouer").
      if (!/^(a|ont|avait|avaient)$/.test(ctx.word(i)) || !/^\p{L}+$/u.test(ctx.word(i - 1)) || ctx.word(i - 1) === 'y' || !ctx.joinedRun(i - 1, i + 1)) return undefined;
      // "qui m'ont aidé a trouver": an "a" right after a participle is the preposition "à" (fr/a-after-participle), the infinitive right.
      if (ctx.word(i) === 'a' && frenchVerbs().slots(ctx.word(i - 1)).some((s) => s.slot >= 30)) return undefined;
      const verb = ctx.word(i + 1);
      return ER_VERBS.has(verb) ? { from: i + 1, to: i + 1, replacements: [`${verb.slice(0, -2)}é`] } : undefined;
    },
  }),
  defineRule({
    id: 'fr/subjunctive',
    name: 'Subjunctive after il faut que, bien que…',
    message: 'After "il faut que", "bien que", "avoir peur que" or "vouloir que", the verb is in the subjunctive.',
    at: (ctx, i) => {
      // "que tu viens", "qu'il est": the pronoun may be joined to "qu'".
      const word = ctx.word(i);
      const elided = /^qu['’]/.test(word);
      if (word !== 'que' && !elided) return undefined;
      // "je doute que" (not "sans doute que", an adverb): douter needs its subject.
      const doubt = /^(doute|doutes|doutons|doutez|doutent)$/.test(ctx.word(i - 1)) && SUBJECT_PERSON[ctx.word(i - 2)] !== undefined;
      // "je ne pense pas que je puisse": penser and croire under a negation ("ne … pas", "ne … plus") doubt.
      const deniedOpinion = /^(pas|plus|jamais)$/.test(ctx.word(i - 1)) && /^(pense|penses|pensons|pensez|pensent|crois|croit|croyons|croyez|croient)$/.test(ctx.word(i - 2)) && /^(ne|n['’].*)$/.test(ctx.word(i - 3)) && ctx.joinedRun(i - 3, i);
      // "jusqu'à ce que la pâte devient": "jusqu'à ce que" opens a clause in the subjunctive too.
      const until = ctx.word(i - 1) === 'ce' && /^jusqu['’]à$/.test(ctx.word(i - 2)) && ctx.joinedRun(i - 2, i);
      if (!SUBJUNCTIVE_OPENERS.test(ctx.word(i - 1)) && !doubt && !deniedOpinion && !until) return undefined;
      // A noun subject too: "ils ont peur que le train parte".
      const nounSubject = elided || SUBJECT_PERSON[ctx.word(i + 1)] !== undefined ? undefined : readSubjectPhrase(ctx, i + 1);
      const person = elided ? readSubjectPronoun(word) : (nounSubject?.person ?? SUBJECT_PERSON[ctx.word(i + 1)]);
      let verbAt = elided ? i + 1 : nounSubject ? nounSubject.end + 1 : i + 2;
      // "que tu me dises", "qu'il le fasse": object pronouns stand before the verb.
      while (/^(me|te|se|le|la|les|lui|leur|nous|vous|y|en|ne)$/.test(ctx.word(verbAt)) && ctx.joined(verbAt) && person !== undefined) verbAt++;
      if (person === undefined || !ctx.joinedRun(i, verbAt)) return undefined;
      const prefix = /^[mtsl]['’]/.exec(ctx.word(verbAt))?.[0] ?? '';
      const verb = ctx.word(verbAt).slice(prefix.length);
      const readings = frenchVerbs().read(verb).filter((r) => r.tense === 0 && r.person === person);
      const lemmas = new Set(readings.map((r) => r.lemma));
      // The table gives "je puis" for pouvoir: "je peux" is its everyday first person.
      if (verb === 'peux' && person === 0) lemmas.add('pouvoir');
      if (lemmas.size !== 1) return undefined;
      const subjunctive = frenchVerbs().conjugate([...lemmas][0]!, 4, person);
      if (!subjunctive || subjunctive === verb) return undefined;
      // "que je vais" → "que j'aille": "je" (or me, te, se, ne) elides before the vowel the subjunctive starts with.
      const before = ctx.tokens[verbAt - 1]?.text ?? '';
      if (!prefix && /^(je|me|te|se|ne)$/i.test(before) && verbAt - 1 > i && startsWithVowelSound(subjunctive)) {
        return { from: verbAt - 1, to: verbAt, replacements: [`${before.slice(0, -1)}'${subjunctive}`] };
      }
      return { from: verbAt, to: verbAt, replacements: [prefix + subjunctive] };
    },
  }),
  defineRule({
    id: 'fr/ne-missing',
    name: 'ne … pas',
    message: 'Written French keeps "ne" in a negation: "nous n\'avons pas".',
    at: (ctx, i) => {
      // "Nous avons pas reçu", "mon colocataire fait jamais": a subject, a finite verb, then pas/jamais/rien with no "ne".
      const nounSubject = SUBJECT_PERSON[ctx.word(i)] === undefined && ctx.startsSentence(i) ? readSubjectPhrase(ctx, i) : undefined;
      if (nounSubject) i = nounSubject.end;
      else if (SUBJECT_PERSON[ctx.word(i)] === undefined) return undefined;
      if (!NEGATION_WORDS.has(ctx.word(i + 2)) || !ctx.joinedRun(i, i + 2)) return undefined;
      // "Je sais pas" is the everyday spoken form, common in informal writing: not flagged.
      if (ctx.word(i + 1) === 'sais') return undefined;
      const verb = ctx.tokens[i + 1];
      if (!verb || frenchVerbs().read(verb.lower).length === 0 || /^n['’]/.test(verb.lower)) return undefined;
      // "vous ne vous fiez pas": the "ne" may stand before a reflexive or object pronoun.
      if (ctx.tokens.slice(Math.max(0, i - 2), i + 1).some((t) => t.lower === 'ne' || /^n['’]/.test(t.lower))) return undefined;
      // "Il y a plus de…", "plus" as "more": only "pas", "jamais", "rien" are sure.
      if (!/^(pas|jamais|rien)$/.test(ctx.word(i + 2))) return undefined;
      const fixed = VOWEL_START.test(verb.lower) ? `n'${verb.text}` : `ne ${verb.text}`;
      return { from: i + 1, to: i + 1, replacements: [fixed] };
    },
  }),
  definePhraseRule({ id: 'fr/son-sont', name: 'son or sont', message: '"sont" is the verb (ils sont); "son" is "his/her".', phrases: { 'son très': 'sont très', 'son trop': 'sont trop', 'son tous': 'sont tous', 'son toutes': 'sont toutes', 'son déjà': 'sont déjà' }, // "Les billets pour le concert de samedi son déjà vendus": a plural subject with its complement before "son".
    unless: (ctx, from) => ctx.startsSentence(from) || (!/s$/.test(ctx.word(from - 1)) && !opensWithPluralSubject(ctx, from)),
  }),
  defineRule({
    id: 'fr/son-sont-plural',
    name: 'son or sont after a plural subject',
    message: '"sont" is the verb (les chiots sont prêts); "son" is "his/her" and never stands before a plural adjective.',
    // "Les chiots son prêts à être adoptés": a plural subject (a plural determiner and its noun) opening the sentence,
    // "son", then a plural adjective or participle, which "son" could not agree with.
    at: (ctx, i) => {
      if (ctx.word(i) !== 'son' || !ctx.joinedRun(i - 2, i + 1) || !ctx.startsSentence(i - 2)) return undefined;
      if (!/^(les|des|mes|tes|ses|nos|vos|leurs|ces)$/.test(ctx.word(i - 2)) || !/[sx]$/.test(ctx.word(i - 1))) return undefined;
      const next = ctx.word(i + 1);
      const pluralAdjective = /[sx]$/.test(next) && (ADJECTIVES.has(next) || frenchVerbs().slots(next).some((s) => s.slot === 31 || s.slot === 33));
      return pluralAdjective ? { from: i, to: i, replacements: ['sont'] } : undefined;
    },
  }),
  definePhraseRule({ id: 'fr/ses-propres', name: 'ses propres', message: '"ses propres" (his/her own); "ces" points at things.', phrases: { 'ces propres': 'ses propres' } }),
  defineRule({
    id: 'fr/de-after-negation',
    name: 'de after a negation',
    message: 'After a negation, "du", "de la" and "des" become "de": "il n\'y a plus de lait".',
    at: (ctx, i) => {
      // "pas du tout" is an idiom.
      // "je n'ai jamais vu des girafes": a participle of a verb with a direct object may stand in between.
      const through = /^(pas|plus|jamais)$/.test(ctx.word(i - 1)) && ctx.joined(i - 1) && frenchVerbs().slots(ctx.word(i)).some((s) => s.slot === 30 && DIRECT_OBJECT_VERBS.has(s.lemma));
      // "je n'ai pas de l'argent", "pas de la chance": the article after "de" goes as well.
      const deArticle = ctx.word(i + 1) === 'de' && (ctx.word(i + 2) === 'la' || /^l['’]\p{L}/u.test(ctx.word(i + 2))) && ctx.joined(i + 1);
      if (!(/^(pas|plus|jamais)$/.test(ctx.word(i)) || through) || !(/^(du|des)$/.test(ctx.word(i + 1)) || deArticle) || !ctx.joined(i) || ctx.word(i + 2) === 'tout') return undefined;
      // "Ce n'est pas du vin": after "être" the article stays.
      const before = ctx.tokens.slice(Math.max(0, i - 3), i).map((t) => t.lower);
      if (before.some((w) => /^(n['’])?(est|sont|était|étaient|c'est|suis|es|sommes|êtes)$/.test(w))) return undefined;
      // Only a real negation: "ne" or an elided "n'" before it ("il y a plus du…" means "more").
      if (!before.some((w) => w === 'ne' || /^n['’]/.test(w))) return undefined;
      // "Il ne boit pas de la bière mais du vin": in a contrast the article may stay.
      for (let k = i + 2; k < ctx.tokens.length && k < i + 8 && !/[.!?;]/.test(ctx.gapBefore(k)); k++) if (ctx.word(k) === 'mais') return undefined;
      const next = ctx.word(i + 2);
      if (deArticle) {
        // Only after a verb with a direct object ("je ne parle pas de la fille" is "parler de").
        const verb = ctx.tokens.slice(Math.max(0, i - 2), i).some((t) => frenchVerbs().read(t.lower.replace(/^n['’]/, '')).some((r) => DIRECT_OBJECT_VERBS.has(r.lemma)));
        if (!verb) return undefined;
        if (next === 'la') return { from: i + 1, to: i + 2, replacements: ['de'] };
        return { from: i + 1, to: i + 2, replacements: [`d'${ctx.tokens[i + 2]!.text.slice(2)}`] };
      }
      // Before a vowel "des amis" becomes "d'amis": the elided "d'" joins the noun.
      if (VOWEL_START.test(next) && ctx.joined(i + 1)) return { from: i + 1, to: i + 2, replacements: [`d'${ctx.tokens[i + 2]!.text}`] };
      return { from: i + 1, to: i + 1, replacements: ['de'] };
    },
  }),
  defineRule({
    id: 'fr/country-preposition',
    name: 'en, au, aux before a country',
    message: 'Feminine countries take "en" (en Italie), masculine ones "au" (au Canada), plural ones "aux" (aux États-Unis).',
    at: (ctx, i) => {
      const word = ctx.word(i);
      // "Il vient de Sénégal": coming from, a masculine country takes "du", a plural one "des".
      if (word === 'de' && ctx.joined(i)) {
        const from = ({ au: 'du', aux: 'des' } as Record<string, string>)[COUNTRY_PREPOSITION[ctx.tokens[i + 1]?.text ?? ''] ?? ''];
        return from ? { from: i, to: i, replacements: [from] } : undefined;
      }
      if (!/^(à|en|au|aux|dans)$/.test(word) || !ctx.joined(i)) return undefined;
      const right = COUNTRY_PREPOSITION[ctx.tokens[i + 1]?.text ?? ''];
      // "dans" is right with a determiner ("dans l'Italie du Sud"), never before the bare name.
      return right && right !== word ? { from: i, to: i, replacements: [right] } : undefined;
    },
  }),
  defineRule({
    id: 'fr/infinitive-not-ez',
    name: 'Infinitive, not the -ez form, after a modal',
    message: 'After "pouvoir", "vouloir", "devoir"… the verb stays in the infinitive: "Pouvez-vous m\'envoyer …".',
    // "Pouvez-vous m'envoyez", "vous pouvez envoyez": the -ez form sounds like the infinitive.
    at: (ctx, i) => {
      const elided = /^([mtls]['’])?(\p{L}+ez)$/u.exec(ctx.tokens[i]!.text);
      if (!elided) return undefined;
      const verb = elided[2]!.toLowerCase();
      const lemma = frenchVerbs().read(verb).find((r) => r.person === 4 && r.tense === 0 && r.lemma.endsWith('er'))?.lemma;
      if (!lemma) return undefined;
      const isModal = (k: number) => (BEFORE_INFINITIVE.has(ctx.word(k)) && !/^(pour|sans)$/.test(ctx.word(k))) || /^(pouvez|pourriez|voulez|voudriez|devez|devriez|allez)-vous$/.test(ctx.word(k));
      const clitic = /^(me|te|le|la|les|lui|leur|nous|vous)$/.test(ctx.word(i - 1)) && !elided[1];
      const modal = clitic ? i - 2 : i - 1;
      // "vous pouvez, vous envoyez": a subject "vous" right before is the verb's own.
      if (!isModal(modal) || !ctx.joinedRun(modal, i) || (clitic && ctx.word(i - 1) === 'vous' && !/-vous$/.test(ctx.word(modal)))) return undefined;
      return { from: i, to: i, replacements: [(elided[1] ?? '') + lemma] };
    },
  }),
  defineRule({
    id: 'fr/participle-agreement-que',
    name: 'Participle agreement with a preceding object',
    message: 'With "avoir", the participle agrees with a direct object placed before it: "les lettres que j\'ai écrites".',
    // "[det] noun que [subject] [avoir] participle": the noun before "que" is the object.
    at: (ctx, i) => {
      // "la lettre de motivation que…": a bare noun after "de" completes the head noun, which stays the object.
      const q = ctx.word(i + 2) === 'de' && findNoun(ctx.word(i + 3)) !== undefined ? i + 4 : i + 2;
      // "que" alone, or elided onto its subject: "les livres qu'il a lus".
      const elidedSubject = /^qu['’](il|elle|on|ils|elles)$/.test(ctx.word(q));
      if (!/^(les|la|une|ces|cette|mes|tes|ses|nos|vos|leurs|des)$/.test(ctx.word(i)) || (ctx.word(q) !== 'que' && !elidedSubject) || !ctx.joinedRun(i, q)) return undefined;
      // "une fois que", "la façon que": conjunctions; "le tableau des dépendances que…": the antecedent may be the first noun.
      if (/^(fois|façon|manière|sorte|mesure)$/.test(ctx.word(i + 1)) || (ctx.word(i) === 'des' && findNoun(ctx.word(i - 1)))) return undefined;
      const plural = /^(les|ces|mes|tes|ses|nos|vos|leurs|des)$/.test(ctx.word(i));
      // A noun of both genders ("les livres que…") is read as masculine plural: its participle in -s is checked.
      const noun = findNoun(ctx.word(i + 1)) ?? (plural && isPluralNoun(ctx.word(i + 1)) ? { gender: 'm' as const } : undefined);
      if (!noun) return undefined;
      if (noun.gender !== 'f' && !plural) return undefined;
      // The subject, then a form of avoir: "que j'ai", "que nous avons", "que tu as".
      let k = q + 1;
      if (elidedSubject) {
        if (!/^(a|ont|avait|avaient)$/.test(ctx.word(k))) return undefined;
        k += 1;
      } else if (/^j['’]ai$/.test(ctx.word(k))) k += 1;
      else if (/^j['’]ai$/.test(ctx.word(k)) === false && SUBJECT_PERSON[ctx.word(k)] !== undefined && /^([mt]['’])?(ai|as|a|avons|avez|ont)$/.test(ctx.word(k + 1))) k += 2;
      // "que tu m'as envoyées", "que je vous ai dites": an indirect pronoun between subject and auxiliary.
      else if (SUBJECT_PERSON[ctx.word(k)] !== undefined && /^(nous|vous|lui|leur)$/.test(ctx.word(k + 1)) && /^(ai|as|a|avons|avez|ont)$/.test(ctx.word(k + 2))) k += 3;
      else {
        // "que la pharmacienne m'a données", "que mon frère nous a prêtés", "que l'infirmière a notées": a noun subject.
        const subject = readNounSubjectWords(ctx, k);
        if (subject === 0) return undefined;
        k += subject;
        if (/^(nous|vous|lui|leur)$/.test(ctx.word(k)) && /^(a|ont|avait|avaient)$/.test(ctx.word(k + 1))) k += 1;
        if (!/^([mt]['’])?(a|ont|avait|avaient)$/.test(ctx.word(k))) return undefined;
        k += 1;
      }
      if (!ctx.joinedRun(i, k)) return undefined;
      const participle = ctx.word(k);
      const reading = frenchVerbs().slots(participle).find((r) => r.slot === 30);
      // "la femme que je t'ai parlé" wants "dont" (fr/dont): parler has no direct object to agree with.
      // Nor "la ville que j'ai grandi": grandir, travailler, dormir take no object (fr/ou-time makes it "où").
      if (!reading || /^(parler|téléphoner|répondre|sourire|plaire|ressembler|mentir|obéir|grandir|travailler|dormir|séjourner)$/.test(reading.lemma)) return undefined;
      // "les chaussures qu'il a fait réparer": before an infinitive the participle does not agree (fait) or need not.
      if (ctx.joined(k) && /(er|ir|re)$/.test(ctx.word(k + 1)) && frenchVerbs().forms(ctx.word(k + 1))) return undefined;
      // "la pièce que tu m'as conseillé de voir", "les livres qu'il a commencé à lire": "que" is the infinitive's object.
      const infinitiveAt = /^d['’]/.test(ctx.word(k + 1)) ? ctx.word(k + 1).slice(2) : /^(de|à)$/.test(ctx.word(k + 1)) ? ctx.word(k + 2) : '';
      if (ctx.joined(k) && /(er|ir|re)$/.test(infinitiveAt) && frenchVerbs().forms(infinitiveAt)) return undefined;
      const slot = (noun.gender === 'f' ? 2 : 0) + (plural ? 1 : 0);
      const agreed = frenchVerbs().conjugate(reading.lemma, 5, slot as Person);
      return agreed && agreed !== participle ? { from: k, to: k, replacements: [agreed] } : undefined;
    },
  }),
  definePhraseRule({ id: 'fr/chaque', name: 'chaque', message: '"chaque" is always singular.', phrases: { chaques: 'chaque' } }),
  definePhraseRule({ id: 'fr/pret-a', name: 'prêt à', message: '"prêt à" (ready to); "près de" means near.', phrases: { 'près à': 'prêt à', 'prés à': 'prêt à' } }),
  definePhraseRule({ id: 'fr/la-bas', name: 'là-bas', message: '"là-bas" (over there) takes an accent and a hyphen.', phrases: { 'la bas': 'là-bas', 'la-bas': 'là-bas' } }),
];
