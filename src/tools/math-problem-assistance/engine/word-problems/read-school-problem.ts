import { readModelEquation } from './read-model-math';
import { NUM, readNumber } from './read-text';
import { solveEquations } from './solve-setup';
import type { EmbeddedReading } from './word-problem-outcome';

// The common school word problems (percent, rate × time, mixtures, work, consecutive integers,
// perimeter and area, ages, money with `$`), each read by a template that must match the whole text.
// A template writes the story as equations in letters it names ("Let w = the width"); our solver
// (solve-setup.ts) works them out exactly and every step is checked by substituting the answer back
// (check-word-steps.ts). A count that comes out as a fraction, a negative length, or odd integers that
// are not odd are refused: the text was not the problem the template reads.

interface Template {
  pattern: RegExp;
  build: (g: Record<string, number>, words: Record<string, string>) => Setup | null;
}

export interface Setup {
  equations: string[];
  unknown: string;
  /** "Let w = the width in cm": what each letter stands for. */
  letters: string;
  meaning: string;
  /** Tickets, coins, integers: a whole number, or the reading is refused. */
  whole?: boolean;
  /** Odd or even integers: the parity the first one must have. */
  parity?: 'odd' | 'even';
  parityOf?: string;
}

const N = `(${NUM})`;
const MONEY = String.raw`\$ ?(${NUM})`;
const NAME = '([a-z]+)';
const UNIT = String.raw`(?: ?(?:cm|m|km|mm|in|inches|ft|feet|yd|yards|miles|meters|metres|units))?`;
const LENGTH_UNIT = String.raw`(?:km|kilometers|kilometres|miles|mi|m|meters|metres)`;
const SPEED_UNIT = String.raw`(?:km/h|km per hour|kilometers per hour|kilometres per hour|mph|miles per hour|miles an hour|m/s|meters per second|metres per second)`;
const HOURS = String.raw`(?:hours?|hrs?|h)`;
const ITEM = String.raw`([a-z]+?)s?`;
const COUNTS: Record<string, number> = { two: 2, three: 3, four: 4, five: 5 };
const COIN_CENTS: Record<string, number> = { pennies: 1, penny: 1, nickels: 5, nickel: 5, dimes: 10, dime: 10, quarters: 25, quarter: 25 };

/** A template's regex over the lower-case text, with its final "?" or "." dropped. */
function t(source: string, build: Template['build'], names: string[]): Template & { names: string[] } {
  return { pattern: new RegExp(`^${source}$`), build, names };
}

const same = (a: string, b: string) => a.replace(/(?:es|s)$/, '') === b.replace(/(?:es|s)$/, '');

const TEMPLATES: Array<Template & { names: string[] }> = [
  // Percent.
  t(String.raw`(?:a|an|the) [a-z ]+? (?:costs|is priced at|sells for) ${MONEY} and is (?:on sale for |marked down )?${N}% off[.,] (?:what|find) (?:is )?the (?:sale|new) price`, (g) => ({
    equations: [`s = ${g.price} * (1 - ${g.rate} / 100)`], unknown: 's', letters: 's = the sale price in dollars', meaning: 'the sale price in dollars',
  }), ['price', 'rate']),
  t(String.raw`${N} is what (?:percent|%) of ${N}`, (g) => ({
    equations: [`p / 100 * ${g.whole} = ${g.part}`], unknown: 'p', letters: 'p = the percent', meaning: 'the percent',
  }), ['part', 'whole']),
  t(String.raw`(?:a|the) [a-z' ]+? (?:grew|increased|went up|rose) from ${N} to ${N}[.,] (?:what (?:was|is)|find) the (?:percent|percentage) (?:increase|change)`, (g) => ({
    equations: [`${g.from} * (1 + p / 100) = ${g.to}`], unknown: 'p', letters: 'p = the percent increase', meaning: 'the percent increase',
  }), ['from', 'to']),
  t(String.raw`after an? ${N}% (?:discount|reduction)[,]? (?:a|an|the) [a-z ]+? costs ${MONEY}[.,] (?:what (?:was|is)|find) the original price`, (g) => ({
    equations: [`x * (1 - ${g.rate} / 100) = ${g.price}`], unknown: 'x', letters: 'x = the original price in dollars', meaning: 'the original price in dollars',
  }), ['rate', 'price']),
  t(String.raw`(?:a|an|the) [a-z ]+? (?:bill|meal|check) (?:is|costs|comes to) ${MONEY}[.,] (?:if you leave|you leave|with) an? ${N}% tip, (?:how much is|what is) the tip`, (g) => ({
    equations: [`t = ${g.rate} / 100 * ${g.bill}`], unknown: 't', letters: 't = the tip in dollars', meaning: 'the tip in dollars',
  }), ['bill', 'rate']),
  t(String.raw`(?:a|an|the) [a-z ]+? costs ${MONEY}[.,] the price (?:goes up|increases|rises) by ${N}%[.,] (?:what is|find) the new price`, (g) => ({
    equations: [`n = ${g.price} * (1 + ${g.rate} / 100)`], unknown: 'n', letters: 'n = the new price in dollars', meaning: 'the new price in dollars',
  }), ['price', 'rate']),
  // Rate × time.
  t(String.raw`(?:a|an|the) [a-z]+ (?:rides|drives|travels|walks|runs|jogs|flies|cycles|swims) at ${N} ${SPEED_UNIT}(?: for ${N} ${HOURS}[.,] how far does (?:she|he|it|they) (?:go|travel|ride|drive|walk|run|jog|fly)|[.,] how far does (?:she|he|it|they) (?:go|travel|ride|drive|walk|run|jog|fly) in ${N} ${HOURS})`, (g) => ({
    equations: [`d = ${g.speed} * ${g.hours ?? g.hours2}`], unknown: 'd', letters: 'd = the distance', meaning: 'the distance (speed × time)',
  }), ['speed', 'hours', 'hours2']),
  t(String.raw`how long does it take to (?:drive|travel|ride|walk|fly|go) ${N} ${LENGTH_UNIT} at ${N} ${SPEED_UNIT}`, (g) => ({
    equations: [`${g.speed} * h = ${g.distance}`], unknown: 'h', letters: 'h = the time in hours', meaning: 'the time in hours',
  }), ['distance', 'speed']),
  t(String.raw`two (?:cars|trains|cyclists|people|planes|boats) leave (?:the same [a-z]+|from the same [a-z]+)(?: at the same time)?,? (?:going|traveling|travelling|driving|heading) in opposite directions, one at ${N} ${SPEED_UNIT} and the other at ${N} ${SPEED_UNIT}[.,] (?:after how many hours|in how many hours|how many hours until|when) will they be ${N} ${LENGTH_UNIT} apart`, (g) => ({
    equations: [`${g.a} * h + ${g.b} * h = ${g.apart}`], unknown: 'h', letters: 'h = the hours', meaning: 'the time in hours',
  }), ['a', 'b', 'apart']),
  // Mixtures.
  t(String.raw`how many (?:liters|litres|gallons|ml|milliliters|ounces|pounds|kg) of an? ${N}% (?:[a-z]+ )?solution (?:must|should) be (?:mixed with|added to) ${N} (?:liters|litres|gallons|ml|milliliters|ounces|pounds|kg) of an? ${N}% (?:[a-z]+ )?solution to (?:get|make|produce|obtain) an? ${N}% (?:[a-z]+ )?solution`, (g) => ({
    equations: [`${g.p1} / 100 * x + ${g.p2} / 100 * ${g.v} = ${g.p3} / 100 * (x + ${g.v})`], unknown: 'x', letters: 'x = the amount of the first solution', meaning: 'the amount of the first solution',
  }), ['p1', 'v', 'p2', 'p3']),
  t(String.raw`how much water (?:must|should) be added to ${N} (?:liters|litres|gallons|ml|ounces) of an? ${N}% (?:[a-z]+ )?solution to (?:make it|get|make|produce) an? ${N}% (?:[a-z]+ )?solution`, (g) => ({
    equations: [`${g.p1} / 100 * ${g.v} = ${g.p2} / 100 * (${g.v} + w)`], unknown: 'w', letters: 'w = the water added', meaning: 'the amount of water to add',
  }), ['v', 'p1', 'p2']),
  t(String.raw`a [a-z]+ mixes [a-z]+ worth ${MONEY} (?:per|a) (pound|kg|kilogram|ounce) with ${N} (?:pounds|kg|kilograms|ounces) of [a-z]+ worth ${MONEY} (?:per|a) (?:pound|kg|kilogram|ounce) to (?:get|make) a (?:mix|mixture|blend) worth ${MONEY} (?:per|a) (?:pound|kg|kilogram|ounce)[.,] how many (?:pounds|kg|kilograms|ounces) of the ${MONEY} [a-z]+ does (?:he|she|it|they) use`, (g) => g.asked === g.cheap ? {
    equations: [`${g.cheap} * x + ${g.dear} * ${g.w} = ${g.mix} * (x + ${g.w})`], unknown: 'x', letters: `x = the amount of the $${g.cheap} kind`, meaning: `the amount of the $${g.cheap} kind`,
  } : null, ['cheap', '', 'w', 'dear', 'mix', 'asked']),
  // Work together.
  t(String.raw`${NAME} can [a-z]+ (?:a|an|the) [a-z]+ in ${N} ${HOURS},? and ${NAME} can [a-z]+ it in ${N} ${HOURS}[.,] how (?:long|many hours) will it take (?:them|if they work together|them working together|them together)(?: working together| together| if they work together)?`, (g) => ({
    equations: [`h / ${g.a} + h / ${g.b} = 1`], unknown: 'h', letters: 'h = the hours working together (each does 1/its time of the job an hour)', meaning: 'the time in hours working together',
  }), ['', 'a', '', 'b']),
  t(String.raw`one pipe (?:fills|can fill) (?:a|the) tank in ${N} ${HOURS},? (?:and )?another (?:fills|can fill) it in ${N} ${HOURS}[.,] how (?:many hours|long)(?: does it take| will it take)? to fill the tank with both pipes open`, (g) => ({
    equations: [`h / ${g.a} + h / ${g.b} = 1`], unknown: 'h', letters: 'h = the hours with both pipes open', meaning: 'the time in hours with both pipes open',
  }), ['a', 'b']),
  // Consecutive integers.
  ...['(?:the )?sum of (two|three|four|five) consecutive (even |odd )?integers is N[.,] (?:what|find) (?:is )?the (smallest|largest|larger|smaller|first|last|greatest|least)(?: one| integer| number)?', 'find (two|three|four|five) consecutive (even |odd )?integers whose sum is N[.,] what is the (smallest|largest|larger|smaller|first|last|greatest|least)(?: one| integer| number)?'].map((source) =>
    t(source.replace('N', `(${NUM})`), (_g, w) => consecutive(w), ['count', 'kind', 'sum', 'which']),
  ),
  // Perimeter and area.
  t(String.raw`a rectangle has a perimeter of ${N}${UNIT} and (?:its|a) (length|width) (?:is|of) ${N}${UNIT}[.,] (?:what is|find) (?:its|the) (length|width)`, (g, w) => w.given === w.asked ? null : {
    equations: [`2 * (${g.side} + x) = ${g.perimeter}`], unknown: 'x', letters: `x = the ${w.asked}`, meaning: `the ${w.asked}`,
  }, ['perimeter', 'given', 'side', 'asked']),
  t(String.raw`the (length|width) of a rectangle is ${N} times its (length|width)[.,] (?:the|its) perimeter is ${N}${UNIT}[.,] (?:what is|find) the (length|width)`, (g, w) => w.a === w.b ? null : {
    equations: [`${w.a![0]} = ${g.k} * ${w.b![0]}`, `2 * (l + w) = ${g.perimeter}`], unknown: w.asked![0]!, letters: 'l = the length, w = the width', meaning: `the ${w.asked}`,
  }, ['a', 'k', 'b', 'perimeter', 'asked']),
  t(String.raw`the (length|width) of a rectangle is ${N} (more|less) than its (length|width)[.,]? (?:and )?(?:the|its) perimeter is ${N}${UNIT}[.,] (?:what is|find) the (length|width)`, (g, w) => w.a === w.b ? null : {
    equations: [`${w.a![0]} = ${w.b![0]} ${w.dir === 'more' ? '+' : '-'} ${g.k}`, `2 * (l + w) = ${g.perimeter}`], unknown: w.asked![0]!, letters: 'l = the length, w = the width', meaning: `the ${w.asked}`,
  }, ['a', 'k', 'dir', 'b', 'perimeter', 'asked']),
  t(String.raw`the (length|width) of a rectangle is ${N} (more|less) than its (length|width)[.,]? (?:and )?(?:the|its) area is ${N}${UNIT}(?: square [a-z]+)?[.,] (?:what is|find) the (length|width)`, (g, w) => w.a === w.b || w.asked !== w.b ? null : {
    // One unknown, a quadratic: the other side is written in terms of it.
    equations: [`${w.b![0]} * (${w.b![0]} ${w.dir === 'more' ? '+' : '-'} ${g.k}) = ${g.area}`], unknown: w.b![0]!, letters: `${w.b![0]} = the ${w.b}`, meaning: `the ${w.asked}`,
  }, ['a', 'k', 'dir', 'b', 'area', 'asked']),
  t(String.raw`a rectangle is ${N}${UNIT} long and ${N}${UNIT} wide[.,] (?:what is|find) its (area|perimeter)`, (g, w) => ({
    equations: [w.asked === 'area' ? `a = ${g.l} * ${g.w}` : `a = 2 * (${g.l} + ${g.w})`], unknown: 'a', letters: `a = the ${w.asked}`, meaning: `the ${w.asked}`,
  }), ['l', 'w', 'asked']),
  t(String.raw`a square has an area of ${N}(?: square [a-z]+| sq [a-z]+|${UNIT}(?:\^2|²))?[.,] (?:what is|find) its perimeter`, (g) => ({
    equations: [`(p / 4)^2 = ${g.area}`], unknown: 'p', letters: 'p = the perimeter (each side is p/4)', meaning: 'the perimeter',
  }), ['area']),
  t(String.raw`a triangle has a base of ${N}${UNIT} and a height of ${N}${UNIT}[.,] (?:what is|find) its area`, (g) => ({
    equations: [`a = 1/2 * ${g.b} * ${g.h}`], unknown: 'a', letters: 'a = the area', meaning: 'the area',
  }), ['b', 'h']),
  // Ages.
  t(String.raw`${NAME} is ${N} years older than (?:his |her )?${NAME}[.,] the sum of their ages is ${N}[.,] how old is (?:his |her )?${NAME}(?: now)?`, (g, w) => ages(w, [`${w.a} = ${w.b} + ${g.k}`, `${w.a} + ${w.b} = ${g.sum}`]), ['a', 'k', 'b', 'sum', 'asked']),
  t(String.raw`${NAME} is ${N} years older than (?:his |her )?${NAME}[.,] in ${N} years the sum of their ages will be ${N}[.,] how old is (?:his |her )?${NAME}(?: now)?`, (g, w) => ages(w, [`${w.a} = ${w.b} + ${g.k}`, `(${w.a} + ${g.j}) + (${w.b} + ${g.j}) = ${g.sum}`]), ['a', 'k', 'b', 'j', 'sum', 'asked']),
  t(String.raw`${NAME} is (twice|${NUM} times) as old as (?:his |her )?${NAME}[.,] the (sum|difference) of their ages is ${N}[.,] how old is (?:his |her )?${NAME}(?: now)?`, (g, w) => {
    const times = timesOf(w.times!);
    if (times === null) return null;
    return ages(w, [`${w.a} = ${times} * ${w.b}`, w.op === 'sum' ? `${w.a} + ${w.b} = ${g.total}` : `${w.a} - ${w.b} = ${g.total}`]);
  }, ['a', 'times', 'b', 'op', 'total', 'asked']),
  t(String.raw`an? ${NAME} is (twice|${NUM} times) as old as (?:his |her )?${NAME}[.,] in ${N} years (?:he|she|the [a-z]+) will be (twice|${NUM} times) as old as (?:his |her )?(?:the )?${NAME}[.,] how old is (?:his |her )?(?:the )?${NAME}(?: now)?`, (g, w) => {
    const now = timesOf(w.times!);
    const later = timesOf(w.later!);
    if (now === null || later === null || w.b !== w.b2) return null;
    return ages(w, [`${w.a} = ${now} * ${w.b}`, `${w.a} + ${g.j} = ${later} * (${w.b} + ${g.j})`]);
  }, ['a', 'times', 'b', 'j', 'later', 'b2', 'asked']),
  // Money.
  t(String.raw`(?:tickets cost ${MONEY} for ([a-z]+) and ${MONEY} for ([a-z]+)|([a-z]+) tickets cost ${MONEY} and ([a-z]+) tickets cost ${MONEY})[.,] ${N} tickets were sold for (?:a total of )?${MONEY}[.,] how many ([a-z]+) tickets were sold`, (g, w) => {
    const [kindA, priceA, kindB, priceB] = w.kindA ? [w.kindA, g.priceA, w.kindB!, g.priceB] : [w.kindA2!, g.priceA2, w.kindB2!, g.priceB2];
    const asked = w.asked!;
    const which = same(asked, kindA!) || (asked === 'adult' && same(kindA!, 'adults')) ? 'a' : same(asked, kindB!) || (asked === 'child' && same(kindB!, 'children')) ? 'b' : null;
    if (!which) return null;
    return { equations: [`a + b = ${g.count}`, `${priceA} * a + ${priceB} * b = ${g.total}`], unknown: which, letters: `a = the ${kindA} tickets, b = the ${kindB} tickets`, meaning: `the number of ${asked} tickets`, whole: true };
  }, ['priceA', 'kindA', 'priceB', 'kindB', 'kindA2', 'priceA2', 'kindB2', 'priceB2', 'count', 'total', 'asked']),
  t(String.raw`${ITEM} cost ${MONEY} each and ${ITEM} cost ${MONEY} each[.,] ${NAME} (?:bought|buys|buys a total of|bought a total of) ${N} items for ${MONEY}[.,] how many ${ITEM} did (?:she|he|they|${NAME}) buy`, (g, w) => {
    const which = same(w.asked!, w.itemA!) ? 'a' : same(w.asked!, w.itemB!) ? 'b' : null;
    if (!which) return null;
    return { equations: [`a + b = ${g.count}`, `${g.priceA} * a + ${g.priceB} * b = ${g.total}`], unknown: which, letters: `a = the ${w.itemA}s, b = the ${w.itemB}s`, meaning: `the number of ${w.asked}s`, whole: true };
  }, ['itemA', 'priceA', 'itemB', 'priceB', '', 'count', 'total', 'asked', '']),
  t(String.raw`(?:i|[a-z]+) (?:have|has) ${MONEY} in ([a-z]+) and ([a-z]+),? (?:with )?${N} coins in all[.,] how many ([a-z]+) (?:do i|does (?:he|she|[a-z]+)) have`, (g, w) => {
    const centsA = COIN_CENTS[w.coinA!];
    const centsB = COIN_CENTS[w.coinB!];
    const which = w.asked === w.coinA ? 'a' : w.asked === w.coinB ? 'b' : null;
    if (!centsA || !centsB || !which) return null;
    return { equations: [`a + b = ${g.count}`, `${centsA} * a + ${centsB} * b = ${Math.round(g.total! * 100)}`], unknown: which, letters: `a = the ${w.coinA}, b = the ${w.coinB} (values in cents)`, meaning: `the number of ${w.asked}`, whole: true };
  }, ['total', 'coinA', 'coinB', 'count', 'asked']),
  t(String.raw`an? ([a-z ]+?) costs ${MONEY} and (?:an? )?([a-z ]+?) costs ${MONEY}[.,] how much (?:do|does|would|will) ${N} ([a-z ]+?) and ${N} ([a-z ]+?) cost(?: in total| altogether)?`, (g, w) => {
    // "a movie ticket" … "3 tickets": the item asked is the one named, by its last word.
    const sameItem = (named: string, asked: string) => same(named.split(' ').pop()!, asked.split(' ').pop()!);
    if (!sameItem(w.itemA!, w.askA!) || !sameItem(w.itemB!, w.askB!)) return null;
    return { equations: [`c = ${g.qA} * ${g.priceA} + ${g.qB} * ${g.priceB}`], unknown: 'c', letters: 'c = the total cost in dollars', meaning: 'the total cost in dollars' };
  }, ['itemA', 'priceA', 'itemB', 'priceB', 'qA', 'askA', 'qB', 'askB']),
];

function timesOf(word: string): number | null {
  if (word === 'twice') return 2;
  return readNumber(word.replace(/ times$/, ''));
}

function ages(w: Record<string, string>, equations: string[]): Setup | null {
  const { a, b, asked } = w;
  if (!a || !b || a === b || (asked !== a && asked !== b)) return null;
  // Names become one-letter unknowns the reader shows: "Let t = Tom's age, a = Ann's age".
  const letterA = a[0]!;
  const letterB = b[0] === letterA ? (letterA === 'y' ? 'z' : 'y') : b[0]!;
  const rename = (text: string) => text.replace(new RegExp(`\\b${a}\\b`, 'g'), letterA).replace(new RegExp(`\\b${b}\\b`, 'g'), letterB);
  return { equations: equations.map(rename), unknown: asked === a ? letterA : letterB, letters: `${letterA} = ${a}'s age now, ${letterB} = ${b}'s age now`, meaning: `${asked}'s age in years` };
}

function consecutive(w: Record<string, string>): Setup | null {
  const count = COUNTS[w.count!];
  const sum = readNumber(w.sum!);
  if (!count || sum === null) return null;
  const kind = w.kind?.trim() as 'odd' | 'even' | undefined;
  const step = kind ? 2 : 1;
  const terms = Array.from({ length: count }, (_, i) => (i === 0 ? 'n' : `(n + ${i * step})`));
  const first = /smallest|smaller|first|least/.test(w.which!);
  return {
    equations: [`${terms.join(' + ')} = ${sum}`, `k = n + ${first ? 0 : (count - 1) * step}`],
    unknown: 'k',
    letters: `n = the first integer${kind ? `, each next ${kind} integer is 2 more` : ', each next is 1 more'}, k = the ${w.which} one`,
    meaning: `the ${w.which} integer`,
    whole: true,
    ...(kind ? { parity: kind, parityOf: 'n' } : {}),
  };
}

/** Reads the text with the first template that matches it whole, and solves what it wrote. */
export function readSchoolProblem(text: string): EmbeddedReading | null {
  const clean = text.toLowerCase().replace(/\s+/g, ' ').trim().replace(/[?.!]+$/, '');
  for (const template of TEMPLATES) {
    const match = clean.match(template.pattern);
    if (!match) continue;
    const numbers: Record<string, number> = {};
    const words: Record<string, string> = {};
    template.names.forEach((name, i) => {
      const value = match[i + 1];
      if (!name || value === undefined) return;
      words[name] = value.trim();
      const number = readNumber(value.trim());
      if (number !== null) numbers[name] = number;
    });
    const setup = template.build(numbers, words);
    if (!setup) return null;
    return solveSetup(setup);
  }
  return null;
}

/** Solves a set-up exactly; null when its answer cannot be the story's (negative, a fractional count, the wrong parity). */
export function solveSetup(setup: Setup): EmbeddedReading | null {
  const relations = setup.equations.map(readModelEquation);
  if (relations.some((relation) => relation === null)) return null;
  const solved = solveEquations(relations.filter((relation) => relation !== null), setup.unknown, {
    positive: true,
    setUp: { rule: setup.equations.length === 1 ? 'Set up the equation' : 'Set up the equations', explanation: `Let ${setup.letters}. The story says ${setup.equations.length === 1 ? 'this' : 'these'}.` },
  });
  if ('error' in solved) return null;
  // A length, a price or a time below zero, a count that is not whole: not the story the template read.
  if (!(solved.value > 0) || (setup.whole && !Number.isInteger(solved.value))) return null;
  if (setup.parity) {
    const first = setup.equations.length > 1 ? firstOf(solved.steps, setup.parityOf!) : solved.value;
    if (first === null || !Number.isInteger(first) || Math.abs(first % 2) !== (setup.parity === 'odd' ? 1 : 0)) return null;
  }
  return { setup: { kind: 'equations', equations: setup.equations, unknown: setup.unknown }, answerMeaning: setup.meaning, steps: solved.steps, answer: solved.exactText };
}

/** The value the last step gives a letter ("n = 15"). */
function firstOf(steps: EmbeddedReading['steps'], letter: string): number | null {
  const last = steps[steps.length - 1]?.state;
  if (!last || last.kind === 'expression' || last.kind === 'union') return null;
  const relations = last.kind === 'relation' ? [last.relation] : last.relations;
  const found = relations.find((relation) => relation.lhs.toString() === letter);
  if (!found) return null;
  const value = Number(found.rhs.evaluate());
  return Number.isFinite(value) ? value : null;
}
