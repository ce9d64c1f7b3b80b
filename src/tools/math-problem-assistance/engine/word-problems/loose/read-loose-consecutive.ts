import { solveSetup } from '../read-school-problem';
import type { EmbeddedReading } from '../word-problem-outcome';
import { show, type Story } from './read-story';
import { agrees, solveChecked } from './solve-checked';

// Consecutive (odd or even) integers whose sum, or for two of them product, the story gives, and one
// of them asked by its place: "three consecutive numbers add to 96, what is the smallest?", "two
// consecutive integers add up to 41, the bigger one?". Asking for "the numbers" asks for several
// answers, so it refuses; the solver refuses sums that give no whole integers of the right parity.

const COUNT_WORDS: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, '2': 2, '3': 3, '4': 4, '5': 5, '6': 6, '7': 7, '8': 8, '9': 9 };

export function readLooseConsecutive(story: Story): EmbeddedReading | null {
  const { text, ask, quantities } = story;
  // "three consecutive odd numbers", "the ages of three siblings are consecutive odd numbers".
  // "three integers in a row", "four odd numbers in a row", "two positive consecutive even integers": the same run.
  const count =
    text.match(/\b(two|three|four|five|six|seven|eight|nine|[2-9]) (?:positive )?consecutive\b/) ??
    text.match(/\b(two|three|four|five|six|seven|eight|nine|[2-9]) [a-z]+(?: [a-z]+)? (?:are|were) consecutive\b/) ??
    text.match(/\b(two|three|four|five|six|seven|eight|nine|[2-9]) (?:positive )?(?:(?:odd|even|whole) )?(?:integers|numbers) in a row\b/);
  if (!count || (text.match(/consecutive|\bin a row\b/g) ?? []).length !== 1) return null;
  const n = COUNT_WORDS[count[1]!]!;
  const totals = quantities.filter((quantity) => !(quantity.text === count[1] && quantity.at === count.index));
  if (totals.length !== 1 || totals[0]!.money || totals[0]!.percent) return null;
  const total = totals[0]!.value;
  const parity = /\bodd\b/.test(text) ? 'odd' : /\beven\b/.test(text) ? 'even' : null;
  if (/\bodd\b/.test(text) && /\beven\b/.test(text)) return null;
  const step = parity ? 2 : 1;
  const sum = /\bsum\b|\badd(?:s|ed)? (?:up )?to\b|\btotal\b|\badded together\b|\bsum up to\b/.test(text);
  const product = /\bproduct\b|\bmultipl/.test(text);
  const place = readPlace(ask, n);
  if (place === null) return sum && !product && asksForAll(ask) ? readWholeRun(story, n, step, parity, total) : null;
  if (!sum && !product) return readRelation(story, n, step, parity, place, totals[0]!);
  if (sum === product) return null;
  const kind = parity ? `${parity} integers` : 'integers';
  const power = /\b(?:squares|cubes|square roots|cube roots|reciprocals)\b|\bsquared\b|\bcubed\b/.exec(text)?.[0];
  if (power !== undefined) return power === 'squares' && sum ? readSumOfSquares(story, n, step, parity, place, total, kind) : null;
  if (sum) {
    const terms = Array.from({ length: n }, (_, i) => (i === 0 ? 'n' : `(n + ${i * step})`));
    return solveSetup({
      equations: [`${terms.join(' + ')} = ${show(total)}`, `k = n + ${place * step}`],
      unknown: 'k',
      letters: `n = the first of the ${kind}, each next one ${step} more; k = the one asked`,
      meaning: `the ${placeName(place, n)} of the ${kind}`,
      whole: true,
      ...(parity ? { parity, parityOf: 'n' } : {}),
    });
  }
  if (n !== 2 || !/\bpositive\b/.test(text)) return null;
  // One unknown, a quadratic: the asked one written as k, the other from it.
  const equation = place === 0 ? `k * (k + ${step}) = ${show(total)}` : `(k - ${step}) * k = ${show(total)}`;
  return solveSetup({ equations: [equation], unknown: 'k', letters: `k = the ${placeName(place, n)} one, the other ${step} ${place === 0 ? 'more' : 'less'}`, meaning: `the ${placeName(place, n)} of the ${kind}`, whole: true, ...(parity ? { parity, parityOf: 'k' } : {}) });
}

/**
 * "The sum of the squares of two consecutive positive integers is 313": a quadratic in the one asked, k, the
 * others written from it. Only for positive integers (else two runs answer: 12, 13 and −13, −12); the answer is
 * put back into the equation and the squares added up again from the run it gives before it is shown.
 */
function readSumOfSquares(story: Story, n: number, step: number, parity: 'odd' | 'even' | null, place: number, total: number, kind: string): EmbeddedReading | null {
  if (!/\bsum of (?:the )?squares of\b/.test(story.text) || !/\bpositive\b/.test(story.text)) return null;
  const offsets = Array.from({ length: n }, (_, i) => (i - place) * step);
  const member = (offset: number) => (offset === 0 ? 'k' : `(k ${offset > 0 ? '+' : '-'} ${Math.abs(offset)})`);
  return solveChecked(
    {
      equations: [`${offsets.map((offset) => `${member(offset)}^2`).join(' + ')} = ${show(total)}`],
      unknown: 'k',
      letters: `k = the ${placeName(place, n)} of the ${kind}, each next one ${step} more`,
      meaning: `the ${placeName(place, n)} of the ${kind}`,
      whole: true,
      ...(parity ? { parity, parityOf: 'k' } : {}),
    },
    ({ k }) => {
      const run = offsets.map((offset) => k! + offset);
      return run[0]! > 0 && agrees(run.reduce((sum, value) => sum + value * value, 0), total);
    },
  );
}

const PLACES: Record<string, (n: number) => number> = {
  first: () => 0, smallest: () => 0, least: () => 0, second: () => 1, middle: (n) => (n % 2 === 1 ? (n - 1) / 2 : NaN), third: () => 2, fourth: () => 3, fifth: () => 4,
  last: (n) => n - 1, largest: (n) => n - 1, biggest: (n) => n - 1, greatest: (n) => n - 1,
};
const MEMBER = String.raw`the (first|second|third|fourth|fifth|last|smallest|least|largest|biggest|greatest|middle)(?: one| integer| number)?`;
const COEFFICIENT = String.raw`(?:(twice|three times|four times|five times|\d+ times) )?`;
const COEFFICIENTS: Record<string, number> = { twice: 2, 'three times': 3, 'four times': 4, 'five times': 5 };

/** "the first one plus twice the third one equals 70": one linear relation between two of them. */
function readRelation(story: Story, n: number, step: number, parity: 'odd' | 'even' | null, place: number, total: { value: number }): EmbeddedReading | null {
  const relation = new RegExp(String.raw`\b${COEFFICIENT}${MEMBER} (plus|minus|added to|increased by|decreased by) ${COEFFICIENT}${MEMBER} (?:equals|is|is equal to|gives|makes) (\d+)\b`).exec(story.text);
  if (!relation || Number(relation[6]) !== total.value) return null;
  const coefficient = (word: string | undefined) => (word === undefined ? 1 : (COEFFICIENTS[word] ?? Number(word.split(' ')[0])));
  const [i, j] = [PLACES[relation[2]!]!(n), PLACES[relation[5]!]!(n)];
  if (!Number.isInteger(i) || !Number.isInteger(j) || i >= n || j >= n) return null;
  const sign = /minus|decreased/.test(relation[3]!) ? '-' : '+';
  const member = (index: number) => (index === 0 ? 'n' : `(n + ${index * step})`);
  const kind = parity ? `${parity} integers` : 'integers';
  return solveSetup({
    equations: [`${coefficient(relation[1])} * ${member(i)} ${sign} ${coefficient(relation[4])} * ${member(j)} = ${show(total.value)}`, `k = n + ${place * step}`],
    unknown: 'k',
    letters: `n = the first of the ${kind}, each next one ${step} more; k = the one asked`,
    meaning: `the ${placeName(place, n)} of the ${kind}`,
    whole: true,
    ...(parity ? { parity, parityOf: 'n' } : {}),
  });
}

/** "Find the integers", "what are they", "find each number": every member of the run is asked. */
function asksForAll(ask: string): boolean {
  return /\b(?:find|what are|determine|give|list|name)\b/.test(ask) && /\b(?:the (?:numbers|integers)|them|they|each(?: one| number| integer)?|all(?: of them)?|(?:both|the two|the three|the four|the five) (?:numbers|integers))\b/.test(ask);
}

// Not e or i (numbers to the CAS), nor n (the first of the run).
const LETTERS = ['p', 'q', 'r', 's', 't', 'u', 'v', 'w', 'z'];

/**
 * Session 43: "the sum of three consecutive integers is 72. find the integers": the whole run, 23 and 24 and 25, each
 * member a letter of the same set-up (a = n, b = n + 1, …), solved and checked with it, shown smallest first.
 */
function readWholeRun(story: Story, n: number, step: number, parity: 'odd' | 'even' | null, total: number): EmbeddedReading | null {
  if (/\b(?:squares|cubes|reciprocals|squared|cubed)\b/.test(story.text)) return null;
  const kind = parity ? `${parity} integers` : 'integers';
  const terms = Array.from({ length: n }, (_, i) => (i === 0 ? 'n' : `(n + ${i * step})`));
  const members = LETTERS.slice(0, n).map((letter, i) => `${letter} = n${i === 0 ? '' : ` + ${i * step}`}`);
  const equations = [`${terms.join(' + ')} = ${show(total)}`, ...members];
  const letters = `n = the first of the ${kind}, each next one ${step} more; ${LETTERS.slice(0, n).join(', ')} = the ${kind} in order`;
  const name = (i: number) => (i === 0 ? 'the smallest' : i === n - 1 ? 'the largest' : n === 3 ? 'the middle one' : `number ${i + 1}`);
  const solved = LETTERS.slice(0, n).map((letter, i) => solveSetup({ equations, unknown: letter, letters, meaning: `${name(i)} of the ${kind}`, whole: true, ...(parity ? { parity, parityOf: 'n' } : {}) }));
  if (solved.some((reading) => reading === null)) return null;
  const [first, ...rest] = solved as EmbeddedReading[];
  return { ...first!, others: rest.map((reading, i) => ({ unknown: LETTERS[i + 1]!, answer: reading.answer, meaning: reading.answerMeaning })) };
}

/**
 * A sentence that states a run of consecutive integers and asks nothing ("the sum of three consecutive integers is
 * 72"): a student wants the integers, so the question is added; anything else is returned as it was.
 */
export function withImpliedRunQuestion(text: string): string {
  // Any word of a question ("whats", "wat", "the middle one") means the story asks something already.
  if (!/\bconsecutive\b/i.test(text) || /\?|\b(?:find|what|whats|wats?|which|how|determine|give|list|calculate|solve|tell|name|show)\b|\bwhat'?s\b/i.test(text)) return text;
  if (/\b(?:smallest|smaller|largest|larger|biggest|bigger|greatest|greater|least|first|second|third|middle|last|lowest|highest)\b/i.test(text)) return text;
  if (!/\b(?:sum|add(?:s|ed)? (?:up )?to|total)\b/i.test(text) || !/\d/.test(text) || /=/.test(text)) return text;
  const noun = /\bnumbers\b/i.test(text) ? 'numbers' : 'integers';
  return `${text.trim().replace(/[.!]*$/u, '')}. Find the ${noun}.`;
}

/** Which one is asked: 0 for the smallest, n − 1 for the largest, 1 for the middle of three. */
function readPlace(ask: string, n: number): number | null {
  // "the smallest of them" names one; "what are they", "find each" ask for all of them.
  if (/\b(?:the numbers|the integers|them|they|each|all)\b/.test(ask.replace(/\b(?:smallest|largest|greatest|least|first|last|middle) of (?:them|the numbers|the integers|these integers|these numbers)\b/, ''))) return null;
  if (/\b(?:smallest|smaller|first|least|lowest|lesser|youngest|younger)\b/.test(ask)) return 0;
  if (/\b(?:largest|larger|biggest|bigger|greatest|greater|last|highest|oldest|older|eldest)\b/.test(ask)) return n - 1;
  // The middle of an odd run ("5 consecutive integers … the middle one"); "second" only for three.
  if (n % 2 === 1 && /\bmiddle\b/.test(ask)) return (n - 1) / 2;
  if (n === 3 && /\bsecond\b/.test(ask)) return 1;
  return null;
}

function placeName(place: number, n: number): string {
  return place === 0 ? 'smallest' : place === n - 1 ? 'largest' : 'middle';
}
