import { nounKey } from '../read-text';
import type { EmbeddedReading } from '../word-problem-outcome';
import { show, type Quantity, type Story } from './read-story';
import { TIMES_PATTERN, readTimesWord } from './read-times-word';
import { agrees, solveChecked } from './solve-checked';

// Two things bought together for a total, and one's price said through the other's: "Five notebooks and three pens
// cost $13.50 altogether. A notebook costs $1.50 more than a pen. How much does one notebook cost?", "A jacket and a
// pair of jeans cost $96 together. The jacket costs $18 less than twice the price of the jeans." Two equations,
// counts × prices = total and price = k × other price ± d; the price the question names is the answer. Solved, put
// back, and the total and the link worked out again from the two prices; both prices must be positive. Exactly two
// amounts of money; a third number, a second total, or a price asked of neither thing, and it refuses.

const COUNT_WORDS: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12 };
const COUNT = String.raw`(\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)`;
const THING = String.raw`((?:pair of )?[a-z]+)`;

interface Bought {
  key: string;
  count: number;
}

function countOf(word: string): number {
  return COUNT_WORDS[word] ?? Number(word);
}

function keyOf(thing: string): string {
  return nounKey(thing.replace(/^pairs? of /, ''));
}

export function readLoosePricedPair(story: Story): EmbeddedReading | null {
  const { text, ask, quantities } = story;
  if (quantities.length !== 2 + quantities.filter((quantity) => !quantity.money && /^\d/.test(quantity.text) && isCountOfThing(text, quantity)).length) return null;
  if (/\b(?:tax|tip|discount|off|sale|coupon|change|left|each other)\b|%/.test(text)) return null;
  // "Five notebooks and three pens cost $13.50 altogether", "A jacket and a pair of jeans cost $96 together".
  const totals = [...text.matchAll(new RegExp(String.raw`(?:^|[.!?]\s+|\b(?:bought|buys|buy|paid for|orders?|ordered|got)\s+)(?:the )?(?:${COUNT} )?${THING} and (?:${COUNT} )?(?:the )?${THING} (?:together |altogether )?(?:cost|costs|cost a total of|came to|come to|total|sold for)(?: a total of)? \$ ?(\d+(?:\.\d+)?)(?: (?:together|altogether|in all|total))?(?=[.!?,]|$)`, 'g'))];
  if (totals.length !== 1) return null;
  const t = totals[0]!;
  const first: Bought = { key: keyOf(t[2]!), count: t[1] ? countOf(t[1]) : 1 };
  const second: Bought = { key: keyOf(t[4]!), count: t[3] ? countOf(t[3]) : 1 };
  if (first.key === second.key || !Number.isInteger(first.count) || !Number.isInteger(second.count) || first.count < 1 || second.count < 1) return null;
  const total = quantities.find((quantity) => quantity.money && quantity.at === t.index + t[0].lastIndexOf('$'));
  // "A notebook costs $1.50 more than a pen", "The jacket costs $18 less than twice the price of the jeans".
  const links = [...text.matchAll(new RegExp(String.raw`(?:^|[.!?]\s+|\band\s+)(?:a|an|one|the|each) ${THING} (?:costs?|is|was|sells for) \$ ?(\d+(?:\.\d+)?) (more|less) than (?:${TIMES_PATTERN} )?(?:the (?:price|cost) of )?(?:a|an|one|the|each) ${THING}(?=[.!?,]|$)`, 'g'))];
  if (links.length !== 1 || !total) return null;
  const l = links[0]!;
  const linked = keyOf(l[1]!);
  const base = keyOf(l[5]!);
  const times = l[4] ? readTimesWord(l[4]) : 1;
  const difference = quantities.find((quantity) => quantity.money && quantity !== total);
  if (!difference || times === undefined || !(times > 0) || linked === base || ![first.key, second.key].includes(linked) || ![first.key, second.key].includes(base)) return null;
  if (Math.abs(difference.value - Number(l[2])) > 1e-12) return null;
  // "How much does one notebook cost?", "What is the price of a pen?", "Find the cost of the jacket."
  const asked = /\bhow much (?:does|do|did|is|was) (?:one |a |an |each |the |1 )?((?:pair of )?[a-z]+)(?: cost)?\b|\b(?:price|cost) of (?:one |a |an |each |the |1 )?((?:pair of )?[a-z]+)\b/.exec(ask);
  const askedKey = asked ? keyOf(asked[1] ?? asked[2]!) : null;
  if (!askedKey || (askedKey !== first.key && askedKey !== second.key)) return null;
  const letter = (key: string) => (key === linked ? 'x' : 'y');
  const sign = l[3] === 'more' ? '+' : '-';
  const equations = [
    `${first.count} * ${letter(first.key)} + ${second.count} * ${letter(second.key)} = ${total.exact}`,
    `x = ${show(times)} * y ${sign} ${difference.exact}`,
  ];
  return solveChecked(
    {
      equations,
      unknown: letter(askedKey),
      letters: `x = the price of one ${linked}, y = the price of one ${base}, in dollars`,
      meaning: `the price of one ${askedKey} in dollars`,
    },
    (values) => {
      const [x, y] = [values.x!, values.y!];
      const price = (key: string) => (key === linked ? x : y);
      return x > 0 && y > 0 && agrees(first.count * price(first.key) + second.count * price(second.key), total.value) && agrees(x, times * y + (sign === '+' ? 1 : -1) * difference.value);
    },
  );
}

/** "5 notebooks": a count in digits right before a thing, one of the two the story prices together. */
function isCountOfThing(text: string, quantity: Quantity): boolean {
  return /^[a-z]/.test(quantity.after) && !/^(?:times|more|less|years?|hours?|days?)\b/.test(quantity.after) && /(?:^|[.!?]\s+|\b(?:bought|buys|buy|and)\s+)$/.test(text.slice(0, quantity.at));
}
