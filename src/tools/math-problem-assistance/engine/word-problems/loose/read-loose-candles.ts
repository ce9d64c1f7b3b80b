import { calculationChecked, agrees, solveChecked } from './solve-checked';
import { show, type Quantity, type Story } from './read-story';
import type { EmbeddedReading } from '../word-problem-outcome';

// Candles burning down at a steady rate: one candle's height after a time, or the time until it burns out or reaches
// a height ("A candle is 16 inches tall and burns 1.25 inches per hour. How tall is it after 6 hours?"); or two
// candles lit together, and when they are the same height ("A 20 cm candle burns 2 cm per hour. A 14 cm candle burns
// 0.5 cm per hour. … After how many hours will they be the same height?"). Each candle is a height and then its rate,
// in one unit of length for all; every number must be a height, a rate or the time asked about, and the heights found
// must not be below zero, or it refuses.

/** Units of length, each spelling to one name. */
const LENGTHS: Record<string, string> = {
  cm: 'cm', centimeter: 'cm', centimeters: 'cm', centimetre: 'cm', centimetres: 'cm', mm: 'mm', millimeter: 'mm', millimeters: 'mm',
  in: 'in', inch: 'in', inches: 'in', ft: 'ft', foot: 'ft', feet: 'ft',
};
/** A time unit as its share of an hour. */
const HOURS: Record<string, string> = { hour: '1', hours: '1', hr: '1', hrs: '1', h: '1', minute: '1/60', minutes: '1/60', min: '1/60', mins: '1/60' };

interface Candle {
  height: Quantity;
  rate: Quantity;
  /** The rate's time unit in hours ("per hour": 1, "a minute": 1/60). */
  per: string;
}

function lengthOf(quantity: Quantity): string | undefined {
  return LENGTHS[quantity.after.replace(/^-/, '').split(' ')[0] ?? ''];
}

/** "2 cm per hour", "3 inches an hour", "1 inch every hour": the rate's time unit. */
function rateTime(quantity: Quantity): string | undefined {
  const words = quantity.after.replace(/^-/, '').split(' ');
  if (!/^(?:per|an?|every|each)$/.test(words[1] ?? '')) return undefined;
  return HOURS[words[2] ?? ''];
}

/** "after 6 hours", "after 6 hours 20 minutes", "in 90 minutes": a time in hours, exactly; null when none or unclear. */
function readDuration(times: Quantity[]): string | null {
  const parts = times.map((quantity) => {
    const share = HOURS[quantity.after.split(' ')[0] ?? ''];
    return share ? `${quantity.exact.includes('/') ? `(${quantity.exact})` : quantity.exact} * ${share}` : null;
  });
  if (parts.length === 0 || parts.length > 2 || parts.some((part) => part === null)) return null;
  return parts.join(' + ');
}

function valueOf(expression: string): number {
  return expression.split(' + ').reduce((sum, part) => {
    const [amount, share] = part.split(' * ');
    const number = (text: string) => text.replace(/[()]/g, '').split('/').reduce((a, b, i) => (i === 0 ? Number(b) : a / Number(b)), 0);
    return sum + number(amount!) * number(share!);
  }, 0);
}

function readCandles(story: Story): { candles: Candle[]; unit: string; rest: Quantity[] } | null {
  const { text, quantities, ask } = story;
  const askAt = text.lastIndexOf(ask);
  const facts = quantities.filter((quantity) => quantity.at < askAt);
  const candles: Candle[] = [];
  let height: Quantity | undefined;
  const units = new Set<string>();
  for (const quantity of facts) {
    const unit = lengthOf(quantity);
    if (!unit || quantity.money || quantity.percent) return null;
    units.add(unit);
    const per = rateTime(quantity);
    if (per) {
      if (!height) return null;
      candles.push({ height, rate: quantity, per });
      height = undefined;
    } else {
      if (height) return null;
      height = quantity;
    }
  }
  if (height || units.size !== 1 || candles.length === 0 || candles.length > 2) return null;
  if (candles.some((candle) => candle.per !== candles[0]!.per || candle.rate.value <= 0 || candle.height.value <= 0)) return null;
  return { candles, unit: [...units][0]!, rest: quantities.filter((quantity) => quantity.at >= askAt) };
}

const wrap = (exact: string) => (exact.includes('/') ? `(${exact})` : exact);

/** One candle: its height after a time, or the time until it burns out or stands at a height. */
function readOneCandle(candle: Candle, unit: string, rest: Quantity[], ask: string): EmbeddedReading | null {
  const [h, r] = [wrap(candle.height.exact), wrap(candle.rate.exact)];
  const perHour = candle.per === '1';
  if (/\bhow (?:tall|high|long)\b|\bwhat (?:is |will be )?(?:its |the )?height\b|\bhow much (?:is )?left\b/.test(ask) && /\b(?:after|in)\b/.test(ask) && !/\bhow long (?:until|till|before|will|does|would)\b/.test(ask)) {
    const duration = readDuration(rest);
    if (!duration || !perHour) return null;
    const left = candle.height.value - candle.rate.value * valueOf(duration);
    if (left < 0) return null;
    return calculationChecked(`${h} - ${r} * (${duration})`, { rule: 'Take away what burns', explanation: `It burns ${show(candle.rate.value)} ${unit} each hour, so after the time it is that much times the hours shorter.` }, `the height in ${unit}`, left);
  }
  const askedHours = /\bhow many hours\b|\bhow long\b|\bwhen\b|\bafter how many hours\b/.test(ask) && !/\bminutes?\b/.test(ask);
  if (!askedHours || !perHour) return null;
  if (rest.length === 0 && /\bburn (?:out|down completely|all the way(?: down)?|completely)\b|\bburned (?:out|down completely)\b|\bgone\b/.test(ask)) {
    return calculationChecked(`${h} / ${r}`, { rule: 'Divide the height by the rate', explanation: `All ${show(candle.height.value)} ${unit} burn at ${show(candle.rate.value)} ${unit} each hour.` }, 'the hours until it burns out', candle.height.value / candle.rate.value);
  }
  if (rest.length === 1 && lengthOf(rest[0]!) === unit && rest[0]!.value < candle.height.value) {
    const target = rest[0]!;
    return solveChecked(
      { equations: [`${h} - ${r} * t = ${wrap(target.exact)}`], unknown: 't', letters: 't = the hours it burns', meaning: `the hours until it is ${show(target.value)} ${unit} tall` },
      (values) => values.t !== undefined && values.t > 0 && agrees(candle.height.value - candle.rate.value * values.t, target.value),
    );
  }
  return null;
}

/** Two candles lit together: when they stand at the same height. */
function readTwoCandles(candles: Candle[], rest: Quantity[], ask: string): EmbeddedReading | null {
  const [one, two] = candles as [Candle, Candle];
  if (rest.length !== 0 || one.per !== '1' || one.rate.value === two.rate.value) return null;
  if (!/\bsame (?:height|length)\b|\bequal (?:in )?(?:height|length)\b|\bas (?:tall|high|long) as\b|\bthe same\b/.test(ask)) return null;
  if (!/\bhow many hours\b|\bhow long\b|\bwhen\b/.test(ask) || /\bminutes?\b|\bhow tall\b|\bwhat height\b/.test(ask)) return null;
  const heightAt = (candle: Candle, t: number) => candle.height.value - candle.rate.value * t;
  return solveChecked(
    { equations: [`${wrap(one.height.exact)} - ${wrap(one.rate.exact)} * t = ${wrap(two.height.exact)} - ${wrap(two.rate.exact)} * t`], unknown: 't', letters: 't = the hours both have burned', meaning: 'the hours until both are the same height' },
    (values) => values.t !== undefined && values.t > 0 && heightAt(one, values.t) > 0 && agrees(heightAt(one, values.t), heightAt(two, values.t)),
  );
}

export function readLooseCandles(story: Story): EmbeddedReading | null {
  if (!/\bcandles?\b/.test(story.text) || !/\bburn(?:s|ed|ing)?\b/.test(story.text)) return null;
  const read = readCandles(story);
  if (!read) return null;
  if (read.candles.length === 1) return readOneCandle(read.candles[0]!, read.unit, read.rest, story.ask);
  // Two candles "lit at the same time" or "together": one clock for both.
  if (!/\b(?:same time|together|at once|both lit|are lit|lit them)\b/.test(story.text)) return null;
  return readTwoCandles(read.candles, read.rest, story.ask);
}
