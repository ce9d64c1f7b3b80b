import type { EmbeddedReading } from '../word-problem-outcome';
import type { Story } from './read-story';
import { agrees, solveChecked } from './solve-checked';

// One steady rate per unit of time and one other amount (session 44):
// - the time asked: "a printer prints 45 pages per minute; how many minutes to print 1,350 pages", "a hose puts out 9
//   gallons a minute; how many hours to fill a 2,700 gallon pool" (amount ÷ rate, then minutes to hours);
// - the amount asked: "Lena earns $12.50 an hour; how much does she earn for 36 hours" (rate × time).
// Exactly two numbers, the rate's noun the amount's noun (or money earned), time units seconds to weeks. A story with a
// second worker, a leak, a part already done or left, or a pause is another problem, and it refuses.

const SECONDS: Record<string, number> = { second: 1, minute: 60, hour: 3600, day: 86400, week: 604800 };
const TIME_UNIT = '(second|minute|hour|day|week)s?';
const RATE_AFTER = new RegExp(`^(?:([a-z]+)\\s+)?(?:per|a|an|each|every)\\s+${TIME_UNIT}\\b`);
const OTHER_PROBLEM = /\btogether\b|\banother\b|\bboth\b|\bdrain|\bleak|\balready\b|\bleft\b|\bremaining\b|\brest\b|\bmore\b|\bless\b|\bstops?\b|\bbreaks?\b|\bfaster\b|\bslower\b|\bhalf\b|\btwice\b|\bthen\b|\bafter\b/;

/** p/q in lowest terms, as exact text ("1/60", "60"). */
function ratioText(p: number, q: number): string {
  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
  const d = gcd(p, q);
  return q / d === 1 ? String(p / d) : `${p / d}/${q / d}`;
}

/**
 * Units of a clock that runs without a break: seconds, minutes and hours convert; a day or a week of work (or of a
 * machine's running) is not 24 or 168 hours, so a rate per hour over days, or per day over weeks, is refused.
 */
const converts = (from: string, to: string) => from === to || (SECONDS[from]! <= 3600 && SECONDS[to]! <= 3600);

const singular = (word: string) => word.replace(/(?:es|s)$/, '').replace(/e$/, '');

export function readLooseRateTimesTime(story: Story): EmbeddedReading | null {
  const { text, ask, quantities } = story;
  if (quantities.length !== 2 || quantities.some((quantity) => quantity.percent || !(quantity.value > 0))) return null;
  if (OTHER_PROBLEM.test(text)) return null;
  // More than one doer ("Marin and his neighbor Nancy each eat 4 apples a day … how many do they eat"): the rate is each one's.
  if (/\b(?:they|them|their|we|us|our|all|everyone|people)\b/.test(text) || /\beach\b(?!\s+(?:second|minute|hour|day|week)s?\b)/.test(text)) return null;
  const rates = quantities.map((quantity) => RATE_AFTER.exec(quantity.after));
  const at = rates.findIndex((rate) => rate !== null);
  if (at < 0 || rates.filter(Boolean).length !== 1) return null;
  const rate = quantities[at]!;
  const other = quantities[1 - at]!;
  const [, noun, rateUnit] = rates[at]! as unknown as [string, string | undefined, string];
  const otherWord = other.after.split(' ')[0] ?? '';
  const otherTime = new RegExp(`^${TIME_UNIT}$`).exec(otherWord);
  if (otherTime) {
    // Rate × time: the amount asked, in the rate's noun ("how many pages") or money ("how much does she earn").
    const moneyAsked = rate.money && /\bhow much\b/.test(ask) && /\b(?:earn|earns|make|makes|get paid|paid|cost|costs|charge|charges|pay)\b/.test(ask);
    const nounAsked = !rate.money && noun !== undefined && new RegExp(`\\bhow many ${noun}\\b`).test(ask);
    if (!moneyAsked && !nounAsked) return null;
    if (other.money || !converts(otherTime[1]!, rateUnit)) return null;
    const factor = SECONDS[otherTime[1]!]! / SECONDS[rateUnit]!;
    const amount = rate.value * other.value * factor;
    const what = rate.money ? 'dollars' : noun!;
    return solveChecked(
      {
        equations: [factor === 1 ? `a = ${rate.exact} * ${other.exact}` : `a = ${rate.exact} * ${other.exact} * (${ratioText(SECONDS[otherTime[1]!]!, SECONDS[rateUnit]!)})`],
        unknown: 'a',
        letters: `a = the ${what} in ${other.exact} ${otherWord} at ${rate.money ? '$' : ''}${rate.exact} ${noun ?? ''} per ${rateUnit}${factor === 1 ? '' : ` (one ${otherTime[1]} is ${ratioText(SECONDS[otherTime[1]!]!, SECONDS[rateUnit]!)} ${rateUnit}s)`}`.replace(/\s+/g, ' '),
        meaning: rate.money ? 'the money earned in dollars' : `the number of ${noun}`,
      },
      ({ a }) => agrees(a!, amount) && agrees(a! / rate.value / factor, other.value),
    );
  }
  // Amount ÷ rate: the time asked, in the unit the question names ("how many hours") or the rate's ("how long").
  if (rate.money || other.money || noun === undefined || singular(otherWord) !== singular(noun)) return null;
  const asked = new RegExp(`\\bhow many ${TIME_UNIT}\\b`).exec(ask)?.[1] ?? (/\bhow long\b|\bhow much time\b/.test(ask) ? rateUnit : undefined);
  if (!asked || !converts(rateUnit, asked)) return null;
  const factor = SECONDS[rateUnit]! / SECONDS[asked]!;
  const time = (other.value / rate.value) * factor;
  return solveChecked(
    {
      equations: [factor === 1 ? `${rate.exact} * t = ${other.exact}` : `${rate.exact} * (t / (${ratioText(SECONDS[rateUnit]!, SECONDS[asked]!)})) = ${other.exact}`],
      unknown: 't',
      letters: `t = the ${asked}s it takes (${rate.exact} ${noun} each ${rateUnit}${factor === 1 ? '' : `; t ${asked}s are t/(${ratioText(SECONDS[rateUnit]!, SECONDS[asked]!)}) ${rateUnit}s`})`,
      meaning: `the time in ${asked}s`,
    },
    ({ t }) => t! > 0 && agrees(t!, time) && agrees((t! / factor) * rate.value, other.value),
  );
}
