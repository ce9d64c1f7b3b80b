import { calculationReading } from '../build-reading';
import { askedLaterPeriod } from '../check-asked';
import type { EmbeddedReading } from '../word-problem-outcome';
import { show, type Story } from './read-story';

// "3% interest compounded annually on $8,000: how much interest in the second year alone?" Compounded once
// a year, year n starts with P(1 + r)^(n-1) in the account and earns r of that: the first year's interest
// (r of P) is not the answer for a later year, which is why check-asked.ts refuses any reading whose meaning
// does not name the period asked. Only a story of one deposit, one yearly rate and that question is read.

const ORDINALS: Record<string, number> = { second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8, ninth: 9, tenth: 10 };
const ANNUALLY = /\bcompound(?:ed)?(?: interest)? (?:annually|yearly|once a year|each year|every year)\b|\b(?:annually|yearly|once a year|each year|every year),? compounded\b/;
const OTHER_COMPOUNDING = /\b(?:semi-?annually|twice a year|quarterly|monthly|daily|weekly|continuously|per month|each month|a month)\b/;

export function readLooseInterestInYear(story: Story): EmbeddedReading | null {
  const { quantities, ask, text } = story;
  const period = askedLaterPeriod(text);
  if (!period || !/ year$/.test(period)) return null;
  const order = period.split(' ')[0]!;
  const n = ORDINALS[order] ?? Number.parseInt(order, 10);
  if (!Number.isInteger(n) || n < 2 || n > 50) return null;
  if (!ANNUALLY.test(text) || OTHER_COMPOUNDING.test(text) || /\bsimple\b/.test(text)) return null;
  if (!/\bhow much interest\b|\b(?:what (?:is|was|will be)|whats) the interest\b|\binterest (?:earned|will (?:you|he|she|they|i|we) earn)\b/.test(ask)) return null;
  const money = quantities.filter((quantity) => quantity.money);
  const rates = quantities.filter((quantity) => quantity.percent);
  if (quantities.length !== 2 || money.length !== 1 || rates.length !== 1) return null;
  const [p, r] = [show(money[0]!.value), show(rates[0]!.value)];
  return calculationReading(
    `${p} * (1 + ${r} / 100)^${n - 1} * ${r} / 100`,
    {
      rule: 'Interest on the balance at the start of that year',
      explanation: `Compounded once a year, the balance is multiplied by 1 + ${r}/100 each year, so the ${period} starts with ${p} × (1 + ${r}/100)^${n - 1}, and the ${period} earns ${r}% of that.`,
    },
    `the interest earned in the ${period}`,
  );
}
