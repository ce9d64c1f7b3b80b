import type { EmbeddedReading } from '../word-problem-outcome';
import { show, type Quantity, type Story } from './read-story';
import { agrees, solveChecked } from './solve-checked';

// Shadows cast at the same time: the sun's rays make similar triangles, so height ÷ shadow is the same for every
// object ("A 40 foot flagpole casts a 25 foot shadow. At the same time a building casts a 70 foot shadow. How tall is
// the building?"). Exactly three lengths in one unit: one object's height and shadow said together in one sentence,
// and a later object's height or shadow; the question asks the other one. A time of day, a second unit, a third
// object, or a question that is neither a height nor a shadow, and it refuses.

const UNIT_KEYS: Array<[RegExp, string]> = [
  [/^(?:feet|foot|ft)\b/, 'feet'],
  [/^(?:meters?|metres?|m)\b/, 'meters'],
  [/^(?:inches|inch|in)\b/, 'inches'],
  [/^(?:yards?|yd)\b/, 'yards'],
  [/^(?:centimet(?:er|re)s?|cm)\b/, 'centimeters'],
];

function unitOf(quantity: Quantity): string | null {
  return UNIT_KEYS.find(([pattern]) => pattern.test(quantity.after))?.[1] ?? null;
}

/** A shadow's length: "a 25 foot shadow", "a shadow 25 feet long", "a shadow of 25 feet", "its shadow is 25 feet". */
function isShadow(text: string, quantity: Quantity): boolean {
  const after = quantity.after.split(' ');
  if (after[1] === 'shadow' || (after[1] === 'long' && /\bshadows?\s+(?:that is |which is |)$/.test(text.slice(Math.max(0, quantity.at - 30), quantity.at)))) return true;
  return /\bshadows?\s+(?:that is |which is |of |is |was |measuring |measures |)(?:about |)$/.test(text.slice(Math.max(0, quantity.at - 30), quantity.at));
}

function sentenceOf(text: string, at: number): number {
  return (text.slice(0, at).match(/[.;!?](?:\s|$)/g) ?? []).length;
}

export function readLooseShadows(story: Story): EmbeddedReading | null {
  const { text, ask, quantities } = story;
  if (!/\bshadows?\b/.test(text) || quantities.length !== 3 || quantities.some((quantity) => quantity.money || quantity.percent || quantity.value <= 0)) return null;
  const unit = unitOf(quantities[0]!);
  if (!unit || quantities.some((quantity) => unitOf(quantity) !== unit)) return null;
  // A clock time or a second measuring unit in the words is a story this does not read.
  if (/\b(?:a\.?m\.?|p\.?m\.?|o'clock|noon)\b|\d:\d/.test(text)) return null;
  const asksHeight = /\bhow (?:tall|high)\b|\b(?:the )?height\b/.test(ask) && !/\bshadow\b/.test(ask.replace(/\bcasts? (?:a |an )?(?:\d+ [a-z]+ )?shadow\b.*$/, ''));
  const asksShadow = /\bhow long\b.*\bshadow\b|\b(?:length of|long is) (?:the |its |his |her )?shadow\b|\bshadow\b.*\bhow long\b/.test(ask);
  if (asksHeight === asksShadow) return null;
  const [first, second, third] = quantities as [Quantity, Quantity, Quantity];
  const shadows = quantities.map((quantity) => isShadow(text, quantity));
  // The known pair: one height and one shadow of one sentence; the lone length later, of the kind not asked.
  if (shadows[0] === shadows[1] || sentenceOf(text, first.at) !== sentenceOf(text, second.at) || sentenceOf(text, third.at) === sentenceOf(text, first.at)) return null;
  if (shadows[2] !== asksHeight) return null;
  const [height, shadow] = shadows[0] ? [second, first] : [first, second];
  const [h, s, x] = [show(height.value), show(shadow.value), show(third.value)];
  const equation = asksHeight ? `y / ${x} = ${h} / ${s}` : `${x} / y = ${h} / ${s}`;
  return solveChecked(
    {
      equations: [equation],
      unknown: 'y',
      letters: `y = the ${asksHeight ? 'height' : 'shadow'} in ${unit} (at the same time every height ÷ shadow is the same: the sun's rays make similar triangles)`,
      meaning: `the ${asksHeight ? 'height' : 'length of the shadow'} in ${unit}`,
    },
    ({ y }) => y! > 0 && (asksHeight ? agrees(y! * shadow.value, height.value * third.value) : agrees(third.value * shadow.value, y! * height.value)),
  );
}
