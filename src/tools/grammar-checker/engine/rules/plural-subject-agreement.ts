import { type Issue } from '../types';
import { type Token, isPlainGap } from '../text/tokenize';
import { makeTokenIssue } from './make-issue';
import { locateTaggedWord, type TaggedWord } from './tag-words';
import { isRegularVerbBase } from './dictionary-classes';
import { findPluralForm, isNounLike, isThirdSingular, isVerbForm } from './verb-lexicon';
import { DETERMINERS, IRREGULAR_PLURALS, MID_ADVERBS, NOT_PLURAL, PREPOSITIONS } from './word-lists';
// The full list of number words ("forty minutes is", "twenty-five pounds is").
import { isNumberWord } from './word-classes';

const RULE = 'plural-subject-agreement';
const PLURAL_PRONOUNS = new Set(['they', 'we', 'you']);

function looksPlural(word: string): boolean {
  if (IRREGULAR_PLURALS.has(word)) return true;
  if (NOT_PLURAL.has(word) || word.length < 4) return false;
  return /[^su']s$/.test(word) && !/(ss|us|is|ics|ous)$/.test(word);
}

/** Index of the verb after the subject at `index`, skipping one mid-sentence adverb. */
function findVerbIndex(text: string, tokens: Token[], index: number): number | undefined {
  let next = index + 1;
  const subject = tokens[index];
  let candidate = tokens[next];
  if (!subject || !candidate || !isPlainGap(text, subject, candidate)) return undefined;
  if (MID_ADVERBS.has(candidate.lower)) {
    const after = tokens[next + 1];
    if (!after || !isPlainGap(text, candidate, after)) return undefined;
    next += 1;
    candidate = after;
  }
  return next;
}

const MEASURES = /^(seconds|minutes|hours|days|weeks|months|years|nights|pounds|dollars|euros|pence|cents|miles|kilometres|kilometers|metres|meters|litres|liters|kilos|grams|percent|points)$/;
const CONTACT_CLAUSE_HEADS = /^(way|ways|reason|reasons|time|day|moment|place|extent)$/;
const CLAUSE_OPENERS = new Set('that because if when which who where since while so although though whether unless until'.split(' '));

/**
 * Walks left from a plural noun to the start of its clause. A preposition there means the noun is
 * not the subject ("the quality of the products has"); so does a verb or gerund ("take risks
 * teaches", "understanding concepts and ideas is": the subject is the whole verb phrase). A number
 * before is/was usually means a quantity ("ten dollars is enough").
 */
function describeNounPhrase(text: string, tokens: Token[], index: number): { governed: boolean; determined: boolean; quantity: boolean } {
  let determined = false;
  let quantity = false;
  for (let i = index - 1; i >= Math.max(0, index - 5); i--) {
    const word = tokens[i];
    const right = tokens[i + 1];
    if (!word || !right || !isPlainGap(text, word, right)) break;
    if (CLAUSE_OPENERS.has(word.lower)) break;
    // "the way students learns", "the reason people leaves": right after such a noun a clause opens without "that".
    if (i === index - 1 && CONTACT_CLAUSE_HEADS.test(word.lower)) break;
    // "…, and the results was": 'and' after a comma or an object pronoun, before a determiner, opens a clause of its own.
    if (/^(and|but|so)$/.test(word.lower) && i === index - 2 && DETERMINERS.has(right.lower) && (i === 0 || !isPlainGap(text, tokens[i - 1] as Token, word) || /^(it|them|him|me|us)$/.test(tokens[i - 1]?.lower ?? ''))) break;
    if (PREPOSITIONS.has(word.lower)) return { governed: true, determined, quantity };
    // "Each of the two proposals has": keep walking, a preposition before the number governs the noun.
    if (isNumberWord(word.lower) || /^\d/.test(word.lower)) {
      // "her two teenage sons was": after a possessive the number counts people or things, not one amount ("my two cents").
      quantity = !/^(my|your|his|her|our|their)$/.test(tokens[i - 1]?.lower ?? '') || MEASURES.test(tokens[index]?.lower ?? '');
      determined = true;
      continue;
    }
    if (DETERMINERS.has(word.lower)) {
      if (i === index - 1) determined = true;
      continue;
    }
    if (isVerbForm(word.lower) || (word.lower.length > 5 && word.lower.endsWith('ing'))) return { governed: true, determined, quantity };
    // "The player who scored both goals was": a regular past the hand lexicon lacks, not after a determiner ("the injured players"), governs the noun as its object.
    if (isRegularPast(word.lower) && !DETERMINERS.has(tokens[i - 1]?.lower ?? '')) return { governed: true, determined, quantity };
  }
  return { governed: false, determined, quantity };
}

function isRegularPast(word: string): boolean {
  if (word.length < 5 || !word.endsWith('ed')) return false;
  return isRegularVerbBase(word.slice(0, -1)) || isRegularVerbBase(word.slice(0, -2)) || (/(.)\1ed$/.test(word) && isRegularVerbBase(word.slice(0, -3)));
}

const NOUN_PHRASE_TAGS = new Set(['NOUN', 'PROPN', 'ADJ', 'DET', 'NUM', 'CCONJ', 'ADV']);
const WH_WORDS = new Set(['what', 'which', 'whose', 'how']);

/**
 * What the tagger says about the word at `start`: a name ("Mrs. Watkins was", "GOALS has"), the
 * object of a preposition ("the divide between the richest and the poorest nations was", "in front
 * of you is") or the noun of a question ("what cities does"). None of these is the verb's subject.
 */
function isNotTheSubject(text: string, start: number): boolean {
  const found = locateTaggedWord(text, start);
  if (!found) return false;
  const { words, at } = found;
  const word = words[at] as TaggedWord;
  // A sentence's first word is tagged a name when capitalised ("Researchers has"): only later ones, titles and acronyms count.
  const titled = /\b(mr|mrs|ms|dr|prof)\.\s*$/i.test(text.slice(Math.max(0, start - 6), start));
  if (word.pos === 'PROPN' && (at > 0 || titled || /^\p{Lu}{2,}$/u.test(word.text))) return true;
  for (let i = at - 1; i >= 0; i--) {
    const left = words[i] as TaggedWord;
    if (WH_WORDS.has(left.lower)) return true;
    // "…on enzyme activity, and the results was": a comma and 'and' before a determiner start a new clause.
    if (/^(and|but|so)$/.test(left.lower) && i === at - 2 && words[i + 1]?.pos === 'DET' && (words[i - 1]?.text === ',' || /^(it|them|him|me|us)$/.test(words[i - 1]?.lower ?? ''))) return false;
    if (left.pos === 'ADP') return left.lower !== 'than';
    const possessive = left.pos === 'PRON' && /^(my|your|his|her|its|our|their)$/.test(left.lower);
    if (!NOUN_PHRASE_TAGS.has(left.pos) && !possessive && left.text !== ',') return false;
  }
  return false;
}

function isSentenceStart(text: string, token: Token): boolean {
  const before = text.slice(Math.max(0, token.start - 3), token.start);
  return token.start === 0 || /[.!?\n]\s*$/.test(before) || /^\s*$/.test(text.slice(0, token.start));
}

/** 'The students writes' → 'write', 'Researchers has' → 'have', 'They is' → 'are'. */
export function checkPluralSubjectAgreement(text: string, tokens: Token[]): Issue[] {
  const issues: Issue[] = [];
  tokens.forEach((subject, index) => {
    const pronoun = PLURAL_PRONOUNS.has(subject.lower);
    if (!pronoun && !looksPlural(subject.lower)) return;
    const verbIndex = findVerbIndex(text, tokens, index);
    const verb = verbIndex === undefined ? undefined : tokens[verbIndex];
    if (!verb) return;
    const isBe = verb.lower === 'is' || verb.lower === 'was';
    if (!isBe && !isThirdSingular(verb.lower)) return;
    const plural = findPluralForm(verb.lower);
    if (!plural || isNotTheSubject(text, subject.start)) return;
    let confidence = 0.85;
    if (!pronoun) {
      // Mid-sentence capitals are names ("Hopkins has"), which are singular.
      if (subject.text[0] !== subject.lower[0] && !isSentenceStart(text, subject)) return;
      // "Each students has": the noun is what is wrong (rules/number-agreement.ts), not the verb.
      const before = tokens[index - 1]?.lower;
      if (before === 'each' || before === 'every') return;
      // "Fish and chips is": a bare noun and a plural opening the sentence name one dish or pair.
      const pairStart = tokens[index - 2];
      if (before === 'and' && pairStart && isSentenceStart(text, pairStart) && !looksPlural(pairStart.lower)) return;
      const phrase = describeNounPhrase(text, tokens, index);
      if (phrase.governed || (phrase.quantity && isBe)) return;
      // "What he needs is" — the -s word is itself a verb unless a determiner makes it a noun.
      if (isThirdSingular(subject.lower) && !phrase.determined) return;
      if (isNounLike(verb.lower)) confidence = 0.55;
      if (subject.text[0] !== subject.lower[0]) confidence = Math.min(confidence, 0.8);
    }
    issues.push(
      makeTokenIssue(verb, plural, {
        rule: RULE,
        message: `The subject '${subject.text}' is plural, so the verb should be '${plural}', not '${verb.text}'.`,
        confidence,
      }),
    );
  });
  return issues;
}
