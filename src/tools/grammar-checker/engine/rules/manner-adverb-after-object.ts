import { type Issue } from '../types';
import { pickAdverbSpellings } from './adverb-spellings';
import { matchCase } from './make-issue';
import { tagSentences, type TaggedWord } from './tag-words';

// Adjectives that say how something is done and hardly ever describe an object after its verb ("answered the questions
// honest" is "honestly"). Left out: those that often do ("painted it white", "keep it warm", "take it easy", "got it
// right", "play it loud"), and feelings a person may be in while acting ("she left the room angry").
const MANNER = pickAdverbSpellings(
  'honest slow quick careful careless polite rude patient immediate sudden rapid efficient accurate fluent frequent regular gentle confident professional proper calm brief instant neat smooth serious correct beautiful thorough secure safe silent clever bad terrible awful quiet easy perfect',
);
// Verbs that may put an adjective after their object ("found the room quiet", "keep it safe", "likes her tea weak",
// "cut the meeting short", "saw him nervous"), linking verbs, and those of a fixed phrase ("take it easy").
const COMPLEMENT_VERBS = new Set(
  `be seem look feel become get stay remain sound smell taste appear grow turn keep prove go come fall make find consider leave hold
  stand sit lie rest play think call paint set want like need prefer have wish serve eat drink cut wash wipe pack fold boil fry cook
  brew push pull judge deem declare rate believe imagine hate love name dye colour color sweep scrub polish shave tie stretch store
  roast freeze slice chop buy sell bake render drive mark label see watch hear catch take leave shut open break knock beat bring
  send return like enjoy pronounce certify report confirm assume presume suppose think`.split(/\s+/),
);
const INTENSIFIERS = /^(very|really|so|too|extremely|quite|pretty|rather|fairly)$/;
// Not "something", "anything": an adjective after them describes them ("create something beautiful").
const OBJECT_PRONOUNS = /^(it|them|him|her|me|us|you)$/;

/** The index after the verb's object (a pronoun, or a noun phrase with its possessives), or undefined when none follows. */
function skipObject(words: TaggedWord[], from: number): number | undefined {
  const first = words[from];
  if (!first) return undefined;
  // "her methodology": "her" before a noun is the possessive, not the object pronoun.
  const ownerHer = first.lower === 'her' && (words[from + 1]?.pos === 'NOUN' || (words[from + 1]?.pos === 'ADJ' && !MANNER[words[from + 1]!.lower]));
  if (first.pos === 'PRON' && OBJECT_PRONOUNS.test(first.lower) && !ownerHer) return from + 1;
  let k = from;
  if (first.pos === 'DET' || /^(my|your|his|her|our|their|its)$/.test(first.lower)) k += 1;
  const start = k;
  // "the interviewer's questions", "the new lab reports".
  while (k < words.length && (['NOUN', 'PROPN', 'NUM'].includes(words[k]!.pos) || (words[k]!.pos === 'ADJ' && !MANNER[words[k]!.lower]) || words[k]!.lower === "'s") && k - start < 6) k += 1;
  if (k === start || words[k - 1]?.pos !== 'NOUN') return undefined;
  return k;
}

/**
 * "She answered the interviewer's questions honest" → "honestly", "Add the acid slow and stir" → "slowly", "to shape
 * the loaves very quick after a few weeks" → "quickly": after an action verb and its object, a manner adjective that
 * ends the clause (punctuation, a conjunction, a preposition or a clause opener follows) says how the action was done.
 * Not after verbs whose object may take an adjective ("found the room quiet", "keep it safe"), nor in a passive.
 */
export function checkMannerAdverbAfterObject(text: string): Issue[] {
  const issues: Issue[] = [];
  for (const words of tagSentences(text)) {
    words.forEach((verb, v) => {
      if (verb.pos !== 'VERB' || COMPLEMENT_VERBS.has(verb.lemma) || COMPLEMENT_VERBS.has(verb.lower)) return;
      // "was answered", "a well-read person": a passive or a compound's participle is no action with an object.
      if (/^(be|is|am|are|was|were|been|being|get|got)$/.test(words[v - 1]?.lower ?? '') || words[v - 1]?.pos === 'DET' || text[verb.start - 1] === '-') return;
      let k = skipObject(words, v + 1);
      if (k === undefined) return;
      if (INTENSIFIERS.test(words[k]?.lower ?? '')) k += 1;
      const adjective = words[k];
      const adverb = adjective ? MANNER[adjective.lower] : undefined;
      if (!adjective || !adverb || adjective.pos !== 'ADJ' || adjective.text !== adjective.lower) return;
      const after = words[k + 1];
      // The clause ends there: no noun for the adjective to describe ("answered the questions honest people ask").
      if (after && !['PUNCT', 'CCONJ', 'SCONJ', 'ADP'].includes(after.pos) && !/^(when|while|if|because|before|after|until|unless|so)$/.test(after.lower)) return;
      // "with the door open", "as quick as": a comparison or a preposition's own phrase.
      if (/^(as|than|enough)$/.test(after?.lower ?? '')) return;
      issues.push({
        offset: adjective.start, length: adjective.end - adjective.start, category: 'grammar', rule: 'word-form/adverb', source: 'rule', confidence: 0.8,
        message: `'${adjective.text}' says how someone ${verb.text} something: the adverb is '${adverb}'.`, replacements: [matchCase(adjective.text, adverb)],
      });
    });
  }
  return issues;
}
