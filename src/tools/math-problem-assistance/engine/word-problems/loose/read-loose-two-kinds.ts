import { nounKey } from '../read-text';
import type { EmbeddedReading } from '../word-problem-outcome';
import type { Quantity, Story } from './read-story';
import { agrees, solveChecked } from './solve-checked';

// Two unknowns from two facts, said in words, solved as a linear system: two kinds of thing each worth a known
// amount ("adult tickets cost $8 and student tickets cost $5", nickels and dimes, chickens and cows with 2 and 4
// legs) with how many there are in all and what they are worth together ("180 tickets were sold for $1,170",
// "30 heads and 84 legs"), the count of one kind asked; or two purchases of the same two things ("2 burgers and
// 3 fries cost $16.50. 1 burger and 2 fries cost $9.50"), the price of one asked. The counts must come out
// whole and not negative, and the values found must give back both facts (money counted in cents), or it refuses.

const COINS: Record<string, number> = { penny: 1, pennie: 1, nickel: 5, dime: 10, quarter: 25 };
/** Legs of the animals school stories count by heads and legs. */
const LEGS: Record<string, number> = {
  chicken: 2, hen: 2, duck: 2, goose: 2, geese: 2, turkey: 2, bird: 2, ostrich: 2, rooster: 2, peacock: 2, parrot: 2,
  cow: 4, pig: 4, horse: 4, sheep: 4, goat: 4, dog: 4, cat: 4, rabbit: 4, lamb: 4, donkey: 4, cattle: 4, camel: 4,
};
const COUNT_WORDS: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 };
const COUNT = String.raw`(\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten)`;
const PRICE = String.raw`(?:\$ ?(\d+(?:\.\d+)?)|(\d+(?:\.\d+)?) dollars)`;
/** Coins' names are hidden quantities to the other readers ("quarters"); this reader reads them. */
export const TWO_KINDS_WORDS = /\bquarters?\b/g;

interface Kind {
  name: string;
  /** What one is worth: cents for money, legs for animals. */
  worth: number;
  exact: string;
  at?: number;
}

const countOf = (word: string) => COUNT_WORDS[word] ?? Number(word);

/** "adult tickets cost $8", "student tickets were 5 dollars", "$12 for adults": each kind's price. */
function readPricedKinds(story: Story): Kind[] {
  const { text, quantities } = story;
  const kinds: Kind[] = [];
  const at = (index: number) => quantities.find((quantity) => quantity.at === index);
  const before = /\b([a-z]+)(?: tickets?| seats?| passes?| admissions?)?(?: to [a-z]+(?: [a-z]+)?)? (?:cost|costs|are|were|is|was|sell for|sold for|sells for|go for|priced at) (?:\$ ?(\d+(?:\.\d+)?)|(\d+(?:\.\d+)?) dollars)(?: each| apiece)?(?! ?(?:%|per|a|an)\b)/g;
  for (const match of text.matchAll(before)) {
    const price = at(match.index + match[0].search(/\$|\d/));
    if (price && !['ticket', 'it', 'they', 'that', 'which', 'each', 'one', 'total', 'sale'].includes(nounKey(match[1]!))) kinds.push({ name: nounKey(match[1]!), worth: Math.round(price.value * 100), exact: price.exact, at: price.at });
  }
  for (const match of text.matchAll(new RegExp(String.raw`${PRICE}(?: each)? for (?:an? |each |one )?([a-z]+)\b`, 'g'))) {
    const price = at(match.index);
    if (price && !kinds.some((kind) => kind.at === price.at)) kinds.push({ name: nounKey(match[3]!), worth: Math.round(price.value * 100), exact: price.exact, at: price.at });
  }
  return kinds;
}

/** Kinds whose worth the story need not say: coins (cents) and animals (legs). */
function readKnownKinds(story: Story, table: Record<string, number>): Kind[] {
  const names = [...new Set([...story.text.matchAll(/\b([a-z]+)\b/g)].map((match) => nounKey(match[1]!)).filter((name) => name in table))];
  return names.map((name) => ({ name, worth: table[name]!, exact: String(table[name]!) }));
}

function readCountsOfTwoKinds(story: Story): EmbeddedReading | null {
  const { text, ask, quantities } = story;
  const priced = readPricedKinds(story);
  const coins = readKnownKinds(story, COINS);
  const animals = /\blegs?\b|\bfeet\b/.test(text) ? readKnownKinds(story, LEGS) : [];
  const readings = [priced, coins, animals].filter((kinds) => kinds.length > 0);
  if (readings.length !== 1 || readings[0]!.length !== 2) return null;
  const kinds = readings[0]!;
  const [a, b] = kinds as [Kind, Kind];
  if (a.name === b.name || a.worth === b.worth) return null;
  const rest = quantities.filter((quantity) => !kinds.some((kind) => kind.at === quantity.at));
  if (rest.length !== 2 || rest.some((quantity) => quantity.percent)) return null;
  // How many in all, and what they are worth together: money, or legs counted with heads.
  let count: Quantity | undefined;
  let worth: Quantity | undefined;
  if (animals.length > 0) {
    count = rest.find((quantity) => /^(?:heads?|animals?|in all|altogether|total)\b/.test(quantity.after));
    worth = rest.find((quantity) => /^(?:legs?|feet)\b/.test(quantity.after));
  } else {
    worth = rest.find((quantity) => quantity.money || /^dollars?\b/.test(quantity.after));
    count = rest.find((quantity) => quantity !== worth && !quantity.money);
    const noun = count?.after.split(' ')[0] ?? '';
    if (count && !/^(?:tickets?|coins?|people|persons?|items?|seats?|passes?|animals?|in|total|altogether|of)$/.test(noun) && nounKey(noun) !== a.name && nounKey(noun) !== b.name) return null;
  }
  if (!count || !worth || count === worth) return null;
  // "How many more adult tickets than child tickets": a difference of the two counts, not one of them (session 45).
  if (/\bhow many (?:more|fewer|less)\b|\bthan\b/.test(ask)) return null;
  const asked = kinds.filter((kind) => new RegExp(String.raw`\bhow many (?:[a-z]+ )?${kind.name}(?:s|es)?\b`).test(ask.replace(/ies\b/g, 'y')));
  if (asked.length !== 1) return null;
  const money = animals.length === 0;
  const total = money ? Math.round(worth.value * 100) : worth.value;
  const [wa, wb] = money && coins.length === 0 ? [a.exact, b.exact] : [String(a.worth), String(b.worth)];
  const totalText = money && coins.length > 0 ? String(total) : worth.exact;
  const [la, lb] = ['a', 'b'];
  const unit = animals.length > 0 ? 'legs' : coins.length > 0 ? 'cents' : 'dollars';
  return solveChecked(
    {
      equations: [`${la} + ${lb} = ${count.exact}`, `${wa} * ${la} + ${wb} * ${lb} = ${totalText}`],
      unknown: asked[0] === a ? la : lb,
      letters: `${la} = the number of ${a.name}s, ${lb} = the number of ${b.name}s (their worth in ${unit})`,
      meaning: `the number of ${asked[0]!.name}s`,
      whole: true,
    },
    (values) => {
      const [na, nb] = [values[la]!, values[lb]!];
      if (!(na >= 0 && nb >= 0) || !agrees(na, Math.round(na)) || !agrees(nb, Math.round(nb))) return false;
      return Math.round(na) + Math.round(nb) === count.value && Math.round(na) * a.worth + Math.round(nb) * b.worth === total;
    },
  );
}

/**
 * "2 burgers and 3 fries cost $16.50. 1 burger and 2 fries cost $9.50. How much does one burger cost?"; a thing may be
 * named in two words ("3 hot dogs and 2 sodas"), and the question must name it so ("one hot dog").
 */
function readTwoPurchases(story: Story): EmbeddedReading | null {
  const { text, ask, quantities } = story;
  const shape = new RegExp(String.raw`(?:^|[.!?;]\s+|\band\s+|,\s*)(?:[a-z]+ (?:buys|bought|pays|paid|gets|got|orders|ordered) )?${COUNT} ([a-z]+(?: [a-z]+)?) and ${COUNT} ([a-z]+(?: [a-z]+)?) (?:cost|costs|come to|comes to|came to|are|is|was|were|for|=) \$ ?(\d+(?:\.\d+)?)`, 'g');
  const purchases = [...text.matchAll(shape)].map((match) => ({
    counts: [countOf(match[1]!), countOf(match[3]!)],
    names: [nounKey(match[2]!), nounKey(match[4]!)],
    total: quantities.find((quantity) => quantity.at === match.index + match[0].lastIndexOf('$')),
    ats: quantities.filter((quantity) => quantity.at >= match.index && quantity.at < match.index + match[0].length).map((quantity) => quantity.at),
  }));
  if (purchases.length !== 2 || purchases.some((purchase) => !purchase.total)) return null;
  const names = purchases[0]!.names;
  // The second purchase may list the two things the other way round.
  const second = purchases[1]!;
  const order = second.names[0] === names[0] && second.names[1] === names[1] ? [0, 1] : second.names[0] === names[1] && second.names[1] === names[0] ? [1, 0] : null;
  if (!order || names[0] === names[1]) return null;
  const used = new Set(purchases.flatMap((purchase) => purchase.ats));
  if (quantities.some((quantity) => !used.has(quantity.at))) return null;
  const rows = [purchases[0]!.counts, [second.counts[order[0]!]!, second.counts[order[1]!]!]] as [number[], number[]];
  const asked = names.filter((name) => new RegExp(String.raw`\b(?:one|a|an|each|1|per|single) ${name}(?:s|es)?\b|\bprice of (?:one |a |an |each )?${name}|\bcost of (?:one |a |an |each )?${name}`).test(ask.replace(/ies\b/g, 'y')));
  if (asked.length !== 1 || !/\bhow much\b|\bwhat (?:is|was|does)\b|\bfind\b|\bprice\b|\bcost\b/.test(ask)) return null;
  const totals = purchases.map((purchase) => purchase.total!);
  const [x, y] = ['x', 'y'];
  return solveChecked(
    {
      equations: rows.map((row, i) => `${row[0]} * ${x} + ${row[1]} * ${y} = ${totals[i]!.exact}`),
      unknown: asked[0] === names[0] ? x : y,
      letters: `${x} = the price of one ${names[0]}, ${y} = the price of one ${names[1]}, in dollars`,
      meaning: `the price of one ${asked[0]} in dollars`,
    },
    (values) => {
      const [px, py] = [values[x]!, values[y]!];
      return px > 0 && py > 0 && rows.every((row, i) => agrees(row[0]! * px + row[1]! * py, totals[i]!.value));
    },
  );
}

export function readLooseTwoKinds(story: Story): EmbeddedReading | null {
  const readings = [readCountsOfTwoKinds(story), readTwoPurchases(story)].filter((reading) => reading !== null);
  return readings.length === 1 ? readings[0]! : null;
}
