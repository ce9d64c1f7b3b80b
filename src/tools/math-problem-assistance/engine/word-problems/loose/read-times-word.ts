// "Twice", "three times", "2.5 times", "half": the multipliers every loose reader meets ("twice as old as",
// "three times a number", "one is four times the other"), read one way so the readers agree on them.

const NUMBER_WORDS: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 };
const SINGLE_WORDS: Record<string, number> = { twice: 2, double: 2, triple: 3, thrice: 3, half: 0.5 };

/** One capture group: the multiplier as written, for readTimesWord. */
export const TIMES_PATTERN = String.raw`(twice|double|triple|thrice|half|(?:two|three|four|five|six|seven|eight|nine|ten|\d+(?:\.\d+)?) times)`;

/** The factor a multiplier phrase stands for ("three times" → 3), or undefined if it is none. */
export function readTimesWord(phrase: string): number | undefined {
  if (phrase in SINGLE_WORDS) return SINGLE_WORDS[phrase];
  const count = phrase.match(/^(\S+) times$/)?.[1];
  if (count === undefined) return undefined;
  return NUMBER_WORDS[count] ?? (/^\d+(?:\.\d+)?$/.test(count) ? Number(count) : undefined);
}
