import { solveSetup } from '../read-school-problem';
import type { EmbeddedReading } from '../word-problem-outcome';
import { show, type Quantity, type Story } from './read-story';
import { conversionFactor, readUnit } from './read-units';

// Distance = speed × time, whichever two the story gives and the third it asks, in any wording:
// "goes 90 miles an hour … in 3.5 hours", "drove 234 miles and it took her 4.5 hours", "how long to
// ride 45 km at 15 km per hour", and two movers apart in opposite directions. Units must agree (miles
// with mph, km with km/h); minutes are turned into hours for a speed per hour.

const SPEED = /^(?:mph|km\/h|kph|kmh|km\/hr|(?:miles?|mi|km|kilomet(?:er|re)s?) (?:per|an|a|each) (?:hour|hr|h)|m\/s|(?:meters?|metres?|m) (?:per|a|each) second)\b/;
const TIME = /^(?:hours?|hrs?|h|minutes?|mins?|seconds?|secs?|s)\b/;
const DISTANCE = /^(?:miles?|mi|km|kilomet(?:er|re)s?|meters?|metres?|m)\b/;

type Family = 'miles' | 'km' | 'm';

function familyOf(unit: string): Family | null {
  if (/^(?:mph|miles?|mi)\b/.test(unit)) return 'miles';
  if (/^(?:km|kph|kmh|kilomet)/.test(unit)) return 'km';
  if (/^(?:m\/s|meters?|metres?|m)\b/.test(unit)) return 'm';
  return null;
}

/** A time joined from hours and minutes keeps its exact sum ("2 + 15/60"). */
type TimeQuantity = Quantity & { exactHours?: string };

/**
 * Hours for a speed per hour, seconds for metres per second, as an exact expression: "40/60", never 0.6666666667,
 * whose ten digits made "6 km in 40 minutes" 60000000000/6666666667 km/h instead of 9.
 */
function timeIn(quantity: TimeQuantity, family: Family): string | null {
  const minutes = /^(?:minutes?|mins?)\b/.test(quantity.after);
  const seconds = /^(?:seconds?|secs?|s)\b/.test(quantity.after);
  if (family === 'm') return seconds ? show(quantity.value) : null;
  if (seconds) return null;
  if (quantity.exactHours) return `(${quantity.exactHours})`;
  return minutes ? `(${show(quantity.value)} / 60)` : show(quantity.value);
}

/**
 * "2 hours 15 minutes", "1 hour and 30 minutes": hours then fewer than 60 minutes, side by side, are one time in hours.
 * Any other pair of times stays two (and the one-mover reading refuses them).
 */
function joinHoursAndMinutes(text: string, times: Quantity[]): TimeQuantity[] {
  if (times.length !== 2) return times;
  const [hours, minutes] = times as [Quantity, Quantity];
  if (!/^(?:hours?|hrs?)\b/.test(hours.after) || !/^(?:minutes?|mins?)\b/.test(minutes.after) || minutes.value >= 60) return times;
  const between = text.slice(hours.at + hours.text.length, minutes.at).trim();
  if (!/^(?:hours?|hrs?)(?: and)?$/.test(between)) return times;
  return [{ ...hours, value: hours.value + minutes.value / 60, after: 'hours', exactHours: `${show(hours.value)} + ${show(minutes.value)} / 60` }];
}

export function readLooseMotion(story: Story): EmbeddedReading | null {
  const { quantities: written, ask, text } = story;
  if (written.some((quantity) => quantity.percent || quantity.money)) return null;
  const speeds = written.filter((quantity) => SPEED.test(quantity.after));
  const writtenTimes = written.filter((quantity) => !speeds.includes(quantity) && TIME.test(quantity.after));
  const times = joinHoursAndMinutes(text, writtenTimes);
  const kept = (quantity: Quantity) => !writtenTimes.includes(quantity) || times.some((time) => time.at === quantity.at);
  const quantities = written.filter(kept).map((quantity) => times.find((time) => time.at === quantity.at) ?? quantity);
  const distances = quantities.filter((quantity) => !speeds.includes(quantity) && DISTANCE.test(quantity.after));
  if (speeds.length + times.length + distances.length !== quantities.length) return null;
  const asksDistance = /\bhow far\b|\bwhat distance\b|\bhow many (?:miles|km|kilomet\w+|meters|metres|feet|yards)\b|\bthe distance\b/.test(ask);
  const asksTime = /\bhow long\b|\bhow many (?:hours|minutes|seconds)\b|\bhow much time\b|\bafter how many\b|\bwhat time\b|\bthe time\b/.test(ask);
  // "How long … at 60 km/h?" names a speed it gives, so a speed unit in the question asks for the speed only when none is given.
  const asksSpeed = speeds.length === 0 && /\bspeed\b|\bhow fast\b|\bmph\b|\bkm\/h\b|\bper hour\b|\ban hour\b|\bvelocity\b|\brate\b/.test(ask);
  if (Number(asksDistance) + Number(asksTime) + Number(asksSpeed) !== 1) return null;

  if (speeds.length === 2) return readTwoMovers(story, speeds as [Quantity, Quantity], times, distances, asksTime, asksDistance);
  if (speeds.length > 1 || times.length > 1 || distances.length > 1) return null;
  const [speed] = speeds;
  const [time] = times.length > 0 ? times : oneUnitOfTime(ask);
  const [distance] = distances;
  // One mover: exactly the two quantities the question does not ask.
  const family = speed ? familyOf(speed.after) : distance ? familyOf(distance.after) : null;
  if (!family || (speed && distance && familyOf(distance.after) !== family)) return null;
  if (/\bopposite\b|\bapart\b|\btoward|\bcatch up\b|\bround trip\b|\bback\b|\breturn/.test(text)) return null;
  const perHour = family === 'm' ? 'per second' : 'per hour';
  if (asksDistance && speed && time && !distance) {
    const t = timeIn(time, family);
    if (t === null) return null;
    const converted = distanceInAskedUnit(ask, family);
    if (converted === null) return null;
    if (converted) {
      return solveSetup({
        equations: [`d = ${show(speed.value)} * ${t} * ${converted.factor}`],
        unknown: 'd',
        letters: `d = the distance in ${converted.name} (${unitName(family)} × ${converted.factor} is ${converted.name})`,
        meaning: `the distance in ${converted.name} (speed × time, ${unitName(family)} changed to ${converted.name})`,
      });
    }
    return solveSetup({ equations: [`d = ${show(speed.value)} * ${t}`], unknown: 'd', letters: `d = the distance in ${unitName(family)}`, meaning: `the distance in ${unitName(family)} (speed × time)` });
  }
  if (asksTime && speed && distance && !time) {
    const minutes = /\bminutes\b/.test(ask) && family !== 'm';
    const equation = minutes ? `${show(speed.value)} * (t / 60) = ${show(distance.value)}` : `${show(speed.value)} * t = ${show(distance.value)}`;
    const unit = minutes ? 'minutes' : family === 'm' ? 'seconds' : 'hours';
    return solveSetup({ equations: [equation], unknown: 't', letters: `t = the time in ${unit}`, meaning: `the time in ${unit} (distance ÷ speed)` });
  }
  if (asksSpeed && distance && time && !speed) {
    const t = timeIn(time, family);
    if (t === null) return null;
    // "in km/h" or "in mph" asked for a distance in the other family: not ours to convert.
    if (/\bmph\b|\bmiles per hour\b/.test(ask) && family !== 'miles') return null;
    // Metres in seconds asked in km/h: d metres are d/1000 km, t seconds are t/3600 hours.
    if (/\bkm\/h\b|\bkilomet\w+ per hour\b/.test(ask) && family === 'm') {
      return solveSetup({
        equations: [`s * (${t} / 3600) = ${show(distance.value)} / 1000`],
        unknown: 's',
        letters: `s = the speed in km per hour (${t} seconds are ${t}/3600 hours, ${show(distance.value)} metres are ${show(distance.value)}/1000 km)`,
        meaning: 'the speed in km per hour',
      });
    }
    if (/\bkm\/h\b|\bkilomet\w+ per hour\b/.test(ask) && family !== 'km') return null;
    return solveSetup({ equations: [`s * ${t} = ${show(distance.value)}`], unknown: 's', letters: `s = the speed in ${unitName(family)} ${perHour}`, meaning: `the speed in ${unitName(family)} ${perHour}` });
  }
  return null;
}

/** Two movers going apart (opposite directions) or toward each other: their speeds add. */
function readTwoMovers(story: Story, speeds: [Quantity, Quantity], times: Quantity[], distances: Quantity[], asksTime: boolean, asksDistance: boolean): EmbeddedReading | null {
  const { text } = story;
  if (!/\bopposite\b|\btoward(?:s)? each other\b|\bapart\b/.test(text) || /\bsame direction\b|\bcatch up\b|\bovertake/.test(text)) return null;
  const family = familyOf(speeds[0].after);
  if (!family || familyOf(speeds[1].after) !== family) return null;
  const [a, b] = speeds.map((speed) => show(speed.value));
  if (asksTime && distances.length === 1 && times.length === 0 && familyOf(distances[0]!.after) === family) {
    // "How many minutes until they meet?" with speeds per hour: t minutes are t/60 of an hour, as for one mover.
    const minutes = /\bminutes\b/.test(story.ask) && family !== 'm';
    const t = minutes ? '(t / 60)' : 't';
    const unit = minutes ? 'minutes' : family === 'm' ? 'seconds' : 'hours';
    return solveSetup({ equations: [`${a} * ${t} + ${b} * ${t} = ${show(distances[0]!.value)}`], unknown: 't', letters: `t = the time in ${unit}`, meaning: `the time in ${unit} (their speeds add)` });
  }
  if (asksDistance && times.length === 1 && distances.length === 0) {
    const t = timeIn(times[0]!, family);
    if (t === null) return null;
    return solveSetup({ equations: [`d = ${a} * ${t} + ${b} * ${t}`], unknown: 'd', letters: `d = the distance between them in ${unitName(family)}`, meaning: `the distance between them in ${unitName(family)}` });
  }
  return null;
}

/**
 * "How many meters does she ride in one minute", "how far in an hour": a time of one unit said in words in the
 * question (number-words.ts leaves "one" as words everywhere, "one hour later" being no amount).
 */
function oneUnitOfTime(ask: string): Quantity[] {
  const match = /\bin (?:one|a|an|1) (hour|minute|second)\b/.exec(ask);
  if (!match) return [];
  return [{ value: 1, text: '1', exact: '1', money: false, percent: false, after: `${match[1]}s`, at: -1 }];
}

const FAMILY_UNIT: Record<Family, string> = { miles: 'miles', km: 'km', m: 'meters' };

/**
 * "How many meters does she ride in one minute" at 18 km/h: the distance asked in a length unit other than the
 * speed's. undefined when the question names no other unit; null when it names one that cannot be converted to
 * (a unit that is not a length); else the whole factor from the speed's unit to it (km → meters: 1000).
 */
function distanceInAskedUnit(ask: string, family: Family): { factor: string; name: string } | null | undefined {
  const word = /\b(?:how many|in) ([a-z]+)\b/.exec(ask)?.[1];
  const asked = word ? readUnit(word) : null;
  if (!word || !asked || familyOf(word) === family || /^(?:hours?|minutes?|seconds?)$/.test(word)) return undefined;
  const from = readUnit(FAMILY_UNIT[family]);
  const factor = from && asked.measure === from.measure ? conversionFactor(from, asked) : null;
  if (factor === null || !Number.isFinite(factor)) return null;
  // Whole factors only (km → m is 1000, miles → feet 5280): a rounded factor would be a rounded answer.
  if (!Number.isInteger(factor)) return null;
  return { factor: show(factor), name: word };
}

function unitName(family: Family): string {
  return family === 'miles' ? 'miles' : family === 'km' ? 'km' : 'metres';
}
