import { type Issue } from '../types';
import { matchCase } from './make-issue';
import { tagSentences, type TaggedWord } from './tag-words';

// Short adjectives that compare with -er/-est only ("more cheap" is wrong; "more quiet", "more
// simple", "more clever" are accepted, so they are not here).
const SHORT_ADJECTIVES = new Set(`big small tall short long old young hard fast slow cheap high low warm cold hot nice safe strong weak
  rich poor clean quick loud smart large dark deep wide thin thick great bright fresh full late early easy busy happy heavy
  pretty funny lucky dirty angry hungry close near sad fat wet cool tiny`.split(/\s+/));
const IRREGULAR: Record<string, [string, string]> = { good: ['better', 'best'], bad: ['worse', 'worst'] };

/** "cheap" → ["cheaper", "cheapest"], "big" → ["bigger", "biggest"], "easy" → ["easier", "easiest"]. */
export function compareForms(adjective: string): [string, string] {
  const irregular = IRREGULAR[adjective];
  if (irregular) return irregular;
  if (/[^aeiou]y$/.test(adjective)) return [`${adjective.slice(0, -1)}ier`, `${adjective.slice(0, -1)}iest`];
  if (adjective.endsWith('e')) return [`${adjective}r`, `${adjective}st`];
  if (/^[^aeiou]*[aeiou][^aeiouwxy]$/.test(adjective)) return [`${adjective}${adjective.slice(-1)}er`, `${adjective}${adjective.slice(-1)}est`];
  return [`${adjective}er`, `${adjective}est`];
}

// "the most fast way": wink tags "fast" (and "hard", "late", "early") as an adverb even before a noun.
const isShort = (word: TaggedWord | undefined, beforeNoun = false) =>
  word !== undefined && (SHORT_ADJECTIVES.has(word.lower) || Object.hasOwn(IRREGULAR, word.lower)) && (word.pos === 'ADJ' || (beforeNoun && word.pos === 'ADV'));

// "more lighter than": a comparative with -er needs no "more". harper knows most; "lighter", "softer" are nouns too.
const DOUBLED = new Set([...SHORT_ADJECTIVES, ...'light soft tight loose sharp smooth rough calm plain brave wise dry heavy quiet'.split(' ')].map((a) => compareForms(a)[0]));

/**
 * "more cheap than" → "cheaper than", "the most smart student" → "the smartest", "more good" →
 * "better". Only before "than" (comparative) or after "the" and before a noun (superlative):
 * "more happy than sad" compares two qualities and stays.
 */
export function checkComparativeForms(text: string): Issue[] {
  const issues: Issue[] = [];
  for (const words of tagSentences(text)) {
    for (let i = 0; i < words.length - 2; i++) {
      const degree = words[i] as TaggedWord;
      const adjective = words[i + 1];
      const after = words[i + 2];
      if (degree.lower === 'more' && adjective && DOUBLED.has(adjective.lower) && after?.lower === 'than') {
        issues.push({
          offset: degree.start, length: adjective.end - degree.start, category: 'grammar', rule: 'comparative-form', source: 'rule', confidence: 0.85,
          message: `'${adjective.lower}' already compares: drop 'more'.`, replacements: [matchCase(degree.text, adjective.lower)],
        });
        continue;
      }
      if (!isShort(adjective, after?.pos === 'NOUN' && degree.lower === 'most' && words[i - 1]?.lower === 'the') || !adjective) continue;
      let replacement: string | undefined;
      if (degree.lower === 'more' && after?.lower === 'than' && !(words[i + 3]?.pos === 'ADJ' && words[i + 4]?.pos !== 'NOUN') && words[i - 1]?.lower !== 'no') replacement = compareForms(adjective.lower)[0];
      if (degree.lower === 'most' && words[i - 1]?.lower === 'the' && (after?.pos === 'NOUN' || after?.pos === 'PUNCT')) replacement = compareForms(adjective.lower)[1];
      // "It is getting more hard": a change of degree is a comparison too, with or without "than".
      if (degree.lower === 'more' && /^(getting|becoming|grows|growing|got|gets|get|became|become)$/.test(words[i - 1]?.lower ?? '') && after?.lower !== 'and') replacement = compareForms(adjective.lower)[0];
      // "The train is more cheap if you book early": after a linking verb, a one-syllable adjective compares with -er
      // even when the other side of the comparison is left unsaid ("more cheap and cheerful", "more fast-paced" stay).
      const linked = /^(is|was|are|were|be|been|being|seems|seem|seemed|looks|look|looked|feels|feel|felt)$/.test(words[i - 1]?.lower ?? '');
      const oneSyllable = /^[^aeiouy]*[aeiou]+[^aeiouy]*e?$/.test(adjective.lower);
      const closes = !after || after.pos === 'PUNCT' || /^(if|when|now|these|nowadays|today|because|for|in|at|on|with|after|before|during|since)$/.test(after.lower);
      if (!replacement && degree.lower === 'more' && linked && oneSyllable && closes && text[adjective.end] !== '-') replacement = compareForms(adjective.lower)[0];
      if (!replacement) continue;
      issues.push({
        offset: degree.start, length: adjective.end - degree.start, category: 'grammar', rule: 'comparative-form', source: 'rule', confidence: 0.85,
        message: `A short adjective compares with an ending: '${replacement}'.`, replacements: [matchCase(degree.text, replacement)],
      });
    }
  }
  return issues;
}
