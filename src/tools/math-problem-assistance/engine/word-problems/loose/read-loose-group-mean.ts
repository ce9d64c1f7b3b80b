import type { EmbeddedReading } from '../word-problem-outcome';
import type { Story } from './read-story';
import { agrees, solveChecked } from './solve-checked';

// A group's mean, a part of it with its own mean, and the mean of the rest: "the mean of 8 numbers is 15; the mean of
// the first 5 is 12 — what is the mean of the other 3?", "a class of 25 averaged 80; the 10 boys averaged 74; what was
// the girls' average?". The whole's sum is its count × its mean, the part's likewise, and the rest's mean x solves
// k·m + (n − k)·x = n·M. Each of the two statements is one sentence with one count (digits or a word) and one mean;
// the ask must take the mean of the rest ("remaining", "rest", "other", or girls against boys, women against men), and
// a count it names must be n − k. Any other number, and it refuses.

const WORDS: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12, fifteen: 15, twenty: 20 };
const NOUNS = '(?:numbers|students|boys|girls|men|women|people|players|scores|tests|values|children|kids|members|workers|employees|items|friends|runners)';
const COUNT = new RegExp(`\\b(\\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty) ((?:[a-z]+ )?${NOUNS})\\b`, 'g');
/** A mean: the number after "mean … is", "average of", "averaged" that is not a count ("the mean of 8 numbers is 15": 15). */
const MEAN = new RegExp(`\\b(?:(?:mean|average)\\b[^.;!?]*?\\b(?:is|was|equals|=|of)|averaged?) (\\d+(?:\\.\\d+)?)\\b(?! (?:[a-z]+ )?${NOUNS}\\b)`, 'g');
const OTHER_HALF: Record<string, string> = { boys: 'girls', girls: 'boys', men: 'women', women: 'men' };

interface Statement {
  count: number;
  noun: string;
  mean: number;
  meanText: string;
}

export function readLooseGroupMean(story: Story): EmbeddedReading | null {
  const { ask, quantities, facts } = story;
  if (!/\b(?:mean|average)\b/.test(ask)) return null;
  const sentences = facts.split(/(?<=[.;!?])\s+/).filter((sentence) => /\d|\b(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty)\b/.test(sentence));
  const statements: Statement[] = [];
  let used = 0;
  // "Two students … took the test later, and then the mean of all 14 scores was 82" (session 44): a sentence with the
  // joiners' count and "all N" is the whole's statement; the joiners must be N minus the first group.
  let joiners: number | undefined;
  for (const sentence of sentences) {
    let counts = [...sentence.matchAll(COUNT)];
    const means = [...sentence.matchAll(MEAN)];
    if (counts.length === 2 && means.length === 1 && joiners === undefined) {
      const all = counts.filter((count) => /\ball (?:the |of the )?$/.test(sentence.slice(Math.max(0, count.index! - 12), count.index)));
      if (all.length === 1) {
        const other = counts.find((count) => count !== all[0])!;
        joiners = Number(WORDS[other[1]!] ?? other[1]);
        used += /\d/.test(other[1]!) ? 1 : 0;
        counts = all;
      }
    }
    if (counts.length !== 1 || means.length !== 1) return null;
    const count = Number(WORDS[counts[0]![1]!] ?? counts[0]![1]);
    const meanText = means[0]![1]!;
    statements.push({ count, noun: counts[0]![2]!.split(' ').pop()!, mean: Number(meanText), meanText });
    used += (/\d/.test(counts[0]![1]!) ? 1 : 0) + 1;
  }
  // Every number of the story is a count or a mean of the two statements; the ask names at most its count in words.
  const askQuantities = quantities.filter((quantity) => quantity.at >= story.text.length - ask.length);
  if (statements.length !== 2 || askQuantities.length > 1 || quantities.length - askQuantities.length !== used) return null;
  const [whole, part] = statements[0]!.count > statements[1]!.count ? [statements[0]!, statements[1]!] : [statements[1]!, statements[0]!];
  if (!(whole.count > part.count) || part.count < 1 || !Number.isInteger(whole.count)) return null;
  const rest = whole.count - part.count;
  if (joiners !== undefined && (joiners !== rest || statements[0] !== part)) return null;
  // "The remaining 3", "the rest", "the other 4", or the other half by name (girls against boys) without the part's own name.
  const otherWord = /\b(?:remaining|rest|other|others|last)\b/.test(ask) || (joiners !== undefined && /\b(?:late|later|new|absent|added|extra)\b/.test(ask));
  const half = OTHER_HALF[part.noun];
  const halfAsked = half !== undefined && new RegExp(`\\b${half}\\b`).test(ask) && !new RegExp(`\\b${part.noun}\\b`).test(ask);
  if (!otherWord && !halfAsked) return null;
  const askCount = ask.match(/\b(?:remaining|other|last) (\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty)\b/);
  if (askCount && Number(WORDS[askCount[1]!] ?? askCount[1]) !== rest) return null;
  if (askQuantities.length === 1 && !(askCount && /\d/.test(askCount[1]!))) return null;
  return solveChecked(
    {
      equations: [`${part.count} * ${part.meanText} + ${rest} * x = ${whole.count} * ${whole.meanText}`],
      unknown: 'x',
      letters: `x = the mean of the other ${rest} (a mean times how many there are is their sum, and the two parts' sums make the whole's)`,
      meaning: `the mean of the other ${rest}`,
    },
    ({ x }) => x !== undefined && agrees(part.count * part.mean + rest * x, whole.count * whole.mean),
  );
}
