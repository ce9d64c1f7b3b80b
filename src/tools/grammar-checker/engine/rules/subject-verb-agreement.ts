import { type Issue } from '../types';
import { type Token } from '../text/tokenize';
import { matchCase } from './make-issue';
import { tagSentences, type TaggedWord } from './tag-words';
import { findThirdSingular, isKnownBase, isPastForm } from './verb-lexicon';
import { isKnownLoanword } from '../spelling/loanwords';
import { isUncountablePlural } from './uncountable-nouns';
import { IRREGULAR_PLURALS, NOT_PLURAL } from './word-lists';
import { isPastHabitUse } from './used-to-habit';
import { isCountableNounOnly } from './dictionary-classes';

const RULE = 'subject-verb-agreement';
type GrammaticalNumber = 'singular' | 'plural';

const set = (words: string) => new Set(words.trim().split(/\s+/));

// Group nouns take either verb ("the team have" is British English), and quantity nouns take the
// number of what follows "of" ("a lot of people are"): the verb is right either way, so no check.
export const EITHER_WAY = set(`team committee staff family government police crew class audience jury band board public
  faculty army crowd council department company management personnel majority minority rest half most all some
  none any lot lots plenty percent percentage proportion part portion fraction third quarter series species means
  data media criteria phenomena remainder humanity race population generation youth community society couple bunch
  handful host group statistics politics economics ethics squid fish sheep deer aircraft offspring salmon shrimp
  club union orchestra choir firm cast panel parliament senate league side congregation`);
// "a number of students are" but "the number of students is": with "a", these count what follows.
const A_QUANTITY = set('number set pair variety range kind type sort total');
// "Next time feel the urge": a time phrase is an adverb, not the subject.
const TIME_NOUNS = set('time day week month year night morning evening afternoon weekend moment minute hour semester term');
// "all computer have", "some website are": the noun is what is wrong, not the verb.
const PLURAL_DETERMINERS = set('these those many several few both various all some most other');
// Material, abstract and other uncountable nouns are fine without a determiner ("Information is").
const MASS_NOUNS = set(`information homework furniture evidence water advice equipment research knowledge news traffic music money
  work food air weather luggage feedback software pollution health education technology progress data
  milk bread rice coffee tea juice sugar salt cheese butter meat soup paper snow rain electricity gas
  physics mathematics maths linguistics genetics electronics gymnastics athletics`);
// "Physics are the subject I struggle with most": a school subject in -ics is one field, singular; wink tags it a name
// when it opens the sentence with its capital.
const FIELDS_IN_ICS = set('physics mathematics linguistics genetics electronics gymnastics athletics');
const SINGULAR_PRONOUNS = set('he she it everyone everybody someone somebody anyone anybody nobody everything something anything nothing each either neither one');
const PLURAL_PRONOUNS = set('we they');
const POSSESSIVES = set('my your his her its our their');
// A noun phrase's prepositions: "the list of items", "the water in these bottles".
const PHRASE_PREPOSITIONS = set('of in on at for to by from with about near under between inside outside behind among within without across above below beside');
// "the flat above ours": a possessive pronoun that stands for a noun ends a phrase like one.
const STANDALONE_POSSESSIVES = set('mine yours ours theirs hers');
// Words that open a clause whose subject follows: the verb agrees with that subject.
// "show how the narrator have changed": "how" and "why" open a clause with its own subject too.
const CLAUSE_OPENERS = set('that because since although though when while if whether so but where once after before until unless as how why');
// "Named after the file that…": these are prepositions too; they open a clause only when tagged so.
const ALSO_PREPOSITIONS = set('since after before until as');
// "The author argue that…": a base verb before "that" only when it takes a that-clause ("heat transfer that results" is a noun).
const THAT_VERBS = set(`argue say think believe show suggest claim state know feel agree mean indicate explain prove find realize realise
  hope insist demand note report conclude assume understand see hear admit deny doubt predict recommend notice reveal imply`);
// Their past is their base form ("The clock read 7:05", "The man put a hand"): no agreement to read.
const SAME_FORM_PASTS = set('put set cut hit let cost read hurt spread shut quit bet burst cast broadcast split upset fit rid shed thrust');
// "The teacher notice when we are late": wink tags "when" an adverb; the clause it opens has its own verb.
const SUBORDINATORS = set('when whenever if because although though unless whereas while');
const WH_WORDS = set('what which whose how whatever whichever why where when who');
// "I think the results shows": verbs whose object is a whole clause.
// Not perception verbs: "I felt the joy overtake me", "I saw her leave" take a bare infinitive.
const CLAUSE_VERBS = set('think thought believe believed know knew said say says hope guess suppose mean realized realised');
// "A lot of people think", "most of the files are": a quantity takes the number of what follows "of".
const QUANTITY_OF = set('lot lots plenty most all some half majority rest remainder bulk');
// "Our office close at six": adjectives that are also verbs; read as a verb only when a place or time follows.
const ADJECTIVE_VERBS = set('close open clean empty dry clear free');
const MID_ADVERBS = set('often always never also usually sometimes still just really already even only generally actually rarely seldom clearly probably');

// "Mrs Patel", "Dr Osei": one person, named with a title.
const TITLES = set('mr mrs ms miss dr');

const ORIGIN_VERBS = /^(date|stem|derive|originate|hail)$/;

const SINGULAR_OF: Record<string, string> = { are: 'is', were: 'was', have: 'has', do: 'does' };
const PLURAL_OF: Record<string, string> = { is: 'are', was: 'were', has: 'have', does: 'do' };

interface Subject {
  head: TaggedWord;
  number: GrammaticalNumber;
  opener: string | undefined;
}

/** 'results' plural, 'information' singular; undefined when the noun's number does not decide. */
function readNounNumber(word: TaggedWord): GrammaticalNumber | undefined {
  const { lower, lemma } = word;
  // "pierogi", "tapas", "dim sum": a borrowed dish keeps its own language's number.
  if (EITHER_WAY.has(lower) || EITHER_WAY.has(lemma) || isKnownLoanword(lower)) return undefined;
  if (IRREGULAR_PLURALS.has(lower)) return 'plural';
  if (NOT_PLURAL.has(lower)) return 'singular';
  // "The equipments in the lab is": the noun is what is wrong (uncountable-nouns), the verb agrees with its fix.
  if (isUncountablePlural(lower)) return 'singular';
  if (lower.endsWith('s') && lemma !== lower) return 'plural';
  // "boss", "bus", "analysis": singular nouns that end in -ss, -us or -is keep their form as lemma.
  if (lemma === lower && /(ss|us|is)$/.test(lower)) return 'singular';
  // An -s word the tagger cannot reduce ("childrens") is a misspelling or a rare word: no guess.
  if (lower.endsWith('s')) return undefined;
  // "neighbour" → "neighbor", "centre" → "center": wink's lemma is the American spelling; still one thing.
  if (lower.replace(/our/g, 'or').replace(/re$/, 'er') === lemma) return 'singular';
  // "app" → "application", "lab" → "laboratory": wink expands short forms; still one thing.
  if (lemma.startsWith(lower) && lemma.length > lower.length) return 'singular';
  return lemma === lower ? 'singular' : undefined;
}

/** The number of the first noun phrase, which heads the subject ("the list" of items). */
function readHeadNumber(phrase: TaggedWord[], possessed = false): { head: TaggedWord; number: GrammaticalNumber } | undefined {
  const head = phrase[phrase.length - 1];
  const first = phrase[0];
  if (!head || !first) return undefined;
  // "Mrs Patel in bed 4 have asked": a title and a name are one person.
  if (phrase.length === 2 && TITLES.has(first.lower) && head.pos === 'PROPN' && /^[A-Z][a-z]+$/.test(head.text)) return { head, number: 'singular' };
  // "ten dollars is enough": a counted amount is often one quantity.
  if (phrase.some((w) => w.pos === 'NUM' && w.lower !== 'one')) return undefined;
  if (phrase.length === 1 || (phrase.length === 2 && first.lower === 'every' && head.lower === 'one')) {
    if (SINGULAR_PRONOUNS.has(head.lower)) return { head, number: 'singular' };
    if (PLURAL_PRONOUNS.has(head.lower)) return { head, number: 'plural' };
  }
  // "The minutes from the meeting were": after "the" or a possessive a plural time noun is a thing, not a time phrase.
  const timePhrase = TIME_NOUNS.has(head.lemma) && !((first.lower === 'the' || POSSESSIVES.has(first.lower)) && head.lower !== head.lemma);
  if (head.pos !== 'NOUN' || timePhrase) return undefined;
  // "We cam improve", "thay are": a subject pronoun before a "noun" means a misspelt word.
  if (phrase.some((w) => w.pos === 'PRON' && !POSSESSIVES.has(w.lower))) return undefined;
  if (A_QUANTITY.has(head.lower) && (first.lower === 'a' || first.lower === 'an' || phrase.length === 1)) return undefined;
  const number = readNounNumber(head);
  if (PLURAL_DETERMINERS.has(first.lower)) return number === 'plural' ? { head, number } : undefined;
  // "Computer help the environment": a bare singular count noun as subject is itself the slip.
  // "My phone's battery don't": after a possessive the noun is determined, not bare.
  if (phrase.length === 1 && !possessed && number === 'singular' && !MASS_NOUNS.has(head.lower)) return undefined;
  // "Each dimensions corresponds": the noun is what is wrong (number-agreement), not the verb.
  if ((first.lower === 'each' || first.lower === 'every') && number === 'plural') return undefined;
  return number ? { head, number } : undefined;
}

/**
 * "The key to the lockers": wink may tag a noun straight after "the" as an adjective. Before a preposition, a word the
 * dictionaries list as a countable noun with no comparative ("key", "flat"; not "poor" or "rich": "the poor in our city")
 * is the phrase's head noun.
 */
function readAdjectiveAsNoun(phrase: TaggedWord[], preposition: TaggedWord | undefined): TaggedWord[] {
  const last = phrase[phrase.length - 1];
  if (!preposition || phrase.length !== 2 || phrase[0]?.pos !== 'DET' || last?.pos !== 'ADJ' || !isCountableNounOnly(last.lower)) return phrase;
  return [phrase[0], { ...last, pos: 'NOUN' }];
}

// Heads that measure what follows "of": "the cost of the smoker and two veils" is one cost, not a compound subject.
const MEASURE_HEADS = set('cost costs price total value weight sum amount length height width size temperature');

/** "and" inside the complement of a measuring head: "The cost of the new smoker and two veils come" → "comes". */
function isAndInsideMeasureComplement(words: TaggedWord[], i: number): boolean {
  if (words[i]?.lower !== 'and' || !['DET', 'NUM', 'ADJ', 'NOUN'].includes(words[i + 1]?.pos ?? '')) return false;
  let k = i - 1;
  while (k > 0 && ['DET', 'ADJ', 'NOUN', 'NUM'].includes(words[k]?.pos ?? '')) k--;
  return k < i - 1 && words[k]?.lower === 'of' && words[k - 1]?.pos === 'NOUN' && MEASURE_HEADS.has(words[k - 1]?.lower ?? '');
}

/** Whether `words[i]` can be part of a subject noun phrase read right to left. */
function isPhraseWord(words: TaggedWord[], i: number): boolean {
  const word = words[i] as TaggedWord;
  if (isAndInsideMeasureComplement(words, i)) return true;
  // "on the north meadow": wink tags a compass word before a noun as an adverb; between a determiner and a noun it is
  // part of the phrase.
  if (word.pos === 'ADV' && /^(north|south|east|west|northern|southern|eastern|western|upper|lower|inner|outer)$/.test(word.lower) && words[i - 1]?.pos === 'DET' && words[i + 1]?.pos === 'NOUN') return true;
  // "the self-checkout machine", "a well-known brand": a hyphen with no space either side, and the half before it,
  // belong to one compound word inside the phrase, whatever their tags.
  const joinedHyphen = (k: number) => words[k]?.text === '-' && words[k - 1]?.end === words[k]?.start && words[k + 1]?.start === words[k]?.end;
  if (joinedHyphen(i) || (joinedHyphen(i + 1) && /^\p{Ll}+$/u.test(word.text))) return true;
  // "The most important thing", "a very long queue": a degree adverb between a determiner and an adjective.
  if (word.pos === 'ADV' && /^(most|more|less|least|very|really|quite|rather|so|too)$/.test(word.lower) && words[i - 1]?.pos === 'DET' && words[i + 1]?.pos === 'ADJ') return true;
  // "Either of", "Neither of": wink tags them as conjunctions.
  if ((word.lower === 'either' || word.lower === 'neither') && words[i + 1]?.lower === 'of') return true;
  // "the list of required readings": a participle between a determiner or preposition and a noun.
  if (word.pos === 'VERB' && /(ed|ing)$/.test(word.lower) && words[i + 1]?.pos === 'NOUN' && ['DET', 'ADP', 'ADJ'].includes(words[i - 1]?.pos ?? '')) return true;
  if (word.pos === 'NOUN' || word.pos === 'ADJ' || word.pos === 'DET' || word.pos === 'NUM') return true;
  // "the monitors in room B": a one-letter label after a noun, like a number ("bed 4").
  if (word.pos === 'PROPN' && /^[A-Z]$/.test(word.text) && words[i - 1]?.pos === 'NOUN') return true;
  // "Mrs Patel in bed 4": a title and the name after it.
  if (word.pos === 'PROPN' && (TITLES.has(word.lower) || (TITLES.has(words[i - 1]?.lower ?? '') && /^[A-Z][a-z]+$/.test(word.text)))) return true;
  // "on the back of the box": between a determiner and "of" only a noun stands, whatever the tag.
  if ((word.pos === 'ADV' || word.pos === 'VERB') && words[i - 1]?.pos === 'DET' && words[i + 1]?.lower === 'of') return true;
  if (word.pos === 'PROPN' && i === 0 && FIELDS_IN_ICS.has(word.lower)) return true;
  if (word.pos === 'PRON') return POSSESSIVES.has(word.lower) || SINGULAR_PRONOUNS.has(word.lower) || PLURAL_PRONOUNS.has(word.lower) || (STANDALONE_POSSESSIVES.has(word.lower) && words[i - 1]?.pos === 'ADP');
  if (word.pos === 'ADP') return PHRASE_PREPOSITIONS.has(word.lower);
  // "John's car need": a name that owns the head noun is part of the phrase, as "my" is.
  if (word.pos === 'PROPN' && isPossessiveMarker(words, i + 1)) return true;
  return isPossessiveMarker(words, i);
}

/** "'s", or the bare apostrophe of a plural possessive ("the students' lounge"), joined to its owner and before a word. */
function isPossessiveMarker(words: TaggedWord[], i: number): boolean {
  const word = words[i];
  if (word?.lower === "'s") return true;
  const owner = words[i - 1];
  return (word?.lower === "'" || word?.text === '’') && !!owner && owner.end === word.start && /s$/i.test(owner.text) && ['NOUN', 'ADJ', 'PROPN'].includes(words[i + 1]?.pos ?? '');
}

/** Words that open a sentence's introductory phrase or clause: "Just to let you know, the deployment have been moved". */
const INTRO_WORDS = new Set(`however in on at after before during just as also unfortunately fortunately yesterday today tomorrow tonight last this
  moreover furthermore therefore meanwhile luckily sadly honestly overall finally firstly secondly lastly then now recently currently
  since when if because although though while once until unless whenever according despite`.split(/\s+/));

/**
 * The comma at `comma` ends a sentence's introductory phrase (the first word opens one, and no other comma comes
 * before it: "In Paris, London and Rome, …" is a list), so the noun phrase after it is the main clause's subject.
 */
export function followsIntroPhrase(words: TaggedWord[], comma: number): boolean {
  if (comma < 2 || !INTRO_WORDS.has(words[0]?.lower ?? '')) return false;
  return words.slice(0, comma).every((w) => w.text !== ',' && w.lower !== 'and' && w.lower !== 'or');
}

/**
 * "My mother is a housewife and my father work": a clause with its own verb before "and", and a noun phrase with a
 * determiner after it, so "and" starts a new clause and the phrase is that clause's subject, not half of a compound one.
 * Not after a relative clause ("the garden that I planted and the house need work").
 */
function followsFullClause(words: TaggedWord[], start: number): boolean {
  if (!/^(my|the|his|her|our|their|your|its|this|that)$/.test(words[start]?.lower ?? '')) return false;
  let from = start - 2;
  while (from >= 0 && !/^[,;:.!?]$/.test(words[from]?.text ?? '') && words[from]?.pos !== 'SCONJ') from -= 1;
  const before = words.slice(from + 1, start - 1);
  if (before.some((w) => /^(that|who|which|whom|whose|where|when|if|because|while|although|since)$/.test(w.lower))) return false;
  return before.some((w, i) => i > 0 && /^(is|are|was|were|am|has|have|had)$/.test(w.lower));
}

/**
 * The subject of the verb at `v`: the words before it back to the start of the clause must be a
 * noun phrase, optionally followed by prepositional phrases ("the quality of the samples"). Its
 * head is the last noun before the first preposition. A relative clause, a verb or "and" in between
 * and the subject is not read (the compound-subject rule handles "and").
 */
function findSubject(words: TaggedWord[], v: number): Subject | undefined {
  let end = v;
  if (MID_ADVERBS.has(words[end - 1]?.lower ?? '')) end -= 1;
  let start = end;
  while (start > 0 && end - start < 12 && isPhraseWord(words, start - 1)) start -= 1;
  if (start === end) return undefined;
  const opener = words[start - 1];
  // "Reminder: everyone in the group need": a colon or semicolon starts a clause like a sentence does.
  // "… is a housewife and my father work": "and" after a full clause starts one, as a sentence start does.
  const openerWord = opener && (/^[:;]$/.test(opener.text) || (opener.lower === 'and' && followsFullClause(words, start)) || (opener.text === ',' && followsIntroPhrase(words, start - 1))) ? undefined : opener?.lower;
  // "arrived damaged and several items was": "and" after a clause (not after a noun: "the kitchen and both bathrooms") starts a new one.
  const joined = openerWord === 'and' && ((PLURAL_DETERMINERS.has(words[start]?.lower ?? '') && !['NOUN', 'PROPN', 'PRON'].includes(words[start - 2]?.pos ?? '')) || (end - start === 1 && /^(he|she|it)$/.test(words[start]?.lower ?? '')));
  if (opener && openerWord !== undefined && !joined && !CLAUSE_OPENERS.has(openerWord) && !CLAUSE_VERBS.has(openerWord)) return undefined;
  if (opener && ALSO_PREPOSITIONS.has(opener.lower) && opener.pos !== 'SCONJ') return undefined;
  // "How many arms does an octopus have?": only an embedded "how/why" clause ("show how the narrator has") has statement order.
  if (opener && /^(how|why)$/.test(opener.lower) && (start - 1 === 0 || /^(many|much)$/.test(words[start]?.lower ?? ''))) return undefined;
  // "so many ideas has": "so" as an adverb, not the conjunction.
  if (opener?.lower === 'so' && opener.pos !== 'SCONJ' && opener.pos !== 'CCONJ') return undefined;
  // "All that matters is": "that" after a quantifier is a relative pronoun, not a determiner.
  if (words.slice(start, end).some((w, i, span) => w.lower === 'that' && span[i - 1]?.pos === 'DET')) return undefined;
  let span = words.slice(start, end);
  // "The people next door has": "next door" is an adverb after the head, not its noun.
  if (span.length > 3 && span.at(-2)?.lower === 'next' && span.at(-1)?.lower === 'door') span = span.slice(0, -2);
  // "What choice do I have": a question's inverted order.
  if (span.some((w) => WH_WORDS.has(w.lower))) return undefined;
  if (span[0]?.pos === 'ADP') return undefined;
  const firstPreposition = span.findIndex((w) => w.pos === 'ADP');
  const phrase = firstPreposition < 0 ? span : span.slice(0, firstPreposition);
  // "the teacher's notes": the noun after the possessive is the head.
  const headPhrase = phrase.slice(phrase.findLastIndex((_, k) => isPossessiveMarker(phrase, k)) + 1);
  const quantity = headPhrase[headPhrase.length - 1];
  if (quantity && QUANTITY_OF.has(quantity.lower) && span[firstPreposition]?.lower === 'of') return readQuantityOf(span.slice(firstPreposition + 1), openerWord);
  if (firstPreposition >= 0 && phrase.length === 1 && !SINGULAR_PRONOUNS.has(phrase[0]?.lower ?? '')) return undefined;
  // "My dreams that night were": a second determiner after a noun starts another phrase.
  if (headPhrase.some((w, i) => w.pos === 'DET' && headPhrase.slice(0, i).some((x) => x.pos === 'NOUN'))) return undefined;
  // "The teachers notice everything": a plural noun then a "noun" is nearly always noun + verb, mis-tagged.
  if (headPhrase.some((w, i) => w.pos === 'NOUN' && readNounNumber(w) === 'plural' && headPhrase[i + 1]?.pos === 'NOUN')) return undefined;
  const fields = headPhrase.map((w) => (w.pos === 'PROPN' && FIELDS_IN_ICS.has(w.lower) ? { ...w, pos: 'NOUN' } : w));
  const head = readHeadNumber(readAdjectiveAsNoun(fields, span[firstPreposition]), headPhrase.length < phrase.length);
  if (!head) return undefined;
  // After "of", only a noun phrase: "one of the students who" ends before the verb we look at.
  // "in our flat are": a word tagged as an adjective right after a determiner is the phrase's noun.
  const last = span[span.length - 1];
  const nounAfterDeterminer = last?.pos === 'ADJ' && (span.at(-2)?.pos === 'DET' || POSSESSIVES.has(span.at(-2)?.lower ?? ''));
  // "in room B", "in bed 4": a label after the place noun ends the phrase as the noun would.
  const labelAfterNoun = (last?.pos === 'NUM' || (last?.pos === 'PROPN' && /^[A-Z]$/.test(last.text))) && span.at(-2)?.pos === 'NOUN' && span.at(-3)?.pos === 'ADP';
  if (firstPreposition >= 0 && last?.pos !== 'NOUN' && last?.pos !== 'PRON' && !nounAfterDeterminer && !labelAfterNoun) return undefined;
  return { ...head, opener: openerWord };
}

/**
 * "a lot of people", "most of the files": the noun phrase after "of" decides. Only a plural noun or
 * an uncountable one decides; "some of the team" (a group noun) or "half of the cake" (a singular
 * count noun, rarely a subject this way) give no number.
 */
function readQuantityOf(after: TaggedWord[], opener: string | undefined): Subject | undefined {
  const end = after.findIndex((w) => w.pos === 'ADP');
  const inner = readHeadNumber(end < 0 ? after : after.slice(0, end));
  if (!inner || (inner.number === 'singular' && !MASS_NOUNS.has(inner.head.lower))) return undefined;
  return { ...inner, opener };
}

// People who do things: after "my mother", "cook dinner" is a verb and its object, not a compound noun.
const PERSON_HEADS = set(`mother father mom mum dad brother sister son daughter wife husband friend boss teacher roommate flatmate
  neighbour neighbor cousin aunt uncle grandmother grandfather grandma grandpa girlfriend boyfriend partner coach`);

/** Punctuation, the end, or a word that starts a time or place phrase ("every night", "on Sundays"). */
function isClauseEnd(word: TaggedWord | undefined): boolean {
  return !word || word.pos === 'PUNCT' || /^(every|on|at|in|for|before|after|twice|once|together|again)$/.test(word.lower);
}

/** Nothing but a verb can follow: the next word starts an object, a prepositional phrase or a clause. */
function isFollowedLikeVerb(words: TaggedWord[], v: number): boolean {
  const next = words[v + 1];
  // "A website's page rank, is": a base form before punctuation is nearly always a noun.
  if (!next || next.pos === 'PUNCT') return false;
  if ((next.lower === 'that' || next.lower === 'which') && !THAT_VERBS.has(words[v]?.lower ?? '')) return false;
  // A word tagged as a noun ("my brother work at") counts as a verb only before what starts an object,
  // or, after a possessed person ("My mother cook dinner every night"), before a noun that ends the clause.
  const personObject = PERSON_HEADS.has(words[v - 1]?.lower ?? '') && POSSESSIVES.has(words[v - 2]?.lower ?? '') && next.pos === 'NOUN' && isClauseEnd(words[v + 2]);
  if (words[v]?.pos === 'NOUN' && !personObject && !['ADP', 'DET', 'SCONJ', 'PRON', 'NUM', 'PART', 'ADV'].includes(next.pos)) return false;
  // "The chef say the bread is too dense": a verb of saying or thinking, tagged as a verb, takes a whole clause whose
  // own verb comes later; that verb says nothing about this word.
  if (words[v]?.pos === 'VERB' && THAT_VERBS.has(words[v]?.lower ?? '') && (next.pos === 'DET' || /^(i|you|he|she|it|we|they)$/.test(next.lower))) return true;
  // "The bus stop near the school is": a finite verb later in the clause makes this word a noun.
  for (let i = v + 1; i < words.length; i++) {
    const word = words[i] as TaggedWord;
    if (word.pos === 'PUNCT' || word.pos === 'SCONJ' || word.lower === 'that' || word.lower === 'which' || word.lower === 'who' || SUBORDINATORS.has(word.lower)) break;
    // "The oven need to be cleaned": what follows an infinitive "to" is not this clause's verb.
    if (word.lower === 'to' && word.pos === 'PART') break;
    // "The box of tools need cleaning": an -ing form is no finite verb, so the word before it still is one.
    if (word.pos === 'AUX' || (word.pos === 'VERB' && word.lemma !== word.lower && !(i === v + 1 && /..ing$/.test(word.lower)))) return false;
  }
  return true;
}

/** The verb's number and the form for the other number; undefined for forms that show none. */
function readVerb(words: TaggedWord[], v: number): { number: GrammaticalNumber; singular: string; plural: string } | undefined {
  const verb = words[v] as TaggedWord;
  const { lower, lemma, pos } = verb;
  if (SINGULAR_OF[lower] && (pos === 'AUX' || pos === 'VERB')) return { number: 'plural', singular: SINGULAR_OF[lower], plural: lower };
  if (PLURAL_OF[lower] && (pos === 'AUX' || pos === 'VERB')) return { number: 'singular', singular: lower, plural: PLURAL_OF[lower] };
  if (verb.text !== lower && v > 0) return undefined; // a capital mid-sentence is a name or a title
  // "We volunteers would": an -s word before an auxiliary or verb is a noun.
  const next = words[v + 1];
  const nounBeforeVerb = next !== undefined && (next.pos === 'AUX' || next.pos === 'VERB');
  if (pos === 'VERB' && lower.endsWith('s') && lemma !== lower && lemma !== 'be' && lemma !== 'have' && lemma !== 'do' && !nounBeforeVerb) {
    return { number: 'singular', singular: lower, plural: lemma };
  }
  // "Everybody in my family like pizza": wink reads "like" as a preposition; checkVerb only takes it
  // after an indefinite pronoun, and not before "this"/"that" ("someone in a city like this").
  if (lower === 'like' && pos === 'ADP' && !/^(this|that|these|those|me|you|him|her|us|them)$/.test(next?.lower ?? '') && isFollowedLikeVerb(words, v)) {
    return { number: 'plural', singular: 'likes', plural: 'like' };
  }
  // wink sometimes tags "everything" as a verb; pronouns never agree with anything.
  if (SAME_FORM_PASTS.has(lower)) return undefined;
  // "adviced" (a slip for "advised") is no base form to add an -s to: the speller mends it.
  const looksBase = lemma === lower && !/^(be|am|have|do)$/.test(lower) && !/(thing|one|body)$/.test(lower) && !(lower.endsWith('ed') && !isKnownBase(lower));
  // "my parents own a bakery": "own" before a determiner is the verb, never "my own".
  const ownsSomething = lower === 'own' && next?.pos === 'DET';
  // "My tutor always correct my mistakes": after a frequency adverb, a word that is an adjective and a verb both, followed by a
  // determiner or a possessive, can only be the verb (no adjective goes straight before "my" or "the").
  const afterFrequency = MID_ADVERBS.has(words[v - 1]?.lower ?? '') && isKnownBase(lower) && (next?.pos === 'DET' || POSSESSIVES.has(next?.lower ?? ''));
  const adjectiveVerb = pos === 'ADJ' && ((ADJECTIVE_VERBS.has(lower) && ['ADP', 'ADV', 'NUM'].includes(next?.pos ?? '')) || ownsSomething || afterFrequency);
  // "The vase in the third gallery date from the Ming dynasty": verbs of origin the lexicon leaves out (as nouns they are
  // far more common), read as verbs only before their own preposition.
  const originVerb = ORIGIN_VERBS.test(lower) && (next?.lower === 'from' || (next?.lower === 'back' && words[v + 2]?.lower === 'to'));
  if (looksBase && (pos === 'VERB' || (pos === 'NOUN' && (isKnownBase(lower) || originVerb)) || adjectiveVerb) && isFollowedLikeVerb(words, v)) {
    return { number: 'plural', singular: findThirdSingular(lower), plural: lower };
  }
  return undefined;
}

function checkVerb(words: TaggedWord[], v: number): Issue | undefined {
  const verbWord = words[v] as TaggedWord;
  const verb = readVerb(words, v);
  if (!verb) return undefined;
  // "My grandfather use to repair watches": the past habit "used to" (used-to-habit.ts), not "uses to".
  if (isPastHabitUse(words, v)) return undefined;
  const subject = findSubject(words, v);
  if (!subject || subject.number === verb.number) return undefined;
  // "damaged and several items was": after "and", only a plural phrase decides (a compound subject is plural too).
  if (subject.opener === 'and' && subject.number !== 'plural' && !/^(he|she|it)$/.test(subject.head.lower)) return undefined;
  // "Anyone know if the train is running?": a question with its "Does" left out, as people type them.
  if (/^(anyone|anybody|someone|somebody)$/.test(subject.head.lower) && words.indexOf(subject.head) === 0 && words.at(-1)?.text === '?') return undefined;
  // "He was born in 1990 and he grow up": after a story told in the past the verb is a past (past-time-tense says so), not an -s form.
  if (subject.opener === 'and' && /^(he|she|it)$/.test(subject.head.lower) && words.slice(0, v).some((w) => /^(was|were)$/.test(w.lower) || (w.pos === 'VERB' && isPastForm(w.lower)))) return undefined;
  if (verbWord.pos === 'ADP' && !SINGULAR_PRONOUNS.has(subject.head.lower)) return undefined;
  // "It's nothing like the instant kind": a pronoun after "is" is its complement, and "like" a preposition.
  if (verbWord.pos === 'ADP' && /^(is|was|'s|are|were|be|been|looks|look|looked|seems|seemed|tastes|sounds|feels)$/.test(words[v - 2]?.lower ?? '')) return undefined;
  // "What choice do I have", "Has the parcel…": a subject pronoun after the verb means inversion.
  if (words[v + 1]?.pos === 'PRON' && /^(i|you|he|she|it|we|they)$/.test(words[v + 1]?.lower ?? '')) return undefined;
  // "if he were", "I wish it were": the subjunctive; "insisted that he attend": the mandative one.
  if (verbWord.lower === 'were' && (subject.opener === 'if' || subject.opener === 'though' || subject.opener === 'unless')) return undefined;
  if (subject.opener === 'that' && verb.number === 'plural' && !SINGULAR_OF[verbWord.lower]) return undefined;
  const replacement = subject.number === 'singular' ? verb.singular : verb.plural;
  return {
    offset: verbWord.start,
    length: verbWord.end - verbWord.start,
    message: `The subject's head '${subject.head.text}' is ${subject.number}, so the verb should be '${replacement}'.`,
    category: 'grammar',
    rule: RULE,
    replacements: [matchCase(verbWord.text, replacement)],
    confidence: verbWord.pos === 'NOUN' ? 0.8 : 0.85,
    source: 'rule',
  };
}

/**
 * "The list of items are" → "is", "Neither of the methods work" → "works", "My brother work" →
 * "works", "The results of the survey shows" → "show": the verb agrees with the head of its subject,
 * found with wink-nlp's part-of-speech tags, not with the nearest noun.
 */
export function checkSubjectVerbAgreement(text: string, _tokens?: Token[]): Issue[] {
  const issues: Issue[] = [];
  for (const words of tagSentences(text)) {
    for (let v = 1; v < words.length; v++) {
      const issue = checkVerb(words, v);
      if (issue) issues.push(issue);
    }
  }
  return issues;
}
