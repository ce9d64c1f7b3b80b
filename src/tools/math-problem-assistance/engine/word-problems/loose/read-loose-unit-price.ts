import { nounKey } from '../read-text';
import type { EmbeddedReading } from '../word-problem-outcome';
import { show, type Story } from './read-story';
import { conversionFactor, readUnit } from './read-units';
import { calculationChecked } from './solve-checked';

// Unit price: one amount and its price said together ("a 2.5 lb bag of rice costs $4.15", "a 12-ounce box …
// costs $3.84", "$4.50 for a pack of 6 pens"), and the price of one unit asked ("the price per pound", "per
// ounce, in cents", "how much per pen"). The asked unit may be another of the same measure (per ounce for
// pounds, by the table of units), and cents are dollars × 100. Worked out exactly and again in floating point;
// a second amount or price, or an ask per something the story did not measure, and it refuses.

export function readLooseUnitPrice(story: Story): EmbeddedReading | null {
  const { text, ask, quantities } = story;
  if (quantities.length !== 2 || quantities.some((quantity) => quantity.percent)) return null;
  const price = quantities.find((quantity) => quantity.money);
  const amount = quantities.find((quantity) => !quantity.money);
  if (!price || !amount) return null;
  // The amount's unit or noun: "lb", "-ounce", "pens" ("a pack of 6 pens").
  const word = amount.after.replace(/^-/, '').split(/[\s-]/)[0] ?? '';
  const unit = readUnit(word);
  const per = ask.match(/\b(?:price|cost) (?:per|for (?:one|each|a|an)|of (?:one|a|an|each)) ([a-z]+)\b|\bhow much (?:per|for (?:one|each|a|an)) ([a-z]+)\b|\bhow much (?:does|is) (?:one|each|a|an) ([a-z]+)(?: cost)?\b|\bunit price\b/);
  if (!per) return null;
  const perWord = per[1] ?? per[2] ?? per[3];
  // Said together: the price and the amount in one sentence, with no second thing bought.
  const sentenceOf = (at: number) => (text.slice(0, at).match(/[.?!]\s/g) ?? []).length;
  if (sentenceOf(price.at) !== sentenceOf(amount.at) || price.at >= text.lastIndexOf(ask)) return null;
  if (/\b(?:and|plus|each|per|tax|off|discount|sale|tip|save|saves|cheaper|better buy|than)\b/.test(text.slice(0, text.lastIndexOf(ask)))) return null;
  if (!/\b(?:costs?|sells? for|is|for|priced at|was)\b/.test(text.slice(Math.min(price.at, amount.at), Math.max(price.at, amount.at) + 1))) return null;
  let factor = 1;
  let perName = perWord ?? word;
  if (perWord) {
    const perUnit = readUnit(perWord);
    if (unit && perUnit) {
      const f = conversionFactor(unit, perUnit);
      if (f === null) return null;
      factor = f;
    } else if (unit || perUnit || nounKey(perWord) !== nounKey(word)) return null;
    perName = perWord;
  } else if (!unit && !/^[a-z]+$/.test(word)) return null;
  const cents = /\bin cents\b|\bhow many cents\b/.test(ask);
  if (/\bin dollars\b/.test(ask) && cents) return null;
  const units = factor === 1 ? amount.exact : `(${amount.exact} * ${show(factor)})`;
  const expression = `${price.exact} / ${units}${cents ? ' * 100' : ''}`;
  const expected = (price.value / (amount.value * factor)) * (cents ? 100 : 1);
  return calculationChecked(
    expression,
    { rule: 'Divide the price by the amount', explanation: `The price of one ${perName} is the whole price shared over ${factor === 1 ? `the ${amount.text}` : `the ${show(amount.value * factor)} ${perName}s it holds`}${cents ? ', in cents (× 100)' : ''}.` },
    `the price per ${perName}${cents ? ' in cents' : ' in dollars'}`,
    expected,
  );
}
