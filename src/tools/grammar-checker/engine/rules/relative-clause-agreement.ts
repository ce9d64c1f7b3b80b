import { type Issue } from '../types';
import { matchCase } from './make-issue';
import { tagSentences, type TaggedWord } from './tag-words';
import { type GrammaticalNumber, readNounNumber, readVerbNumber } from './read-grammatical-number';
import { findBaseForm, findThirdSingular, isKnownBase, isThirdSingular } from './verb-lexicon';
// Group nouns take either verb ("the team who are"); "one of the people who is/are" is disputed.
const TELLING = /^(tell|remind|warn|inform|show|teach|promise|assure|convince|advise|notify|ask|persuade|say|explain)$/;
const EITHER_WAY = new Set('team staff family committee police crew class audience jury band board public group couple'.split(' '));

/** The number a verb right after "who" shows (a tagger's noun there is the verb), and its other form. */
export function readVerbAfterWho(verb: TaggedWord | undefined): { number: GrammaticalNumber; other: string } | undefined {
  if (!verb || verb.text !== verb.lower) return undefined;
  // Right after "who" only a verb can stand: the tagger's noun "lives" (life) is the verb.
  if (verb.pos === 'NOUN') {
    if (isThirdSingular(verb.lower)) return { number: 'singular', other: findBaseForm(verb.lower) ?? verb.lemma };
    return isKnownBase(verb.lower) ? { number: 'plural', other: findThirdSingular(verb.lower) } : undefined;
  }
  return readVerbNumber(verb);
}

/**
 * "The people who lives upstairs" → "live", "The girl who live next door" → "lives": the verb
 * right after "who" agrees with the noun "who" stands for.
 */
export function checkRelativeClauseAgreement(text: string): Issue[] {
  const issues: Issue[] = [];
  for (const words of tagSentences(text)) {
    for (let i = 1; i < words.length - 1; i++) {
      const pronoun = words[i]?.lower;
      if (pronoun !== 'who' && pronoun !== 'that' && pronoun !== 'which') continue;
      // "My brother, who live in Dubai,": a clause set off by a comma stands for the noun before the comma.
      const nounAt = pronoun === 'who' && words[i - 1]?.text === ',' && i >= 2 ? i - 2 : i - 1;
      const noun = words[nounAt] as TaggedWord;
      const verb = words[i + 1] as TaggedWord;
      // "the invoices that was sent": with "that"/"which" only be and have are read ("that" may also
      // open a clause: "I told the clients that was impossible", so not after a verb of telling).
      if (pronoun !== 'who' && (!/^(is|was|are|were|has|have)$/.test(verb.lower) || words.slice(Math.max(0, i - 5), i - 1).some((w) => w.pos === 'VERB' && TELLING.test(w.lemma)))) continue;
      const number = readNounNumber(noun, EITHER_WAY);
      const shown = readVerbAfterWho(verb);
      if (!number || !shown || number === shown.number) continue;
      // "people with a history of amblyopia who develop": after a preposition the noun may not be what "who" stands for.
      let left = nounAt - 1;
      while (left >= 0 && ['DET', 'ADJ', 'NUM', 'PRON'].includes(words[left]?.pos ?? '')) left -= 1;
      // "a lot of friends who lives": after a quantity's "of" the noun is the head all the same.
      const quantityOf = words[left]?.lower === 'of' && /^(lot|lots|plenty|couple|most|some|many|all|few|several|both)$/.test(words[left - 1]?.lower ?? '');
      if (left >= 0 && words[left]?.pos === 'ADP' && !quantityOf) continue;
      // "two features for importance weighting that are", "woman that have been placed": with "that"/"which"
      // a preposition or a number anywhere in the noun phrase before it means the head may be another noun.
      if (pronoun !== 'who' && words.slice(Math.max(0, i - 6), i - 1).some((w) => w.pos === 'ADP' || w.pos === 'NUM' || /^(two|three|four|several|many|both|most)$/.test(w.lower))) continue;
      // "one of the students who is": usage is split, so no fix.
      if (words.slice(Math.max(0, i - 5), i).some((w, k, span) => w.lower === 'one' && span[k + 1]?.lower === 'of')) continue;
      issues.push({
        offset: verb.start, length: verb.end - verb.start, category: 'grammar', rule: 'subject-verb-agreement', source: 'rule', confidence: 0.85,
        message: `'Who' stands for '${noun.text}' here, which is ${number}: '${shown.other}'.`, replacements: [matchCase(verb.text, shown.other)],
      });
    }
  }
  return issues;
}
