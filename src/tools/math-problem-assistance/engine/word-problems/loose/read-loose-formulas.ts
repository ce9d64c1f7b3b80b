import { calculationReading } from '../build-reading';
import { solveSetup } from '../read-school-problem';
import type { EmbeddedReading } from '../word-problem-outcome';
import { show, type Story } from './read-story';
import { agrees, calculationChecked, solveChecked } from './solve-checked';

// Shapes the rectangle reader leaves alone, each by its one formula: a right triangle's sides
// (Pythagoras: "legs 5 and 12", "a ladder 13 feet long … its foot 5 feet from the wall"), a circle's
// area or circumference when the story says which value of π to use (3.14 or 22/7: an exact π is not a
// plain number), a box's volume, and a triangle's angles written in x ("x, 2x and 3x"). Two points'
// slope or distance ("through (2,3) and (5,11)") are read here too. Every number must take part.

const NUMBER = String.raw`(-?\d+(?:\.\d+)?)`;
const POINT = new RegExp(String.raw`\(\s*${NUMBER}\s*,\s*${NUMBER}\s*\)`, 'g');

function readRightTriangle(story: Story): EmbeddedReading | null {
  const { text, ask, quantities } = story;
  const values = quantities.map((quantity) => show(quantity.value));
  if (quantities.length !== 2 || quantities.some((quantity) => quantity.money || quantity.percent)) return null;
  const legs = text.match(/\bright(?:-angled| angled)? triangle (?:with|has|whose) legs (?:of (?:length |lengths )?|measuring |that measure |are )?(\d+(?:\.\d+)?)(?: [a-z]+)? and (\d+(?:\.\d+)?)\b/) ?? text.match(/\blegs (?:of a right(?:-angled)? triangle )?(?:are|measure) (\d+(?:\.\d+)?)(?: [a-z]+)? and (\d+(?:\.\d+)?)\b/);
  if (legs && /\bhypotenuse\b|\blongest side\b|\bthird side\b/.test(ask)) {
    return solveSetup({ equations: [`c^2 = ${values[0]}^2 + ${values[1]}^2`], unknown: 'c', letters: 'c = the hypotenuse', meaning: 'the hypotenuse' });
  }
  // The perimeter from the legs: the hypotenuse first (Pythagoras), then the three sides added; checked in floating point.
  if (legs && /\bperimeter\b|\bdistance around\b/.test(ask) && !/\barea\b|\bhypotenuse\b/.test(ask)) {
    const [a, b] = [quantities[0]!.value, quantities[1]!.value];
    const hypotenuse = solveChecked({ equations: [`c^2 = ${values[0]}^2 + ${values[1]}^2`], unknown: 'c', letters: 'c = the hypotenuse', meaning: 'the hypotenuse' }, ({ c }) => c! > 0 && agrees(c! * c!, a * a + b * b));
    // A hypotenuse that is a rounded root (√13 as 3.6055512755) would carry its rounding into the sum: refused.
    if (!hypotenuse || !/^\d+(?:\.\d{1,3})?$/.test(hypotenuse.answer)) return null;
    const perimeter = calculationChecked(`${values[0]} + ${values[1]} + ${hypotenuse.answer}`, { rule: 'Add the three sides', explanation: `The hypotenuse is ${hypotenuse.answer}; the perimeter is the two legs and the hypotenuse added.` }, 'the perimeter', a + b + Math.hypot(a, b));
    return perimeter ? { ...perimeter, steps: [...hypotenuse.steps, ...perimeter.steps] } : null;
  }
  const ladder = text.match(/\b(?:ladder|plank|pole|board|rope|wire|cable)\b/) && text.match(/\b(?:against|to the top of) (?:a|the) (?:wall|building|house|tree|pole)\b/);
  if (ladder) {
    // "13 feet long", "a length of 13", "is 13", or the ladder's own size before it ("a 25 ft ladder").
    const long = quantities.find((quantity) => new RegExp(String.raw`^(?:[a-z]+ )?long\b|^(?:[a-z]+ )?(?:ladder|plank|pole|board|rope|wire|cable)\b`).test(quantity.after) || text.slice(0, quantity.at).match(/\blength of $|\bis $/) !== null);
    const foot = quantities.find((quantity) => quantity !== long && /\bfrom the (?:wall|building|house|tree|base|pole)\b/.test(text.slice(quantity.at, quantity.at + 40)));
    if (!long || !foot || long.value <= foot.value) return null;
    if (!/\bhow (?:high|far up)\b|\bhow tall\b|\bwhat height\b/.test(ask)) return null;
    return solveSetup({ equations: [`h^2 + ${show(foot.value)}^2 = ${show(long.value)}^2`], unknown: 'h', letters: 'h = the height it reaches up the wall', meaning: 'the height up the wall' });
  }
  return null;
}

function readCircle(story: Story): EmbeddedReading | null {
  const { text, ask, quantities } = story;
  if (!/\bcircle\b|\bcircular\b/.test(text)) return null;
  const piValue = text.match(/\buse (3\.14|22\/7)(?: for (?:pi|π))?\b|\b(?:pi|π) (?:as|=|≈|is) (3\.14|22\/7)\b|\b(3\.14|22\/7) (?:for|as) (?:pi|π)\b/);
  if (!piValue) return null;
  const pi = piValue[1] ?? piValue[2] ?? piValue[3]!;
  const measures = quantities.filter((quantity) => !(pi === '3.14' && quantity.value === 3.14) && !(pi === '22/7' && quantity.text === '22/7'));
  if (measures.length !== 1 || measures[0]!.money || measures[0]!.percent) return null;
  const before = text.slice(0, measures[0]!.at);
  const role = /\bradius (?:of |is |=|measures )?$/.test(before) ? 'radius' : /\bdiameter (?:of |is |=|measures )?$/.test(before) ? 'diameter' : null;
  if (!role) return null;
  const r = role === 'radius' ? show(measures[0]!.value) : `${show(measures[0]!.value)} / 2`;
  const step = (explanation: string) => ({ rule: 'Use the circle formula', explanation: `${explanation} The story says to use ${pi} for π.` });
  if (/\barea\b/.test(ask) && !/\bcircumference\b|\bperimeter\b/.test(ask)) return calculationReading(`${pi} * (${r})^2`, step('The area of a circle is π r².'), 'the area');
  if (/\bcircumference\b|\bperimeter\b|\baround\b/.test(ask) && !/\barea\b/.test(ask)) return calculationReading(`2 * ${pi} * (${r})`, step('The circumference of a circle is 2 π r (π times the diameter).'), 'the circumference');
  return null;
}

function readBox(story: Story): EmbeddedReading | null {
  const { text, ask, quantities } = story;
  if (!/\b(?:box|cuboid|rectangular prism|rectangular solid|aquarium|fish tank|container|brick|crate)\b/.test(text) || !/\bvolume\b|\bhow much (?:water|space|sand)\b|\bhow many cubic\b/.test(ask)) return null;
  if (quantities.length !== 3 || quantities.some((quantity) => quantity.money || quantity.percent)) return null;
  const dims = ['long', 'wide', 'high|tall|deep'].map((word) => quantities.filter((quantity) => new RegExp(String.raw`^(?:[a-z]+ )?(?:${word})\b`).test(quantity.after)));
  if (dims.some((found) => found.length !== 1)) return null;
  const [l, w, h] = dims.map((found) => show(found[0]!.value));
  return calculationReading(`${l} * ${w} * ${h}`, { rule: 'Use the volume formula', explanation: 'The volume of a box is length × width × height.' }, 'the volume');
}

/** "The angles of a triangle are x, 2x and 3x degrees. What is x?" */
function readAngles(story: Story): EmbeddedReading | null {
  const { text, ask } = story;
  const angles = text.match(/\b(?:the )?(?:three )?angles of a triangle (?:are|measure) ([^.?]+?)(?: degrees)?[.?]/);
  if (!angles || !/^(?:what is|find|solve for|what's) (?:the value of )?x\??$/.test(ask.trim().replace(/[.?!]+$/, ''))) return null;
  const parts = angles[1]!.split(/,\s*(?:and\s+)?|\s+and\s+/).map((part) => part.trim().replace(/°$/, ''));
  if (parts.length !== 3 || !parts.every((part) => /^(?:\d+(?:\.\d+)?\s*)?x(?:\s*[+-]\s*\d+(?:\.\d+)?)?$|^\d+(?:\.\d+)?$/.test(part))) return null;
  if (!parts.some((part) => part.includes('x'))) return null;
  const terms = parts.map((part) => `(${part.replace(/(\d)\s*x/, '$1*x')})`);
  return solveSetup({ equations: [`${terms.join(' + ')} = 180`], unknown: 'x', letters: 'x as in the story (the angles of a triangle add up to 180°)', meaning: 'x' });
}

/** "Find the slope of the line through (2,3) and (5,11)", "the distance between (1, 2) and (4, 6)". */
function readTwoPoints(story: Story): EmbeddedReading | null {
  const { text } = story;
  const points = [...text.matchAll(POINT)];
  if (points.length !== 2) return null;
  const rest = text.replace(POINT, ' ');
  if (/\d/.test(rest)) return null;
  const [x1, y1] = [points[0]![1]!, points[0]![2]!];
  const [x2, y2] = [points[1]![1]!, points[1]![2]!];
  const wrap = (value: string) => (value.startsWith('-') ? `(${value})` : value);
  if (/\bslope\b|\bgradient\b/.test(rest) && !/\bdistance\b|\bmidpoint\b|\bequation\b/.test(rest)) {
    if (Number(x1) === Number(x2)) return null;
    return calculationReading(`(${y2} - ${wrap(y1)}) / (${x2} - ${wrap(x1)})`, { rule: 'Use the slope formula', explanation: 'The slope is the change in y over the change in x: (y₂ − y₁) / (x₂ − x₁).' }, 'the slope');
  }
  if (/\bdistance\b|\bhow far apart\b|\blength of the (?:segment|line segment)\b/.test(rest) && !/\bslope\b|\bmidpoint\b/.test(rest)) {
    return solveSetup({ equations: [`d^2 = (${x2} - ${wrap(x1)})^2 + (${y2} - ${wrap(y1)})^2`], unknown: 'd', letters: 'd = the distance (Pythagoras on the changes in x and y)', meaning: 'the distance' });
  }
  return null;
}

export function readLooseFormulas(story: Story): EmbeddedReading | null {
  const readings = [readRightTriangle(story), readCircle(story), readBox(story), readAngles(story), readTwoPoints(story)].filter((reading) => reading !== null);
  return readings.length === 1 ? readings[0]! : null;
}
