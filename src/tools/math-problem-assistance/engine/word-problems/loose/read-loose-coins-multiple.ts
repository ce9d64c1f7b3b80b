import { nounKey } from '../read-text';
import type { EmbeddedReading } from '../word-problem-outcome';
import type { Story } from './read-story';
import { solveChecked } from './solve-checked';

// Two kinds of coin tied by how many of one there are for the other, and what they are worth together: "A jar has
// nickels and dimes. There are 3 times as many nickels as dimes, and the total is $3.50. How many dimes are there?",
// "twice as many quarters as dimes … worth $4.20", "4 more dimes than nickels … $1.90". Written a = k·b (or b + k) and
// the cents of each kind adding to the total; the question asks how many of one kind. Exactly two kinds of coin, no
// number but the tie and the total, and whole counts, or it refuses.

const CENTS: Record<string, number> = { penny: 1, pennie: 1, nickel: 5, dime: 10, quarter: 25 };
const FACTORS: Record<string, number> = { twice: 2, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 };
const COIN = '(pennies|penny|nickels?|dimes?|quarters?)';
/** The words of the tie, which this reader reads itself. */
export const COINS_MULTIPLE_WORDS = /\b(?:twice|(?:\d+|two|three|four|five|six|seven|eight|nine|ten) times) as many\b|\bquarters?\b/g;

export function readLooseCoinsMultiple(story: Story): EmbeddedReading | null {
  const { text, ask, quantities } = story;
  const coins = [...new Set([...text.matchAll(new RegExp(String.raw`\b${COIN}\b`, 'g'))].map((match) => nounKey(match[1]!)))];
  if (coins.length !== 2 || coins.some((coin) => !(coin in CENTS))) return null;
  const times = text.match(new RegExp(String.raw`\b(twice|(\d+|two|three|four|five|six|seven|eight|nine|ten) times) as many ${COIN} as (?:there are )?${COIN}`));
  const more = text.match(new RegExp(String.raw`\b(\d+|two|three|four|five|six|seven|eight|nine|ten) (more|fewer) ${COIN} than ${COIN}`));
  if (Boolean(times) === Boolean(more)) return null;
  const tie = (times ?? more)!;
  const [many, few] = times ? [nounKey(times[3]!), nounKey(times[4]!)] : [nounKey(more![3]!), nounKey(more![4]!)];
  if (many === few || !coins.includes(many) || !coins.includes(few)) return null;
  const factorWord = times ? (times[2] ?? times[1]!) : more![1]!;
  const factor = FACTORS[factorWord] ?? Number(factorWord);
  if (!Number.isInteger(factor) || factor <= 0) return null;
  // The numbers: the tie's (when in digits) and the total, in dollars.
  const totals = quantities.filter((quantity) => quantity.money);
  const tieNumbers = quantities.filter((quantity) => !quantity.money && /^\d+$/.test(factorWord) && quantity.at === (tie.index ?? -1));
  if (totals.length !== 1 || quantities.length !== totals.length + tieNumbers.length) return null;
  const total = totals[0]!;
  const asked = ask.match(new RegExp(String.raw`\bhow many ${COIN}`));
  if (!asked || /\b(?:more|fewer|in all|total|altogether|coins)\b/.test(ask)) return null;
  const askedCoin = nounKey(asked[1]!);
  if (askedCoin !== many && askedCoin !== few) return null;
  const tieEquation = times ? `a = ${factor} * b` : more![2] === 'more' ? `a = b + ${factor}` : `a = b - ${factor}`;
  const cents = Math.round(total.value * 100);
  return solveChecked(
    {
      equations: [tieEquation, `${CENTS[many]} * a + ${CENTS[few]} * b = ${cents}`],
      unknown: askedCoin === many ? 'a' : 'b',
      letters: `a = the ${many}s, b = the ${few}s (counted in cents: ${total.text} is ${cents} cents)`,
      meaning: `the number of ${askedCoin}s`,
      whole: true,
    },
    ({ a, b }) =>
      a !== undefined && b !== undefined && Number.isInteger(a) && Number.isInteger(b) && a >= 0 && b >= 0 && CENTS[many]! * a + CENTS[few]! * b === cents && (times ? a === factor * b : more![2] === 'more' ? a === b + factor : a === b - factor),
  );
}
