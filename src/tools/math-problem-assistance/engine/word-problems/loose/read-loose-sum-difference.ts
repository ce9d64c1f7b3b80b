import { solveSetup } from '../read-school-problem';
import type { EmbeddedReading } from '../word-problem-outcome';
import type { Story } from './read-story';
import { agrees, solveChecked } from './solve-checked';

// Two numbers from their sum and their difference (session 44): "two numbers have a sum of 47 and a difference of 13;
// find both numbers, larger one first" → l + s = 47, l − s = 13. Exactly the two numbers, each named by its word; the
// larger, the smaller or both asked (both: the larger first unless the smaller is asked first). Solved, put back, and the
// sum and difference worked out again; a third number, a product, or a ratio, and it refuses.

export function readLooseSumDifference(story: Story): EmbeddedReading | null {
  const { text, ask, quantities } = story;
  if (quantities.length !== 2 || quantities.some((quantity) => quantity.money || quantity.percent)) return null;
  if (!/\btwo (?:numbers|integers)\b/.test(text) || /\bproduct\b|\bratio\b|\btimes\b|\btwice\b|\bquotient\b|\bconsecutive\b|\bsquares?\b/.test(text)) return null;
  const sum = /\bsum (?:of|is|was|equals)\s+$/;
  const difference = /\bdifference (?:of|is|was|equals)\s+$/;
  const before = (at: number) => text.slice(Math.max(0, at - 20), at);
  const sumAt = quantities.filter((quantity) => sum.test(before(quantity.at)));
  const differenceAt = quantities.filter((quantity) => difference.test(before(quantity.at)));
  if (sumAt.length !== 1 || differenceAt.length !== 1) return null;
  const [S, D] = [sumAt[0]!, differenceAt[0]!];
  if (!(D.value >= 0)) return null;
  const larger = /\b(?:larger|largest|bigger|greater)\b/.test(ask);
  const smaller = /\b(?:smaller|smallest|lesser)\b/.test(ask);
  const both = /\bboth\b|\bthe (?:two )?numbers\b|\bthe integers\b|\beach\b/.test(ask);
  if (!both && larger === smaller) return null;
  const smallerFirst = both && smaller && (!larger || ask.search(/\b(?:smaller|smallest|lesser)\b/) < ask.search(/\b(?:larger|largest|bigger|greater)\b/));
  const setup = { equations: [`l + s = ${S.exact}`, `l - s = ${D.exact}`], letters: 'l = the larger number, s = the smaller number' };
  const first = both ? (smallerFirst ? 's' : 'l') : larger ? 'l' : 's';
  const meaning = (letter: string) => (letter === 'l' ? 'the larger number' : 'the smaller number');
  const reading = solveChecked({ ...setup, unknown: first, meaning: meaning(first) }, ({ l, s }) => agrees(l! + s!, S.value) && agrees(l! - s!, D.value));
  if (!reading || !both) return reading;
  const second = first === 'l' ? 's' : 'l';
  const other = solveSetup({ ...setup, unknown: second, meaning: meaning(second) });
  return other ? { ...reading, others: [{ unknown: second, answer: other.answer, meaning: meaning(second) }] } : null;
}
