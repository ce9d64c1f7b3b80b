import { parse } from 'mathjs';
import { calculationReading } from '../build-reading';
import { solveSetup } from '../read-school-problem';
import { storyUnits, unitMentions, type UnitMention } from '../check-asked-unit';
import type { EmbeddedReading } from '../word-problem-outcome';
import { show, type Quantity, type Story } from './read-story';
import { conversionFactor, readUnit } from './read-units';
import { calculationChecked } from './solve-checked';

// Rectangles (gardens, rooms, fields), squares and triangles: each number's role read from the words
// next to it ("perimeter is 48", "12 m long", "a base of 14 in"), a link between the sides ("the length
// is twice the width", "5 more than"), and the measure asked. Every number must get a role, and the
// roles must fix the answer; a circle, a box or a second shape, and it refuses.

type Role = 'length' | 'width' | 'side' | 'perimeter' | 'area' | 'base' | 'height';
type Shape = 'rectangle' | 'square' | 'triangle';

const RECTANGLE = /\brectangle|\brectangular\b|\bgarden\b|\bfield\b|\broom\b|\byard\b|\bplot\b|\bfloor\b|\bpatio\b|\bplayground\b|\bpool\b/;
const OTHER_SHAPE = /\bcircle|\bradius\b|\bdiameter\b|\bcube\b|\bbox\b|\bvolume\b|\bprism\b|\bcylinder|\btrapezoid|\bparallelogram|\bpentagon|\bhexagon|\bborder\b|\bpath\b|\bfence posts?\b|\bdiagonal\b|\bhypotenuse\b/;
const MULTIPLE = /\b(length|width) (?:of (?:the|a|this|its|her|his|my) (?:[a-z]+ ){1,2})?is (twice|double|triple|three times|four times|(\d+(?:\.\d+)?) times) (?:as long as |as wide as |the |its )*(length|width)\b/;
const OFFSET = /\b(length|width) (?:of (?:the|a|this|its|her|his|my) (?:[a-z]+ ){1,2})?is (\d+(?:\.\d+)?)(?: [a-z]+)? (more|less|longer|shorter|greater|bigger|smaller) than (twice |(\d+) times |three times )?(?:the |its )*(length|width)\b/;
const TIMES_WORDS: Record<string, number> = { twice: 2, double: 2, triple: 3, 'three times': 3, 'four times': 4 };

interface Link {
  /** side = times · other + plus */
  side: 'l' | 'w';
  times: number;
  plus: number;
  /** Where the link's own numbers stand in the text ("5 more than", "3 times"), so they are not read as sides. */
  ats: number[];
}

export function readLooseShapes(story: Story): EmbeddedReading | null {
  const { text, ask } = story;
  // "Paving stones cost $4.25 per square foot", "fencing costs $12 a meter": the measure asked is what the price is of.
  const price = readUnitPrice(story);
  if (price === null) return null;
  const quantities = price ? story.quantities.filter((quantity) => quantity !== price.quantity) : story.quantities;
  if (OTHER_SHAPE.test(text) || quantities.some((quantity) => quantity.percent || quantity.money)) return null;
  const shape: Shape | null = /\bsquare\b(?! (?:feet|foot|(?:centi|milli|kilo)?met(?:er|re)s?|inches|inch|units?|cm|mm|m|km|miles?|yards?|yds?|ft|in)\b)/.test(text) ? 'square' : /\btriang(?:le|ular)/.test(text) ? 'triangle' : RECTANGLE.test(text) ? 'rectangle' : null;
  if (!shape) return null;
  const link = readLink(text);
  const linked = new Set(link?.ats ?? []);
  if ([...linked].some((at) => !quantities.some((quantity) => quantity.at === at))) return null;
  const known = new Map<Role, number>();
  for (const quantity of quantities) {
    if (linked.has(quantity.at)) continue;
    const role = roleOf(text, quantity, shape);
    if (!role || known.has(role)) return null;
    known.set(role, quantity.value);
  }
  // "Find the length and the width": both sides of a rectangle, from one set-up, the first named answered first.
  if (!price && shape === 'rectangle' && asksBothSides(ask)) return readBothSides(story, quantities, known, link);
  const asked = price ? price.of : askedRole(ask, shape);
  if (!asked || known.has(asked)) return null;
  const found = shape === 'square' ? (link ? null : readSquare(known, asked)) : shape === 'triangle' ? (link ? null : readTriangle(known, asked)) : readRectangle(known, asked, link);
  // "12 feet by 15 feet … how many square yards", "$2 per square yard": the measure in the sides' unit, then converted.
  const change = unitChange(story, quantities, asked, price?.unit);
  if (!found || change === null) return null;
  const reading = change ? convertMeasure(found, asked, change) : found;
  if (!reading || !price) return reading;
  // The measure found, times its price: one more step, checked against the measure worked out again in floating point.
  const measure = Number(parse(reading.answer).evaluate());
  const scale = change ? change.factor ** (price.of === 'area' ? 2 : 1) : 1;
  const expected = (price.of === 'area' ? (known.get('length') ?? NaN) * (known.get('width') ?? NaN) : 2 * ((known.get('length') ?? NaN) + (known.get('width') ?? NaN))) * scale * price.quantity.value;
  const unknown = `(${reading.answer})`;
  return calculationChecked(
    `${unknown} * ${price.quantity.exact}`,
    { rule: `Find the ${price.of}, then its cost`, explanation: `The ${price.of} is ${reading.answer} ${price.unit}${price.of === 'area' ? ' squared' : ''}, and each costs $${show(price.quantity.value)}.` },
    'the cost in dollars',
    Number.isFinite(expected) ? expected : measure * price.quantity.value,
  );
}

interface UnitChange {
  /** The sides' unit and the unit the answer is wanted in ("foot", "yard"), as mathjs names them. */
  from: string;
  to: string;
  /** How many `to` make one `from` (1/3 from feet to yards), and that as an exact term: "* 0.3048", "/ 3". */
  factor: number;
  times: string;
}

/**
 * The change of unit a story asks for: its sides all in one unit, and the question (or the price) in another
 * ("12 feet by 15 feet … how many square yards", "carpet at $25 per square yard"); undefined when none is asked,
 * null when the sides are in two units, the asked unit is not a measure of the kind asked (a length for an area),
 * or the factor is not exact.
 */
function unitChange(story: Story, quantities: Quantity[], asked: Role, priceUnit: string | undefined): UnitChange | null | undefined {
  const spatial = (mention: UnitMention) => mention.dimension === 'length' || mention.dimension === 'area' || mention.dimension === 'volume';
  // Each side's own unit: the first measure within a word or two after its number ("12 feet by", "4 m by", "81 square inches").
  const unitOf = (quantity: Quantity) => {
    const said = story.text.slice(quantity.at, quantity.at + quantity.text.length + 1 + quantity.after.length);
    return unitMentions(said).filter((mention) => spatial(mention) && mention.at <= quantity.text.length + 8).slice(0, 1).map((mention) => mention.unit);
  };
  const sides = new Set(quantities.flatMap(unitOf));
  if (sides.size > 1) return null;
  let to: string;
  if (priceUnit) {
    to = unitMentions(`1 ${priceUnit}`)[0]?.unit ?? '';
    if (!to) return null;
  } else {
    const wanted = storyUnits(story.text, story.ask).asked.filter(spatial);
    if (wanted.length === 0) return undefined;
    if (new Set(wanted.map((mention) => mention.unit)).size > 1 || wanted.some((mention) => mention.dimension !== (asked === 'area' ? 'area' : 'length'))) return null;
    to = wanted[0]!.unit;
  }
  const [from] = [...sides];
  if (!from || from === to) return undefined;
  const [a, b] = [readUnit(from), readUnit(to)];
  const [factor, inverse] = a && b ? [conversionFactor(a, b), conversionFactor(b, a)] : [null, null];
  if (factor === null || inverse === null) return null;
  // "* 12", "* 0.3048" or "/ 3": a whole or short factor, never 0.333333333333.
  const short = (value: number) => Number.isInteger(value * 10_000);
  const times = short(factor) ? `* ${show(factor)}` : short(inverse) ? `/ ${show(inverse)}` : null;
  return times ? { from, to, factor, times } : null;
}

/** The measure found in the sides' unit, converted to the one asked: an area by the square of the factor. */
function convertMeasure(reading: EmbeddedReading, asked: Role, change: UnitChange): EmbeddedReading | null {
  const area = asked === 'area';
  const [op, term] = change.times.split(' ') as [string, string];
  const expression = `(${reading.answer}) ${op} ${area ? `${term}^2` : term}`;
  const plural = (unit: string) => (unit === 'foot' ? 'feet' : unit === 'inch' ? 'inches' : `${unit}s`);
  const [from, to] = area ? [`square ${plural(change.from)}`, `square ${plural(change.to)}`] : [plural(change.from), plural(change.to)];
  const one = op === '*' ? `1 ${change.from} is ${term} ${plural(change.to)}` : `1 ${change.to} is ${term} ${plural(change.from)}`;
  const converted = calculationChecked(
    expression,
    { rule: 'Convert the units', explanation: `The ${asked} is ${reading.answer} ${from}; ${one}${area ? `, so a square of that side holds ${term} × ${term} of the other` : ''}. The question asks in ${to}.` },
    `the ${asked} in ${to}`,
    Number(parse(reading.answer).evaluate()) * change.factor ** (area ? 2 : 1),
  );
  // 125000000/145161 square feet from 80 square meters: a factor no school story means without a rounding asked.
  if (!converted || /\/\s*\d{4,}/.test(converted.answer)) return null;
  return { ...converted, steps: [...reading.steps, ...converted.steps] };
}

/**
 * "$4.25 per square foot", "$12 a meter", "$3 for each foot of fencing": a price of the area (square units) or of a
 * length (the perimeter, when the story fences or edges), asked as a cost; undefined when the story has no price,
 * null when it has one this reader cannot place.
 */
function readUnitPrice(story: Story): { quantity: Quantity; of: 'area' | 'perimeter'; unit: string } | null | undefined {
  const money = story.quantities.filter((quantity) => quantity.money);
  if (money.length === 0) return undefined;
  if (money.length > 1 || !/\bhow much\b.*\b(?:cost|pay|spend|be)\b|\bwhat (?:is|will be|would be) the (?:total )?cost\b|\bwhat will it cost\b/.test(story.ask)) return null;
  const quantity = money[0]!;
  const per = /^(?:per|a|an|for each|for every|each) (square )?(foot|feet|ft|meter|metre|m|yard|yd|inch|in|cm|centimeter|centimetre)\b/.exec(story.text.slice(quantity.at + quantity.text.length + 1).trim());
  if (!per) return null;
  if (per[1]) return { quantity, of: 'area', unit: per[2]! };
  // A price per length is the perimeter's only when the question fences or edges the shape ("cover it with grass" is not).
  return /\bfenc|\bedg|\bborder|\btrim|\baround\b/.test(story.ask) ? { quantity, of: 'perimeter', unit: per[2]! } : null;
}

/** The absolute positions of a match's captured numbers. */
function positionsOf(match: RegExpExecArray, groups: number[]): number[] {
  return groups.flatMap((group) => {
    const value = match[group];
    if (!value) return [];
    const within = match[0].indexOf(value, match[0].indexOf(' is ') + 1);
    return within >= 0 ? [match.index + within] : [];
  });
}

function readLink(text: string): Link | null {
  if (/\bas long as (?:it is )?wide\b/.test(text)) {
    const times = /\b(twice|three times|four times|(\d+(?:\.\d+)?) times) as long as (?:it is )?wide\b/.exec(text);
    const value = times ? (TIMES_WORDS[times[1]!] ?? Number(times[2])) : NaN;
    return times && Number.isFinite(value) ? { side: 'l', times: value, plus: 0, ats: times[2] ? [times.index] : [] } : null;
  }
  const multiple = MULTIPLE.exec(text);
  const offset = OFFSET.exec(text);
  if (multiple && offset) return null;
  if (multiple) {
    if (multiple[1] === multiple[4]) return null;
    const times = TIMES_WORDS[multiple[2]!] ?? Number(multiple[3]);
    return Number.isFinite(times) ? { side: multiple[1] === 'length' ? 'l' : 'w', times, plus: 0, ats: positionsOf(multiple, [3]) } : null;
  }
  if (offset) {
    if (offset[1] === offset[6]) return null;
    const sign = /more|longer|greater|bigger/.test(offset[3]!) ? 1 : -1;
    const times = offset[4] ? (TIMES_WORDS[offset[4].trim()] ?? Number(offset[5])) : 1;
    return Number.isFinite(times) ? { side: offset[1] === 'length' ? 'l' : 'w', times, plus: sign * Number(offset[2]), ats: positionsOf(offset, [2, 5]) } : null;
  }
  return null;
}

function roleOf(text: string, quantity: Quantity, shape: Shape): Role | null {
  const before = text.slice(Math.max(0, quantity.at - 45), quantity.at);
  const after = quantity.after;
  // "the base is 14 m", and listed without a verb: "a triangle with base 14 m and height 9 m".
  const says = (word: string) =>
    new RegExp(String.raw`\b${word}(?: of (?:the|a|this|its|each) [a-z]+)? (?:is|of|=|equals|measures|measuring|was)(?: about)?\s*$`).test(before) ||
    new RegExp(String.raw`\b(?:with|and|has|having) (?:a |an |the )?${word}\s*$`).test(before);
  if (says('perimeter')) return 'perimeter';
  // "measures 18 ft by 12 ft", "a 20 m by 15 m field": a rectangle's two sides, the length said first.
  if (shape === 'rectangle' && /^(?:[a-z]+ )?by \d/.test(text.slice(quantity.at + quantity.text.length).trim())) return 'length';
  if (shape === 'rectangle' && /\d(?:\s?[a-z]+)? by\s*$/.test(before)) return 'width';
  if (says('area') || (/^(?:square|sq)\b/.test(after) && /\barea\b/.test(before))) return 'area';
  if (says('length') || /^(?:[a-z]+ )?long\b/.test(after)) return shape === 'square' ? 'side' : 'length';
  if (says('width') || /^(?:[a-z]+ )?wide\b/.test(after)) return 'width';
  if (says('base')) return 'base';
  if (says('height') || /^(?:[a-z]+ )?(?:tall|high)\b/.test(after)) return 'height';
  if (says('sides?') || /\bsides? (?:of|are|measure|measuring|length (?:is|of))\s*$/.test(before)) return 'side';
  return null;
}

function askedRole(ask: string, shape: Shape): Role | null {
  const asks: Array<[Role, RegExp]> = [
    ['area', /\barea\b|\bhow much (?:space|room|carpet|grass|ground)\b|\bsquare (?:feet|meters|metres|units|inches|cm|yards)\b/],
    ['perimeter', /\bperimeter\b|\bhow much fenc|\bfence\b|\baround\b|\bborder\b/],
    ['width', /\bwidth\b|\bhow wide\b/],
    ['height', /\bheight\b|\bhow tall\b|\bhow high\b/],
    ['base', /\bbase\b/],
    ['side', /\bside\b/],
    ['length', /\blength\b|\bhow long\b/],
  ];
  // A square's length, width and side are one measure ("How long is one side?").
  const asSquare = (role: Role): Role => (shape === 'square' && (role === 'length' || role === 'width') ? 'side' : role);
  const found = [...new Set(asks.filter(([, pattern]) => pattern.test(ask)).map(([role]) => asSquare(role)))];
  if (found.length !== 1) return null;
  return found[0]!;
}

function readSquare(known: Map<Role, number>, asked: Role): EmbeddedReading | null {
  if (known.size !== 1) return null;
  const [[role, value]] = [...known] as [[Role, number]];
  const v = show(value);
  const step = (explanation: string) => ({ rule: 'Use the square’s formula', explanation });
  if (role === 'side' && asked === 'perimeter') return calculationReading(`4 * ${v}`, step('A square has four equal sides, so its perimeter is 4 × the side.'), 'the perimeter');
  if (role === 'side' && asked === 'area') return calculationReading(`${v}^2`, step('The area of a square is the side times itself.'), 'the area');
  if (role === 'perimeter' && asked === 'side') return solveSetup({ equations: [`4 * s = ${v}`], unknown: 's', letters: 's = the side', meaning: 'the side' });
  if (role === 'perimeter' && asked === 'area') return calculationReading(`(${v} / 4)^2`, step('Each side is the perimeter ÷ 4, and the area is the side times itself.'), 'the area');
  if (role === 'area' && asked === 'side') return solveSetup({ equations: [`s^2 = ${v}`], unknown: 's', letters: 's = the side', meaning: 'the side' });
  if (role === 'area' && asked === 'perimeter') return solveSetup({ equations: [`(p / 4)^2 = ${v}`], unknown: 'p', letters: 'p = the perimeter (each side is p/4)', meaning: 'the perimeter' });
  return null;
}

function readTriangle(known: Map<Role, number>, asked: Role): EmbeddedReading | null {
  const b = known.get('base');
  const h = known.get('height');
  const a = known.get('area');
  if (known.size !== 2) return null;
  const formula = { rule: 'Use the triangle’s area formula', explanation: 'The area of a triangle is half the base times the height.' };
  if (asked === 'area' && b !== undefined && h !== undefined) return calculationReading(`1/2 * ${show(b)} * ${show(h)}`, formula, 'the area');
  if (asked === 'height' && b !== undefined && a !== undefined) return solveSetup({ equations: [`1/2 * ${show(b)} * h = ${show(a)}`], unknown: 'h', letters: 'h = the height', meaning: 'the height' });
  if (asked === 'base' && h !== undefined && a !== undefined) return solveSetup({ equations: [`1/2 * b * ${show(h)} = ${show(a)}`], unknown: 'b', letters: 'b = the base', meaning: 'the base' });
  return null;
}

function readRectangle(known: Map<Role, number>, asked: Role, link: Link | null): EmbeddedReading | null {
  if ([...known.keys()].some((role) => role === 'side' || role === 'base' || role === 'height') || asked === 'side' || asked === 'base' || asked === 'height') return null;
  const equations: string[] = [];
  const l = known.get('length');
  const w = known.get('width');
  const p = known.get('perimeter');
  const a = known.get('area');
  if (l !== undefined) equations.push(`l = ${show(l)}`);
  if (w !== undefined) equations.push(`w = ${show(w)}`);
  if (link) equations.push(link.side === 'l' ? `l = ${show(link.times)} * w + ${show(link.plus)}` : `w = ${show(link.times)} * l + ${show(link.plus)}`);
  if (p !== undefined) equations.push(`2 * (l + w) = ${show(p)}`);
  const sidesFixed = equations.length === 2 && a === undefined;
  const letters = 'l = the length, w = the width';
  if (a !== undefined) {
    if (equations.length !== 1) return null;
    // The area with one side known or the sides linked: one unknown left, the other side written from it.
    const [only] = equations;
    // "The area is 72 square feet and the width is 6 feet; the perimeter?": the other side from the area, then 2(l + w).
    const fixedSide = only!.match(/^([lw]) = (-?[\d.]+)$/);
    if (asked === 'perimeter' && fixedSide && Number(fixedSide[2]) > 0) {
      const other = fixedSide[1] === 'l' ? 'w' : 'l';
      const given = Number(fixedSide[2]);
      const reading = solveSetup({ equations: [only!, `${fixedSide[2]} * ${other} = ${show(a)}`, 'q = 2 * (l + w)'], unknown: 'q', letters: `l = the length, w = the width (${other} = the area ÷ ${show(given)}), q = the perimeter`, meaning: 'the perimeter' });
      return reading && Math.abs(Number(parse(reading.answer).evaluate()) - 2 * (given + a / given)) < 1e-9 * Math.max(1, a) ? reading : null;
    }
    const side = asked === 'length' ? 'l' : asked === 'width' ? 'w' : null;
    if (!side) return null;
    const other = side === 'l' ? 'w' : 'l';
    const otherInSide = solveLinkFor(only!, other, side);
    if (!otherInSide) return null;
    return solveSetup({ equations: [`${side} * (${otherInSide}) = ${show(a)}`], unknown: side, letters: `${side} = the ${asked}; the ${other === 'l' ? 'length' : 'width'} is ${otherInSide}`, meaning: `the ${asked}` });
  }
  if (!sidesFixed) return null;
  if (asked === 'length' || asked === 'width') return solveSetup({ equations, unknown: asked[0]!, letters, meaning: `the ${asked}` });
  if (l !== undefined && w !== undefined) {
    return asked === 'area'
      ? calculationReading(`${show(l)} * ${show(w)}`, { rule: 'Use the rectangle’s formula', explanation: 'The area of a rectangle is length × width.' }, 'the area')
      : calculationReading(`2 * (${show(l)} + ${show(w)})`, { rule: 'Use the rectangle’s formula', explanation: 'The perimeter of a rectangle is twice length plus width.' }, 'the perimeter');
  }
  // One side and the perimeter, asked the area: the other side is found on the way (linear, since one side is a number).
  const side = l ?? w;
  if (asked === 'area' && side !== undefined && p !== undefined) {
    return solveSetup({ equations: [`2 * (${show(side)} + x) = ${show(p)}`, `a = ${show(side)} * x`], unknown: 'a', letters: `x = the other side, a = the area`, meaning: 'the area' });
  }
  if (asked === 'perimeter' && link && side !== undefined) return solveSetup({ equations: [...equations, 'q = 2 * (l + w)'], unknown: 'q', letters: `${letters}, q = the perimeter`, meaning: 'the perimeter' });
  // The sides fixed by a link and the perimeter, the area asked: the sides first, then their product.
  if (asked === 'area' && link && p !== undefined) {
    const length = solveSetup({ equations, unknown: 'l', letters, meaning: 'the length' });
    const width = solveSetup({ equations, unknown: 'w', letters, meaning: 'the width' });
    if (!length || !width) return null;
    const [lv, wv] = [Number(parse(length.answer).evaluate()), Number(parse(width.answer).evaluate())];
    // The sides found must keep the perimeter and the link before their product is shown.
    if (!(Math.abs(2 * (lv + wv) - p) < 1e-9 * Math.max(1, p))) return null;
    const area = calculationReading(`(${length.answer}) * (${width.answer})`, { rule: 'Use the rectangle’s formula', explanation: `The sides come out as length ${length.answer} and width ${width.answer}; the area is length × width.` }, 'the area');
    return area ? { ...area, steps: [...length.steps, ...width.steps.slice(-1), ...area.steps] } : null;
  }
  return null;
}

/** From "l = 6" or "l = 2 * w + 0", the other letter in terms of `side` ("6", "2 * w + 0" solved for…): only the forms written above. */
function solveLinkFor(equation: string, other: string, side: string): string | null {
  const fixed = equation.match(/^([lw]) = (-?[\d.]+)$/);
  if (fixed) return fixed[1] === other ? fixed[2]! : null;
  const linked = equation.match(/^([lw]) = (-?[\d.]+) \* ([lw]) \+ (-?[\d.]+)$/);
  if (!linked) return null;
  if (linked[1] === other && linked[3] === side) return `${linked[2]} * ${side} + ${linked[4]}`;
  if (linked[1] === side && linked[3] === other) return `(${side} - ${linked[4]}) / ${linked[2]}`;
  return null;
}

/** "Find the length and the width", "what are the dimensions": both sides asked. */
function asksBothSides(ask: string): boolean {
  return /\b(?:length|how long)\b[^.?!]*\b(?:and|,)\s+(?:the )?(?:width|how wide)\b|\b(?:width|how wide)\b[^.?!]*\b(?:and|,)\s+(?:the )?(?:length|how long)\b|\bdimensions\b/.test(ask) && !/\b(?:area|perimeter)\b/.test(ask);
}

/**
 * Both sides of a rectangle fixed by a link and the perimeter (or one side), asked together: the side the question
 * names first is the answer, the other comes with it. Both are put back into the perimeter and the link.
 */
function readBothSides(story: Story, quantities: Quantity[], known: Map<Role, number>, link: Link | null): EmbeddedReading | null {
  const p = known.get('perimeter');
  if (!link || p === undefined || known.size !== 1 || quantities.length !== 1 + link.ats.length) return null;
  const equations = [link.side === 'l' ? `l = ${show(link.times)} * w + ${show(link.plus)}` : `w = ${show(link.times)} * l + ${show(link.plus)}`, `2 * (l + w) = ${show(p)}`];
  const letters = 'l = the length, w = the width';
  const widthFirst = /\b(?:width|how wide)\b/.exec(story.ask)!.index < (/\b(?:length|how long)\b/.exec(story.ask)?.index ?? Infinity);
  const [first, second] = widthFirst ? (['w', 'l'] as const) : (['l', 'w'] as const);
  const name = (side: 'l' | 'w') => (side === 'l' ? 'the length' : 'the width');
  const one = solveSetup({ equations, unknown: first, letters, meaning: name(first) });
  const two = solveSetup({ equations, unknown: second, letters, meaning: name(second) });
  if (!one || !two) return null;
  const value = (reading: EmbeddedReading) => Number(parse(reading.answer).evaluate());
  const [lv, wv] = first === 'l' ? [value(one), value(two)] : [value(two), value(one)];
  const linked = link.side === 'l' ? link.times * wv + link.plus - lv : link.times * lv + link.plus - wv;
  if (!(lv > 0 && wv > 0) || Math.abs(2 * (lv + wv) - p) > 1e-9 * Math.max(1, p) || Math.abs(linked) > 1e-9 * Math.max(1, p)) return null;
  return { ...one, others: [{ unknown: second, answer: two.answer, meaning: name(second) }] };
}
