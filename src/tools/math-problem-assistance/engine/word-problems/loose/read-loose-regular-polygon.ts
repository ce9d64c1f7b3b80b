import type { EmbeddedReading } from '../word-problem-outcome';
import type { Story } from './read-story';
import { agrees, calculationChecked, solveChecked } from './solve-checked';

// A regular polygon's angles and its number of sides: each interior angle is (n − 2) · 180 / n and each exterior
// angle 360 / n. "Each interior angle of a regular polygon measures 140 degrees. How many sides does it have?"
// (n · 140 = (n − 2) · 180, solved for a whole n ≥ 3), "each exterior angle is 24°" (n · 24 = 360), and the other
// way round, "a regular polygon has 9 sides: how big is each interior angle?". One number, said as the angle or the
// sides, and an ask for the other; a polygon that is not said to be regular, another number, or a count that is not
// whole, and it refuses.

const DEGREES = /^(?:degrees?\b|°)/;

/**
 * "The interior angles of a polygon add up to 1980 degrees. How many sides does it have?" (session 44): the sum of the
 * interior angles of any polygon (regular or not) is (n − 2) · 180, so n comes from the sum; a whole n ≥ 3 only.
 */
function readAngleSum(story: Story): EmbeddedReading | null {
  const { text, ask, quantities } = story;
  if (quantities.length !== 1 || !/\bpolygon\b/.test(text) || !/\bhow many sides\b|\bnumber of sides\b/.test(ask)) return null;
  const [q] = quantities;
  if (!q || q.money || q.percent || !(q.value > 0) || !DEGREES.test(q.after.replace(/^\s+/, ''))) return null;
  if (!/\b(?:interior|inside) angles\b[^.?!]*\b(?:add up to|sum to|total|have a sum of|add to)\s+$|\bsum of (?:the |its )?(?:interior|inside) angles(?: of (?:a|the|this|that) [a-z]+)? (?:is|was|equals)\s+$/.test(text.slice(0, q.at))) return null;
  return solveChecked(
    {
      equations: [`(n - 2) * 180 = ${q.exact}`],
      unknown: 'n',
      letters: 'n = the number of sides (the interior angles of an n-sided polygon add up to (n − 2) × 180°)',
      meaning: 'the number of sides',
      whole: true,
    },
    ({ n }) => n !== undefined && n >= 3 && Number.isInteger(n) && agrees((n - 2) * 180, q.value),
  );
}

export function readLooseRegularPolygon(story: Story): EmbeddedReading | null {
  const { text, ask, quantities } = story;
  if (!/\bregular (?:polygon|shape|figure)\b/.test(text)) return readAngleSum(story);
  if (quantities.length !== 1) return null;
  const [q] = quantities;
  if (!q || q.money || q.percent || !(q.value > 0)) return null;
  const interiorSaid = /\binterior angles?\b|\binside angles?\b/.test(text);
  const exteriorSaid = /\bexterior angles?\b|\boutside angles?\b/.test(text);
  if (interiorSaid && exteriorSaid) return null;
  if (DEGREES.test(q.after.replace(/^\s+/, '')) || /°/.test(text.slice(q.at, q.at + q.text.length + 2))) {
    if (!/\bhow many sides\b|\bnumber of sides\b/.test(ask) || (!interiorSaid && !exteriorSaid)) return null;
    const angle = q.value;
    const equation = interiorSaid ? `n * ${q.exact} = (n - 2) * 180` : `n * ${q.exact} = 360`;
    return solveChecked(
      {
        equations: [equation],
        unknown: 'n',
        letters: `n = the number of sides (${interiorSaid ? 'the interior angles of an n-sided polygon add up to (n − 2) × 180°, and a regular one’s are all equal' : 'the exterior angles of any polygon add up to 360°, and a regular one’s are all equal'})`,
        meaning: 'the number of sides',
        whole: true,
      },
      ({ n }) => n !== undefined && n >= 3 && (interiorSaid ? agrees(((n - 2) * 180) / n, angle) : agrees(360 / n, angle)),
    );
  }
  if (!/^sides\b/.test(q.after) || !Number.isInteger(q.value) || q.value < 3) return null;
  const interiorAsked = /\binterior angle\b|\binside angle\b/.test(ask);
  const exteriorAsked = /\bexterior angle\b|\boutside angle\b/.test(ask);
  if (interiorAsked === exteriorAsked || !/\beach\b|\bone\b|\bmeasure of (?:an?|each|one)\b|\bhow (?:big|large)\b/.test(ask)) return null;
  const n = q.value;
  return interiorAsked
    ? calculationChecked(`(${n} - 2) * 180 / ${n}`, { rule: 'Use the angle sum', explanation: `The interior angles of a ${n}-sided polygon add up to (${n} − 2) × 180°; a regular one has ${n} equal angles.` }, 'each interior angle in degrees', ((n - 2) * 180) / n)
    : calculationChecked(`360 / ${n}`, { rule: 'Use the angle sum', explanation: `The exterior angles of a polygon add up to 360°; a regular one has ${n} equal ones.` }, 'each exterior angle in degrees', 360 / n);
}
