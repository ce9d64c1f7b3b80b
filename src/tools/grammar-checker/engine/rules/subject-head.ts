import type { TaggedWord } from './tag-words';
import { type GrammaticalNumber, readNounNumber } from './read-grammatical-number';
import { isDictionaryEntry, isRegularVerbBase } from './dictionary-classes';
import { isUncountablePlural } from './uncountable-nouns';
import { findParticiple, isKnownBase, isPastForm, isThirdSingular } from './verb-lexicon';

/**
 * A subject's head read from the front of its clause, across what may stand between it and its verb: a compound
 * noun before it ("the bakery apprentice"), a possessive ("the children's ward"), prepositional phrases ("in the
 * kitchen"), relative clauses with their objects and place phrases ("who work on the night shift"), a second noun
 * phrase joined by "and" ("the tap … and the shower …"), and adverbs before the verb ("always", "both"). Shared by
 * the agreement rule that reads a whole clause (clause-subject-agreement.ts).
 */

const GROUP_NOUNS = new Set(`team committee staff family government police crew class audience jury band board public faculty army
  crowd council department company management personnel majority minority rest half most all some none any lot lots plenty percent
  percentage proportion part portion fraction third quarter series species means data media criteria phenomena remainder
  population generation youth community society couple bunch handful host group club union orchestra choir firm cast panel
  parliament senate league side congregation variety range kind type sort total pair set`.split(/\s+/));
const POSSESSIVE_DETERMINERS = /^(my|your|his|her|its|our|their)$/;
const DETERMINERS = /^(the|a|an|this|that|these|those|every|each|some|many|several|both|all|no|any|most|few|other|another|either|neither)$/;
const SUBJECT_PRONOUNS: Record<string, GrammaticalNumber> = {
  he: 'singular', she: 'singular', it: 'singular', we: 'plural', they: 'plural', everyone: 'singular', everybody: 'singular',
  someone: 'singular', somebody: 'singular', anyone: 'singular', anybody: 'singular', nobody: 'singular', everything: 'singular',
  something: 'singular', nothing: 'singular',
};
// Prepositions of a noun phrase ("the list of items", "the tap in the kitchen"); not "like", "as", "than".
const PHRASE_PREPOSITIONS = /^(of|in|on|at|for|to|by|from|with|about|near|under|between|inside|outside|behind|among|within|without|across|over|around|during|above|below|beside|next|opposite|along|through|throughout)$/;
// Verbs after which a clause of its own may follow without "that": inside a relative clause they hide where it ends.
const CLAUSE_TAKING = new Set(
  `say tell think know believe feel hope claim suggest mean show find realise realize notice see hear remember forget guess mention
  explain report argue agree admit insist decide learn understand expect wish promise warn prove ensure make let help watch ask
  doubt assume suppose imagine pretend reckon bet deny confirm announce discover recommend demand require`.split(/\s+/),
);
// Adverbs that stand between a subject and its verb.
const MID_ADVERBS = /^(both|all|always|never|also|often|usually|sometimes|still|just|really|even|only|rarely|seldom|already|generally|actually|certainly|probably|finally|recently|normally|mostly|each|frequently|regularly|occasionally|hardly|barely|nearly|almost|definitely|apparently)$/;
const OBJECT_PRONOUNS = /^(me|you|him|her|it|us|them|myself|yourself|himself|herself|itself|ourselves|themselves|one|something|anything|everything|nothing|someone|anyone|everyone)$/;

export interface NounPhrase {
  start: number;
  /** Index after the phrase. */
  end: number;
  head: TaggedWord;
  /** A determiner or possessive opens it. */
  determined: boolean;
  /** The number the head shows; undefined when it does not tell (a name, a group noun, a counted amount). */
  number: GrammaticalNumber | undefined;
}

const isJoinedHyphen = (words: TaggedWord[], k: number) =>
  words[k]?.text === '-' && words[k - 1]?.end === words[k]?.start && words[k + 1]?.start === words[k]?.end;

/** Whether the word at `k` may stand inside a noun phrase before its head. */
function isModifier(words: TaggedWord[], k: number): boolean {
  const word = words[k];
  if (!word) return false;
  if (['ADJ', 'NOUN', 'NUM'].includes(word.pos)) return true;
  // "Mrs Patel", "the Science Fair": a capitalised word inside the phrase.
  if (word.pos === 'PROPN') return true;
  // "the self-checkout machine": the halves of a hyphenated word, whatever their tags.
  if (isJoinedHyphen(words, k) || isJoinedHyphen(words, k + 1) || isJoinedHyphen(words, k - 1)) return /^[\p{L}\d-]+$/u.test(word.text);
  // "the children's ward": a possessive, with more of the phrase after it.
  if (word.lower === "'s" || word.lower === "'") return words[k - 1]?.pos === 'NOUN' || words[k - 1]?.pos === 'PROPN';
  // "the required forms", "the waiting list": a participle before a noun.
  if (word.pos === 'VERB' && /[a-z]{3,}(ed|ing)$/.test(word.lower) && ['NOUN', 'ADJ'].includes(words[k + 1]?.pos ?? '')) return true;
  // "a very long queue", "newly painted": an adverb before an adjective.
  return word.pos === 'ADV' && /ly$|^(very|really|quite|so|too|rather|most|more|less)$/.test(word.lower) && words[k + 1]?.pos === 'ADJ';
}

/** The number of a phrase's head noun, or undefined when it does not decide. */
function readHeadNumber(words: TaggedWord[], start: number, headAt: number): GrammaticalNumber | undefined {
  const head = words[headAt] as TaggedWord;
  if (GROUP_NOUNS.has(head.lower) || GROUP_NOUNS.has(head.lemma)) return undefined;
  // "ten dollars is enough": a counted amount is often one quantity.
  if (words.slice(start, headAt).some((w) => w.pos === 'NUM' && w.lower !== 'one')) return undefined;
  // "The equipments in the lab is old": the noun is what is wrong (uncountable-nouns), the verb agrees with its fix.
  if (isUncountablePlural(head.lower)) return 'singular';
  const number = readNounNumber(head, GROUP_NOUNS);
  const first = words[start]?.lower ?? '';
  // "A number of residents have asked": with "a", "number" counts what follows "of" (but "the number of … has").
  if (head.lower === 'number' && /^(a|an)$/.test(first)) return undefined;
  // "each dimensions", "every students": the noun is what is wrong (another rule says so), not the verb.
  if (/^(each|every|this|that|a|an|another)$/.test(first) && number === 'plural') return undefined;
  if (/^(these|those|many|several|both|few)$/.test(first) && number === 'singular') return undefined;
  return number;
}

/** A noun phrase starting at `start`: a subject pronoun, or determiner, modifiers and a head noun. */
export function readNounPhrase(words: TaggedWord[], start: number): NounPhrase | undefined {
  const first = words[start];
  if (!first) return undefined;
  const pronounNumber = SUBJECT_PRONOUNS[first.lower];
  if (pronounNumber && first.pos === 'PRON') return { start, end: start + 1, head: first, determined: true, number: pronounNumber };
  // "one of the boxes", "each of us": the quantity word is the head; what follows "of" is a phrase of its own.
  if (/^(one|each)$/.test(first.lower) && words[start + 1]?.lower === 'of') return { start, end: start + 1, head: first, determined: true, number: 'singular' };
  if (/^(either|neither|none|all|most|some|many|half|both|several|few)$/.test(first.lower) && words[start + 1]?.lower === 'of') {
    return { start, end: start + 1, head: first, determined: true, number: undefined };
  }
  let k = start;
  // "all the students", "both my sisters".
  if (/^(all|both|half)$/.test(first.lower) && (DETERMINERS.test(words[k + 1]?.lower ?? '') || POSSESSIVE_DETERMINERS.test(words[k + 1]?.lower ?? ''))) k += 1;
  const opener = words[k] as TaggedWord | undefined;
  if (!opener) return undefined;
  const determined = (opener.pos === 'DET' && DETERMINERS.test(opener.lower)) || (opener.pos === 'PRON' && POSSESSIVE_DETERMINERS.test(opener.lower));
  if (determined) k += 1;
  const from = k;
  while (k < words.length && isModifier(words, k)) k += 1;
  // The head is the last noun of the run; a word after a determiner that the tagger read otherwise ("the back was")
  // ends the phrase as a noun would, with no number read from it.
  let headAt = k - 1;
  while (headAt >= from && !['NOUN', 'PROPN'].includes(words[headAt]?.pos ?? '') && !isJoinedHyphen(words, headAt - 1)) headAt -= 1;
  if (headAt < from) {
    const lone = words[from];
    if (!determined || !lone || !/^(ADV|VERB|ADJ)$/.test(lone.pos) || /^(NOUN|PROPN|ADJ)$/.test(words[from + 1]?.pos ?? '')) return undefined;
    return { start, end: from + 1, head: lone, determined, number: undefined };
  }
  // "the children's": a possessive with nothing after it is no head.
  // "the patient in bed four": a number after the head labels it and stays in the phrase.
  if (!words.slice(headAt + 1, k).every((w) => w.pos === 'NUM')) k = headAt + 1;
  const head = words[headAt] as TaggedWord;
  // A bare phrase must be a plain noun: "Tomorrow", "Excuse" are not subjects.
  if (!determined && (head.text !== head.lower || k - from > 3)) return undefined;
  return { start, end: k, head, determined, number: head.pos === 'NOUN' ? readHeadNumber(words, start, headAt) : undefined };
}

/** A verb the tagger read as a noun where only a verb can stand ("who bakes", "who work"). */
function isVerbReadAsNoun(word: TaggedWord | undefined): boolean {
  return word !== undefined && word.pos === 'NOUN' && word.text === word.lower && (isKnownBase(word.lower) || isThirdSingular(word.lower));
}

/** A regular past the tagger read as a noun after the clause's subject ("that the garage fitted"). */
function isPastReadAsNoun(word: TaggedWord | undefined): boolean {
  if (!word || word.pos !== 'NOUN' || word.text !== word.lower || !/[a-z]{2,}ed$/.test(word.lower)) return false;
  const stem = word.lower.slice(0, -2);
  // "fitted", "planned": the dictionaries list a doubled past as an entry of its own, beside its -ing form.
  if (isDictionaryEntry(word.lower) && isDictionaryEntry(`${stem}ing`)) return true;
  return isPastForm(word.lower) || [stem, `${stem}e`, stem.replace(/([bdgklmnprt])\1$/, '$1')].some((base) => isKnownBase(base) || isRegularVerbBase(base));
}

/**
 * The end (exclusive) of a relative clause opening at `r` ("who/that/which"), or undefined when it cannot be
 * told: the clause's verb group, its object, place phrases, adverbs and infinitives, up to the next finite verb,
 * punctuation or conjunction.
 */
export function skipRelativeClause(words: TaggedWord[], r: number, depth = 0): number | undefined {
  if (depth > 2) return undefined;
  let k = r + 1;
  const next = words[k];
  if (!next) return undefined;
  // "whose contracts ended": "whose" and its noun open the clause as its subject.
  if (words[r]?.lower === 'whose') {
    const owned = readNounPhrase(words, k);
    if (!owned) return undefined;
    k = owned.end;
  } else if ((next.pos === 'PRON' && /^(i|you|he|she|we|they)$/.test(next.lower)) || DETERMINERS.test(next.lower) || POSSESSIVE_DETERMINERS.test(next.lower)) {
    const inner = readNounPhrase(words, k);
    if (!inner) return undefined;
    // "that the garage fitted": a past read as the phrase's last noun is the clause's verb.
    k = inner.end - 1 > k + 1 && isPastReadAsNoun(words[inner.end - 1]) ? inner.end - 1 : inner.end;
  }
  let sawVerb = false;
  while (words[k] && (words[k]!.pos === 'AUX' || /^(not|n't|never)$/.test(words[k]!.lower) || (MID_ADVERBS.test(words[k]!.lower) && words[k]!.pos === 'ADV'))) {
    if (words[k]!.pos === 'AUX') sawVerb = true;
    k += 1;
  }
  const verb = words[k];
  if (verb && (verb.pos === 'VERB' || isVerbReadAsNoun(verb) || (k > r + 1 && isPastReadAsNoun(verb)))) {
    // "that the mechanic recommended for my car": a preposition after the verb shows no clause is embedded there.
    if ((CLAUSE_TAKING.has(verb.lemma) || CLAUSE_TAKING.has(verb.lower)) && !(words[k + 1]?.pos === 'ADP' && words[k + 1]?.lower !== 'that')) return undefined;
    k += 1;
    sawVerb = true;
  }
  if (!sawVerb) return undefined;
  while (k < words.length) {
    const word = words[k] as TaggedWord;
    if (word.lower === 'to' && words[k + 1]?.pos === 'VERB') {
      if (CLAUSE_TAKING.has(words[k + 1]!.lemma)) return undefined;
      k += 2;
      continue;
    }
    if (/^(who|that|which|whose)$/.test(word.lower)) {
      const end = skipRelativeClause(words, k, depth + 1);
      if (end === undefined) return undefined;
      k = end;
      continue;
    }
    // "who cook and clean the rooms": a second verb of the same clause.
    if (/^(and|or)$/.test(word.lower)) {
      if (words[k + 1]?.pos === 'VERB' && words[k + 1]?.lemma !== words[k + 1]?.lower) return undefined;
      if (words[k + 1]?.pos === 'VERB') {
        k += 2;
        continue;
      }
      // "and the teachers": a noun phrase after "and" may start the main clause's second subject.
      if (DETERMINERS.test(words[k + 1]?.lower ?? '') || POSSESSIVE_DETERMINERS.test(words[k + 1]?.lower ?? '')) return undefined;
      k += 1;
      continue;
    }
    if (['DET', 'ADJ', 'NOUN', 'PROPN', 'NUM', 'ADP'].includes(word.pos) || word.lower === "'s") {
      k += 1;
      continue;
    }
    if (word.pos === 'PRON' && (OBJECT_PRONOUNS.test(word.lower) || POSSESSIVE_DETERMINERS.test(word.lower))) {
      k += 1;
      continue;
    }
    // "o'clock", "sharp", "on time", "every day": adverbs of the clause; not a mid adverb before a verb, which may be the main verb's.
    if (word.pos === 'ADV' && !(MID_ADVERBS.test(word.lower) && /^(VERB|AUX)$/.test(words[k + 1]?.pos ?? ''))) {
      k += 1;
      continue;
    }
    if (word.pos === 'PART' && word.lower !== 'to') {
      k += 1;
      continue;
    }
    break;
  }
  return k;
}

// Verbs with no passive: their -ed form after a noun is a past, never a reduced relative ("the guests arrived at six").
const NO_PASSIVE = /^(die|arrive|happen|occur|exist|live|stay|remain|appear|disappear|fall|go|come|seem|sleep|wait|rise|emerge|vanish|belong|last|lie|sit|stand|stay|travel|walk|run|work|graduate|retire|succeed|fail|agree|respond|react|complain|smile|laugh|cry|hesitate|object)$/;

/** A past participle ("sent", "recommended") or an -ing form that may open a reduced relative clause after a noun. */
function isParticipleOrIng(word: TaggedWord | undefined): boolean {
  if (!word || word.pos !== 'VERB' || word.text !== word.lower || word.lower === word.lemma || /s$/.test(word.lower)) return false;
  return /[a-z]{3,}(ed|ing)$/.test(word.lower) || findParticiple(word.lemma) === word.lower;
}

/**
 * "the survey sent to parents before the meeting", "the students living near the school": a participle right after a
 * noun, with its prepositional phrases, is a reduced relative clause when a finite verb follows it. Otherwise (the
 * participle may be the clause's own past: "the man in the car waved to us") the phrase is not skipped.
 */
function skipReducedRelative(words: TaggedWord[], at: number): number | undefined {
  if (!isParticipleOrIng(words[at]) || words[at + 1]?.pos !== 'ADP' || words[at + 1]?.lower === 'than') return undefined;
  // "Both his parents died before he was six": a verb that has no passive is the clause's own past.
  if (!words[at]!.lower.endsWith('ing') && NO_PASSIVE.test(words[at]!.lemma)) return undefined;
  let k = at + 1;
  for (let guard = 0; guard < 4 && words[k]?.pos === 'ADP' && words[k]?.lower !== 'than'; guard++) {
    const inner = readNounPhrase(words, k + 1);
    // "before he was", "after they left": a subject pronoun opens a clause, not a phrase.
    if (!inner || inner.head.pos === 'PRON') return undefined;
    k = inner.end;
  }
  while (words[k] && MID_ADVERBS.test(words[k]!.lower) && words[k]!.pos === 'ADV') k += 1;
  const verb = words[k];
  // Only a verb that shows its number confirms the reading: in "the captain asked after the evening drill" the tagger's
  // "drill" is a noun, and "asked" the clause's own verb.
  const finite = verb !== undefined && verb.text === verb.lower && (verb.pos === 'AUX' || (verb.pos === 'VERB' && verb.lower !== verb.lemma && /s$/.test(verb.lower)));
  return finite ? k : undefined;
}

const PLACE_NAME_ENDS = /^(road|street|avenue|lane|square|hall|centre|center|park|station|hospital|school|college|university|council|ward|library|museum|airport|office|court|bridge|house|building|campus|clinic|surgery)$/;
const isCapitalised = (word: TaggedWord | undefined) => word !== undefined && word.text !== 'I' && /^\p{Lu}\p{Ll}+$/u.test(word.text);

/**
 * "on Ward 4", "in Room 12B", "at Kings Cross": after a preposition inside the subject, a name of one to three
 * capitalised words, with a number or code after it, whatever the tagger made of them ("Ward" reads as a verb). Only
 * inside a sentence, so a capitalised word is a name, not the first word.
 */
function skipNameAfterPreposition(words: TaggedWord[], at: number): number | undefined {
  if (at === 0 || !isCapitalised(words[at])) return undefined;
  let k = at + 1;
  while (k < at + 3 && isCapitalised(words[k])) k += 1;
  if (words[k]?.pos === 'NUM' && /^\d+[A-Za-z]?$/.test(words[k]!.text)) return k + 1;
  // Without a number, only a name that ends in a word for a place or a body ("Park Road", "Leeds City Council"): a
  // name of a restaurant or a person ("at Babcia Zosia") may hide a subject the tagger cannot read ("The pierogi ruskie").
  return PLACE_NAME_ENDS.test(words[k - 1]!.lower) ? k : undefined;
}

/** The index after the phrase's prepositional phrases and relative clauses, or undefined when one cannot be read. */
function skipPostModifiers(words: TaggedWord[], from: number): number | undefined {
  let j = from;
  for (let guard = 0; guard < 8; guard++) {
    const word = words[j];
    if (!word) return j;
    const reduced = skipReducedRelative(words, j);
    if (reduced !== undefined) return reduced;
    if (word.pos === 'ADP' && PHRASE_PREPOSITIONS.test(word.lower)) {
      // "next to the door": a two-word preposition.
      const at = word.lower === 'next' && words[j + 1]?.lower === 'to' ? j + 2 : j + 1;
      const end = readNounPhrase(words, at)?.end ?? skipNameAfterPreposition(words, at);
      if (end === undefined) return undefined;
      j = end;
      continue;
    }
    if (/^(who|that|which|whose)$/.test(word.lower) && word.text === word.lower) {
      const end = skipRelativeClause(words, j);
      if (end === undefined) return undefined;
      j = end;
      continue;
    }
    return j;
  }
  return undefined;
}

export interface ClauseSubject {
  head: TaggedWord;
  number: GrammaticalNumber;
  /** Index of the first word after the subject and any adverbs: the verb, if the clause has one there. */
  verbAt: number;
  /** Words stand between the head's phrase and the verb (a phrase, a clause, a second subject, an adverb). */
  separated: boolean;
  /** "the tap … and the shower …": two phrases joined by "and". */
  compound: boolean;
  /** A determiner or possessive opens the (first) phrase. */
  determined: boolean;
  /** The verb is a word the tagger read as a noun inside what it took for a relative clause ("… for my car costs more"). */
  verbReadAsNoun?: boolean;
}

/**
 * "The brake pads that the mechanic recommended for my car costs more": the tagger read "costs" as a noun, so the
 * relative clause seemed to run on ("my car costs"). When no verb stands where the clause should have ended, the last
 * verb-like noun after a noun inside the clause, once the clause has its own verb, is the main verb.
 */
function findVerbInsideClause(words: TaggedWord[], from: number, end: number): number | undefined {
  if (!words.slice(from, end).some((w) => /^(that|which|who)$/.test(w.lower))) return undefined;
  const after = words[end];
  if (after && (after.pos === 'AUX' || after.pos === 'VERB' || isVerbReadAsNoun(after))) return undefined;
  for (let m = end - 1; m > from + 2; m--) {
    const word = words[m] as TaggedWord;
    if (!isVerbReadAsNoun(word) || words[m - 1]?.pos !== 'NOUN' || words[m + 1]?.pos === 'NOUN') continue;
    const clauseVerb = words.slice(from, m - 1).some((w) => w.pos === 'VERB' || w.pos === 'AUX' || isPastReadAsNoun(w));
    return clauseVerb ? m : undefined;
  }
  return undefined;
}

/** The subject of a clause opening at `start` and where its verb should stand. */
export function findClauseSubject(words: TaggedWord[], start: number): ClauseSubject | undefined {
  const phrase = readNounPhrase(words, start);
  if (!phrase) return undefined;
  let number = phrase.number;
  let j = skipPostModifiers(words, phrase.end);
  if (j === undefined) return undefined;
  let compound = false;
  // "the tap in the kitchen and the shower in the bathroom (both) leak": two determined phrases make a plural subject
  // when each has a place phrase of its own, or "both" follows them. Not "the colour of the tiles in the kitchen and
  // both bathrooms" ("and" inside the phrase), "every cup and plate" (singular), "bread and butter" (one dish), "the
  // app crash and the draft" (a verb the tagger read as a noun).
  if (words[j]?.lower === 'and') {
    const second = readNounPhrase(words, j + 1);
    if (!second || !phrase.determined || !second.determined || second.head.pos === 'PRON') return undefined;
    const end = skipPostModifiers(words, second.end);
    if (end === undefined) return undefined;
    // "the line between my soul and the soul of my story": "and" inside "between … and …".
    const firstPhrased = j > phrase.end && words[phrase.end]?.lower !== 'of' && words[phrase.end]?.pos === 'ADP' && !words.slice(phrase.end, j).some((w) => /^(between|among|of)$/.test(w.lower));
    const secondPhrased = end > second.end && words[second.end]?.pos === 'ADP' && words[second.end]?.lower !== 'of';
    const both = /^(both|together)$/.test(words[end]?.lower ?? '');
    if (/^(each|every)$/.test(words[start]?.lower ?? '') || /^(both|each|every)$/.test(words[j + 1]?.lower ?? '') || !((firstPhrased && secondPhrased) || both)) return undefined;
    number = 'plural';
    compound = true;
    j = end;
  }
  if (!number) return undefined;
  const inside = compound ? undefined : findVerbInsideClause(words, phrase.end, j);
  if (inside !== undefined) return { head: phrase.head, number, verbAt: inside, separated: true, compound, determined: phrase.determined, verbReadAsNoun: true };
  const afterPhrase = j;
  while (words[j] && MID_ADVERBS.test(words[j]!.lower) && ['ADV', 'DET', 'PRON'].includes(words[j]!.pos)) j += 1;
  return { head: phrase.head, number, verbAt: j, separated: j > phrase.end || afterPhrase > phrase.end, compound, determined: phrase.determined };
}
