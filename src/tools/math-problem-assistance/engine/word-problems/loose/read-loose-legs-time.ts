import type { EmbeddedReading } from '../word-problem-outcome';
import { show, type Story } from './read-story';
import { calculationChecked } from './solve-checked';

// A whole distance covered in two parts at two speeds, and the whole time asked: "Ari runs a 10 km race. He runs the
// first 4 km at 12 km/h and the rest of the race at 10 km/h. What is his finishing time in minutes?" → 4/12 + 6/10
// hours. The whole is said once ("a 10 km race"), the first part with its speed, "the rest" with the other; distances
// and speeds in one unit (km with km/h, miles with mph); the time asked in hours or minutes; no other number, or it
// refuses.

const NUM = String.raw`(\d+(?:\.\d+)?)`;
const DISTANCE = String.raw`(km|kilometers|kilometres|miles?)`;
const SPEED = String.raw`(km\/h|kph|km per hour|kilometers per hour|kilometres per hour|mph|miles per hour|miles an hour)`;
const WHOLE = new RegExp(String.raw`\b(?:a|an|the) ${NUM}[- ]?${DISTANCE} (?:race|trip|route|ride|run|drive|course|journey|walk|hike|bike ride|marathon|loop|trail)\b`);
const FIRST = new RegExp(String.raw`\bthe first ${NUM} ?${DISTANCE} at (?:a speed of |an average (?:speed )?of )?${NUM} ?${SPEED}`);
const REST = new RegExp(String.raw`\bthe (?:rest|remaining distance|remainder)(?: of (?:the|his|her|their) [a-z]+(?: [a-z]+)?)? at (?:a speed of |an average (?:speed )?of )?${NUM} ?${SPEED}`);

const milesOrKm = (unit: string) => (/^mi/.test(unit) || /^m(?:ph|iles)/.test(unit) ? 'miles' : 'km');

export function readLooseLegsTime(story: Story): EmbeddedReading | null {
  const { text, ask, quantities } = story;
  const whole = WHOLE.exec(text);
  const first = FIRST.exec(text);
  const rest = REST.exec(text);
  if (!whole || !first || !rest) return null;
  if (new Set([milesOrKm(whole[2]!), milesOrKm(first[2]!), milesOrKm(first[4]!), milesOrKm(rest[2]!)]).size !== 1) return null;
  if (quantities.length !== 4 || quantities.some((quantity) => quantity.money || quantity.percent)) return null;
  const [total, part, speedOne, speedTwo] = [Number(whole[1]), Number(first[1]), Number(first[3]), Number(rest[1])];
  if (!(part < total) || speedOne <= 0 || speedTwo <= 0) return null;
  if (!/\bhow long\b|\b(?:finishing|total|whole|race|trip) time\b|\bhow many (?:minutes|hours)\b|\bwhat time\b/.test(ask) || /\bwhat time\b/.test(ask)) return null;
  // The time of the whole, in the unit asked (hours unless minutes are named).
  if (/\b(?:first|rest|second|part|faster|slower|than|more|less)\b/.test(ask)) return null;
  const minutes = /\bminutes?\b/.test(ask);
  if (!minutes && /\bseconds?\b/.test(ask)) return null;
  const expression = `(${whole[1]} - ${first[1]}) / ${rest[1]}`;
  const hours = `${first[1]} / ${first[3]} + ${expression}`;
  const value = part / speedOne + (total - part) / speedTwo;
  return calculationChecked(
    minutes ? `(${hours}) * 60` : hours,
    { rule: 'Add the times of the parts', explanation: `Each part takes its distance over its speed: ${show(part)}/${show(speedOne)} h, then the other ${show(total - part)} at ${show(speedTwo)}.` },
    minutes ? 'the whole time in minutes' : 'the whole time in hours',
    minutes ? value * 60 : value,
  );
}
