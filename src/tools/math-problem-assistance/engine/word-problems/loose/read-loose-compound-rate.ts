import type { EmbeddedReading } from '../word-problem-outcome';
import type { Quantity, Story } from './read-story';
import { agrees, solveChecked } from './solve-checked';

// The yearly rate of interest compounded once a year, from the amount put in, the amount it grew to and the years:
// P (1 + r/100)^n = A, solved for r > 0. "$5,000 was invested at a rate compounded annually; two years later it
// was worth $6,050. What was the annual rate?" (10; a cubic or higher power the solver does not take is refused). Exactly two amounts of money, the first the principal and the
// other said as what it became ("worth", "grew to"), one count of years (digits or a word), and an ask for the rate.
// Compounding more often than once a year, a rate that is not a short decimal, or any other number, and it refuses.

const YEAR_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 };
const YEARS = /\b(\d+|one|two|three|four|five|six|seven|eight|nine|ten) years?\b/g;

export function readLooseCompoundRate(story: Story): EmbeddedReading | null {
  const { text, ask, quantities } = story;
  if (!/\bcompound(?:ed|s|ing)? (?:interest )?(?:once a year|annually|yearly|every year|each year)\b|\bcompounded\b[^.?!]*\bonce a year\b|\bannually compounded\b/.test(text)) return null;
  if (/\bmonthly\b|\bquarterly\b|\bdaily\b|\bweekly\b|\bsemi-?annually\b|\btwice a year\b|\bcontinuously\b/.test(text)) return null;
  if (!/\b(?:annual |yearly )?(?:interest )?rate\b|\bwhat percent\b/.test(ask) || /\bsimple\b/.test(text)) return null;
  const money = quantities.filter((quantity) => quantity.money);
  if (money.length !== 2 || quantities.some((quantity) => quantity.percent)) return null;
  const years = [...text.matchAll(YEARS)];
  if (years.length !== 1) return null;
  const n = Number(YEAR_WORDS[years[0]![1]!] ?? years[0]![1]);
  const yearsAt = years[0]!.index;
  const others = quantities.filter((quantity) => !quantity.money);
  if (others.length > 1 || (others.length === 1 && others[0]!.at !== yearsAt) || !(Number.isInteger(n) && n >= 1)) return null;
  const [principal, amount] = money as [Quantity, Quantity];
  const before = text.slice(Math.max(0, amount.at - 40), amount.at);
  if (!/\b(?:worth|grew to|grown to|grows to|became|becomes|amounted to|amounts to|balance (?:of|was)|reached|had|has)\s*(?:exactly |a total of )?\$?\s?$/.test(before)) return null;
  if (!(amount.value > principal.value)) return null;
  const rate = solveChecked(
    {
      equations: [`${principal.exact} * (1 + r / 100)^${n} = ${amount.exact}`],
      unknown: 'r',
      letters: `r = the yearly rate in percent (each year the amount is multiplied by 1 + r/100, ${n} times)`,
      meaning: 'the yearly interest rate in percent',
    },
    ({ r }) => r !== undefined && r > 0 && agrees(principal.value * (1 + r / 100) ** n, amount.value),
  );
  // A rate that is a rounded root is not shown as exact.
  return rate && /^\d+(?:\.\d{1,4})?$/.test(rate.answer) ? rate : null;
}
