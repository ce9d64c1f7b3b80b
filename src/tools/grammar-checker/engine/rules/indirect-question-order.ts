import { type Issue } from '../types';
import { tagSentences, type TaggedWord } from './tag-words';
import { readNamePlacePhraseEnd } from './name-place-phrase';
import { findParticiple, findPast, findThirdSingular, isKnownBase } from './verb-lexicon';

// Verbs and words after which a wh-clause is an embedded question, in statement order.
const ASKING = /^(know|knows|knew|tell|told|telling|say|says|said|remind|explain|ask|asks|asked|asking|wonder|wondering|wondered|sure|idea|understand|remember|forgot|forget|show|find|guess|decide|see|check|clear)$/;
const OBJECTS = /^(me|us|him|her|them|you)$/;
const WH = /^(what|where|when|why|how|which|who)$/;
// "what time", "how much", "which bus": one word may follow the wh-word before the auxiliary.
const WH_FOLLOWERS = /^(time|kind|sort|much|many|long|often|far|old|day|bus|train|room|way|one|size|colour|color|floor|platform|gate)$/;
const SUBJECT_PRONOUNS = /^(i|you|he|she|it|we|they)$/;
const DETERMINERS = /^(the|a|an|my|your|his|her|our|their|this|that|these|those|its)$/;

/**
 * "where is the nearest bus stop for the festival": after a noun, a plain verb ("stop", "pass") that a preposition or the
 * end follows is the compound's second noun, as "is the" has left no room for a plain verb (after "does the" it is the
 * verb: "when does the bus stop at the station").
 */
function isNounReadAsVerb(words: TaggedWord[], k: number): boolean {
  const word = words[k];
  // A participle the same as its base ("where is the cake cut") is the passive's verb.
  if (!word || /^(put|set|cut|hit|let|shut|read|spread|cast|split|shed|hurt|upset|run|come|become)$/.test(word.lower)) return false;
  return word.pos === 'VERB' && words[k - 1]?.pos === 'NOUN' && word.lemma === word.lower && word.text === word.lower && /^(ADP|PUNCT)$/.test(words[k + 1]?.pos ?? '');
}

/** Where the embedded question's subject ends (exclusive): a pronoun, or a determiner and up to two more words. */
function readSubjectEnd(words: TaggedWord[], from: number, afterBe = false): number | undefined {
  const first = words[from];
  if (!first) return undefined;
  if (SUBJECT_PRONOUNS.test(first.lower)) return from + 1;
  if (!DETERMINERS.test(first.lower)) return undefined;
  let limit = from + 3;
  for (let end = from + 1; end <= limit; end++) {
    // "the registrar's office": a possessive 's belongs to the subject.
    if (/^['’]s$/.test(words[end]?.lower ?? '')) continue;
    const word = words[end];
    // "the new Wi-Fi password": a hyphen with no space either side joins two halves of one word.
    const prior = words[end - 1];
    const following = words[end + 1];
    if (word?.text === '-' && prior && following && prior.end === word.start && following.start === word.end && end > from + 1) {
      limit += 2;
      continue;
    }
    // "the nearest drop-off point": the first half of a hyphenated word is read as part of it, whatever its tag.
    const joinedHyphen = words[end + 1]?.text === '-' && word !== undefined && words[end + 1]!.start === word.end && words[end + 2]?.start === words[end + 1]!.end;
    if (joinedHyphen && /^[a-z]+$/.test(word.text)) continue;
    // …and its second half ("off" in "drop-off point"), a noun's modifier when a noun follows, else the noun itself.
    const afterHyphen = prior?.text === '-' && word !== undefined && prior.start === words[end - 2]?.end && prior.end === word.start && /^[a-z]+$/.test(word.text) && end > from + 2;
    if (afterHyphen && !['NOUN', 'ADJ', 'PROPN'].includes(word.pos)) {
      if (following?.pos === 'NOUN') continue;
      return end + 1;
    }
    if (afterBe && isNounReadAsVerb(words, end)) return end + 1;
    if (!word || !['NOUN', 'ADJ', 'PROPN'].includes(word.pos)) return undefined;
    // "the new Wi-Fi password": a hyphenated word coming next still belongs to the subject.
    const hyphen = words[end + 2];
    if (hyphen?.text === '-' && hyphen.start === words[end + 1]?.end && words[end + 3]?.start === hyphen.end) continue;
    // "the bus to the airport": a short place phrase after the noun belongs to the subject.
    if (word.pos === 'NOUN' && /^(to|from|for|of|in|at|on)$/.test(words[end + 1]?.lower ?? '') && DETERMINERS.test(words[end + 2]?.lower ?? '') && words[end + 3]?.pos === 'NOUN' && words[end + 4] && isKnownBase(words[end + 4]!.lower)) return end + 4;
    // "the ferry to Bowen Island": so does a place's name, when a plain verb follows it.
    const nameEnd = word.pos === 'NOUN' ? readNamePlacePhraseEnd(words, end + 1) : undefined;
    if (nameEnd !== undefined && words[nameEnd] && isKnownBase(words[nameEnd]!.lower) && words[nameEnd]!.text === words[nameEnd]!.lower) return nameEnd;
    if (word.pos === 'NOUN' && words[end + 1]?.pos !== 'NOUN' && !(afterBe && isNounReadAsVerb(words, end + 1)) && !/^['’]s$/.test(words[end + 1]?.lower ?? '')) return end + 1;
    // "how much does a ticket cost": the tagger reads "ticket cost" as one noun; a bare verb ending the clause is the verb.
    const next = words[end + 1];
    // So is "the script crash every time": a bare verb followed by what cannot continue a noun.
    if (word.pos === 'NOUN' && next && isKnownBase(next.lower) && !(afterBe && isNounReadAsVerb(words, end + 1)) && (!words[end + 2] || /^(PUNCT|DET|ADV|ADP|PRON)$/.test(words[end + 2]!.pos))) return end + 1;
  }
  return undefined;
}

/** Where a tail like "for the housing assistance program" ends, when a question mark follows it. */
function readPlaceTail(words: TaggedWord[], from: number): number | undefined {
  if (!/^(for|of|in|at|on|near)$/.test(words[from]?.lower ?? '')) return undefined;
  // "the nearest drop-off point for returning my parcel?": a gerund and its object after the preposition.
  const gerund = /^(for|of)$/.test(words[from]?.lower ?? '') && /^[a-z]{3,}ing$/.test(words[from + 1]?.text ?? '') && DETERMINERS.test(words[from + 2]?.lower ?? '') ? 1 : 0;
  if (!DETERMINERS.test(words[from + 1 + gerund]?.lower ?? '')) return undefined;
  for (let end = from + 2 + gerund; end <= from + 7 + gerund; end++) {
    const word = words[end];
    if (!word) return undefined;
    if (word.text === '?') return words[end - 1]?.pos === 'NOUN' || words[end - 1]?.pos === 'PROPN' ? end : undefined;
    if (!['NOUN', 'ADJ', 'PROPN', 'NUM'].includes(word.pos) || /^(today|tomorrow|tonight|now|yesterday)$/.test(word.lower)) return undefined;
  }
  return undefined;
}

const AREAS = /^(area|neighbourhood|neighborhood|town|city|district|village|vicinity)$/;

/** "in this area", "near here", "around the neighbourhood": a place phrase that says where to look. */
function isSearchArea(words: TaggedWord[], from: number, end: number): boolean {
  if (!/^(in|near|around)$/.test(words[from]?.lower ?? '') || end !== from + 3) return false;
  return /^(this|that)$/.test(words[from + 1]?.lower ?? '') || AREAS.test(words[from + 2]?.lower ?? '');
}

/** "her son", "my bike": a possessive before a noun is a determiner, not the subject pronoun. */
function ownedSubjectOf(subject: TaggedWord[]): boolean {
  return subject.length > 1 && /^(my|your|his|her|our|their|its)$/.test(subject[0]?.lower ?? '');
}

function conjugate(auxiliary: string, subject: TaggedWord[], base: string): string {
  if (auxiliary === 'did') return findPast(base);
  if (auxiliary === 'does') return findThirdSingular(base);
  return subject.length === 1 && /^(he|she|it)$/.test(subject[0]?.lower ?? '') ? findThirdSingular(base) : base;
}

/**
 * "Can you remind me what time does the train leave?" → "what time the train leaves": a question
 * inside a sentence keeps statement order, so do-support goes and the verb takes its tense and person.
 * "Do you know where is the station?" → "where the station is".
 */
export function checkIndirectQuestionOrder(text: string): Issue[] {
  const issues: Issue[] = [];
  for (const words of tagSentences(text)) {
    words.forEach((wh, i) => {
      if (!WH.test(wh.lower) || wh.text !== wh.lower) return;
      let before = words[i - 1];
      if (before && OBJECTS.test(before.lower)) before = words[i - 2];
      // "I asked the waiter where was the bathroom", "asked the gate agent why": a person as the object of asking or
      // telling, a noun phrase of up to three words after its determiner.
      else if (before?.pos === 'NOUN') {
        let d = i - 2;
        while (d > i - 4 && /^(NOUN|ADJ|PROPN)$/.test(words[d]?.pos ?? '')) d -= 1;
        if (DETERMINERS.test(words[d]?.lower ?? '') && /^(ask|asks|asked|tell|tells|told|show|showed|remind|reminded)$/.test(words[d - 1]?.lower ?? '')) before = words[d - 1];
      }
      if (!before || !ASKING.test(before.lower)) return;
      const auxAt = WH_FOLLOWERS.test(words[i + 1]?.lower ?? '') ? i + 2 : i + 1;
      const auxiliary = words[auxAt];
      // "Do you know what time is it (in Seoul)?", "where is he?": be before a subject pronoun moves after it,
      // whatever follows ("what time it is in Seoul", "how it is possible"). Not after "who/which" ("who is she" may be asked of her).
      const pronoun = words[auxAt + 1];
      if (auxiliary && pronoun && /^(what|where|when|why|how)$/.test(wh.lower) && /^(is|are|was|were)$/.test(auxiliary.lower) && /^(it|he|she|they|we|you|i)$/.test(pronoun.lower) && pronoun.text === pronoun.lower) {
        issues.push(reorder(auxiliary, pronoun, `${pronoun.text} ${auxiliary.lower}`));
        return;
      }
      const subjectEnd = readSubjectEnd(words, auxAt + 1, /^(is|are|was|were)$/.test(auxiliary?.lower ?? ''));
      if (!auxiliary || subjectEnd === undefined) return;
      const subject = words.slice(auxAt + 1, subjectEnd);
      const verb = words[subjectEnd];
      const after = words[subjectEnd + 1];
      const last = subject[subject.length - 1] as TaggedWord;
      if (/^(do|does|did)$/.test(auxiliary.lower) && verb && verb.text === verb.lower && (isKnownBase(verb.lower) || (verb.pos === 'VERB' && verb.lemma === verb.lower))) {
        const verbForm = conjugate(auxiliary.lower, subject, verb.lower);
        const subjectText = text.slice((subject[0] as TaggedWord).start, last.end);
        issues.push(reorder(auxiliary, verb, `${subjectText} ${verbForm}`));
        return;
      }
      // "I don't know why is the printer jamming": be before a subject and its -ing verb moves after the subject.
      // So does be before a passive's participle: "asked us why were the fire doors propped open" → "why the fire doors were".
      // Only after where/when/why/how: "what was the problem discussed" may ask about "what" itself.
      const participle = /^(where|when|why|how)$/.test(wh.lower) && verb?.pos === 'VERB' && verb.text === verb.lower && verb.lemma !== verb.lower && (findParticiple(verb.lemma) === verb.lower || /ed$/.test(verb.lower));
      if (/^(is|are|was|were)$/.test(auxiliary.lower) && verb && verb.pos === 'VERB' && (/^[a-z]{3,}ing$/.test(verb.text) || participle) && (subject[0]?.pos !== 'PRON' || ownedSubjectOf(subject))) {
        const subjectText = text.slice((subject[0] as TaggedWord).start, last.end);
        issues.push(reorder(auxiliary, last, `${subjectText} ${auxiliary.lower}`));
        return;
      }
      // "Could you tell me when will the new laptops arrive?": a modal moves after the subject too.
      if (/^(will|can|could|should|would|shall)$/.test(auxiliary.lower) && verb && verb.text === verb.lower && (isKnownBase(verb.lower) || verb.lower === 'be') && !/^(i|you|he|she|we|they|it)$/.test(subject[0]?.lower ?? '')) {
        const subjectText = text.slice((subject[0] as TaggedWord).start, last.end);
        issues.push(reorder(auxiliary, verb, `${subjectText} ${auxiliary.lower} ${verb.lower}`));
        return;
      }
      // "where is the station?": be before a subject that ends the clause moves after it. Not after
      // "who/what/which", which may be the subject themselves ("who is the new manager").
      // A comma closes the question as the sentence's end does ("where is the office, so I am writing").
      // "where was her handbag": a possessive before a noun is a determiner, not the subject pronoun.
      const ownedSubject = subject.length > 1 && /^(my|your|his|her|our|their|its)$/.test(subject[0]?.lower ?? '');
      if (/^(where|when|why|how)$/.test(wh.lower) && /^(is|are|was|were)$/.test(auxiliary.lower) && (subject[0]?.pos !== 'PRON' || ownedSubject) && (!verb || verb.pos === 'PUNCT') && (!after || verb?.text === ',')) {
        const subjectText = text.slice((subject[0] as TaggedWord).start, last.end);
        issues.push(reorder(auxiliary, last, `${subjectText} ${auxiliary.lower}`));
        return;
      }
      // "where is the office for the housing assistance program?": a noun phrase after a preposition,
      // running to the question mark, belongs to the subject too.
      const tailEnd = readPlaceTail(words, subjectEnd);
      if (/^(where|when|how)$/.test(wh.lower) && /^(is|are|was|were)$/.test(auxiliary.lower) && subject[0]?.pos !== 'PRON' && tailEnd !== undefined) {
        const tailLast = words[tailEnd - 1] as TaggedWord;
        // "where is the post office in this area?": the area searched is where, not part of the subject; be goes before it.
        // So does any place it is in ("where is the returns desk in the main library building?" → "where the returns desk is in…").
        if (wh.lower === 'where' && (isSearchArea(words, subjectEnd, tailEnd) || /^(in|at|on|near)$/.test(words[subjectEnd]?.lower ?? ''))) {
          issues.push(reorder(auxiliary, last, `${text.slice((subject[0] as TaggedWord).start, last.end)} ${auxiliary.lower}`));
          return;
        }
        issues.push(reorder(auxiliary, tailLast, `${text.slice((subject[0] as TaggedWord).start, tailLast.end)} ${auxiliary.lower}`));
      }
    });
  }
  return issues;
}

function reorder(from: TaggedWord, to: TaggedWord, replacement: string): Issue {
  return {
    offset: from.start, length: to.end - from.start, category: 'grammar', rule: 'word-order/indirect-question', source: 'rule', confidence: 0.85,
    message: "A question inside a sentence keeps statement order: 'tell me what time the train leaves', 'know where the station is'.",
    replacements: [replacement],
  };
}
