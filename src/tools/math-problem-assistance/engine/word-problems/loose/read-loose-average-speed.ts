import type { EmbeddedReading } from '../word-problem-outcome';
import type { Quantity, Story } from './read-story';
import { readRateUnit } from './read-loose-rate-conversion';
import { conversionFactor, readUnit, type MeasureUnit } from './read-units';
import { agrees, solveChecked } from './solve-checked';

// The average speed of a trip in legs: each leg gives two of its distance, speed and time ("rides 18 km at
// 12 km/h and then another 24 km at 16 km/h", "drives 2 hours at 60 mph and 3 hours at 50 mph"), and the
// average over the whole trip is the whole distance over the whole time, not the mean of the speeds. Every leg's
// missing part is written from its two, all in one pair of units (the first speed's, or km and hours), then
// a = Σ distance / Σ time; solved, put back, and worked out again leg by leg. A leg with one number, units of
// other measures, or a number with no leg, and it refuses.

interface Part {
  kind: 'distance' | 'speed' | 'time';
  quantity: Quantity;
  /** The value in the story's units: km (or miles), hours. */
  exact: string;
  value: number;
}

export function readLooseAverageSpeed(story: Story): EmbeddedReading | null {
  const { text, ask, quantities } = story;
  if (!/\baverage speed\b/.test(ask) || quantities.some((quantity) => quantity.money || quantity.percent)) return null;
  // The pair of units: the first speed's; distances and times are converted into them exactly.
  const speeds = quantities.map((quantity) => readRateUnit(text.slice(quantity.at + quantity.text.length).trimStart()));
  const first = speeds.find((unit) => unit !== null);
  if (!first || first.top.measure !== 'LENGTH' || first.bottom.measure !== 'TIME') return null;
  const [length, time]: [MeasureUnit, MeasureUnit] = [first.top, first.bottom];
  const parts: Part[] = [];
  for (const [i, quantity] of quantities.entries()) {
    const speed = speeds[i];
    if (speed) {
      const [top, bottom] = [conversionFactor(speed.top, length), conversionFactor(speed.bottom, time)];
      if (top !== 1 || bottom !== 1) return null;
      parts.push({ kind: 'speed', quantity, exact: quantity.exact, value: quantity.value });
      continue;
    }
    const unit = readUnit(quantity.after.split(' ')[0] ?? '');
    if (!unit || (unit.measure !== 'LENGTH' && unit.measure !== 'TIME')) return null;
    const factor = conversionFactor(unit, unit.measure === 'LENGTH' ? length : time);
    const inverse = conversionFactor(unit.measure === 'LENGTH' ? length : time, unit);
    if (factor === null || inverse === null) return null;
    const exact = factor === 1 ? quantity.exact : factor >= 1 ? `${quantity.exact} * ${factor}` : `${quantity.exact} / ${inverse}`;
    parts.push({ kind: unit.measure === 'LENGTH' ? 'distance' : 'time', quantity, exact: factor === 1 ? exact : `(${exact})`, value: quantity.value * factor });
  }
  // Legs: the parts two by two, in order, two different kinds in each.
  if (parts.length < 4 || parts.length % 2 !== 0) return null;
  const legs: Array<[Part, Part]> = [];
  for (let i = 0; i < parts.length; i += 2) {
    const [a, b] = [parts[i]!, parts[i + 1]!];
    if (a.kind === b.kind) return null;
    // The two parts of a leg are said together: no sentence or "then" between them.
    if (/[.?!]\s|\bthen\b|\band then\b/.test(text.slice(a.quantity.at, b.quantity.at))) return null;
    legs.push([a, b]);
  }
  const of = (leg: [Part, Part], kind: Part['kind']) => leg.find((part) => part.kind === kind);
  const distance = (leg: [Part, Part]) => of(leg, 'distance')?.exact ?? `${of(leg, 'speed')!.exact} * ${of(leg, 'time')!.exact}`;
  const hours = (leg: [Part, Part]) => of(leg, 'time')?.exact ?? `${of(leg, 'distance')!.exact} / ${of(leg, 'speed')!.exact}`;
  const value = (leg: [Part, Part], kind: 'distance' | 'time') => {
    const [d, s, t] = [of(leg, 'distance')?.value, of(leg, 'speed')?.value, of(leg, 'time')?.value];
    return kind === 'distance' ? (d ?? s! * t!) : (t ?? d! / s!);
  };
  const wrap = (term: string) => (/[+-]/.test(term) ? `(${term})` : term);
  const totalDistance = legs.map((leg) => wrap(distance(leg))).join(' + ');
  const totalTime = legs.map((leg) => wrap(hours(leg))).join(' + ');
  return solveChecked(
    {
      equations: [`a * (${totalTime}) = ${totalDistance}`],
      unknown: 'a',
      letters: `a = the average speed in ${length.name} per ${time.name} (the whole distance over the whole time; each leg's distance is speed × time, its time distance ÷ speed)`,
      meaning: `the average speed in ${length.name} per ${time.name}`,
    },
    (values) => agrees(values.a!, legs.reduce((sum, leg) => sum + value(leg, 'distance'), 0) / legs.reduce((sum, leg) => sum + value(leg, 'time'), 0)),
  );
}
