import { type Issue } from '../types';
import { matchCase } from './make-issue';
import { tagSentences } from './tag-words';

// Adjectives whose preposition is fixed, and the prepositions learners put there instead that are hardly ever right
// after them ("allergic of" → "to", "aware about" → "of", "similar with" → "to"). Left out where the wrong-looking one
// has a use of its own: "allergic for years", "famous with tourists", "different with her", "tired from work", "my hands
// full with children".
const FIXED: Record<string, [string, RegExp]> = {
  allergic: ['to', /^(of|from|with)$/],
  proud: ['of', /^(on)$/],
  similar: ['to', /^(with)$/],
  different: ['from', /^(of)$/],
  keen: ['on', /^(of)$/],
  fond: ['of', /^(to|with|about|on)$/],
  aware: ['of', /^(about|on)$/],
  famous: ['for', /^(of)$/],
  jealous: ['of', /^(on)$/],
  addicted: ['to', /^(of|with|on)$/],
  accustomed: ['to', /^(with|of)$/],
  satisfied: ['with', /^(of|from)$/],
  excited: ['about', /^(on|of)$/],
  worried: ['about', /^(of|on)$/],
  scared: ['of', /^(from)$/],
  terrified: ['of', /^(from)$/],
  frightened: ['of', /^(from)$/],
  ashamed: ['of', /^(from)$/],
};

/**
 * "I'm not familiar to the new software" → "familiar with": a thing is familiar to a person, so with "I" or "we" as the
 * subject of "be familiar" the thing known comes after "with". Only a first-person subject right before the verb (with
 * adverbs between: "I'm still not very familiar to"), and only before a noun phrase or an -ing form that is not a
 * person's pronoun or "everyone": "I'm familiar to you" and "We are familiar to most regulars" stay.
 */
function isFirstPersonFamiliar(words: ReturnType<typeof tagSentences>[number], i: number): boolean {
  const isAdverb = (w: (typeof words)[number] | undefined) => w !== undefined && (w.pos === 'ADV' || /^(not|n't)$/.test(w.lower));
  let k = i - 1;
  while (k >= 0 && isAdverb(words[k]) && i - k < 6) k -= 1;
  // wink keeps "I'm" and "we're" as one token.
  if (/^(i'm|we're)$/.test(words[k]?.lower ?? '')) return familiarObject(words, i);
  if (!/^(am|'m|are|'re|was|were|be|been|become|became|get|got|feel|felt)$/.test(words[k]?.lower ?? '')) return false;
  let s = k - 1;
  while (s >= 0 && (isAdverb(words[s]) || words[s]?.pos === 'AUX') && k - s < 4) s -= 1;
  if (!/^(i|we)$/.test(words[s]?.lower ?? '')) return false;
  return familiarObject(words, i);
}

/** The thing known after "familiar to": a noun phrase or an -ing form, not a person's pronoun or "everyone". */
function familiarObject(words: ReturnType<typeof tagSentences>[number], i: number): boolean {
  const object = words[i + 2];
  if (!object || /^(me|you|him|her|us|them|everyone|everybody|anyone|anybody|people|most|many|all|some)$/.test(object.lower)) return false;
  return /^(DET|NOUN|ADJ)$/.test(object.pos) || (object.pos === 'PRON' && /^(my|our|your|this|that|these|those)$/.test(object.lower)) || (object.pos === 'VERB' && /ing$/.test(object.lower));
}

/**
 * "We are so proud for our daughter" → "proud of": "proud for" + an owner's word and a noun is "proud of". Not "too
 * proud for his own good", "proud for his age", "proud for years"; "proud for you" is left alone (heard as "happy for
 * you").
 */
function isProudForPerson(words: ReturnType<typeof tagSentences>[number], i: number): boolean {
  if (words[i]?.lower !== 'proud' || words[i + 1]?.lower !== 'for' || /^(too|enough)$/.test(words[i - 1]?.lower ?? '')) return false;
  const owner = words[i + 2];
  if (!owner || !/^(my|your|his|her|our|their)$/.test(owner.lower)) return false;
  let k = i + 3;
  while (words[k]?.pos === 'ADJ' && k < i + 5) k += 1;
  const noun = words[k];
  return noun !== undefined && noun.pos === 'NOUN' && !/^(own|age|sake|size|good|part|taste|liking|years?|time)$/.test(noun.lower);
}

/**
 * "The patient is allergic of penicillin" → "allergic to": an adjective whose preposition is fixed, followed by one
 * learners put in its place, before what it is about (a noun phrase, a pronoun or an -ing form).
 */
export function checkAdjectivePrepositions(text: string): Issue[] {
  const issues: Issue[] = [];
  for (const words of tagSentences(text)) {
    words.forEach((adjective, i) => {
      const preposition0 = words[i + 1];
      if (adjective.lower === 'familiar' && preposition0?.lower === 'to' && isFirstPersonFamiliar(words, i)) {
        issues.push({
          offset: preposition0.start, length: preposition0.end - preposition0.start, category: 'grammar', rule: 'preposition-usage', source: 'rule', confidence: 0.8,
          message: "One is familiar 'with' something; a thing is familiar 'to' a person.", replacements: [matchCase(preposition0.text, 'with')],
        });
        return;
      }
      if (isProudForPerson(words, i) && preposition0) {
        issues.push({
          offset: preposition0.start, length: preposition0.end - preposition0.start, category: 'grammar', rule: 'preposition-usage', source: 'rule', confidence: 0.8,
          message: "One is proud 'of' someone.", replacements: [matchCase(preposition0.text, 'of')],
        });
        return;
      }
      const entry = FIXED[adjective.lower];
      const preposition = words[i + 1];
      if (!entry || !preposition || !entry[1].test(preposition.lower) || preposition.start !== adjective.end + 1) return;
      const object = words[i + 2];
      // "similar with respect to", "full with a smile": only before what the adjective is about.
      if (!object || !/^(DET|NOUN|PROPN|PRON|ADJ|NUM|VERB)$/.test(object.pos) || /^(respect|regard)$/.test(words[i + 3]?.lower ?? '') || /^(respect|regard)$/.test(object.lower)) return;
      if (object.pos === 'VERB' && !/ing$/.test(object.lower)) return;
      issues.push({
        offset: preposition.start, length: preposition.end - preposition.start, category: 'grammar', rule: 'preposition-usage', source: 'rule', confidence: 0.8,
        message: `The preposition after '${adjective.text}' is '${entry[0]}'.`, replacements: [matchCase(preposition.text, entry[0])],
      });
    });
  }
  return issues;
}
