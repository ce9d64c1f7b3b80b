import { solveSetup } from '../read-school-problem';
import type { EmbeddedReading } from '../word-problem-outcome';
import { show, type Quantity, type Story } from './read-story';

// Mixtures: an amount at one strength (a percent, or a price per pound) mixed with an unknown amount
// at another to reach a third; pure water is 0%, and water added to a solution; and the strength of a
// mix of two known amounts. The target strength is the one after "to make / to get / worth … blend";
// it must lie between the other two, or the story cannot be the one read.

const AMOUNT = /^(?:liters?|litres?|l|ml|milliliters?|millilitres?|gallons?|gal|ounces?|oz|pounds?|lbs?|kg|kilograms?|grams?|g|cups?|quarts?|pints?)\b/;
const PER_AMOUNT = /^(?:(?:a|per|an|each) (?:pound|lb|kg|kilogram|ounce|oz|liter|litre|gallon))\b/;
const TARGET_BEFORE = /\b(?:to (?:make|get|produce|obtain|end up with|create|form|give)|into|for) (?:an? |the )?(?:new |final )?(?:[a-z]+ )?(?:(?:that is|that's|thats|which is) )?(?:\$\s?)?$|\bworth (?:\$\s?)?$|\bthat is (?:\$\s?)?$|\bthat sells for (?:\$\s?)?$/;

const STRONG_TARGET_BEFORE = /\bto (?:make|get|produce|obtain|end up with|create|form|give) (?:an? |the )?(?:new |final )?(?:[a-z]+ )?(?:(?:that is|that's|thats|which is) )?$/;

export function readLooseMixture(story: Story): EmbeddedReading | null {
  const { quantities, ask, text } = story;
  if (!/\bmix|\bblend|\bsolution|\badd(?:ed)?\b|\bcombined?\b|\bpure\b|\bwater\b|\bmelt(?:s|ed)?\b[^.?!]*\btogether\b/.test(text)) return null;
  const strengths = quantities.filter((quantity) => quantity.percent || (quantity.money && PER_AMOUNT.test(quantity.after)));
  const amounts = quantities.filter((quantity) => !strengths.includes(quantity) && AMOUNT.test(quantity.after) && !quantity.money);
  if (strengths.length + amounts.length !== quantities.length || amounts.length === 0) return null;
  if (strengths.some((strength) => strength.percent) && strengths.some((strength) => strength.money)) return null;
  const unit = amounts[0]!.after.split(' ')[0]!;
  const asksAmount = /\bhow many [a-z]+\b|\bhow much (?!is |does |will |would )/.test(ask);
  const asksStrength = /\bwhat (?:percent|percentage)|\bwhat is the (?:percent|percentage|concentration|strength)|\bhow much (?:is|does|will) (?:a pound|the (?:mix|blend|mixture)) (?:of it )?(?:cost|worth|sell)|\bprice per\b|\bcost per\b/.test(ask);
  if (asksAmount === asksStrength) return null;

  // Water added to a solution: one amount, the strength before and after.
  // "How many kilograms of fresh water must be added to 40 kg of sea water": fresh, distilled or plain water is 0%.
  if (/\bwater\b/.test(text) && /\bhow (?:much|many [a-z]+ of) (?:pure |fresh |distilled |plain )?water\b|\bhow much (?:pure |fresh |distilled |plain )?water\b/.test(ask) && amounts.length === 1 && strengths.length === 2 && strengths.every((strength) => strength.percent)) {
    const [before, after] = ordered(strengths);
    if (!(after.value < before.value)) return null;
    return solveSetup({ equations: [`${show(before.value)} / 100 * ${show(amounts[0]!.value)} = ${show(after.value)} / 100 * (${show(amounts[0]!.value)} + w)`], unknown: 'w', letters: `w = the water added, in ${unit}`, meaning: `the water to add, in ${unit}` });
  }
  if (/\bwater\b/.test(text)) return null;
  // Pure stuff added to a solution ("how many cups of pure juice must be added to 18 cups of the drink to make it 25% juice"):
  // the stuff in it before, plus what is added, is the new strength of the new amount.
  // "… must she melt in", "… stirred in": the pure stuff added all the same.
  if (/\bhow (?:much|many [a-z]+ of) pure [a-z]+\b/.test(ask) && /\badd(?:ed)?\b|\b(?:melt(?:ed)?|mix(?:ed)?|stir(?:red)?) in\b/.test(ask) && amounts.length === 1 && strengths.length === 2 && strengths.every((strength) => strength.percent)) {
    const [before, after] = ordered(strengths);
    if (!(after.value > before.value && after.value < 100)) return null;
    const v = show(amounts[0]!.value);
    return solveSetup({ equations: [`${show(before.value)} / 100 * ${v} + p = ${show(after.value)} / 100 * (${v} + p)`], unknown: 'p', letters: `p = the pure stuff added, in ${unit}`, meaning: `the pure stuff to add, in ${unit}` });
  }

  if (asksStrength && amounts.length === 2 && strengths.length === 2) {
    const pairs = amounts.map((amount) => ({ amount, strength: strengthOf(amount, strengths, text) }));
    if (pairs.some((pair) => !pair.strength) || pairs[0]!.strength === pairs[1]!.strength) return null;
    const [a, b] = pairs as Array<{ amount: Quantity; strength: Quantity }>;
    const percent = a!.strength.percent;
    return solveSetup({
      equations: [`${show(a!.amount.value)} * ${show(a!.strength.value)} + ${show(b!.amount.value)} * ${show(b!.strength.value)} = s * (${show(a!.amount.value)} + ${show(b!.amount.value)})`],
      unknown: 's',
      letters: percent ? 's = the percent of the mix' : 's = the price per unit of the mix',
      meaning: percent ? 'the percent of the mix' : 'the price of the mix per unit',
    });
  }
  if (!asksAmount || amounts.length !== 1 || strengths.length !== 3) return null;
  // "30 liters of juice that is 10% … to get juice that is 20%": a strength said after "to get / to make" is the target
  // before one only said with "that is".
  const before = (strength: Quantity) => text.slice(Math.max(0, strength.at - 40), strength.at);
  const reached = strengths.filter((strength) => STRONG_TARGET_BEFORE.test(before(strength)));
  const target = reached.length === 1 ? reached[0] : strengths.find((strength) => TARGET_BEFORE.test(before(strength)));
  const known = strengthOf(amounts[0]!, strengths, text);
  if (!target || !known || known === target) return null;
  const unknown = strengths.find((strength) => strength !== target && strength !== known)!;
  const low = Math.min(known.value, unknown.value);
  const high = Math.max(known.value, unknown.value);
  if (!(target.value > low && target.value < high)) return null;
  const v = show(amounts[0]!.value);
  return solveSetup({
    equations: [`${show(unknown.value)} * x + ${show(known.value)} * ${v} = ${show(target.value)} * (x + ${v})`],
    unknown: 'x',
    letters: `x = the amount at ${unknown.percent ? `${show(unknown.value)}%` : `$${show(unknown.value)}`}, in ${unit}`,
    meaning: `the amount at ${unknown.percent ? `${show(unknown.value)}%` : `$${show(unknown.value)}`}, in ${unit}`,
  });
}

/** The strength written right after an amount ("10 pounds of coffee at $9", "6 liters of 50% juice"). */
function strengthOf(amount: Quantity, strengths: Quantity[], text: string): Quantity | null {
  const next = strengths.filter((strength) => strength.at > amount.at).sort((a, b) => a.at - b.at)[0];
  if (!next) return null;
  const between = text.slice(amount.at, next.at);
  return between.length < 45 && !/[,;.]\s|\band\b|\bwith\b|\bto\b/.test(between.replace(/^[\d.,]+\s?/, '')) ? next : null;
}

/** The solution's strength first, the one asked for second, as the story tells them. */
function ordered(strengths: Quantity[]): [Quantity, Quantity] {
  const sorted = [...strengths].sort((a, b) => a.at - b.at);
  return [sorted[0]!, sorted[1]!];
}
