import { Unit, unit } from 'mathjs';

// Units of measure as students write them ("km", "metres", "3 hours 40 minutes"), looked up in mathjs's
// unit table rather than a table of our own: only the spellings mathjs does not know are mapped here.
// Only lengths, areas, volumes, masses and times count; a word that names a unit of anything else
// ("in", "b" for bytes, "t") is not read as one, so it never turns a story's word into a measure.

/** British spellings and school abbreviations mathjs does not know, mapped to names it does. */
const SPELLINGS: Record<string, string> = {
  metre: 'meter', metres: 'meters', kilometre: 'kilometer', kilometres: 'kilometers', centimetre: 'centimeter', centimetres: 'centimeters',
  millimetre: 'millimeter', millimetres: 'millimeters', litre: 'liter', litres: 'liters', millilitre: 'milliliter', millilitres: 'milliliters',
  pound: 'lb', pounds: 'lb', lbs: 'lb', tbsp: 'tablespoon', tsp: 'teaspoon', tablespoonful: 'tablespoon', teaspoonful: 'teaspoon',
  hrs: 'hours', hr: 'hour', mins: 'minutes', secs: 'seconds', sec: 'second', yr: 'year', yrs: 'years', mi: 'mile', gram: 'g', grams: 'g',
};
/** Words mathjs reads as units that are ordinary English in a story ("in", "a", "t") or not a school measure. */
const NOT_UNITS = new Set(['in', 'a', 'b', 't', 's', 'are', 'at', 'as', 'cd', 'rad', 'deg', 'mol', 'cc']);
/** The dimensions a story's measures have: mass, length, time (mathjs's base-unit order), area and volume. */
const MEASURES = new Set(['MASS', 'LENGTH', 'TIME', 'SURFACE', 'VOLUME']);
/** Calendar units: a month or a year is not a whole number of days or weeks, so they convert only among themselves. */
const CALENDAR = /^(?:months?|years?|yr)$/;
/**
 * mathjs's tablespoon and teaspoon are metric (15 mL, 5 mL) while its cup is the US cup, so 1 cup comes
 * out as 15.77 tablespoons, not a school's 16: these convert only by a factor the story itself gives.
 */
const STATED_ONLY = /^(?:tablespoons?|teaspoons?)$/;

export interface MeasureUnit {
  /** The name mathjs knows ("meters", "lb"). */
  name: string;
  /** What it measures: "LENGTH", "TIME"… */
  measure: string;
}

/** The unit a word after a number names, or null when it names none (or one no school story measures). */
export function readUnit(word: string): MeasureUnit | null {
  const lower = word.toLowerCase();
  if (NOT_UNITS.has(lower)) return null;
  const name = SPELLINGS[lower] ?? lower;
  if (!/^[a-z]+$/.test(name) || !Unit.isValuelessUnit(name)) return null;
  const base = (unit(1, name) as unknown as { units: Array<{ unit: { base: { key: string } } }> }).units;
  const measure = base.length === 1 ? base[0]!.unit.base.key : '';
  return MEASURES.has(measure) ? { name, measure } : null;
}

/** How many `to` make one `from` (1 km → 1000 m), or null when they measure different things or cross the calendar. */
export function conversionFactor(from: MeasureUnit, to: MeasureUnit): number | null {
  if (from.measure !== to.measure) return null;
  if (from.measure === 'TIME' && CALENDAR.test(from.name) !== CALENDAR.test(to.name)) return null;
  if (STATED_ONLY.test(from.name) !== STATED_ONLY.test(to.name)) return null;
  const factor = unit(1, from.name).toNumber(to.name);
  // mathjs's factors are binary floats (0.1 m as 0.1000000000000000055…); ten decimals are what the units define.
  return Number.isFinite(factor) && factor > 0 ? Number(factor.toPrecision(12)) : null;
}
