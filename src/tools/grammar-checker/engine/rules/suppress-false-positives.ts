import { type HarperLint } from '../workers/engine-workers';
import { type Token } from '../text/tokenize';
import { measureEditDistance } from '../combine/rank-spelling';
import { isSpellCheckable } from '../spelling/is-spell-checkable';
import { isSilentH, isYouSound } from './article-sound';
import { locateTaggedWord } from './tag-words';
import { findBaseForm, isPastForm } from './verb-lexicon';
import { NOT_PLURAL } from './word-lists';
import { isBeAfterPossessive } from './possessive-before-be';
import { isPredicateOutOfDate } from './predicative-out-of-date';

// Verbs of motion and place take "there" as an adverb ("went there", "lived there"); a transitive
// verb ("like", "see") may be followed by "their" + noun, so only these count.
const PLACE_VERBS = new Set('be go come live stay get arrive travel move sit stand work walk run drive fly return remain meet sleep wait'.split(' '));

function isPlaceVerb(word: string): boolean {
  return PLACE_VERBS.has(word) || PLACE_VERBS.has(findBaseForm(word) ?? '') || PLACE_VERBS.has(word.replace(/ing$/, '')) || PLACE_VERBS.has(word.replace(/ing$/, 'e'));
}

// Words after "there" that show it is the adverb of place, not a misspelt "their".
const PLACE_FOLLOWERS = new Set(
  `yesterday today tomorrow tonight now then again too also already before after last next every once twice
  soon later often ever alone together anymore because and but or so when while until since if with without
  for by in on at to from is are was were will would can could has have had`.split(/\s+/),
);

/**
 * Harper's ThereToTheir fires on "have went there yesterday" (it reads "went" as a noun). "there" is
 * the adverb when a verb of motion or place comes right before it, or when what follows it cannot be a noun.
 */
function isThereAdverb(text: string, lint: HarperLint, tokens: Token[]): boolean {
  const index = tokens.findIndex((token) => token.start === lint.start);
  if (index < 0) return false;
  const previous = tokens[index - 1];
  const next = tokens[index + 1];
  if (previous && isPlaceVerb(previous.lower)) return true;
  const rest = text.slice(lint.end);
  if (/^\s*([.,;:!?)]|$)/.test(rest)) return true;
  return next !== undefined && PLACE_FOLLOWERS.has(next.lower);
}

// Words harper's dictionary lacks but that are standard.
// "maths": the British name of the subject, which harper turns into "moths".
const KNOWN_WORDS = new Set(['etc', 'e.g', 'i.e', 'vs', 'ok', 'wifi', 'maths']);

const isInCapitals = (word: string): boolean => /\p{Lu}/u.test(word) && word === word.toUpperCase();

/**
 * Shorter acronyms are nearly all one letter from one harper knows ("OSA" → "OAS", "MBC" → "MBA"):
 * only from this length is such a neighbour a sign of a slip.
 */
const MIN_MISTYPED_ACRONYM = 5;

/** "UNCEF" → "UNICEF": an acronym harper knows, one slip away, is worth showing. */
function isMistypedAcronym(word: string, lint: HarperLint): boolean {
  if (word.length < MIN_MISTYPED_ACRONYM || !isInCapitals(word)) return false;
  return lint.suggestions.some((suggestion) => isInCapitals(suggestion.text) && measureEditDistance(word, suggestion.text) <= 1);
}

/**
 * Harper spell-checks acronyms, codes and single letters too, which the nspell languages never have
 * (isSpellCheckable); of those, only a mistyped acronym it knows is kept.
 */
function isWordToSpellCheck(word: string, lint: HarperLint): boolean {
  if (KNOWN_WORDS.has(word.toLowerCase())) return false;
  return isSpellCheckable(word) || isMistypedAcronym(word, lint);
}

/** Harper's OrthographicConsistency asks for "who's" in place of a sentence's first word "Who's". */
function lowersSentenceStart(text: string, lint: HarperLint): boolean {
  const word = text.slice(lint.start, lint.end);
  const atStart = /(^|[.!?]\s*|\n\s*)$/.test(text.slice(Math.max(0, lint.start - 3), lint.start));
  return atStart && lint.suggestions.some((s) => s.text === word.charAt(0).toLowerCase() + word.slice(1));
}

/** "asked Sam and I" → "SAM": a capitalised name is never wrong because an acronym is spelt the same. */
function capitalisesName(text: string, lint: HarperLint): boolean {
  const word = text.slice(lint.start, lint.end);
  return /^\p{Lu}\p{Ll}+$/u.test(word) && lint.suggestions.every((s) => s.text === word.toUpperCase());
}

/** "Whom should I contact", "Whom did you invite": an auxiliary then a subject makes "whom" the object. */
function isObjectWhom(text: string, lint: HarperLint): boolean {
  // "most of whom were over sixty": after a preposition it is always "whom".
  if (/\b(of|to|with|for|from|by|about|among|between|under|without)\s+$/i.test(text.slice(Math.max(0, lint.start - 10), lint.start))) return true;
  return /^\s+(do|does|did|should|can|could|will|would|may|might|must|shall|have|has|had)\s+(i|you|he|she|we|they|it|the|my|your|our|their|his|her|[A-Z]\w*)\b/.test(text.slice(lint.end));
}

/** "bought Leo and I new shoes": "new" before a noun is the adjective, not a misspelt "knew". */
function isAdjectiveNew(text: string, lint: HarperLint): boolean {
  const gap = /^\s+/.exec(text.slice(lint.end));
  if (!gap) return false;
  const found = locateTaggedWord(text, lint.end + gap[0].length);
  return found?.words[found.at]?.pos === 'NOUN';
}

/**
 * "should checked your answers", "must remembered to lock", "couldn't understood the": a past form
 * with an object or "to" after it was meant as the bare verb (our rule), not as a passive wanting "be".
 */
function isVerbWithObject(rest: string): boolean {
  const match = /^\s+([a-z]+)\s+(the|a|an|my|your|his|her|our|their|this|that|these|those|it|them|to)\b/i.exec(rest);
  const verb = match?.[1]?.toLowerCase();
  return verb !== undefined && (verb.endsWith('ed') || isPastForm(verb));
}

/** The word after the lint, as the tagger reads it there, is a noun. */
function isNounNext(text: string, lint: HarperLint): boolean {
  const gap = /^\s+/.exec(text.slice(lint.end));
  if (!gap) return false;
  const found = locateTaggedWord(text, lint.end + gap[0].length);
  return found?.words[found.at]?.pos === 'NOUN';
}

/** Drops harper lints we have measured to be wrong in a recognisable context. */
/**
 * Nouns harper lists as mass nouns that have a countable sense as common as the other ("a hearing", "a painting";
 * "a detention", a school's punishment, counted as "two detentions": session 41, batch 64).
 */
const COUNTABLE_SENSES = /\b(hearing|painting|drawing|reading|recording|building|wedding|finding|saving|feeling|setting|offering|opening|warning|booking|detention)s?$/i;

/**
 * The whitespace-delimited chunk around a lint looks like code, a path or a command, not prose:
 * "src/utils/dateFormat.js", "ERR_MODULE_NOT_FOUND", "ipconfig /flushdns", "npm install --save".
 * harper's spelling and word-split fixes there break what the writer must type exactly.
 */
function isInCode(text: string, lint: HarperLint): boolean {
  // At most 200 characters each way: a chunk longer than that is no identifier, and an unbounded search
  // on a long run without blanks would cost the whole text for every lint in it.
  const windowStart = Math.max(0, lint.start - 200);
  const start = windowStart + text.slice(windowStart, lint.start).search(/\S*$/);
  const after = text.slice(lint.end, lint.end + 200);
  const endAt = after.search(/\s/);
  const chunk = text.slice(start, lint.end + (endAt < 0 ? after.length : endAt)).replace(/[.,;:!?)"'”’]+$/, '');
  if (/[/\\_<>{}=]|::|\(\)|\.(js|ts|py|json|md|txt|csv|html|css|sh|exe|dll)$|^--?[a-z]|[a-z][A-Z]|^[A-Z0-9]+_[A-Z0-9_]+$/.test(chunk)) return true;
  // A command before its flag or path: "run ipconfig /flushdns", "type ls -la".
  if (/^\s+(--?[a-z]|\/[a-z])/.test(text.slice(lint.end))) return true;
  // "type 'sudo apt update'": what the reader is told to type or run, in quotes.
  return /\b(type|run|enter|execute|paste|command)\s*:?\s+['"‘“`][^'"’”`]{0,60}$/i.test(text.slice(Math.max(0, lint.start - 80), lint.start));
}

/** A short label after a noun ("floor 3", "gate 12", "room B"): it needs no article. */
const LABELLED = /^\s*(floor|gate|room|page|chapter|platform|terminal|level|building|bay|ward|section|step|table|question|exercise|line|bus|route|track|version|figure|appendix|unit|lesson)\s+(\d+|[A-Z])\b/i;

export function suppressFalsePositives(text: string, lints: HarperLint[], tokens: Token[]): HarperLint[] {
  return lints.filter((lint) => {
    if (/^(SpellCheck|SplitWords|OrthographicConsistency|MissingDeterminer|Capitalization|SentenceCapitalization)$/.test(lint.rule) && isInCode(text, lint)) return false;
    if (lint.rule === 'MissingDeterminer' && LABELLED.test(text.slice(lint.start))) return false;
    // "who's blue jacket": harper joins a colour and a noun after a misread "who's" ("bluejacket" is a sailor).
    if (lint.rule === 'CompoundNouns' && /\bwho['’]s\s+$/i.test(text.slice(Math.max(0, lint.start - 8), lint.start))) return false;
    if (lint.rule === 'ThereToTheir' && isThereAdverb(text, lint, tokens)) return false;
    // "There is news": harper reads the -s noun as plural.
    if (lint.rule === 'ThereIsAgreement' && NOT_PLURAL.has(text.slice(lint.start, lint.end).split(/\s+/).pop()?.toLowerCase() ?? '')) return false;
    // "say no to her": "no" is a noun there, not a misspelt "not".
    if (lint.rule === 'NotTo' && /\b(say|said|says|saying)\s+$/i.test(text.slice(Math.max(0, lint.start - 10), lint.start))) return false;
    if (lint.rule === 'OrthographicConsistency' && (lowersSentenceStart(text, lint) || capitalisesName(text, lint))) return false;
    if (lint.rule === 'WhomSubjectOfVerb' && isObjectWhom(text, lint)) return false;
    // "Every one of the samples": two words, one of a group; "everyone" would not take "of".
    if (lint.rule === 'Everyone' && /^\s+of\b/.test(text.slice(lint.end))) return false;
    // "Every one of us was tired", "Each of them is": after "of" the pronoun is not the subject.
    if (lint.rule === 'PronounInflectionBe' && /\bof\s+(us|them|you)\s+\w+$/i.test(text.slice(Math.max(0, lint.start - 12), lint.end))) return false;
    // "should checked your answers": the verb wants its base form (our rule), not a "be" before it.
    if (lint.rule === 'ModalBeAdjective' && isVerbWithObject(text.slice(lint.end))) return false;
    // "We must leaving": the learner meant the bare verb (ing-after-modal), not "must be leaving".
    if (lint.rule === 'ModalBeAdjective' && /^\s+(not\s+)?[a-z]+ing\b/i.test(text.slice(lint.end))) return false;
    // "every hearing this month": a court's hearing is counted; harper's mass noun is the sense of hearing.
    if (lint.rule === 'MassNouns' && COUNTABLE_SENSES.test(text.slice(lint.start, lint.end))) return false;
    // "they're both training for Berlin": an -ing word after a be-form is the verb, not harper's mass noun.
    if (lint.rule === 'MassNouns' && /ing$/i.test(text.slice(lint.start, lint.end)) && /\b(are|is|was|were|am|be|been)\s+(\w+\s+)?$|['’](re|s|m)\s+(\w+\s+)?$/i.test(text.slice(Math.max(0, lint.start - 24), lint.start))) return false;
    // "Thank you for your patient": after a preposition "your" is never "you're" (the noun is what is wrong).
    if (lint.rule === 'YourPredicateAdjective' && /\b(for|of|to|with|about|from|in|on|at|by)\s+$/i.test(text.slice(Math.max(0, lint.start - 8), lint.start))) return false;
    // "OK" is standard English; harper asks for "OKAY".
    if (lint.rule === 'OkToOkay') return false;
    // "300 ms", "5 min", "Room 4B", "48213-B": unit symbols and labels; harper spells them out ("4 bytes").
    if (lint.rule === 'ExpandTimeShorthands' || lint.rule === 'ExpandMemoryShorthands') return false;
    // "let Tom or me know": "let" with a person as its object is the verb, not "let's".
    if (lint.rule === 'LetsConfusion' && /^\s+(\p{Lu}\p{Ll}+|me|him|her|us|them|you)\s+(and|or)\b/u.test(text.slice(lint.end))) return false;
    if (lint.rule === 'SpellCheck' && !isWordToSpellCheck(text.slice(lint.start, lint.end), lint)) return false;
    if (lint.rule === 'PronounKnew' && isAdjectiveNew(text, lint)) return false;
    // "at 3 a.m.": an abbreviation, not the article.
    if (lint.rule === 'AnA' && /^\.[a-z]\./i.test(text.slice(lint.end))) return false;
    // "a unanimous decision": a "you" sound takes "a" (harper asks for "an").
    if (lint.rule === 'AnA' && isYouSound(/^\s+([\p{L}-]+)/u.exec(text.slice(lint.end))?.[1]?.toLowerCase() ?? '')) return false;
    // "an honour", "an honourable": harper reads the British spelling's "h" as spoken and asks for "a".
    if (lint.rule === 'AnA' && /^an$/i.test(text.slice(lint.start, lint.end)) && isSilentH(/^\s+([\p{L}-]+)/u.exec(text.slice(lint.end))?.[1]?.toLowerCase() ?? '')) return false;
    // "I think their leaving was a surprise": the tagger reads the -ing word as a noun, so "their" possesses it.
    if (lint.rule === 'TheirToTheyre' && isNounNext(text, lint)) return false;
    // "What does she want?": after do-support the bare verb is right; harper asks for "wants".
    // "the firm's was the cheapest", "bagel's are": after a noun's "'s" the "be" is the verb, not a doubled "is".
    if (isBeAfterPossessive(text, lint)) return false;
    // "The list is out of date": the predicate is written open; the hyphens go before a noun only.
    if (isPredicateOutOfDate(text, lint)) return false;
    // "The will can be contested", "her will could not be found": after a determiner "will" is the testament, not a modal.
    if (lint.rule === 'DoubleModal' && /\b(the|a|an|my|your|his|her|our|their|its|this|that|free|own)\s+$/i.test(text.slice(Math.max(0, lint.start - 8), lint.start))) return false;
    if (lint.rule === 'NominalWants' && /\b(do|does|did|don't|doesn't|didn't)\s+\w+\s+$/i.test(text.slice(Math.max(0, lint.start - 30), lint.start))) return false;
    return true;
  });
}
