import { nounKey } from '../read-text';
import type { EmbeddedReading } from '../word-problem-outcome';
import type { Story } from './read-story';
import { agrees, solveChecked } from './solve-checked';

// A flat fee plus a rate, found from two totals: "A bike rental shop charges a flat fee plus a daily rate. Renting for 3
// days costs $135 and renting for 5 days costs $205. What is the daily rate?" → f + 3r = 135, f + 5r = 205. The
// question asks the rate, the fee, or the cost of a third count of the same unit. Each total is said with its count
// ("3 days costs $135", "$205 for 5 days"); both counts of one unit, every number one of them (or the third count), the
// fee not below zero and the rate above it, or it refuses.

const NUM = String.raw`(\d+(?:\.\d+)?)`;
const COUNT_THEN_COST = new RegExp(String.raw`\b${NUM} ([a-z]+) (?:costs?|is|was|will cost|would cost|comes? to|came to|totals?|totaled|totalled|charges?) \$ ?${NUM}`, 'g');
const COST_FOR_COUNT = new RegExp(String.raw`\$ ?${NUM} for ${NUM} ([a-z]+)`, 'g');
const FEE_WORDS = /\b(?:flat|fixed|base|one-time|basic|set-?up|service|initial) (?:fee|charge|cost|price)\b/;

interface Total {
  count: number;
  countText: string;
  cost: number;
  costText: string;
  unit: string;
  ats: number[];
}

export function readLooseFeeFromTwoTotals(story: Story): EmbeddedReading | null {
  const { text, ask, quantities } = story;
  if (!FEE_WORDS.test(text)) return null;
  const askAt = text.lastIndexOf(ask);
  const totals: Total[] = [];
  for (const match of text.matchAll(COUNT_THEN_COST)) {
    if (match.index >= askAt) continue;
    totals.push({ count: Number(match[1]), countText: match[1]!, cost: Number(match[3]), costText: match[3]!, unit: nounKey(match[2]!), ats: [match.index, match.index + match[0].lastIndexOf('$')] });
  }
  for (const match of text.matchAll(COST_FOR_COUNT)) {
    if (match.index >= askAt) continue;
    totals.push({ count: Number(match[2]), countText: match[2]!, cost: Number(match[1]), costText: match[1]!, unit: nounKey(match[3]!), ats: [match.index, match.index + match[0].lastIndexOf(' for ') + 5] });
  }
  if (totals.length !== 2) return null;
  const [one, two] = totals as [Total, Total];
  if (one.unit !== two.unit || one.count === two.count) return null;
  const unit = one.unit;
  // A third count, of the same unit, only in the question: the cost asked for it.
  const asked = quantities.filter((quantity) => quantity.at >= askAt);
  const used = new Set([...one.ats, ...two.ats]);
  if (quantities.some((quantity) => quantity.at < askAt && !used.has(quantity.at)) || asked.length > 1) return null;
  const equations = [`f + ${one.countText} * r = ${one.costText}`, `f + ${two.countText} * r = ${two.costText}`];
  let unknown: string;
  let meaning: string;
  const third = asked[0];
  if (third) {
    if (nounKey(third.after.split(' ')[0] ?? '') !== unit || third.money || !/\bhow much\b|\bwhat (?:is|would|will|does)\b.*\bcost\b|\bwhat is the (?:total|cost|price)\b/.test(ask)) return null;
    equations.push(`c = f + ${third.exact} * r`);
    [unknown, meaning] = ['c', `the cost for ${third.text} ${third.after.split(' ')[0]}`];
  } else if (/\b(?:flat|fixed|base|one-time|basic|set-?up|service|initial) (?:fee|charge|cost|price)\b|\bthe fee\b/.test(ask) && !/\brate\b|\bper\b|\beach\b/.test(ask)) {
    [unknown, meaning] = ['f', 'the flat fee'];
  } else if (/\b(?:daily|hourly|weekly|monthly|nightly) (?:rate|charge|cost|fee)\b|\bthe rate\b|\bper [a-z]+\b|\beach (?:additional |extra )?[a-z]+\b|\ba (?:day|hour|week|month|night|mile)\b/.test(ask) && !FEE_WORDS.test(ask)) {
    [unknown, meaning] = ['r', `the charge for each ${unit}`];
  } else return null;
  return solveChecked(
    { equations, unknown, letters: `f = the flat fee, r = the charge for each ${unit}${third ? ', c = the cost asked' : ''}`, meaning },
    (values) => {
      const [f, r] = [values.f, values.r];
      if (f === undefined || r === undefined || f < 0 || r <= 0) return false;
      return agrees(f + one.count * r, one.cost) && agrees(f + two.count * r, two.cost) && (!third || agrees(values.c!, f + third.value * r));
    },
  );
}
