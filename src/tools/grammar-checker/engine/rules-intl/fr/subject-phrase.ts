import { type RuleContext } from '../intl-rule';
import { type Person } from '../lexicon/verb-table';
import { nameGender } from './first-names';
import { frenchVerbs } from './agreement-rules';
import { ADJECTIVES, BOTH_ARTICLES, findNoun, type Gender } from './lexicon';
import { readNounPhrase } from './noun-phrase-rules';

/** A subject and what its verb and predicate agree with; gender is undefined when the words do not tell it. */
export interface SubjectPhrase {
  end: number;
  person: Person;
  gender: Gender | undefined;
  plural: boolean;
}

/** Stressed pronouns that stand in a compound subject ("Marie et moi", "toi et lui"). */
const STRESSED: Record<string, { person: Person; gender?: Gender; plural: boolean }> = {
  moi: { person: 0, plural: false },
  toi: { person: 1, plural: false },
  lui: { person: 2, gender: 'm', plural: false },
  elle: { person: 2, gender: 'f', plural: false },
  eux: { person: 5, gender: 'm', plural: true },
  elles: { person: 5, gender: 'f', plural: true },
};

/**
 * Heads whose verb follows the complement, not the head ("la plupart des élèves sont", "un groupe
 * d'amis sont venus" are both right): a subject starting with one is not read at all.
 */
const QUANTITY_HEADS = new Set(
  'plupart majorité minorité moitié nombre totalité reste partie ensemble groupe foule tas centaine dizaine douzaine vingtaine trentaine millier million milliard quart tiers série infinité multitude quantité personne'.split(' '),
);

/** Prepositions that open a complement inside a subject ("les enfants de ma voisine", "les fleurs dans le jardin"). */
const COMPLEMENT_PREPOSITIONS = new Set(['de', 'du', 'des', 'dans', 'sur', 'sous', 'à', 'au', 'aux', 'en', 'avec', 'pour', 'chez', 'près', 'devant', 'derrière']);

/** A first name from the list, capitalised as written; a capitalised word inside a sentence otherwise counts as an unknown name. */
function readName(ctx: RuleContext, i: number): Gender | 'unknown' | undefined {
  const token = ctx.tokens[i];
  if (!token || !/^\p{Lu}\p{Ll}+$/u.test(token.text)) return undefined;
  const gender = nameGender(token.text);
  if (gender) return gender;
  return ctx.startsSentence(i) ? undefined : 'unknown';
}

/** One conjunct: a determiner phrase (with one complement), a first name or a stressed pronoun. */
export function readConjunct(ctx: RuleContext, i: number, inCompound: boolean): SubjectPhrase | undefined {
  const stressed = STRESSED[ctx.word(i)];
  if (stressed && (inCompound || ctx.word(i + 1) === 'et')) return { end: i, person: stressed.person, gender: stressed.gender, plural: stressed.plural };
  const name = readName(ctx, i);
  if (name) return { end: i, person: 2, gender: name === 'unknown' ? undefined : name, plural: false };
  // "L'activation du réseau", "l'homme": the article elided onto a noun.
  const elided = /^l['’](\p{L}+)$/u.exec(ctx.word(i));
  if (elided && /^l['’]\p{Lu}{2}/u.test(ctx.tokens[i]?.text.replace(/^L/, 'l') ?? '')) return undefined;
  const elidedNoun = elided ? findNoun(elided[1] ?? '') : undefined;
  if (elidedNoun && !elidedNoun.plural) return { end: readComplement(ctx, i), person: 2, gender: elidedNoun.gender, plural: false };
  const phrase = readNounPhrase(ctx, i);
  if (phrase) {
    if (phrase.noun.singular === 'plupart') return readPlupart(ctx, phrase.index);
    if (QUANTITY_HEADS.has(phrase.noun.singular)) return undefined;
    const plural = phrase.plural ?? phrase.noun.plural;
    // "la ministre": for a noun of office the determiner tells the gender, when it shows one.
    const gender = BOTH_ARTICLES.has(phrase.noun.singular) ? ({ la: 'f', une: 'f', cette: 'f', ma: 'f', ta: 'f', sa: 'f', le: 'm', un: 'm', ce: 'm', cet: 'm' } as Record<string, Gender>)[ctx.word(i)] : phrase.noun.gender;
    return { end: readComplement(ctx, Math.max(phrase.index, ...phrase.adjectives)), person: plural ? 5 : 2, gender, plural };
  }
  const ungendered = readUngenderedNoun(ctx, i);
  return ungendered && { end: readComplement(ctx, i + 1), person: ungendered.plural ? 5 : 2, gender: ungendered.gender, plural: ungendered.plural };
}

/**
 * "La plupart des jeunes quittent", "la plupart de mes amis sont": with a plural complement, "la plupart"
 * takes the plural verb (the grammars allow no singular), so the subject is that plural. "La plupart du
 * temps" is an adverb of time: not read.
 */
function readPlupart(ctx: RuleContext, plupart: number): SubjectPhrase | undefined {
  const de = ctx.word(plupart + 1);
  const noun = de === 'des' ? plupart + 2 : de === 'de' && /^(mes|tes|ses|nos|vos|leurs|ces)$/.test(ctx.word(plupart + 2)) ? plupart + 3 : -1;
  if (noun < 0 || !ctx.joinedRun(plupart, noun) || !/^\p{Ll}+[sx]$/u.test(ctx.word(noun))) return undefined;
  return { end: readComplement(ctx, noun), person: 5, gender: findNoun(ctx.word(noun))?.gender, plural: true };
}

const PLURAL_DETERMINERS = new Set(['les', 'des', 'mes', 'tes', 'ses', 'nos', 'vos', 'leurs', 'ces']);
const SINGULAR_DETERMINERS = new Set(['le', 'la', 'un', 'une', 'mon', 'ma', 'ton', 'ta', 'son', 'sa', 'ce', 'cet', 'cette', 'notre', 'votre', 'leur', 'chaque']);

/**
 * A determiner and a noun the lexicon gives no gender (enfant, élève, livre: both genders exist):
 * the number still shows, from the determiner and an -s or -x after a plural one.
 */
function readUngenderedNoun(ctx: RuleContext, i: number): { plural: boolean; gender?: Gender } | undefined {
  const det = ctx.word(i);
  const next = ctx.word(i + 1);
  // "les jeunes aiment": an adjective stands for the noun unless a noun follows it.
  const beforeNoun = ADJECTIVES.has(next) && findNoun(ctx.word(i + 2)) !== undefined;
  // Function words after "ce" or "le" ("ce ne sont", "le lui") are no nouns.
  if (!ctx.joined(i) || !/^\p{L}+(-\p{L}+)*$/u.test(next) || beforeNoun || /^(qui|que|dont|quoi|et|ou|ne|me|te|se|nous|vous|le|la|les|lui|leur|y|en|mais|pas|plus|est|sont|a|ont|où)$/.test(next)) return undefined;
  if (PLURAL_DETERMINERS.has(det) && /[sx]$/.test(next)) return { plural: true };
  // After le, la: a verb form is read as the object pronoun before its verb ("le mange").
  // A word in -s or -x after "le" is more likely a plural with the wrong determiner ("le enfants"): not read.
  // The determiner tells the gender when it shows one ("ma professeure"; mon, ton, son only before a consonant: "mon amie").
  const gender = /^(la|une|ma|ta|sa|cette)$/.test(det) ? 'f' : /^(le|un|ce|cet)$/.test(det) || (/^(mon|ton|son)$/.test(det) && !/^[aeiouyâàéèêëîïôûœh]/.test(next)) ? 'm' : undefined;
  if (SINGULAR_DETERMINERS.has(det) && frenchVerbs().read(next).length === 0 && !/[sx]$/.test(next)) return { plural: false, gender };
  return undefined;
}

/**
 * The last word of what follows a noun inside its subject: a plural noun in apposition ("les composants
 * feuilles") and up to two complements ("les gestionnaires d'événements en ligne"), or the noun itself.
 */
function readComplement(ctx: RuleContext, end: number): number {
  const next = ctx.word(end + 1);
  // Not a preposition or adverb the lexicon also lists as a plural noun (dans: the judo grade).
  const apposition = findNoun(next)?.plural && !COMPLEMENT_PREPOSITIONS.has(next) && !/^(mais|puis|donc|alors|tous|toutes|plus|moins|fois)$/.test(next);
  if (ctx.joined(end) && apposition && /[sx]$/.test(ctx.word(end)) && !frenchVerbs().read(next).some((r) => r.person === 5)) end++;
  const first = readOneComplement(ctx, end);
  return first === end ? end : readOneComplement(ctx, first);
}

/** "de la banque alimentaire": an adjective after the complement's noun (no verb form) still belongs to it. */
function readTrailingAdjective(ctx: RuleContext, end: number): number {
  const next = ctx.word(end + 1);
  // Beyond the lexicon, the endings French makes adjectives with ("alimentaire", "municipale", "sportif").
  const adjective = ADJECTIVES.has(next) || (/^\p{Ll}{3,}(aire|ique|ale?|elle?|eux|euse|ive?|able|ible)s?$/u.test(next) && !findNoun(next));
  return ctx.joined(end) && adjective && frenchVerbs().read(next).length === 0 ? end + 1 : end;
}

function readOneComplement(ctx: RuleContext, end: number): number {
  if (!ctx.joined(end)) return end;
  const at = end + 1;
  const word = ctx.word(at);
  const elided = /^d['’](.+)$/.exec(word);
  if (elided) return findNoun(elided[1] ?? '') ? at : end;
  // "de l'examen", "à l'école": the article elided onto the noun.
  if (/^(de|à)$/.test(word) && ctx.joined(at) && /^l['’]\p{L}+$/u.test(ctx.word(at + 1))) return at + 1;
  if (!COMPLEMENT_PREPOSITIONS.has(word) || !ctx.joined(at)) return end;
  // "près du campus", "près de la gare": "près" opens the complement with the "de" after it.
  if (word === 'près') {
    const after = readOneComplement(ctx, at);
    return after === at ? end : after;
  }
  // du, des, au, aux carry their article: the noun follows at once.
  // "du troisième étage", "des grandes villes": an adjective may stand before the noun.
  if (['du', 'des', 'au', 'aux'].includes(word)) {
    // The adjective reading first: "premier" is a noun too, and "étage" would be left for the verb.
    const before = ADJECTIVES.has(ctx.word(at + 1)) || /^(\p{L}+ième|premier|première|dernier|dernière)s?$/u.test(ctx.word(at + 1));
    if (before && ctx.joined(at + 1) && findNoun(ctx.word(at + 2))) return at + 2;
    return findNoun(ctx.word(at + 1)) ? readTrailingAdjective(ctx, at + 1) : end;
  }
  const inner = readNounPhrase(ctx, at + 1);
  if (inner) return readTrailingAdjective(ctx, Math.max(inner.index, ...inner.adjectives));
  // "de notre classe", "de leur fils": determiners that do not show gender, then a noun.
  if (/^(notre|votre|leur|nos|vos|leurs|chaque)$/.test(ctx.word(at + 1)) && ctx.joined(at + 1) && findNoun(ctx.word(at + 2))) return at + 2;
  // "de Mme Martin", "de Monsieur Durand": a title and the surname after it are one name.
  if (/^(Mme|Mmes|Mlle|Madame|Monsieur|Mademoiselle|Dr|Docteur|Professeur|Maître)$/.test(ctx.tokens[at + 1]?.text ?? '') && ctx.joined(at + 1) && /^\p{Lu}\p{Ll}+$/u.test(ctx.tokens[at + 2]?.text ?? '')) return at + 2;
  if (readName(ctx, at + 1) || (['de', 'en'].includes(word) && findNoun(ctx.word(at + 1)))) return at + 1;
  return end;
}

/**
 * The subject starting at word i: one conjunct or several joined by "et" ("Marie et Julie",
 * "ma sœur et moi"). A compound is plural; it takes "nous" with moi, "vous" with toi, and is
 * feminine only when every part is.
 */
export function readSubjectPhrase(ctx: RuleContext, i: number): SubjectPhrase | undefined {
  // "Tout le monde" means everybody but is singular: "tout le monde est content".
  if (ctx.word(i) === 'tout' && ctx.word(i + 1) === 'le' && ctx.word(i + 2) === 'monde' && ctx.joinedRun(i, i + 2)) return { end: i + 2, person: 2, gender: 'm', plural: false };
  // "Tous mes amis", "toutes les filles": the phrase after tous/toutes.
  if (/^(tous|toutes)$/.test(ctx.word(i)) && ctx.joined(i) && /^(les|mes|tes|ses|nos|vos|leurs|ces)$/.test(ctx.word(i + 1))) return readSubjectPhrase(ctx, i + 1);
  const first = readConjunct(ctx, i, false);
  if (!first) return undefined;
  const parts = [first];
  let end = first.end;
  while (ctx.word(end + 1) === 'et' && ctx.joinedRun(end, end + 1)) {
    const next = readConjunct(ctx, end + 2, true);
    if (!next) return undefined;
    // "Ma voisine a deux chats et elle travaille": "elle" before a verb that agrees with it alone may open a clause of
    // its own as well as end a compound ("Marie et elle travaillent"); with no way to tell, nothing is read.
    if (/^(elle|elles)$/.test(ctx.word(end + 2)) && agreesAlone(ctx, end + 2)) return undefined;
    parts.push(next);
    end = next.end;
  }
  if (parts.length === 1) return { ...first, end: skipRelative(ctx, first.end) };
  const person: Person = parts.some((p) => p.person === 0) ? 3 : parts.some((p) => p.person === 1) ? 4 : 5;
  const gender = parts.every((p) => p.gender === 'f') ? 'f' : parts.some((p) => p.gender === 'm') ? 'm' : undefined;
  return { end, person, gender, plural: true };
}

/** The verb right after the subject pronoun at i (past "ne" and object pronouns) agrees with it alone. */
function agreesAlone(ctx: RuleContext, i: number): boolean {
  const person: Person = ctx.word(i) === 'elle' ? 2 : 5;
  let v = i + 1;
  while (/^(ne|n['’]|me|te|se|le|la|les|lui|leur|y|en)$/.test(ctx.word(v)) && ctx.joined(v - 1) && v < i + 4) v++;
  const word = ctx.word(v).replace(/^[mtsln]['’]/, '');
  return ctx.joinedRun(i, v) && frenchVerbs().read(word).some((r) => r.person === person);
}

/**
 * "Le chat et le chien mangent", "le vin rouge et le vin blanc sont": the words after "et" are the
 * second half of a compound subject when one read from an earlier word spans them; read alone they
 * would take a singular verb.
 */
export function continuesCompound(ctx: RuleContext, i: number): boolean {
  if (ctx.word(i - 1) !== 'et' || !ctx.joinedRun(i - 2, i - 1)) return false;
  // "Il pleut depuis trois jours et les rues sont…": a phrase after a preposition is no subject to continue.
  // "Ma voisine a deux chats et elle…": nor is a phrase right after a finite verb, its object.
  const afterVerb = (start: number) => ctx.joined(start - 1) && frenchVerbs().read(ctx.word(start - 1)).length > 0 && !findNoun(ctx.word(start - 1)) && !/^(le|la|les|des|un|une)$/.test(ctx.word(start - 1));
  for (let start = i - 2; start >= Math.max(0, i - 8); start--) if ((readSubjectPhrase(ctx, start)?.end ?? -1) >= i && !(PREPOSITIONS.test(ctx.word(start - 1)) && ctx.joined(start - 1)) && !afterVerb(start)) return true;
  return false;
}

const SUBJECT_PRONOUNS = /^(je|tu|il|elle|on|nous|vous|ils|elles)$/;
const PREPOSITIONS = /^(depuis|pendant|avec|pour|dans|sur|sous|par|chez|sans|après|avant|vers|contre|entre|durant|malgré)$/;

/** A finite verb at k, with a participle after it when it is an auxiliary: the index of its last word, or -1. */
function readVerbGroup(ctx: RuleContext, k: number): number {
  const word = ctx.word(k).replace(/^[jnmtsl]['’]/, '');
  if (frenchVerbs().read(word).length === 0 || findNoun(word)) return -1;
  const participle = frenchVerbs()
    .slots(ctx.word(k + 1))
    .some((s) => s.slot >= 30);
  return participle && ctx.joined(k) ? k + 1 : k;
}

/**
 * "Les histoires qu'il raconte sont…", "le livre que j'ai lu était…", "la fille qui chante est…": a
 * short relative clause after the subject's noun, when a finite verb follows it (the subject's own);
 * otherwise the noun's index is kept.
 */
function skipRelative(ctx: RuleContext, end: number): number {
  if (!ctx.joined(end)) return end;
  const rel = ctx.word(end + 1);
  let verbAt = -1;
  if (rel === 'qui') verbAt = end + 2;
  else if (/^qu['’](il|elle|on|ils|elles)$/.test(rel)) verbAt = end + 2;
  else if (rel === 'que' && /^j['’]/.test(ctx.word(end + 2))) verbAt = end + 2;
  else if (rel === 'que' && SUBJECT_PRONOUNS.test(ctx.word(end + 2))) verbAt = end + 3;
  if (verbAt < 0 || !ctx.joinedRun(end, verbAt)) return end;
  const last = readVerbGroup(ctx, verbAt);
  if (last < 0 || !ctx.joined(last)) return end;
  // Only when the main verb follows at once: otherwise the clause goes on and its end is unknown.
  return frenchVerbs().read(ctx.word(last + 1).replace(/^n['’]/, '')).length > 0 && !findNoun(ctx.word(last + 1)) ? last : end;
}
