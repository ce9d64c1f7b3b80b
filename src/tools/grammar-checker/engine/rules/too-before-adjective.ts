import { type Issue } from '../types';
import { matchCase } from './make-issue';
import { isKnownBase } from './verb-lexicon';
import { tagSentences, type TaggedWord } from './tag-words';

// Words after which "to + adjective" can only mean "too": linking verbs and degree words.
const LINKING = new Set("is was are were am be been being it's that's i'm you're we're they're he's she's seems seemed seem looks looked look feels felt feel got get getting became become way far much".split(' '));

/** "crowded", "tired": an adjective, or a participle used as one (the tagger may call it a verb). */
function isAdjective(word: TaggedWord | undefined): boolean {
  if (!word) return false;
  // "The aim is to clean", "The plan was to open": words that are verbs too keep "to".
  if (isKnownBase(word.lower)) return false;
  // "loose" is a verb too (to set free), so rare that "to loose" closing a predicate is the adjective.
  if (word.pos === 'ADJ' || word.lower === 'loose') return true;
  return word.pos === 'VERB' && /ed$/.test(word.lower) && word.lemma !== word.lower;
}

// Words that are adjectives and verbs both: "was to blunt to go through" can only be "too blunt".
const VERB_ADJECTIVES = new Set('blunt clean dry warm cool slow open clear quiet calm tidy empty free smooth loose tight narrow thin weak busy dim wet'.split(' '));

/** "to blunt to go": such a word between "to" and "to" + a bare verb, where it cannot be the verb of a plan ("was to open to the public"). */
function isAdjectiveBeforeVerb(words: TaggedWord[], at: number): boolean {
  const word = words[at];
  const verb = words[at + 2];
  return word !== undefined && VERB_ADJECTIVES.has(word.lower) && words[at + 1]?.lower === 'to' && verb !== undefined && verb.pos === 'VERB' && (isKnownBase(verb.lower) || verb.lemma === verb.lower);
}

/** What may follow "too + adjective": "to + verb", "for", or the end of the clause. */
function endsTooPhrase(next: TaggedWord | undefined): boolean {
  // "was to salty again tonight": a time or frequency word closes the phrase as the clause's end does.
  // "isn't to loose or the coffee will leak": "or" joins the next clause as "and" and "but" do.
  return !next || next.pos === 'PUNCT' || /^(to|for|and|but|or|so|again|today|tonight|yesterday|now|lately|recently|sometimes|anyway)$/.test(next.lower);
}

/** "The bus was to crowded to get on" → "too crowded": "to" never stands between "be" and an adjective. */
export function checkTooBeforeAdjective(text: string): Issue[] {
  const issues: Issue[] = [];
  for (const words of tagSentences(text)) {
    for (let i = 1; i < words.length - 1; i++) {
      const to = words[i] as TaggedWord;
      const before = words[i - 1] as TaggedWord;
      // wink splits "it's" into "it" + "'s": join them back to read the linking verb.
      let linking = before.lower === "'s" || before.lower === "'re" || before.lower === "'m" ? `${words[i - 2]?.lower ?? ''}${before.lower}` : before.lower;
      // "is still to wet to touch": an adverb of time between the verb and "to".
      if (/^(still|just|simply|now|already|always)$/.test(linking) && /^(is|was|are|were|am|be|been|seems|seemed|looks|looked|feels|felt)$/.test(words[i - 2]?.lower ?? '')) linking = words[i - 2]?.lower ?? '';
      // "the lid isn't to loose": a negation between the verb and "to" (wink splits "isn't" into "is" + "n't").
      if (/^(not|n't)$/.test(linking) && /^(is|was|are|were|am|be|been|seems|seemed|looks|looked|feels|felt|ca|do|does|did)$/.test(words[i - 2]?.lower ?? '')) linking = words[i - 2]?.lower ?? '';
      if (to.lower !== 'to' || !LINKING.has(linking) || !(isAdjective(words[i + 1]) || isAdjectiveBeforeVerb(words, i + 1)) || !endsTooPhrase(words[i + 2])) continue;
      issues.push({
        offset: to.start, length: to.end - to.start, category: 'grammar', rule: 'confusable/too-to', source: 'rule', confidence: 0.85,
        message: "'Too' means 'more than enough'; 'to' is a preposition.", replacements: [matchCase(to.text, 'too')],
      });
    }
  }
  return issues;
}
