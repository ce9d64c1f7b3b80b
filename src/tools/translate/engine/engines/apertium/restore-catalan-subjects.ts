import type { WordReading } from '../../pipeline/noun-facts';

// English → French goes through Catalan (decision 0103). Catalan drops subject pronouns, and apertium-fra-cat
// puts them back only when the verb opens the clause: "Et trucaré." (I will call you) came out "T'appellerai.",
// "Si vols, et trucaré" as "Si tu veux, t'appellerai", "Li vam veure" as "Lui avons vu". A Catalan subject
// pronoun written before the clitics ("Jo et trucaré") is translated ("Je t'appellerai"), so the first hop's
// Catalan gets one where the verb's own ending says the person. A third person's ending does not say he, she, it
// or they, and apertium-fra-cat writes "il" ("She is a doctor" → "Il est un docteur"): only a sentence the English
// opens with "He" or "She" gets "ell" or "ella" before its first verb; other third persons are left alone.

const SUBJECTS: Record<string, string> = { 'p1 sg': 'jo', 'p2 sg': 'tu', 'p1 pl': 'nosaltres', 'p2 pl': 'vosaltres' };
const FINITE_TENSES = new Set(['pri', 'pii', 'fti', 'cni', 'prs', 'pis', 'ifi']);
const VERB_KINDS = new Set(['vblex', 'vbser', 'vbhaver', 'vbmod', 'vaux']);
const CLAUSE_OPENERS = new Set(['cnjcoo', 'cnjsub', 'cnjadv', 'rel']);
/** Proclitics that are never an article: after them the next word is the verb even when it could be a noun. */
const PRONOUN_ONLY_CLITICS = new Set(['em', 'et', 'es', 'se', 'me', 'te', 'ens', 'us', 'li', 'ho', 'hi', 'en', 'ne', "m'", "t'", "s'", "n'"]);
/** Proclitics that may also be articles ("el vas" is also "the vase"). */
const ARTICLE_LIKE_CLITICS = new Set(['el', 'la', 'els', 'les', "l'"]);
const NEGATION = 'no';

interface Found {
  person: string | undefined;
  clitics: number;
  /** "vaig", "va", "vam"…: anar, Catalan's auxiliary of the past ("va dir", he said). */
  pastAuxiliary: boolean;
  /** "estic escrivint": estar before a gerund, the progressive. */
  progressive: boolean;
}

interface Token {
  text: string;
  start: number;
}

/** Words (an elided clitic "m'" on its own) and the clause marks between them. */
export function tokenizeCatalan(line: string): Token[] {
  return [...line.matchAll(/[\p{L}·]+['’]?|[,;:.!?()]/gu)].map((match) => ({ text: match[0].replace('’', "'"), start: match.index }));
}

/** The Catalan words a line asks the analyser about. */
export function listCatalanWords(line: string): string[] {
  return [...new Set(tokenizeCatalan(line).filter((token) => /\p{L}/u.test(token.text)).map((token) => token.text.toLowerCase()))];
}

/** "p1 sg", "p3 pl"…: the one person and number every finite reading of the word shares. */
function personOfFiniteVerb(readings: readonly WordReading[], allowOtherKinds: boolean): string | undefined {
  const verbs = readings.filter((reading) => VERB_KINDS.has(reading.tags[0] ?? ''));
  // A capital letter gives every word a surname reading ("He" is haver and a name): those do not count.
  const others = readings.filter((reading) => !VERB_KINDS.has(reading.tags[0] ?? '') && reading.tags[0] !== 'np');
  if (verbs.length === 0 || (!allowOtherKinds && others.length > 0)) return undefined;
  const persons = new Set(
    verbs.map((reading) => (reading.tags.some((tag) => FINITE_TENSES.has(tag)) ? reading.tags.filter((tag) => /^p[123]$|^(sg|pl)$/.test(tag)).join(' ') : 'not finite')),
  );
  const [person] = persons;
  return persons.size === 1 && person !== 'not finite' ? person : undefined;
}

function opensClause(token: Token | undefined, readings: ReadonlyMap<string, readonly WordReading[]>): boolean {
  if (!token) return true;
  if (/^[,;:.!?(]$/.test(token.text)) return true;
  return (readings.get(token.text.toLowerCase()) ?? []).some((reading) => CLAUSE_OPENERS.has(reading.tags[0] ?? ''));
}

/** "estic escrivint", and "he estat esperant" (I have been waiting): estar, or haver + estat, before a gerund. */
function isProgressive(tokens: readonly Token[], verb: number, readings: ReadonlyMap<string, readonly WordReading[]>): boolean {
  const readingsAt = (at: number) => readings.get(tokens[at]?.text.toLowerCase() ?? '') ?? [];
  const isGerund = (at: number) => readingsAt(at).some((reading) => reading.tags.includes('ger'));
  if (readingsAt(verb).some((reading) => reading.lemma === 'estar')) return isGerund(verb + 1);
  const perfect = readingsAt(verb).some((reading) => reading.lemma === 'haver');
  return perfect && readingsAt(verb + 1).some((reading) => reading.lemma === 'estar' && reading.tags.includes('pp')) && isGerund(verb + 2);
}

/** The person of the verb a clause starting at `first` opens with, when it has no subject; undefined otherwise. */
function findMissingSubject(
  tokens: readonly Token[],
  first: number,
  readings: ReadonlyMap<string, readonly WordReading[]>,
  verbExpected: boolean,
): Found | undefined {
  let index = first;
  if (tokens[index]?.text.toLowerCase() === NEGATION) index += 1;
  let pronounOnly = false;
  let clitics = 0;
  while (index < tokens.length) {
    const word = tokens[index]!.text.toLowerCase();
    if (PRONOUN_ONLY_CLITICS.has(word)) pronounOnly = true;
    else if (!ARTICLE_LIKE_CLITICS.has(word)) break;
    clitics += 1;
    index += 1;
  }
  const verb = tokens[index];
  if (!verb || /^[,;:.!?()]$/.test(verb.text)) return undefined;
  const verbReadings = readings.get(verb.text.toLowerCase()) ?? [];
  return {
    person: personOfFiniteVerb(verbReadings, pronounOnly || verbExpected),
    clitics,
    pastAuxiliary: verbReadings.some((reading) => reading.lemma === 'anar' && reading.tags.includes('pri')),
    progressive: isProgressive(tokens, index, readings),
  };
}

/** "ell" or "ella" when the English sentence opens with "He" or "She" and a verb-like word after it. */
export function readEnglishSubject(english: string): string | undefined {
  const match = /^\W*(he|she)\s+[a-z']+/i.exec(english);
  if (!match) return undefined;
  return match[1]!.toLowerCase() === 'she' ? 'ella' : 'ell';
}

function choosePronoun(found: Found, lineStart: boolean, englishSubject?: string): string | undefined {
  // "Jo vaig ser president" and "Ella va anar casa" come out as "Je vais être président", "Elle va aller maison":
  // with a subject right before it, cat-fra can read the past's auxiliary as "go to". After a clitic it does not.
  // Likewise "Jo estic escrivint" comes out "Je suis en écrivant", where "Estic escrivint" gives "Je suis en train
  // d'écrire" (review of session 45).
  if (!found.person || (found.clitics === 0 && (found.pastAuxiliary || found.progressive))) return undefined;
  if (found.person === 'p3 sg') return lineStart ? englishSubject : undefined;
  // cat-fra gives a sentence's first verb its pronoun often but not always ("He estat malalt" → "Ai été du malade"):
  // written, it comes out the same where it did ("Jo he acabat" → "J'ai fini").
  return SUBJECTS[found.person];
}

/**
 * The line with a subject pronoun before each clause whose first-or-second-person verb has none, and before the
 * first verb when `englishSubject` (readEnglishSubject of the source) says he or she.
 */
export function restoreCatalanSubjects(line: string, readings: ReadonlyMap<string, readonly WordReading[]>, englishSubject?: string): string {
  const tokens = tokenizeCatalan(line);
  const inserts: Array<{ at: number; pronoun: string; capital: boolean }> = [];
  for (let index = 0; index < tokens.length; index += 1) {
    const token = tokens[index]!;
    if (!/\p{L}/u.test(token.text) || !opensClause(tokens[index - 1], readings)) continue;
    const previous = tokens[index - 1];
    const sentenceStart = !previous || /^[.!?]$/.test(previous.text);
    // An English sentence opening with "She" + a word: its Catalan opens with the verb, though "Va" may be an adjective.
    const found = findMissingSubject(tokens, index, readings, index === 0 && Boolean(englishSubject));
    const pronoun = found && choosePronoun(found, index === 0, englishSubject);
    if (!pronoun) continue;
    inserts.push({ at: token.start, pronoun, capital: sentenceStart && /^\p{Lu}/u.test(token.text) });
  }
  let result = line;
  for (const { at, pronoun, capital } of inserts.reverse()) {
    const rest = result.slice(at);
    const word = capital ? pronoun[0]!.toUpperCase() + pronoun.slice(1) : pronoun;
    result = `${result.slice(0, at)}${word} ${capital ? rest[0]!.toLowerCase() + rest.slice(1) : rest}`;
  }
  return result;
}
