import { calculationReading } from '../build-reading';
import { nounKey } from '../read-text';
import type { EmbeddedReading } from '../word-problem-outcome';
import { show, type Quantity, type Story } from './read-story';

// Proportions: a pair of quantities that go together ("3 pencils cost $1.20", "2 cups of flour for 12
// cookies", "1 cm to 25 km") and a third of one kind, asking for the other kind ("how much do 10 pencils
// cost?", "how many cups … for 30 cookies?", "how far … in km?"). More of one means proportionally more
// of the other, except workers, machines or speed against time, where more means less (inverse); a pair
// whose kinds are neither plainly direct nor inverse, a fourth number, or an ask naming neither kind, and
// it refuses. Shares in a ratio ("share $120 between Ann and Bob in the ratio 3:5") are read here too.

const TIME = /^(?:seconds?|minutes?|mins?|hours?|hrs?|days?|weeks?|months?|years?)$/;
const AGENTS = /^(?:workers?|people|persons?|men|women|machines?|pumps?|painters?|builders?|pipes?|taps?|printers?|robots?|cooks?|employees?|teams?|trucks?|tractors?|farmers?|typists?|cleaners?)$/;
const SPEED = /^(?:km\/h|kph|mph|miles per hour|kilometers per hour|kilometres per hour|km per hour|m\/s)$/;
const LENGTH = /^(?:km|kilometers?|kilometres?|miles?|m|meters?|metres?|cm|centimeters?|centimetres?|mm|ft|feet|foot|inches|inch|in|yards?|yd)$/;
/** Words after a number that are not its kind ("3 more", "12 of them"). */
const NOT_A_KIND = /^(?:more|less|fewer|older|younger|longer|shorter|bigger|smaller|extra|left|times|of|and|to|for|in|at|is|are|was|were|each|per|a|an|the|this|that|these|those|more)$/;
/** A rate already in the story ("12 miles a day", "for every 25 calls", "$3 per pound"): more than one pair, not a plain proportion. */
const RATE_WORDS = /\b(?:per|each|every)\b|\b(?:a|an) (?:second|minute|hour|day|night|week|month|year|mile|km|kilometer|kilometre|pound|kg|gallon|liter|litre|piece|person|time)\b/;

/** The kind of a quantity: "$" for money, else the noun after it ("pencils", "cups", "km"). */
function kindOf(quantity: Quantity): string | null {
  if (quantity.money) return '$';
  if (quantity.percent) return null;
  const words = quantity.after.split(' ');
  const first = words[0] ?? '';
  if (!first || NOT_A_KIND.test(first)) return null;
  if (SPEED.test(words.slice(0, 3).join(' '))) return 'speed';
  if (SPEED.test(first)) return 'speed';
  return nounKey(first);
}

function sameKind(a: string, b: string): boolean {
  return a === b || (a.length > 3 && b.startsWith(a)) || (b.length > 3 && a.startsWith(b));
}

/** What the ask wants, as a kind: money for "how much … cost", a noun for "how many cups", length for "how far". */
function askedKind(ask: string, kinds: string[]): string | null {
  if (/\bhow much (?:will|would|do|does|did|is|are|money)\b.*\b(?:cost|pay|spend|charge|earn|be)\b|\bwhat (?:will|would|is|does|do)\b.*\bcost\b|\bhow much (?:money|do|does|will|would)\b/.test(ask) && kinds.includes('$')) return '$';
  const many = ask.match(/\bhow (?:many|much) ([a-z]+)/);
  if (many && !/^(?:do|does|did|will|would|is|are|was|were|can|money)$/.test(many[1]!)) {
    // "How many hours…": that kind or nothing.
    const noun = nounKey(many[1]!);
    return kinds.find((kind) => kind !== '$' && sameKind(kind, noun)) ?? null;
  }
  if (/\bhow (?:far|long is|long are|many (?:km|miles|meters|metres))\b|\bwhat distance\b|\bhow far apart\b/.test(ask) || /\bin (?:km|kilometers|kilometres|miles|meters|metres)\b/.test(ask)) {
    const unit = ask.match(/\bin (km|kilometers|kilometres|miles|meters|metres)\b/)?.[1];
    const found = kinds.filter((kind) => LENGTH.test(kind) && (!unit || sameKind(kind, nounKey(unit))));
    if (found.length === 1) return found[0]!;
  }
  if (/\bhow long\b/.test(ask) && !/\bhow long is\b|\bhow long are\b/.test(ask)) {
    const found = kinds.filter((kind) => TIME.test(kind));
    if (found.length === 1) return found[0]!;
  }
  return null;
}

function readPairProportion(story: Story): EmbeddedReading | null {
  const { quantities, ask, text } = story;
  if (quantities.length !== 3 || /\bratio\b|\bpercent\b|%/.test(text)) return null;
  const kinds = quantities.map(kindOf);
  if (kinds.some((kind) => kind === null)) return null;
  const [a, b, c] = kinds as [string, string, string];
  if (RATE_WORDS.test(text)) return null;
  // The pair is the first two numbers, of two different kinds, said in one sentence; the third is of
  // one of those kinds and comes after the pair's sentence, or in the question itself.
  if (sameKind(a, b)) return null;
  const askStart = text.lastIndexOf(ask);
  const sentenceOf = (at: number) => (text.slice(0, at).match(/[.?!]\s/g) ?? []).length;
  if (sentenceOf(quantities[0]!.at) !== sentenceOf(quantities[1]!.at) || quantities[1]!.at >= askStart) return null;
  if (!(sentenceOf(quantities[2]!.at) > sentenceOf(quantities[1]!.at) || quantities[2]!.at >= askStart)) return null;
  const third = sameKind(c, a) ? 'a' : sameKind(c, b) ? 'b' : null;
  if (!third) return null;
  const wanted = askedKind(ask, [a, b]);
  if (!wanted || sameKind(wanted, third === 'a' ? a : b)) return null;
  // The ask must not name the third quantity's kind as its answer, and the third must sit in the ask or a sentence after the pair.
  const [given, other] = third === 'a' ? [quantities[0]!, quantities[1]!] : [quantities[1]!, quantities[0]!];
  const [givenKind, otherKind] = third === 'a' ? [a, b] : [b, a];
  const inverse = (AGENTS.test(givenKind) && TIME.test(otherKind)) || (TIME.test(givenKind) && AGENTS.test(otherKind)) || (givenKind === 'speed' && TIME.test(otherKind)) || (TIME.test(givenKind) && otherKind === 'speed');
  const direct = !inverse && !AGENTS.test(givenKind) && !AGENTS.test(otherKind) && !(givenKind === 'speed' || otherKind === 'speed');
  if (!inverse && !direct) return null;
  // More laps of a shorter track, more turns at a smaller radius: two measures whose product is fixed
  // look like a pair too. A direct proportion is taken only when the pair is said as one ("3 pencils
  // cost $1.20", "2 cups of flour for 12 cookies", "1 cm to 25 km", "180 miles in 3 hours").
  if (direct && !isSaidAsPair(text, quantities[0]!, quantities[1]!)) return null;
  const wrap = (exact: string) => (exact.includes('/') ? `(${exact})` : exact);
  const [g, o, n] = [wrap(given.exact), wrap(other.exact), wrap(quantities[2]!.exact)];
  if (given.value === 0 || quantities[2]!.value === 0) return null;
  if (inverse) {
    return calculationReading(
      `${o} * ${g} / ${n}`,
      { rule: 'Use an inverse proportion', explanation: `${givenKind === 'speed' || otherKind === 'speed' ? 'Going faster takes' : 'More of them take'} proportionally less time: ${g} × ${o} is the whole job, shared out over ${n}.` },
      `the ${otherKind}`,
    );
  }
  return calculationReading(
    `${o} / ${g} * ${n}`,
    { rule: 'Use a proportion', explanation: `${o} for ${g} is ${o}/${g} for each one; ${n} of them is ${n} times that.` },
    otherKind === '$' ? 'the cost' : `the ${otherKind}`,
  );
}

/** The words between a pair's two numbers: the first one's noun, then a short link ("cost", "for", "to", "in", "stand for"). */
function isSaidAsPair(text: string, first: Quantity, second: Quantity): boolean {
  const between = text
    .slice(first.at + first.text.length, second.at)
    .replace(/\$\s*$/, '')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  // The first number's noun (and "of flour"), unless the first is money; "6 gallons of gas to go 150 miles" links by "to go".
  const links = (words: string[]) => words.join(' ').replace(/^of [a-z]+ ?/, '').split(' ').filter(Boolean);
  const LINK = /^(?:(?:can |will |to )?(?:cost|costs|buy|buys|make|makes|print|prints|produce|produces|fill|fills|weigh|weighs|serve|serves|feed|feeds)|for|to|in|stand for|stands for|represent|represents|is|are|=|equals?|(?:can |will )?(?:travel|travels|drive|drives|walk|walks|ride|rides|cover|covers|run|runs|go|goes) in|to (?:go|travel|drive|walk|ride|cover|run|fly))$/;
  const link = first.money ? between : links(between.slice(1));
  if (link.length > 0 && link.length <= 3 && LINK.test(link.join(' '))) return true;
  // "3/4 cup sugar for 16 pancakes": the unit's noun without "of".
  const withNoun = first.money ? [] : links(between.slice(2));
  return !first.money && between.length >= 3 && withNoun.length > 0 && withNoun.length <= 3 && LINK.test(withNoun.join(' '));
}

/** "Share $120 between Ann and Bob in the ratio 3:5", "The ratio of boys to girls is 3:4 and there are 28 students". */
function readRatio(story: Story): EmbeddedReading | null {
  const { text, ask, quantities } = story;
  const ratio = text.match(/\bratio (?:of )?(?:([a-z]+) to ([a-z]+) )?(?:(?:in|at|on) (?:a|an|the) [a-z]+ )?(?:is |of |was )?(\d+) ?(?::|to) ?(\d+)\b/);
  if (!ratio || quantities.length !== 3) return null;
  const [partA, partB] = [Number(ratio[3]), Number(ratio[4])];
  if (!(partA > 0 && partB > 0)) return null;
  const total = quantities.filter((quantity) => !text.slice(quantity.at).startsWith(`${quantity.text}:`) && !text.slice(quantity.at).startsWith(`${quantity.text} :`) && !text.slice(0, quantity.at).match(/(?:\d ?:|\d to) ?$/));
  if (total.length !== 1) return null;
  const shared = text.match(/\b(?:share|split|divide)[sd]? (?:\$ ?[\d,.]+|[\d,.]+ [a-z]+) (?:between|among) ([a-z]+) and ([a-z]+)\b/);
  if (shared) {
    const asked = ask.match(/\bhow much (?:does|will|did|money does) ([a-z]+) (?:get|receive|have)\b/)?.[1];
    const index = asked === shared[1] ? 0 : asked === shared[2] ? 1 : -1;
    if (index < 0 || shared[1] === shared[2]) return null;
    const part = index === 0 ? partA : partB;
    return calculationReading(
      `${show(total[0]!.value)} * ${part} / (${partA} + ${partB})`,
      { rule: 'Split in the ratio', explanation: `The ratio ${partA}:${partB} makes ${partA + partB} equal parts; ${asked} gets ${part} of them.` },
      `${asked}'s share`,
    );
  }
  if (ratio[1] && ratio[2] && ratio[1] !== ratio[2]) {
    const whole = total[0]!;
    const asked = ask.match(/\bhow many ([a-z]+)\b/)?.[1];
    if (!asked) return null;
    const index = sameKind(nounKey(asked), nounKey(ratio[1])) ? 0 : sameKind(nounKey(asked), nounKey(ratio[2])) ? 1 : -1;
    if (index < 0) return null;
    const part = index === 0 ? partA : partB;
    const otherPart = index === 0 ? partB : partA;
    const wholeKind = kindOf(whole);
    if (!wholeKind) return null;
    // The number is of the other group ("there are 12 boys"): scale by the ratio.
    if (sameKind(wholeKind, nounKey(index === 0 ? ratio[2] : ratio[1]))) {
      return calculationReading(`${show(whole.value)} * ${part} / ${otherPart}`, { rule: 'Scale by the ratio', explanation: `For every ${otherPart} of the one there are ${part} of the other.` }, `the number of ${asked}`);
    }
    // The number is everyone together ("28 students", "28 in all").
    if (sameKind(wholeKind, nounKey(asked)) || !/\b(?:students|people|children|pupils|animals|total|in all|altogether|members|players)\b/.test(text)) return null;
    return calculationReading(`${show(whole.value)} * ${part} / (${partA} + ${partB})`, { rule: 'Split in the ratio', explanation: `The ratio ${partA}:${partB} makes ${partA + partB} equal parts of the whole; ${asked} are ${part} of them.` }, `the number of ${asked}`);
  }
  return null;
}

export function readLooseProportion(story: Story): EmbeddedReading | null {
  const readings = [readPairProportion(story), readRatio(story)].filter((reading) => reading !== null);
  return readings.length === 1 ? readings[0]! : null;
}
