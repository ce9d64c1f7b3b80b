import type { EmbeddedReading } from '../word-problem-outcome';
import type { Quantity, Story } from './read-story';
import { agrees, calculationChecked, solveChecked } from './solve-checked';

// A cube from one of its measures: its edge s, its total surface area 6s² or its volume s³, and another asked.
// "A cube has a surface area of 96 cm². What is its volume?" (6s² = 96, s = 4, volume 64); "a cube-shaped box holds
// 125 cubic inches: what is its surface area?". The edge is found first (solved for s > 0) and must be a whole number
// or a short decimal (a rounded root is never carried on); the measure asked is then worked out from it. One number,
// said as one measure, and an ask for another, or it refuses.

type Measure = 'edge' | 'area' | 'volume';

function measureOf(story: Story, quantity: Quantity): Measure | null {
  const before = story.text.slice(Math.max(0, quantity.at - 40), quantity.at);
  const after = quantity.after;
  if (/^(?:square|sq)\b|^(?:cm|m|in|ft|mm)(?:2|²)/.test(after) || /\bsurface area (?:of|is|was|measures|=)\s*(?:about |exactly )?$/.test(before)) return /\bsurface area\b/.test(story.text) ? 'area' : null;
  if (/^(?:cubic|cu)\b|^(?:cm|m|in|ft|mm)(?:3|³)/.test(after) || /\bvolume (?:of|is|was|=)\s*$/.test(before)) return 'volume';
  if (/\b(?:edges?|sides?)(?: length)?(?: of (?:the|a|an|this|each) [a-z-]+)? (?:of|is|was|measures|=)\s*$|\bedges? (?:are|measure)\s*$/.test(before) || /^(?:[a-z]+ )?(?:on each side|on a side|edges?)\b/.test(after)) return 'edge';
  return null;
}

function askedOf(ask: string): Measure | null {
  const asks: Array<[RegExp, Measure]> = [
    [/\bsurface area\b/, 'area'],
    [/\bvolume\b|\bhow much (?:space|can it hold|does it hold)\b/, 'volume'],
    [/\b(?:edge|side)(?: length)?\b|\bhow long is (?:each|one|an?) (?:edge|side)\b/, 'edge'],
  ];
  const found = asks.filter(([pattern]) => pattern.test(ask)).map(([, measure]) => measure);
  return found.length === 1 ? found[0]! : null;
}

const FORMULA: Record<Measure, { text: (s: string) => string; value: (s: number) => number; why: string }> = {
  edge: { text: (s) => s, value: (s) => s, why: 'the edge' },
  area: { text: (s) => `6 * ${s}^2`, value: (s) => 6 * s * s, why: 'a cube has 6 square faces, so its surface area is 6 s²' },
  volume: { text: (s) => `${s}^3`, value: (s) => s ** 3, why: 'a cube’s volume is s³' },
};

export function readLooseCube(story: Story): EmbeddedReading | null {
  const { text, ask, quantities } = story;
  if (!/\bcubes?\b|\bcube-shaped\b|\bcubical\b/.test(text) || /\bcuboid\b|\brectangular\b|\bprism\b|\bsphere\b|\bcylinder\b/.test(text) || quantities.length !== 1) return null;
  const [q] = quantities as [Quantity];
  if (q.money || q.percent || !(q.value > 0)) return null;
  const given = measureOf(story, q);
  const asked = askedOf(ask);
  if (!given || !asked || given === asked) return null;
  let edge: EmbeddedReading | null = null;
  let s = q.value;
  if (given !== 'edge') {
    // The volume's cube root is worked out as a calculation (the equation solver takes no cubics); the area's edge
    // is solved from 6s² = A for s > 0.
    edge =
      given === 'area'
        ? solveChecked(
            { equations: [`6 * s^2 = ${q.exact}`], unknown: 's', letters: `s = the edge of the cube (${FORMULA.area.why})`, meaning: 'the edge' },
            (found) => found.s !== undefined && found.s > 0 && agrees(FORMULA.area.value(found.s), q.value),
          )
        : calculationChecked(`${q.exact.includes('/') ? `(${q.exact})` : q.exact}^(1/3)`, { rule: 'Take the cube root', explanation: `${FORMULA.volume.why}, so the edge is the cube root of ${q.exact}.` }, 'the edge', Math.cbrt(q.value));
    // A rounded root carried on would round the answer too: only a whole or short decimal edge goes on.
    if (!edge || !/^\d+(?:\.\d{1,3})?$/.test(edge.answer)) return null;
    s = Number(edge.answer);
    if (asked === 'edge') return edge;
  }
  const side = given === 'edge' ? q.exact : edge!.answer;
  const measure = calculationChecked(
    FORMULA[asked].text(side),
    { rule: 'Use the formula', explanation: `The edge is ${side}; ${FORMULA[asked].why}.` },
    asked === 'area' ? 'the surface area' : 'the volume',
    FORMULA[asked].value(s),
  );
  if (!measure) return null;
  return edge ? { ...measure, steps: [...edge.steps, ...measure.steps] } : measure;
}
