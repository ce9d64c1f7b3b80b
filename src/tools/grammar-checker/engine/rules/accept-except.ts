import { type Issue } from '../types';
import { matchCase } from './make-issue';
import { tagSentences, type TaggedWord } from './tag-words';

const CLAUSE_TAKING = /^(think|hope|say|know|believe|feel|guess|suppose|expect|wish|mean|suggest|insist|hear|see|doubt|bet|reckon|ensure|make|let|demand|require|recommend|assume|predict|trust|understand|realise|realize|notice)$/;

/**
 * "The shop accepts returns on all items accept swimwear" → "except": "accept" right after the noun phrase of a
 * prepositional phrase, in a clause whose verb came before it, cannot be a verb — a preposition's object is no
 * subject — so it is "except" ("but not"). Not at the sentence's start ("In all cases accept the default").
 */
export function checkAcceptExcept(text: string): Issue[] {
  const issues: Issue[] = [];
  for (const words of tagSentences(text)) {
    words.forEach((word, i) => {
      if (word.lower !== 'accept' || word.text !== word.lower) return;
      if (followsWholeSet(words, i) || followsWholeSetObject(words, i)) {
        issues.push(exceptIssue(word));
        return;
      }
      // The noun phrase before it, back to its preposition.
      let k = i - 1;
      if (words[k]?.pos !== 'NOUN') return;
      while (k >= 0 && (/^(NOUN|ADJ|NUM|DET)$/.test(words[k]!.pos) || /^(my|your|his|her|its|our|their)$/.test(words[k]!.lower))) k -= 1;
      if (words[k]?.lower === 'of' && /^(all|most|some|any|none|each)$/.test(words[k - 1]?.lower ?? '')) k -= 2;
      const preposition = words[k];
      if (!preposition || preposition.pos !== 'ADP' || preposition.lower === 'like') return;
      // The clause's own verb comes before the phrase, with no clause opener between.
      let verbBefore = false;
      for (let j = k - 1; j >= 0; j--) {
        const w = words[j] as TaggedWord;
        if (w.pos === 'PUNCT' || /^(that|which|who|and|but|or|because|if|when|while)$/.test(w.lower)) break;
        if (w.pos === 'VERB' || w.pos === 'AUX') {
          // "I hope the members of the board accept": after a verb that takes a clause, a new subject may start.
          verbBefore = !CLAUSE_TAKING.test(w.lemma) && !CLAUSE_TAKING.test(w.lower);
          break;
        }
      }
      if (!verbBefore) return;
      issues.push(exceptIssue(word));
    });
  }
  return issues;
}

function exceptIssue(word: TaggedWord): Issue {
  return {
    offset: word.start, length: word.end - word.start, category: 'grammar', rule: 'confusable/accept-except', source: 'rule', confidence: 0.8,
    message: "'Except' means 'but not'; 'accept' means 'take' or 'agree to'.", replacements: [matchCase(word.text, 'except')],
  };
}

/**
 * "All the members voted in favour, accept the treasurer." → "except": after a comma, "accept" + a short noun phrase
 * that ends the sentence leaves out one of a whole set the clause before named ("all", "every", "everyone", "none",
 * "nobody"…). Not in an imperative list ("Sign all the forms, accept the offer."): the sentence must not open on a
 * plain verb, nor a subject pronoun stand before "accept" ("…, we accept the terms").
 */
function followsWholeSet(words: TaggedWord[], i: number): boolean {
  if (words[i - 1]?.text !== ',') return false;
  const before = words.slice(0, i - 1);
  const first = before[0];
  if (!first || (first.pos === 'VERB' && first.lemma === first.lower.toLowerCase()) || /^(please|just)$/.test(first.lower)) return false;
  if (!before.some((w) => /^(all|every|everyone|everybody|everything|each|none|nobody|nothing|no|always|whole|entire)$/.test(w.lower))) return false;
  if (!before.some((w) => w.pos === 'VERB' || w.pos === 'AUX')) return false;
  let k = i + 1;
  if (/^(the|a|an|my|your|his|her|our|their|this|that|for|on|in|at)$/.test(words[k]?.lower ?? '')) k += 1;
  const start = k;
  while (k < words.length && /^(NOUN|PROPN|ADJ|NUM)$/.test(words[k]!.pos) && k < start + 3) k += 1;
  return k > start && (k === words.length || /^[.!?]$/.test(words[k]!.text));
}

const WHOLE_SET = /^(all|every|everyone|everybody|everything|each|none|nobody|nothing)$/;

/**
 * "Everyone passed the driving test accept my cousin" → "except": with no comma, "accept" right after the object of
 * a finite verb, in a clause whose subject is a whole set, and before a short noun phrase that closes the clause. Not
 * "All the kids who finished their homework accept the rules" (a relative clause: "accept" is the main verb), not
 * "Everyone must accept the rules" (no object before it).
 */
function followsWholeSetObject(words: TaggedWord[], i: number): boolean {
  if (!/^(NOUN|PROPN)$/.test(words[i - 1]?.pos ?? '')) return false;
  let k = i - 1;
  while (k >= 0 && (/^(NOUN|PROPN|ADJ|NUM|DET)$/.test(words[k]!.pos) || /^(my|your|his|her|its|our|their)$/.test(words[k]!.lower))) k -= 1;
  const verb = words[k];
  if (!verb || verb.pos !== 'VERB' || verb.lemma === verb.lower) return false;
  const before = words.slice(0, k);
  if (!before.some((w) => WHOLE_SET.test(w.lower)) || before.some((w) => w.pos === 'PUNCT' || /^(who|that|which|whom|whose)$/.test(w.lower))) return false;
  let m = i + 1;
  if (/^(DET)$/.test(words[m]?.pos ?? '') || /^(my|your|his|her|our|their)$/.test(words[m]?.lower ?? '')) m += 1;
  const start = m;
  while (m < words.length && /^(NOUN|PROPN|ADJ|NUM)$/.test(words[m]!.pos) && m < start + 3) m += 1;
  return m > start && (m === words.length || words[m]!.pos === 'PUNCT' || /^(who|whose)$/.test(words[m]!.lower));
}
