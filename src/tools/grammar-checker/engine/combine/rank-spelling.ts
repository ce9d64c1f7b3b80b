import { CONFIDENT } from '../../contract';
import { COMMON_WORDS } from './common-words';
import { isPastForm } from '../rules/verb-lexicon';

const VOWELS = new Set(['a', 'e', 'i', 'o', 'u', 'y']);

/** A letter typed twice or once too few ("writting", "succesful") is a cheap, common slip. */
function indelCost(word: string, index: number): number {
  const letter = word[index];
  return letter !== undefined && (word[index - 1] === letter || word[index + 1] === letter) ? 0.5 : 1;
}

/**
 * Weighted optimal-string-alignment distance tuned to how people misspell: swapped neighbours
 * ("recieve") and doubled letters cost 0.5, one vowel for another ("docter") 0.7, anything else 1.
 */
export function measureEditDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, () => new Array<number>(cols).fill(0));
  for (let i = 1; i < rows; i++) (d[i] as number[])[0] = (d[i - 1]?.[0] ?? 0) + indelCost(a, i - 1);
  for (let j = 1; j < cols; j++) (d[0] as number[])[j] = (d[0]?.[j - 1] ?? 0) + indelCost(b, j - 1);
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const x = a[i - 1] ?? '';
      const y = b[j - 1] ?? '';
      const substitution = x === y ? 0 : VOWELS.has(x) && VOWELS.has(y) ? 0.7 : 1;
      let best = Math.min(
        (d[i - 1]?.[j] ?? 0) + indelCost(a, i - 1),
        (d[i]?.[j - 1] ?? 0) + indelCost(b, j - 1),
        (d[i - 1]?.[j - 1] ?? 0) + substitution,
      );
      if (i > 1 && j > 1 && x === b[j - 2] && a[i - 2] === y) best = Math.min(best, (d[i - 2]?.[j - 2] ?? 0) + 0.5);
      (d[i] as number[])[j] = best;
    }
  }
  return d[a.length]?.[b.length] ?? 0;
}

/** "stucked" → "stuck", "lifes" → "lives": a regular ending put on an irregular word ("steped" is no "step"). */
export function findIrregularFormOf(word: string): string | undefined {
  const w = word.toLowerCase();
  if (w.endsWith('ed') && isPastForm(w.slice(0, -2))) return w.slice(0, -2);
  return w.endsWith('fes') ? w.replace(/fes$/, 'ves') : undefined;
}

/** Lower is likelier. Harper orders by its own measure; these are the misses we measured on JFLEG. */
function scoreCandidate(word: string, candidate: string): number {
  const w = word.toLowerCase();
  const c = candidate.toLowerCase();
  // "dont" → "don't", "Im" → "I'm": only a contraction's apostrophe is missing (not a possessive's).
  if (c.replace(/'/g, '') === w && (/(n't|'m|'re|'ve|'ll|'d)$/.test(c) || /^(that|what|it|there|here|who|where|let|he|she)'s$/.test(c))) return 0.3;
  let score = measureEditDistance(w, c);
  if (w[0] !== c[0]) score += 0.6; // writers rarely get the first letter wrong
  // "knowledges" → "knowledge's" is almost never meant; "dont" → "don't" is.
  if (c.includes("'") && !w.includes("'") && !/n't$/.test(c)) score += 1.5;
  score += Math.abs(w.length - c.length) * 0.2;
  if (COMMON_WORDS.has(c)) score -= 0.5;
  // "particulary" → "particularly", not "particulars": an adverb's -ly typed as -y.
  if (c === `${w.slice(0, -1)}ly` && w.endsWith('y')) score -= 0.5;
  if (c === findIrregularFormOf(w)) return 0.3;
  return score;
}

export interface RankedSpelling {
  replacements: string[];
  confidence: number;
}

/**
 * Re-orders harper's spelling suggestions and says how sure the first one is: a clear winner gets
 * 0.85; a near tie ("throught": "thought" or "through") exactly the apply threshold; a distant or
 * very short one ("s", "u": usually tokenisation or chat spelling) is only shown.
 */
export function rankSpellingSuggestions(word: string, suggestions: string[]): RankedSpelling {
  const scored = suggestions.map((s, index) => ({ s, index, score: scoreCandidate(word, s) }));
  scored.sort((a, b) => a.score - b.score || a.index - b.index);
  const [best, second] = scored;
  const replacements = scored.map((x) => x.s);
  if (!best || word.length <= 2) return { replacements, confidence: 0.4 };
  // A candidate that differs only in letter case is a capitalisation fix, certain by construction.
  if (best.s.toLowerCase() === word.toLowerCase()) return { replacements, confidence: 0.8 };
  if (best.score > 3) return { replacements, confidence: 0.5 };
  const margin = second ? second.score - best.score : Infinity;
  if (margin >= 0.5) return { replacements, confidence: 0.85 };
  // A near tie on a close candidate: the word is certainly misspelt, and the best-ranked candidate
  // is right about two times in three on JFLEG (leaving the misspelling is never right), so it is
  // applied, at the lowest confidence that is, so a page can still ask before accepting it.
  return { replacements, confidence: word.length >= 4 && best.score <= 2 ? CONFIDENT : 0.6 };
}
