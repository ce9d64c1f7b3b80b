import type { EmbeddedReading } from '../word-problem-outcome';
import type { Quantity, Story } from './read-story';
import { readRateUnit } from './read-loose-rate-conversion';
import { readUnit } from './read-units';
import { agrees, solveChecked } from './solve-checked';

// Catching up: one mover sets off, a second leaves the same place later on the same road, faster ("Jenna left home
// driving 50 mph. Her brother left from the same house an hour later on the same road, driving 60 mph. How many
// hours after he leaves will he catch up with her?"). When they meet both have gone the same distance:
// v₁·(t + h) = v₂·t, t counted from the second one's start. Two speeds in one unit, a head start said with
// "later" (in hours, minutes, or "an hour"/"half an hour"), clock times allowed only when the question asks no
// clock time. Solved, put back, and the two distances worked out again; anything else and it refuses.

/** "an hour later", "half an hour later": a head start said in words. */
const HEAD_START_WORDS = /\b(half an|an|one) hour later\b/g;

export function readLooseCatchUp(story: Story): EmbeddedReading | null {
  const { text, ask, quantities } = story;
  if (!/\bsame (?:road|route|path|trail|highway|direction|track)\b|\bsame (?:house|place|spot|point|town|station)\b/.test(text) || /\bopposite\b|\btoward|\bapart\b|\bback\b|\breturn/.test(text)) return null;
  if (quantities.some((quantity) => quantity.money || quantity.percent) || /\bwhat time\b|\bat what time\b|\bhow far\b|\bdistance\b/.test(ask)) return null;
  // "at 8 AM": a clock time, no amount here.
  const clock = (quantity: Quantity) => /^(?:am|pm|a\.m|p\.m|o'clock)\b/.test(quantity.after) || /^:\d/.test(text.slice(quantity.at + quantity.text.length));
  const speeds: Quantity[] = [];
  const heads: Array<{ quantity: Quantity; hours: number }> = [];
  let family = '';
  for (const quantity of quantities) {
    if (clock(quantity)) continue;
    const rate = readRateUnit(text.slice(quantity.at + quantity.text.length).trimStart());
    if (rate) {
      if (!/^(?:hours?|hrs?|h)$/.test(rate.bottom.name)) return null;
      if (family && family !== rate.top.name) return null;
      family = rate.top.name;
      speeds.push(quantity);
      continue;
    }
    const unit = readUnit(quantity.after.split(' ')[0] ?? '');
    if (unit?.measure === 'TIME' && /^[a-z]+ later\b/.test(quantity.after) && /^(?:hours?|hrs?|minutes?|mins?)\b/.test(quantity.after)) {
      heads.push({ quantity, hours: /^(?:hours?|hrs?)\b/.test(quantity.after) ? quantity.value : quantity.value / 60 });
      continue;
    }
    return null;
  }
  const worded = [...text.matchAll(HEAD_START_WORDS)];
  if (speeds.length !== 2 || heads.length + worded.length !== 1) return null;
  const h = heads[0]?.hours ?? (worded[0]![1] === 'half an' ? 0.5 : 1);
  const headExact = heads[0] ? (/^(?:hours?|hrs?)\b/.test(heads[0].quantity.after) ? heads[0].quantity.exact : `${heads[0].quantity.exact} / 60`) : show(h);
  // The later one's speed is the one in the sentence that says "later".
  const sentence = (quantity: Quantity) => text.slice(0, quantity.at).split(/[.;!?]\s/).length;
  const laterSentence = text.slice(0, text.search(/\blater\b/)).split(/[.;!?]\s/).length;
  const second = speeds.filter((speed) => sentence(speed) === laterSentence);
  if (second.length !== 1) return null;
  const chaser = second[0]!;
  const leader = speeds.find((speed) => speed !== chaser)!;
  if (!(chaser.value > leader.value)) return null;
  // The time asked from the chaser's start: "how many hours after he leaves will he catch up", "how long will it take him to catch up".
  // Session 44: "after the second car leaves will it catch up" — the second one named by its order, then "it"/"he"/"she".
  const fromStart = /\bafter (?:the )?((?:second|other|later) )?(\w+) (?:leaves|left|starts|started|sets off|set off)\b[^.?!]*\b(\w+) (?:will )?(?:catch(?:es)? up|overtakes?|pass(?:es)?|reach(?:es)?)\b/.exec(ask);
  const takes = /\bhow long (?:will|does|would) it take (?:the )?(\w+) to (?:catch up|overtake|pass|reach)\b/.test(ask);
  const sameOne = fromStart && (fromStart[2] === fromStart[3] || (fromStart[1] !== undefined && /^(?:it|he|she)$/.test(fromStart[3]!)));
  if (!(sameOne || takes)) return null;
  const asked = /\bhow many (hours|minutes)\b/.exec(ask)?.[1] ?? (/\bhow long\b/.test(ask) ? 'hours' : null);
  if (!asked) return null;
  const inMinutes = asked === 'minutes';
  return solveChecked(
    {
      equations: [`${leader.exact} * (t + ${headExact}) = ${chaser.exact} * t`, inMinutes ? 'a = 60 * t' : 'a = t'],
      unknown: 'a',
      letters: `t = the hours after the second one sets off (the first has gone ${headExact === '1' ? '1 hour' : `${headExact} hours`} longer; at the catch-up both have gone the same distance), a = that time in ${asked}`,
      meaning: `the time in ${asked} after the second one sets off`,
    },
    (values) => {
      const t = values.t!;
      return t > 0 && agrees(leader.value * (t + h), chaser.value * t) && agrees(values.a!, inMinutes ? 60 * t : t);
    },
  );
}

function show(value: number): string {
  return String(value);
}
