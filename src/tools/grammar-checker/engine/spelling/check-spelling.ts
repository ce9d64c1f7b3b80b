import { type Issue } from '../types';
import { type Token } from '../text/tokenize';
import { findKnownWords, suggestSpellings } from '../workers/engine-workers';
import { type SpellingLanguage } from '../language/choose-language';
import { isAcceptedWord } from './accepted-words';
import { checkWithHunspell, isHunspellAvailable, type SpellVerdict } from './hunspell-process';
import { measureEditDistance } from '../combine/rank-spelling';
import { isSpellCheckable } from './is-spell-checkable';
import { findEnglishLoans } from './english-loans';
import { isForeignWord } from './foreign-letters';
import { isLaughter } from './laughter';
import { readDenominalParticiple } from './denominal-participle';
import { listSeparableRests } from './separable-prefix';
import { listSeparableFiniteInfinitives } from './separable-finite';
import { listParticipleCompoundHeads } from './participle-compound-head';
import { listBareImperativeForms, opensSentence } from './bare-imperative';
import { looksLikeName } from './looks-like-name';
import { type CompoundSplit, listCompoundSplits } from './split-compound';
import { isKnownLoanword } from './loanwords';
import { findGermanNoun } from '../rules-intl/de/noun-lexicon';

/** nspell's suggest() is slow (tens of ms per word): beyond this many distinct words we flag without suggesting. */
const MAX_SUGGESTED_WORDS = 40;
const MAX_SUGGESTIONS = 5;

function normalise(word: string): string {
  return word.replace(/’/g, "'");
}


/**
 * Native hunspell answers "known?" and the suggestions in one pass, so its verdicts are kept per
 * request: the suggestions for a misspelt word come from the same answer.
 */
type Verdicts = Map<string, SpellVerdict>;

async function queryKnown(language: SpellingLanguage, words: Iterable<string>, verdicts?: Verdicts): Promise<Set<string>> {
  const list = [...new Set(words)];
  if (list.length === 0) return new Set();
  if (verdicts) {
    const asked = list.filter((w) => !verdicts.has(w));
    const answers = await checkWithHunspell(language, asked);
    asked.forEach((w, i) => verdicts.set(w, answers[i] ?? { known: false, suggestions: [] }));
    return new Set(list.filter((w) => verdicts.get(w)?.known));
  }
  const known = await findKnownWords(language, list);
  return new Set(list.filter((_, i) => known[i]));
}

async function suggestFor(language: SpellingLanguage, words: string[], verdicts?: Verdicts): Promise<string[][]> {
  if (words.length === 0) return [];
  // "-lides" for "Slides": Hunspell offers the tail of a compound as a word; no writer means one.
  if (verdicts) return words.map((w) => (verdicts.get(w)?.suggestions ?? []).filter((s) => !s.startsWith('-')).slice(0, MAX_SUGGESTIONS));
  return suggestSpellings(language, words, MAX_SUGGESTIONS);
}

/**
 * Native hunspell applies the dictionary's own compounding rules, but a noun the dictionary gives no
 * compound flag is refused as a head ("Vanillesoße" → "Vanilleschote"). A capitalised compound of two
 * nouns is kept: head and tail known only with a capital (so nouns: hunspell also accepts a capitalised
 * verb, and "Freundschafft" is no "Freund" + "schafft"), each at least four letters.
 */
function readNounCompoundSplits(word: string): CompoundSplit[] {
  if (!/^\p{Lu}\p{Ll}+$/u.test(word)) return [];
  return listCompoundSplits(word)
    .map((split) => ({ heads: split.heads.filter((h) => h.length >= 4 && /^\p{Lu}/u.test(h)), tails: split.tails.filter((t) => t.length >= 4 && /^\p{Lu}/u.test(t)) }))
    .filter((split) => split.heads.length > 0 && split.tails.length > 0);
}

/**
 * "policiaco", "cardiaco", "maniaco": the RAE's Diccionario gives the -iaco adjectives both ways, with
 * and without the accent on the i, but the Hunspell dictionary lists only "policíaco"; its "fix" of a
 * correct spelling was a false alarm (issue 33 batch 13). The accented form stands in for the word.
 */
function listUnstressedVariants(word: string): string[] {
  const lower = word.toLowerCase();
  return /iac[oa]s?$/u.test(lower) ? [lower.replace(/iac([oa]s?)$/u, 'íac$1')] : [];
}

const BARE_VOWEL: Record<string, string> = { á: 'a', é: 'e', í: 'i', ó: 'o', ú: 'u' };

/**
 * "cocínala", "cómpralo", "prepáralas", "hiérvelo": a command with its pronouns joined takes a written accent,
 * and the Hunspell dictionary lists such forms for some verbs only; its "fix" ("cocínela", the usted form) was
 * a false alarm (issue 33 batch 15). The word stands for the bare command when that is a word ("cocina") ending
 * in a or e, the accent sits on the syllable before its last (where the command is stressed), and an infinitive
 * of the stem is known (cocinar, hervir by its e/ie, o/ue change): the variants hold the command and the infinitives.
 */
function listEncliticCommand(word: string): { command: string; infinitives: string[] } | undefined {
  const match = /^(\p{Ll}+?)((?:me|te|se|nos|os)?(?:lo|la|los|las|le|les)|me|te|nos|os)$/u.exec(word);
  if (!match || (match[1]!.match(/[áéíóú]/g) ?? []).length !== 1) return undefined;
  const accented = match[1]!;
  const command = accented.replace(/[áéíóú]/g, (c) => BARE_VOWEL[c]!);
  // The accent on the vowel group before the last syllable: "co-CÍ-na", "HIÉR-ve", "PRE-pá-ra" → "pre-PÁ-ra".
  const groups = [...accented.matchAll(/[aeiouáéíóúü]+/g)];
  if (!/[ae]$/.test(command) || groups.length < 2 || !/[áéíóú]/.test(groups[groups.length - 2]![0])) return undefined;
  const stem = command.slice(0, -1);
  const stems = [stem, stem.replace(/ie([^aeiou]*)$/, 'e$1'), stem.replace(/ue([^aeiou]*)$/, 'o$1'), stem.replace(/i([^aeiou]*)$/, 'e$1')];
  const endings = command.endsWith('a') ? ['ar'] : ['er', 'ir'];
  return { command, infinitives: [...new Set(stems.flatMap((s) => endings.map((e) => `${s}${e}`)))] };
}

/** Unknown words that are still fine: other letter case (sentence starts, German nominalised verbs), a compound or a separable prefix joined to a verb form. */
async function findAcceptable(language: SpellingLanguage, unknown: string[], verdicts?: Verdicts, nounsCapitalised = true): Promise<Set<string>> {
  const variants = new Map<string, string[]>();
  const compounds = new Map<string, CompoundSplit[]>();
  for (const word of unknown) {
    // A German noun is written with a capital: "als verkäuferin" is a slip even though "Verkäuferin" is known,
    // and Hunspell's first suggestion for it is the capitalised noun. A capitalised word may still be a
    // sentence start or a nominalised verb known in lower case.
    const capitalised = language === 'de' && nounsCapitalised && /^\p{Ll}/u.test(word) ? [] : [word.charAt(0).toUpperCase() + word.slice(1)];
    variants.set(word, [word.toLowerCase(), ...capitalised, ...(language === 'de' ? [...listSeparableRests(word), ...listSeparableFiniteInfinitives(word.toLowerCase())] : []), ...(language === 'es' ? listUnstressedVariants(word) : [])]);
    // The split is nspell's stand-in for the dictionary's compounding rules; with hunspell only nouns are split.
    if (language === 'de') compounds.set(word, verdicts ? readNounCompoundSplits(word) : listCompoundSplits(word));
  }
  // "gepicknickt": a participle of a verb made from a noun the dictionary lists, the verb itself unlisted.
  const denominal = new Map(language === 'de' ? unknown.flatMap((word) => { const parts = readDenominalParticiple(word); return parts ? [[word, parts] as const] : []; }) : []);
  const commands = new Map<string, { command: string; infinitives: string[] }>();
  if (language === 'es') for (const word of unknown) { const found = listEncliticCommand(word.toLowerCase()); if (found) commands.set(word, found); }
  const lower = (w: string) => w.toLowerCase();
  const candidates = [...variants.values()].flat();
  for (const found of commands.values()) candidates.push(found.command, ...found.infinitives);
  for (const parts of denominal.values()) candidates.push(parts.infinitive);
  // "Versichertenkarte": a participle used as a noun heads the compound (its -en form), a noun closes it.
  const participleHeads = new Map(language === 'de' ? unknown.map((word) => [word, listParticipleCompoundHeads(word)] as const) : []);
  for (const heads of participleHeads.values()) for (const { participle, tail } of heads) candidates.push(participle, tail, lower(tail));
  for (const splits of compounds.values()) for (const split of splits) candidates.push(...split.heads, ...split.tails);
  if (verdicts) for (const splits of compounds.values()) for (const split of splits) candidates.push(...split.heads.map(lower), ...split.tails.map(lower));
  const known = await queryKnown(language, candidates, verdicts);
  const isPart = (w: string) => known.has(w) && (!verdicts || !known.has(lower(w)));
  // "Spielerpass", "Wettlauf": a last part also known in lower case ("pass", "lauf": verb forms) is still a noun
  // when the noun lexicon lists it; "Freundschafft" stays refused, "Schafft" being no noun.
  const isTail = (w: string) => isPart(w) || (language === 'de' && !!verdicts && known.has(w) && /^\p{Lu}/u.test(w) && findGermanNoun(w) !== undefined);
  return new Set(
    unknown.filter(
      (word) =>
        (variants.get(word) ?? []).some((v) => known.has(v)) ||
        (commands.has(word) && known.has(commands.get(word)!.command) && commands.get(word)!.infinitives.some((v) => known.has(v))) ||
        (compounds.get(word) ?? []).some((s) => s.heads.some(isPart) && s.tails.some(isTail)) ||
        (participleHeads.get(word) ?? []).some((h) => known.has(h.participle) && isTail(h.tail)) ||
        (denominal.has(word) && !known.has(denominal.get(word)!.infinitive)),
    ),
  );
}

/** Unknown words that open a sentence as a German imperative without its -e ("Häng das Bild auf"): see bare-imperative.ts. */
async function findBareImperatives(tokens: Token[], text: string, unknown: Set<string>, verdicts?: Verdicts): Promise<Set<string>> {
  const opening = new Set(tokens.filter((t) => unknown.has(normalise(t.text)) && opensSentence(text, t.start)).map((t) => normalise(t.text)));
  const forms = new Map([...opening].map((w) => [w, listBareImperativeForms(w)] as const).filter(([, list]) => list.length > 0));
  const known = await queryKnown('de', [...forms.values()].flat(), verdicts);
  // Every opening of the word must be a sentence's start: "Häng" inside another sentence is still checked.
  const elsewhere = new Set(tokens.filter((t) => !opensSentence(text, t.start)).map((t) => normalise(t.text)));
  return new Set([...forms].filter(([w, list]) => !elsewhere.has(w) && list.every((f) => known.has(f))).map(([w]) => w));
}

/**
 * "inkl.", "vgl.", "Min.", "vs.": the dictionaries list abbreviations with their full stop, but the
 * tokenizer leaves the stop out, so "inkl" was unknown and its fix "inkl." made "inkl.." (a separate
 * writer's correct sentences, issue 33 batch 10). A word followed by a stop whose form with the stop is
 * known is that abbreviation.
 */
async function findKnownAbbreviations(language: SpellingLanguage, tokens: Token[], text: string, known: Set<string>, verdicts?: Verdicts): Promise<Set<string>> {
  const stopped = tokens.filter((t) => text[t.end] === '.' && !known.has(normalise(t.text))).map((t) => normalise(t.text));
  const knownWithStop = await queryKnown(language, stopped.map((w) => `${w}.`), verdicts);
  return new Set(stopped.filter((w) => knownWithStop.has(`${w}.`)));
}

/**
 * A dish's name is the same in every language ("le bibimbap", "die Pho", "comprar injera"), and the
 * speller's nearest words ("bitmap", "Ph", "injiera") changed the meal (issue 33 batch 10). The world's
 * dishes English already accepts are kept, unless a suggestion is the same letters with an accent: "roti"
 * in French is a slip for "rôti".
 */
function isDish(word: string, suggestions: readonly string[]): boolean {
  if (!isKnownLoanword(word)) return false;
  const bare = (w: string) => w.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  return !suggestions.some((s) => s.toLowerCase() !== word.toLowerCase() && bare(s) === bare(word));
}

/**
 * "gib mir bescheid": a German noun written in lower case is fixed by its capital, which Hunspell does not
 * always offer first ("beschied"). Each such word with the capitalised form the dictionary knows.
 */
async function findLowerCaseNouns(words: string[], verdicts?: Verdicts): Promise<Map<string, string>> {
  const lower = words.filter((w) => /^\p{Ll}/u.test(w));
  const capitalise = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);
  const known = await queryKnown('de', lower.map(capitalise), verdicts);
  return new Map(lower.filter((w) => known.has(capitalise(w))).map((w) => [w, capitalise(w)]));
}

/**
 * "hôpitals", "journals", "travails": a French plural of a noun in -al or -ail built with -s, where the
 * language writes -aux ("hôpitaux"); Hunspell offers the singular first ("hôpital"), which breaks the
 * agreement with "les". Each such word with its plural in -aux, when the dictionary knows it.
 */
async function findAuxPlurals(words: string[], verdicts?: Verdicts): Promise<Map<string, string>> {
  const plural = (w: string) => w.replace(/ai?ls$/u, 'aux');
  const candidates = words.filter((w) => /ai?ls$/u.test(w));
  const known = await queryKnown('fr', candidates.map(plural), verdicts);
  return new Map(candidates.filter((w) => known.has(plural(w))).map((w) => [w, plural(w)]));
}

/**
 * "en bonne santée", "la libertée": a French noun in -té (feminine, yet written without -e) given the -e of
 * feminine adjectives and participles; Hunspell offered "santés" first. Each such word in -tée(s) with its
 * form in -té(s), when the dictionary knows that.
 */
async function findTeNouns(words: string[], verdicts?: Verdicts): Promise<Map<string, string>> {
  const bare = (w: string) => w.replace(/tée(s?)$/u, 'té$1');
  const candidates = words.filter((w) => /\p{L}{2}tées?$/u.test(w));
  const known = await queryKnown('fr', candidates.map(bare), verdicts);
  return new Map(candidates.filter((w) => known.has(bare(w))).map((w) => [w, bare(w)]));
}

/** "ok" whose suggestion is "OK": an acronym typed in lower case, as chat does, not a misspelt word. */
function isLoweredAcronym(word: string, suggestions: readonly string[]): boolean {
  return word === word.toLowerCase() && suggestions.includes(word.toUpperCase());
}

function isFarFromNoun(word: string, suggestion: string): boolean {
  return /^\p{Lu}/u.test(word) && measureEditDistance(word.toLowerCase(), suggestion.toLowerCase()) > 1;
}

/** Words before which a capitalised verb is a nominalised infinitive: "beim Radfahren", "zum Zähneputzen", "das Kaffeetrinken". */
const NOMINALISING = new Set(['beim', 'zum', 'vom', 'am', 'im', 'ins', 'fürs', 'ans', 'aufs', 'übers', 'das', 'dem', 'des']);

/**
 * "beim Bergauffahren", "zum Fensterputzen": a noun joined to an infinitive and written as one capitalised
 * word after "beim", "zum", "das"… is a nominalised compound infinitive, which the dictionary cannot list
 * one by one; its "fix" split it into "Berg auffahren" (a separate writer's sentence, batch 17). Such a word
 * is kept when a capitalised noun the dictionary knows (at least three letters, after a linking "s", "n",
 * "en", "es" or "e" is taken off) is followed by a lower-case infinitive it knows (at least five letters,
 * ending in -en, -ern or -eln). The word before is required: "Freundschafften" alone stays a slip.
 */
async function findNominalisedInfinitives(tokens: Token[], unknown: Set<string>, verdicts?: Verdicts): Promise<Set<string>> {
  const words = tokens
    .filter((t, i) => i > 0 && unknown.has(normalise(t.text)) && NOMINALISING.has(tokens[i - 1]!.text.toLowerCase()) && /^\p{Lu}\p{Ll}{7,}$/u.test(t.text))
    .map((t) => normalise(t.text));
  const splits = new Map<string, { heads: string[]; tail: string }[]>();
  for (const word of new Set(words)) {
    const list: { heads: string[]; tail: string }[] = [];
    for (let i = 3; i <= word.length - 5; i++) {
      const head = word.slice(0, i);
      const tail = word.slice(i);
      if (!/(?:en|ern|eln)$/u.test(tail)) continue;
      const heads = [head, ...['s', 'n', 'en', 'es', 'e'].filter((l) => head.endsWith(l) && head.length - l.length >= 3).map((l) => head.slice(0, -l.length))];
      list.push({ heads, tail });
    }
    splits.set(word, list);
  }
  const candidates = [...splits.values()].flat().flatMap((s) => [...s.heads, s.tail]);
  const known = await queryKnown('de', candidates, verdicts);
  return new Set([...splits].filter(([, list]) => list.some((s) => known.has(s.tail) && s.heads.some((h) => known.has(h)))).map(([w]) => w));
}

/**
 * "Carsharing-App", "Salsakurs", "die App": German joins English words to its own nouns and to each other
 * freely, and the dictionary lists few such compounds; its nearest words ("Jobsharing-App", "Kassakurs",
 * "Alp") changed what the writer meant (a separate writer's sentences, intl batch 19). A capitalised word
 * is kept when it reads as parts (at hyphens, or one split of an unhyphenated part) each a German word the
 * dictionary knows (capitalised) or an English word (lower case, at least three letters), with at least one
 * English part. A learner's German slip seldom splits that way.
 */
async function findEnglishCompounds(words: string[], verdicts: Verdicts): Promise<Set<string>> {
  const words2 = words.filter((w) => /^\p{Lu}[\p{L}-]+$/u.test(w) && !/--|-$/.test(w));
  const readings = new Map<string, string[][][]>();
  const parts = new Set<string>();
  for (const word of words2) {
    // Each hyphen-part: its readings as one piece or two pieces.
    const pieces = word.split('-').map((part) => {
      const ways = [[part]];
      for (let i = 3; i <= part.length - 3; i++) ways.push([part.slice(0, i), part.charAt(i).toUpperCase() + part.slice(i + 1)]);
      for (const way of ways) for (const piece of way) parts.add(piece);
      return ways;
    });
    readings.set(word, pieces);
  }
  if (parts.size === 0) return new Set();
  const german = await queryKnown('de', [...parts].filter((p) => /^\p{Lu}/u.test(p)), verdicts);
  const englishList = [...parts].filter((p) => p.length >= 3 && /^\p{L}+$/u.test(p)).map((p) => p.toLowerCase());
  const englishVerdicts = englishList.length ? await checkWithHunspell('en', englishList) : [];
  const english = new Set(englishList.filter((_, i) => englishVerdicts[i]?.known));
  const isEnglish = (p: string) => p.length >= 3 && english.has(p.toLowerCase());
  return new Set(
    [...readings].filter(([, pieces]) => {
      let anyEnglish = false;
      for (const ways of pieces) {
        const way = ways.find((w) => w.every((p) => german.has(p) || isEnglish(p)));
        if (!way) return false;
        if (way.some((p) => isEnglish(p) && !german.has(p))) anyEnglish = true;
      }
      return anyEnglish;
    }).map(([word]) => word),
  );
}

/** Spelling for languages harper does not cover: native hunspell when installed, else nspell in a worker; same dictionaries. */
export async function checkSpelling(language: SpellingLanguage, tokens: Token[], text: string): Promise<Issue[]> {
  if (isHunspellAvailable()) {
    try {
      return await checkSpellingWith(language, tokens, text, new Map());
    } catch {
      // hunspell died or did not answer (a broken install): the nspell worker still checks the text.
    }
  }
  return checkSpellingWith(language, tokens, text, undefined);
}

async function checkSpellingWith(language: SpellingLanguage, tokens: Token[], text: string, verdicts: Verdicts | undefined): Promise<Issue[]> {
  // Names are left alone: no dictionary lists them, and a "fix" turns them into words ("Lionel Messi"
  // had become "Lionés Mes si", "Manuel Neuer" "Manuela Neuer": separate writers' correct sentences, issue 33).
  const nounsCapitalised = language === 'de';
  const checkable = tokens.filter((token) => isSpellCheckable(token.text) && !isLaughter(token.text) && !looksLikeName(text, token.start, token.end, { nounsCapitalised }));
  const distinct = [...new Set(checkable.map((t) => normalise(t.text)))];
  const known = await queryKnown(language, distinct, verdicts);
  const abbreviations = await findKnownAbbreviations(language, checkable, text, known, verdicts);
  const unknown = distinct.filter((w) => !known.has(w) && !abbreviations.has(w));
  // A message typed all in lower case ("bin gleich beim bahnhof") drops every capital on purpose: its nouns are not flagged one by one.
  const acceptable = await findAcceptable(language, unknown, verdicts, /\p{Lu}/u.test(text));
  if (language === 'de') for (const w of await findNominalisedInfinitives(tokens, new Set(unknown.filter((u) => !acceptable.has(u))), verdicts)) acceptable.add(w);
  if (language === 'de') for (const w of await findBareImperatives(checkable, text, new Set(unknown.filter((u) => !acceptable.has(u))), verdicts)) acceptable.add(w);
  const unexplained = unknown.filter((w) => !acceptable.has(w) && !isAcceptedWord(language, w));
  const loans = verdicts ? await findEnglishLoans(unexplained) : new Set<string>();
  if (verdicts && language === 'de') for (const w of await findEnglishCompounds(unexplained.filter((u) => !loans.has(u)), verdicts)) loans.add(w);
  // "les journaux locals": an English word ("locals") that is also a French plural in -als of an -aux word is the French slip.
  const auxSlips = language === 'fr' ? await findAuxPlurals(unexplained.filter((w) => loans.has(w)), verdicts) : new Map<string, string>();
  const misspelt = unexplained.filter((w) => !loans.has(w) || auxSlips.has(w));
  const toSuggest = misspelt.slice(0, MAX_SUGGESTED_WORDS);
  const suggestions = await suggestFor(language, toSuggest, verdicts);
  const nouns = language === 'de' ? await findLowerCaseNouns(misspelt, verdicts) : language === 'fr' ? new Map([...(await findAuxPlurals(misspelt, verdicts)), ...(await findTeNouns(misspelt, verdicts))]) : new Map<string, string>();
  const byWord = new Map(toSuggest.map((w, i) => [w, nouns.has(w) ? [nouns.get(w)!] : (suggestions[i] ?? [])]));
  const misspeltSet = new Set(misspelt.filter((w) => !isForeignWord(language, w, byWord.get(w) ?? []) && !isDish(w, byWord.get(w) ?? []) && !isLoweredAcronym(w, byWord.get(w) ?? [])));
  return checkable
    .filter((t) => misspeltSet.has(normalise(t.text)))
    .map((token) => {
      // Suggestions come with the dictionary's apostrophe (’): the writer's own (') is kept, so a fix changes only the word.
      const straight = token.text.includes("'") && !token.text.includes('’');
      const replacements = (byWord.get(normalise(token.text)) ?? []).map((word) => (straight ? word.replaceAll('’', "'") : word));
      return {
        offset: token.start,
        length: token.end - token.start,
        message: `'${token.text}' is not in the ${language} dictionary.`,
        category: 'spelling' as const,
        rule: `spelling/${language}`,
        replacements,
        // A single suggestion is usually the word meant; several are a list to choose from. A German noun
        // whose suggestion is more than a slip away is more often a compound, a place or a loan the
        // dictionary lacks ("Vanillesoße" → "Vanilleschote", "aus Osaka" → "Kosak"): shown, not applied.
        confidence: replacements.length === 1 && !(language === 'de' && isFarFromNoun(token.text, replacements[0]!)) ? 0.8 : 0.6,
        source: 'spelling' as const,
      };
    });
}
