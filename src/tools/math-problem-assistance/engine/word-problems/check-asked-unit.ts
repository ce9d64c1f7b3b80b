// The unit a question asks in, against the units its story is told in: "12 feet by 15 feet … how many square
// yards", "4.5 miles in 54 minutes … miles per hour", "a box 30 cm by 20 cm by 10 cm … how many liters". When
// the story gives a measure of the kind asked in another unit, the answer is a number of the asked unit only
// after a conversion; a reader whose meaning does not say it answers in the asked unit has not converted
// (the area of 12 ft by 15 ft is 180 square feet, not 180 square yards), so its reading is refused. A reader
// that converts says so by naming the asked unit in its meaning ("the area in square yards").

/** What a unit measures. A length's square is an area and its cube a volume, so they meet a length. */
export type Dimension = 'length' | 'area' | 'volume' | 'mass' | 'time' | 'money';

export interface UnitMention {
  dimension: Dimension;
  /** The unit itself ("foot" for "square feet" too): two mentions of one dimension in two units need a conversion. */
  unit: string;
  at: number;
  end: number;
}

/** Each unit with how students write it; a compound ("mph") names two. Lengths take "square"/"cubic" before them. */
const UNITS: Array<{ pattern: RegExp; parts: Array<[Dimension, string]> }> = [
  { pattern: /\bmph\b|\bmiles? (?:per|an|a|each) hour\b/g, parts: [['length', 'mile'], ['time', 'hour']] },
  { pattern: /\bkph\b|\bkm ?\/ ?hr?\b|\bkmph\b|\bkm (?:per|an|a) hour\b|\bkilomet(?:er|re)s? (?:per|an|a) hour\b/g, parts: [['length', 'kilometer'], ['time', 'hour']] },
  { pattern: /\bm ?\/ ?s\b|\bmet(?:er|re)s? (?:per|a) second\b/g, parts: [['length', 'meter'], ['time', 'second']] },
  { pattern: /\bft ?\/ ?s\b|\bfeet (?:per|a) second\b/g, parts: [['length', 'foot'], ['time', 'second']] },
  { pattern: /\bmillimet(?:er|re)s?\b|(?<=\d ?)mm\b/g, parts: [['length', 'millimeter']] },
  { pattern: /\bcentimet(?:er|re)s?\b|\bcm\b/g, parts: [['length', 'centimeter']] },
  { pattern: /\bkilomet(?:er|re)s?\b|\bkm\b/g, parts: [['length', 'kilometer']] },
  { pattern: /\bmet(?:er|re)s?\b|(?<=\d ?)m\b(?![/.])/g, parts: [['length', 'meter']] },
  { pattern: /\binch(?:es)?\b|(?<=\d ?)in\b(?=\.|,|\s*(?:by|x|×|long|wide|tall|high|deep|and)\b|\s*$)/g, parts: [['length', 'inch']] },
  { pattern: /\bfeet\b|\bfoot\b|\bft\b/g, parts: [['length', 'foot']] },
  { pattern: /\byards?\b(?! sale)|\byds?\b/g, parts: [['length', 'yard']] },
  { pattern: /\bmiles?\b/g, parts: [['length', 'mile']] },
  { pattern: /\bacres?\b/g, parts: [['area', 'acre']] },
  { pattern: /\bhectares?\b/g, parts: [['area', 'hectare']] },
  { pattern: /\bmillilit(?:er|re)s?\b|\bml\b/g, parts: [['volume', 'milliliter']] },
  { pattern: /\blit(?:er|re)s?\b|(?<=\d ?)l\b/g, parts: [['volume', 'liter']] },
  { pattern: /\bgallons?\b|\bgal\b/g, parts: [['volume', 'gallon']] },
  { pattern: /\bquarts?\b|\bqt\b/g, parts: [['volume', 'quart']] },
  { pattern: /\bpints?\b/g, parts: [['volume', 'pint']] },
  { pattern: /\bcups?\b/g, parts: [['volume', 'cup']] },
  { pattern: /\bfluid ounces?\b|\bfl\.? ?oz\b/g, parts: [['volume', 'fluid ounce']] },
  { pattern: /\btablespoons?\b|\btbsp\b/g, parts: [['volume', 'tablespoon']] },
  { pattern: /\bteaspoons?\b|\btsp\b/g, parts: [['volume', 'teaspoon']] },
  { pattern: /\bmilligrams?\b|\bmg\b/g, parts: [['mass', 'milligram']] },
  { pattern: /\bkilograms?\b|\bkgs?\b|\bkilos?\b/g, parts: [['mass', 'kilogram']] },
  { pattern: /\bgrams?\b|(?<=\d ?)g\b/g, parts: [['mass', 'gram']] },
  { pattern: /(?<!fluid )\bounces?\b|(?<!fl\.? ?)\boz\b/g, parts: [['mass', 'ounce']] },
  { pattern: /\bpounds?\b|\blbs?\b/g, parts: [['mass', 'pound']] },
  { pattern: /\btons?\b|\btonnes?\b/g, parts: [['mass', 'ton']] },
  { pattern: /\bseconds?\b|\bsecs?\b/g, parts: [['time', 'second']] },
  { pattern: /\bminutes?\b|\bmins?\b/g, parts: [['time', 'minute']] },
  { pattern: /\bhours?\b|\bhrs?\b|\bhourly\b/g, parts: [['time', 'hour']] },
  { pattern: /\bdays?\b|\bdaily\b/g, parts: [['time', 'day']] },
  { pattern: /\bweeks?\b|\bweekly\b/g, parts: [['time', 'week']] },
  { pattern: /\bmonths?\b|\bmonthly\b/g, parts: [['time', 'month']] },
  { pattern: /\byears?\b|\byrs?\b|\bannually\b|\byearly\b|\bper annum\b/g, parts: [['time', 'year']] },
  { pattern: /\bcents?\b|¢/g, parts: [['money', 'cent']] },
  { pattern: /\bdollars?\b|\$/g, parts: [['money', 'dollar']] },
];

/** Every unit a text names, with where it stands; "square feet" is an area in feet, "cubic cm" a volume in cm. */
export function unitMentions(text: string): UnitMention[] {
  const mentions: UnitMention[] = [];
  const taken: Array<[number, number]> = [];
  for (const { pattern, parts } of UNITS) {
    for (const match of text.matchAll(pattern)) {
      const at = match.index;
      const end = at + match[0].length;
      // "mph" before "miles": a span already read as a compound is not read again.
      if (taken.some(([from, to]) => at < to && end > from)) continue;
      taken.push([at, end]);
      const power = /\b(square|sq\.?|cubic|cu\.?)\s*$/.exec(text.slice(Math.max(0, at - 8), at))?.[1];
      const squared = /^(?:²|\^2|2\b)/.test(text.slice(end)) ? 'square' : /^(?:³|\^3|3\b)/.test(text.slice(end)) ? 'cubic' : undefined;
      const raised = power ?? squared;
      for (const [dimension, unit] of parts) {
        const lifted: Dimension = dimension === 'length' && raised ? (/^(?:square|sq)/.test(raised) ? 'area' : 'volume') : dimension;
        mentions.push({ dimension: lifted, unit, at: power ? at - (power.length + 1) : at, end });
      }
    }
  }
  return mentions.sort((a, b) => a.at - b.at);
}

/**
 * The spans of a question that name the unit its answer is in: the words after "how many", "how much", "in",
 * "into", "number of", and "convert … to" ("how many square yards", "in miles per hour", "to meters per second"),
 * not a rate the question states ("walk 2 miles at 3 mph").
 */
// "in cm²", "in m^2": the power written after the unit stays with it, so the unit asked is an area, not a length.
const ASKED = /\b(?:how many|how much|in|into|number of|(?<=\bconvert\b.*)to)\s+((?:[a-z]+ ){0,2}?(?:(?:square|sq\.?|cubic|cu\.?) )?[a-z$¢]+(?:[²³]|\^[23])?(?:\s*\/\s*[a-z]+|(?: per| an?| each) [a-z]+)?)/g;

/** The units the question asks its answer in. */
export function askedUnits(ask: string): UnitMention[] {
  const asked: UnitMention[] = [];
  for (const match of ask.matchAll(ASKED)) {
    const start = match.index + match[0].length - match[1]!.length;
    for (const mention of unitMentions(match[1]!)) {
      // "how many hours after 9 am" names hours; "how many of them in a dozen" names none.
      asked.push({ ...mention, at: start + mention.at, end: start + mention.end });
    }
  }
  return asked;
}

/** The units a question asks its answer in, and every other unit its story (question included) names. */
export function storyUnits(text: string, ask: string): { asked: UnitMention[]; given: UnitMention[] } {
  const asked = askedUnits(ask);
  if (asked.length === 0) return { asked, given: unitMentions(text) };
  const askAt = text.lastIndexOf(ask);
  const spans = asked.map((mention) => [askAt + mention.at, askAt + mention.end] as const);
  const given = unitMentions(text).filter((mention) => askAt < 0 || !spans.some(([from, to]) => mention.at < to && mention.end > from));
  return { asked, given };
}

/** Whether a measure in `given` must be converted to give an answer in `asked` (a length for an area or volume too). */
function needsConversion(asked: UnitMention, given: UnitMention): boolean {
  if (asked.unit === given.unit) return false;
  const spatial = (dimension: Dimension) => dimension === 'length' || dimension === 'area' || dimension === 'volume';
  if (asked.dimension === given.dimension) return true;
  // A length against an area or volume (or an area against a volume, "square feet" and "liters"): one is built from the other.
  return spatial(asked.dimension) && spatial(given.dimension) && (asked.dimension === 'length' || given.dimension === 'length' || asked.dimension !== given.dimension);
}

/** Words in a meaning that say it is in the unit: "yards" for "square yards", "per hour" for hours. */
function meaningNames(meaning: string, unit: string): boolean {
  return unitMentions(meaning).some((mention) => mention.unit === unit);
}

/**
 * Why a reading's answer is not in the unit asked, or null: the question asks in a unit the story does not give
 * its measure of that kind in, and the meaning does not say the answer is in the asked unit.
 */
export function unconvertedUnit(text: string, ask: string, meaning: string): string | null {
  const { asked, given } = storyUnits(text, ask);
  for (const unit of asked) {
    const other = given.find((mention) => needsConversion(unit, mention));
    if (other && !meaningNames(meaning, unit.unit)) return `the question asks for a ${unit.dimension} in the unit ${unit.unit}, the story gives the unit ${other.unit}, and the answer does not say it was converted`;
  }
  return null;
}
