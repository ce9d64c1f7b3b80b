import { type Issue } from '../types';
import { type Token } from '../text/tokenize';
import { matchCase } from './make-issue';
import { PatternSet, type PatternRule } from './pattern-rule';
import { tagSentences, type TaggedWord } from './tag-words';
import { BE_FORMS } from './word-classes';

const THINKING = 'believe|believed|think|thought|know|knew|say|said|suppose|feel|felt|hope|expect|guess|assume|understand|reckon';
/** A finite verb after the inserted "I believe": then "whom" is that verb's subject. */
const FINITE_AFTER = /^\s+(is|was|are|were|has|had|have|will|would|can|could|should|did|does|[a-z]+ed|[a-z]+s)\b/i;

const RULES: PatternRule[] = [
  {
    // "the manager, whom I believe is on vacation" → "who": "I believe" is inserted; "whom" is the subject of "is".
    // "whom I believe to be" and "whom I believe you met" keep "whom".
    rule: 'pronoun-case/who-whom', pattern: ['whom', 'i|we|you|they|he|she|people|everyone', THINKING], span: [0, 1], fix: 'who', confidence: 0.8,
    message: "'Who' is the subject of the verb after 'I believe': 'who I believe is'.",
    next: (rest) => FINITE_AFTER.test(rest) && !/^\s+(i|we|you|they|he|she|it|the|a|an|my|our)\b/i.test(rest),
  },
  {
    // "Whom shall I say is calling?" → "Who".
    rule: 'pronoun-case/who-whom', pattern: ['whom', 'shall|should|do|did|does|would', 'i|we|you|they|he|she', 'say|said|think|believe|tell'], span: [0, 1], fix: 'who', confidence: 0.8,
    message: "'Who' is the subject of the verb that follows: 'Who shall I say is calling?'.",
    next: (rest) => /^\s+(is|was|are|were|has|had|will|can|could)\b/i.test(rest),
  },
];
const PATTERNS = new PatternSet(RULES);

/**
 * Does the word after "whom" show that "whom" is its clause's subject? A lexical verb right after it has no other
 * subject ("the man whom lives next door", "Whom wants tea?"); a form of "be" has none either when an adjective, an
 * -ing or an -ed form follows it ("Whom is responsible", "Whom was chosen"). "Whom is it for?", "Whom is the letter
 * from?" (a subject after "be") and "Whom did you invite?" (an auxiliary, then its subject) keep "whom".
 */
function takesWhomAsSubject(words: TaggedWord[], i: number): boolean {
  const verb = words[i + 1];
  if (!verb) return false;
  if (verb.pos === 'VERB') return verb.lower !== verb.lemma && !/ing$/.test(verb.lower);
  if (!BE_FORMS.has(verb.lower) || verb.lower === 'be' || verb.lower === 'been' || verb.lower === 'being') return false;
  const next = words[i + 2];
  if (!next) return false;
  if (next.pos === 'ADJ') return true;
  return next.pos === 'VERB' && next.lower !== next.lemma;
}

/**
 * "Whom is responsible for…", "the neighbour whom lives upstairs" → "who": "whom" right before its own verb is that
 * verb's subject. After a preposition ("to whom is it addressed") "whom" is the preposition's object and stays.
 */
function findWhomBeforeVerb(text: string): Issue[] {
  const issues: Issue[] = [];
  for (const words of tagSentences(text)) {
    words.forEach((word, i) => {
      // wink tags "to" before "whom" PART.
      if (word.lower !== 'whom' || words[i - 1]?.pos === 'ADP' || words[i - 1]?.lower === 'to' || !takesWhomAsSubject(words, i)) return;
      issues.push({
        offset: word.start, length: word.end - word.start, category: 'grammar', rule: 'pronoun-case/who-whom', source: 'rule', confidence: 0.8,
        message: `'${word.text}' is the subject of '${words[i + 1]?.text ?? ''}' here: the subject form is 'who'.`, replacements: [matchCase(word.text, 'who')],
      });
    });
  }
  return issues;
}

/** "whom I believe is", "Whom shall I say is calling", "Whom is responsible" → "who". */
export function checkWhomAsSubject(text: string, tokens: Token[]): Issue[] {
  return [...PATTERNS.check(text, tokens), ...findWhomBeforeVerb(text)];
}
