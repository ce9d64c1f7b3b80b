import { solveSetup } from '../read-school-problem';
import { nounKey } from '../read-text';
import type { EmbeddedReading } from '../word-problem-outcome';
import { show, type Quantity, type Story } from './read-story';
import { calculationChecked } from './solve-checked';

// A fixed amount plus so much per item or per period, and the total: "a plan costs $25 a month plus
// $0.10 per text; the bill was $32.50: how many texts?", "Tom saves $15 a week and already has $40: how
// many weeks until he has $190?". Exactly three amounts of money: the rate is the one "per"/"a"/"each" of
// the thing the question counts, the total the one the question names or the bill states, the fixed
// amount the third. The count must come out whole and positive, or the story is not this one.

// "The bill before tax was $143.10": the total of the rates alone (a bill after tax is not).
const TOTAL_BEFORE = /\b(?:bill|total|charge|cost|price|fare) (?:before (?:tax|taxes) )?(?:was|is|came to|of|comes to|will be)\s*\$?\s*$|\b(?:paid|pays|spent|spends|earned|earns|collected|raised)\s*(?:a total of\s*)?\$?\s*$/;
const NOT_A_COUNT = /^(?:more|less|each|total|in|of|and|to|for|at|on)$/;

/** The thing a count names, as a key: nounKey's, with "movie" and "movies" one key (nounKey makes "movies" "movy"). */
function thingKey(noun: string): string {
  return nounKey(noun).replace(/ie$/, 'y');
}

function rateOf(story: Story, money: Quantity[], counted: string): Quantity[] {
  return money.filter((quantity) => {
    const rest = story.text.slice(quantity.at).replace(/^\$?\s?[\d,.]+\s*/, '');
    // "i save $15 more every week": more added each period (not "$5 more per month than plan A", a comparison).
    const per = (/\bthan\b/.test(story.text) ? rest : rest.replace(/^(?:more|extra) (?=every|each|per|a|an)/, '')).match(/^(?:per|a|an|each|every|for each|for every) ([a-z]+)/);
    return per !== null && thingKey(per[1]!) === counted;
  });
}

/** Periods in a longer one, for a count the question gives as a period ("for the first year" at $29 a month). */
const PERIODS: Record<string, Record<string, number>> = { year: { month: 12, week: 52 }, week: { day: 7 }, day: { hour: 24 }, hour: { minute: 60 } };

/**
 * The total asked: "a $50 sign-up fee and then $29 a month: how much for the first year?", "$3.50 to start plus
 * $2.25 per mile: how much does a 12-mile ride cost if the rider also adds a $5 tip?". One rate per thing, one fixed
 * amount, at most one extra the question or story adds (a tip), and the count: a number of the rate's things, or a
 * period the question names made of them (a year is 12 months). Worked out exactly and checked in floating point.
 */
function readTotal(story: Story): EmbeddedReading | null {
  const { quantities, ask, text } = story;
  if (!/\bhow much\b/.test(ask) || /\bhow many\b/.test(ask) || !/\b(?:cost|costs|pay|charge|be|spend|total)\b/.test(ask)) return null;
  const money = quantities.filter((quantity) => quantity.money);
  const counts = quantities.filter((quantity) => !quantity.money && !quantity.percent);
  if (money.length < 2 || money.length > 3 || counts.length > 1 || money.length + counts.length !== quantities.length) return null;
  const rates = money.flatMap((quantity) => {
    const rest = text.slice(quantity.at).replace(/^\$?\s?[\d,.]+\s*/, '');
    const per = rest.match(/^(?:per|a|an|each|every|for each|for every) ([a-z]+)\b/);
    return per ? [{ quantity, thing: nounKey(per[1]!) }] : [];
  });
  if (rates.length !== 1) return null;
  const rate = rates[0]!;
  const others = money.filter((quantity) => quantity !== rate.quantity);
  // The fixed amount and an extra: each said as such, or the reading stops.
  const fixed = others.filter((quantity) => /\b(?:fee|to start|start(?:ing)?|flat|base|one-time|sign[- ]?up|joining|membership|initial|plus|then)\b/.test(`${text.slice(Math.max(0, quantity.at - 30), quantity.at)} ${quantity.after}`) && !/\btip\b/.test(quantity.after));
  const extra = others.filter((quantity) => !fixed.includes(quantity));
  if (fixed.length !== 1 || extra.length > 1 || (extra[0] && !/\b(?:tip|tax|extra|toll|also adds?|also pays?|adds?)\b/.test(`${text.slice(Math.max(0, extra[0].at - 30), extra[0].at)} ${extra[0].after}`))) return null;
  let count: number;
  let countText: string;
  if (counts.length === 1) {
    const unit = counts[0]!.after.replace(/^-/, '').split(' ')[0] ?? '';
    if (nounKey(unit) !== rate.thing) return null;
    count = counts[0]!.value;
    countText = counts[0]!.exact;
  } else {
    const period = ask.match(/\b(?:for|in|over) (?:the first |a |one |the |1 )(year|week|day|hour)\b/)?.[1];
    const within = period ? PERIODS[period]?.[rate.thing] : undefined;
    if (within === undefined) return null;
    count = within;
    countText = String(within);
  }
  const [f, r] = [fixed[0]!, rate.quantity];
  const add = extra[0] ? ` + ${extra[0].exact}` : '';
  return calculationChecked(
    `${f.exact} + ${r.exact} * ${countText}${add}`,
    { rule: 'Add the fixed amount and the rate times the count', explanation: `$${show(f.value)} once, $${show(r.value)} for each of ${show(count)} ${rate.thing}s${extra[0] ? `, and $${show(extra[0].value)} more` : ''}.` },
    'the total cost in dollars',
    f.value + r.value * count + (extra[0]?.value ?? 0),
  );
}

/**
 * Two rates, one of them for a count the story gives: "$39.95 per day plus $0.79 per mile; rented for 2 days, the bill was
 * $143.10: how many miles?" → 39.95·2 + 0.79·n = 143.10. Three amounts of money (two rates of two different things, the
 * total the bill states) and one count of the first rate's thing; the count asked is of the other's, and must be whole.
 */
function readTwoRates(story: Story): EmbeddedReading | null {
  const { quantities, ask, text } = story;
  const money = quantities.filter((quantity) => quantity.money);
  const counts = quantities.filter((quantity) => !quantity.money && !quantity.percent);
  if (money.length !== 3 || counts.length !== 1) return null;
  const asked = ask.match(/\bhow many ([a-z]+)\b/)?.[1];
  if (!asked || NOT_A_COUNT.test(asked)) return null;
  const rateFor = (quantity: Quantity) => text.slice(quantity.at).replace(/^\$?\s?[\d,.]+\s*/, '').match(/^(?:per|a|an|each|every|for each|for every) ([a-z]+)\b/)?.[1];
  const rates = money.filter((quantity) => rateFor(quantity) !== undefined);
  const totals = money.filter((quantity) => !rates.includes(quantity) && TOTAL_BEFORE.test(text.slice(Math.max(0, quantity.at - 40), quantity.at)));
  if (rates.length !== 2 || totals.length !== 1) return null;
  const askedRate = rates.filter((quantity) => thingKey(rateFor(quantity)!) === thingKey(asked));
  const givenRate = rates.filter((quantity) => thingKey(rateFor(quantity)!) === thingKey(counts[0]!.after.split(' ')[0] ?? ''));
  if (askedRate.length !== 1 || givenRate.length !== 1 || askedRate[0] === givenRate[0]) return null;
  const [g, c, r, t] = [show(givenRate[0]!.value), show(counts[0]!.value), show(askedRate[0]!.value), show(totals[0]!.value)];
  return solveSetup({
    equations: [`${g} * ${c} + ${r} * n = ${t}`],
    unknown: 'n',
    letters: `n = the number of ${asked} ($${g} for each of ${c} ${rateFor(givenRate[0]!)}s, and $${r} for each of the ${asked})`,
    meaning: `the number of ${asked}`,
    whole: true,
  });
}

export function readLooseFixedPlusRate(story: Story): EmbeddedReading | null {
  const { quantities, ask, text } = story;
  // "$4 for the first hour and $2.50 for each hour after that": the first unit is priced apart, so the rate
  // counts one fewer than asked (read-loose-first-then-each.ts); never a fee plus the rate for all of them.
  if (/\$\s?[\d,.]+ for (?:the|your) (?:first|1st) [a-z]+\b/.test(text)) return null;
  if (quantities.length === 4 && !/\bhow much\b/.test(ask)) return readTwoRates(story);
  if (!quantities.every((quantity) => quantity.money) || /\bhow much\b/.test(ask)) return readTotal(story);
  if (quantities.length !== 3) return null;
  // "The club can spend at most $300. What is the greatest number of shirts they can order?" (session 44): the most
  // that fit the budget, shown only when fee + rate·n meets the budget exactly (a whole n; no rounding down is shown).
  const most = /\b(?:greatest|largest|most|maximum|max) (?:number of )?([a-z]+)\b/.exec(ask)?.[1];
  const budget = most ? quantities.filter((quantity) => /\b(?:spend|spending|has|have|budget(?: of| is)?)\s+(?:at most|no more than|up to|only)\s*\$?\s*$|\bat most\s*\$?\s*$/.test(text.slice(Math.max(0, quantity.at - 40), quantity.at))) : [];
  const asked = most && budget.length === 1 ? most : ask.match(/\bhow many ([a-z]+)\b/)?.[1];
  if (!asked || NOT_A_COUNT.test(asked)) return null;
  const counted = thingKey(asked);
  const rate = rateOf(story, quantities, counted);
  if (rate.length !== 1) return null;
  const askStart = text.lastIndexOf(ask);
  const inAsk = quantities.filter((quantity) => quantity.at >= askStart && quantity !== rate[0]);
  const stated = quantities.filter((quantity) => quantity.at < askStart && quantity !== rate[0] && TOTAL_BEFORE.test(text.slice(Math.max(0, quantity.at - 40), quantity.at)));
  const total = budget.length === 1 && inAsk.length === 0 ? budget : inAsk.length === 1 ? inAsk : inAsk.length === 0 ? stated : [];
  if (total.length !== 1) return null;
  const fixed = quantities.filter((quantity) => quantity !== rate[0] && quantity !== total[0]);
  if (fixed.length !== 1 || !(total[0]!.value > fixed[0]!.value)) return null;
  // "…until he has $190", "…to reach $190": a total asked must be something reached, not a second price.
  if (inAsk.length === 1 && !/\b(?:until|to reach|to save|to have|to pay off|to earn|for)\b/.test(ask)) return null;
  const [f, r, t] = [show(fixed[0]!.value), show(rate[0]!.value), show(total[0]!.value)];
  const reading = solveSetup({
    equations: [`${f} + ${r} * n = ${t}`],
    unknown: 'n',
    letters: budget.length === 1 ? `n = the greatest number of ${asked} ($${f} fixed, $${r} for each, $${t} at most; n is the most when the cost meets the budget exactly)` : `n = the number of ${asked} ($${f} fixed, $${r} for each)`,
    meaning: budget.length === 1 ? `the greatest number of ${asked}` : `the number of ${asked}`,
    whole: true,
  });
  return reading;
}
