import { type IssueCategory } from '../../contract';
import { type Issue } from '../types';
import { type HarperLint } from '../workers/engine-workers';
import { COMMON_WORDS } from './common-words';
import { measureEditDistance, rankSpellingSuggestions } from './rank-spelling';
import { looksLikeName, startsSentence } from '../spelling/looks-like-name';
import { isEverydayEnglishWord, isRareEnglishWord } from '../spelling/rare-english-words';
import { isPastForm } from '../rules/verb-lexicon';
import { tagSentences } from '../rules/tag-words';
import { fitVerbToThirdPerson } from './verb-after-third-person';

const FUNCTION_WORDS = new Set('a an the and or but not no to in on at of by for be is as i all so do don'.split(' '));

/**
 * SplitWords turns an unknown word into two known ones. Right for "hardwork" → "hard work", wrong
 * for "belive" → "be live" or "informations" → "in formations" (JFLEG: 5 of 27 right). Trust it
 * only when both halves are substantial content words.
 */
function rateSplit(replacement: string): number {
  const parts = replacement.toLowerCase().split(' ');
  // "traineeship" → "trainee ship", "stewardship": a word built with a suffix the split takes for a word of its own.
  if (parts.length === 2 && /^(ship|hood|ness|less|wise|ward|wards|dom|ment|able|full)$/.test(parts[1] ?? '')) return 0.5;
  // "wellbeing" → "well being", "placemaking" → "place making": a word ending in a gerund is a closed noun compound,
  // often standard in one English or another; the slips SplitWords is right about ("alot", "hardwork", "eachother",
  // "infront") never end in one. Shown, not applied.
  if (parts.length === 2 && /^\p{L}{2,}ing$/u.test(parts[1] ?? '')) return 0.5;
  // "treehouse" → "tree house": two nouns, the first modifying the second, make a compound noun whose closed spelling
  // is standard ("treehouse", "carpark") though harper's dictionary may lack it; the fused slips it is right about have
  // an adjective or a function word first ("hardwork", "bestfriend", "alot"). Shown, not applied.
  if (parts.length === 2 && isNounCompound(replacement)) return 0.6;
  const substantial = (p: string) => !FUNCTION_WORDS.has(p) && (p.length >= 4 || (p.length === 3 && COMMON_WORDS.has(p)));
  return parts.length === 2 && parts.every(substantial) ? 0.8 : 0.5;
}

/** Whether wink-nlp reads the two words of a split, on their own, as a noun before a noun ("tree house", not "hard work"). */
function isNounCompound(split: string): boolean {
  const words = tagSentences(split.toLowerCase())[0] ?? [];
  return words.length === 2 && words.every((w) => w.pos === 'NOUN');
}

const CATEGORY_BY_KIND: Record<string, IssueCategory> = {
  Spelling: 'spelling',
  Typo: 'spelling',
  Punctuation: 'punctuation',
  Formatting: 'punctuation',
  Style: 'style',
  Readability: 'style',
  Enhancement: 'style',
  Redundancy: 'style',
  Regionalism: 'style',
  Repetition: 'grammar',
};

// Per-rule exceptions to the kind's confidence, from the JFLEG dev table (src/tools/grammar-checker/eval/run.ts
// --by-rule: "would-be precision" of fixes shown but not applied, and precision of those applied).
const RULE_CONFIDENCE: Record<string, number> = {
  MergeWords: 0.6, // joins words the references keep apart about half the time
  DiscourseMarkers: 0.4, // comma after "However" etc.: references rarely add it
  CommaFixes: 0.5,
  CorrectNumberSuffix: 0.6,
  MissingTo: 0.6,
  ItsContraction: 0.8, // filed under punctuation, but "its" → "it's" is a grammar fix
  AdjectiveDoubleDegree: 0.8, // "more better"
  Cant: 0.8,
  DisjointPrefixes: 0.6, // "co-authors" → "coauthors": both spellings are in use
  // "the file name" → "filename", "a data set" → "dataset": an open compound of two words is as standard as the
  // closed one, so the joined spelling is shown, not applied (no eval line needs one joined).
  CompoundNouns: 0.6,
  DayOneNames: 0.5, // "on day one" → "Day One": a product's name, not the phrase
};

const KIND_CONFIDENCE: Record<string, number> = {
  Spelling: 0.8,
  Typo: 0.85,
  Agreement: 0.8,
  Grammar: 0.8,
  Usage: 0.8,
  BoundaryError: 0.8,
  WordChoice: 0.75,
  Miscellaneous: 0.75,
  Repetition: 0.9,
  Capitalization: 0.8,
  Punctuation: 0.6,
  Formatting: 0.6,
  Style: 0.5,
  Readability: 0.4,
  Enhancement: 0.4,
  Redundancy: 0.5,
  Regionalism: 0.4,
};

/** Harper's "Replace"/"Remove"/"InsertAfter" suggestions as replacement strings for the lint's span. */
function toReplacement(text: string, lint: HarperLint, suggestion: HarperLint['suggestions'][number]): string {
  if (suggestion.kind === 1) return '';
  if (suggestion.kind === 2) return text.slice(lint.start, lint.end) + suggestion.text;
  return suggestion.text;
}

// Capitalised words people misspell that are not names: a slip in one of these ("Febuary") is fixed.
const CAPITALISED_WORDS = new Set(
  `january february march april may june july august september october november december monday tuesday wednesday
  thursday friday saturday sunday english french spanish german italian portuguese chinese japanese korean arabic russian
  american british european african asian australian canadian mexican indian christmas easter internet`.split(/\s+/),
);

/**
 * "send Priya or me" → "Pray", "Messi is" → "Messy", "Mr. Petrov" → "Petrol", "Cristiano Ronaldo" →
 * "Cristina": a capitalised word inside a sentence, or next to another capitalised word, is most often
 * a name harper does not know, however close a common word is (looksLikeName). Its fix is shown, not
 * applied, unless it is one slip from a capitalised word that is no name ("Febuary" → "February").
 */
function isUnknownName(text: string, lint: HarperLint, fix: string | undefined): boolean {
  // "at Nonna's": a name's possessive counts as the name.
  const word = text.slice(lint.start, lint.end).replace(/['’]s$/u, '');
  if (!fix || !/^\p{Lu}\p{Ll}+$/u.test(word)) return false;
  // "Seo-yeon", "Min-jun": a capitalised part joined by a hyphen to a lowercase one is a name's.
  const hyphenatedName = /^-\p{Ll}/u.test(text.slice(lint.start + word.length, lint.start + word.length + 2));
  if (!hyphenatedName && !looksLikeName(text, lint.start, lint.start + word.length) && !isNameAtSentenceStart(text, lint.start, word, fix)) return false;
  return !(CAPITALISED_WORDS.has(fix.toLowerCase()) && measureEditDistance(word.toLowerCase(), fix.toLowerCase()) <= 1);
}

/** "crème fraîche", "señora": a word written with accents English does not use is borrowed as written. */
function isAccentedForeignWord(text: string, lint: HarperLint): boolean {
  // "café au lait", "crème de la crème": a word after a French or Spanish particle that follows an accented word is part of the borrowing.
  if (/[^\p{ASCII}\s]\p{L}*\s+(?:au|aux|de|du|des|la|le|les|à|en|con|al|del|y|di|da)\s+$/u.test(text.slice(Math.max(0, lint.start - 30), lint.start))) return true;
  // "pain au chocolat", "au pair": "au" and "aux" are no English words, so what follows them is French.
  if (/(?:^|\s)(?:au|aux)\s+$/iu.test(text.slice(Math.max(0, lint.start - 5), lint.start))) return true;
  // Any letter outside English's alphabet: "crème", "złoty", "Øresund", "çay".
  return /[^\p{ASCII}]/u.test(text.slice(lint.start, lint.end)) && /\p{L}/u.test(text.slice(lint.start, lint.end));
}

/** "grew up in the medina" → "Medina": a capital offered for a lowercase word after an article turns a noun into a name. */
function isLowercaseProperNounFix(text: string, lint: HarperLint, fix: string | undefined): boolean {
  const word = text.slice(lint.start, lint.end);
  // Not a nationality, language, month or day ("the british government" → "British" is right).
  return fix !== undefined && /^\p{Ll}/u.test(word) && /^\p{Lu}/u.test(fix) && !CAPITALISED_WORDS.has(fix.toLowerCase()) && /\b(the|a|an)\s+$/i.test(text.slice(Math.max(0, lint.start - 5), lint.start));
}

/** "Seo-yeon", "Min-jun": the lowercase part after a capitalised one and a hyphen belongs to the name. */
function isNamePartAfterHyphen(text: string, lint: HarperLint): boolean {
  return /^\p{Ll}/u.test(text.slice(lint.start, lint.end)) && /\p{Lu}\p{Ll}+-$/u.test(text.slice(Math.max(0, lint.start - 20), lint.start));
}

/** "we say 'monggo' when…": a single word in quotation marks is cited as written, often from another language. */
function isQuotedWord(text: string, lint: HarperLint): boolean {
  return /['‘"“]$/.test(text.slice(Math.max(0, lint.start - 1), lint.start)) && /^['’"”]/.test(text.slice(lint.end, lint.end + 1));
}

/**
 * "Salah was unbelievable" → "Salad", "Rafa is" → "Raft": at a sentence's start a capital says nothing,
 * but a fix that only changes a word's last letter turns a name into a word more often than it mends a
 * slip (slips sit inside a word: "Becuase", "Thier"). Such a fix is shown, not applied.
 */
function isNameAtSentenceStart(text: string, start: number, word: string, fix: string): boolean {
  if (word.length < 3 || !startsSentence(text, start)) return false;
  if (isSubjectOfNextVerb(text, start + word.length, fix)) return true;
  if (word.length < 4) return false;
  const stem = word.slice(0, -1).toLowerCase();
  return fix.toLowerCase() !== word.toLowerCase() && Math.abs(fix.length - word.length) <= 1 && fix.toLowerCase().startsWith(stem);
}

// What follows a subject: "Hamid has went", "Mohammed is one of". A slip in a pronoun ("Evryone has") is still mended.
const VERBS_AFTER_SUBJECT = new Set("is was has had will would can could should did does said says told asked wrote and isn't wasn't doesn't didn't hasn't won't can't".split(' '));
const SUBJECT_WORDS = new Set('everyone everybody everything someone somebody something anyone anybody anything nobody nothing none they there these those this that which what while because'.split(' '));

/** "Hamid has gone" → "Humid": an unknown capitalised word at a sentence's start, right before its verb, is a name. */
function isSubjectOfNextVerb(text: string, end: number, fix: string): boolean {
  // "Rania, whose thesis…": a relative clause after a comma describes a person.
  if (/^,\s+(who|whose)\b/u.test(text.slice(end, end + 10))) return !SUBJECT_WORDS.has(fix.toLowerCase());
  const next = /^\s+(\p{L}+(?:['’]t)?)/u.exec(text.slice(end, end + 20))?.[1]?.replace('’', "'");
  // "Kira raised her sword", "Ayu opened the door": a past verb straight after it, as a story goes on.
  return next !== undefined && (VERBS_AFTER_SUBJECT.has(next) || (isPastForm(next) && next.length > 3)) && !SUBJECT_WORDS.has(fix.toLowerCase());
}

/** "under reflux" → "reflex", "lamb tagine" → "tagline": a rare real word is meant as typed, unless the fix is a very common word ("wether" → "whether"). */
function isRareWordForCommonLook(text: string, lint: HarperLint, fix: string | undefined): boolean {
  return fix !== undefined && !COMMON_WORDS.has(fix.toLowerCase()) && isRareEnglishWord(text.slice(lint.start, lint.end));
}

/** "Bumps lodash from 4.17.20", "npm install leftpad", "requests==2.31": a package's name is spelt as its authors spell it. */
function isPackageName(text: string, lint: HarperLint): boolean {
  const after = text.slice(lint.end, lint.end + 16);
  const before = text.slice(Math.max(0, lint.start - 16), lint.start);
  return /^(?:@|==|>=|<=|~=|\s*(?:from|to|at|version)?\s*v?)\d+\.\d+/i.test(after) || /\b(?:bumps?|bumped|upgrades?|upgraded|install(?:s|ed)?|npm|pip|yarn|pnpm|cargo|gem|brew|apt|import|require)\s+$/i.test(before);
}

/** "O'Sullivan", "D'Angelo", "N'Diaye": a capital, an apostrophe and a capitalised word make a name. */
function isApostropheName(text: string, lint: HarperLint): boolean {
  return /^\p{Lu}['’]\p{Lu}\p{Ll}+/u.test(text.slice(lint.start, lint.end));
}

/** "1 atm", "210 GPa", "5 dB": a unit after a number is written as its field writes it; only its case would change. */
function isUnitAfterNumber(text: string, lint: HarperLint, fix: string | undefined): boolean {
  const word = text.slice(lint.start, lint.end);
  return fix !== undefined && fix.toLowerCase() === word.toLowerCase() && /\d\s?$/.test(text.slice(Math.max(0, lint.start - 2), lint.start));
}

/**
 * Fixes harper makes from a wrong reading of the surroundings: "staging DB" → "db" (an acronym lowered to match
 * nothing), "Pt. is" → "Is" (a sentence start after an abbreviation), "If …, it's hardware" → "its" ("it is" at
 * a clause's start). Shown, not applied.
 */
function isMisreadContext(text: string, lint: HarperLint, fix: string | undefined): boolean {
  const word = text.slice(lint.start, lint.end);
  const before = text.slice(Math.max(0, lint.start - 40), lint.start);
  // "biang biang noodles": a doubled word English does not know is a name or a borrowing, not a slip.
  if (lint.rule === 'RepeatedWords') return !COMMON_WORDS.has(word.split(/\s+/)[0]?.toLowerCase() ?? '') || isGrammaticalDouble(word, text.slice(lint.end, lint.end + 20));
  if (lint.rule === 'RedundantThat') return isGrammaticalDouble(word, text.slice(lint.end, lint.end + 20));
  // "Fwiw" → "FWIW", "lol" → "Lol": chat shorthand is written as its writer writes it.
  if (fix !== undefined && fix.toLowerCase() === word.toLowerCase() && (CHAT_SHORTHAND.test(word) || (word.length >= 3 && fix === fix.toUpperCase() && word !== word.toUpperCase()) || /^\p{Lu}\p{Ll}+\p{Lu}/u.test(fix))) return true;
  // "Día de los Muertos", "Teotitlán del Valle": a particle inside a name stays in lower case.
  if (fix !== undefined && fix.toLowerCase() === word.toLowerCase() && NAME_PARTICLE.test(word) && /\p{Lu}[\p{L}'’-]*\s+(?:(?:de|del|la|las|los|da|do|di|van|von|der)\s+)*$/u.test(before)) return true;
  if (lint.rule === 'OrthographicConsistency') return /^\p{Lu}{2,}s?$/u.test(word) && fix !== undefined && fix !== fix.toUpperCase();
  if (lint.rule === 'SentenceCapitalization') return /(?:^|\s)\p{Lu}\p{Ll}{0,3}\.\s+$/u.test(before);
  // "According to the WHO": an acronym after "the" is a name, not the pronoun "who".
  if (lint.rule === 'TheHowWhy') return /^\s*\p{Lu}{2,}\b/u.test(text.slice(lint.end, lint.end + 8)) || /^the\s+\p{Lu}{2,}/u.test(text.slice(lint.start, lint.start + 10));
  // "discuss the results with you tomorrow" → "your tomorrow": a time word after "you" is no thing of yours.
  // "make sure you advice the clients" → "your advice": a word followed by its own object ("the clients") is the verb
  // of "you", misspelt as its noun; "your" would turn a subject into an owner.
  if (lint.rule === 'PossessiveYour') return /^\s*(tomorrow|today|tonight|now|later|soon|again|then|there|here|yesterday|first|both|all)\b|^\s*[.,;!?]/i.test(text.slice(lint.end, lint.end + 12)) || /^\s+[a-z]+\s+(the|a|an|them|him|her|us|me|my|our|their|his|its|this|these|those)\s/i.test(text.slice(lint.end, lint.end + 40));
  // "You made she feel safe" → "feels": after make/let/help/see/hear the pronoun is an object and the verb is bare.
  if (lint.rule === 'PronounVerbAgreement') return /\b(made|make|makes|making|let|lets|help|helps|helped|saw|see|watched|watch|heard|hear|had|have)\s+(she|he|they|we|i|it)\s+$/i.test(before);
  // "visitors must parked": a verb's past after a modal is our verb-form rule's to mend, not an adjective missing its "be".
  if (lint.rule === 'ModalBeAdjective') {
    const next = text.slice(lint.end).trim().split(/\s+/)[0]?.toLowerCase() ?? '';
    return isPastForm(next) || /^[a-z]{2,}ed$/.test(next);
  }
  // "a blue jacket" → "bluejacket": a colour before a noun describes it; the joined word is another thing.
  // "seen a team work so hard" → "teamwork": a noun and its verb, when what follows belongs to the verb.
  // "on the back bench" → "backbench": a word of position names a part of the room; joined, it is another thing (parliament's).
  if (lint.rule === 'CompoundNouns') return /^(blue|red|green|black|white|yellow|brown|grey|gray|pink|purple|orange|dark|light|back|front|side|rear|top|bottom|middle)\s/i.test(word) || /^\s+(so|hard|harder|together|well|better|too|very|really|late|overtime|from|with|for|on|in|at)\b/i.test(text.slice(lint.end, lint.end + 12));
  // "five chapters, each focusing on…" → "each piece of focusing": a participle after 'each' is no mass noun.
  // "the new self-checkout machine" → "self-check out": a word joined by a hyphen to what comes before is the second half of a compound noun, never a verb.
  if (lint.rule === 'PhrasalVerbAsCompoundNoun') return /-$/.test(text.slice(Math.max(0, lint.start - 1), lint.start));
  if (lint.rule === 'MassNouns') return /ing$/i.test(word.trim().split(/\s+/).pop() ?? '');
  if (lint.rule === 'ItsPossessive') return /(?:^|[,;:.!?]|\b(?:and|but|so|because|if|when|then|maybe|probably|think|guess|sure|that))\s*$/i.test(before);
  return false;
}

/**
 * "the caterers had had three hours": "had had" is the past perfect of "have", and "said that that cake was" is
 * the conjunction then a determiner (or pronoun: "that that is"), so neither double is a slip. Only "that that"
 * before a subject pronoun or an article ("said that that he", "that that the") repeats the conjunction.
 */
function isGrammaticalDouble(word: string, after: string): boolean {
  const [first, second] = word.toLowerCase().split(/\s+/);
  if (first !== second) return false;
  if (first === 'had') return true;
  if (first !== 'that') return false;
  return !/^\s+(?:i|you|he|she|we|they|it|it's|there|the|a|an|my|your|his|her|our|their)\b/i.test(after);
}

const CHAT_SHORTHAND = /^(lol|lmao|omg|btw|fwiw|tbh|imo|imho|idk|ngl|brb|ty|thx|pls|plz|haha+|hehe|ya|yep|nope|np|afaik|iirc|tbf)$/i;
const NAME_PARTICLE = /^(de|del|della|di|da|do|dos|das|la|las|los|le|el|van|von|der|den|ter|bin|ibn|al|y)$/;

/** `config.yaml`, `make deploy`: text between backticks is code, copied as written. */
function isInsideCode(text: string, lint: HarperLint): boolean {
  const line = text.slice(text.lastIndexOf('\n', lint.start) + 1, lint.start);
  return ((line.match(/`/g) ?? []).length % 2 === 1);
}

/** "'phet mak'", "\"pura vida\"": a short phrase in quotation marks is cited as written, often from another language. */
function isInQuotedPhrase(text: string, lint: HarperLint): boolean {
  const before = text.slice(Math.max(0, lint.start - 30), lint.start);
  const after = text.slice(lint.end, lint.end + 30);
  const open = /(?:^|\s)['‘"“]((?:[\p{L}'’-]+\s+){0,2})$/u.exec(before);
  const close = /^((?:\s+[\p{L}'’-]+){0,2})['’"”](?![\p{L}])/u.exec(after);
  return open !== null && close !== null && open[1]!.split(/\s+/).filter(Boolean).length + close[1]!.split(/\s+/).filter(Boolean).length <= 2;
}

/** "eco-friendly", "bio-based": a small word joined by a hyphen to the next is a prefix of a compound, written as meant. */
function isCompoundPrefix(text: string, lint: HarperLint): boolean {
  return /^\p{Ll}+$/u.test(text.slice(lint.start, lint.end)) && /^-\p{L}/u.test(text.slice(lint.end, lint.end + 2));
}

/** "MALDI-TOF", "TTOs", "NBM": an acronym, however unknown, is written as its field writes it. */
function isAcronym(text: string, lint: HarperLint): boolean {
  // "HCl", "NaCl", "MgSO4": a chemical formula is element symbols, a capital then perhaps a small letter, and counts.
  if (/^(?:\p{Lu}\p{Ll}?\d*){2,}$/u.test(text.slice(lint.start, lint.end)) && /\p{Lu}.*\p{Lu}/u.test(text.slice(lint.start, lint.end))) return true;
  return /^(?:\p{Lu}[\p{Lu}\d]*(?:-\p{Lu}[\p{Lu}\d]*)*|\p{Lu}{2,}s)$/u.test(text.slice(lint.start, lint.end)) && /\p{Lu}.*\p{Lu}/u.test(text.slice(lint.start, lint.end));
}

/** "Kofi's reading age", "Mateo's confidence": an unknown capitalised word with a possessive is someone's name. */
function isNamePossessive(text: string, lint: HarperLint): boolean {
  const word = text.slice(lint.start, lint.end);
  const next = text.slice(lint.end, lint.end + 2);
  return /^\p{Lu}\p{Ll}+['’]s$/u.test(word) || (/^\p{Lu}\p{Ll}+$/u.test(word) && /^['’]s/u.test(next));
}

/**
 * "we had to requeen it" → "re-queen", "rewilding" → "re-wilding": a fix that only adds a hyphen to an unknown
 * word takes a prefix compound written solid for a slip; both spellings are in use, so it is shown, not applied.
 */
function isHyphenOnlyFix(text: string, lint: HarperLint, fix: string | undefined): boolean {
  return fix !== undefined && fix.includes('-') && fix.replace(/-/g, '').toLowerCase() === text.slice(lint.start, lint.end).toLowerCase();
}

/**
 * "the bouldering area" → "mouldering": a known word with a regular ending the dictionary lacks ("boulder" + "-ing",
 * a noun turned verb) is a derivation, not a slip, when the fix is another word altogether. Slips keep the first
 * letter ("runing" → "running" is still mended), so only a fix that changes it is held back.
 */
function isUnlistedDerivation(text: string, lint: HarperLint, fix: string | undefined): boolean {
  const word = text.slice(lint.start, lint.end);
  if (fix === undefined || !/^\p{Ll}{6,}$/u.test(word) || fix[0]?.toLowerCase() === word[0]) return false;
  const stem = /^(.{3,}?)(ing|ers|er|ed|s)$/u.exec(word)?.[1];
  return stem !== undefined && (isEverydayEnglishWord(stem) || isEverydayEnglishWord(`${stem}e`));
}

/** A spelling fix that would change a name or a word cited as written: shown, not applied. */
function isCitedAsWritten(text: string, lint: HarperLint, fix: string | undefined): boolean {
  return isUnknownName(text, lint, fix) || isUnlistedDerivation(text, lint, fix) || isHyphenOnlyFix(text, lint, fix) || isApostropheName(text, lint) || isCompoundPrefix(text, lint) || isNamePossessive(text, lint) || isAcronym(text, lint) || isInQuotedPhrase(text, lint) || isUnitAfterNumber(text, lint, fix) || isPackageName(text, lint) || isRareWordForCommonLook(text, lint, fix) || isQuotedWord(text, lint) || isNamePartAfterHyphen(text, lint) || isAccentedForeignWord(text, lint) || isLowercaseProperNounFix(text, lint, fix);
}

export function toHarperIssue(text: string, lint: HarperLint): Issue {
  const original = text.slice(lint.start, lint.end);
  // "A independent" → "AN": a one-letter capital is a sentence's first letter, not an acronym ("An").
  const fitCase = (replacement: string) => (/^\p{Lu}$/u.test(original) && replacement.length > 1 && replacement === replacement.toUpperCase() ? replacement[0] + replacement.slice(1).toLowerCase() : replacement);
  let replacements = [...new Set(lint.suggestions.map((s) => fitCase(toReplacement(text, lint, s))))];
  let confidence = RULE_CONFIDENCE[lint.rule] ?? KIND_CONFIDENCE[lint.kind] ?? 0.6;
  if (lint.rule === 'SpellCheck') {
    const ranked = rankSpellingSuggestions(text.slice(lint.start, lint.end), replacements);
    replacements = ranked.replacements;
    confidence = isCitedAsWritten(text, lint, replacements[0]) || isMisreadContext(text, lint, replacements[0]) ? Math.min(ranked.confidence, 0.6) : ranked.confidence;
  } else if (isMisreadContext(text, lint, replacements[0])) {
    confidence = Math.min(confidence, 0.5);
  } else if (isUnknownName(text, lint, replacements[0]?.replace(/['’]s$/u, ''))) {
    // Any other lint that would turn a name into a word ("Nonna's" → "Dena's") is shown, not applied.
    confidence = Math.min(confidence, 0.6);
  }
  if (lint.rule === 'SplitWords' && replacements[0] !== undefined) confidence = rateSplit(replacements[0]);
  if (lint.rule === 'NounVerbConfusion') replacements = replacements.map((fix) => fitVerbToThirdPerson(text, lint.start, fix));
  if (isInsideCode(text, lint)) confidence = Math.min(confidence, 0.5);
  // Nothing to apply: the lint is a pointer for the writer, not a fix.
  if (replacements.length === 0) confidence = Math.min(confidence, 0.5);
  return {
    offset: lint.start,
    length: lint.end - lint.start,
    message: lint.message,
    category: CATEGORY_BY_KIND[lint.kind] ?? 'grammar',
    rule: `harper/${lint.rule}`,
    replacements,
    confidence,
    source: 'harper',
  };
}
