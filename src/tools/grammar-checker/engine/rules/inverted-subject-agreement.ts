import { type Issue } from '../types';
import { matchCase } from './make-issue';
import { findSingular } from './nouns';
import { tagSentences, type TaggedWord } from './tag-words';
import { isKnownBase } from './verb-lexicon';

/*
 * The verb agrees with a subject that comes after it: in a question with "does" ("Does the new printer
 * drivers support…" → "Do"), after "Here comes" ("Here come the results") and after a place phrase
 * put first ("On the shelf sit two jars"). The general subject rules read left to right and miss these.
 */

const PLACE_OPENERS = /^(on|in|at|under|behind|beside|above|below|near|inside|outside|among|between|along|across|beneath|opposite)$/;
const PLACE_VERBS: Record<string, string> = { was: 'were', is: 'are', sits: 'sit', stands: 'stand', lies: 'lie', hangs: 'hang', remains: 'remain' };
const PLURAL_QUANTITIES = /^(a few|two|three|four|five|six|seven|eight|nine|ten|several|many|dozens|hundreds|lots|numerous|some)$/;
const PLURAL_WORD = (word: TaggedWord) => word.pos === 'NOUN' && (findSingular(word.lower) !== undefined || (/[^s]s$/.test(word.lower) && word.lemma !== word.lower));

function issue(word: TaggedWord, replacement: string, message: string): Issue {
  return { offset: word.start, length: word.end - word.start, category: 'grammar', rule: 'subject-verb-agreement', source: 'rule', confidence: 0.8, message, replacements: [matchCase(word.text, replacement)] };
}

/** "Does the new printer drivers support…": the subject's head is the last noun before the bare verb. */
function findDoesWithPlural(words: TaggedWord[]): Issue | undefined {
  const does = words[0];
  if (!/^(does|has)$/.test(does?.lower ?? '') || !/^(the|these|those|my|your|our|their|his|her|all)$/.test(words[1]?.lower ?? '')) return undefined;
  if (does!.lower === 'has') return findHasWithPlural(words);
  // The noun phrase runs over nouns and adjectives; the tagger may read the bare verb as one more noun
  // ("drivers support Windows"), so the verb is the word after the run or, failing that, its last word.
  let end = 2;
  while (end < words.length && (words[end]!.pos === 'NOUN' || words[end]!.pos === 'ADJ')) end += 1;
  const after = words[end];
  const [head, verb] = after && after.pos === 'VERB' && isKnownBase(after.lower) ? [words[end - 1], after] : end - 2 >= 2 && isKnownBase(words[end - 1]!.lower) ? [words[end - 2], words[end - 1]] : [];
  if (head && verb && head.pos === 'NOUN' && PLURAL_WORD(head)) return issue(does!, 'do', `'${head.text}' is plural: 'Do … ${head.text} ${verb.text}'.`);
  // "Does the boxes for the school fair need…": a plural head before a short place or purpose phrase.
  const plural = words[end - 1];
  if (!plural || plural.pos !== 'NOUN' || !PLURAL_WORD(plural) || !/^(for|of|in|on|at|from|with|near)$/.test(after?.lower ?? '')) return undefined;
  for (let k = end + 1; k < Math.min(words.length, end + 6); k++) {
    const word = words[k]!;
    if (word.pos === 'PUNCT' || word.pos === 'AUX') return undefined;
    if (k > end + 1 && isKnownBase(word.lower) && (word.pos === 'VERB' || words[k + 1]?.pos === 'PART' || words[k + 1]?.pos === 'DET')) {
      return issue(does!, 'do', `'${plural.text}' is plural: 'Do … ${plural.text} … ${word.text}'.`);
    }
  }
  return undefined;
  return undefined;
}

/** "Has the new tenants upstairs been told…" → "Have": a plural head before "been" or a participle. */
function findHasWithPlural(words: TaggedWord[]): Issue | undefined {
  const has = words[0]!;
  for (let k = 2; k < Math.min(words.length, 8); k++) {
    const word = words[k]!;
    if (word.pos === 'PUNCT' || word.pos === 'AUX' && word.lower !== 'been') return undefined;
    if (word.lower === 'been' || (word.pos === 'VERB' && /(ed|en)$/.test(word.lower))) {
      // "upstairs", "next door": places the tagger reads as nouns, after the head.
      const nouns = words.slice(2, k).filter((w) => w.pos === 'NOUN' && !/^(upstairs|downstairs|outside|inside|abroad|nearby|overseas)$/.test(w.lower));
      const head = nouns.at(-1);
      // The first noun run decides: "Has the team of players been…" keeps "has" ("of" starts a phrase).
      if (!head || words.slice(2, k).some((w) => w.pos === 'ADP') || !PLURAL_WORD(head)) return undefined;
      return issue(has, 'have', `'${head.text}' is plural: 'Have … ${head.text} ${word.text}'.`);
    }
  }
  return undefined;
}

/** "Here comes the results" → "Here come". */
function findHereComes(words: TaggedWord[]): Issue | undefined {
  if (!/^(here|there)$/.test(words[0]?.lower ?? '') || !/^(comes|goes)$/.test(words[1]?.lower ?? '')) return undefined;
  const article = words[2];
  const noun = words.slice(3, 6).find((word) => word.pos === 'NOUN');
  if (!article || !/^(the|my|our|your|their|these|those|all)$/.test(article.lower) || !noun || !PLURAL_WORD(noun)) return undefined;
  // The noun must close the subject: "the results of the survey", not "the head of sales".
  const verb = words[1]!;
  return issue(verb, verb.lower === 'comes' ? 'come' : 'go', `The subject '${noun.text}' is plural: '${verb.lower === 'comes' ? 'come' : 'go'}'.`);
}

/** "On the kitchen counter was a few plates" → "were"; "On the top shelf sits two jars" → "sit". */
function findPlaceFirst(words: TaggedWord[]): Issue | undefined {
  if (!PLACE_OPENERS.test(words[0]?.lower ?? '')) return undefined;
  for (let i = 1; i < Math.min(words.length - 2, 10); i++) {
    const verb = words[i]!;
    if (verb.pos === 'PUNCT') return undefined;
    const plural = PLACE_VERBS[verb.lower];
    if (!plural) continue;
    // The place phrase before it holds only its own words: no subject of its own ("In May, the office is…").
    if (words.slice(1, i).some((word) => word.pos === 'PRON' || word.pos === 'VERB' || word.pos === 'AUX')) return undefined;
    const quantity = words[i + 1]!.lower === 'a' ? `a ${words[i + 2]!.lower}` : words[i + 1]!.lower;
    if (!PLURAL_QUANTITIES.test(quantity) && !isPluralNounPhrase(words, i + 1)) return undefined;
    return issue(verb, plural, `The subject after the verb is plural: '${plural}'.`);
  }
  return undefined;
}

/** "the spare keyboards and…": a determiner, adjectives, then a plural noun that ends the phrase. */
function isPluralNounPhrase(words: TaggedWord[], from: number): boolean {
  if (!/^(the|my|our|your|his|her|their|these|those)$/.test(words[from]?.lower ?? '')) return false;
  let k = from + 1;
  while (words[k]?.pos === 'ADJ') k += 1;
  const noun = words[k];
  return noun !== undefined && noun.pos === 'NOUN' && PLURAL_WORD(noun) && words[k + 1]?.pos !== 'NOUN' && words[k + 1]?.lower !== 'of';
}

/** Agreement with a subject that follows its verb. */
export function checkInvertedSubjectAgreement(text: string): Issue[] {
  const issues: Issue[] = [];
  for (const words of tagSentences(text)) {
    for (const found of [findDoesWithPlural(words), findHereComes(words), findPlaceFirst(words)]) if (found) issues.push(found);
  }
  return issues;
}
