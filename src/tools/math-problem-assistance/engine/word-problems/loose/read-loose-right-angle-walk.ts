import type { EmbeddedReading } from '../word-problem-outcome';
import { show, type Story } from './read-story';
import { agrees, solveChecked } from './solve-checked';

// Two legs of a trip at right angles ("walks 9 blocks north and then 12 blocks east", "drives 30 km west, then
// 40 km south"), and how far the end is from the start in a straight line: d² = a² + b², by Pythagoras. Exactly
// two distances in one unit, one north or south and one east or west; a third leg, a turn back along the same
// line (north then south), or a question that is not the straight-line distance from the start, and it refuses.

const NORTH_SOUTH = /^(?:due )?(?:north|south)\b/;
const EAST_WEST = /^(?:due )?(?:east|west)\b/;

export function readLooseRightAngleWalk(story: Story): EmbeddedReading | null {
  const { text, ask, quantities } = story;
  if (quantities.length !== 2 || quantities.some((quantity) => quantity.money || quantity.percent || quantity.value <= 0)) return null;
  // "9 blocks north": the unit, then the direction.
  const legs = quantities.map((quantity) => {
    const [unit, ...rest] = quantity.after.split(' ');
    return { quantity, unit: unit ?? '', direction: rest.join(' ') };
  });
  if (legs[0]!.unit !== legs[1]!.unit || !/^[a-z]+$/.test(legs[0]!.unit)) return null;
  const ns = legs.filter((leg) => NORTH_SOUTH.test(leg.direction));
  const ew = legs.filter((leg) => EAST_WEST.test(leg.direction));
  if (ns.length !== 1 || ew.length !== 1) return null;
  // Every direction word of the story is one of the two legs'.
  if ((text.match(/\b(?:north|south|east|west)(?:ward)?\b/g) ?? []).length !== 2 || /\bnortheast|\bnorthwest|\bsoutheast|\bsouthwest/.test(text)) return null;
  if (!/\bhow far\b|\bdistance\b/.test(ask) || !/\bfrom (?:where (?:he|she|they|it|i|you|we) (?:started|began|start)|(?:the|his|her|their|its|my|your) start(?:ing point)?|home|the beginning)\b|\bstraight[- ]line\b|\bas the crow flies\b/.test(ask)) return null;
  const [a, b] = [ns[0]!.quantity, ew[0]!.quantity];
  return solveChecked(
    {
      equations: [`d^2 = ${show(a.value)}^2 + ${show(b.value)}^2`],
      unknown: 'd',
      letters: `d = the straight-line distance from the start (the two legs, ${ns[0]!.direction.split(' ')[0]} and ${ew[0]!.direction.split(' ')[0]}, meet at a right angle, so d is the hypotenuse)`,
      meaning: `the straight-line distance in ${legs[0]!.unit}`,
    },
    ({ d }) => d! > 0 && agrees(d! * d!, a.value * a.value + b.value * b.value),
  );
}
