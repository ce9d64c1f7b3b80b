import { isRelativeToSentenceEnd } from './relative-to-sentence-end';
import { defineRule, type IntlRule, type RuleContext } from '../intl-rule';
import { lazily } from '../lexicon/read-lexicon';
import { type Person, VerbTable } from '../lexicon/verb-table';
import { defineSubjectVerbRule, type Subject } from '../subject-verb-rule';
import { ADJECTIVES, findNoun, type Gender, inflectAdjective } from './lexicon';
import { continuesCompound, readSubjectPhrase } from './subject-phrase';

/** tables/fr-verbs.txt: present, imperfect, future, conditional, subjunctive; then the participle ms mp fs fp. */
export const frenchVerbs = lazily(() => new VerbTable('fr-verbs.txt', 4));
const PARTICIPLE_SLOT = 30;

const PRONOUNS: Record<string, Person[]> = { je: [0], tu: [1], il: [2], elle: [2], on: [2], nous: [3], vous: [4], ils: [5], elles: [5] };
/** "qu'ils passe", "lorsqu'il arrivent": a subject pronoun elided onto que, lorsque, puisque. */
const ELIDED_PRONOUNS: Record<string, Person[]> = Object.fromEntries(
  ['qu', 'lorsqu', 'puisqu', 'quoiqu'].flatMap((head) =>
    (['il', 'elle', 'on', 'ils', 'elles'] as const).flatMap((p) => ["'", '’'].map((apostrophe) => [`${head}${apostrophe}${p}`, PRONOUNS[p]!] as const)),
  ),
);
const BETWEEN = new Set(['ne', 'me', 'te', 'se', 'le', 'la', 'les', 'lui', 'leur', 'y', 'en', 'nous', 'vous']);
// "dont": "la façon dont les gens communiquent", a relative clause with its own subject.
const OPENERS = new Set(['que', 'et', 'mais', 'quand', 'si', 'lorsque', 'puis', 'comme', 'où', 'donc', 'car', 'parce', 'dont', 'ou']);


/**
 * "Le livre qu'il a donné a une couverture rouge": a relative clause in the perfect ("qu'il a donné") that closes on
 * its participle leaves the main clause its verb, and "a" + an indefinite object is that verb (avoir), not "à".
 */
function closesRelativeBeforeHaving(ctx: RuleContext, i: number): boolean {
  if (!/^(un|une|des|deux|trois|plusieurs|beaucoup)$/.test(ctx.word(i + 1))) return false;
  if (!/^(a|ai|as|avons|avez|ont|avait|avaient)$/.test(ctx.word(i - 2))) return false;
  for (let k = Math.max(0, i - 5); k < i - 2; k++) if (/^(que|qu['’].*)$/.test(ctx.word(k))) return !givesThingToPerson(ctx, i, k);
  return false;
}

/** Verbs whose thing goes "à" someone; not présenter ("l'homme qu'elle a présenté a une fille": he has one). */
const GIVING_VERBS = new Set('donner offrir envoyer prêter vendre rendre écrire dire expliquer raconter montrer confier apporter'.split(' '));
const ANTECEDENT_DETERMINERS = /^(le|la|les|un|une|ce|cet|cette|ces|mon|ma|mes|ton|ta|tes|son|sa|ses|notre|nos|votre|vos|leur|leurs)$/;
const PERSON_NOUNS = /^(médecin|médecins|plombier|plombiers|technicien|technicienne|employé|employée|employés|stagiaire|stagiaires|serveur|serveuse|vendeur|vendeuse|chauffeur|livreur|guide|directeur|directrice|ami|amie|amis|amies|voisin|voisine|voisins|voisines|collègue|collègues|cousin|cousine|cousins|cousines|copain|copine|copains|copines|client|cliente|clients|clientes|inconnu|inconnue|inconnus|enfant|enfants|élève|élèves|étudiant|étudiante|étudiants|étudiantes|professeur|professeure|professeurs|personne|personnes|fille|filles|garçon|garçons|homme|hommes|femme|femmes|frère|frères|sœur|sœurs|fils|oncle|tante|famille|association|associations)$/;

/**
 * "Le livre qu'il a donné a une amie" → "à une amie": when the relative clause's verb gives a thing to someone, the
 * "a" before a person is that verb's "à", unless the antecedent is itself a person ("le cousin qu'il a envoyé a une
 * fille": he has one). `que` is the index of the relative "que/qu'".
 */
function givesThingToPerson(ctx: RuleContext, i: number, que: number): boolean {
  const lemma = frenchVerbs().slots(ctx.word(i - 1)).find((s) => s.slot >= PARTICIPLE_SLOT)?.lemma;
  if (!lemma || !GIVING_VERBS.has(lemma) || !PERSON_NOUNS.test(ctx.word(i + 2))) return false;
  // "Le livre qu'il a donné": a determiner and a noun before "que" ("livre" is both genders, so not in the lexicon).
  const written = ctx.word(que - 1);
  const antecedent = written.replace(/^l['’]/, '');
  const determined = antecedent !== written || ANTECEDENT_DETERMINERS.test(ctx.word(que - 2));
  return determined && /^\p{Ll}{3,}$/u.test(antecedent) && !PERSON_NOUNS.test(antecedent);
}

/** A noun subject at a clause start: "les élèves", "les enfants de ma voisine", "Marie et moi" (subject-phrase.ts). */
function readFrenchNounSubject(ctx: RuleContext, i: number): Subject | undefined {
  // "nous", "vous" are also object pronouns ("… et vous donneront"): before a verb of the third person they are not the subject.
  if (ctx.word(i) === 'nous' || ctx.word(i) === 'vous') {
    let v = i + 1;
    while (BETWEEN.has(ctx.word(v)) && ctx.joined(v - 1)) v++;
    const readings = frenchVerbs().read(ctx.word(v).replace(/^[nmtsl]['’]/, ''));
    // At the start of a sentence nothing else can be the subject ("Nous va au cinéma"); after a comma it
    // may be an object ("…, vous permet de l'ajuster").
    const opening = ctx.startsSentence(i);
    // "Mes amis et moi, nous somme allés": a form that is the subject's own with its final -s dropped is its verb.
    const person = ctx.word(i) === 'nous' ? 3 : 4;
    const droppedS = frenchVerbs().read(`${ctx.word(v)}s`).some((r) => r.person === person);
    if (!opening && !droppedS && readings.some((r) => r.person === 2 || r.person === 5) && !readings.some((r) => r.person === 3 || r.person === 4)) return undefined;
    return { end: i, persons: [ctx.word(i) === 'nous' ? 3 : 4] };
  }
  if (continuesCompound(ctx, i)) return undefined;
  const phrase = readSubjectPhrase(ctx, i);
  if (!phrase) return undefined;
  // "Chaque été nous partons", "ce soir vous sortez": a fronted time phrase, then the real subject pronoun.
  const next = ctx.word(phrase.end + 1);
  if ((next === 'nous' || next === 'vous') && frenchVerbs().read(ctx.word(phrase.end + 2)).some((r) => r.person === (next === 'nous' ? 3 : 4))) return undefined;
  return { end: phrase.end, persons: [phrase.person] };
}

/** Gender and number of a subject, where the words tell them (je, tu, nous: number only). */
function readSubjectAgreement(ctx: RuleContext, i: number): { end: number; gender?: Gender; plural: boolean } | undefined {
  if (continuesCompound(ctx, i)) return undefined;
  const phrase = readSubjectPhrase(ctx, i);
  if (phrase) return phrase;
  // "je pense qu'elle est cassée": the pronoun elided onto que, lorsque, puisque counts as itself.
  const word = ctx.word(i).replace(/^(?:qu|lorsqu|puisqu|quoiqu)['’](?=(?:il|elle)s?$)/, '');
  const pronoun = ({ il: ['m', false], elle: ['f', false], ils: ['m', true], elles: ['f', true], je: [undefined, false], tu: [undefined, false], nous: [undefined, true] } as const)[
    word as 'il'
  ];
  return pronoun ? { end: i, gender: pronoun[0], plural: pronoun[1] } : undefined;
}

const ETRE = new Set(['suis', 'es', 'est', 'sommes', 'êtes', 'sont', 'étais', 'était', 'étions', 'étiez', 'étaient', 'serai', 'seras', 'sera', 'serons', 'serez', 'seront', 'serais', 'serait', 'seraient']);
const DEGREE = new Set(['très', 'trop', 'si', 'assez', 'plus', 'moins', 'bien', 'vraiment', 'tellement', 'aussi', 'toujours', 'déjà', 'pas', 'jamais', 'encore', 'tout', 'beaucoup']);

/** Forms of avoir before "été" (a été annulée) and of the verbs that take "être" after them (va être). */
const AVOIR = /^(ai|as|a|avons|avez|ont|avais|avait|avions|aviez|avaient|aura|auront|aurait|auraient)$/;
const BEFORE_ETRE = /^(va|vont|doit|doivent|peut|peuvent|devrait|devraient|pourrait|pourraient|semble|semblent)$/;

/**
 * The verb être after a subject, from the word at `at`: "est", "n'est", "a été", "va être", or a
 * reflexive "s'est", "se sont", "nous nous sommes". `end` is its last word.
 */
function readEtre(ctx: RuleContext, at: number): { end: number; reflexive: boolean } | undefined {
  if (ctx.word(at) === 'ne' && ctx.joined(at)) at++;
  const word = ctx.word(at).replace(/^n['’]/, '');
  const elided = /^[smt]['’](.+)$/.exec(word);
  if (elided && ETRE.has(elided[1] ?? '')) return { end: at, reflexive: true };
  if (/^(se|me|te|nous|vous)$/.test(word) && ETRE.has(ctx.word(at + 1)) && ctx.joined(at)) return { end: at + 1, reflexive: true };
  if (ETRE.has(word)) return { end: at, reflexive: false };
  if (AVOIR.test(word) && ctx.word(at + 1) === 'été' && ctx.joined(at)) return { end: at + 1, reflexive: false };
  if (BEFORE_ETRE.test(word) && ctx.word(at + 1) === 'être' && ctx.joined(at)) return { end: at + 1, reflexive: false };
  return undefined;
}

/** Pronominal verbs whose reflexive is an indirect object: se parler, se dire… ("ils se sont parlé"). */
const INDIRECT_REFLEXIVE = new Set('parler téléphoner écrire dire demander répondre sourire plaire déplaire succéder mentir nuire ressembler suffire'.split(' '));
const BODY_PARTS = new Set('jambe jambes bras main mains tête doigt doigts dents cheveux pied pieds genou cheville poignet visage yeux nez dos épaule ongles'.split(' '));
/** Verbs whose participle after a reflexive may or may not agree (se rendre compte / se rendre à Paris, se faire + infinitive): left alone. */
const NO_REFLEXIVE_AGREEMENT = new Set('rendre faire laisser permettre promettre donner acheter offrir envoyer poser imaginer rire'.split(' '));

/**
 * The predicate words after être, from k: the first, then each adjective joined by "et", "mais",
 * "ou" or a comma, past adverbs of degree ("triste et bizarre, mais très belle").
 */
function predicateChain(ctx: RuleContext, k: number): number[] {
  const chain = [k];
  let at = k;
  for (;;) {
    let next = at + 1;
    if (!/^[ ,]+$/.test(ctx.gapAfter(at))) break;
    if (/^(et|mais|ou)$/.test(ctx.word(next))) next++;
    else if (!ctx.gapAfter(at).includes(',')) break;
    while (DEGREE.has(ctx.word(next)) || (ctx.word(next) === 'un' && ctx.word(next + 1) === 'peu') || ctx.word(next) === 'peu') next++;
    // An adjective before its own noun ("et belle maison") starts another phrase.
    if (!ADJECTIVES.has(ctx.word(next)) || (ctx.joined(next) && !/^(et|mais|ou)$/.test(ctx.word(next + 1)) && findNoun(ctx.word(next + 1)))) break;
    chain.push(next);
    at = next;
  }
  return chain;
}

/** The participle or adjective form for a gender and number, when the word is one and its form is wrong. */
function agreeWord(word: string, gender: Gender | undefined, plural: boolean): string | undefined {
  const participle = frenchVerbs()
    .slots(word)
    .find((s) => s.slot >= PARTICIPLE_SLOT);
  if (participle) {
    const forms = frenchVerbs().forms(participle.lemma)!.slice(PARTICIPLE_SLOT);
    const wanted = gender === undefined ? [forms[plural ? 1 : 0], forms[plural ? 3 : 2]] : [forms[(plural ? 1 : 0) + (gender === 'f' ? 2 : 0)]];
    return wanted.includes(word) ? undefined : wanted[0];
  }
  const adjective = ADJECTIVES.get(word);
  if (!adjective) return undefined;
  // "Elle est professeur": nouns of profession in -eur are often kept masculine for a woman; only their number is checked.
  if (/eur$/.test(adjective.m) && findNoun(adjective.m) && gender !== undefined) gender = undefined;
  const wanted = gender === undefined ? [inflectAdjective(adjective, 'm', plural), inflectAdjective(adjective, 'f', plural)] : [inflectAdjective(adjective, gender, plural)];
  return wanted.includes(word) ? undefined : wanted[0];
}

/** Verbs whose compound tenses take être (je suis allé), never avoir. */
const ETRE_VERBS = new Set(['aller', 'venir', 'arriver', 'partir', 'rester', 'naître', 'mourir', 'tomber', 'devenir', 'revenir', 'parvenir', 'intervenir', 'décéder', 'repartir']);
/** Verbs of movement conjugated with être, unless they take an object ("il a monté les valises", "j'ai entré le code"). */
const MOVEMENT_WITH_OBJECT = new Set(['monter', 'descendre', 'sortir', 'rentrer', 'entrer', 'retourner', 'remonter', 'redescendre', 'ressortir']);
/** Vehicles and buildings one gets out of or off ("descendre du car", "sortir de la voiture"). */
const LEFT_PLACES = new Set('bus car train avion taxi métro bateau tram tramway voiture vélo ascenseur toit arbre lit magasin bureau bâtiment cinéma restaurant hôpital salle maison classe gare stade musée parking camion navire'.split(' '));
const AVOIR_TO_ETRE: Record<string, string> = { ai: 'suis', as: 'es', a: 'est', avons: 'sommes', avez: 'êtes', ont: 'sont' };
const ETRE_TO_AVOIR: Record<string, string> = Object.fromEntries(Object.entries(AVOIR_TO_ETRE).map(([avoir, etre]) => [etre, avoir]));
const OBJECT_OPENERS = /^(le|la|l['’].*|les|un|une|des|du|mon|ma|mes|ton|ta|tes|son|sa|ses|notre|nos|votre|vos|leur|leurs|ce|cet|cette|ces|\d+)$/;

/**
 * "Nous avons rentrés très tard" → "sommes rentrés": a verb of movement that may take an object, after avoir, whose
 * participle agrees with a plural or feminine subject and has no object after it: the writer's agreement shows the
 * être past they meant (fr/participle-avoir-object had dropped the agreement: "avons rentré", still wrong). Not
 * "Nous avons rentré les chaises" (an object: avoir is right) nor "J'ai sorti" (no agreement to read).
 */
function readAgreedMovement(ctx: RuleContext, at: number, subject: { gender?: Gender; plural: boolean }): string | undefined {
  if (!subject.plural && subject.gender !== 'f') return undefined;
  const word = ctx.word(at);
  const lemma = frenchVerbs().slots(word).find((s) => s.slot > PARTICIPLE_SLOT && MOVEMENT_WITH_OBJECT.has(s.lemma))?.lemma;
  if (!lemma || agreeWord(word, subject.gender, subject.plural) !== undefined) return undefined;
  const next = ctx.word(at + 1);
  return OBJECT_OPENERS.test(next) || findNoun(next) ? undefined : lemma;
}
/** Être verbs that also take a direct object, and then avoir: "nous avons passé une semaine", "il a monté les valises". */
const ETRE_OR_AVOIR = new Set(['passer', 'monter', 'descendre', 'sortir', 'rentrer', 'retourner']);
// Not du, des: they are also "de" + article ("satisfait du service", "sorti des toilettes").
const DIRECT_OBJECT_DETERMINERS = /^(un|une|le|la|les|mon|ma|mes|ton|ta|tes|son|sa|ses|notre|nos|votre|vos|leur|leurs|ces|cette)$/;
/** Nouns of time after a participle are adverbs, not objects: "le magasin est fermé le dimanche". */
const TIME_NOUNS = new Set('soir matin jour journée semaine mois année an nuit fois week-end après-midi hiver été printemps automne lundi mardi mercredi jeudi vendredi samedi dimanche heure minute moment'.split(' '));

/** A participle cannot be followed by the verb "a" unless another participle follows (le livre qu'il a lu a disparu). */
export function isParticiple(word: string): boolean {
  return frenchVerbs()
    .slots(word)
    .some((s) => s.slot >= PARTICIPLE_SLOT);
}

/** The table gives "je puis" for pouvoir, a literary form: a fix offers "je peux". */
function preferPeux(rule: IntlRule): IntlRule {
  return { ...rule, find: (ctx) => rule.find(ctx).map((f) => ({ ...f, replacements: f.replacements.map((r) => (r === 'puis' ? 'peux' : r)) })) };
}

/**
 * "nous somme" → "sommes", not "sommons" (of sommer): when the written form with an -s added is a form for the
 * person the fix is for, the writer dropped the -s and that form is meant.
 */
function preferDroppedS(rule: IntlRule): IntlRule {
  return {
    ...rule,
    find: (ctx) =>
      rule.find(ctx).map((f) => {
        const withS = `${ctx.word(f.from)}s`;
        const persons = new Set(f.replacements.flatMap((r) => frenchVerbs().read(r).map((reading) => reading.person)));
        return f.from === f.to && frenchVerbs().read(withS).some((r) => persons.has(r.person)) ? { ...f, replacements: [withS] } : f;
      }),
  };
}

const POSSESSIVE = /^(mon|ma|mes|ton|ta|tes|son|sa|ses|notre|nos|votre|vos|leur|leurs)$/;
/** Nouns of avoir phrases (avoir raison, besoin, peur…) and adverbs that stand between avoir and them. */
const AVOIR_PHRASE = /^(toujours|souvent|parfois|déjà|encore|vraiment|besoin|raison|tort|peur|faim|soif|envie|sommeil|honte|hâte|mal)$/;
const QUANTITY = /^(un|une|des|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|plusieurs|beaucoup|\d+)$/;

/**
 * "Mon partenaire à trois enfants et il habite…": a sentence that opens with a possessive or an article and
 * a noun, then "à" and a quantity (un, deux, des…), with no verb anywhere in its clause, lacks its verb: the
 * writer meant "a" (avoir). The clause must be a whole one: after a possessive it may end the sentence; after
 * an article another clause with a subject pronoun must follow ("… et il…"), so a label like "Chambre à deux
 * lits." or "Un vélo à trois roues est cher" (a verb) is left alone.
 */
function readMissingAvoir(ctx: RuleContext, i: number): number | undefined {
  if (!ctx.startsSentence(i) || !(POSSESSIVE.test(ctx.word(i)) || /^(le|la|les|un|une)$/.test(ctx.word(i))) || !/^\p{Ll}+$/u.test(ctx.word(i + 1))) return undefined;
  const isVerb = (k: number) => frenchVerbs().read(ctx.word(k).replace(/^[nmtsl]['’]/, '')).length > 0 || /(é|ée|és|ées)$/.test(ctx.word(k));
  let a = i + 2;
  while (a <= i + 5 && ctx.word(a) !== 'à' && ctx.joined(a - 1) && !isVerb(a)) a++;
  // After "à": a quantity ("à deux enfants"), or the noun of an avoir phrase or an adverb ("à toujours raison", "à besoin de").
  if (ctx.word(a) !== 'à' || !ctx.joinedRun(i, a) || !(QUANTITY.test(ctx.word(a + 1)) || AVOIR_PHRASE.test(ctx.word(a + 1))) || !ctx.joined(a)) return undefined;
  let end = a + 1;
  // "… quand je fais des fautes": a subordinate clause with a subject pronoun of its own may follow; its verb is not the main clause's.
  const subordinate = (k: number) => /^(quand|lorsque|lorsqu['’].+|parce|puisque|puisqu['’].+|si|s['’]il|s['’]ils|comme)$/.test(ctx.word(k)) && /^(je|j['’].+|tu|il|elle|on|nous|vous|ils|elles|que|qu['’].+)$/.test(ctx.word(k + 1).replace(/^(lorsqu|puisqu|s)['’]/, '')) ;
  // "Mon voisin à un chien qui aboie toute la nuit": a relative clause to the sentence's end, after a quantity and its noun, has the only verb.
  let beforeRelative = false;
  while (end < ctx.tokens.length - 1 && !ctx.endsClause(end) && !/^(et|mais)$/.test(ctx.word(end + 1)) && !subordinate(end + 1)) {
    if (QUANTITY.test(ctx.word(a + 1)) && end > a + 1 && ctx.joined(end) && isRelativeToSentenceEnd(ctx, end + 1)) {
      beforeRelative = true;
      break;
    }
    if (isVerb(end + 1) || /^(qui|que|qu['’].*|où|dont|à|pour)$/.test(ctx.word(end + 1))) return undefined;
    end++;
  }
  const beforeSubordinate = (subordinate(end + 1) && ctx.joined(end)) || beforeRelative;
  // "Ma voisine" (voisiner): after a possessive the word is the noun, whatever verb shares its spelling.
  const nounAfterPossessive = POSSESSIVE.test(ctx.word(i)) && findNoun(ctx.word(i + 1)) !== undefined;
  if (isVerb(end) || (isVerb(i + 1) && !nounAfterPossessive)) return undefined;
  const pronounClause = /^(et|mais)$/.test(ctx.word(end + 1)) && ctx.joined(end) && /^(il|elle|ils|elles|on|je|nous|vous)$/.test(ctx.word(end + 2));
  const sentenceEnd = POSSESSIVE.test(ctx.word(i)) && (end === ctx.tokens.length - 1 || /[.!]/.test(ctx.gapAfter(end)));
  return pronounClause || sentenceEnd || beforeSubordinate ? a : undefined;
}

export const AGREEMENT_RULES: IntlRule[] = [
  defineRule({
    id: 'fr/a-missing-avoir',
    name: 'a (avoir), not à',
    message: 'The sentence needs its verb: "a" (avoir), not the preposition "à": "mon frère a deux enfants".',
    at: (ctx, i) => {
      const a = readMissingAvoir(ctx, i);
      return a === undefined ? undefined : { from: a, to: a, replacements: ['a'] };
    },
  }),
  defineRule({
    id: 'fr/a-after-participle',
    name: 'à after a participle',
    message: 'After a past participle, "a" is the preposition "à": "je suis resté à la maison".',
    at: (ctx, i) =>
      // Not after an infinitive subject with its adverb ("manger équilibré a des effets").
      ctx.word(i) === 'a' && ctx.joined(i - 1) && isParticiple(ctx.word(i - 1)) && !isParticiple(ctx.word(i + 1)) && !['y', ...Object.keys(PRONOUNS)].includes(ctx.word(i - 1)) && !frenchVerbs().forms(ctx.word(i - 2)) && !closesRelativeBeforeHaving(ctx, i)
        ? { from: i, to: i, replacements: ['à'] }
        : undefined,
  }),
  preferDroppedS(preferPeux(
    defineSubjectVerbRule({
      id: 'fr/subject-verb',
      name: 'Verb agrees with its subject',
      message: 'The verb does not agree with its subject (person and number).',
      table: frenchVerbs,
      // nous and vous are read by readFrenchNounSubject, which can tell an object pronoun.
      pronouns: { je: [0], tu: [1], il: [2], elle: [2], on: [2], ils: [5], elles: [5], ...ELIDED_PRONOUNS },
      readNounSubject: readFrenchNounSubject,
      between: BETWEEN,
      openers: OPENERS,
      alsoAccepted: { peux: [0] },
      // "Marie et elle sont parties": "elle" closing a compound subject is no subject of its own.
      notPronoun: (ctx, i) => /^(elle|elles)$/.test(ctx.word(i)) && continuesCompound(ctx, i),
      prepositions: new Set(['du', 'de', 'des', "d'", 'au', 'aux', 'à', 'en', 'dans', 'sur', 'sous', 'avec', 'pour', 'chez']),
      functionWords: new Set(['le', 'la', 'les', 'un', 'une', 'des', 'du', 'de', 'au', 'aux', 'mon', 'ma', 'mes', 'ton', 'ta', 'tes', 'son', 'sa', 'ses', 'notre', 'nos', 'votre', 'vos', 'leur', 'leurs', 'ce', 'cet', 'cette', 'ces', 'et', 'ou']),
    }),
  )),
  defineRule({
    id: 'fr/subject-verb-reflexive',
    name: 'Verb agrees with its subject',
    message: 'The verb does not agree with its subject (person and number).',
    // "Les enfants de Sophie s'appelle": a noun subject, then a verb with an elided pronoun (s', m', t', l').
    at: (ctx, i) => {
      if (!ctx.startsSentence(i) && !/[,;]/.test(ctx.gapBefore(i)) && !OPENERS.has(ctx.word(i - 1))) return undefined;
      const subject = readFrenchNounSubject(ctx, i);
      const v = subject ? subject.end + 1 : -1;
      const elided = /^([smtl]['’])(.+)$/.exec(ctx.word(v));
      if (!subject || !elided || !ctx.joinedRun(subject.end, v)) return undefined;
      const fix = frenchVerbs().fixPerson(elided[2]!, subject.persons);
      return fix ? { from: v, to: v, replacements: [elided[1] + fix] } : undefined;
    },
  }),
  defineRule({
    id: 'fr/etre-agreement',
    name: 'Participle or adjective after être agrees with the subject',
    message: 'After "être", the participle or adjective agrees with the subject in gender and number.',
    at: (ctx, i) => {
      const elidedOpener = /^(?:qu|lorsqu|puisqu|quoiqu)['’](?:il|elle)s?$/.test(ctx.word(i));
      if (!ctx.startsSentence(i) && !/,/.test(ctx.gapBefore(i)) && !OPENERS.has(ctx.word(i - 1)) && !elidedOpener) return undefined;
      const subject = readSubjectAgreement(ctx, i);
      const etre = subject && readEtre(ctx, subject.end + 1);
      if (!subject || !etre) return undefined;
      let k = etre.end + 1;
      while (DEGREE.has(ctx.word(k))) k++;
      if (!ctx.joinedRun(subject.end, k)) return undefined;
      // "Nous sommes passé une semaine": a direct object after the participle means the auxiliary
      // itself is wrong (avons passé); agreeing the participle would not fix the sentence. So with
      // a reflexive ("elle s'est lavé les mains"), where the participle rightly stays as it is.
      // "le long de la rivière" is a place, not an object ("elles se sont promenées le long de la rivière").
      const alongPlace = ctx.word(k + 1) === 'le' && ctx.word(k + 2) === 'long' && /^(de|du|des|d['’].+)$/.test(ctx.word(k + 3));
      const object = !alongPlace && /^(un|une|le|la|les|des|du|mon|ma|mes|ton|ta|tes|son|sa|ses|notre|nos|votre|vos|leur|leurs|ce|cet|cette|ces)$/.test(ctx.word(k + 1));
      const duration = /^(un|une)$/.test(ctx.word(k + 1)) && frenchVerbs().slots(ctx.word(k)).some((s) => s.lemma === 'passer');
      const hasObject = object && ctx.joined(k) && (!TIME_NOUNS.has(ctx.word(k + 2)) || duration) && isParticiple(ctx.word(k));
      const lemmas = frenchVerbs()
        .slots(ctx.word(k))
        .filter((s) => s.slot >= PARTICIPLE_SLOT)
        .map((s) => s.lemma);
      // "Je me suis cassé la jambe", "ils se sont dit au revoir", "ils se sont parlé": the reflexive
      // is not the direct object, so the participle takes no agreement at all.
      // Only a body part is sure to be the object ("se promener le long de…" has none).
      const bodyPart = hasObject && BODY_PARTS.has(ctx.word(k + 2));
      if (etre.reflexive && lemmas.length > 0 && (bodyPart || lemmas.some((l) => INDIRECT_REFLEXIVE.has(l)))) {
        const base = frenchVerbs().forms(lemmas[0]!)?.[PARTICIPLE_SLOT];
        return base && base !== ctx.word(k) && lemmas.length === 1 ? { from: k, to: k, replacements: [base] } : undefined;
      }
      if (hasObject) return undefined;
      // "Elle s'est rendu compte", "elle s'est fait couper": no agreement either, but other uses agree.
      if (etre.reflexive && lemmas.some((l) => NO_REFLEXIVE_AGREEMENT.has(l))) return undefined;
      // "triste et bizarre, mais très beau": each predicate of the chain agrees.
      for (const at of predicateChain(ctx, k)) {
        const fix = agreeWord(ctx.word(at), subject.gender, subject.plural);
        if (fix) return { from: at, to: at, replacements: [fix] };
      }
      return undefined;
    },
  }),
  defineRule({
    id: 'fr/ne-for-born',
    name: 'né (born), not ne',
    message: '"né" (born) is the participle of naître and takes an accent; "ne" only comes before a verb.',
    // "Mon mari est ne à Marseille": "ne" never follows être, where the negation stands before the verb ("n'est
    // pas"); before a place or a date, or closing the clause, it is "né" that lost its accent. Grammalecte, reading a
    // negation, would make "à" the verb "a".
    at: (ctx, i) => {
      const opened = readSubjectThenEtre(ctx, i);
      if (!opened) return undefined;
      const { subject, etre } = opened;
      const at = etre.end + 1;
      if (ctx.word(at) !== 'ne' || !ctx.joinedRun(subject.end, at)) return undefined;
      const next = ctx.word(at + 1);
      const placeOrDate = ctx.joined(at) && (/^(à|au|aux|en|dans|chez|près|le|l['’].+|un|une|avant|après|pendant|sur|ici|là)$/.test(next) || /^\d/.test(next));
      if (!placeOrDate && !ctx.endsClause(at)) return undefined;
      const replacements = participlesAgreeingWith('naître', subject);
      return replacements ? { from: at, to: at, replacements } : undefined;
    },
  }),
  defineRule({
    id: 'fr/participle-accent-after-etre',
    name: 'Participle in -é after être',
    message: 'After "être", the participle ends in "-é": "il est tombé", "le café était trop sucré".',
    // "Le café était trop sucre", "Il est tombe dans l'escalier": a verb's present form or a noun in -e after être
    // (and a degree word) where the participle in -é fits; the participle agrees with the subject. A noun only after a
    // degree word ("Il est arbitre" is a job), never a word the lexicon knows as an adjective ("Il est calme").
    at: (ctx, i) => {
      const opened = readSubjectThenEtre(ctx, i);
      if (!opened) return undefined;
      const { subject, etre } = opened;
      let at = etre.end + 1;
      const degree = /^(très|trop|assez|si|tellement|vraiment|plutôt)$/.test(ctx.word(at));
      if (degree) at++;
      const word = ctx.word(at);
      if (!ctx.joinedRun(subject.end, at) || !/^\p{Ll}{3,}e$/u.test(word) || ADJECTIVES.has(word) || isParticiple(word)) return undefined;
      const lemma = frenchVerbs().slots(`${word.slice(0, -1)}é`).find((s) => s.slot === PARTICIPLE_SLOT)?.lemma;
      // The word must be that verb's own present ("sucre" of sucrer), not a stray one; with no degree word, only a verb
      // whose past takes être ("il est tombe", "elle est arrive"): "Il est arbitre" is a job.
      if (!lemma || !frenchVerbs().read(word).some((r) => r.lemma === lemma)) return undefined;
      if (!degree && !ETRE_VERBS.has(lemma) && !MOVEMENT_WITH_OBJECT.has(lemma)) return undefined;
      const replacements = participlesAgreeingWith(lemma, subject);
      return replacements ? { from: at, to: at, replacements } : undefined;
    },
  }),
  defineRule({
    id: 'fr/sur-sure',
    name: 'sûr (certain), not sur (on)',
    message: '"sûr" (certain) takes an accent; "sur" (on) needs a noun after it.',
    // "je n'en suis pas sur", "tu es sur que…": after être, "sur" with no noun after it (the clause ends, or "que" or
    // "de" + a pronoun follows) is the adjective "sûr", agreeing with a subject pronoun when it tells.
    at: (ctx, i) => {
      if (ctx.word(i) !== 'sur') return undefined;
      let v = i - 1;
      while (/^(pas|plus|bien|très|tout|absolument|vraiment|sûrement)$/.test(ctx.word(v)) && v > i - 3) v--;
      if (!ETRE.has(ctx.word(v).replace(/^n['’]/, '')) || !ctx.joinedRun(v, i)) return undefined;
      const next = ctx.word(i + 1);
      const noObject = ctx.endsClause(i) || /^(que|qu['’].+)$/.test(next) || (next === 'de' && /^(ça|cela|moi|toi|lui|elle|nous|vous|eux|rien|rien\.)$/.test(ctx.word(i + 2))) || /^d['’]/.test(next);
      if (!noObject) return undefined;
      let subject = '';
      for (let k = v - 1; k >= Math.max(0, v - 3) && !subject; k--) if (/^(j['’]en|je|tu|il|elle|on|nous|vous|ils|elles|j['’])$/.test(ctx.word(k))) subject = ctx.word(k);
      if (!subject) return undefined;
      const form = /^(il|on)$/.test(subject) ? ['sûr'] : subject === 'elle' ? ['sûre'] : subject === 'ils' ? ['sûrs'] : subject === 'elles' ? ['sûres'] : subject === 'nous' ? ['sûrs', 'sûres'] : subject === 'vous' ? ['sûr', 'sûre', 'sûrs', 'sûres'] : ['sûr', 'sûre'];
      return { from: i, to: i, replacements: form };
    },
  }),
  defineRule({
    id: 'fr/auxiliary-avoir',
    name: 'avoir with a direct object',
    message: 'A verb with a direct object forms its past with "avoir": "nous avons passé une semaine".',
    at: (ctx, i) => {
      if (!ctx.startsSentence(i) && !/,/.test(ctx.gapBefore(i)) && !OPENERS.has(ctx.word(i - 1))) return undefined;
      const subject = readSubjectAgreement(ctx, i);
      const aux = subject ? subject.end + 1 : -1;
      const avoir = ETRE_TO_AVOIR[ctx.word(aux)];
      if (!subject || !avoir || !ctx.joinedRun(subject.end, aux + 2)) return undefined;
      const participle = frenchVerbs()
        .slots(ctx.word(aux + 1))
        // Not entrer: "il est entré la salle" lacks "dans", and "a entré" (typed in) is another verb use.
        .find((s) => s.slot >= PARTICIPLE_SLOT && s.lemma !== 'entrer' && (!ETRE_VERBS.has(s.lemma) || ETRE_OR_AVOIR.has(s.lemma)));
      if (!participle || !DIRECT_OBJECT_DETERMINERS.test(ctx.word(aux + 2))) return undefined;
      // The object's noun: a time noun ("fermé le dimanche", "passé la semaine dernière") or none at
      // all is no object; only "passer" takes a length of time as one ("passé une semaine").
      const noun = ctx.word(aux + 3);
      const duration = participle.lemma === 'passer' && /^(une|un)$/.test(ctx.word(aux + 2));
      if ((TIME_NOUNS.has(noun) && !duration) || !ctx.joined(aux + 2) || !/^\p{L}/u.test(noun)) return undefined;
      const base = frenchVerbs().forms(participle.lemma)?.[PARTICIPLE_SLOT] ?? ctx.word(aux + 1);
      // "Je suis mangé" → "J'ai mangé": the subject elides before "ai".
      if (avoir === 'ai' && ctx.word(subject.end) === 'je') return { from: subject.end, to: aux + 1, replacements: [`j'ai ${base}`] };
      return { from: aux, to: aux + 1, replacements: [`${avoir} ${base}`] };
    },
  }),
  defineRule({
    id: 'fr/auxiliary-etre',
    name: 'être with verbs of movement',
    message: 'Verbs such as aller, venir, partir, rester form their past with "être": "je suis allé".',
    at: (ctx, i) => {
      const token = ctx.word(i);
      const elided = /^j['’](ai)$/.exec(token);
      // "vous avez": one person or several, so the subject reader leaves it out; the participle tells the number.
      const vous = /^vous$/i.test(token) && ctx.word(i + 1) === 'avez' ? { end: i, gender: undefined, plural: false } : undefined;
      const subject = elided ? { end: i - 1, gender: undefined, plural: false } : (readSubjectAgreement(ctx, i) ?? vous);
      if (!subject) return undefined;
      const aux = elided ? 'ai' : ctx.word(subject.end + 1);
      const auxIndex = elided ? i : subject.end + 1;
      const etre = AVOIR_TO_ETRE[aux];
      const participleIndex = auxIndex + 1;
      const word = ctx.word(participleIndex);
      // "Mes parents ont aller au marché": the infinitive written for the participle, too.
      // "Nous avons monté au sommet", "il a entré dans la salle": a verb of movement that may take an object
      // (monter les valises, entrer le code) takes être when a place follows ("au", "dans", "chez"…; not "de", a partitive too).
      const next = ctx.word(participleIndex + 1);
      const toPlace = /^(au|aux|à|dans|en|chez|sur|par|vers|jusqu['’]au|jusqu['’]à)$/.test(next) && !/^(cheval|vélo|moto|pied|bord)$/.test(ctx.word(participleIndex + 2)) && ctx.joined(participleIndex);
      // "Les invités ont descendu du car": "du", "de la" before a vehicle or a building is where one comes out of, not a
      // partitive ("Il a sorti du pain" is an object).
      const fromPlace = ctx.joined(participleIndex) && (
        (next === 'du' && LEFT_PLACES.has(ctx.word(participleIndex + 2)))
        || (next === 'de' && ctx.word(participleIndex + 2) === 'la' && LEFT_PLACES.has(ctx.word(participleIndex + 3)))
        || LEFT_PLACES.has(next.replace(/^de l['’]/, '')) || (next === 'de' && LEFT_PLACES.has(ctx.word(participleIndex + 2).replace(/^l['’]/, ''))));
      const movement = toPlace || fromPlace ? frenchVerbs().slots(word).find((s) => s.slot >= PARTICIPLE_SLOT && MOVEMENT_WITH_OBJECT.has(s.lemma))?.lemma : readAgreedMovement(ctx, participleIndex, subject);
      const lemma = ETRE_VERBS.has(word) ? word : (frenchVerbs().slots(word).find((s) => s.slot >= PARTICIPLE_SLOT && ETRE_VERBS.has(s.lemma))?.lemma ?? movement);
      if (!etre || !lemma || !ctx.joinedRun(auxIndex, participleIndex)) return undefined;
      const base = ETRE_VERBS.has(word) ? frenchVerbs().forms(word)?.[PARTICIPLE_SLOT] ?? word : word;
      // "vous" is one person or several: a participle the writer made plural after it stays plural.
      const pluralVous = /^vous$/i.test(ctx.word(subject.end)) && base === word && agreeWord(base, subject.gender, true) === undefined;
      const agreed = pluralVous ? base : (agreeWord(base, subject.gender, subject.plural) ?? base);
      return { from: auxIndex, to: participleIndex, replacements: [`${elided ? 'je ' : ''}${etre} ${agreed}`] };
    },
  }),
];

/** A sentence (or clause after a comma or opener) that starts on a subject and a non-reflexive form of être. */
function readSubjectThenEtre(ctx: RuleContext, i: number) {
  if (!ctx.startsSentence(i) && !/,/.test(ctx.gapBefore(i)) && !OPENERS.has(ctx.word(i - 1))) return undefined;
  const subject = readSubjectAgreement(ctx, i);
  const etre = subject && readEtre(ctx, subject.end + 1);
  return subject && etre && !etre.reflexive ? { subject, etre } : undefined;
}

/** The participle of `lemma` agreeing with the subject; both genders when the subject does not tell ("on", "vous"). */
function participlesAgreeingWith(lemma: string, subject: { plural: boolean; gender?: Gender }): string[] | undefined {
  const forms = frenchVerbs().forms(lemma)?.slice(PARTICIPLE_SLOT);
  if (!forms) return undefined;
  const number = subject.plural ? 1 : 0;
  return subject.gender === undefined ? [forms[number]!, forms[number + 2]!] : [forms[number + (subject.gender === 'f' ? 2 : 0)]!];
}
