import type { EmbeddedReading } from '../word-problem-outcome';
import type { Quantity, Story } from './read-story';
import { calculationChecked } from './solve-checked';

// Shopping: items bought at a price each ("4 tickets at $11.50 each", "half a dozen donuts at $1.25 each",
// "a coffee for $2.40", "lunch costs $8.47"), then the total asked, the change from what was handed over
// ("paid with a $20 bill", "a $10 bill and 2 quarters"), what is left of what one had ("Jake has $45"), or
// each one's share of the total ("we split the total evenly between 4 people"). The calculation is worked
// out exactly and again in whole cents, and the two must agree. A percent, a price "per" something other
// than the item, a number with no role, or an ask that is none of these, and it refuses.

const COUNT_WORDS: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12, 'a dozen': 12, 'one dozen': 12, 'half a dozen': 6, 'two dozen': 24, 'a pair of': 2 };
const COINS: Record<string, number> = { penny: 1, pennies: 1, nickel: 5, nickels: 5, dime: 10, dimes: 10, quarter: 25, quarters: 25 };
const COUNT = String.raw`(half a dozen|(?:a|one|two) dozen|a pair of|\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)`;
const PRICE = String.raw`\$ ?(\d+(?:\.\d+)?)`;
const EACH = String.raw`(?: (?:each|apiece|a piece|per (?:item|one|piece|ticket|person)))?`;
/** Hidden-quantity words this reader reads itself: dozens and the coins handed over. */
// "2 pairs of jeans at $35 each": a count in digits of pairs, each pair priced, hides no number.
export const SHOPPING_WORDS = /\bhalf a dozen\b|\b(?:a|one|two) dozen\b|\ba pair of\b|(?<=\b\d+ )pairs(?= of\b)|\b(?:quarters?|dimes?|nickels?|pennies)\b/g;

interface Bought {
  count: number;
  price: Quantity;
  ats: number[];
}

const cents = (quantity: Quantity) => Math.round(quantity.value * 100);

function countOf(word: string): number {
  return COUNT_WORDS[word] ?? Number(word);
}

/** "4 tickets at $11.50 each", "3 notebooks for $4.75 each", "a coffee for $2.40", "lunch costs $8.47". */
function readItems(story: Story): Bought[] | null {
  const { text, quantities } = story;
  const bought: Bought[] = [];
  const at = (index: number) => quantities.find((quantity) => quantity.at === index);
  const priced = new RegExp(String.raw`(?<![\w$.])${COUNT} ((?:[a-z]+ ){0,2}[a-z]+?) (?:at|for|@|costing|that cost|which cost) ${PRICE}${EACH}(?! ?(?:%|per|a|an|for)\b)`, 'g');
  for (const match of text.matchAll(priced)) {
    const count = countOf(match[1]!);
    const priceAt = match.index + match[0].lastIndexOf('$');
    const price = at(priceAt);
    if (!Number.isInteger(count) || count < 1 || !price?.money) return null;
    // Several "for $5" may be $5 for all of them: only "at $5" or "for $5 each" is a price each.
    if (count > 1 && / for \$/.test(match[0]) && !/ (?:each|apiece|a piece|per [a-z]+)$/.test(match[0])) return null;
    const countAt = /^\d/.test(match[1]!) ? match.index : -1;
    bought.push({ count, price, ats: countAt >= 0 ? [countAt, priceAt] : [priceAt] });
  }
  // "Lunch costs $8.47.", "The jacket is $45": a sentence that opens on the thing and its price.
  for (const match of text.matchAll(new RegExp(String.raw`(?:^|[.!?]\s+)(?:the |a |an |his |her |my |their )?([a-z]+(?: [a-z]+)?) (?:costs?|is|was|comes to|came to) ${PRICE}(?! ?(?:%|per|a|an|each)\b)`, 'g'))) {
    const priceAt = match.index + match[0].lastIndexOf('$');
    const price = at(priceAt);
    if (!price || bought.some((item) => item.price === price) || /^(?:it|that|this|total|bill|change|he|she|they)$/.test(match[1]!)) continue;
    bought.push({ count: 1, price, ats: [priceAt] });
  }
  return bought;
}

/** What was handed over: "paid with a $20 bill", "hands the cashier a $10 bill and 2 quarters", "pays with $50". */
function readPayment(story: Story): { cents: number; exact: string; ats: number[] } | null | undefined {
  const { text, quantities } = story;
  // Session 44: "how much change do you get from $20", "change from a $50 bill": the payment said in the question.
  const found = [...text.matchAll(new RegExp(String.raw`\b(?:(?:paid|pays|pay|paying|hands?|handed|gives?|gave|giving) (?:the (?:cashier|clerk|seller|store|shop) )?(?:with )?|change (?:(?:do|does|did|will|would) (?:i|you|he|she|we|they) (?:get|receive|have) )?(?:back )?(?:from|out of) )(?:a |one )?${PRICE}(?: bill| note)?(?: and (\d+|a|one|two|three|four) (quarters?|dimes?|nickels?|pennies|penny))?`, 'g'))];
  if (found.length === 0) return undefined;
  if (found.length > 1) return null;
  const match = found[0]!;
  const bill = quantities.find((quantity) => quantity.at === match.index + match[0].indexOf('$'));
  if (!bill) return null;
  let total = cents(bill);
  let exact = bill.exact;
  const ats = [bill.at];
  if (match[2]) {
    const count = countOf(match[2]);
    const coin = COINS[match[3]!]!;
    total += count * coin;
    exact = `(${bill.exact} + ${count} * ${coin} / 100)`;
    if (/^\d/.test(match[2])) ats.push(match.index + match[0].lastIndexOf(match[2], match[0].lastIndexOf(match[3]!)));
  }
  return { cents: total, exact, ats };
}

/** What one had to spend: "Jake has $45", "she had $60". */
function readBudget(story: Story): Quantity | null | undefined {
  const { text, quantities } = story;
  const found = [...text.matchAll(/\b(?:has|had|have|starts? with|started with|took|takes|brought|brings) (?:only |just )?\$ ?\d/g)];
  if (found.length === 0) return undefined;
  if (found.length > 1) return null;
  return quantities.find((quantity) => quantity.at === found[0]!.index + found[0]![0].indexOf('$')) ?? null;
}

/** "split the total evenly between 4 people", "shared equally among 3 friends". */
function readSplit(story: Story): Quantity | null | undefined {
  const { text, quantities } = story;
  const found = [...text.matchAll(/\b(?:split|share|shared|splits|divide|divided|divides)(?: (?:the total|the bill|the cost|it|everything))?(?: (?:evenly|equally))? (?:between|among|by) (?:the )?(\d+) (?:people|persons|friends|of (?:us|them)|kids|students|players|ways)\b/g)];
  if (found.length === 0) return undefined;
  if (found.length > 1) return null;
  return quantities.find((quantity) => quantity.at === found[0]!.index + found[0]![0].lastIndexOf(found[0]![1]!)) ?? null;
}

export function readLooseShopping(story: Story): EmbeddedReading | null {
  const { text, ask, quantities } = story;
  if (quantities.some((quantity) => quantity.percent) || /\b(?:tax|tip|discount|off|sale|coupon|refund|percent)\b/.test(text)) return null;
  const items = readItems(story);
  if (!items || items.length === 0) return null;
  const payment = readPayment(story);
  const budget = readBudget(story);
  const split = readSplit(story);
  if (payment === null || budget === null || split === null) return null;
  const used = new Set([...items.flatMap((item) => item.ats), ...(payment?.ats ?? []), ...(budget ? [budget.at] : []), ...(split ? [split.at] : [])]);
  if (quantities.some((quantity) => !used.has(quantity.at))) return null;
  const totalCents = items.reduce((sum, item) => sum + item.count * cents(item.price), 0);
  const total = items.map((item) => (item.count === 1 ? item.price.exact : `${item.count} * ${item.price.exact}`)).join(' + ');
  const totalText = items.length === 1 ? total : `(${total})`;
  const bought = items.length === 1 ? 'the price' : 'the cost of each kind of item, added up';
  const asksChange = /\bchange\b/.test(ask);
  const asksLeft = /\b(?:left|remain\w*|still (?:have|has))\b/.test(ask);
  const asksEach = /\beach(?: person| one| friend| of (?:us|them))?\b.*\b(?:pay|owe|spend|put in|give)\b|\bper person\b/.test(ask);
  const asksTotal = !asksEach && /\b(?:total|altogether|in all|how much (?:did|does|do|will|would) (?:he|she|they|i|we|you|[a-z]+) (?:spend|pay)|how much (?:is|was|will be) the (?:bill|cost))\b/.test(ask);
  if ([asksChange, asksLeft, asksEach, asksTotal].filter(Boolean).length !== 1) return null;
  if (asksChange) {
    if (!payment || budget || split || payment.cents < totalCents) return null;
    return calculationChecked(`${payment.exact} - ${totalText}`, { rule: 'Take the cost from what was paid', explanation: `The cost is ${bought}; the change is what was handed over minus it.` }, 'the change in dollars', (payment.cents - totalCents) / 100);
  }
  if (asksLeft) {
    if (!budget || payment || split || cents(budget) < totalCents) return null;
    return calculationChecked(`${budget.exact} - ${totalText}`, { rule: 'Take the cost from what there was', explanation: `The cost is ${bought}; what is left is the money at the start minus it.` }, 'the money left in dollars', (cents(budget) - totalCents) / 100);
  }
  if (asksEach) {
    if (!split || payment || budget || split.value < 2) return null;
    return calculationChecked(`${totalText} / ${split.exact}`, { rule: 'Share the total', explanation: `The total is ${bought}; each of the ${split.exact} pays an equal share of it.` }, 'what each pays in dollars', totalCents / 100 / split.value);
  }
  if (payment || budget || split || items.length < 2) return null;
  return calculationChecked(total, { rule: 'Add up the cost', explanation: 'Each kind of item costs how many × its price; the total is those added up.' }, 'the total cost in dollars', totalCents / 100);
}
