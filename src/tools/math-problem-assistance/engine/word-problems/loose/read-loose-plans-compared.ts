import { nounKey } from '../read-text';
import type { EmbeddedReading } from '../word-problem-outcome';
import type { Quantity, Story } from './read-story';
import { agrees, solveChecked } from './solve-checked';

// Two plans priced as a base plus so much for each unit used, and at what use they cost the same, in the ways phone,
// rental and gym plans are told: "Plan A charges $20 a month plus $0.10 per minute. Plan B charges $35 a month plus
// $0.05 per minute. For how many minutes …?" (a base per month, compared over one month), "$32 a day plus $0.25 per
// mile … $54.50 a day with unlimited miles. For a one-day rental …", "gym 1 costs $50 to join and $30 a month". Each
// plan is one sentence with one charge per the unit the question counts (or "unlimited"/"free" ones) and at most one
// base: a fee, or a charge per a period both plans share. A plan with no base says so. A number of periods anywhere
// ("for 3 days") makes it another story, and it refuses; so does a use at which they never cost the same, or not a whole one.

const PERIODS = new Set(['day', 'week', 'month', 'year', 'night']);
/** "plan 1", "gym 2", "option 3": a plan's label, not an amount. */
const LABEL = /\b(?:plan|gym|option|company|store|club|phone|carrier|card|service|choice|offer|deal|shop|agency|provider) $/;
const PER = /^\$\s?[\d,.]+\s+(?:per|a|an|each|every|for each|for every) ([a-z]+)\b/;
const FEE = /^\$\s?[\d,.]+\s+(?:(?:one-time |one time |initial |sign-up |signup |joining |membership |setup |set-up |start-up |enrollment |enrolment |registration |installation |activation |flat |service |base )?fee|to join|to sign up|up front|upfront|deposit)\b/;

interface Plan {
  base?: { amount: Quantity; period?: string };
  rate?: Quantity;
  unlimited: boolean;
  sentence: string;
}

export function readLoosePlansCompared(story: Story): EmbeddedReading | null {
  const { text, ask, quantities, facts } = story;
  const counted = ask.match(/\b(?:after |in |at |for )?how many ([a-z]+)\b/);
  if (!counted || !/\b(?:the same|same amount|equal|be equal|cost the same|same (?:total )?(?:cost|price|amount))\b/.test(ask)) return null;
  const unit = nounKey(counted[1]!);
  const amounts = quantities.filter((quantity) => !(LABEL.test(text.slice(0, quantity.at)) && /^\d+$/.test(quantity.text) && !quantity.money));
  const factsEnd = text.length - ask.length;
  if (amounts.length < 3 || amounts.some((quantity) => !quantity.money || quantity.at >= factsEnd)) return null;
  const sentences = facts.split(/(?<=[.;!?])\s+/);
  const sentenceOf = (at: number) => (text.slice(0, at).match(/[.;!?]\s/g) ?? []).length;
  const plans = new Map<number, Plan>();
  for (const quantity of amounts) {
    const index = sentenceOf(quantity.at);
    const plan = plans.get(index) ?? { unlimited: false, sentence: sentences[index] ?? '' };
    const from = text.slice(quantity.at);
    const per = PER.exec(from);
    const perWhat = per ? nounKey(per[1]!) : undefined;
    if (perWhat === unit) {
      if (plan.rate) return null;
      plan.rate = quantity;
    } else if (perWhat && PERIODS.has(perWhat)) {
      if (plan.base) return null;
      plan.base = { amount: quantity, period: perWhat };
    } else if (FEE.test(from)) {
      if (plan.base) return null;
      plan.base = { amount: quantity };
    } else return null;
    plans.set(index, plan);
  }
  if (plans.size !== 2) return null;
  const [one, two] = [...plans.values()] as [Plan, Plan];
  for (const plan of [one, two]) {
    // "with unlimited miles", "free minutes": nothing for each unit used.
    if (!plan.rate) plan.unlimited = new RegExp(String.raw`\b(?:unlimited|free|no charge for|no extra charge for) ${counted[1]}\b`).test(plan.sentence);
    if (!plan.rate && !plan.unlimited) return null;
    if (!plan.base && !/\bno (?:[a-z-]+ )?(?:fee|charge)\b|\bno (?:monthly|daily|base) (?:fee|charge|cost)\b|\bonly charges\b|\bjust charges\b/.test(plan.sentence)) return null;
  }
  // A base per a period is one period's cost only when both plans share that period and no number of periods is said.
  const periods = new Set([one, two].map((plan) => plan.base?.period).filter((period) => period !== undefined));
  if (periods.size > 1 || (periods.size === 1 && [one, two].some((plan) => plan.base && !plan.base.period))) return null;
  if (periods.size === 1 && new RegExp(String.raw`\b\d+(?:\.\d+)? ${[...periods][0]}s?\b`).test(text)) return null;
  const base = (plan: Plan) => plan.base?.amount.exact ?? '0';
  const rate = (plan: Plan) => plan.rate?.exact ?? '0';
  const cost = (plan: Plan, n: number) => (plan.base?.amount.value ?? 0) + (plan.rate?.value ?? 0) * n;
  if ((one.rate?.value ?? 0) === (two.rate?.value ?? 0)) return null;
  return solveChecked(
    {
      equations: [`${base(one)} + ${rate(one)} * n = ${base(two)} + ${rate(two)} * n`],
      unknown: 'n',
      letters: `n = the number of ${counted[1]} (each plan costs its base plus its charge for each of them)`,
      meaning: `the number of ${counted[1]} at which both cost the same`,
      // A count of months, visits or minutes billed comes out whole; a fraction (40/7 months) is no answer to give.
      whole: true,
    },
    ({ n }) => n !== undefined && n > 0 && agrees(cost(one, n), cost(two, n)),
  );
}
