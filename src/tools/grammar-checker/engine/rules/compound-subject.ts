import { type Issue } from '../types';
import { isRegularVerbBase } from './dictionary-classes';
import { locateTaggedWord } from './tag-words';
import { type Token, isPlainGap } from '../text/tokenize';
import { makeTokenIssue } from './make-issue';
import { atClauseStart, describeTokens, previousWord } from './pattern-rule';
import { findPluralForm, isNounLike, isThirdSingular, isVerbForm } from './verb-lexicon';
import { NUMBER_WORDS, OBJECT_TO_SUBJECT, POSSESSIVES, SUBJECT_PRONOUNS } from './word-classes';
import { MODALS } from './word-lists';

const AGREEMENT = 'compound-subject-agreement';
const PRONOUN_CASE = 'pronoun-case';
const DETERMINERS = new Set([...POSSESSIVES, 'the', 'a', 'an', 'this', 'that']);
const FUNCTION_WORDS = new Set('and or but the a an of to in on at for with by from not no so as if is are was were has have had do does did'.split(' '));
// "Yesterday me and my dad watched": adverbs that open a sentence before its subject.
const OPENING_ADVERBS = new Set('yesterday today tomorrow tonight then now later recently sometimes usually often also once'.split(' '));
const VERB_STARTERS = new Set("is are was were has have had do does did don't doesn't didn't will would can could should must might may am".split(' '));

// "My friend and myself organised" → "My friend and I": a reflexive pronoun has no antecedent in a subject of its own,
// so in a compound subject it stands for the subject form, as an object pronoun does in "Me and my friend organised".
const SUBJECT_FORM: Record<string, string> = { ...OBJECT_TO_SUBJECT, myself: 'I', himself: 'he', herself: 'she', ourselves: 'we', themselves: 'they' };

interface Phrase {
  end: number; // index after the phrase
  pronoun?: string; // lower case, when the phrase is a personal pronoun
  determined: boolean; // a determiner or a name: a definite, countable thing
  possessive?: boolean; // "my brother"
}

/** A short noun phrase at `i`: a pronoun, a Name, or a determiner + up to one adjective + a noun. */
function readPhrase(text: string, tokens: Token[], words: string[], i: number, bare = false, compound = true): Phrase | undefined {
  const word = words[i];
  const token = tokens[i];
  if (!word || !token) return undefined;
  const next = tokens[i + 1];
  const plain = describeTokens(text, tokens).joined;
  const joined = (a: number) => plain[a + 1] === true;
  const first = words[i + 1] ?? '';
  // "her sister": a possessive determiner, not the pronoun.
  // "Two engines and a ladder truck": a number word counts its noun as a determiner does.
  // Not an amount ("Two weeks and a day is a long time"), which is one quantity.
  const counted = NUMBER_WORDS.has(word) && !AMOUNT_UNITS.test(first);
  if ((DETERMINERS.has(word) || counted) && next && joined(i) && !FUNCTION_WORDS.has(first) && !VERB_STARTERS.has(first)) {
    const second = words[i + 2] ?? '';
    // "the podcast's host and": a possessive noun stands where an adjective would, so the phrase runs to the noun after it.
    if (joined(i + 1) && /^\p{Ll}+['’]s$/u.test(first) && second !== 'and' && !FUNCTION_WORDS.has(second) && !VERB_STARTERS.has(second) && !isVerbForm(second)) {
      return { end: i + 3, determined: true, possessive: POSSESSIVES.has(word) };
    }
    // det + adjective + noun ("my little sister"), when the middle word looks like an adjective.
    if (joined(i + 1) && isAdjectiveLike(first) && second !== 'and' && !VERB_STARTERS.has(second) && !isVerbForm(second) && !FUNCTION_WORDS.has(second)) {
      return { end: i + 3, determined: true, possessive: POSSESSIVES.has(word) };
    }
    // "the invoice number and", "a ladder truck was": a noun before a noun names one thing, when "and" or a verb follows.
    // Not when the second could be the verb: "the app crash and the draft is lost" is two clauses (and so, for the
    // first half, only at the sentence's start, where no clause before it leaves a bare verb likely).
    if (compound && joined(i + 1) && isTaggedNoun(text, tokens[i + 1]) && isTaggedNoun(text, tokens[i + 2]) && !isVerbForm(words[i + 2] ?? '') && (words[i + 3] === 'and' || /^(is|was|has)$/.test(words[i + 3] ?? ''))) {
      return { end: i + 3, determined: true, possessive: POSSESSIVES.has(word) };
    }
    return { end: i + 2, determined: true, possessive: POSSESSIVES.has(word) };
  }
  if (Object.hasOwn(SUBJECT_FORM, word) || SUBJECT_PRONOUNS.has(word)) return { end: i + 1, pronoun: word, determined: true };
  // A capitalised name that is not the sentence's first word, or "Me and John" style pairs.
  if (/^\p{Lu}\p{Ll}+$/u.test(token.text) && !FUNCTION_WORDS.has(word) && !VERB_STARTERS.has(word)) return { end: i + 1, determined: true };
  // "my brother and sister": a bare noun, only as the second half.
  if (bare && /^\p{Ll}+$/u.test(token.text) && !FUNCTION_WORDS.has(word) && !VERB_STARTERS.has(word) && !isVerbForm(word)) return { end: i + 1, determined: false };
  return undefined;
}

const AMOUNT_UNITS = /^(seconds|minutes|hours|days|weeks|months|years|decades|nights|pounds|dollars|euros|pence|cents|miles|kilometres|kilometers|metres|meters|litres|liters|kilos|kilograms|grams|percent|points|goals|pages)$/;

const ADJECTIVES = new Set('old young new little big small best good great whole other same first last own elder dear main local older younger oldest youngest next'.split(' '));

function isAdjectiveLike(word: string): boolean {
  return ADJECTIVES.has(word) || /(al|ar|ful|ous|ive|ic|ble|ent|ant|ish|less|est)$/.test(word);
}

/** "is important skills", "is good exercises": a plural noun within the next three words, before any punctuation or verb. */
function hasPluralComplement(words: string[], from: number): boolean {
  for (let i = from; i < from + 3; i++) {
    const word = words[i] ?? '';
    if (!/^[a-z]+$/.test(word) || FUNCTION_WORDS.has(word) && word !== 'a') return false;
    if (/[^su]s$/.test(word) && !isThirdSingular(word)) return true;
    if (/(ies|ches|shes|xes|ses)$/.test(word)) return true;
  }
  return false;
}

function isTaggedNoun(text: string, token: Token | undefined): boolean {
  if (!token || !/^\p{Ll}+$/u.test(token.text)) return false;
  const found = locateTaggedWord(text, token.start);
  return found?.words[found.at]?.pos === 'NOUN';
}

function isTaggedVerb(text: string, token: Token): boolean {
  const found = locateTaggedWord(text, token.start);
  return found?.words[found.at]?.pos === 'VERB';
}

/** Whether a word at `start` opens its sentence; only the few characters before it are read, so long texts stay fast. */
function startsSentence(text: string, start: number): boolean {
  const before = text.slice(Math.max(0, start - 8), start);
  return start <= 8 && /^\s*$/.test(before) ? true : /[.!?]["”’)]?\s+$/.test(before);
}

function capitalise(phrase: string): string {
  return phrase.charAt(0).toUpperCase() + phrase.slice(1);
}

/**
 * "Me and my sister goes" → "My sister and I go"; "Me and him has" → "He and I have"; "My brother
 * and my sister is" → "are". Only a subject at the start of its clause followed by a verb: after a
 * verb or preposition ("between you and me", "he saw me and my sister") object pronouns are right.
 */
const TIME_WORDS = /^(monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june|july|august|september|october|november|december|today|yesterday|tomorrow|tonight|morning|evening|night|weekend|week|month|year|noon|midnight)$/;

export function checkCompoundSubject(text: string, tokens: Token[]): Issue[] {
  const { words } = describeTokens(text, tokens);
  const issues: Issue[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const before = previousWord(text, tokens, words, i);
    if (!atClauseStart(before) && !OPENING_ADVERBS.has(before ?? '')) continue;
    const first = readPhrase(text, tokens, words, i, false, startsSentence(text, tokens[i]?.start ?? 0));
    if (!first || words[first.end] !== 'and') continue;
    // "since Sunday and he is": a time ends a phrase before "and"; what follows is a clause of its own.
    if (words.slice(i, first.end).some((word) => TIME_WORDS.test(word))) continue;
    const andToken = tokens[first.end] as Token;
    if (!isPlainGap(text, tokens[first.end - 1] as Token, andToken)) continue;
    // "Reading and writing is important skills": two -ing activities, then a plural complement.
    const gerunds = first.end === i + 1 && /..ing$/.test(words[i] ?? '') && /..ing$/.test(words[first.end + 1] ?? '');
    const second = gerunds ? { end: first.end + 2, determined: true } : readPhrase(text, tokens, words, first.end + 1, first.possessive === true);
    if (!second) continue;
    if (gerunds && !(/^(is|was)$/.test(words[second.end] ?? '') && hasPluralComplement(words, second.end + 1))) continue;
    // "My husband and me both got…": an adverb between the subject and its verb.
    const verbIndex = /^(both|all|also|never|always|often|just|still)$/.test(words[second.end] ?? '') ? second.end + 1 : second.end;
    const verb = tokens[verbIndex];
    const verbWord = words[verbIndex] ?? '';
    if (!verb || !isPlainGap(text, tokens[verbIndex - 1] as Token, verb)) continue;
    // A verb outside our lexicon ("stream") counts when the tagger reads it as one.
    // "Her and her brother volunteer at…": a verb the tagger read as a noun, known as one by the dictionaries' -ed and -ing
    // flags, before a preposition, a determiner or an adverb, where no noun of the phrase can stand.
    const dictionaryVerb = isRegularVerbBase(verbWord) && /^(at|in|on|for|with|to|from|every|each|the|a|an|together|there|here|often|always|never|regularly)$/.test(words[verbIndex + 1] ?? '');
    if (!(VERB_STARTERS.has(verbWord) || MODALS.has(verbWord) || isVerbForm(verbWord) || isTaggedVerb(text, verb) || dictionaryVerb)) continue;
    if ([first, second].some((p) => p.pronoun !== undefined && Object.hasOwn(SUBJECT_FORM, p.pronoun))) {
      const subject = (p: Phrase, from: number) =>
        p.pronoun ? (SUBJECT_FORM[p.pronoun] ?? p.pronoun).replace(/^i$/, 'I') : text.slice(tokens[from]?.start, tokens[p.end - 1]?.end);
      const left = subject(first, i);
      const right = subject(second, first.end + 1);
      // Politeness puts "I" last: "my sister and I".
      const startsSentence = before === undefined && /^\p{Lu}/u.test(tokens[i]?.text ?? '');
      const lowerFirst = (s: string) => (s === 'I' || /^\p{Lu}\p{Ll}+$/u.test(s) && !startsSentence ? s : s.charAt(0).toLowerCase() + s.slice(1));
      // Only the first phrase can owe its capital to the sentence start: "Him and Jenny won" → "He and Jenny", not "jenny".
      const ordered = left === 'I' ? [right, lowerFirst(left)] : [lowerFirst(left), right];
      let replacement = `${ordered[0] ?? ''} and ${ordered[1] ?? ''}`.replace(/ and i$/, ' and I');
      if (startsSentence) replacement = capitalise(replacement);
      const start = tokens[i]?.start ?? 0;
      const end = tokens[second.end - 1]?.end ?? start;
      if (replacement !== text.slice(start, end)) {
        issues.push({
          offset: start,
          length: end - start,
          message: 'As the subject of a sentence, use the subject pronouns (I, he, she, we, they), with "I" last.',
          category: 'grammar',
          rule: PRONOUN_CASE,
          replacements: [replacement],
          confidence: 0.85,
          source: 'rule',
        });
      }
    }
    // "my regular visits", "cultural needs": after an adjective, a noun-like -s word is the noun itself.
    const nounAfterAdjective = isNounLike(verbWord) && isAdjectiveLike(words[verbIndex - 1] ?? '');
    const thirdSingular = verbWord === 'is' || verbWord === 'was' || verbWord === 'has' || (isThirdSingular(verbWord) && !nounAfterAdjective);
    const plural = thirdSingular ? findPluralForm(verbWord) : undefined;
    if (plural) {
      const confidence = second.determined ? 0.85 : 0.75;
      issues.push(makeTokenIssue(verb, plural, { rule: AGREEMENT, message: `Two subjects joined by 'and' take a plural verb: '${plural}'.`, confidence }));
    }
  }
  return issues;
}
