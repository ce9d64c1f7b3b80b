import { type Issue } from '../types';
import { matchCase } from './make-issue';
import { readNounNumber } from './read-grammatical-number';
import { findClauseSubject } from './subject-head';
import { tagSentences, type TaggedWord } from './tag-words';

const SWAP: Record<string, string> = {
  does: 'do', "doesn't": "don't", do: 'does', "don't": "doesn't", has: 'have', "hasn't": "haven't", have: 'has', "haven't": "hasn't",
  is: 'are', "isn't": "aren't", are: 'is', "aren't": "isn't", was: 'were', "wasn't": "weren't", were: 'was', "weren't": "wasn't",
};
const SINGULAR_FORMS = new Set(['does', "doesn't", 'has', "hasn't", 'is', "isn't", 'was', "wasn't"]);
const PRONOUN_NUMBER: Record<string, 'singular' | 'plural'> = { he: 'singular', she: 'singular', it: 'singular', we: 'plural', they: 'plural' };
// Nouns that take either verb ("Does the team play…", "Do the team play…" in British usage).
// and nouns whose plural looks singular ("Are the sheep…").
const EITHER_WAY = new Set('team staff family committee police crew class audience jury band board public group couple government company sheep fish deer species series aircraft offspring salmon data media criteria'.split(' '));
const QUESTION_WORDS = /^(what|where|when|why|how|who|which|whom)$/;

/** "doesn't" is one word for us; wink reads it as "does" + "n't". */
function readDoWord(words: TaggedWord[], i: number): { word: string; end: number; next: number } | undefined {
  const first = words[i] as TaggedWord;
  const second = words[i + 1];
  if (second && second.lower === "n't" && second.start === first.end) return { word: `${first.lower}n't`, end: second.end, next: i + 2 };
  return { word: first.lower, end: first.end, next: i + 1 };
}

/**
 * "Does your parents know…?" → "Do", "Do your brother play…?" → "Does", "Is your friends coming?" →
 * "Are": in a question, the auxiliary
 * agrees with the subject that follows it. Only when that subject is a short noun phrase (or a
 * pronoun) straight before a bare verb, so the noun is surely the subject.
 */
export function checkDoQuestionAgreement(text: string): Issue[] {
  const issues: Issue[] = [];
  for (const words of tagSentences(text)) {
    for (let i = 0; i < words.length - 2; i++) {
      const auxiliary = words[i] as TaggedWord;
      // do-support before a bare verb; be and have ("Is your friends coming", "Has your parents
      // visited") only in a sentence that ends as a question, and not before "there" or a pronoun.
      const lemma = auxiliary.lemma;
      if (auxiliary.pos !== 'AUX' || !/^(do|be|have)$/.test(lemma)) continue;
      if (lemma !== 'do' && words.at(-1)?.text !== '?') continue;
      // A question: the sentence starts here or with a question word just before.
      const before = words[i - 1];
      if (before && !QUESTION_WORDS.test(before.lower)) continue;
      const read = readDoWord(words, i);
      if (!read || !SWAP[read.word]) continue;
      if (lemma === 'be' && (auxiliary.lower === 'am' || words[read.next]?.lower === 'there')) continue;
      let k = read.next;
      let number: 'singular' | 'plural' | undefined;
      const first = words[k];
      if (first && PRONOUN_NUMBER[first.lower]) {
        number = PRONOUN_NUMBER[first.lower];
        k += 1;
      } else {
        if (first && (first.pos === 'DET' || (first.pos === 'PRON' && /^(my|your|his|her|our|their|its)$/.test(first.lower)))) k += 1;
        while (words[k]?.pos === 'ADJ') k += 1;
        const noun = words[k];
        // "Does your parents' house…": the noun is a possessor, not the subject.
        if (!noun || k === read.next || words[k + 1]?.lower === "'" || words[k + 1]?.lower === "'s") continue;
        number = readNounNumber(noun, EITHER_WAY);
        k += 1;
      }
      let verb = words[k];
      // "Where does the judges of the competition usually sit": past a phrase or a clause after the noun, the subject
      // reader of subject-head.ts finds the head and where the bare verb stands.
      if (lemma === 'do' && number && verb && verb.pos !== 'VERB' && !PRONOUN_NUMBER[first?.lower ?? '']) {
        const subject = findClauseSubject(words, read.next);
        const found = subject && subject.separated && !subject.compound ? words[subject.verbAt] : undefined;
        if (subject && found && found.pos === 'VERB' && found.lower === found.lemma && found.text === found.lower) {
          number = subject.number;
          verb = found;
        }
      }
      if (!number || !verb) continue;
      if (lemma === 'do' && (verb.pos !== 'VERB' || verb.lower !== verb.lemma)) continue;
      // "Is the students union open?": a noun right after is a compound, and the number unclear.
      if (lemma !== 'do' && (verb.pos === 'NOUN' || verb.pos === 'PROPN' || verb.pos === 'PUNCT' || PRONOUN_NUMBER[first?.lower ?? ''])) continue;
      const agrees = SINGULAR_FORMS.has(read.word) === (number === 'singular');
      if (agrees) continue;
      issues.push({
        offset: auxiliary.start, length: read.end - auxiliary.start, category: 'grammar', rule: 'subject-verb-agreement', source: 'rule', confidence: 0.85,
        message: `The subject of this question is ${number}: '${SWAP[read.word]}'.`, replacements: [matchCase(auxiliary.text, SWAP[read.word] as string)],
      });
    }
  }
  return issues;
}
