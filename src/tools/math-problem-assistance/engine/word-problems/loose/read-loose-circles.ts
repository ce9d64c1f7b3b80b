import type { EmbeddedReading } from '../word-problem-outcome';
import type { Quantity, Story } from './read-story';
import { agrees, approximateChecked, calculationChecked, solveChecked } from './solve-checked';

// Circles and round solids from any one measure: a circle's radius, diameter, circumference or area gives the
// others ("the circumference of a circle is 31.4 m, what's the radius?"), and a cylinder's, a cone's or a
// sphere's volume comes from its radius (or diameter) and height. π is the value the story says to use (3.14,
// 22/7), or π itself when the story asks for the answer rounded (then the answer is worked to ten decimals and
// rounded as asked, a step of its own). Every measure is written in terms of the radius, and the answer is
// worked out again in floating point from the same formula; two measures of one kind, a measure with no role,
// an exact π with no rounding asked, or an ask naming no measure, and it refuses.

type Measure = 'radius' | 'diameter' | 'circumference' | 'area' | 'height' | 'volume';
type Solid = 'circle' | 'cylinder' | 'cone' | 'sphere';

/** The words that name each measure right before its number ("a radius of", "circumference is") or after it ("7 cm radius"). */
function measureOf(story: Story, quantity: Quantity): Measure | null {
  const before = story.text.slice(Math.max(0, quantity.at - 50), quantity.at);
  const after = quantity.after;
  const names: Array<[Measure, string]> = [
    ['radius', 'radius'], ['diameter', 'diameter'], ['circumference', 'circumference|perimeter'], ['area', 'area'], ['height', 'height'],
  ];
  for (const [measure, words] of names) {
    const said = new RegExp(String.raw`\b(?:${words})(?: of (?:the|a|an|this|its) [a-z]+)? (?:is|of|=|equals|measures|measuring|was)(?: about)?\s*$|\b(?:with|and|has|having) (?:a |an |the )?(?:${words})\s*$`).test(before);
    if (said || new RegExp(String.raw`^(?:[a-z]+ )?(?:${words})\b`).test(after)) return measure;
  }
  if (/^(?:[a-z]+ )?(?:tall|high|deep)\b/.test(after)) return 'height';
  return null;
}

function readPi(story: Story): { value: string; number: number; at?: number } | null {
  const stated = story.text.match(/\buse (3\.14|22\/7)(?: for (?:pi|π))?\b|\b(?:pi|π) (?:as|=|≈|is) (3\.14|22\/7)\b|\b(3\.14|22\/7) (?:for|as) (?:pi|π)\b|\buse (?:pi|π) ?= ?(3\.14|22\/7)\b/);
  if (stated) {
    const value = stated[1] ?? stated[2] ?? stated[3] ?? stated[4]!;
    const at = story.quantities.find((quantity) => quantity.text === value && quantity.at >= (stated.index ?? 0) && quantity.at < (stated.index ?? 0) + stated[0].length)?.at;
    return { value, number: value === '3.14' ? 3.14 : 22 / 7, ...(at === undefined ? {} : { at }) };
  }
  // π itself only when the answer is to be rounded: it has no exact decimal.
  return story.round === undefined ? null : { value: 'pi', number: Math.PI };
}

function askedMeasure(ask: string): Measure | null {
  const asks: Array<[Measure, RegExp]> = [
    ['radius', /\bradius\b/],
    ['diameter', /\bdiameter\b|\bhow wide\b|\bacross\b/],
    ['circumference', /\bcircumference\b|\bperimeter\b|\bdistance around\b|\bhow far around\b/],
    ['area', /\barea\b|\bhow much (?:space|ground|grass|floor)\b/],
    ['volume', /\bvolume\b|\bhow much (?:water|space|air|sand|soil|liquid) (?:does|will|can|would)\b/],
  ];
  // "Find the volume of a cylinder with a radius of 3 inches…": the measure named first is the one asked.
  const found = asks.map(([measure, pattern]) => ({ measure, at: ask.search(pattern) })).filter((entry) => entry.at >= 0).sort((a, b) => a.at - b.at);
  return found[0]?.measure ?? null;
}

export function readLooseCircles(story: Story): EmbeddedReading | null {
  const { text, ask, quantities } = story;
  const solids: Array<[Solid, RegExp]> = [['cylinder', /\bcylind/], ['cone', /\bcone\b|\bconical\b/], ['sphere', /\bsphere\b|\bspherical\b|\bball\b/], ['circle', /\bcircle\b|\bcircular\b|\bround\b/]];
  const named = solids.filter(([, pattern]) => pattern.test(text));
  if (named.length !== 1) return null;
  const solid = named[0]![0];
  const pi = readPi(story);
  if (!pi) return null;
  const known = new Map<Measure, Quantity>();
  for (const quantity of quantities) {
    if (quantity.at === pi.at) continue;
    if (quantity.money || quantity.percent) return null;
    const measure = measureOf(story, quantity);
    if (!measure || known.has(measure)) return null;
    known.set(measure, quantity);
  }
  const asked = askedMeasure(ask);
  if (!asked || known.has(asked)) return null;
  const P = pi.value;
  // The radius from what is known, as an expression and a number.
  const sizes = [...known.keys()].filter((measure) => measure !== 'height');
  if (sizes.length !== 1) return null;
  const given = known.get(sizes[0]!)!;
  const flat = solid === 'circle';
  let radius: { text: string; value: number } | null = null;
  if (sizes[0] === 'radius') radius = { text: given.exact, value: given.value };
  if (sizes[0] === 'diameter') radius = { text: `(${given.exact} / 2)`, value: given.value / 2 };
  if (sizes[0] === 'circumference' && flat) radius = { text: `(${given.exact} / (2 * ${P}))`, value: given.value / (2 * pi.number) };
  // An area gives the radius by a square root: π r² = A solved for r > 0 (π as the story states it), put back.
  if (!radius && sizes[0] === 'area' && flat && P !== 'pi' && (asked === 'radius' || asked === 'diameter' || asked === 'circumference')) return readFromArea(given, asked, P, pi.number);
  if (!radius) return null;
  const height = known.get('height');
  const volume = (): { text: string; value: number; why: string } | null => {
    if (solid === 'sphere') return height ? null : { text: `4 / 3 * ${P} * ${radius!.text}^3`, value: (4 / 3) * pi.number * radius!.value ** 3, why: 'The volume of a sphere is 4/3 π r³.' };
    if (!height) return null;
    if (solid === 'cylinder') return { text: `${P} * ${radius!.text}^2 * ${height.exact}`, value: pi.number * radius!.value ** 2 * height.value, why: 'The volume of a cylinder is π r² h.' };
    return { text: `1 / 3 * ${P} * ${radius!.text}^2 * ${height.exact}`, value: (pi.number * radius!.value ** 2 * height.value) / 3, why: 'The volume of a cone is 1/3 π r² h.' };
  };
  let answer: { text: string; value: number; why: string } | null = null;
  if (flat && !height) {
    if (asked === 'area') answer = { text: `${P} * ${radius.text}^2`, value: pi.number * radius.value ** 2, why: 'The area of a circle is π r².' };
    if (asked === 'circumference') answer = { text: `2 * ${P} * ${radius.text}`, value: 2 * pi.number * radius.value, why: 'The circumference of a circle is 2 π r.' };
    if (asked === 'radius') answer = { text: radius.text, value: radius.value, why: 'The circumference is 2 π r, so the radius is the circumference ÷ 2π.' };
    if (asked === 'diameter') answer = { text: `2 * ${radius.text}`, value: 2 * radius.value, why: 'The diameter is twice the radius.' };
  }
  if (!flat && asked === 'volume') answer = volume();
  if (!answer) return null;
  const expression = answer.text;
  const setUp = { rule: 'Use the formula', explanation: `${answer.why}${P === 'pi' ? '' : ` The story says to use ${P} for π.`}` };
  const meaning = `the ${asked}`;
  return P === 'pi' ? approximateChecked(expression, setUp, meaning, answer.value) : calculationChecked(expression, setUp, meaning, answer.value);
}

/** "The area of a circle is 154 square inches. Using 22/7 for pi, what is the radius?": π r² = A, solved for r > 0, then the measure asked from r. */
function readFromArea(area: Quantity, asked: 'radius' | 'diameter' | 'circumference', P: string, pi: number): EmbeddedReading | null {
  const radius = solveChecked(
    { equations: [`${P} * r^2 = ${area.exact}`], unknown: 'r', letters: `r = the radius (the area of a circle is π r², with ${P} for π)`, meaning: 'the radius' },
    ({ r }) => r !== undefined && r > 0 && agrees(pi * r * r, area.value),
  );
  // A radius that is not a whole number or a short decimal is a rounded root: refused rather than carried on.
  if (!radius || !/^\d+(?:\.\d{1,3})?$/.test(radius.answer)) return null;
  if (asked === 'radius') return radius;
  const r = Number(radius.answer);
  const [expression, expected] = asked === 'diameter' ? [`2 * ${radius.answer}`, 2 * r] : [`2 * ${P} * ${radius.answer}`, 2 * pi * r];
  const measure = calculationChecked(expression, { rule: 'Use the formula', explanation: asked === 'diameter' ? 'The diameter is twice the radius.' : `The circumference is 2 π r, with ${P} for π.` }, `the ${asked}`, expected);
  return measure ? { ...measure, steps: [...radius.steps, ...measure.steps] } : null;
}
