import { type Issue } from '../types';
import { tagSentences, type TaggedWord } from './tag-words';
import { isKnownBase } from './verb-lexicon';

// People that one makes do something. A thing after "make" + "to" is mostly what was made for a purpose ("made a cake
// to celebrate", "made the decision to leave"), so only people count; not a group one joins ("made the team to play in
// the final": was picked for it).
const PEOPLE = new Set(`person people man men woman women child children kid kids boy boys girl girls baby babies student students
  pupil pupils player players captain captains worker workers staff employee employees colleague colleagues
  customer customers client clients guest guests passenger passengers driver drivers teacher teachers parent parents
  mother father mum mom dad brother brothers sister sisters son sons daughter daughters husband wife
  cousin cousins neighbour neighbours neighbor neighbors boss manager managers member members
  soldier soldiers patient patients visitor visitors tourist tourists candidate candidates applicant applicants
  everyone everybody someone somebody nobody anyone anybody`.split(/\s+/));
const OPENERS = /^(the|a|an|my|your|his|her|our|their|this|that|these|those|both|all|every|each|some|two|three|several|many)$/;

/**
 * "The coach made both players to run laps" → "made both players run": "make" takes a bare verb after its object, and
 * so does "let"/"have" elsewhere; here the object is a person or group named by a noun (with a determiner, a
 * quantifier or an adjective before it) or a name. "made the decision to leave", "made a cake to celebrate" stay: a
 * thing made is followed by a purpose, and so are friends one makes ("made some friends to talk to"). Object pronouns are verb-patterns.ts's.
 */
export function checkMakePersonBareVerb(text: string): Issue[] {
  const issues: Issue[] = [];
  for (const words of tagSentences(text)) {
    words.forEach((make, i) => {
      if (!/^(make|makes|made|making)$/.test(make.lower)) return;
      let k = i + 1;
      const first = words[k];
      if (!first) return;
      if (first.pos === 'PROPN' && first.text !== first.lower && words[k + 1]?.lower === 'to') k += 1;
      else if (PEOPLE.has(first.lower) && /^(everyone|everybody|someone|somebody|nobody|anyone|anybody)$/.test(first.lower)) k += 1;
      // "made us all to run": an object pronoun with "all" or "both" after it ("made us to run" is verb-patterns.ts's).
      else if (/^(me|him|her|us|them|you)$/.test(first.lower) && /^(all|both)$/.test(words[k + 1]?.lower ?? '')) k += 2;
      else {
        while (OPENERS.test(words[k]?.lower ?? '') && k < i + 3) k += 1;
        if (k === i + 1) return;
        while (words[k]?.pos === 'ADJ' && k < i + 5) k += 1;
        if (!PEOPLE.has(words[k]?.lower ?? '')) return;
        k += 1;
      }
      const to = words[k] as TaggedWord | undefined;
      const verb = words[k + 1];
      if (to?.lower !== 'to' || !verb || verb.text !== verb.lower || !(isKnownBase(verb.lower) || (verb.pos === 'VERB' && verb.lemma === verb.lower))) return;
      // "made the team to the final": "to" before a noun phrase is a preposition.
      if (verb.pos !== 'VERB' && verb.pos !== 'AUX') return;
      issues.push({
        offset: to.start, length: verb.start - to.start, category: 'grammar', rule: 'verb-pattern/make-let-bare', source: 'rule', confidence: 0.85,
        message: "After 'make' and its object, the verb follows without 'to' ('made them wait').", replacements: [''],
      });
    });
  }
  return issues;
}
