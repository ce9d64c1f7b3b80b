import { nounKey } from '../read-text';
import type { EmbeddedReading } from '../word-problem-outcome';
import type { Quantity, Story } from './read-story';
import { agrees, solveChecked } from './solve-checked';

// A price for the first unit and another for each one after it, and the total: "a taxi charges $3.00 for the first
// mile and $1.75 for each additional mile; the fare was $15.25 — how many miles?". With n units, the total is
// first + each · (n − 1), solved for a whole n ≥ 1 and put back. Exactly three amounts of money, the first and the
// "each additional" of the same unit, the question counting that unit; anything else and it refuses.

const FIRST = /^\$?\s?[\d,.]+\s+for (?:the|your) (?:first|1st) ([a-z]+)\b/;
const EACH = /^\$?\s?[\d,.]+\s+(?:for |per |a )?(?:each|every) (?:additional|extra|further|following|other|more) ([a-z]+)\b/;
const EACH_AFTER = /^\$?\s?[\d,.]+\s+(?:for |per |a )?(?:each|every) ([a-z]+) (?:after that|after the first|thereafter|after it)\b/;

export function readLooseFirstThenEach(story: Story): EmbeddedReading | null {
  const { text, ask, quantities } = story;
  if (quantities.length !== 3 || quantities.some((quantity) => !quantity.money)) return null;
  const rest = (quantity: Quantity) => text.slice(quantity.at);
  const firsts = quantities.filter((quantity) => FIRST.test(rest(quantity)));
  const eaches = quantities.filter((quantity) => EACH.test(rest(quantity)) || EACH_AFTER.test(rest(quantity)));
  if (firsts.length !== 1 || eaches.length !== 1) return null;
  const [first, each] = [firsts[0]!, eaches[0]!];
  const total = quantities.find((quantity) => quantity !== first && quantity !== each);
  if (!total || total.at < each.at || total.at < first.at) return null;
  const unit = nounKey(FIRST.exec(rest(first))![1]!);
  const eachUnit = nounKey((EACH.exec(rest(each)) ?? EACH_AFTER.exec(rest(each)))![1]!);
  if (unit !== eachUnit) return null;
  // The total is what was paid or charged in all, and the question counts the unit.
  const before = text.slice(Math.max(0, total.at - 40), total.at);
  if (!/\b(?:cost|costs|was|came to|comes to|paid|pays|charged|total of|bill of|fare of|fare was|bill was|for)\s*$/.test(before)) return null;
  const counted = ask.match(/\bhow many ([a-z]+)\b/);
  if (!counted || nounKey(counted[1]!) !== unit) return null;
  const [a, b, t] = [first.value, each.value, total.value];
  return solveChecked(
    {
      equations: [`${first.exact} + ${each.exact} * (n - 1) = ${total.exact}`],
      unknown: 'n',
      letters: `n = the number of ${counted[1]} (the first costs $${first.text}, each of the other n − 1 costs $${each.text})`,
      meaning: `the number of ${counted[1]}`,
      whole: true,
    },
    ({ n }) => n !== undefined && n >= 1 && agrees(a + b * (n - 1), t),
  );
}
