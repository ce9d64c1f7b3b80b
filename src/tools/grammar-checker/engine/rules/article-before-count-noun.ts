import { type Issue } from '../types';
import { isYouSound } from './article-sound';
import { tagSentences, type TaggedWord } from './tag-words';

// Everyday things that are only ever counted, one at a time: none has a mass use ("paper", "glass", "cake", "room",
// "time" and "light" are left out for that reason), nor is used bare after a verb in a set phrase ("go to bed", "take
// place", "by bus", "on foot", "at home"). A singular of these as a bare object always lacks its article.
const COUNT_ONLY = new Set(
  `umbrella torch flashlight pen pencil charger towel ladder spoon fork knife plate bowl mug bottle notebook calculator laptop
  blanket pillow raincoat tent jacket coat scarf helmet ruler stapler backpack rucksack suitcase wallet purse hairdryer
  screwdriver hammer sandwich banana apple envelope stamp receipt map`.split(/\s+/),
);
// Verbs of having, bringing and handing over, whose bare singular object is a thing one carries or gets: "bring an
// umbrella", "lend me a pen", "pack a torch". Not "use", "take", "pass" (which want "the" as often as "a").
const CARRY_VERBS = new Set('bring pack lend borrow buy need want carry get grab forget find have give order'.split(' '));
const OBJECT_PRONOUNS = /^(me|him|her|us|them|you)$/;

/** Does this word end the noun phrase before it: punctuation, a conjunction, a preposition, a clause opener or the end? */
function endsPhrase(word: TaggedWord | undefined): boolean {
  return word === undefined || /^(PUNCT|CCONJ|ADP|SCONJ)$/.test(word.pos) || /^(because|when|if|before|after|so|please|too|with|for|to)$/.test(word.lower);
}

/**
 * "Could you lend me umbrella?" → "lend me an umbrella", "Please bring umbrella, because…", "pack torch and spare
 * batteries" → "a torch": a singular count noun as the bare object of a verb of carrying or getting (after its person
 * object, if any) needs an article. Only nouns that are never mass, only where the noun ends its phrase (not "torch
 * batteries", "umbrella stand"), and only in lower case (not a name or title).
 */
export function checkArticleBeforeCountNoun(text: string): Issue[] {
  const issues: Issue[] = [];
  for (const words of tagSentences(text)) {
    words.forEach((noun, i) => {
      if (!COUNT_ONLY.has(noun.text) || !endsPhrase(words[i + 1])) return;
      let v = i - 1;
      if (OBJECT_PRONOUNS.test(words[v]?.lower ?? '')) v -= 1;
      const verb = words[v];
      // wink may read a verb in its base form as a noun after "to" or at an imperative's start ("pack", "bring").
      if (!verb || !CARRY_VERBS.has(verb.lemma) || verb.pos === 'DET' || verb.pos === 'ADJ') return;
      if (verb.pos !== 'VERB' && verb.lower !== verb.lemma) return;
      const article = /^[aeiou]/.test(noun.lower) && !isYouSound(noun.lower) ? 'an' : 'a';
      issues.push({
        offset: noun.start, length: noun.end - noun.start, category: 'grammar', rule: 'article/missing', source: 'rule', confidence: 0.8,
        message: `'${noun.text}' is counted, one at a time: one ${verb.lemma}s '${article} ${noun.text}'.`, replacements: [`${article} ${noun.text}`],
      });
    });
  }
  return issues;
}
