import { type Issue } from '../types';
import { tagSentences } from './tag-words';
import { findBaseOfIng, findThirdSingular } from './verb-lexicon';

const set = (words: string) => new Set(words.trim().split(/\s+/));

// Verbs that take "to" + verb, never "-ing": "decided to study", not "decided studying".
const TO_VERBS = set('decide want plan hope agree refuse promise expect manage afford offer learn choose intend fail deserve pretend arrange aim attempt wish threaten seem tend');
// States, not actions: no progressive ("I am knowing" → "I know").
const STATIVE = set('know believe understand belong own contain consist prefer recognize recognise possess');
const SINGULAR_SUBJECTS = set('he she it');
const PLURAL_SUBJECTS = set('i you we they');

/**
 * "She decided studying medicine" → "decided to study", "I am knowing the answer" → "I know": a
 * verb that takes an infinitive gets one, and a state verb is not put in the progressive. Both read
 * the verbs with wink-nlp's tags and lemmas, so any verb the tagger knows is covered.
 */
export function checkVerbComplementForms(text: string): Issue[] {
  const issues: Issue[] = [];
  for (const words of tagSentences(text)) {
    words.forEach((word, i) => {
      const next = words[i + 1];
      if (!next) return;
      const finite = word.pos === 'VERB' && !word.lower.endsWith('ing');
      // "decided building a shed": an -ing word read as a noun is a verb when an object follows it.
      const nounGerund = next.pos === 'NOUN' && /^[a-z]+ing$/.test(next.text) && /^(a|an|the|my|our|their|his|her|its|your|this|that|some|new)$/.test(words[i + 2]?.lower ?? '');
      const gerundBase = nounGerund ? findBaseOfIng(next.lower) : next.lemma;
      if (finite && TO_VERBS.has(word.lemma) && (next.pos === 'VERB' || (nounGerund && gerundBase)) && /^[a-z]+ing$/.test(next.text) && gerundBase !== next.lower && gerundBase !== 'be') {
        // "hoped having the start would encourage": the -ing phrase is the subject of a later verb.
        const rest = words.slice(i + 2);
        // "decided studying medicine after my grandfather became ill": a clause of its own ends the phrase too.
        const clauseEnd = rest.findIndex((w) => w.pos === 'PUNCT' || w.pos === 'SCONJ' || /^(after|before|when|because|since|until|while|if|as)$/.test(w.lower));
        if ((clauseEnd < 0 ? rest : rest.slice(0, clauseEnd)).some((w) => w.pos === 'AUX' || (w.pos === 'VERB' && w.lower !== w.lemma && !/ing$/.test(w.lower)))) return;
        issues.push({
          offset: next.start, length: next.end - next.start, category: 'grammar', rule: 'verb-patterns', source: 'rule', confidence: 0.8,
          message: `'${word.text}' takes 'to' and the plain verb: 'to ${gerundBase}'.`, replacements: [`to ${gerundBase}`],
        });
        return;
      }
      // wink keeps "I'm" as one word: then it is subject and "be" at once.
      const joined = word.lower.match(/^(i|you|we|they|he|she|it)('m|'re|'s)$/);
      const subject = joined ? { ...word, lower: joined[1] as string, text: word.text.slice(0, (joined[1] as string).length), end: word.start + (joined[1] as string).length } : words[i - 1];
      const be = joined || /^(am|is|are|'m|'s|'re)$/.test(word.lower) ? word : undefined;
      if (!be || !subject || next.pos !== 'VERB' || !/^[a-z]+ing$/.test(next.text) || !STATIVE.has(next.lemma)) return;
      // "She is understanding and kind": an adjective; the state verb needs its object after it.
      const object = words[i + 2];
      const thatClause = object?.lower === 'that' && /^(believe|know|understand|recognize|recognise)$/.test(next.lemma);
      // "This parcel is belonging to my neighbour": "belong" takes its owner through "to", never an object.
      const belongsTo = next.lemma === 'belong' && object?.lower === 'to';
      if (!object || !(/^(DET|PRON|NOUN|PROPN|NUM)$/.test(object.pos) || /^(every|some|any|no)thing$/.test(object.lower) || thatClause || belongsTo)) return;
      // "Many parents are believing that…": a noun subject takes its number from "is" or "are".
      const nounSubject = subject.pos === 'NOUN' && !joined;
      const singular = SINGULAR_SUBJECTS.has(subject.lower) || (nounSubject && be.lower === 'is');
      if (!singular && !PLURAL_SUBJECTS.has(subject.lower) && !(nounSubject && be.lower === 'are')) return;
      // "This is belonging to…" and "What I am understanding now" are rare; "consisting of" stays with its "of".
      const verb = singular ? findThirdSingular(next.lemma) : next.lemma;
      const contracted = be.lower.includes("'");
      issues.push({
        offset: contracted ? Math.min(subject.start, be.start) : be.start, length: next.end - (contracted ? Math.min(subject.start, be.start) : be.start), category: 'grammar', rule: 'verb-patterns',
        source: 'rule', confidence: 0.8, message: `'${next.lemma}' names a state, not an action: use the simple present '${verb}'.`,
        replacements: [contracted ? `${subject.text} ${verb}` : verb],
      });
    });
  }
  return issues;
}
