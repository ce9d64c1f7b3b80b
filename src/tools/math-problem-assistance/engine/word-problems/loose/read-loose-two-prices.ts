import { nounKey } from '../read-text';
import type { EmbeddedReading } from '../word-problem-outcome';
import type { Quantity, Story } from './read-story';
import { agrees, solveChecked } from './solve-checked';

// So many things sold at two prices for a total, in the ways ticket and room stories name the two kinds: "350 tickets,
// some at $12 for the balcony and the rest at $20 for the floor, and took in $5,640", "General admission was $8 and
// reserved seats were $15, and ticket sales came to $4,200", "52 rooms … A double rents for $140 a night and a single
// for $95 … took in $6,380". Written a + b = count, p·a + q·b = total; the question names one kind and asks how many
// of it, or the money from it. Each price's kind is the words said with it; the count is the one number of things,
// the total the one sum of money said as taken in. The counts must be whole and not negative, or it refuses.

/** Words between a kind's name and its price, dropped going back. */
const LINK = /^(?:is|are|was|were|cost|costs|rent|rents|rented|sell|sells|sold|go|goes|went|for|at|priced|each|per)$/;
/** Words that name no kind. */
const NOT_NAME = /^(?:a|an|the|some|rest|others?|remaining|and|of|all|ticket|tickets|were|was|they|it|which|each)$/;
/** Words said before or after the total taken in. */
const TOTAL_BEFORE = /\b(?:took in|taking in|total of|totall?ing|came to|come to|collected|raised|made|brought in|earned|sales of|received)\s*(?:a total of\s*)?$/;

interface Kind {
  price: Quantity;
  name: string[];
}

/** The kind said with a price: the words before it in its clause, else "for the balcony" after it. */
function kindOf(text: string, price: Quantity): string[] {
  const start = Math.max(text.lastIndexOf(',', price.at), text.lastIndexOf('. ', price.at), text.lastIndexOf(' and ', price.at), 0);
  const before = text.slice(start, price.at).split(/[^a-z']+/).filter(Boolean);
  while (before.length && LINK.test(before[before.length - 1]!)) before.pop();
  // "adult tickets at $15": the thing sold is every kind's noun; the word before it names the kind.
  if (before.length > 1 && /^(?:tickets?|seats?|passes?|admissions?)$/.test(before[before.length - 1]!)) before.pop();
  const name: string[] = [];
  while (before.length && name.length < 2 && !NOT_NAME.test(before[before.length - 1]!) && !LINK.test(before[before.length - 1]!)) name.unshift(before.pop()!);
  if (name.length) return name.map(nounKey);
  const after = text.slice(price.at).match(/^\$\s?[\d,.]+(?: each)? (?:for|in) (?:the |a |an )?([a-z]+)/);
  return after && !NOT_NAME.test(after[1]!) ? [nounKey(after[1]!)] : [];
}

export function readLooseTwoPrices(story: Story): EmbeddedReading | null {
  const { text, ask, quantities } = story;
  const askAt = text.lastIndexOf(ask);
  if (quantities.length !== 4 || quantities.some((quantity) => quantity.at >= askAt || quantity.percent)) return null;
  const money = quantities.filter((quantity) => quantity.money);
  const counts = quantities.filter((quantity) => !quantity.money);
  if (money.length !== 3 || counts.length !== 1) return null;
  const count = counts[0]!;
  const thing = nounKey(count.after.split(' ')[0] ?? '');
  if (!/^(?:ticket|seat|room|pass|item|shirt|meal|car|bike|book|plant|game|person|people|student|guest)$/.test(thing)) return null;
  const totals = money.filter((quantity) => TOTAL_BEFORE.test(text.slice(0, quantity.at)) && !/^\$\s?[\d,.]+\s+(?:each|apiece|per|a|an|for)\b/.test(text.slice(quantity.at)));
  if (totals.length !== 1) return null;
  const total = totals[0]!;
  const kinds: Kind[] = money.filter((quantity) => quantity !== total).map((price) => ({ price, name: kindOf(text, price) }));
  const [one, two] = kinds as [Kind, Kind];
  if (one.name.length === 0 || two.name.length === 0 || one.price.value === two.price.value) return null;
  // The question names one kind by a word the other kind's name does not have.
  const askWords = new Set(ask.split(/[^a-z']+/).filter(Boolean).map(nounKey));
  const named = kinds.filter((kind, i) => kind.name.some((word) => askWords.has(word) && !kinds[1 - i]!.name.includes(word)));
  if (named.length !== 1) return null;
  const asked = named[0]!;
  const letter = asked === one ? 'a' : 'b';
  // The money from a kind is asked "from" it; "how much did adult tickets cost" asks the price, which the story gives.
  const moneyAsked = /\bhow much (?:money|did|was|were|came|come)\b|\bwhat (?:was|were|is) the (?:money|amount|revenue|income)\b/.test(ask) && /\bfrom\b/.test(ask);
  if (!moneyAsked && !/\bhow many\b/.test(ask)) return null;
  const equations = [`a + b = ${count.exact}`, `${one.price.exact} * a + ${two.price.exact} * b = ${total.exact}`];
  if (moneyAsked) equations.push(`m = ${asked.price.exact} * ${letter}`);
  const wholeCheck = (values: Record<string, number>) => {
    const [a, b] = [values.a, values.b];
    return a !== undefined && b !== undefined && Number.isInteger(a) && Number.isInteger(b) && a >= 0 && b >= 0 && a + b === count.value && Math.round(one.price.value * 100) * a + Math.round(two.price.value * 100) * b === Math.round(total.value * 100);
  };
  return solveChecked(
    {
      equations,
      unknown: moneyAsked ? 'm' : letter,
      letters: `a = the ${one.name.join(' ')} ${thing}s, b = the ${two.name.join(' ')} ${thing}s${moneyAsked ? `, m = the money from the ${asked.name.join(' ')} ${thing}s` : ''}`,
      meaning: moneyAsked ? `the money from the ${asked.name.join(' ')} ${thing}s` : `the number of ${asked.name.join(' ')} ${thing}s`,
      whole: !moneyAsked,
    },
    (values) => wholeCheck(values) && (!moneyAsked || agrees(values.m!, asked.price.value * values[letter]!)),
  );
}
