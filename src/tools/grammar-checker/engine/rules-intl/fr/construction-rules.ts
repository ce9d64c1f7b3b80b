import { definePhraseRule, defineRule, type IntlRule, type RuleContext } from '../intl-rule';
import { type Person } from '../lexicon/verb-table';
import { frenchVerbs } from './agreement-rules';
import { ADJECTIVES, findNoun, isPluralNoun } from './lexicon';
import { readSubjectPhrase } from './subject-phrase';

const PERSONS: Record<string, Person> = { je: 0, tu: 1, il: 2, elle: 2, on: 2, nous: 3, vous: 4, ils: 5, elles: 5 };

/**
 * The clause up to word `last` already has a subject and its verb ("J'ai rendez-vous a dix heures"):
 * then a later "a" is no second verb of it. The clause is read back to a comma or a word that opens another one.
 */
function hasVerbBefore(ctx: RuleContext, last: number): boolean {
  for (let k = last; k >= 0; k--) {
    const word = ctx.word(k);
    if (/^(que|qu['’].*|et|mais|ou|qui|quand|si|parce|car|lorsque)$/.test(word)) return false;
    const elided = /^j['’](.+)$/.exec(word);
    if (elided && frenchVerbs().read(elided[1]!).length > 0) return true;
    if (PERSONS[word] !== undefined && k < last && frenchVerbs().read(ctx.word(k + 1)).length > 0) return true;
    // "Le directeur a rendez-vous a dix heures": a noun phrase that opens the clause, then its verb.
    if (k > 0 && /^(a|avait|aura|est|était|sera)$/.test(word) && isClauseOpeningSubject(ctx, k)) return true;
    if (k === 0 || !ctx.joined(k - 1)) return false;
  }
  return false;
}
/** A subject noun phrase ends right before word `verb` and starts the sentence or follows a comma-free clause opener. */
function isClauseOpeningSubject(ctx: RuleContext, verb: number): boolean {
  for (let start = verb - 1; start >= Math.max(0, verb - 4); start--) {
    if (start > 0 && ctx.joined(start - 1) && !/^(que|qu['’].*|et|mais|quand|si|lorsque|car)$/.test(ctx.word(start - 1))) continue;
    const phrase = readSubjectPhrase(ctx, start);
    if (phrase?.end === verb - 1) return true;
  }
  return false;
}
const PARTICIPLE_SLOT = 30;
/** People one asks on behalf of: "je demande pour mon fils". */
const ASKED_FOR_PEOPLE = /^(ami|amie|amis|amies|fils|fille|filles|frère|frères|sœur|sœurs|mère|père|parents|enfant|enfants|collègue|collègues|copain|copine|copains|mari|femme|voisin|voisine|voisins|patron|patronne|client|cliente|clients|famille|professeur|prof|chef|équipe|grand-mère|grand-père|bébé|cousin|cousine)$/;
const VOWEL_START = /^[aeiouyâàéèêëîïôûœh]/;
const NUMBER = /^(\d+|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|onze|douze|quinze|seize|vingt|trente|quarante|cinquante|soixante|cent)(-\p{L}+)*$/u;
/** Nouns that go with avoir, not être: "j'ai faim", "elle a peur", "il a raison". */
const AVOIR_NOUNS = /^(faim|soif|peur|sommeil|raison|tort|besoin|envie|honte)$/;

/** A subject at word i (pronoun or noun phrase) with its person and last word. */
function readAnySubject(ctx: RuleContext, i: number): { end: number; person: Person } | undefined {
  const person = PERSONS[ctx.word(i)];
  if (person !== undefined) return { end: i, person };
  const phrase = readSubjectPhrase(ctx, i);
  return phrase && { end: phrase.end, person: phrase.person };
}

/** The tense block and person of a form of être (present 0, imperfect 1), or undefined. */
function readEtreForm(word: string): { tense: number; person: Person } | undefined {
  const reading = frenchVerbs()
    .read(word)
    .find((r) => r.lemma === 'être' && r.tense <= 1);
  return reading && { tense: reading.tense, person: reading.person };
}

/** Verbs of a single event: with a length of time they take "il y a", not "depuis" ("je suis arrivé il y a deux ans"). */
const PUNCTUAL = new Set(['arriver', 'partir', 'venir', 'naître', 'mourir', 'commencer', 'finir', 'terminer', 'quitter', 'déménager', 'acheter', 'rencontrer', 'obtenir', 'recevoir']);
const EVENTS = new Set('concert spectacle réunion match cours mariage conférence cérémonie fête représentation festival'.split(' '));
/** Verbs followed by "de" before an infinitive: "ils ont décidé de partir". */
const DE_BEFORE_INFINITIVE = new Set('décider essayer oublier refuser accepter arrêter finir choisir rêver promettre regretter éviter proposer'.split(' '));
/** Verbs that take "à" before an infinitive ("commencer à", "réussir à"); not continuer, right with both. */
export const A_BEFORE_INFINITIVE = new Set('commencer apprendre réussir hésiter parvenir renoncer'.split(' '));

/** "décidé à étudier", "commencé de apprendre", "commencé d'apprendre": the other preposition before an infinitive. */
function readWrongPreposition(ctx: RuleContext, i: number): { from: number; to: number; replacements: string[] } | undefined {
  const lemmas = new Set(frenchVerbs().slots(ctx.word(i).replace(/^[jn]['’]/, '')).map((s) => s.lemma));
  const wantsDe = [...lemmas].some((l) => DE_BEFORE_INFINITIVE.has(l));
  const wantsA = [...lemmas].some((l) => A_BEFORE_INFINITIVE.has(l));
  if (wantsDe === wantsA) return undefined;
  // A reflexive or object pronoun before the verb or its auxiliary changes the construction ("se décider à").
  const clitic = (k: number) => /^(me|te|se|le|la|les|[mtsl]['’].+)$/.test(ctx.word(k)) || (/^(nous|vous)$/.test(ctx.word(k)) && /^(nous|vous)$/.test(ctx.word(k - 1)));
  const auxiliary = /^(ai|as|a|avons|avez|ont|avait|avaient|suis|es|est|sommes|êtes|sont)$/.test(ctx.word(i - 1));
  const pronounBefore = clitic(i - 1) || (auxiliary && clitic(i - 2));
  if (pronounBefore) return undefined;
  const next = ctx.word(i + 1);
  const elided = /^d['’](.+)$/.exec(next);
  const infinitiveAt = elided ? undefined : i + 2;
  const infinitive = elided ? elided[1]! : ctx.word(i + 2);
  if (!/(er|ir|re)$/.test(infinitive) || !frenchVerbs().forms(infinitive) || findNoun(infinitive) || !ctx.joinedRun(i, infinitiveAt ?? i + 1)) return undefined;
  const vowel = VOWEL_START.test(infinitive);
  if (wantsDe && next === 'à') return { from: i + 1, to: i + 2, replacements: [vowel ? `d'${ctx.tokens[i + 2]!.text}` : `de ${ctx.tokens[i + 2]!.text}`] };
  if (wantsA && (next === 'de' || elided)) return { from: i + 1, to: infinitiveAt ?? i + 1, replacements: [`à ${infinitive}`] };
  return undefined;
}

/** People whose home or shop one goes to ("chez"): family, friends, trades. */
const PEOPLE = new Set('parents grands-parents grand-mère grand-père mère père mari femme fils fille enfants amis ami amie amies oncle tante cousin cousine cousins voisin voisine voisins médecin dentiste coiffeur coiffeuse boulanger boucher frère sœur copain copine collègue collègues'.split(' '));
const MONTHS = /^(janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre)$/;
const BODY = new Set('main mains tête dents dent cheveux jambe jambes bras pied pieds yeux œil oeil visage doigt doigts dos ventre gorge nez genou épaule oreille oreilles cou'.split(' '));

const ALLER_PRESENT = /^(vais|vas|va|allons|allez|vont)$/;
/** What may follow "ne vais pas" before the clause ends with no place: how often or how long. */
const FREQUENCY = /^(souvent|beaucoup|trop|assez|régulièrement|jamais|plus|encore|toujours|vraiment|aujourd'hui|aujourd’hui|demain|ce|cette|cet)$/;

/** A "ne" or "n'" earlier in the clause of word i, within five words. */
function hasNeBefore(ctx: RuleContext, i: number): boolean {
  for (let k = i - 1; k >= 0 && k >= i - 5; k--) {
    if (ctx.word(k) === 'ne' || /^n['’]/.test(ctx.word(k))) return true;
    if (!ctx.joined(k)) return false;
  }
  return false;
}

export const CONSTRUCTION_RULES: IntlRule[] = [
  defineRule({
    id: 'fr/y-with-aller',
    name: "y with aller (j'y vais)",
    message: '"aller" needs its place: when it is already named, "y" stands for it: "je n\'y vais pas souvent".',
    // "je ne vais pas souvent parce que…": the negation, then only a word of frequency or time, and the
    // clause ends ("ne vais pas bien" is health; "ne vais pas partir" the near future; "ne vais pas à Lyon" has its place).
    at: (ctx, i) => {
      if (ctx.word(i) !== 'ne' || !ALLER_PRESENT.test(ctx.word(i + 1)) || !/^(pas|plus|jamais)$/.test(ctx.word(i + 2)) || !ctx.joinedRun(i, i + 2)) return undefined;
      if (!/^(je|tu|il|elle|on|nous|vous|ils|elles)$/.test(ctx.word(i - 1)) || !ctx.joined(i - 1)) return undefined;
      let k = i + 2;
      while (FREQUENCY.test(ctx.word(k + 1)) && ctx.joined(k) && k < i + 4) k++;
      // "ce soir", "cette semaine": a time phrase of two words.
      if (/^(ce|cette|cet)$/.test(ctx.word(k)) && ctx.joined(k)) k++;
      const ends = ctx.endsClause(k) || /^(parce|car|mais|et|ou|puisque|quand)$/.test(ctx.word(k + 1));
      return ends ? { from: i, to: i + 1, replacements: [`n'y ${ctx.tokens[i + 1]!.text}`] } : undefined;
    },
  }),
  defineRule({
    id: 'fr/avoir-age',
    name: 'avoir for age, hunger, fear',
    message: 'Age and states such as hunger or fear take "avoir": "j\'ai vingt ans", "elle a peur".',
    at: (ctx, i) => {
      if (!ctx.startsSentence(i) && !/[,;]/.test(ctx.gapBefore(i)) && !/^(et|mais|que|qu['’].*|quand|si|car)$/.test(ctx.word(i - 1))) return undefined;
      const subject = readAnySubject(ctx, i);
      const aux = subject ? subject.end + 1 : -1;
      const etre = readEtreForm(ctx.word(aux));
      if (!subject || !etre || !ctx.joinedRun(subject.end, aux + 1)) return undefined;
      const next = ctx.word(aux + 1);
      const age = NUMBER.test(next) && /^ans?$/.test(ctx.word(aux + 2)) && ctx.joined(aux + 1);
      if (!age && !AVOIR_NOUNS.test(next)) return undefined;
      const avoir = frenchVerbs().conjugate('avoir', etre.tense, etre.person);
      if (!avoir) return undefined;
      // "Je suis vingt ans" → "J'ai vingt ans": the subject elides before the vowel of avoir.
      if (ctx.word(subject.end) === 'je') return { from: subject.end, to: aux, replacements: [`j'${avoir}`] };
      return { from: aux, to: aux, replacements: [avoir] };
    },
  }),
  defineRule({
    id: 'fr/no-pour-after-verb',
    name: 'attendre, chercher without pour',
    message: '"attendre" and "chercher" take their object directly: "j\'attends le bus", "je cherche un appartement".',
    at: (ctx, i) => {
      if (ctx.word(i) !== 'pour' || !ctx.joinedRun(i - 1, i + 1)) return undefined;
      const lemmas = frenchVerbs()
        .slots(ctx.word(i - 1).replace(/^[jn]['’]/, ''))
        .map((s) => s.lemma);
      // Only before le, la, les, un, une: "je cherche pour mon fils" (on his behalf) is right.
      if (lemmas.some((l) => l === 'attendre' || l === 'chercher') && /^(le|la|les|un|une|l['’].*)$/.test(ctx.word(i + 1))) return { from: i - 1, to: i, replacements: [ctx.tokens[i - 1]!.text] };
      // "Il m'a demandé pour mon numéro": one asks for a thing directly; "demander pour un ami" (on his behalf),
      // "pour le moment", "pour la première fois" keep "pour".
      if (!lemmas.includes('demander') || !/^(le|la|les|un|une|mon|ma|mes|ton|ta|tes|son|sa|ses|notre|votre|nos|vos|leur|leurs)$/.test(ctx.word(i + 1))) return undefined;
      // "les documents demandés pour le renouvellement": a participle with no auxiliary before it describes a noun.
      const finite = frenchVerbs().read(ctx.word(i - 1).replace(/^[jn]['’]/, '')).length > 0;
      if (!finite && !/^(([jnm]['’])?ai|as|a|avons|avez|ont|avait|avais|avaient|m['’]a|t['’]a|m['’]as|t['’]as|m['’]ont|t['’]ont|m['’]avait)$/.test(ctx.word(i - 2))) return undefined;
      const thing = findNoun(ctx.word(i + 2));
      if (!thing || ADJECTIVES.has(ctx.word(i + 2)) || ASKED_FOR_PEOPLE.test(ctx.word(i + 2)) || /^(moment|instant|fois|compte|cause|raison|part|reste|suite)$/.test(ctx.word(i + 2)) || !ctx.joined(i + 1)) return undefined;
      return { from: i - 1, to: i, replacements: [ctx.tokens[i - 1]!.text] };
    },
  }),
  defineRule({
    id: 'fr/a-after-verb-object',
    name: 'téléphoner à, répondre à, ressembler à',
    message: '"téléphoner", "répondre", "ressembler" (and "assister" to an event) take "à": "je téléphone à mon frère".',
    at: (ctx, i) => {
      const lemmas = frenchVerbs()
        .slots(ctx.word(i).replace(/^[jn]['’]/, ''))
        .map((s) => s.lemma);
      // "assister" takes "à" before an event ("assister au concert"); before a person it means to help.
      const event = lemmas.includes('assister') && EVENTS.has(ctx.word(i + 2));
      if ((!lemmas.some((l) => l === 'téléphoner' || l === 'répondre' || l === 'ressembler') && !event) || !ctx.joined(i)) return undefined;
      const det = ctx.word(i + 1);
      const fix = ({ le: 'au', les: 'aux', la: 'à la', un: 'à un', une: 'à une', mon: 'à mon', ma: 'à ma', mes: 'à mes', ton: 'à ton', ta: 'à ta', tes: 'à tes', son: 'à son', sa: 'à sa', ses: 'à ses', notre: 'à notre', votre: 'à votre', nos: 'à nos', vos: 'à vos', leur: 'à leur', leurs: 'à leurs' } as Record<string, string>)[det];
      // The noun must follow: "répondre la vérité" is rare, "je te réponds le plus vite possible" is no object.
      // Nor a phrase of time ("ça ressemblera une fois terminé", "il répond le lendemain").
      if (!fix || !ctx.joined(i + 1) || /^(fois|lendemain|jour|soir|matin|semaine|mois|an|année)$/.test(ctx.word(i + 2)) || !(findNoun(ctx.word(i + 2)) || /^\p{Lu}/u.test(ctx.tokens[i + 2]?.text ?? ''))) return undefined;
      return { from: i + 1, to: i + 1, replacements: [fix] };
    },
  }),
  defineRule({
    id: 'fr/chaque-singular',
    name: 'chaque + singular, quelques + plural',
    message: '"chaque" takes a singular noun ("chaque jour"); "quelques" goes with a plural ("quelques amis").',
    at: (ctx, i) => {
      if (!ctx.joined(i)) return undefined;
      const next = ctx.word(i + 1);
      if (ctx.word(i) === 'chaque') {
        const noun = findNoun(next);
        return noun?.plural && !noun.invariant ? { from: i + 1, to: i + 1, replacements: [noun.singular] } : undefined;
      }
      return ctx.word(i) === 'quelque' && isPluralNoun(next) ? { from: i, to: i, replacements: ['quelques'] } : undefined;
    },
  }),
  definePhraseRule({
    id: 'fr/toute-la',
    name: 'toute before a feminine determiner',
    message: 'Before "la", "ma", "cette", "une", "tout" agrees: "toute la journée".',
    phrases: { 'tout la': 'toute la', 'tout ma': 'toute ma', 'tout ta': 'toute ta', 'tout sa': 'toute sa', 'tout cette': 'toute cette', 'tout une': 'toute une' },
    // "Il a tout une nuit pour…" is rare; "tout à fait" is another word.
    unless: (ctx, _from, to) => findNoun(ctx.word(to + 1))?.gender !== 'f' && !ADJECTIVES.has(ctx.word(to + 1)),
  }),
  defineRule({
    id: 'fr/comparison-que',
    name: 'plus … que',
    message: 'A comparison is completed by "que": "plus grande que moi".',
    at: (ctx, i) => {
      if (ctx.word(i) !== 'de' || !/^(plus|moins|aussi)$/.test(ctx.word(i - 2)) || !ADJECTIVES.has(ctx.word(i - 1)) || !ctx.joinedRun(i - 3, i + 1)) return undefined;
      // Only after être ("elle est plus grande de moi"): "le plus grand de ma famille" is a superlative,
      // "l'intégration plus étroite de React" a noun's complement.
      if (!readEtreForm(ctx.word(i - 3)) && !/^(sera|seront|serait|seraient)$/.test(ctx.word(i - 3))) return undefined;
      const next = ctx.word(i + 1);
      if (!/^(moi|toi|lui|elle|nous|vous|eux|elles|mon|ma|mes|ton|ta|tes|son|sa|ses|notre|votre|nos|vos|leur|leurs)$/.test(next)) return undefined;
      return { from: i, to: i, replacements: [VOWEL_START.test(next) ? 'qu' : 'que'] };
    },
  }),
  defineRule({
    id: 'fr/en-year',
    name: 'en before a year',
    message: 'A year takes "en": "je suis né en 1998".',
    at: (ctx, i) => (ctx.word(i) === 'à' && /^(1[0-9]|20)\d\d$/.test(ctx.word(i + 1)) && ctx.joined(i) && ctx.word(i + 2) !== 'heures' ? { from: i, to: i, replacements: ['en'] } : undefined),
  }),
  definePhraseRule({
    id: 'fr/tres-beaucoup',
    name: 'beaucoup without très',
    message: '"beaucoup" takes no "très": "j\'aime beaucoup".',
    phrases: { 'très beaucoup': 'beaucoup' },
  }),
  defineRule({
    id: 'fr/double-negation',
    name: 'pas with jamais, rien, personne',
    message: '"jamais", "rien", "personne", "aucun" replace "pas": "je ne vais jamais", "il ne dit rien".',
    at: (ctx, i) => {
      // "Je ne comprends rien pas": "pas" right after "rien", "jamais", "personne" or "plus" in a clause with "ne" is one negation too many.
      if (ctx.word(i) === 'pas' && /^(rien|jamais|personne|plus)$/.test(ctx.word(i - 1)) && ctx.joined(i - 1) && hasNeBefore(ctx, i - 1)) {
        return { from: i - 1, to: i, replacements: [ctx.tokens[i - 1]!.text] };
      }
      if (ctx.word(i) !== 'pas' || !ctx.joined(i)) return undefined;
      const next = ctx.word(i + 1);
      // "Ce n'est pas rien" (it is no small thing) is an idiom.
      if (next === 'rien' && /^(n['’])?(est|sont|était|serait|sera|c['’]est)$/.test(ctx.word(i - 1))) return undefined;
      if (/^(jamais|rien|personne|aucun|aucune)$/.test(next)) return { from: i, to: i + 1, replacements: [ctx.tokens[i + 1]!.text] };
      // "n'ont pas compris rien" → "n'ont rien compris"; "n'ai pas vu personne" → "n'ai vu personne".
      const participle = frenchVerbs().slots(next).some((s) => s.slot >= PARTICIPLE_SLOT);
      if (!participle || !ctx.joined(i + 1)) return undefined;
      if (ctx.word(i + 2) === 'rien') return { from: i, to: i + 2, replacements: [`rien ${ctx.tokens[i + 1]!.text}`] };
      if (ctx.word(i + 2) === 'personne') return { from: i, to: i + 1, replacements: [ctx.tokens[i + 1]!.text] };
      return undefined;
    },
  }),
  defineRule({
    id: 'fr/cest-masculine',
    name: "c'est + masculine adjective",
    message: 'After "c\'est" the adjective stays masculine singular: "c\'est beau", "c\'est vrai".',
    at: (ctx, i) => {
      if (!/^c['’]est$/.test(ctx.word(i))) return undefined;
      let k = i + 1;
      while (/^(très|trop|vraiment|tellement|assez|si|pas|plus|aussi|bien|vraiment)$/.test(ctx.word(k)) && ctx.joined(k - 1)) k++;
      const word = ctx.word(k);
      const forms = ADJECTIVES.get(word);
      // Only a feminine form standing alone ("c'est belle", not "c'est belle journée").
      if (!forms || forms.m === forms.f || word !== forms.f || !ctx.joinedRun(i, k) || (ctx.joined(k) && findNoun(ctx.word(k + 1)))) return undefined;
      return { from: k, to: k, replacements: [forms.m] };
    },
  }),
  defineRule({
    id: 'fr/ne-pas-order',
    name: 'ne + verb + pas',
    message: 'A conjugated verb goes between "ne" and "pas": "ils n\'aiment pas".',
    at: (ctx, i) => {
      if (ctx.word(i) !== 'ne' || ctx.word(i + 1) !== 'pas' || !ctx.joinedRun(i, i + 2)) return undefined;
      const verb = ctx.tokens[i + 2]!;
      // "ne pas fumer" (an infinitive) is right; only a finite verb moves.
      if (frenchVerbs().read(verb.lower).length === 0 || frenchVerbs().forms(verb.lower) || PERSONS[ctx.word(i - 1)] === undefined) return undefined;
      const ne = VOWEL_START.test(verb.lower) ? `n'${verb.text}` : `ne ${verb.text}`;
      return { from: i, to: i + 2, replacements: [`${ne} pas`] };
    },
  }),
  defineRule({
    id: 'fr/a-time',
    name: 'à before a time',
    message: 'A time of day takes "à": "à midi", "à 8 heures".',
    at: (ctx, i) => {
      if (ctx.word(i) !== 'a' || !ctx.joinedRun(i - 1, i + 1)) return undefined;
      // After a verb other than a subject ("part a midi", "se voit a 8 heures"); "il a 8 heures de cours" is avoir.
      const before = ctx.word(i - 1);
      if (PERSONS[before] !== undefined || before === 'qui' || before === 'y') return undefined;
      // "à 19h45", "à midi" read alone; "a 8 heures" only after a verb ("il a 8 heures de cours" is avoir).
      const clock = /^(midi|minuit)$/.test(ctx.word(i + 1)) || /^\d{1,2}h\d{2}$/.test(ctx.word(i + 1));
      // "arrivés à la gare a huit heures": after a place phrase the noun is no subject of "a".
      // "donné les médicaments au patient a huit heures": a noun after "au"/"aux" is an object, no subject either.
      const afterPlace = (findNoun(before) !== undefined && /^(la|le|les|l['’].*)$/.test(ctx.word(i - 2)) && /^(à|de|dans|sur|chez|devant)$/.test(ctx.word(i - 3))) || (/^(au|aux)$/.test(ctx.word(i - 2)) && ctx.joined(i - 2) && /^\p{Ll}+$/u.test(ctx.tokens[i - 1]!.text));
      const hours = NUMBER.test(ctx.word(i + 1)) && /^(h|heures?)$/.test(ctx.word(i + 2)) && ((frenchVerbs().read(before).length > 0 && !findNoun(before)) || afterPlace || hasVerbBefore(ctx, i - 1));
      const afterVerbOrPronoun = frenchVerbs().read(before).length > 0 || /^(moi|toi|lui|elle|nous|vous|eux|elles)$/.test(before) || findNoun(before) !== undefined;
      return (clock && afterVerbOrPronoun) || hours ? { from: i, to: i, replacements: ['à'] } : undefined;
    },
  }),
  defineRule({
    id: 'fr/a-n-importe',
    name: 'à n\'importe quel(le), où, quand',
    message: '"n\'importe quel", "n\'importe où" after a noun or verb take the preposition "à": "à n\'importe quelle heure".',
    // "réserver une voiture a n'importe quel heure": not after a subject ("il a n'importe quel livre" is avoir), nor before "quoi"/"qui".
    at: (ctx, i) => {
      if (ctx.word(i) !== 'a' || !ctx.joinedRun(i - 1, i + 2) || !/^n['’]importe$/.test(ctx.word(i + 1))) return undefined;
      if (!/^(quel|quelle|quels|quelles|où|quand|comment|lequel|laquelle)$/.test(ctx.word(i + 2))) return undefined;
      const before = ctx.word(i - 1);
      if (PERSONS[before] !== undefined || /^(qui|y|il|elle|on|ça|cela|ceci|tout|chacun|personne)$/.test(before) || /^\p{Lu}/u.test(ctx.tokens[i - 1]!.text)) return undefined;
      // A noun before is an object only with a subject and its verb earlier in the clause: "La voiture a n'importe quel défaut" is avoir.
      const verbBefore = (frenchVerbs().read(before).length > 0 && !findNoun(before)) || hasVerbBefore(ctx, i - 1);
      return verbBefore ? { from: i, to: i, replacements: ['à'] } : undefined;
    },
  }),
  defineRule({
    id: 'fr/participle-after-etre-form',
    name: 'Past participle after être',
    message: 'After "être" in a compound tense the verb is a past participle: "il est sorti".',
    at: (ctx, i) => {
      if (PERSONS[ctx.word(i)] === undefined || !ctx.joinedRun(i, i + 2)) return undefined;
      const aux = ctx.word(i + 1).replace(/^[smtn]['’]/, '');
      if (!readEtreForm(aux)) return undefined;
      const word = ctx.word(i + 2);
      // "il est sortit", "elle s'est endormit": a past historic written for the participle in -i.
      if (!/it$/.test(word) || frenchVerbs().slots(word).length > 0 || ADJECTIVES.has(word) || findNoun(word)) return undefined;
      const guess = word.slice(0, -1);
      return frenchVerbs().slots(guess).some((s) => s.slot === PARTICIPLE_SLOT) ? { from: i + 2, to: i + 2, replacements: [guess] } : undefined;
    },
  }),
  defineRule({
    id: 'fr/connaitre-person',
    name: 'connaître a person',
    message: 'A person or a place is known with "connaître": "je connais Marie".',
    at: (ctx, i) => {
      const reading = frenchVerbs()
        .read(ctx.word(i))
        .find((r) => r.lemma === 'savoir' && r.tense <= 1);
      const next = ctx.tokens[i + 1];
      if (!reading || !next || !ctx.joined(i) || !/^\p{Lu}\p{Ll}+$/u.test(next.text)) return undefined;
      const form = frenchVerbs().conjugate('connaître', reading.tense, reading.person);
      return form ? { from: i, to: i, replacements: [form] } : undefined;
    },
  }),
  defineRule({
    id: 'fr/apres-avoir',
    name: 'après avoir + participle',
    message: 'After "après", a verb takes the past infinitive: "après avoir mangé", "après être parti".',
    at: (ctx, i) => {
      if (ctx.word(i) !== 'après' || !ctx.joined(i)) return undefined;
      const verb = ctx.word(i + 1);
      const forms = frenchVerbs().forms(verb);
      // An infinitive that is no noun ("après le dîner" has its article; "après dîner" is an old set phrase and left alone).
      if (!forms || !/(er|ir|re)$/.test(verb) || findNoun(verb) || verb === 'avoir' || verb === 'être') return undefined;
      const participle = forms[PARTICIPLE_SLOT];
      if (!participle) return undefined;
      const etre = /^(aller|venir|arriver|partir|rester|sortir|entrer|rentrer|tomber|naître|mourir|devenir|revenir|retourner|monter|descendre)$/.test(verb);
      return { from: i + 1, to: i + 1, replacements: [`${etre ? 'être' : 'avoir'} ${participle}`] };
    },
  }),
  defineRule({
    id: 'fr/il-y-a-ago',
    name: 'il y a for a point in the past',
    message: 'A single event in the past is dated with "il y a": "je suis arrivé il y a deux ans" ("depuis" is for what still goes on).',
    at: (ctx, i) => {
      if (ctx.word(i) !== 'depuis' || !/^(\d+|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|quelques|plusieurs|un|une)$/.test(ctx.word(i + 1))) return undefined;
      if (!/^(ans?|années?|mois|semaines?|jours?|heures?|minutes?)$/.test(ctx.word(i + 2)) || !ctx.joinedRun(i, i + 2)) return undefined;
      // The verb before: a compound past of a verb of a single event (arriver, partir…), not negated.
      for (let k = i - 1; k >= Math.max(0, i - 5); k--) {
        if (!ctx.joined(k) || /^(ne|n['’].*|pas|jamais|plus)$/.test(ctx.word(k))) return undefined;
        const punctual = frenchVerbs()
          .slots(ctx.word(k))
          .some((s) => s.slot >= PARTICIPLE_SLOT && PUNCTUAL.has(s.lemma));
        if (punctual && /^(suis|es|est|sommes|êtes|sont|ai|as|a|avons|avez|ont|j['’]ai)$/.test(ctx.word(k - 1))) return { from: i, to: i, replacements: ['il y a'] };
      }
      return undefined;
    },
  }),
  defineRule({
    id: 'fr/en-date',
    name: 'en before a year or a month',
    message: 'A year or a month takes "en": "en 2020", "en janvier".',
    at: (ctx, i) => {
      if (!/^(dans|à|au)$/.test(ctx.word(i)) || !ctx.joined(i)) return undefined;
      const next = ctx.word(i + 1);
      const year = ctx.word(i) === 'dans' && /^(1[0-9]|20)\d\d$/.test(next) && ctx.word(i + 2) !== 'pages';
      // "de janvier à mars" is a range and right.
      const month = MONTHS.test(next) && !ctx.tokens.slice(Math.max(0, i - 3), i).some((t) => /^(de|du|d['’].*)$/.test(t.lower) || MONTHS.test(t.lower)) && !/^\d/.test(ctx.word(i + 2));
      return year || month ? { from: i, to: i, replacements: ['en'] } : undefined;
    },
  }),
  defineRule({
    id: 'fr/body-part-article',
    name: 'le, la, les with a body part',
    message: 'With a reflexive verb or "avoir mal à", a body part takes the article, not the possessive: "je me lave les mains", "j\'ai mal à la tête".',
    at: (ctx, i) => {
      const possessive = ctx.word(i);
      const noun = ctx.word(i + 1);
      if (!/^(mon|ma|mes|ton|ta|tes|son|sa|ses|notre|votre|nos|vos|leur|leurs)$/.test(possessive) || !BODY.has(noun) || !ctx.joined(i)) return undefined;
      const before = ctx.word(i - 1);
      // "je me lave mes mains": a reflexive just before the verb; "mal à ma tête".
      const reflexive = /^(me|te|se|nous|vous)$/.test(ctx.word(i - 2)) || /^[mts]['’]/.test(before);
      const pain = before === 'à' && ctx.word(i - 2) === 'mal';
      if (!(reflexive && frenchVerbs().read(before.replace(/^[mts]['’]/, '')).length > 0) && !pain) return undefined;
      const reading = findNoun(noun);
      const article = /^(mes|tes|ses|nos|vos|leurs)$/.test(possessive) ? 'les' : /^[aeiouyéèêh]/.test(noun) ? "l'" : reading?.gender === 'f' ? 'la' : 'le';
      return article === "l'" ? { from: i, to: i + 1, replacements: [`l'${ctx.tokens[i + 1]!.text}`] } : { from: i, to: i, replacements: [article] };
    },
  }),
  defineRule({
    id: 'fr/il-fait-weather',
    name: 'il fait for the weather',
    message: 'The weather takes "il fait": "il fait froid aujourd\'hui".',
    at: (ctx, i) => {
      if (ctx.word(i) !== 'il' || !/^(est|était)$/.test(ctx.word(i + 1)) || !/^(froid|chaud|doux|frais)$/.test(ctx.word(i + 2)) || !ctx.joinedRun(i, i + 2)) return undefined;
      // Only with a word of time or place after it: "il est froid" may describe a person or a dish.
      if (!/^(aujourd'hui|aujourd’hui|ce|cet|cette|dehors|ici|en|la|le|l['’].*|ces)$/.test(ctx.word(i + 3)) || !ctx.joined(i + 2)) return undefined;
      if (/^(ce|cet|cette|la|le|ces|en)$/.test(ctx.word(i + 3)) && !/^(matin|soir|nuit|hiver|été|automne|printemps|semaine|jours|week-end|après-midi)$/.test(ctx.word(i + 4))) return undefined;
      return { from: i + 1, to: i + 1, replacements: [ctx.word(i + 1) === 'est' ? 'fait' : 'faisait'] };
    },
  }),
  defineRule({
    id: 'fr/de-after-indefinite',
    name: 'quelque chose de, rien de',
    message: 'An adjective after "quelque chose", "rien", "quelqu\'un", "personne" takes "de": "quelque chose de beau".',
    at: (ctx, i) => {
      const pronoun = ctx.word(i) === 'chose' && ctx.word(i - 1) === 'quelque' ? 'chose' : /^(rien|quelqu['’]un|personne)$/.test(ctx.word(i)) ? ctx.word(i) : undefined;
      const adjective = ctx.word(i + 1);
      const forms = ADJECTIVES.get(adjective);
      // Only a masculine singular adjective that is no verb form ("rien change" is another error); a noun
      // only after "personne" is excluded ("personne âgée" is a noun phrase).
      // Nor a participle: "je n'ai rien vu", "rien compris".
      // Nor an adjective used as an adverb: "quelque chose juste avec du code".
      if (!pronoun || !ctx.joined(i) || !forms || adjective !== forms.m || frenchVerbs().slots(adjective).length > 0 || /^(juste|seul|même|exprès|bien|mal|fort|vite)$/.test(adjective)) return undefined;
      if (pronoun === 'personne' && findNoun(adjective)) return undefined;
      if (pronoun === 'personne' && !/^(ne|n['’].*)$/.test(ctx.word(i - 1)) && ctx.word(i - 1) !== 'vu') return undefined;
      return { from: i + 1, to: i + 1, replacements: [/^[aeiouyéèêh]/.test(adjective) ? `d'${ctx.tokens[i + 1]!.text}` : `de ${ctx.tokens[i + 1]!.text}`] };
    },
  }),
  defineRule({
    id: 'fr/parce-que-cause',
    name: 'parce que before a clause',
    message: '"à cause de" goes before a noun; before a clause (subject and verb) it is "parce que": "parce qu\'il pleut".',
    at: (ctx, i) => {
      if (ctx.word(i) !== 'à' || ctx.word(i + 1) !== 'cause' || !ctx.joinedRun(i, i + 2)) return undefined;
      const de = ctx.word(i + 2);
      const subject = ctx.word(i + 3);
      if (de !== 'de' || PERSONS[subject] === undefined || subject === 'nous' || subject === 'vous' || frenchVerbs().read(ctx.word(i + 4)).length === 0 || !ctx.joinedRun(i + 2, i + 4)) return undefined;
      return { from: i, to: i + 3, replacements: [VOWEL_START.test(subject) ? `parce qu'${ctx.tokens[i + 3]!.text}` : `parce que ${ctx.tokens[i + 3]!.text}`] };
    },
  }),
  definePhraseRule({
    id: 'fr/fixed-phrases',
    name: 'Set phrases',
    message: 'This set phrase is written differently: "à pied", "la plupart", "un de mes amis".',
    phrases: {
      'en pied': 'à pied', 'en pieds': 'à pied', 'à pieds': 'à pied', 'en cheval': 'à cheval', 'la plus part': 'la plupart',
      'des mes': 'de mes', 'des tes': 'de tes', 'des ses': 'de ses', 'des nos': 'de nos', 'des vos': 'de vos', 'des leurs': 'de leurs',
      "qu'est-ce que se": "qu'est-ce qui se", "qu'est-ce que s'est": "qu'est-ce qui s'est",
      'qu’est-ce que se': 'qu’est-ce qui se', 'qu’est-ce que s’est': 'qu’est-ce qui s’est',
    },
  }),
  defineRule({
    id: 'fr/adverb-position',
    name: 'Adverb before the participle',
    message: 'Short adverbs go between the auxiliary and the participle: "j\'ai trop mangé", "j\'ai bien dormi".',
    // "J'ai mangé trop." with the adverb ending the clause; "il a mangé beaucoup de pommes" is a quantity and right.
    at: (ctx, i) => {
      // Not "mal": "il a fait mal", "ça m'a fait mal" are set phrases.
      if (!/^(trop|beaucoup|bien|assez|tellement|vraiment)$/.test(ctx.word(i)) || !ctx.endsClause(i) || !ctx.joined(i - 1)) return undefined;
      const participle = ctx.word(i - 1);
      const aux = ctx.word(i - 2).replace(/^[jnmtsl]['’]/, '');
      if (!/^(ai|as|a|avons|avez|ont|avais|avait|avions|aviez|avaient)$/.test(aux) || !ctx.joined(i - 2)) return undefined;
      if (!frenchVerbs().slots(participle).some((s) => s.slot >= PARTICIPLE_SLOT) || findNoun(participle)) return undefined;
      // "J'en ai mangé beaucoup": with "en" the adverb is a quantity and stays after the participle.
      if (ctx.tokens.slice(Math.max(0, i - 4), i - 1).some((t) => /(^|['’])(en|y)$/.test(t.lower))) return undefined;
      return { from: i - 1, to: i, replacements: [`${ctx.tokens[i]!.text} ${ctx.tokens[i - 1]!.text}`] };
    },
  }),
  defineRule({
    id: 'fr/chez-person',
    name: 'chez before a person',
    message: 'Going to or staying at someone\'s home or shop takes "chez": "je vais chez mes grands-parents", "chez le médecin".',
    at: (ctx, i) => {
      const word = ctx.word(i);
      if (!/^(à|au|aux)$/.test(word) || !ctx.joined(i) || !ctx.joined(i - 1)) return undefined;
      // After aller, or dîner, dormir, rester… (not "je pense à mes parents", "je parle au médecin").
      let v = i - 1;
      if (/^(dîner|déjeuner|manger|dormir|rester|passer)$/.test(ctx.word(v)) && ctx.joined(v - 1)) v--;
      const moving = frenchVerbs()
        .slots(ctx.word(v).replace(/^[jn]['’]/, ''))
        .some((s) => s.lemma === 'aller' || s.lemma === 'rentrer' || s.lemma === 'dormir' || s.lemma === 'rester');
      if (!moving && v === i - 1) return undefined;
      if (v !== i - 1 && frenchVerbs().slots(ctx.word(v).replace(/^[jn]['’]/, '')).length === 0) return undefined;
      const det = word === 'à' ? ctx.word(i + 1) : word === 'au' ? 'le' : 'les';
      const noun = word === 'à' ? ctx.word(i + 2) : ctx.word(i + 1);
      if (!PEOPLE.has(noun) || (word === 'à' && !/^(mon|ma|mes|ton|ta|tes|son|sa|ses|notre|nos|votre|vos|leur|leurs|le|la|les)$/.test(det))) return undefined;
      return word === 'à' ? { from: i, to: i, replacements: ['chez'] } : { from: i, to: i, replacements: [`chez ${det}`] };
    },
  }),
  defineRule({
    id: 'fr/verb-preposition',
    name: 'The preposition a verb takes',
    message: 'This verb is built with another preposition: "penser à quelqu\'un", "il faut faire", "décider de partir", "aider quelqu\'un".',
    at: (ctx, i) => {
      const lemmas = frenchVerbs()
        .slots(ctx.word(i).replace(/^[jn]['’]/, ''))
        .map((s) => s.lemma);
      if (!ctx.joined(i)) return undefined;
      // "Je pense souvent de toi" → à toi (not "que penses-tu de lui ?", an opinion).
      if (lemmas.includes('penser')) {
        const de = /^(souvent|beaucoup|toujours|encore|parfois)$/.test(ctx.word(i + 1)) ? i + 2 : i + 1;
        const asks = ctx.tokens.slice(Math.max(0, i - 4), i).some((t) => /^(que|qu['’].*|quoi)$/.test(t.lower));
        return ctx.word(de) === 'de' && /^(moi|toi|lui|elle|nous|vous|eux|elles)$/.test(ctx.word(de + 1)) && ctx.joinedRun(i, de + 1) && !asks ? { from: de, to: de, replacements: ['à'] } : undefined;
      }
      // "Il faut de faire attention" → il faut faire.
      if (ctx.word(i) === 'faut' && /^(de|d['’].*)$/.test(ctx.word(i + 1))) {
        const next = ctx.word(i + 1) === 'de' ? ctx.word(i + 2) : ctx.word(i + 1).slice(2);
        if (!frenchVerbs().forms(next) || findNoun(next)) return undefined;
        return ctx.word(i + 1) === 'de' ? { from: i, to: i + 1, replacements: ['faut'] } : { from: i, to: i + 1, replacements: [`faut ${next}`] };
      }
      // "Ils ont décidé partir" → décidé de partir.
      const participle = frenchVerbs().slots(ctx.word(i)).some((s) => s.slot >= PARTICIPLE_SLOT && DE_BEFORE_INFINITIVE.has(s.lemma));
      const next = ctx.word(i + 1);
      if (participle && frenchVerbs().forms(next) && /(er|ir|re)$/.test(next) && !findNoun(next)) return { from: i + 1, to: i + 1, replacements: [VOWEL_START.test(next) ? `d'${ctx.tokens[i + 1]!.text}` : `de ${ctx.tokens[i + 1]!.text}`] };
      // "J'ai décidé à étudier" → d'étudier; "j'ai commencé de apprendre" → à apprendre: the preposition
      // the verb takes before an infinitive. Not "il s'est décidé à partir", "je l'ai décidé à venir".
      const wrongPreposition = readWrongPreposition(ctx, i);
      if (wrongPreposition) return wrongPreposition;
      // "J'aide à ma mère" → j'aide ma mère (aider à + a noun of a thing is right: "aider à la préparation").
      if (lemmas.includes('aider') && ctx.word(i + 1) === 'à' && /^(mon|ma|mes|ton|ta|tes|son|sa|ses|notre|nos|votre|vos|leur|leurs)$/.test(ctx.word(i + 2)) && PEOPLE.has(ctx.word(i + 3))) {
        return { from: i, to: i + 1, replacements: [ctx.tokens[i]!.text] };
      }
      return undefined;
    },
  }),
  definePhraseRule({ id: 'fr/en-vacances', name: 'en vacances', message: '"vacances" (holidays) is always plural: "en vacances".', phrases: { 'en vacance': 'en vacances' } }),
];
