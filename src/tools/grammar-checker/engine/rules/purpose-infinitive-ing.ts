import { type Issue } from '../types';
import { matchCase } from './make-issue';
import { tagSentences, type TaggedWord } from './tag-words';
import { isKnownBase } from './verb-lexicon';
import { isRegularVerbBase } from './dictionary-classes';

// Verbs of going somewhere: after them and their place, "to" opens the purpose ("moved to Aberdeen to study").
const MOTION = /^(move|go|come|travel|return|fly|drive|walk|run|head|emigrate|relocate|cycle|ride|hurry|rush|stop|stay)$/;
// Places named without a determiner after a verb of going.
const BARE_PLACES = /^(there|here|home|abroad|overseas|upstairs|downstairs|outside|inside|town|school|university|college|work|church|bed)$/;

/** The plain verb of an -ing form, by the tagger's lemma, when the lexicon or the dictionary knows it as a verb. */
function plainVerb(word: TaggedWord): string | undefined {
  if (!/^[a-z]{3,}ing$/.test(word.text) || word.pos !== 'VERB' || word.lemma === word.lower) return undefined;
  return isKnownBase(word.lemma) || isRegularVerbBase(word.lemma) ? word.lemma : undefined;
}

/** "moved to Aberdeen", "went home", "came back to the city": a verb of going and its place end right before "to". */
function followsJourney(words: TaggedWord[], to: number): boolean {
  const place = words[to - 1];
  if (!place) return false;
  let k = to - 1;
  if (BARE_PLACES.test(place.lower)) k -= 1;
  else if (place.pos === 'PROPN' || place.pos === 'NOUN') {
    while (k > 0 && /^(PROPN|NOUN|ADJ)$/.test(words[k - 1]?.pos ?? '')) k -= 1;
    if (words[k - 1]?.pos === 'DET' || /^(my|your|his|her|our|their)$/.test(words[k - 1]?.lower ?? '')) k -= 1;
    if (!/^(to|in|into|at)$/.test(words[k - 1]?.lower ?? '')) return false;
    k -= 2;
  } else return false;
  if (/^(back|away|over|out|down|up|off)$/.test(words[k]?.lower ?? '')) k -= 1;
  const verb = words[k];
  return verb !== undefined && (verb.pos === 'VERB' || verb.pos === 'AUX') && MOTION.test(verb.lemma);
}

/**
 * "He moved to Aberdeen to studying marine biology" → "to study": "to" after a journey to a place ("moved to
 * Aberdeen", "went home") and "in order to" open a purpose, which takes the plain verb. Other "to" + -ing stays ("look
 * forward to seeing", "the key to solving", "went to Leeds to a meeting").
 */
export function checkPurposeInfinitiveIng(text: string): Issue[] {
  const issues: Issue[] = [];
  for (const words of tagSentences(text)) {
    words.forEach((to, i) => {
      if (to.lower !== 'to') return;
      const verb = words[i + 1];
      const plain = verb ? plainVerb(verb) : undefined;
      if (!verb || plain === undefined) return;
      const inOrder = words[i - 1]?.lower === 'order' && words[i - 2]?.lower === 'in';
      if (!inOrder && !followsJourney(words, i)) return;
      issues.push({
        offset: verb.start, length: verb.end - verb.start, category: 'grammar', rule: 'verb-form/purpose-infinitive', source: 'rule', confidence: 0.8,
        message: `A purpose takes 'to' + the plain verb: 'to ${plain}'.`, replacements: [matchCase(verb.text, plain)],
      });
    });
  }
  return issues;
}
