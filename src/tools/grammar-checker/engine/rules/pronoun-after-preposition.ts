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

// Verbs that take two objects: "gave Maria and I extra practice" has a second object after "I".
const TWO_OBJECT_VERBS = new Set('give send buy show tell teach offer bring lend hand pass owe email get make find pay promise sell write leave cost save wish'.split(' '));
// Verbs whose person object may be followed by a question: "show them how", "ask her where".
const WH_OBJECT_VERBS = new Set('show tell teach ask remind warn inform'.split(' '));
// Verbs whose object is followed by a bare verb: "let Tom or I know", "help Sam and I move".
const BARE_VERB_AFTER_OBJECT = new Set('let make help have watch'.split(' '));

/**
 * After a verb that takes two objects, a noun phrase after "and I" is the second object, so "I" is
 * the first: a bare noun or an adjective ("extra practice", "new shoes", "directions").
 */
function startsSecondObject(words: TaggedWord[], i: number, governor: TaggedWord): boolean {
  const next = words[i + 1];
  if (!next) return false;
  if (TWO_OBJECT_VERBS.has(governor.lemma) && ['ADJ', 'NOUN', 'NUM'].includes(next.pos)) return true;
  if (TWO_OBJECT_VERBS.has(governor.lemma) && next.pos === 'PRON' && /^(my|your|his|her|our|their)$/.test(next.lower)) return true;
  // "showed my daughter and I how to tie it", "asked Sam and I where we lived": a wh-clause is the second object.
  if (WH_OBJECT_VERBS.has(governor.lemma) && /^(how|what|where|when|why|which|whether|who)$/.test(next.lower)) return true;
  return BARE_VERB_AFTER_OBJECT.has(governor.lemma) && next.pos === 'VERB' && next.lemma === next.lower;
}

/** Does what follows "and I" show it is no subject: punctuation, a preposition or the end? */
function endsObject(words: TaggedWord[], i: number, governor: TaggedWord): boolean {
  // wink reads "I." at a sentence end as one token, like an initial.
  if (words[i]?.lower.endsWith('.')) return true;
  const next = words[i + 1];
  if (!next || next.pos === 'PUNCT' || (next.pos === 'ADP' && next.lower !== 'that') || next.lower === 'before' || next.lower === 'after') return true;
  // "thanked Priya and I for organising": wink tags "for" before an -ing verb SCONJ, but "for/without/by" + a gerund is
  // always a preposition's phrase, so the pair before it is an object.
  if (next.pos === 'SCONJ' && /^(for|without|by|about)$/.test(next.lower) && words[i + 2]?.pos === 'VERB' && /ing$/.test(words[i + 2]?.lower ?? '')) return true;
  // "asked Sam and I to stay": an infinitive after it; "gave my brother and I a car": a second object,
  // after a verb that takes two. Else "ordered the lasagne and he the risotto" leaves out a second
  // "ordered": "he" is the subject of that clause.
  if (next.lower === 'to' && words[i + 2]?.pos === 'VERB') return true;
  // "a lovely surprise for my wife and I when the swifts came back": after a preposition, a clause opened by a
  // conjunction with its own subject ("the swifts", "we") follows the object; "I" has no verb of its own.
  if (governor.pos === 'ADP' && /^(when|because|if|since|although|though|while|until|once|as)$/.test(next.lower) && ['DET', 'PRON', 'PROPN', 'NOUN'].includes(words[i + 2]?.pos ?? '')) return true;
  // "handed the keys to Daniel and I and wished us luck": a second verb joined by "and" has the sentence's subject;
  // "I" with no verb of its own before it is no subject.
  if (/^(and|but)$/.test(next.lower) && words[i + 2]?.pos === 'VERB' && !/ing$/.test(words[i + 2]?.lower ?? '') && words[i + 2]?.lemma !== words[i + 2]?.lower) return true;
  return next.pos === 'DET' && /^(a|an|the|some|this|these|those)$/.test(next.lower) && (governor.pos !== 'VERB' || TWO_OBJECT_VERBS.has(governor.lemma));
}

// Words after which a new clause, and so a subject, starts.
const CLAUSE_STARTS = new Set('and but because when if that so although while since'.split(' '));

/** "Us students need" → "We": "us" + a plural noun, then a verb, is a subject. */
function findUsAsSubject(words: TaggedWord[], i: number): Issue | undefined {
  const word = words[i] as TaggedWord;
  // "Us first-years always get": a hyphenated noun is read at its last part.
  let n = i + 1;
  while (words[n + 1]?.text === '-' && words[n + 1]?.start === words[n]?.end && words[n + 2]?.start === words[n + 1]?.end) n += 2;
  const noun = words[n];
  const verb = words[n + 1]?.pos === 'ADV' ? words[n + 2] : words[n + 1];
  const before = words[i - 1];
  // "US researchers reported": the country, not the pronoun.
  if (word.lower !== 'us' || word.text === 'US' || !noun || !verb) return undefined;
  if (before && before.pos !== 'PUNCT' && !CLAUSE_STARTS.has(before.lower)) return undefined;
  const plural = noun.pos === 'NOUN' && ((noun.lower.endsWith('s') && noun.lemma !== noun.lower) || /^(people|children|\w*men)$/.test(noun.lower));
  if (!plural || (verb.pos !== 'VERB' && verb.pos !== 'AUX')) return undefined;
  const replacement = /^\p{Lu}/u.test(word.text) ? 'We' : 'we';
  return {
    offset: word.start, length: word.end - word.start, message: `'${word.text} ${noun.text}' is the subject here: use '${replacement}'.`,
    category: 'grammar', rule: RULE, replacements: [replacement], confidence: 0.85, source: 'rule',
  };
}

/** "to John and I" → "me", "invited my wife and I" → "me": after a verb or preposition, the object form. */
export function checkPronounAfterPreposition(text: string): Issue[] {
  const issues: Issue[] = [];
  for (const words of tagSentences(text)) {
    words.forEach((word, i) => {
      const usSubject = findUsAsSubject(words, i);
      if (usSubject) issues.push(usSubject);
      const pronoun = word.lower.replace(/\.$/, '');
      const object = SUBJECT_TO_OBJECT[pronoun];
      // "Tom or I" is as much a pair as "Tom and I".
      if (!object || !/^(and|or)$/.test(words[i - 1]?.lower ?? '')) return;
      const start = findPhraseStart(words, i - 2);
      const governor = start === undefined ? undefined : words[start - 1];
      if (!governor) return;
      if (!endsObject(words, i, governor) && !(governor.pos === 'VERB' && startsSecondObject(words, i, governor))) return;
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
