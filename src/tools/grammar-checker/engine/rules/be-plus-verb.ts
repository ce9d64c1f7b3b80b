import { type Issue } from '../types';
import { matchCase } from './make-issue';
import { tagSentences, type TaggedWord } from './tag-words';
import { findParticiple, findPast, findThirdSingular, isKnownBase, isNounLike } from './verb-lexicon';

// Verbs with no object, so no passive: "It was happened" → "It happened".
const NO_PASSIVE = new Set('happen occur exist consist belong emerge arise'.split(' '));
const JOINED = /^(i|you|we|they|he|she|it)('m|'re|'s)$/;
const THIRD = /^(he|she|it)$/;
// Verbs that are also adjectives after "be" ("is open", "is clean", "is free", "is complete").
const ADJECTIVE_VERBS = /^(open|close|clean|clear|free|dry|empty|complete|like|own|mean|last|present|content|perfect|welcome|correct|separate|secure)$/;

// Arrangements that are done to something: "the match is postpone" → "postponed".
// "breakfast is not include in the price": what a price, a rule or a list does to something is also done to it.
const ARRANGED = /^(move|cancel|postpone|delay|reschedule|schedule|deliver|ship|book|repair|replace|hold|arrange|organise|organize|relocate|include|allow|permit|require|charge|list|store|invite|approve|accept)$/;
// "The plan is move fast": a noun whose complement is what to do.
const PLAN_NOUNS = /^(plan|idea|goal|aim|step|option|solution|answer|thing|point|job|task|rule|advice|priority|choice|way|problem|question|key|trick|secret|hope|dream|purpose|intention|challenge|trouble|difference|reason)$/;

function makeIssue(from: TaggedWord, to: TaggedWord, replacement: string, message: string): Issue {
  return {
    offset: from.start, length: to.end - from.start, category: 'grammar', rule: 'be-with-verb', source: 'rule', confidence: 0.8,
    message, replacements: [matchCase(from.text, replacement)],
  };
}

/**
 * "I'm live in Madrid" → "I live", "It's depend on" → "It depends", "She is work at a bank" →
 * "She works": a plain verb after a pronoun and "be" is the simple present; "It was happened" →
 * "It happened": a verb with no object has no passive. The verb must be tagged as one and be
 * followed by what a verb takes (a preposition, an object), so "It is work for experts" (a noun) stays.
 */
export function checkBePlusVerb(text: string): Issue[] {
  const issues: Issue[] = [];
  for (const words of tagSentences(text)) {
    words.forEach((word, i) => {
      // "is not include", "wasn't cancel": the negation stands between "be" and the verb it governs.
      const negated = /^(not|n't)$/.test(words[i + 1]?.lower ?? '') && /^(is|are|was|were|be|been)$/.test(word.lower);
      const verb = words[negated ? i + 2 : i + 1];
      if (!verb || verb.text !== verb.lower) return;
      // "was happened", "is occurred": the past of a verb without a passive.
      if (/^(is|are|was|were|am)$/.test(word.lower) && NO_PASSIVE.has(verb.lemma) && verb.lower !== verb.lemma && /ed$/.test(verb.lower)) {
        issues.push(makeIssue(word, verb, word.lower === 'is' || word.lower === 'are' || word.lower === 'am' ? findThirdSingular(verb.lemma) : findPast(verb.lemma), `'${verb.lemma}' has no passive: leave out '${word.text}'.`));
        return;
      }
      // "if the practice is move indoors": an arrangement moved, cancelled or held is the passive's participle.
      // The tagger reads a capitalised plural opening the sentence ("Towels are not include") as a name: both count.
      if (/^(is|are|was|were|be|been)$/.test(word.lower) && ARRANGED.test(verb.lower) && verb.lemma === verb.lower && /^(NOUN|PROPN)$/.test(words[i - 1]?.pos ?? '') && !PLAN_NOUNS.test(words[i - 1]?.lower ?? '')) {
        const next = words[negated ? i + 3 : i + 2];
        if (!next || /^(ADV|ADP|PUNCT|SCONJ|CCONJ)$/.test(next.pos)) {
          issues.push({ ...makeIssue(verb, verb, findParticiple(verb.lemma), `After '${word.text}', the verb takes its participle: '${findParticiple(verb.lemma)}'.`), confidence: 0.8 });
          return;
        }
      }
      // The checks below read the verb right after "be"; with a negation between them they would misalign.
      if (negated) return;
      // "The honey is produce by bees", "the roof appeal is almost finish,": a plain verb after a noun and "be" (and an
      // adverb of completion) before an agent's "by", or ending the clause after the adverb, is the passive's participle.
      if (/^(is|are|was|were|be|been)$/.test(word.lower) && /^(NOUN|PROPN)$/.test(words[i - 1]?.pos ?? '') && !PLAN_NOUNS.test(words[i - 1]?.lower ?? '')) {
        const adverb = /^(almost|nearly|already|finally)$/.test(verb.lower);
        const main = adverb ? words[i + 2] : verb;
        const next = words[(adverb ? i + 3 : i + 2)];
        const plain = main && main.text === main.lower && main.pos === 'VERB' && main.lemma === main.lower && isKnownBase(main.lower) && !ADJECTIVE_VERBS.test(main.lower) && !/^(be|have|do|go|get)$/.test(main.lower);
        const byAgent = next?.lower === 'by' && /^(DET|NOUN|PROPN|PRON|ADJ)$/.test(words[(adverb ? i + 4 : i + 3)]?.pos ?? '');
        const ends = adverb && (!next || next.pos === 'PUNCT');
        if (main && plain && (byAgent || ends)) {
          const participle = findParticiple(main.lemma);
          if (participle !== main.lower) {
            issues.push(makeIssue(main, main, participle, `After '${word.text}', the verb takes its participle: '${participle}'.`));
            return;
          }
        }
      }
      const joined = word.lower.match(JOINED);
      const subject = joined ? joined[1] : /^(am|is|are|'m|'s|'re)$/.test(word.lower) ? words[i - 1]?.lower : undefined;
      if (!subject || !/^(i|you|we|they|he|she|it)$/.test(subject)) return;
      if (joined === null && words[i - 1] && words[i - 2]?.text === '?') return;
      const base = verb.lemma;
      if (verb.lower !== base || !isKnownBase(base) || /^(be|have|do|go|get)$/.test(base) || ADJECTIVE_VERBS.test(base)) return;
      if (verb.pos !== 'VERB' && !(verb.pos === 'NOUN' && subject !== 'it')) return;
      if (isNounLike(findThirdSingular(base)) && subject === 'it') return;
      const next = words[i + 2];
      if (!next || !/^(ADP|DET|PRON|PROPN)$/.test(next.pos) || next.lower === 'to' && words[i + 3]?.pos === 'VERB') return;
      const present = THIRD.test(subject) ? findThirdSingular(base) : base;
      // A split contraction ("It" + "'s") is replaced from its pronoun, so the space stays right.
      const split = word.lower.startsWith("'");
      const from = split ? (words[i - 1] as TaggedWord) : word;
      const replacement = joined || split ? `${subject === 'i' ? 'I' : subject} ${present}` : present;
      issues.push({ ...makeIssue(from, verb, replacement, `With a plain verb there is no 'be': '${replacement}'.`), replacements: [joined || split ? matchCase(from.text, replacement) : replacement] });
    });
  }
  return issues;
}
