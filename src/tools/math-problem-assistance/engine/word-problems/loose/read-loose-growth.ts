import { calculationReading } from '../build-reading';
import { solveSetup } from '../read-school-problem';
import type { EmbeddedReading } from '../word-problem-outcome';
import { show, type Quantity, type Story } from './read-story';

// Money and populations that change by a rule over time: simple interest ("$2,000 at 5% simple interest
// for 3 years"), interest compounded once a year, a value that grows or loses a percent each year, and a
// count that doubles, triples or halves every period. Each story must give exactly the start, the rate
// and the time, and ask for one of the amounts; interest compounded more than once a year, a rate per
// month over years, or any number left over, and it refuses.

const YEARS = /^(?:years?|yrs?)\b/;
const COMPOUNDED_OFTEN = /\bcompounded\b|\bper month\b|\beach month\b|\ba month\b|\bmonthly\b/;
const GROWS = /\b(?:grows?|increases?|rises?|goes up|gains?)(?: in value)? by (?=\d)|\b(?:grows?|increases?|rises?) (?=\d[\d.,]*\s?(?:%|percent))/;
const SHRINKS = /\b(?:loses?|decreases?|drops?|falls?|shrinks?|depreciates?|declines?)(?: in value)?(?: by)? (?=\d)/;
const EACH_YEAR = /\b(?:each|every|per|a) year\b|\bannually\b|\byearly\b/;
const ASK_INTEREST = /\bhow much interest\b|\b(?:what (?:is|was|will be)|whats) the (?:simple |compound )?interest\b|\binterest (?:earned|will (?:you|he|she|they) earn)\b/;
// "how much is it after 3 years": the investment itself, asked by its pronoun.
const ASK_AMOUNT = /\b(?:how much|what|whats)\b.*\b(?:worth|value|balance|have|be|total|in the account|amount)\b|\bhow much money\b|\bhow much (?:is|was) (?:it|that|the (?:money|investment|deposit|account))\b|\bwhat will the population be\b|\bhow many\b/;

const MONTHS = /^(?:months?)\b/;
/** How often interest is compounded, in times a year; "twice a year (semiannually)" says it twice, alike. */
const COMPOUNDING: Array<[RegExp, number]> = [
  [/\b(?:annually|yearly|once a year|each year|every year)\b/g, 1],
  [/\b(?:semi-?annually|twice a year|every six months|every 6 months)\b/g, 2],
  [/\b(?:quarterly|four times a year|every three months|every 3 months)\b/g, 4],
  [/\b(?:monthly|every month|each month)\b/g, 12],
];
const COMPOUNDED = /\bcompound(?:ed)?\b/;

function findYears(story: Story, start: Quantity, rate: Quantity): Quantity[] {
  return story.quantities.filter((quantity) => quantity !== start && quantity !== rate && YEARS.test(quantity.after));
}

/** Times a year the story compounds, and its text without those words; null when they disagree. */
function readCompounding(text: string): { perYear: number; rest: string } | null {
  let rest = text.replace(/\(([a-z -]+)\)/g, ' $1 ');
  const found = new Set<number>();
  for (const [words, perYear] of COMPOUNDING) {
    const after = rest.replace(new RegExp(String.raw`\bcompound(?:ed)? (?:interest )?(?:${words.source.slice(2, -2)})(?: \(?(?:${COMPOUNDING.map(([w]) => w.source.slice(2, -2)).join('|')})\)?)*`, 'g'), ' ');
    if (after !== rest) found.add(perYear);
    rest = after;
  }
  if (found.size > 1) return null;
  return { perYear: [...found][0] ?? 0, rest };
}

function readInterest(story: Story): EmbeddedReading | null {
  const { quantities, ask } = story;
  const compounding = readCompounding(story.text);
  if (!compounding) return null;
  // Left over once the compounding is read: a rate per month or daily compounding is another formula.
  const { perYear, rest: text } = compounding;
  if (/\bcompounded\b|\bper month\b|\beach month\b|\ba month\b|\bmonthly\b|\bcontinuously\b|\bdaily\b|\bweekly\b/.test(text)) return null;
  const money = quantities.filter((quantity) => quantity.money);
  const rates = quantities.filter((quantity) => quantity.percent);
  const times = quantities.filter((quantity) => !quantity.money && !quantity.percent && (YEARS.test(quantity.after) || MONTHS.test(quantity.after)));
  if (times.length !== 1 || money.length + rates.length + 1 !== quantities.length || rates.length > 1) return null;
  // "18 months" is 18/12 of a year: the rate is a year's.
  const t = MONTHS.test(times[0]!.after) ? `${show(times[0]!.value)} / 12` : show(times[0]!.value);
  const simple = /\bsimple interest\b/.test(text);
  if (money.length === 2 && rates.length === 0 && simple && perYear === 0) return readSimpleRate(story, money, t);
  if (money.length !== 1 || rates.length !== 1) return null;
  const [p, r] = [show(money[0]!.value), show(rates[0]!.value)];
  // "…to earn $120 in interest": the one amount is the interest, not the principal, and the principal is asked.
  if (/^(?:in interest|of interest|interest)\b/.test(money[0]!.after) || /\b(?:earn|earns|earned|interest of)\s+\$\s?$/.test(story.text.slice(Math.max(0, money[0]!.at - 20), money[0]!.at + 1))) return null;
  // "How much do I need to deposit today … to have $10,000 in 6 years?": the amount is where it ends, the deposit is asked.
  if (ASK_PRINCIPAL.test(ask)) return isTarget(story, money[0]!) ? readPresentValue(money[0]!, r, t, simple ? 0 : perYear, story.text) : null;
  if (isTarget(story, money[0]!)) return null;
  if (simple) {
    if (perYear !== 0) return null;
    const step = { rule: 'Use simple interest', explanation: `Simple interest is the same each year: the principal × the rate × the years (I = P·r·t), with ${r}% = ${r}/100.` };
    if (ASK_INTEREST.test(ask)) return calculationReading(`${p} * ${r} / 100 * ${t}`, step, 'the interest earned');
    if (ASK_AMOUNT.test(ask)) return calculationReading(`${p} + ${p} * ${r} / 100 * ${t}`, { ...step, explanation: `${step.explanation} The amount at the end is the principal plus that interest.` }, 'the amount at the end');
    return null;
  }
  if (perYear === 0 || !COMPOUNDED.test(story.text)) return null;
  const growth = perYear === 1 ? `(1 + ${r} / 100)^${t}` : `(1 + ${r} / 100 / ${perYear})^(${perYear} * ${t})`;
  const step = {
    rule: 'Use compound interest',
    explanation:
      perYear === 1
        ? `Compounded once a year, the amount is multiplied by 1 + ${r}/100 each year: A = P(1 + r)^t.`
        : `Compounded ${perYear} times a year, each period adds ${r}/${perYear} % and there are ${perYear} × the years periods: A = P(1 + r/n)^(n·t).`,
  };
  if (ASK_INTEREST.test(ask)) return calculationReading(`${p} * ${growth} - ${p}`, { ...step, explanation: `${step.explanation} The interest is that amount minus the principal.` }, 'the interest earned');
  if (ASK_AMOUNT.test(ask)) return calculationReading(`${p} * ${growth}`, step, 'the amount at the end');
  return null;
}

/** The deposit asked: "how much must be invested", "how much do I need to deposit today", "what principal". */
const ASK_PRINCIPAL = /\bhow much (?:money )?(?:[a-z']+ ){0,5}?(?:invest(?:ed)?|deposit(?:ed)?|borrow(?:ed)?|put (?:in|away|aside|into)|set aside|save now)\b|\bprincipal\b|\bpresent value\b|\b(?:initial|original|first) (?:deposit|investment|amount)\b|\bwhat (?:amount|sum)(?: of money)? (?:[a-z']+ ){0,4}?(?:invest(?:ed)?|deposit(?:ed)?|put in)\b/;
/** The amount said as what the money is to become: "to have $10,000", "to grow to $5,000", "will be worth $8,000". */
const TARGET_BEFORE = /\b(?:to have|to reach|(?:to )?grows? to|to end up with|(?:to|will) be worth|to accumulate|to total|to become|to amount to|to get|(?:will )?have (?:a total of )?|balance of)\s*(?:exactly |a total of |at least )?\$\s?$/;

function isTarget(story: Story, amount: Quantity): boolean {
  return TARGET_BEFORE.test(story.text.slice(Math.max(0, amount.at - 40), amount.at + 1));
}

/** P (1 + r/n)^(n t) = A (or P (1 + r t) = A for simple interest), solved for the deposit P. */
function readPresentValue(amount: Quantity, r: string, t: string, perYear: number, text: string): EmbeddedReading | null {
  if (perYear === 0 && !/\bsimple interest\b/.test(text)) return null;
  const growth = perYear === 0 ? `(1 + ${r} / 100 * ${t})` : perYear === 1 ? `(1 + ${r} / 100)^(${t})` : `(1 + ${r} / 100 / ${perYear})^(${perYear} * ${t})`;
  const how = perYear === 0 ? 'simple interest adds r% of P each year' : perYear === 1 ? 'compounded once a year, P is multiplied by 1 + r/100 each year' : `compounded ${perYear} times a year, P is multiplied by 1 + r/${perYear}/100 each period`;
  return solveSetup({
    equations: [`P * ${growth} = ${show(amount.value)}`],
    unknown: 'P',
    letters: `P = the amount deposited now (${how}, and it must reach $${show(amount.value)})`,
    meaning: 'the amount to deposit now',
  });
}

/** "A loan of $1,200 at simple interest grew to $1,380 after 2 years. What was the rate?": the rate solved for. */
function readSimpleRate(story: Story, money: Quantity[], t: string): EmbeddedReading | null {
  const { text, ask } = story;
  if (!/\b(?:interest )?rate\b|\bwhat percent\b/.test(ask)) return null;
  const [start, end] = money as [Quantity, Quantity];
  // The second amount is what the first became: "grew to", "amounted to", "paid back", "balance of".
  const becomes = /\b(?:grew|grows|grown|amounted|amounts|rose|increased|came) to (?:a total of )?\$\s?$|\b(?:paid back(?: with)?|repaid(?: with)?|balance (?:was|is|of)|total (?:was|is|of)|worth) (?:a total of )?\$\s?$/;
  if (!becomes.test(text.slice(Math.max(0, end.at - 30), end.at + 1)) || !(end.value > start.value)) return null;
  return solveSetup({
    equations: [`${show(start.value)} * (1 + r / 100 * ${t}) = ${show(end.value)}`],
    unknown: 'r',
    letters: 'r = the yearly interest rate in percent (simple interest: the same r% of the principal each year)',
    meaning: 'the yearly interest rate in percent',
  });
}

/** "A car bought for $20,000 loses 15% of its value each year", "A town of 12,000 grows by 5% a year": after t years. */
function readPercentEachYear(story: Story): EmbeddedReading | null {
  const { text, quantities, ask } = story;
  if (/\binterest\b/.test(text) || COMPOUNDED_OFTEN.test(text)) return null;
  const up = GROWS.test(text);
  const down = SHRINKS.test(text);
  if (up === down) return null;
  const rate = quantities.filter((quantity) => quantity.percent);
  if (rate.length !== 1) return null;
  const start = quantities.filter((quantity) => !quantity.percent && !YEARS.test(quantity.after));
  if (start.length !== 1) return null;
  const years = findYears(story, start[0]!, rate[0]!);
  // "grows by 5% this year": one year, no count written.
  const oneYear = years.length === 0 && /\b(?:this|next|in a|in one|after one|after a) year\b/.test(text);
  if (years.length !== 1 && !oneYear) return null;
  if (years.length === 1 && !EACH_YEAR.test(text)) return null;
  if (!ASK_AMOUNT.test(ask) || /\bpercent\b|\bhow many years\b|\bwhen\b/.test(ask)) return null;
  if (!up && rate[0]!.value >= 100) return null;
  const [p, r, t] = [show(start[0]!.value), show(rate[0]!.value), years.length === 1 ? show(years[0]!.value) : '1'];
  const sign = up ? '+' : '-';
  const calculation = t === '1' ? `${p} * (1 ${sign} ${r} / 100)` : `${p} * (1 ${sign} ${r} / 100)^${t}`;
  return calculationReading(
    calculation,
    {
      rule: up ? 'Multiply by the growth factor each year' : 'Multiply by what is left each year',
      explanation: up
        ? `Each year adds ${r}% of the year's amount, so each year multiplies it by 1 + ${r}/100${t === '1' ? '' : `, ${t} times`}.`
        : `Each year takes away ${r}% of the year's amount, leaving 1 - ${r}/100 of it${t === '1' ? '' : `, ${t} times over`}.`,
    },
    t === '1' ? 'the amount after one year' : `the amount after ${t} years`,
  );
}

const FACTORS: Record<string, { factor: string; word: string }> = {
  doubles: { factor: '2', word: 'doubles' },
  triples: { factor: '3', word: 'triples' },
  halves: { factor: '1/2', word: 'halves' },
};
const PERIOD = String.raw`(?:second|minute|hour|day|week|month|year)s?`;

/** "A population of bacteria doubles every hour. If there are 500 now, how many after 6 hours?" */
function readRepeatedFactor(story: Story): EmbeddedReading | null {
  const { text, quantities, ask } = story;
  const rule = text.match(new RegExp(String.raw`\b(doubles|triples|halves) (?:in (?:size|number) )?every (?:(\d+(?:\.\d+)?) )?(${PERIOD})\b`));
  if (!rule) return null;
  const unit = rule[3]!.replace(/s$/, '');
  const period = rule[2] === undefined ? 1 : Number(rule[2]);
  const periodAt = rule[2] === undefined ? -1 : (rule.index ?? 0) + rule[0].indexOf(rule[2]);
  const counted = quantities.filter((quantity) => quantity.at !== periodAt);
  const elapsed = counted.filter((quantity) => new RegExp(String.raw`^${unit}s?\b`).test(quantity.after));
  const start = counted.filter((quantity) => !elapsed.includes(quantity));
  if (elapsed.length !== 1 || start.length !== 1 || start[0]!.percent || counted.length !== 2) return null;
  if (!/\bhow many\b|\bhow much\b|\bwhat (?:will|is)\b/.test(ask) || /\bhow many (?:hours|days|minutes|weeks|years|months|seconds)\b|\bhow long\b|\bwhen\b/.test(ask)) return null;
  const steps = elapsed[0]!.value / period;
  if (!Number.isInteger(steps) || steps < 1 || steps > 60) return null;
  const { factor, word } = FACTORS[rule[1]!]!;
  return calculationReading(
    `${show(start[0]!.value)} * (${factor})^${show(steps)}`,
    {
      rule: 'Multiply once for each period',
      explanation: `It ${word} every ${period === 1 ? unit : `${show(period)} ${unit}s`}, and ${show(elapsed[0]!.value)} ${unit}s hold ${show(steps)} such periods: multiply by ${factor} ${show(steps)} times.`,
    },
    `the amount after ${show(elapsed[0]!.value)} ${unit}s`,
  );
}

export function readLooseGrowth(story: Story): EmbeddedReading | null {
  const readings = [readInterest(story), readPercentEachYear(story), readRepeatedFactor(story)].filter((reading) => reading !== null);
  return readings.length === 1 ? readings[0]! : null;
}
