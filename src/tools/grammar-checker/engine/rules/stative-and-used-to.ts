import { type Issue } from '../types';
import { matchCase } from './make-issue';
import { tagSentences, type TaggedWord } from './tag-words';
import { findParticiple } from './verb-lexicon';
import { toIngForm } from './verb-patterns';

const BE = /^(am|is|are|was|were|be|been|being|'m|'re|'s|get|gets|got|getting)$/;
// Verbs of state: "have been knowing" is a learner's "have known". Not "want", "wish": "I've been wanting to" is idiomatic.
const STATIVE = new Set('know own belong understand believe recognise recognize'.split(' '));

function issueAt(word: TaggedWord, replacement: string, rule: string, message: string): Issue {
  return { offset: word.start, length: word.end - word.start, category: 'grammar', rule, source: 'rule', confidence: 0.85, message, replacements: [matchCase(word.text, replacement)] };
}

/**
 * "I am used to wake up early" → "waking": after "be/get used to", "to" is a preposition and takes
 * the -ing form ("I used to wake up" is the past habit and stays). "I have been knowing him" →
 * "have known": verbs of state take no progressive.
 */
export function checkStativeAndUsedTo(text: string): Issue[] {
  const issues: Issue[] = [];
  for (const words of tagSentences(text)) {
    for (let i = 1; i < words.length - 2; i++) {
      const word = words[i] as TaggedWord;
      const verb = words[i + 2];
      // "The money was used to buy books": a thing used for a purpose is the passive; only a person gets used to something.
      // "the subproblems are used to solve…", "they are used to predict…": things; a person's "am", "get", or "I/we are".
      // wink keeps "I'm" and "we're" as one word: the person and "be" together.
      // "I am finally used to drive on the left": an adverb may stand between "be" and "used".
      const a = i > 2 && /^(finally|already|now|still|not|n't|really|quite|completely|totally|fully|gradually|never|slowly)$/.test(words[i - 1]?.lower ?? '') ? 1 : 0;
      const contracted = /^(i'm|you're|we're|he's|she's)$/.test(words[i - 1 - a]?.lower ?? '');
      const person = contracted || /^('m|am|get|gets|got|getting)$/.test(words[i - 1 - a]?.lower ?? '') || /^(i|you|he|she|we)$/.test(words[i - 2 - a]?.lower ?? '');
      if (word.lower === 'used' && person && (contracted || BE.test(words[i - 1 - a]?.lower ?? '')) && words[i + 1]?.lower === 'to' && verb?.pos === 'VERB' && verb.lower === verb.lemma && /^[a-z]+$/.test(verb.lower)) {
        // "When I was a child, I was used to walk to school every morning": a past habit is "used to walk".
        const be = words[i - 1 - a] as TaggedWord;
        const habit = /^(was|were)$/.test(be.lower) && words.some((w, k) => /^(every|always|often|usually|sometimes|child|kid|young|little)$/.test(w.lower) && k !== i);
        // With an adverb in between, the habit's fix would drop it: left alone.
        if (habit && a > 0) continue;
        if (habit) {
          issues.push({ ...issueAt(be, 'used', 'verb-form/used-to', "A past habit is 'used to' + the plain verb: 'I used to walk'."), length: word.end - be.start });
          continue;
        }
        issues.push(issueAt(verb, toIngForm(verb.lower), 'verb-form/used-to', `After 'used to' meaning 'accustomed to', use '${toIngForm(verb.lower)}'.`));
      }
      if (word.lower === 'been' && /^(have|has|had|'ve|'s|'d)$/.test(words[i - 1]?.lower ?? '') && verb && STATIVE.has(words[i + 1]?.lemma ?? '')) {
        const ing = words[i + 1] as TaggedWord;
        if (!ing.lower.endsWith('ing')) continue;
        const participle = findParticiple(ing.lemma);
        issues.push({ ...issueAt(word, participle, 'verb-form/stative-progressive', `'${ing.lemma}' describes a state: 'have ${participle}'.`), length: ing.end - word.start });
      }
    }
  }
  return issues;
}
