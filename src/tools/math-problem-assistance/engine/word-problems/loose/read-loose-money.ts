import { solveSetup } from '../read-school-problem';
import { nounKey } from '../read-text';
import type { EmbeddedReading } from '../word-problem-outcome';
import { show, type Quantity, type Story } from './read-story';
import { solveChecked } from './solve-checked';

// Money stories: a pay rate and a target ("$12 an hour … to earn $300"), with a fixed fee ("a $50
// sign-up fee plus $20 per month … for $230"); items at two prices bought in given numbers; and two
// prices with a count and a total ("12 people paid $240 … how many kids"), or two kinds of coin. The
// items asked must be the items priced; anything left over and it refuses.

const PERIOD = /^(?:an?|per|each|every) (hour|day|week|month|year|night|session|lesson|visit|class)\b/;
const COINS: Record<string, number> = { penny: 1, pennie: 1, nickel: 5, dime: 10, quarter: 25 };
const SAME_THING: Record<string, string> = { kid: 'child', children: 'child', adult: 'adult', grownup: 'adult', student: 'student', senior: 'senior' };

export function readLooseMoney(story: Story): EmbeddedReading | null {
  return readRate(story) ?? readCoins(story) ?? readTwoPrices(story);
}

/** "$r an hour/a month" (and a one-time fee), how many periods for a total. */
function readRate(story: Story): EmbeddedReading | null {
  const { quantities, ask, text } = story;
  if (quantities.some((quantity) => !quantity.money)) return null;
  const rates = quantities.filter((quantity) => PERIOD.test(quantity.after));
  if (rates.length !== 1) return null;
  const rate = rates[0]!;
  const period = PERIOD.exec(rate.after)![1]!;
  const asked = new RegExp(String.raw`\bhow many (?:${period}s?|more ${period}s?)\b`).test(ask);
  if (!asked) return null;
  const others = quantities.filter((quantity) => quantity !== rate);
  const fee = others.filter((quantity) => /\b(?:fee|sign-?up|signup|joining|membership|one-time|upfront|down payment|deposit|start-?up|flat)\b/.test(`${text.slice(Math.max(0, quantity.at - 25), quantity.at)} ${quantity.after}`));
  const targets = others.filter((quantity) => !fee.includes(quantity));
  if (fee.length > 1 || targets.length !== 1) return null;
  if (/\balready\b|\bsaved\b|\bhas \$|\bspent\b|\btax\b|\btip\b|\bdiscount\b|\bper cent\b/.test(text)) return null;
  const target = targets[0]!;
  const equation = fee[0] ? `${show(fee[0].value)} + ${show(rate.value)} * x = ${show(target.value)}` : `${show(rate.value)} * x = ${show(target.value)}`;
  return solveSetup({ equations: [equation], unknown: 'x', letters: `x = the number of ${period}s`, meaning: `the number of ${period}s`, whole: period !== 'hour' });
}

/** Two kinds of coin, how many coins in all and what they are worth. */
function readCoins(story: Story): EmbeddedReading | null {
  const { quantities, ask, text } = story;
  const kinds = [...new Set([...text.matchAll(/\b(pennies|penny|nickels?|dimes?|quarters?)\b/g)].map((match) => nounKey(match[1]!)))];
  if (kinds.length !== 2 || quantities.length !== 2) return null;
  const total = quantities.find((quantity) => quantity.money);
  const count = quantities.find((quantity) => !quantity.money && !quantity.percent && /^(?:coins?)\b/.test(quantity.after));
  if (!total) return null;
  if (!count) return readCoinsDifference(story, total, kinds as [string, string]);
  const askedKind = ask.match(/\bhow many (pennies|nickels|dimes|quarters)\b/)?.[1];
  if (!askedKind) return null;
  const [a, b] = kinds as [string, string];
  const asked = nounKey(askedKind) === a ? 'a' : nounKey(askedKind) === b ? 'b' : null;
  const centsA = COINS[a];
  const centsB = COINS[b];
  if (!asked || !centsA || !centsB) return null;
  return solveSetup({
    equations: [`a + b = ${show(count.value)}`, `${centsA} * a + ${centsB} * b = ${show(Math.round(total.value * 100))}`],
    unknown: asked,
    letters: `a = the ${a}s, b = the ${b}s (values in cents)`,
    meaning: `the number of ${askedKind}`,
    whole: true,
  });
}

/**
 * Two kinds of coin, what they are worth, and how many more of one there are than of the other ("There are 5 more
 * dimes than nickels"): n(more) − n(fewer) = d and the values add up to the total. Solved, then put back: both counts
 * whole and not negative, the difference and the worth worked out again in cents.
 */
function readCoinsDifference(story: Story, total: Quantity, kinds: [string, string]): EmbeddedReading | null {
  const { quantities, ask, text } = story;
  const difference = quantities.find((quantity) => quantity !== total && !quantity.money && !quantity.percent);
  if (!difference || quantities.length !== 2) return null;
  const said = /^(more|fewer|less) (pennies|penny|nickels?|dimes?|quarters?) than (?:(?:she|he|they|it|i|you|we) (?:has|have|had) )?(pennies|penny|nickels?|dimes?|quarters?)\b/.exec(text.slice(difference.at + difference.text.length).trimStart());
  if (!said) return null;
  const more = said[1] === 'more' ? nounKey(said[2]!) : nounKey(said[3]!);
  const fewer = said[1] === 'more' ? nounKey(said[3]!) : nounKey(said[2]!);
  if (more === fewer || !kinds.includes(more) || !kinds.includes(fewer)) return null;
  const askedKind = ask.match(/\bhow many (pennies|nickels|dimes|quarters)\b/)?.[1];
  if (!askedKind || /\b(?:twice|times|half|in all|total number)\b.*\bcoins?\b|\bcoins? in all\b/.test(ask)) return null;
  const cents = Math.round(total.value * 100);
  const m = COINS[more];
  const f = COINS[fewer];
  if (!m || !f || Math.abs(total.value * 100 - cents) > 1e-6) return null;
  const asked = nounKey(askedKind) === more ? 'm' : 'f';
  return solveChecked(
    {
      equations: [`m - f = ${show(difference.value)}`, `${m} * m + ${f} * f = ${cents}`],
      unknown: asked,
      letters: `m = the ${more}s, f = the ${fewer}s (${show(difference.value)} more ${more}s than ${fewer}s; values in cents)`,
      meaning: `the number of ${askedKind}`,
      whole: true,
    },
    (values) => {
      const [mm, ff] = [values.m!, values.f!];
      return Number.isInteger(mm) && Number.isInteger(ff) && ff >= 0 && mm - ff === difference.value && mm * m + ff * f === cents;
    },
  );
}

interface Priced {
  item: string;
  price: Quantity;
}

/** The items the story prices: "pens cost $1.50 each", "$25 for adults", "adult tickets are $10". */
function readPrices(story: Story): Priced[] {
  const { text, quantities } = story;
  return quantities.flatMap((quantity): Priced[] => {
    if (!quantity.money) return [];
    const before = text.slice(Math.max(0, quantity.at - 40), quantity.at);
    // "$1.50 more than a pen" is a difference, and "5 notebooks and 3 pens cost $13.50" the two kinds' joint total: no price of one.
    if (/^(?:more|less|cheaper|extra)\b/.test(quantity.after) || /\band (?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten) [a-z]+ (?:together )?(?:cost|costs|are|sell for) (?:\$\s?)?$/.test(before)) return [];
    const named = before.match(/\b([a-z]+)(?: tickets?)? (?:cost|costs|are|is|sell for|sells for|go for|goes for) (?:\$\s?)?$/);
    const afterFor = quantity.after.match(/^(?:each |apiece )?(?:for|per) (?:an? |each |one )?([a-z]+)/);
    const item = afterFor?.[1] ?? named?.[1];
    if (!item || ['it', 'they', 'that', 'this', 'which', 'ticket', 'tickets', 'one'].includes(item)) return [];
    return [{ item: sameThing(item), price: quantity }];
  });
}

function sameThing(noun: string): string {
  const key = nounKey(noun);
  return SAME_THING[key] ?? SAME_THING[noun] ?? key;
}

/** Two prices: the items bought in given numbers (the total asked), or a count and a total (how many of one). */
function readTwoPrices(story: Story): EmbeddedReading | null {
  const { quantities, ask, text } = story;
  const prices = readPrices(story);
  if (prices.length !== 2 || prices[0]!.item === prices[1]!.item) return null;
  if (quantities.some((quantity) => quantity.percent) || /\bdiscount\b|\btax\b|\btip\b|\bchange\b|\bleft\b|\bfree\b/.test(text)) return null;
  const [first, second] = prices as [Priced, Priced];
  const rest = quantities.filter((quantity) => quantity !== first.price && quantity !== second.price);
  // Bought in given numbers: "buys 4 pens and 3 notebooks. How much does she spend?"
  if (rest.length === 2 && rest.every((quantity) => !quantity.money) && /\bhow much\b|\btotal\b|\bcost\b|\bspend\b|\bpay\b/.test(ask)) {
    const counts = rest.map((quantity) => ({ quantity, item: sameThing(quantity.after.split(' ')[0] ?? '') }));
    const countFirst = counts.find((entry) => entry.item === first.item);
    const countSecond = counts.find((entry) => entry.item === second.item);
    if (!countFirst || !countSecond || countFirst === countSecond) return null;
    return solveSetup({
      equations: [`c = ${show(countFirst.quantity.value)} * ${show(first.price.value)} + ${show(countSecond.quantity.value)} * ${show(second.price.value)}`],
      unknown: 'c',
      letters: 'c = the total cost in dollars',
      meaning: 'the total cost in dollars',
    });
  }
  // A count and a total: "12 people paid $240. How many kids?"
  if (rest.length !== 2) return null;
  const total = rest.find((quantity) => quantity.money);
  const count = rest.find((quantity) => !quantity.money);
  const askedNoun = ask.match(/\bhow many ([a-z]+)(?: ([a-z]+))?/);
  // "How many more adult tickets than child tickets": a difference of the two counts, not one of them (session 45).
  if (!total || !count || !askedNoun || /\bhow many (?:more|fewer|less)\b|\bthan\b/.test(ask)) return null;
  // "How many hot dogs": the item is either asked word ("hot", "dogs").
  const askedKeys = [askedNoun[1], askedNoun[2]].flatMap((word) => (word ? [sameThing(word)] : []));
  const which = askedKeys.includes(first.item) ? 'a' : askedKeys.includes(second.item) ? 'b' : null;
  if (!which) return null;
  return solveSetup({
    equations: [`a + b = ${show(count.value)}`, `${show(first.price.value)} * a + ${show(second.price.value)} * b = ${show(total.value)}`],
    unknown: which,
    letters: `a = the number of ${first.item}s, b = the number of ${second.item}s`,
    meaning: `the number of ${askedNoun[1]}`,
    whole: true,
  });
}
