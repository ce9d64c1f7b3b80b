// Amounts written in words ("sixty-five miles per hour", "Twenty years from now", "two hundred sixteen",
// "3 and a half hours") read as the numbers they are, so a reader that accounts for every number sees them.
// Only where a word can be nothing but an amount: a compound number ("sixty-five", "two hundred sixteen"),
// and a single number word before a unit of measure, money or time ("five years ago", "three cups of flour").
// A count word elsewhere ("two numbers", "three pumps", "one pipe") is left as it is: it names how many
// things a story is about, which each reader reads itself, and "one" is left everywhere ("one hour later").

const ONES: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9 };
const TEENS: Record<string, number> = {
  ten: 10, eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19,
};
const TENS: Record<string, number> = { twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90 };

const ONE = Object.keys(ONES).join('|');
const TEEN = Object.keys(TEENS).join('|');
const TEN = Object.keys(TENS).join('|');
/** Below a hundred: "sixty-five", "sixty five", "forty", "fifteen", "seven". */
const BELOW_HUNDRED = String.raw`(?:(?:${TEN})(?:[- ](?:${ONE}))?|${TEEN}|${ONE})`;
/** "two hundred sixteen", "three hundred and five", "a hundred twenty". */
const HUNDREDS = new RegExp(String.raw`\b(${ONE}|a|one) hundred(?:(?: and)? (${BELOW_HUNDRED}))?\b`, 'g');
const COMPOUND = new RegExp(String.raw`\b(${TEN})[- ](${ONE})\b`, 'g');
/** The units after which a single number word is an amount. */
const UNIT = String.raw`(?:years?|months?|weeks?|days?|hours?|minutes?|seconds?|miles?|kilomet(?:er|re)s?|met(?:er|re)s?|feet|foot|inch(?:es)?|yards?|cups?|lit(?:er|re)s?|gallons?|quarts?|pints?|pounds?|ounces?|grams?|kilograms?|dollars?|cents?|percent|per ?cent)\b`;
const SINGLE = new RegExp(String.raw`\b(${TEEN}|${TEN}|two|three|four|five|six|seven|eight|nine)(?= ${UNIT})`, 'g');
/** "3 and a half hours", "2 and a half cups": a half added to a number, before a unit. */
const AND_A_HALF = new RegExp(String.raw`\b(\d+) and a half (?=${UNIT})`, 'g');

function belowHundred(words: string): number {
  const [tens, ones] = words.split(/[- ]/);
  return TENS[tens!] !== undefined ? TENS[tens!]! + (ones ? ONES[ones]! : 0) : (TEENS[words] ?? ONES[words]!);
}

/** The lower-case text with its amounts in words written in digits. */
export function digitsForNumberWords(text: string): string {
  return text
    .replace(HUNDREDS, (_, hundreds: string, rest: string | undefined) => String((hundreds === 'a' ? 1 : ONES[hundreds]!) * 100 + (rest ? belowHundred(rest) : 0)))
    .replace(COMPOUND, (_, tens: string, ones: string) => String(TENS[tens]! + ONES[ones]!))
    .replace(SINGLE, (word: string) => String(TEENS[word] ?? TENS[word] ?? ONES[word]!))
    .replace(AND_A_HALF, (_, whole: string) => `${whole}.5 `);
}
