import { type Issue } from '../types';
import { isYouSound } from './article-sound';
import { tagSentences, type TaggedWord } from './tag-words';

// Everyday things that are only ever counted, one at a time: none has a mass use ("paper", "glass", "cake", "room",
// "time", "light" are left out for that reason, and "phone", a service in "we have phone and internet"), nor is used
// bare after a verb in a set phrase ("go to bed", "take place", "by bus", "on foot", "at home"), nor often as a
// modifier ("car and bike parking"). A singular of these as a bare object always lacks its article.
const COUNT_ONLY = new Set(
  `umbrella torch flashlight pen pencil charger towel ladder spoon fork knife plate bowl mug bottle notebook calculator laptop
  blanket pillow raincoat tent jacket coat scarf helmet ruler stapler backpack rucksack suitcase wallet purse hairdryer
  screwdriver hammer sandwich banana apple envelope stamp receipt map accident mistake question idea`.split(/\s+/),
);
// Verbs of having, bringing and handing over, whose bare singular object is a thing one carries or gets: "bring an
// umbrella", "lend me a pen", "pack a torch". Not "use", "take", "pass" (which want "the" as often as "a").
const CARRY_VERBS = new Set('bring pack lend borrow buy need want carry get grab forget find have give order see make ask'.split(' '));
// "It's great umbrella", "This is common mistake": after "is/was" and an adjective, a singular count noun needs "a".
const BE_SINGULAR = /^(is|was|'s)$/;
const OBJECT_PRONOUNS = /^(me|him|her|us|them|you)$/;

/** Does this word end the noun phrase before it: punctuation, a conjunction, a preposition, a clause opener or the end? */
function endsPhrase(word: TaggedWord | undefined): boolean {
  return word === undefined || /^(PUNCT|CCONJ|ADP|SCONJ)$/.test(word.pos) || /^(because|when|if|before|after|so|please|too|with|for|to)$/.test(word.lower);
}

/**
 * "Could you lend me umbrella?" → "lend me an umbrella", "Please bring umbrella, because…", "pack torch and spare
 * batteries" → "a torch", "It's great phone for the price" → "a great phone": a singular count noun as the bare object
 * of a verb of carrying or getting (after its person object, if any), or after "is/was" and an adjective, needs an
 * article. Only nouns that are never mass, only where the noun ends its phrase (not "torch
 * batteries", "umbrella stand"), and only in lower case (not a name or title).
 */
export function checkArticleBeforeCountNoun(text: string): Issue[] {
  const issues: Issue[] = [];
  for (const words of tagSentences(text)) {
    words.forEach((noun, i) => {
      // "I had to buy new one": "one" standing for a counted noun after an adjective takes "a" as the noun would
      // ("the last one", "the only one", "another one" are no bare adjective and "one").
      const adjectiveOne = noun.text === 'one' && words[i - 1]?.pos === 'ADJ' && !/^(last|next|first|only|same|other|right|wrong|little|single)$/.test(words[i - 1]?.lower ?? '');
      if ((!COUNT_ONLY.has(noun.text) && !adjectiveOne) || !endsPhrase(words[i + 1])) return;
      // "tent and caravan pitches": a noun pair after "and/or" shows the first noun is a modifier of the last.
      if (words[i + 1]?.pos === 'CCONJ' && words[i + 2]?.pos === 'NOUN' && words[i + 3]?.pos === 'NOUN') return;
      let v = i - 1;
      let adjectives = 0;
      while (words[v]?.pos === 'ADJ' && words[v]?.text === words[v]?.lower && adjectives < 2) {
        v -= 1;
        adjectives += 1;
      }
      // "'s" is "is" only after a pronoun ("it's great phone"), a possessive after a noun ("the shop's new phone").
      const be = words[v];
      const isBe = be !== undefined && BE_SINGULAR.test(be.lower) && (be.lower !== "'s" || /^(it|that|this|he|she)$/.test(words[v - 1]?.lower ?? ''));
      if (adjectives > 0 && isBe && !/^(there|what|which|who)$/.test(words[v - 1]?.lower ?? '')) {
        issues.push(makeIssue(words[v + 1] as TaggedWord, noun, 'is'));
        return;
      }
      if (adjectives > 0 && !adjectiveOne) return;
      if (OBJECT_PRONOUNS.test(words[v]?.lower ?? '')) v -= 1;
      const verb = words[v];
      // wink may read a verb in its base form as a noun after "to" or at an imperative's start ("pack", "bring").
      if (!verb || !CARRY_VERBS.has(verb.lemma) || verb.pos === 'DET' || verb.pos === 'ADJ') return;
      if (verb.pos !== 'VERB' && verb.lower !== verb.lemma) return;
      issues.push(makeIssue(words[v + 1 + (OBJECT_PRONOUNS.test(words[v + 1]?.lower ?? '') ? 1 : 0)] as TaggedWord, noun, verb.lemma));
    });
  }
  return issues;
}

/** "a"/"an" inserted before `first` (the noun, or the adjective before it). */
function makeIssue(first: TaggedWord, noun: TaggedWord, verb: string): Issue {
  const article = (/^[aeiou]/.test(first.lower) && !isYouSound(first.lower)) || /^(hour|honest|honou?r|heir)/.test(first.lower) ? 'an' : 'a';
  return {
    offset: first.start, length: first.end - first.start, category: 'grammar', rule: 'article/missing', source: 'rule', confidence: 0.8,
    message: `'${noun.text}' is counted, one at a time: it takes an article ('${verb} ${article} …').`, replacements: [`${article} ${first.text}`],
  };
}
