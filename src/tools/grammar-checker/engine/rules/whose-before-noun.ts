import { type Issue } from '../types';
import { matchCase } from './make-issue';
import { tagSentences, type TaggedWord } from './tag-words';

/**
 * "Who's laptop is charging?" → "Whose": "who's" (who is) then a noun then a verb is the
 * possessive asking for an owner. wink splits "who's" into "who" + "'s"; "Who's coming", "Who's
 * there", "Who's in charge" have no noun there.
 */
export function checkWhoseBeforeNoun(text: string): Issue[] {
  const issues: Issue[] = [];
  for (const words of tagSentences(text)) {
    for (let i = 0; i < words.length - 2; i++) {
      const who = words[i] as TaggedWord;
      // wink keeps "Who's" as one word at times, as "who" + "'s" at others.
      const joined = who.lower === "who's";
      const s = (joined ? who : words[i + 1]) as TaggedWord;
      const noun = words[i + (joined ? 1 : 2)] as TaggedWord | undefined;
      const verb = words[i + (joined ? 2 : 3)] as TaggedWord | undefined;
      if (!noun || !verb) continue;
      if (!joined && (who.lower !== 'who' || s.lower !== "'s" || who.end !== s.start)) continue;
      // wink may read the noun as a verb ("Who's jacket is"): a plain form with a verb after it is still the noun.
      const plainVerb = noun.pos === 'VERB' && noun.lemma === noun.lower && !/(ed|en)$/.test(noun.lower);
      // "I forgot who's hive this is", "who's car you borrowed": the owned noun, then the clause's own subject and verb
      // ("who is" + a bare verb + a subject and verb is no English, so a plain verb there is the noun too).
      const after = words[i + (joined ? 3 : 4)];
      const ownSubject = /^(this|that|these|those|it|he|she|they|you|we|i)$/.test(verb.lower) && (after?.pos === 'AUX' || after?.pos === 'VERB') && (noun.pos === 'NOUN' || plainVerb);
      // "Who's notes are these?": an -s "verb" then "are/were" is a plural noun ("who is notes are" is no English).
      const pluralAsVerb = noun.pos === 'VERB' && /s$/.test(noun.lower) && noun.lemma !== noun.lower && /^(are|were)$/.test(verb.lower);
      const nounAsVerb = (plainVerb && (verb.pos === 'AUX' || ownSubject)) || pluralAsVerb;
      if ((noun.pos !== 'NOUN' && !nounAsVerb) || /ing$/.test(noun.lower) || noun.text !== noun.lower) continue;
      if (verb.pos !== 'AUX' && verb.pos !== 'VERB' && !ownSubject) continue;
      issues.push({
        offset: who.start, length: s.end - who.start, category: 'grammar', rule: 'confusable/whose-whos', source: 'rule', confidence: 0.85,
        message: "'Who's' means 'who is'; the possessive is 'whose'.", replacements: [matchCase(who.text, 'whose')],
      });
    }
  }
  return issues;
}
