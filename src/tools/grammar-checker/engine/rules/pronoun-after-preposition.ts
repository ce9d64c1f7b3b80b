import { type Issue } from '../types';
import { tagSentences, type TaggedWord } from './tag-words';

const RULE = 'pronoun-case';
const PREPOSITIONS = new Set('to for with between from about of by at like towards toward among behind near except without against upon'.split(' '));
// "It was John and I", "I think Anna and I should": after these, "and I" may be a subject.
const NOT_OBJECT_VERBS = new Set('be become seem remain think believe know say hope feel guess suppose'.split(' '));
const SUBJECT_TO_OBJECT: Record<string, string> = { i: 'me', he: 'him', she: 'her', we: 'us', they: 'them' };

/** The start of a short noun phrase ending at `end` (inclusive): "Maria", "my teammate", "the new coach". */
function findPhraseStart(words: TaggedWord[], end: number): number | undefined {
  let start = end;
  while (start > 0 && end - start < 3 && ['DET', 'ADJ', 'NOUN', 'PROPN', 'PRON'].includes(words[start - 1]?.pos ?? '') && words[start - 1]?.lower !== 'and') start -= 1;
  const head = words[end];
  return head && (head.pos === 'NOUN' || head.pos === 'PROPN' || head.lower === 'you' || head.lower === 'him' || head.lower === 'her') ? start : undefined;
}

/** Does what follows "and I" show it is no subject: punctuation, a preposition or the end? */
function endsObject(words: TaggedWord[], i: number): boolean {
  // wink reads "I." at a sentence end as one token, like an initial.
  if (words[i]?.lower.endsWith('.')) return true;
  const next = words[i + 1];
  return !next || next.pos === 'PUNCT' || (next.pos === 'ADP' && next.lower !== 'that') || next.lower === 'before' || next.lower === 'after';
}

/** "to John and I" → "me", "invited my wife and I" → "me": after a verb or preposition, the object form. */
export function checkPronounAfterPreposition(text: string): Issue[] {
  const issues: Issue[] = [];
  for (const words of tagSentences(text)) {
    words.forEach((word, i) => {
      const pronoun = word.lower.replace(/\.$/, '');
      const object = SUBJECT_TO_OBJECT[pronoun];
      if (!object || words[i - 1]?.lower !== 'and' || !endsObject(words, i)) return;
      const start = findPhraseStart(words, i - 2);
      const governor = start === undefined ? undefined : words[start - 1];
      if (!governor) return;
      const isPreposition = governor.pos === 'ADP' && PREPOSITIONS.has(governor.lower);
      const isVerb = governor.pos === 'VERB' && !NOT_OBJECT_VERBS.has(governor.lemma);
      if (!isPreposition && !isVerb) return;
      issues.push({
        offset: word.start,
        length: pronoun.length,
        message: `After '${governor.text}', use the object form: '${object}'.`,
        category: 'grammar',
        rule: RULE,
        replacements: [object],
        confidence: 0.85,
        source: 'rule',
      });
    });
  }
  return issues;
}
