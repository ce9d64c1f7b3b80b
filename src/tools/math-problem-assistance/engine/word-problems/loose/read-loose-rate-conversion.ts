import type { EmbeddedReading } from '../word-problem-outcome';
import { show, type Story } from './read-story';
import { conversionFactor, readUnit, type MeasureUnit } from './read-units';
import { calculationChecked } from './solve-checked';

// A rate in one pair of units asked in another: a speed ("90 km/h in meters per second", "65 miles per hour to
// feet per second"), a flow ("12 liters per minute in liters per hour"). A rate is a unit over a unit ("km/h",
// "miles per hour", "mph", "m/s", "ft/s"); each part is converted by the table of units (read-units.ts), the
// top multiplied and the bottom divided, and the two rates must measure the same things. Worked out exactly,
// and again in floating point; a second number or a rate of other measures, and it refuses.

interface RateUnit {
  top: MeasureUnit;
  bottom: MeasureUnit;
  text: string;
}

const ALIASES: Record<string, [string, string]> = { mph: ['miles', 'hour'], kph: ['km', 'hour'], kmh: ['km', 'hour'], fps: ['feet', 'second'], mps: ['meters', 'second'] };

/** "km/h", "m/s", "miles per hour", "meters a second", "mph" at the start of the words. */
export function readRateUnit(words: string): RateUnit | null {
  const alias = /^([a-z]+)\b/.exec(words)?.[1];
  if (alias && alias in ALIASES) {
    const [top, bottom] = ALIASES[alias]!;
    return { top: readUnit(top)!, bottom: readUnit(bottom)!, text: alias };
  }
  const match = /^([a-z]+) ?(?:\/|per|an|a|each) ?([a-z]+)\b/.exec(words);
  if (!match) return null;
  // "m/s", "ft/s": an "s" under a slash is a second (read-units.ts does not take a lone "s" for one).
  const [top, bottom] = [readUnit(match[1]!), readUnit(match[2] === 's' || match[2] === 'sec' ? 'second' : match[2]!)];
  if (!top || !bottom || top.measure === bottom.measure) return null;
  return { top, bottom, text: match[0] };
}

export function readLooseRateConversion(story: Story): EmbeddedReading | null {
  const { text, ask, quantities } = story;
  if (quantities.length !== 1 || quantities[0]!.money || quantities[0]!.percent) return null;
  const quantity = quantities[0]!;
  const from = readRateUnit(text.slice(quantity.at + quantity.text.length).trimStart());
  if (!from) return null;
  // The rate asked: "in meters per second", "to feet per second", "how many meters per second".
  const asked = [...ask.matchAll(/\b(?:in|to|into|how many) ((?:[a-z]+ ?(?:\/|per|a|each) ?[a-z]+)|mph|kph|kmh|fps|mps)\b/g)]
    .map((match) => readRateUnit(match[1]!))
    .filter((unit) => unit !== null);
  const facts = text.slice(0, text.lastIndexOf(ask));
  if (asked.length !== 1 || /\b(?:how far|how long|distance|time|total|for \d|in \d)\b/.test(ask) || /\b(?:for|in) (?:\d|an?|one|two|three)\b/.test(facts.slice(quantity.at))) return null;
  const to = asked[0]!;
  const top = conversionFactor(from.top, to.top);
  const bottom = conversionFactor(from.bottom, to.bottom);
  if (top === null || bottom === null || (top === 1 && bottom === 1)) return null;
  // Whole factors written the way they are said: "× 1000 ÷ 3600", never × 0.277777.
  const topInverse = conversionFactor(to.top, from.top)!;
  const bottomInverse = conversionFactor(to.bottom, from.bottom)!;
  const times = (factor: number, inverse: number) => (factor === 1 ? '' : factor >= 1 ? ` * ${show(factor)}` : ` / ${show(inverse)}`);
  const divide = (factor: number, inverse: number) => (factor === 1 ? '' : factor >= 1 ? ` / ${show(factor)}` : ` * ${show(inverse)}`);
  const expression = `${quantity.exact}${times(top, topInverse)}${divide(bottom, bottomInverse)}`;
  return calculationChecked(
    expression,
    { rule: 'Convert the units', explanation: `Change the ${from.top.name} to ${to.top.name} (multiply) and the ${from.bottom.name} to ${to.bottom.name} (divide: the same distance takes that many more of the smaller unit).` },
    `the rate in ${to.top.name} per ${to.bottom.name}`,
    (quantity.value * top) / bottom,
  );
}
