import { type Issue } from '../types';
import { matchCase } from './make-issue';
import { tagSentences, type TaggedWord } from './tag-words';

const RULE = 'confusable/their-there';
// "I think they're right": verbs that take a clause, so "they're" may follow them.
const CLAUSE_VERBS = new Set('think believe know say hope feel guess suppose hear mean realize realise notice see find'.split(' '));

/** "they" + "'re" read by wink as two tokens, at index i. */
function isTheyre(words: TaggedWord[], i: number): boolean {
  return words[i]?.lower === 'they' && words[i + 1]?.lower === "'re" && words[i]?.end === words[i + 1]?.start;
}

/** "published they're findings": after a verb taking an object or a preposition, only a possessive fits. */
function followsObjectTaker(word: TaggedWord | undefined): boolean {
  if (!word) return false;
  if (word.pos === 'ADP') return word.lower !== 'that' && word.lower !== 'because' && word.lower !== 'if';
  return word.pos === 'VERB' && !CLAUSE_VERBS.has(word.lemma) && word.lemma !== 'be';
}

/** After "are", wink reads a plural noun as a verb ("they 're notes/VERB"): an -s form cannot follow "are". */
function isNounAfter(word: TaggedWord | undefined): boolean {
  return word !== undefined && (word.pos === 'NOUN' || (word.pos === 'VERB' && word.lower.endsWith('s') && word.lemma !== word.lower));
}

/** "They're car broke down": a bare singular noun, then a verb, is a possessed subject. */
function startsPossessedSubject(words: TaggedWord[], i: number): boolean {
  const noun = words[i + 2];
  const verb = words[i + 3];
  return noun?.pos === 'NOUN' && noun.lemma === noun.lower && !noun.lower.endsWith('s') && (verb?.pos === 'VERB' || verb?.pos === 'AUX');
}

// Verbs after which "there" is a place even before a noun: "we lived there years ago", "met there friends of ours",
// "saw there bins everywhere" (perception and motion verbs, and those of staying or meeting).
const PLACE_VERBS = new Set('go come live stay arrive get move sit stand lie wait work remain meet travel walk drive run fly return head settle see hear watch notice find put be'.split(' '));
// Plural nouns of time: "stayed there weeks", "worked there years".
const TIME_PLURALS = /^(years|months|weeks|days|hours|minutes|seconds|times|nights|mornings|evenings|afternoons|weekends|summers|winters|ages|decades|centuries)$/;

/**
 * "The neighbours left there bins on the pavement" → "their": after a verb that takes an object, "there" followed by
 * a plural noun (with an adjective or two) that closes the phrase — a preposition, punctuation or a conjunction after
 * it — can only be the owners' word: the object is the noun, and a place adverb does not stand before it.
 */
function findThereBeforeOwnedNoun(words: TaggedWord[]): Issue[] {
  const issues: Issue[] = [];
  for (let i = 1; i < words.length - 1; i++) {
    const there = words[i] as TaggedWord;
    const verb = words[i - 1] as TaggedWord;
    if (there.lower !== 'there' || verb.pos !== 'VERB' || CLAUSE_VERBS.has(verb.lemma) || PLACE_VERBS.has(verb.lemma)) continue;
    let n = i + 1;
    while (words[n]?.pos === 'ADJ' && n - i < 3) n += 1;
    const noun = words[n];
    if (!noun || noun.pos !== 'NOUN' || noun.text !== noun.lower || noun.lemma === noun.lower || !noun.lower.endsWith('s') || TIME_PLURALS.test(noun.lower)) continue;
    const after = words[n + 1];
    if (after && !/^(ADP|PUNCT|CCONJ)$/.test(after.pos)) continue;
    issues.push({
      offset: there.start, length: there.end - there.start, message: "The owners' word is 'their'; 'there' is a place.",
      category: 'grammar', rule: RULE, replacements: [matchCase(there.text, 'their')], confidence: 0.8, source: 'rule',
    });
  }
  return issues;
}

/** "they're findings", "left there bins on" → "their". */
export function checkTheyreTheir(text: string): Issue[] {
  const issues: Issue[] = [];
  for (const words of tagSentences(text)) {
    issues.push(...findThereBeforeOwnedNoun(words));
    for (let i = 0; i < words.length - 2; i++) {
      if (!isTheyre(words, i) || !isNounAfter(words[i + 2])) continue;
      if (!followsObjectTaker(words[i - 1]) && !startsPossessedSubject(words, i)) continue;
      const they = words[i] as TaggedWord;
      const re = words[i + 1] as TaggedWord;
      issues.push({
        offset: they.start,
        length: re.end - they.start,
        message: "'They're' means 'they are'; the possessive is 'their'.",
        category: 'grammar',
        rule: RULE,
        replacements: [matchCase(they.text, 'their')],
        confidence: 0.85,
        source: 'rule',
      });
    }
  }
  return issues;
}
