import { type Issue } from '../types';
import { matchCase } from './make-issue';
import { tagSentences } from './tag-words';

// What marks a superlative's range: "the … person I know", "… I have ever met", "… in the world".
const RANGE = /^\s+(i\s+(know|have\s+ever|'ve\s+ever|ever|had\s+ever)|(that|who)\s+i\s+(know|have\s+ever|'ve\s+ever|ever)|(that|who)\s+(has|have)\s+ever|ever|in\s+the\s+(world|class|school|company|city|country|team|family|group)|of\s+all(\s+time)?)\b/i;

/**
 * "He is the more intelligent person I know" → "the most intelligent", "the worse movie I have ever
 * seen" → "the worst": a range of more than two ("I know", "ever", "in the world") takes the
 * superlative. "The more intelligent of the two" and "the more you read, the more…" stay.
 */
export function checkSuperlativeAfterThe(text: string): Issue[] {
  const issues: Issue[] = [];
  for (const words of tagSentences(text)) {
    words.forEach((word, i) => {
      if (word.lower !== 'the') return;
      const comparative = words[i + 1];
      const isMore = comparative?.lower === 'more' && words[i + 2]?.pos === 'ADJ';
      const isWorse = comparative?.lower === 'worse' || comparative?.lower === 'better';
      if (!comparative || (!isMore && !isWorse)) return;
      const nounAt = isMore ? i + 3 : i + 2;
      const noun = words[nounAt];
      if (!noun || noun.pos !== 'NOUN') return;
      if (!RANGE.test(text.slice(noun.end))) return;
      const fix = comparative.lower === 'more' ? 'most' : comparative.lower === 'worse' ? 'worst' : 'best';
      issues.push({
        offset: comparative.start, length: comparative.end - comparative.start, category: 'grammar', rule: 'comparative-forms/superlative', source: 'rule', confidence: 0.85,
        message: "Out of a whole group ('I know', 'ever', 'in the world'), use the superlative: 'the most', 'the worst'.", replacements: [matchCase(comparative.text, fix)],
      });
    });
  }
  return issues;
}

const COMPARATIVE_OF: Record<string, string> = { best: 'better', worst: 'worse', most: 'more', least: 'less' };
// -est words that are no superlatives ("the rest of the two weeks", "the interest of the two banks").
const NOT_SUPERLATIVE = /^(rest|interest|honest|modest|forest|harvest|guest|request|protest|contest|digest|test|west|nest|chest|quest|arrest|conquest|earnest|pest|vest|crest|inquest|bequest|priest|unrest|manifest|suggest|invest|latest)$/;

/** "tallest" → "taller", "biggest" → "bigger", "easiest" → "easier", "nicest" → "nicer". */
function toComparative(superlative: string): string {
  return COMPARATIVE_OF[superlative] ?? `${superlative.slice(0, -3)}er`;
}

/**
 * "He is the tallest of the two brothers" → "the taller": of two, the comparative. Only "of the/these/those two"
 * straight after the adjective (or "one"); "the biggest difference between the two" and "the best of both worlds" stay.
 */
export function checkComparativeOfTwo(text: string): Issue[] {
  const issues: Issue[] = [];
  for (const words of tagSentences(text)) {
    words.forEach((word, i) => {
      if (word.lower !== 'the') return;
      const degree = words[i + 1];
      if (!degree) return;
      const isMost = degree.lower === 'most' && words[i + 2]?.pos === 'ADJ';
      const isEst = /^[a-z]{2,}est$/.test(degree.lower) && degree.pos === 'ADJ' && !NOT_SUPERLATIVE.test(degree.lower);
      if (!isMost && !isEst && degree.lower !== 'best' && degree.lower !== 'worst') return;
      let at = isMost ? i + 3 : i + 2;
      if (words[at]?.lower === 'one') at += 1;
      if (words[at]?.lower !== 'of' || !/^(the|these|those)$/.test(words[at + 1]?.lower ?? '') || words[at + 2]?.lower !== 'two') return;
      // "the tallest of the two hundred runners": a larger number.
      if (/^(hundred|thousand|million|dozen|-)$/.test(words[at + 3]?.lower ?? '')) return;
      const fix = toComparative(degree.lower);
      issues.push({
        offset: degree.start, length: degree.end - degree.start, category: 'grammar', rule: 'comparative-forms/of-two', source: 'rule', confidence: 0.85,
        message: `Of two, use the comparative: 'the ${fix} of the two'.`, replacements: [matchCase(degree.text, fix)],
      });
    });
  }
  return issues;
}
