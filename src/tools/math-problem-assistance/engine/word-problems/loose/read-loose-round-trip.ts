import type { EmbeddedReading } from '../word-problem-outcome';
import type { Quantity, Story } from './read-story';
import { readRateUnit } from './read-loose-rate-conversion';
import { agrees, solveChecked } from './solve-checked';

// A trip there and back along the same way at two speeds, with the whole time given, and the one-way distance asked
// (session 44): "Jake drove to his grandma's house at 50 mph and came back at 40 mph. The round trip took 9 hours. How
// far away does his grandma live?" — d/v₁ + d/v₂ = T. Two speeds per hour in one unit, the time in hours (and minutes),
// a "round trip" or a way back said; a stop, a third leg or anything else with a number, and it refuses.

const BACK = /\bround[- ]trip\b|\bcame back\b|\bcomes back\b|\breturn(?:s|ed)?\b|\b(?:drove|walked|rode|flew|biked|ran|jogged|sailed|went) back\b|\bthe way back\b|\bback home\b/;

export function readLooseRoundTrip(story: Story): EmbeddedReading | null {
  const { text, ask, quantities } = story;
  if (!BACK.test(text) || !/\bhow far\b|\bdistance\b|\bhow many (?:miles|kilometers|km|feet|meters)\b/.test(ask)) return null;
  if (/\bstop(?:s|ped)?\b|\brest(?:s|ed)?\b|\bwait(?:s|ed)?\b|\bbreak\b|\blunch\b|\btotal distance\b|\bround[- ]trip distance\b|\bhow far (?:did|does|will) (?:\w+ )?(?:drive|travel|go) in all\b/.test(text)) return null;
  // Both ways asked ("how far did he drive in all", "the total distance") is twice the answer: not this reading.
  if (/\bin all\b|\btotal\b|\baltogether\b|\bround[- ]trip\b|\bboth ways\b|\bthere and back\b/.test(ask)) return null;
  if (quantities.some((quantity) => quantity.money || quantity.percent || !(quantity.value > 0))) return null;
  const speeds: Quantity[] = [];
  let hours: Quantity | undefined;
  let minutes: Quantity | undefined;
  let family = '';
  for (const quantity of quantities) {
    const rate = readRateUnit(text.slice(quantity.at + quantity.text.length).trimStart());
    if (rate) {
      if (!/^(?:hours?|hrs?|h)$/.test(rate.bottom.name) || (family && family !== rate.top.name)) return null;
      family = rate.top.name;
      speeds.push(quantity);
    } else if (/^(?:hours?|hrs?)\b/.test(quantity.after) && !hours) hours = quantity;
    else if (/^(?:minutes?|mins?)\b/.test(quantity.after) && !minutes) minutes = quantity;
    else return null;
  }
  if (speeds.length !== 2 || (!hours && !minutes)) return null;
  // The time is the whole trip's ("the round trip took 9 hours", "the whole trip took …", "9 hours in all"), never one leg's.
  const timeAt = (hours ?? minutes)!.at;
  const sentence = text.slice(0, timeAt).split(/[.;!?]\s/).pop() ?? '';
  const after = text.slice(timeAt).split(/[.;!?](?:\s|$)/)[0] ?? '';
  if (!/\bround[- ]trip\b|\b(?:whole|entire|total) (?:trip|journey|time)\b|\bboth ways\b|\bthere and back\b/.test(sentence) && !/\bin all\b|\baltogether\b|\bin total\b/.test(after)) return null;
  const [v1, v2] = speeds as [Quantity, Quantity];
  const T = (hours?.value ?? 0) + (minutes?.value ?? 0) / 60;
  const total = [hours?.exact, minutes ? `${minutes.exact} / 60` : undefined].filter(Boolean).join(' + ');
  return solveChecked(
    {
      equations: [`d / ${v1.exact} + d / ${v2.exact} = ${total}`],
      unknown: 'd',
      letters: `d = the distance one way (the way there takes d/${v1.exact} hours, the way back d/${v2.exact}, ${total} hours in all)`,
      meaning: `the distance one way`,
    },
    ({ d }) => d! > 0 && agrees(d! / v1.value + d! / v2.value, T),
  );
}
