import { nounKey } from '../read-text';
import type { EmbeddedReading } from '../word-problem-outcome';
import { show, type Quantity, type Story } from './read-story';
import { calculationChecked } from './solve-checked';

// A recipe scaled to another yield: "A recipe for 12 cookies uses 2 cups of flour. How many cups of flour are needed
// for 30 cookies?", "a recipe needs 3/4 cup of sugar and makes 4 servings …", "a recipe for 6 servings of chili uses
// 1.5lb of ground beef and 2 cans of beans. how many pounds of beef …for 15 servings". The recipe is one sentence: its
// yield (said after "for", "makes", "serves", "to make") and its ingredients, each an amount of a unit (of a thing); the
// question names one ingredient (by unit, by thing, or both) and a new yield of the same noun. Every amount scales by
// new yield ÷ old yield. A second sentence of facts, an ingredient the question does not single out, or a new yield of
// another noun, and it refuses.

/** Units of a kitchen, each spelling to one name. */
const UNITS: Record<string, string> = {
  cup: 'cup', cups: 'cup', c: 'cup', lb: 'lb', lbs: 'lb', pound: 'lb', pounds: 'lb', oz: 'oz', ounce: 'oz', ounces: 'oz',
  tbsp: 'tbsp', tablespoon: 'tbsp', tablespoons: 'tbsp', tsp: 'tsp', teaspoon: 'tsp', teaspoons: 'tsp', g: 'g', gram: 'g', grams: 'g',
  kg: 'kg', kilogram: 'kg', kilograms: 'kg', ml: 'ml', milliliter: 'ml', milliliters: 'ml', millilitre: 'ml', millilitres: 'ml',
  l: 'l', liter: 'l', liters: 'l', litre: 'l', litres: 'l', quart: 'quart', quarts: 'quart', pint: 'pint', pints: 'pint',
  stick: 'stick', sticks: 'stick', can: 'can', cans: 'can', clove: 'clove', cloves: 'clove', pinch: 'pinch',
};
/** The words just before a yield. */
const YIELD_BEFORE = /\b(?:recipe (?:for|that makes|makes)|makes|make|serves|to serve|feeds|to feed|yields|enough for|(?<!\bcalls )for)\s+$/;
const NOT_THING = /^(?:and|to|for|in|of|a|an|the|makes?|serves?|feeds?|is|are|needed|needs?|do|does|will|would|i|we|you)$/;

interface Amount {
  quantity: Quantity;
  unit: string;
  /** The thing measured ("flour", "ground beef"); for a count ("3 eggs") the counted noun. */
  thing: string[];
}

/** "2 cups of flour" → cup, [flour]; "3/4 cup sugar" → cup, [sugar]; "3 eggs" → egg, [egg]. */
function readAmount(text: string, quantity: Quantity): Amount | null {
  const words = text.slice(quantity.at + quantity.text.length).trimStart().split(/[^a-z']+/).filter(Boolean);
  const first = words[0];
  if (!first || NOT_THING.test(first)) return null;
  const unit = UNITS[first];
  if (!unit) return { quantity, unit: nounKey(first), thing: [nounKey(first)] };
  const rest = words[1] === 'of' ? words.slice(2) : words.slice(1);
  const thing: string[] = [];
  for (const word of rest) {
    if (NOT_THING.test(word) || thing.length === 2) break;
    thing.push(nounKey(word));
  }
  return { quantity, unit, thing };
}

/** The ingredient the question asks for: "how many cups of flour", "how much sugar", "how many pounds of beef", "how many eggs". */
function askedAmount(ask: string): { unit?: string; thing?: string } | null {
  const found = ask.match(/\bhow (?:many|much) ([a-z]+)(?: of ([a-z]+))?/);
  if (!found) return null;
  const word = found[1]!;
  if (/^(?:do|does|did|will|would|is|are|should|can|more)$/.test(word)) return null;
  const unit = UNITS[word];
  if (unit) return { unit, ...(found[2] ? { thing: nounKey(found[2]) } : {}) };
  return { thing: nounKey(word) };
}

export function readLooseRecipe(story: Story): EmbeddedReading | null {
  const { text, ask, quantities } = story;
  if (!/\brecipe\b/.test(text) || /\bratio\b|%|\$/.test(text)) return null;
  const askAt = text.lastIndexOf(ask);
  const facts = quantities.filter((quantity) => quantity.at < askAt);
  const asked = quantities.filter((quantity) => quantity.at >= askAt);
  if (facts.length < 2 || asked.length !== 1) return null;
  const sentenceOf = (at: number) => (text.slice(0, at).match(/[.;!?]\s/g) ?? []).length;
  if (facts.some((quantity) => sentenceOf(quantity.at) !== sentenceOf(facts[0]!.at))) return null;
  const yields = facts.filter((quantity) => YIELD_BEFORE.test(text.slice(0, quantity.at)) || /^(?:servings?|portions?|people)\b/.test(quantity.after));
  if (yields.length !== 1 || yields[0]!.value <= 0) return null;
  const made = yields[0]!;
  const madeNoun = nounKey(made.after.split(' ')[0] ?? '');
  const amounts = facts.filter((quantity) => quantity !== made).map((quantity) => readAmount(text, quantity));
  if (amounts.some((amount) => amount === null)) return null;
  // The new yield, of the same noun, said as the yield is ("for 30 cookies", "to make 42 pancakes").
  const wanted = asked[0]!;
  if (nounKey(wanted.after.split(' ')[0] ?? '') !== madeNoun || !YIELD_BEFORE.test(text.slice(0, wanted.at)) || NOT_THING.test(madeNoun)) return null;
  const question = askedAmount(ask);
  if (!question) return null;
  const matches = (amounts as Amount[]).filter((amount) => (!question.unit || amount.unit === question.unit) && (!question.thing || amount.thing.includes(question.thing) || amount.unit === question.thing));
  if (matches.length !== 1) return null;
  const amount = matches[0]!;
  const wrap = (exact: string) => (exact.includes('/') ? `(${exact})` : exact);
  const unitWord = amount.quantity.after.split(' ')[0]!;
  return calculationChecked(
    `${wrap(amount.quantity.exact)} * ${wrap(wanted.exact)} / ${wrap(made.exact)}`,
    { rule: 'Scale the recipe', explanation: `The recipe makes ${show(made.value)} ${made.after.split(' ')[0]}; ${show(wanted.value)} is ${show(wanted.value)}/${show(made.value)} of it, and every amount scales by that.` },
    `the ${unitWord} needed`,
    (amount.quantity.value * wanted.value) / made.value,
  );
}
