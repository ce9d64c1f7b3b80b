import { type Issue } from '../types';
import { matchCase } from './make-issue';
import { tagSentences, type TaggedWord } from './tag-words';

const POSSESSIVES = /^(the|my|your|his|her|our|their|this|that)$/;
const WEATHER = /^(raining|snowing|cold|hot|windy|sunny|cloudy|late|early|important|necessary|possible|impossible|difficult|easy|hard|nice|true|obvious)$/;

function issue(from: TaggedWord, to: TaggedWord, replacement: string, rule: string, message: string): Issue {
  return { offset: from.start, length: to.end - from.start, category: 'grammar', rule, source: 'rule', confidence: 0.8, message, replacements: [replacement] };
}

/** "My brother he lives in Rome" → "My brother lives": a pronoun repeating the noun subject just before it. */
function findDoubledSubject(words: TaggedWord[]): Issue | undefined {
  if (!POSSESSIVES.test(words[0]?.lower ?? '')) return undefined;
  let k = 1;
  while (words[k]?.pos === 'ADJ') k += 1;
  const noun = words[k];
  const pronoun = words[k + 1];
  // "Our landlord he never answers": a frequency adverb may stand between the pronoun and its verb.
  const adverb = /^(never|always|often|usually|sometimes|rarely|seldom|also|still|really|just)$/.test(words[k + 2]?.lower ?? '') ? 1 : 0;
  const verb = words[k + 2 + adverb];
  if (!noun || !pronoun || !verb || noun.pos !== 'NOUN' || !/^(he|she|they|it)$/.test(pronoun.text)) return undefined;
  if (verb.pos !== 'VERB' && verb.pos !== 'AUX') return undefined;
  // "The day he left", "the way she sings": a time or manner noun opens a clause without "that".
  if (/^(day|time|way|moment|year|night|week|reason|place|thing|one|person|man|woman|people|book|film|movie|car|house|money)$/.test(noun.lemma)) return undefined;
  const plural = noun.lower !== noun.lemma && noun.lower.endsWith('s');
  if ((pronoun.text === 'they') !== plural) return undefined;
  // The pronoun's verb must end the subject's clause: "My brother he lives in Rome" but not "The teacher he trusted left".
  if (words.slice(k + 3 + adverb).some((w) => w.pos === 'AUX' || (w.pos === 'VERB' && w.lower !== w.lemma && !/ing$/.test(w.lower)))) return undefined;
  return issue(pronoun, pronoun, '', 'sentence-structure/double-subject', `'${pronoun.text}' repeats the subject '${noun.text}': leave it out.`);
}

/** "Is raining again" → "It is raining again": an English sentence needs its subject, even an empty "it". */
function findMissingIt(words: TaggedWord[]): Issue | undefined {
  const [be, next] = words;
  if (!be || !next || !/^(Is|Was)$/.test(be.text) || !WEATHER.test(next.lower) || words.at(-1)?.text === '?') return undefined;
  return issue(be, be, `It ${be.lower}`, 'sentence-structure/missing-subject', "The sentence needs a subject: 'It is…'.");
}

/** "In my town there have many parks" → "there are": "there" + a quantity takes "be", not "have". */
function findThereHave(words: TaggedWord[]): Issue[] {
  const found: Issue[] = [];
  words.forEach((word, i) => {
    const have = words[i + 1];
    const quantity = words[i + 2];
    if (word.lower !== 'there' || !have || !quantity || !/^(have|has)$/.test(have.lower)) return;
    if (!/^(many|much|several|some|no|lots|plenty|a|an|two|three|four|five|ten)$/.test(quantity.lower) && quantity.pos !== 'NUM') return;
    // "there has been", "there have always been": the perfect of "there is" is right.
    if (words.slice(i + 2, i + 4).some((w) => w.lower === 'been')) return;
    const plural = have.lower === 'have';
    found.push(issue(have, have, plural ? 'are' : 'is', 'there-is-agreement', `'There' + a quantity takes 'be': 'there ${plural ? 'are' : 'is'}'.`));
  });
  return found;
}

/** "The movie what we saw" → "The movie that we saw": "what" is no relative pronoun after a noun. */
function findWhatAsRelative(words: TaggedWord[]): Issue | undefined {
  if (!/^(the|my|your|his|her|our|their)$/.test(words[0]?.lower ?? '')) return undefined;
  let k = 1;
  while (words[k]?.pos === 'ADJ') k += 1;
  const noun = words[k];
  const what = words[k + 1];
  const subject = words[k + 2];
  if (!noun || noun.pos !== 'NOUN' || what?.lower !== 'what' || !subject || !/^(i|you|he|she|we|they)$/.test(subject.lower)) return undefined;
  return issue(what, what, 'that', 'sentence-structure/relative-what', "After a noun, a relative clause starts with 'that' or 'which', not 'what'.");
}

/**
 * Sentence shapes learners carry over from other languages: a doubled subject, a missing "it",
 * "there have", and "what" as a relative pronoun. Each is read from wink-nlp's tags at the start
 * of the sentence, where the shape is unambiguous.
 */
export function checkSentenceStructure(text: string): Issue[] {
  const issues: Issue[] = [];
  for (const words of tagSentences(text)) {
    for (const found of [findDoubledSubject(words), findMissingIt(words), findWhatAsRelative(words), ...findThereHave(words)]) {
      if (found) issues.push({ ...found, replacements: found.replacements.map((r) => matchCase(text.slice(found.offset, found.offset + found.length), r)) });
    }
  }
  return issues;
}
