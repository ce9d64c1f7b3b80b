import { calculationReading } from '../build-reading';
import type { EmbeddedReading } from '../word-problem-outcome';
import { conversionFactor, readUnit, type MeasureUnit } from './read-units';
import { readStory, show, type Quantity, type Story } from './read-story';

// Unit conversions: one amount ("2.75 km", "3 hours 40 minutes", "6 tablespoons of butter") asked in
// another unit of the same measure ("convert … to meters", "how many minutes are in …", "how many cups
// is that?"). The factor is the story's own when it states one ("There are 16 tablespoons in a cup",
// "1 mile = 1.609 km"), else mathjs's unit table; a stated factor that links other units, a second
// amount, a rate, a price or any word of a further step (total, left, each, per…), and it refuses.

interface Equivalence {
  /** One `from` is `factor` of `to`. */
  from: MeasureUnit;
  to: MeasureUnit;
  factor: number;
  /** The story's numbers it uses, by where they start. */
  ats: number[];
}

const NUMBER = String.raw`(\d+(?:\.\d+)?)`;
const ONE = String.raw`(?:a|an|one|1)`;
/** Words of a step beyond the conversion: an amount shared, added, left over, priced or per something. */
const FURTHER_STEP = /\b(?:per|each|every|total|altogether|left|more|less|fewer|remain\w*|cost\w*|spend|price|pay|times|twice|half|share\w*|split|divide\w*|cut|pieces?|rate|speed|fast|area|perimeter|round trip|both|another|other|faster|slower|longer|shorter)\b/;

function unitAfter(quantity: Quantity): MeasureUnit | null {
  const word = quantity.after.split(' ')[0] ?? '';
  return quantity.money || quantity.percent ? null : readUnitWord(word);
}

/** "1 inch = 15 miles", "there are 16 tablespoons in a cup", "a cup is 16 tablespoons". */
function readEquivalences(story: Story): Equivalence[] | null {
  const { text, quantities } = story;
  const found: Equivalence[] = [];
  const at = (index: number, number: string) => text.indexOf(number, index);
  for (const match of text.matchAll(new RegExp(String.raw`\b${NUMBER} ?([a-z]+) ?= ?${NUMBER} ?([a-z]+)\b`, 'g'))) {
    const [from, to] = [readUnit(match[2]!), readUnit(match[4]!)];
    if (!from || !to || Number(match[1]) === 0) return null;
    const first = match.index;
    found.push({ from, to, factor: Number(match[3]) / Number(match[1]), ats: [first, at(first + match[1]!.length, match[3]!)] });
  }
  for (const match of text.matchAll(new RegExp(String.raw`\bthere (?:are|is) ${NUMBER} ([a-z]+) in ${ONE} ([a-z]+)\b|\b${ONE} ([a-z]+) (?:is|equals|has|holds|contains|makes) ${NUMBER} ([a-z]+)\b`, 'g'))) {
    const [count, toWord, fromWord] = match[1] ? [match[1], match[2]!, match[3]!] : [match[5]!, match[6]!, match[4]!];
    const [from, to] = [readUnit(fromWord), readUnit(toWord)];
    if (!from || !to) continue;
    const ats = quantities.filter((quantity) => quantity.at >= match.index && quantity.at < match.index + match[0].length).map((quantity) => quantity.at);
    found.push({ from, to, factor: Number(count), ats });
  }
  return found;
}

/** The one amount: consecutive quantities of one measure, each unit smaller than the one before ("3 hours 40 minutes"). */
function readAmount(story: Story, used: Set<number>): Array<{ quantity: Quantity; unit: MeasureUnit }> | null {
  const parts = story.quantities.filter((quantity) => !used.has(quantity.at)).map((quantity) => ({ quantity, unit: unitAfter(quantity) }));
  if (parts.length === 0 || parts.some((part) => part.unit === null)) return null;
  const amount = parts as Array<{ quantity: Quantity; unit: MeasureUnit }>;
  for (let i = 1; i < amount.length; i++) {
    const [previous, next] = [amount[i - 1]!, amount[i]!];
    const between = story.text.slice(previous.quantity.at + previous.quantity.text.length, next.quantity.at).trim().split(/\s+/);
    // "3 hours 40 minutes", "5 feet and 4 inches": the first unit's word, then at most "and".
    if (between.length > 2 || (between.length === 2 && between[1] !== 'and')) return null;
    const factor = conversionFactor(previous.unit, next.unit);
    if (factor === null || factor <= 1 || next.quantity.value >= factor) return null;
  }
  return amount;
}

/** The unit asked for: "how many meters", "convert … to meters", "what is … in inches?". */
function readAskedUnit(ask: string): MeasureUnit | null {
  const shapes = [
    /^(?:how many|how much) ([a-z]+)(?: of [a-z]+)? (?:are|is|does|do|make|makes|equal|equals) .+$/,
    /^convert .+ (?:in)?to ([a-z]+)$/,
    /^(?:what is|what's|whats|how much is|write|express) .+ in ([a-z]+)$/,
    /^.+ (?:is|equals|makes) how many ([a-z]+)$/,
  ];
  // "(1 inch = 2.54 cm)" after the question is a fact the question does not ask about.
  const clean = ask.replace(/[?.!]+$/, '').replace(/\s*\([^()]*\)\s*$/, '').replace(/[?.!]+$/, '').trim();
  const found = shapes.map((shape) => shape.exec(clean)?.[1]).filter((word) => word !== undefined);
  return found.length === 1 ? readUnitWord(found[0]!) : null;
}

/** Area and volume units as mathjs names them, by the length they square or cube. */
const SQUARED: Record<string, [string, string]> = {
  km: ['km', 'kilometers'], kilometer: ['km', 'kilometers'], kilometers: ['km', 'kilometers'],
  m: ['m', 'meters'], meter: ['m', 'meters'], meters: ['m', 'meters'],
  cm: ['cm', 'centimeters'], centimeter: ['cm', 'centimeters'], centimeters: ['cm', 'centimeters'],
  mm: ['mm', 'millimeters'], millimeter: ['mm', 'millimeters'], millimeters: ['mm', 'millimeters'],
  ft: ['ft', 'feet'], foot: ['ft', 'feet'], feet: ['ft', 'feet'], in: ['in', 'inches'], inch: ['in', 'inches'], inches: ['in', 'inches'],
  yd: ['yd', 'yards'], yard: ['yd', 'yards'], yards: ['yd', 'yards'], mi: ['mi', 'miles'], mile: ['mi', 'miles'], miles: ['mi', 'miles'],
};
const METRIC = new Set(['km', 'm', 'cm', 'mm']);
/** mathjs's name of an area or volume unit → the words a student reads. */
const SPOKEN = new Map<string, string>();
/** The one word an area or volume unit is written as in the story (no digit: a number glued to letters is a label) → its unit. */
const WRITTEN = new Map<string, MeasureUnit>();

function areaOrVolumeUnit(length: string, power: 2 | 3): string | null {
  const known = SQUARED[length];
  if (!known || (power === 3 && known[0] === 'mi')) return null;
  const [short, words] = known;
  const name = METRIC.has(short) ? `${short}${power}` : `${power === 2 ? 'sq' : 'cu'}${short}`;
  const word = `${power === 2 ? 'square' : 'cubic'}${short}unit`;
  SPOKEN.set(name, `${power === 2 ? 'square' : 'cubic'} ${words}`);
  WRITTEN.set(word, { name, measure: power === 2 ? 'SURFACE' : 'VOLUME' });
  return word;
}

function readUnitWord(word: string): MeasureUnit | null {
  return WRITTEN.get(word) ?? readUnit(word);
}

/** "1.5 square meters", "20 sq ft", "3 cubic feet", "4 m²": one word mathjs reads as the unit (m2, sqft, cuft). */
function writeAreaAndVolumeUnits(text: string): string {
  const lengths = Object.keys(SQUARED).join('|');
  return text
    .replace(new RegExp(String.raw`\b(square|sq\.?|cubic|cu\.?) (${lengths})\b`, 'g'), (whole, kind: string, length: string) => areaOrVolumeUnit(length, kind.startsWith('s') ? 2 : 3) ?? whole)
    .replace(new RegExp(String.raw`\b(${lengths}) (squared|cubed)\b`, 'g'), (whole, length: string, kind: string) => areaOrVolumeUnit(length, kind === 'squared' ? 2 : 3) ?? whole)
    .replace(new RegExp(String.raw`\b(${lengths})([²³])`, 'g'), (whole, length: string, kind: string) => areaOrVolumeUnit(length, kind === '²' ? 2 : 3) ?? whole);
}

export function readLooseConversion(typed: Story): EmbeddedReading | null {
  // Area and volume units are read again as one word each, so "square meters" is a unit, not "square" and "meters".
  const written = writeAreaAndVolumeUnits(typed.text);
  const story = written === typed.text ? typed : readStory(written, true);
  if (!story) return null;
  const { text, ask } = story;
  if (FURTHER_STEP.test(text)) return null;
  const to = readAskedUnit(ask);
  const equivalences = readEquivalences(story);
  if (!to || !equivalences || equivalences.length > 1) return null;
  const used = new Set(equivalences.flatMap((equivalence) => equivalence.ats));
  const amount = readAmount(story, used);
  if (!amount || (amount.length === 1 && conversionFactor(amount[0]!.unit, to) === 1)) return null;
  const stated = equivalences[0];
  const terms: string[] = [];
  for (const { quantity, unit } of amount) {
    const value = show(quantity.value);
    if (conversionFactor(unit, to) === 1) {
      terms.push(value);
      continue;
    }
    if (stated) {
      // The story's own factor, in whichever direction it was said; a factor for other units is another story.
      if (conversionFactor(stated.from, unit) === 1 && conversionFactor(stated.to, to) === 1) terms.push(`${value} * ${show(stated.factor)}`);
      else if (conversionFactor(stated.to, unit) === 1 && conversionFactor(stated.from, to) === 1) terms.push(`${value} / ${show(stated.factor)}`);
      else {
        // "5 feet 8 inches to cm (1 inch = 2.54 cm)": feet to inches by the table (a whole factor), then the story's own.
        const toFrom = conversionFactor(unit, stated.from);
        if (toFrom === null || !Number.isInteger(toFrom) || toFrom <= 1 || conversionFactor(stated.to, to) !== 1) return null;
        terms.push(`${value} * ${show(toFrom)} * ${show(stated.factor)}`);
      }
      continue;
    }
    const factor = conversionFactor(unit, to);
    const inverse = conversionFactor(to, unit);
    if (factor === null || inverse === null) return null;
    // "2.75 * 1000" or "40 / 12": the factor that is a plain number of the smaller unit, never 0.0833333.
    terms.push(factor >= 1 ? `${value} * ${show(factor)}` : `${value} / ${show(inverse)}`);
  }
  const word = SPOKEN.get(to.name) ?? to.name;
  const explanation = stated
    ? `The story says 1 ${stated.from.name} is ${show(stated.factor)} ${stated.to.name}: multiply or divide by that to go from one unit to the other.`
    : `Each unit is a fixed number of ${word} (from the table of units): multiply by it${terms.length > 1 ? ', then add the parts' : ''}.`;
  return calculationReading(terms.join(' + '), { rule: 'Convert the units', explanation }, `the amount in ${word}`);
}
