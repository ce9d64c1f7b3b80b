import { parse } from 'mathjs';
import type { StepDraft } from '../problem';
import { exactValueText } from './build-reading';
import { nounKey, NUM, readNumber, splitStatementAndQuestion } from './read-text';
import { formatNumber } from '../nodes/print-nodes';
import type { EmbeddedReading } from './word-problem-outcome';

// Distance = speed × time, solved for whichever of the three is asked: one statement that gives
// two of them ("A car travels at 60 miles per hour for 3 hours", "A train travels 240 km in 4
// hours") and one question about the third, in the same units (no conversions, no guessing).

const DISTANCE_UNITS: Record<string, string> = {
  mile: 'mile', miles: 'mile', mi: 'mile', kilometer: 'km', kilometers: 'km', kilometre: 'km', kilometres: 'km', km: 'km',
  meter: 'meter', meters: 'meter', metre: 'meter', metres: 'meter', feet: 'foot', foot: 'foot', ft: 'foot', yard: 'yard', yards: 'yard',
};
const TIME_UNITS: Record<string, string> = {
  hour: 'hour', hours: 'hour', hr: 'hour', hrs: 'hour', minute: 'minute', minutes: 'minute', min: 'minute', mins: 'minute',
  second: 'second', seconds: 'second', sec: 'second', secs: 'second',
};
const SHORT_SPEEDS: Record<string, { distance: string; time: string }> = {
  mph: { distance: 'mile', time: 'hour' }, 'km/h': { distance: 'km', time: 'hour' }, kmh: { distance: 'km', time: 'hour' },
  kph: { distance: 'km', time: 'hour' }, 'm/s': { distance: 'meter', time: 'second' },
};
const PLURAL: Record<string, string> = { mile: 'miles', km: 'km', meter: 'meters', foot: 'feet', yard: 'yards', hour: 'hours', minute: 'minutes', second: 'seconds' };

const DIST = `(?:${Object.keys(DISTANCE_UNITS).join('|')})`;
const TIME = `(?:${Object.keys(TIME_UNITS).join('|')})`;
const VERBS = [
  'travel', 'travels', 'traveled', 'travelled', 'drive', 'drives', 'drove', 'walk', 'walks', 'walked', 'run', 'runs', 'ran',
  'ride', 'rides', 'rode', 'cycle', 'cycles', 'cycled', 'bike', 'bikes', 'biked', 'fly', 'flies', 'flew', 'swim', 'swims', 'swam',
  'go', 'goes', 'went', 'move', 'moves', 'moved', 'jog', 'jogs', 'jogged', 'sail', 'sails', 'sailed', 'hike', 'hikes', 'hiked',
  'cover', 'covers', 'covered',
];
const VERB = `(?:(?:can|will|could) )?(?:${VERBS.join('|')})`;
const SUBJECT = String.raw`(?<subject>(?:a|an|the) [a-z]+|[A-Z][a-z]+|he|she|it|they)`;
const SPEED = String.raw`(?:at|with)(?: an?(?: constant| steady| average)? (?:speed|rate|pace) of)? (?<speed>${NUM}) ?(?:(?<speedDist>${DIST}) (?:per|an|a|each|every) (?<speedTime>${TIME})|(?<speedShort>mph|km/h|kmh|kph|m/s))`;
const DURATION = String.raw`(?:for|in) (?<time>${NUM}) (?<timeUnit>${TIME})`;
const DISTANCE = String.raw`(?:a distance of )?(?<distance>${NUM}) (?<distanceUnit>${DIST})`;

const STATEMENTS = [`${SPEED} ${DURATION}`, `${DURATION} ${SPEED}`, `${DISTANCE} ${DURATION}`, `${DISTANCE} ${SPEED}`].map(
  (parts) => new RegExp(String.raw`^(?:if )?${SUBJECT} ${VERB} ${parts}$`, 'i'),
);

const ASKED_BY = String.raw`(?<asked>it|he|she|they|(?:the|a|an) [a-z]+|[A-Z][a-z]+)`;
const DO = '(?:does|did|will|would|can|could)';
const QUESTIONS: Array<{ unknown: 'distance' | 'speed' | 'time'; pattern: RegExp }> = [
  { unknown: 'distance', pattern: String.raw`how far ${DO} ${ASKED_BY} ${VERB}(?: in total| altogether| in all)?` },
  { unknown: 'distance', pattern: String.raw`how many (?<askedDist>${DIST}) ${DO} ${ASKED_BY} ${VERB}(?: in total| altogether| in all)?` },
  { unknown: 'distance', pattern: String.raw`what distance ${DO} ${ASKED_BY} ${VERB}` },
  {
    unknown: 'speed',
    pattern: String.raw`what (?:is|was) (?:its|his|her|their|the) (?:average )?speed(?: in (?<askedDist>${DIST}) per (?<askedTime>${TIME}))?`,
  },
  {
    unknown: 'speed',
    pattern: String.raw`how fast (?:is|was|does|did) ${ASKED_BY}(?: going| traveling| travelling| moving| ${VERB})?(?: in (?<askedDist>${DIST}) per (?<askedTime>${TIME}))?`,
  },
  { unknown: 'speed', pattern: String.raw`at what (?:average )?speed (?:is|was|does|did) ${ASKED_BY} (?:going|traveling|travelling|moving|${VERB})` },
  {
    unknown: 'time',
    pattern: String.raw`how (?:long|many (?<askedTime>${TIME})) (?:does|did|will|would) it take(?: (?:him|her|them|(?:the|a|an) [a-z]+|[A-Z][a-z]+))?(?: to ${VERB}(?: that far| there| the distance| that distance| the whole way)?)?`,
  },
  { unknown: 'time', pattern: String.raw`how many (?<askedTime>${TIME}) ${DO} ${ASKED_BY} (?:${VERB}|need|take)` },
].map(({ unknown, pattern }) => ({ unknown: unknown as 'distance' | 'speed' | 'time', pattern: new RegExp(`^${pattern}$`, 'i') }));

const PRONOUNS = new Set(['it', 'he', 'she', 'they']);

/** The subject of the question is the subject of the statement (a pronoun, or the same noun or name). */
function sameSubject(statement: string, asked: string | undefined): boolean {
  if (!asked) return true;
  if (PRONOUNS.has(asked.toLowerCase())) return true;
  const strip = (s: string) => nounKey(s.replace(/^(a|an|the) /i, ''));
  return strip(statement) === strip(asked);
}

/** A bare capitalised subject must be a name, not a sentence opener the case-blind pattern let in. */
function isSubject(subject: string): boolean {
  if (/^(a|an|the|he|she|it|they) ?/i.test(subject)) return true;
  return /^[A-Z][a-z]+$/.test(subject) && !/^(How|What|If|When|Then|There|This|That|Each|Every)$/.test(subject);
}

interface Known {
  subject: string;
  speed?: { value: number; distance: string; time: string };
  time?: { value: number; unit: string };
  distance?: { value: number; unit: string };
}

function readStatement(sentence: string): Known | null {
  for (const pattern of STATEMENTS) {
    const groups = sentence.match(pattern)?.groups;
    if (!groups || !isSubject(groups.subject!)) continue;
    const known: Known = { subject: groups.subject! };
    if (groups.speed !== undefined) {
      const value = readNumber(groups.speed);
      const short = groups.speedShort ? SHORT_SPEEDS[groups.speedShort.toLowerCase()] : undefined;
      const units = short ?? { distance: DISTANCE_UNITS[groups.speedDist!.toLowerCase()]!, time: TIME_UNITS[groups.speedTime!.toLowerCase()]! };
      if (value === null) return null;
      known.speed = { value, ...units };
    }
    if (groups.time !== undefined) {
      const value = readNumber(groups.time);
      if (value === null) return null;
      known.time = { value, unit: TIME_UNITS[groups.timeUnit!.toLowerCase()]! };
    }
    if (groups.distance !== undefined) {
      const value = readNumber(groups.distance);
      if (value === null) return null;
      known.distance = { value, unit: DISTANCE_UNITS[groups.distanceUnit!.toLowerCase()]! };
    }
    return known;
  }
  return null;
}

function relationStep(rule: string, explanation: string, lhs: string, rhs: string): StepDraft {
  return { rule, explanation, state: { kind: 'relation', relation: { lhs: parse(lhs), op: '=', rhs: parse(rhs) } } };
}

function solveFor(known: Known, unknown: 'distance' | 'speed' | 'time', askedDist?: string, askedTime?: string): EmbeddedReading | null {
  const n = (value: number) => formatNumber(value, 'ten-decimals');
  if (unknown === 'distance' && known.speed && known.time) {
    const { speed, time } = known;
    // Same units or no answer: 60 miles per hour for 30 minutes needs a conversion we do not guess at.
    if (speed.time !== time.unit || (askedDist && askedDist !== speed.distance)) return null;
    const value = exactValueText(`${n(speed.value)} * ${n(time.value)}`);
    if (value === null) return null;
    return {
      setup: { kind: 'equations', equations: [`d = ${n(speed.value)} * ${n(time.value)}`], unknown: 'd' },
      answerMeaning: `the distance in ${PLURAL[speed.distance]}`,
      steps: [
        relationStep(
          'Use distance = speed × time',
          `Distance is speed times time. Let d be the distance: ${n(speed.value)} ${PLURAL[speed.distance]} every ${speed.time}, for ${n(time.value)} ${PLURAL[time.unit]}.`,
          'd',
          `${n(speed.value)} * ${n(time.value)}`,
        ),
        relationStep('Multiply', 'Multiply the speed by the time.', 'd', value),
      ],
      answer: value,
    };
  }
  if (unknown === 'speed' && known.distance && known.time) {
    const { distance, time } = known;
    if ((askedDist && askedDist !== distance.unit) || (askedTime && askedTime !== time.unit) || time.value === 0) return null;
    const value = exactValueText(`${n(distance.value)} / ${n(time.value)}`);
    if (value === null) return null;
    return {
      setup: { kind: 'equations', equations: [`${n(distance.value)} = s * ${n(time.value)}`], unknown: 's' },
      answerMeaning: `the speed in ${PLURAL[distance.unit]} per ${time.unit}`,
      steps: [
        relationStep(
          'Use distance = speed × time',
          `Distance is speed times time. Let s be the speed: ${n(distance.value)} ${PLURAL[distance.unit]} in ${n(time.value)} ${PLURAL[time.unit]}.`,
          n(distance.value),
          `s * ${n(time.value)}`,
        ),
        relationStep(`Divide both sides by ${n(time.value)}`, 'Dividing both sides by the time leaves the speed on its own.', 's', `${n(distance.value)} / ${n(time.value)}`),
        relationStep('Divide', 'Work out the division.', 's', value),
      ],
      answer: value,
    };
  }
  if (unknown === 'time' && known.distance && known.speed) {
    const { distance, speed } = known;
    if (distance.unit !== speed.distance || (askedTime && askedTime !== speed.time) || speed.value === 0) return null;
    const value = exactValueText(`${n(distance.value)} / ${n(speed.value)}`);
    if (value === null) return null;
    return {
      setup: { kind: 'equations', equations: [`${n(distance.value)} = ${n(speed.value)} * t`], unknown: 't' },
      answerMeaning: `the time in ${PLURAL[speed.time]}`,
      steps: [
        relationStep(
          'Use distance = speed × time',
          `Distance is speed times time. Let t be the time: ${n(distance.value)} ${PLURAL[distance.unit]} at ${n(speed.value)} ${PLURAL[speed.distance]} per ${speed.time}.`,
          n(distance.value),
          `${n(speed.value)} * t`,
        ),
        relationStep(`Divide both sides by ${n(speed.value)}`, 'Dividing both sides by the speed leaves the time on its own.', 't', `${n(distance.value)} / ${n(speed.value)}`),
        relationStep('Divide', 'Work out the division.', 't', value),
      ],
      answer: value,
    };
  }
  return null;
}

export function readMotionProblem(text: string): EmbeddedReading | null {
  const story = splitStatementAndQuestion(text);
  if (!story) return null;
  const known = readStatement(story.statement);
  if (!known) return null;
  for (const { unknown, pattern } of QUESTIONS) {
    const groups = story.question.match(pattern)?.groups;
    if (!groups) continue;
    if (!sameSubject(known.subject, groups.asked)) return null;
    const askedDist = groups.askedDist ? DISTANCE_UNITS[groups.askedDist.toLowerCase()] : undefined;
    const askedTime = groups.askedTime ? TIME_UNITS[groups.askedTime.toLowerCase()] : undefined;
    return solveFor(known, unknown, askedDist, askedTime);
  }
  return null;
}
