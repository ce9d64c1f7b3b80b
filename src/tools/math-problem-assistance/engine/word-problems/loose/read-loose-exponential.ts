import { calculationChecked, approximateChecked } from './solve-checked';
import type { EmbeddedReading } from '../word-problem-outcome';
import { show, type Quantity, type Story } from './read-story';

// Exponential change said the ways homework says it (session 44), each worked out again in floating point:
// - a half-life: "a half-life of 6 hours … a 400 mg dose … how many mg are left after 15 hours" → A·(1/2)^(t/h);
// - a percent a year between two calendar years: "24,000 residents in 2020 … growing 2.5% per year … its population in
//   2028" → N·(1 + p/100)^(2028 − 2020) (or 1 − p/100 for a decline);
// - doubling or tripling every day between two weekdays: "240 views on Monday … triples every day … on Friday" → 240·3⁴.
// An answer that is not a fraction (a half-life over a part of a period) is given only when the story asks it rounded.
// Any number without a role, or words of another kind of problem, and it refuses.

const TIME = String.raw`(seconds?|minutes?|hours?|days?|weeks?|months?|years?)`;
const MASS_OR_COUNT = /^(?:mg|milligrams?|g|grams?|kg|kilograms?|micrograms?|mcg|ml|milliliters?|grams?|units?|atoms?|bacteria|cells?|pounds?|lbs?|ounces?|oz)\b/;
const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const OTHER = /\bsimple interest\b|\bcompound|\bmonthly\b|\bquarterly\b|\badds?\b|\bplus\b|\beach time\b|\banother\b/;

export function readLooseExponential(story: Story): EmbeddedReading | null {
  if (OTHER.test(story.text)) return null;
  const readings = [readHalfLife(story), readCalendarGrowth(story), readWeekdayFactor(story)].filter((reading) => reading !== null);
  return readings.length === 1 ? readings[0]! : null;
}

/** exact when the value is a fraction; else to ten decimals, only when the story asks for a rounding. */
function worked(story: Story, expression: string, rule: string, explanation: string, meaning: string, expected: number): EmbeddedReading | null {
  const step = { rule, explanation };
  return calculationChecked(expression, step, meaning, expected) ?? (story.round !== undefined ? approximateChecked(expression, step, meaning, expected) : null);
}

function readHalfLife(story: Story): EmbeddedReading | null {
  const { text, ask, quantities } = story;
  const rule = new RegExp(String.raw`\bhalf[- ]life (?:of|is|of about) (\d+(?:\.\d+)?) ${TIME}\b`).exec(text);
  if (!rule || quantities.length !== 3 || quantities.some((quantity) => quantity.money || quantity.percent)) return null;
  const unit = rule[2]!.replace(/s$/, '');
  const lifeAt = rule.index + rule[0].indexOf(rule[1]!);
  const life = quantities.find((quantity) => quantity.at === lifeAt);
  const elapsed = quantities.filter((quantity) => quantity !== life && new RegExp(String.raw`^${unit}s?\b`).test(quantity.after));
  const amount = quantities.filter((quantity) => quantity !== life && !elapsed.includes(quantity) && MASS_OR_COUNT.test(quantity.after));
  if (!life || elapsed.length !== 1 || amount.length !== 1) return null;
  if (!/\bhow (?:many|much)\b/.test(ask) || !/\bleft\b|\bremains?\b|\bremaining\b|\bstill\b/.test(ask)) return null;
  const [t, A] = [elapsed[0]!, amount[0]!];
  const askedUnit = /\bhow many ([a-z]+)\b/.exec(ask)?.[1];
  if (askedUnit && askedUnit !== A.after.split(' ')[0]) return null;
  return worked(
    story,
    `${A.exact} * (1/2)^(${t.exact} / ${life.exact})`,
    'Halve once for each half-life',
    `Every ${show(life.value)} ${unit}s half of it is left, and ${show(t.value)} ${unit}s are ${show(t.value / life.value)} half-lives: multiply by (1/2) raised to ${t.exact}/${life.exact}.`,
    `the amount left after ${show(t.value)} ${unit}s`,
    A.value * 0.5 ** (t.value / life.value),
  );
}

const YEAR = (quantity: Quantity) => Number.isInteger(quantity.value) && quantity.value >= 1800 && quantity.value <= 2200 && !quantity.text.includes(',');

function readCalendarGrowth(story: Story): EmbeddedReading | null {
  const { text, ask, quantities } = story;
  const years = quantities.filter(YEAR);
  const percents = quantities.filter((quantity) => quantity.percent);
  const starts = quantities.filter((quantity) => !YEAR(quantity) && !quantity.percent);
  if (years.length !== 2 || percents.length !== 1 || starts.length !== 1 || quantities.length !== 4) return null;
  const [from, to] = years as [Quantity, Quantity];
  // The start in the facts, in the first year; the later year asked.
  if (!ask.includes(to.text) || ask.includes(from.text) || !(to.value > from.value) || to.value - from.value > 200) return null;
  const rate = percents[0]!;
  if (!/^(?:%|percent)?\s*(?:per|a|each|every) year\b|^(?:%|percent)?\s*annually\b|^(?:%|percent)?\s*yearly\b/.test(rate.after.replace(/^%\s*/, '')) && !/\b(?:per|a|each|every) year\b|\bannually\b|\byearly\b/.test(text)) return null;
  const grows = /\bgrow(?:s|ing|n)?\b|\bincreas(?:es|ing|ed)\b|\brising\b|\brises\b/.test(text);
  const shrinks = /\bdeclin(?:es|ing|ed)\b|\bdecreas(?:es|ing|ed)\b|\bshrink(?:s|ing)?\b|\bfall(?:s|ing)\b|\blos(?:es|ing)\b|\bdrop(?:s|ping)\b/.test(text);
  if (grows === shrinks || !/\bwhat (?:will|would)\b|\bhow many\b|\bestimate\b|\bpredict\b/.test(ask)) return null;
  // "How many new residents", "by how much will it grow": the change, not the amount in that year.
  if (/\bnew\b|\bmore\b|\bfewer\b|\bincrease\b|\bdecrease\b|\bchange\b|\bgrow by\b|\bgain(?:ed)?\b|\blost\b|\bby how much\b/.test(ask)) return null;
  const n = to.value - from.value;
  const start = starts[0]!;
  const sign = grows ? '+' : '-';
  return worked(
    story,
    `${start.exact} * (1 ${sign} ${rate.exact} / 100)^${show(n)}`,
    `Multiply by 1 ${sign} ${rate.exact}/100 once a year`,
    `From ${from.text} to ${to.text} is ${show(n)} years; each year the amount is multiplied by 1 ${sign} ${rate.exact}/100.`,
    `the amount in ${to.text}`,
    start.value * (1 + (grows ? 1 : -1) * (rate.value / 100)) ** n,
  );
}

function readWeekdayFactor(story: Story): EmbeddedReading | null {
  const { text, ask, quantities } = story;
  const rule = /\b(doubles|triples) (?:every|each) day\b/.exec(text);
  if (!rule || quantities.length !== 1 || quantities[0]!.percent) return null;
  const named = [...text.matchAll(/\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/g)];
  if (named.length !== 2) return null;
  const [first, last] = named as [RegExpMatchArray, RegExpMatchArray];
  if (!ask.includes(last[1]!) || ask.includes(first[1]!)) return null;
  const days = WEEKDAYS.indexOf(last[1]!) - WEEKDAYS.indexOf(first[1]!);
  if (days <= 0 || !/\bhow many\b|\bwhat (?:will|is)\b/.test(ask)) return null;
  if (/\bnew\b|\bmore\b|\bincrease\b|\bgain(?:ed)?\b|\bby how much\b/.test(ask)) return null;
  const factor = rule[1] === 'doubles' ? 2 : 3;
  const start = quantities[0]!;
  return worked(
    story,
    `${start.exact} * ${factor}^${days}`,
    'Multiply once for each day',
    `From ${first[1]} to ${last[1]} is ${days} days, and it ${rule[1]} each day: multiply by ${factor} ${days} times.`,
    `the amount on ${last[1]}`,
    start.value * factor ** days,
  );
}
