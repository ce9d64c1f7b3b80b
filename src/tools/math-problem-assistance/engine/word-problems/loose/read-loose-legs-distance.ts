import type { EmbeddedReading } from '../word-problem-outcome';
import { show, type Story } from './read-story';
import { calculationChecked } from './solve-checked';

// A trip in legs, each a time at a speed, and the whole distance asked: "Maria drove 3 hours at 55 mph and then 2 hours
// at 65 mph. How far did she drive in all?", "he rode at 12 km/h for 45 minutes, then at 9 km/h for 2 hours; how many km
// in total". Each leg is said as "T hours at S mph" or "at S mph for T hours"; every number must be one of a leg's, all
// speeds in one unit, the legs one traveller's in turn ("and then"), and the question must ask for the whole distance
// (not one leg's, nor a comparison), or it refuses.

const SPEED = String.raw`(mph|miles per hour|miles an hour|km\/h|kph|km per hour|kilometers per hour|kilometres per hour|km an hour)`;
const TIME = String.raw`(hours?|hrs?|minutes?|mins?)`;
const NUM = String.raw`(\d+(?:\.\d+)?)`;
const TIME_AT_SPEED = new RegExp(String.raw`\b${NUM} ${TIME} at (?:a speed of |an average (?:speed )?of )?${NUM} ?${SPEED}`, 'g');
const SPEED_FOR_TIME = new RegExp(String.raw`\bat (?:a speed of |an average (?:speed )?of )?${NUM} ?${SPEED} for ${NUM} ${TIME}`, 'g');

interface Leg {
  time: string;
  speed: string;
  hours: number;
  speedValue: number;
  unit: string;
  ats: number[];
  start: number;
  end: number;
}

const SPEED_UNITS: Record<string, string> = { mph: 'miles', 'miles per hour': 'miles', 'miles an hour': 'miles' };
const unitOf = (speed: string) => SPEED_UNITS[speed] ?? 'km';
const hoursOf = (amount: string, unit: string) => (/^min/.test(unit) ? { text: `${amount} / 60`, value: Number(amount) / 60 } : { text: amount, value: Number(amount) });

export function readLooseLegsDistance(story: Story): EmbeddedReading | null {
  const { text, ask, quantities } = story;
  if (!/\bhow far\b|\btotal distance\b|\bhow many (?:miles|km|kilometers|kilometres)\b|\bwhat distance\b/.test(ask)) return null;
  // One leg's distance, or a time or speed, is another question.
  // So is a comparison of two distances ("how many miles farther … than …").
  if (/\b(?:first|second|third|last|leg|part|stretch|then|before|after|farther|further|more|less|fewer|than|difference|apart|each)\b/.test(ask)) return null;
  const legs: Leg[] = [];
  for (const match of text.matchAll(TIME_AT_SPEED)) {
    const time = hoursOf(match[1]!, match[2]!);
    legs.push({ time: time.text, hours: time.value, speed: match[3]!, speedValue: Number(match[3]), unit: unitOf(match[4]!), ats: [match.index, match.index + match[0].indexOf(match[3]!, match[0].indexOf(' at '))], start: match.index, end: match.index + match[0].length });
  }
  for (const match of text.matchAll(SPEED_FOR_TIME)) {
    const time = hoursOf(match[3]!, match[4]!);
    legs.push({ time: time.text, hours: time.value, speed: match[1]!, speedValue: Number(match[1]), unit: unitOf(match[2]!), ats: [match.index + match[0].indexOf(match[1]!), match.index + match[0].lastIndexOf(' for ') + 5], start: match.index, end: match.index + match[0].length });
  }
  if (legs.length < 2 || new Set(legs.map((leg) => leg.unit)).size !== 1) return null;
  // One traveller's legs, one after another ("… and then …", "…, then …"): "Matteo traveled at 55 mph for 4 hours.
  // Shandy traveled at 45 mph for 10 hours" is two trips, not one in two legs.
  legs.sort((a, b) => a.start - b.start);
  for (let i = 1; i < legs.length; i += 1) {
    const between = text.slice(legs[i - 1]!.end, legs[i]!.start);
    if (!/\b(?:then|after that|afterwards|next|later|followed by)\b/.test(between)) return null;
    const opens = between.split(/[.;!?]\s+/).slice(1);
    if (opens.some((sentence) => !/^(?:then|after that|afterwards|next|later|he|she|they|i|we|it)\b/.test(sentence))) return null;
  }
  // Every number of the story is a leg's time or speed, each of one leg only.
  const ats = legs.flatMap((leg) => leg.ats);
  if (new Set(ats).size !== ats.length || quantities.length !== ats.length) return null;
  if (quantities.some((quantity) => quantity.money || quantity.percent || !ats.includes(quantity.at))) return null;
  const unit = legs[0]!.unit;
  const expression = legs.map((leg) => `${leg.speed} * ${leg.time.includes('/') ? `(${leg.time})` : leg.time}`).join(' + ');
  return calculationChecked(
    expression,
    { rule: 'Add the legs', explanation: `Each leg covers its speed times its time in hours; the trip is ${legs.map((leg) => `${show(leg.speedValue)} × ${show(leg.hours)}`).join(' + ')} ${unit}.` },
    `the whole distance in ${unit}`,
    legs.reduce((sum, leg) => sum + leg.speedValue * leg.hours, 0),
  );
}
