import { type Issue } from '../types';
import { matchCase } from './make-issue';
import { findPlural, findSingular, toRegularPlural } from './nouns';
import { tagSentences, type TaggedWord } from './tag-words';
import { isUncountablePlural } from './uncountable-nouns';
import { NUMBER_WORDS } from './word-classes';
import { IRREGULAR_PLURALS } from './word-lists';

const RULE = 'number-agreement';
const set = (words: string) => new Set(words.trim().split(/\s+/));

// Nouns with no plural of their own ("one of my homework" has another fix) or the same in both numbers.
const NO_PLURAL = set(`information homework furniture evidence water advice equipment research knowledge news traffic music money
  work food air weather luggage baggage feedback software hardware pollution health education technology progress data staff fish
  sheep deer aircraft offspring series species percent hundred thousand million billion dozen time stuff fun mail rubbish garbage
  trash jewellery jewelry clothing scenery machinery vocabulary grammar physics maths mathematics economics politics police cattle`);
const QUANTIFIERS = set('many several various numerous multiple');
const OWNERS = set('the my your his her its our their these those');
// What may follow the noun that ends its phrase: a clause's verb, a preposition, punctuation.
const PHRASE_END_TAGS = set('PUNCT ADP AUX VERB CCONJ SCONJ PART');

/** A lower-case singular common noun the tagger is sure of ("classmate"), not a mass noun. */
function isSingularCountNoun(word: TaggedWord | undefined): word is TaggedWord {
  return (
    word !== undefined && word.pos === 'NOUN' && /^[a-z]{3,}$/.test(word.text) && word.lemma === word.lower &&
    // "vertebrae", "criteria", "cacti": Latin and Greek plurals the tagger keeps as they are.
    !/(s|ing|ae|ia|na|ta|i)$/.test(word.lower) && !NO_PLURAL.has(word.lower) &&
    !IRREGULAR_PLURALS.has(word.lower) && findSingular(word.lower) === undefined
  );
}

/** A lower-case plural common noun: "-s" that the tagger reduces to a lemma ("passengers" → "passenger"). */
function readPluralNoun(word: TaggedWord | undefined): string | undefined {
  if (!word || word.pos !== 'NOUN' || !/^[a-z]{4,}$/.test(word.text) || !word.lower.endsWith('s')) return undefined;
  if (isUncountablePlural(word.lower) || NO_PLURAL.has(word.lemma)) return undefined;
  const singular = findSingular(word.lower) ?? (word.lemma !== word.lower ? word.lemma : undefined);
  // The lemma must be the noun with its ending removed ("news" and "series" keep theirs).
  if (!singular || !(toRegularPlural(singular) === word.lower || findPlural(singular) === word.lower)) return undefined;
  return singular;
}

const pluralize = (noun: string) => findPlural(noun) ?? toRegularPlural(noun);

function makeIssue(word: TaggedWord, replacement: string, message: string): Issue {
  return {
    offset: word.start, length: word.end - word.start, category: 'grammar', rule: RULE, source: 'rule', confidence: 0.8,
    message, replacements: [matchCase(word.text, replacement)],
  };
}

/** The noun that ends a phrase starting at `from`: adjectives, then one noun, then the phrase's end. */
function findPhraseNoun(words: TaggedWord[], from: number): TaggedWord | undefined {
  let k = from;
  while (words[k]?.pos === 'ADJ' && k < from + 3) k += 1;
  const noun = words[k];
  const next = words[k + 1];
  if (next && !PHRASE_END_TAGS.has(next.pos) && next.lower !== 'who' && next.lower !== 'that') return undefined;
  // "one of my friend's", "a friend-of-a-friend": a possessive or hyphen goes on.
  if (next?.lower === "'s" || next?.text === '-') return undefined;
  return noun;
}

/**
 * Number of a noun after words that fix it, read with wink-nlp's tags rather than a closed list of
 * nouns: "one of my classmate" → "classmates", "several colleague" → "colleagues", "every
 * passengers" → "passenger", "This books are" → "These", "much tourists" → "many". The noun must end its phrase, so
 * compounds ("one of my school friends", "several million people") are left alone.
 */
export function checkTaggedNounNumber(text: string): Issue[] {
  const issues: Issue[] = [];
  for (const words of tagSentences(text)) {
    words.forEach((word, i) => {
      const next = words[i + 1];
      if (word.lower === 'one' && next?.lower === 'of' && OWNERS.has(words[i + 2]?.lower ?? '')) {
        const noun = findPhraseNoun(words, i + 3);
        if (isSingularCountNoun(noun)) issues.push(makeIssue(noun, pluralize(noun.lower), "'One of' picks from a group: the noun is plural."));
        return;
      }
      if (QUANTIFIERS.has(word.lower) && !/^(a|the|how)$/.test(words[i - 1]?.lower ?? '')) {
        const noun = findPhraseNoun(words, i + 1);
        if (isSingularCountNoun(noun)) issues.push(makeIssue(noun, pluralize(noun.lower), `After '${word.text}', a countable noun is plural.`));
        return;
      }
      // "The course has twelve module and a project": a spelled-out count above one before a noun that ends its
      // phrase (not "a twelve week course", where the noun is a modifier, nor "twelve noon"), and not a label after a
      // noun ("the week three quiz", "room twelve key": the number names one week or room).
      if (NUMBER_WORDS.has(word.lower) && word.pos === 'NUM' && !/^(a|an|the|per|every|each)$/.test(words[i - 1]?.lower ?? '') && !/^(NOUN|PROPN|NUM)$/.test(words[i - 1]?.pos ?? '') && !/^(past|to|at|by|until|till|after|before|around|about)$/.test(words[i - 1]?.lower ?? '') && !/^(hundred|thousand|million|billion|dozen)$/.test(word.lower) && next?.pos === 'NOUN') {
        const noun = findPhraseNoun(words, i + 1);
        // The noun must end its phrase before punctuation, "and" or a preposition: "two charity runs" has its head next.
        if (noun === next && /^(PUNCT|CCONJ|ADP)$/.test(words[i + 2]?.pos ?? 'PUNCT') && !/^(today|tonight|tomorrow|yesterday)$/.test(next.lower) && isSingularCountNoun(noun) && !/^(noon|midnight|o'clock|time|percent|pm|am)$/.test(noun.lower) && !/z$/.test(noun.lower)) issues.push(makeIssue(noun, pluralize(noun.lower), 'After a number above one, the noun is plural.'));
        return;
      }
      if ((word.lower === 'each' || word.lower === 'every') && next) {
        const singular = readPluralNoun(next);
        const after = words[i + 2];
        if (singular && after?.lower !== 'of' && after?.lower !== "'") issues.push(makeIssue(next, singular, `After '${word.text}', the noun is singular.`));
        return;
      }
      // "Much people complained", "so much tourists": a plural the tagger is sure of, right after
      // "much" used as a determiner ("much more", "much better" are adverbs: no noun follows).
      const countedPlural = next !== undefined && (readPluralNoun(next) !== undefined || (next.pos === 'NOUN' && IRREGULAR_PLURALS.has(next.lower) && !/^(police|cattle)$/.test(next.lower)));
      if (word.lower === 'much' && countedPlural && words[i + 2]?.lower !== 'of') {
        issues.push(makeIssue(word, 'many', "Plural nouns are counted: 'many people', not 'much people'."));
        return;
      }
      // "This books are": the determiner is what is wrong when a plural noun and its verb follow.
      if (word.lower === 'this' && word.pos === 'DET' && readPluralNoun(next) && /^(AUX|VERB)$/.test(words[i + 2]?.pos ?? '')) {
        issues.push(makeIssue(word, 'these', "Before a plural noun, 'this' becomes 'these'."));
      }
    });
  }
  return issues;
}
