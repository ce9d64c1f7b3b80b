import { type Issue } from '../types';
import { findBaseOfIng } from './verb-lexicon';
import { tagSentences, type TaggedWord } from './tag-words';

const OBJECT_PRONOUNS = /^(me|you|him|her|it|us|them)$/;
const DETERMINERS = /^(the|a|an|my|your|his|her|its|our|their|this|that|these|those)$/;

/** The plain verb of an -ing form: the lexicon's, else the tagger's lemma when the -ing form is built on it ("cooling" → "cool"). */
function readBaseOfIng(word: TaggedWord): string | undefined {
  const known = findBaseOfIng(word.lower);
  if (known) return known;
  if (!/ing$/.test(word.lower) || word.pos !== 'VERB' || word.lemma === word.lower) return undefined;
  const stem = word.lower.slice(0, -3);
  return [stem, `${stem}e`, stem.replace(/(\p{Ll})\1$/u, '$1')].includes(word.lemma) ? word.lemma : undefined;
}

/** The index after "let"'s object: a pronoun, or a determiner + up to two words ending in a noun. */
function skipObject(words: TaggedWord[], k: number): number | undefined {
  if (OBJECT_PRONOUNS.test(words[k]?.lower ?? '')) return k + 1;
  if (!DETERMINERS.test(words[k]?.lower ?? '')) return undefined;
  for (let m = k + 1; m <= k + 3; m++) {
    const word = words[m];
    if (!word || !/^(NOUN|ADJ|PROPN)$/.test(word.pos)) return undefined;
    if (/^(NOUN|PROPN)$/.test(word.pos) && !/^(NOUN|PROPN)$/.test(words[m + 1]?.pos ?? '')) return m + 1;
  }
  return undefined;
}

/**
 * "then let them cooling on a rack" → "let them cool": "let" takes its object and a plain verb, never an -ing form
 * (unlike "keep them waiting", "see them leaving", "have them waiting", which are left alone: only "let" is read).
 */
export function checkLetObjectIng(text: string): Issue[] {
  const issues: Issue[] = [];
  for (const words of tagSentences(text)) {
    words.forEach((word, i) => {
      if (!/^(let|lets|letting)$/.test(word.lower)) return;
      const k = skipObject(words, i + 1);
      const verb = k === undefined ? undefined : words[k];
      if (!verb || verb.text !== verb.lower) return;
      const base = readBaseOfIng(verb);
      if (!base) return;
      issues.push({
        offset: verb.start, length: verb.end - verb.start, category: 'grammar', rule: 'verb-pattern/make-let-bare', source: 'rule', confidence: 0.85,
        message: "After 'let' and its object, the plain verb follows ('let them cool').", replacements: [base],
      });
    });
  }
  return issues;
}
