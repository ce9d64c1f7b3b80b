import { nounKey } from '../read-text';
import type { EmbeddedReading } from '../word-problem-outcome';
import type { Quantity, Story } from './read-story';
import { agrees, solveChecked } from './solve-checked';

// Two plans, each a fixed fee (or none) plus so much per unit, and when they cost the same: "Gym A charges a $40
// joining fee plus $25 a month; Gym B has no joining fee and charges $30 a month. After how many months do they cost
// the same?" → 40 + 25n = 0 + 30n. Each plan is one sentence with exactly one rate per the unit the question counts
// and at most one fee; a plan with no fee must say so ("no joining fee", "no fee"). The count must come out whole.

const RATE = /^\$\s?[\d,.]+\s+(?:per|a|an|each|every) ([a-z]+)\b/;

interface Plan {
  fee?: Quantity;
  rate: Quantity;
}

export function readLooseBreakEven(story: Story): EmbeddedReading | null {
  const { text, ask, quantities, facts } = story;
  if (quantities.length < 2 || quantities.length > 4 || quantities.some((quantity) => !quantity.money)) return null;
  const counted = ask.match(/\b(?:after |in )?how many ([a-z]+)\b/);
  if (!counted || !/\b(?:the same|same amount|equal|be equal|cost the same|same (?:total )?cost|same price)\b/.test(ask)) return null;
  const unit = nounKey(counted[1]!);
  // Every amount in the facts, the sentences they sit in.
  const factsEnd = text.length - ask.length;
  if (quantities.some((quantity) => quantity.at >= factsEnd)) return null;
  const sentenceOf = (at: number) => (text.slice(0, at).match(/[.;!?]\s/g) ?? []).length;
  const plans = new Map<number, Plan & { fees: Quantity[]; rates: Quantity[] }>();
  for (const quantity of quantities) {
    const index = sentenceOf(quantity.at);
    const plan = plans.get(index) ?? { fees: [], rates: [], rate: quantity };
    const rate = RATE.exec(text.slice(quantity.at));
    if (rate) {
      if (nounKey(rate[1]!) !== unit) return null;
      plan.rates.push(quantity);
    } else {
      const near = text.slice(quantity.at, quantity.at + 40);
      if (!/^\$\s?[\d,.]+\s+(?:(?:one-time |one time |initial |sign-up |signup |joining |membership |setup |set-up |start-up |enrollment |enrolment |registration |installation |activation )?fee|to join|to sign up|up front|upfront|deposit)\b/.test(near)) return null;
      plan.fees.push(quantity);
    }
    plans.set(index, plan);
  }
  if (plans.size !== 2) return null;
  const [one, two] = [...plans.values()] as [Plan & { fees: Quantity[]; rates: Quantity[] }, Plan & { fees: Quantity[]; rates: Quantity[] }];
  if ([one, two].some((plan) => plan.rates.length !== 1 || plan.fees.length > 1)) return null;
  // A plan without a fee says it has none.
  const sentences = facts.split(/(?<=[.;!?])\s+/);
  const feeless = [one, two].filter((plan) => plan.fees.length === 0);
  if (feeless.length > 1) return null;
  if (feeless.length === 1) {
    const said = sentences[sentenceOf(feeless[0]!.rates[0]!.at)] ?? '';
    if (!/\bno (?:[a-z-]+ )?fee\b|\bno (?:joining|membership|sign-up|signup|setup|set-up) (?:fee|cost)\b|\bwithout (?:a|any) (?:[a-z-]+ )?fee\b/.test(said)) return null;
  }
  const fee = (plan: { fees: Quantity[] }) => plan.fees[0]?.exact ?? '0';
  const feeValue = (plan: { fees: Quantity[] }) => plan.fees[0]?.value ?? 0;
  const [r1, r2] = [one.rates[0]!, two.rates[0]!];
  if (r1.value === r2.value) return null;
  return solveChecked(
    {
      equations: [`${fee(one)} + ${r1.exact} * n = ${fee(two)} + ${r2.exact} * n`],
      unknown: 'n',
      letters: `n = the number of ${counted[1]} (each plan costs its fee plus its rate for each of them)`,
      meaning: `the number of ${counted[1]} when both cost the same`,
      whole: true,
    },
    ({ n }) => n !== undefined && n > 0 && agrees(feeValue(one) + r1.value * n, feeValue(two) + r2.value * n),
  );
}
