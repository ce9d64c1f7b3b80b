/**
 * The arithmetic behind the graph: which window of the plane to show, where the ticks go, and where a
 * curve must be broken (an asymptote, or a gap the engine left where the function is undefined) so the
 * SVG does not draw a false vertical line through it.
 */

export type Point = readonly [number, number];

export interface PlotFrame {
  xMin: number;
  xMax: number;
  yMin: number;
  yMax: number;
}

function quantile(sorted: readonly number[], share: number): number {
  const at = (sorted.length - 1) * share;
  const low = Math.floor(at);
  const high = Math.ceil(at);
  return sorted[low]! + (sorted[high]! - sorted[low]!) * (at - low);
}

/** Pads a range on both sides; a flat range (a constant function) gets a unit either side. */
function pad(low: number, high: number, share: number): [number, number] {
  const span = high - low;
  if (span <= 0 || !Number.isFinite(span)) return [low - 1, high + 1];
  return [low - span * share, high + span * share];
}

/**
 * The window: every x the engine sampled; y from the points, except that a few huge values near an
 * asymptote (1/x close to 0) would flatten everything else, so they are cut off at the 5th and 95th
 * percentiles when they are far outside the bulk. The x-axis is kept in view when roots are marked on it.
 */
export function computeFrame(series: ReadonlyArray<readonly Point[]>, roots: readonly number[]): PlotFrame | null {
  const points = series.flat().filter(([x, y]) => Number.isFinite(x) && Number.isFinite(y));
  if (points.length === 0) return null;
  const xs = points.map(([x]) => x).concat(roots.filter(Number.isFinite));
  const ys = points.map(([, y]) => y).sort((a, b) => a - b);
  let [yLow, yHigh] = [ys[0]!, ys.at(-1)!];
  const bulkLow = quantile(ys, 0.05);
  const bulkHigh = quantile(ys, 0.95);
  const clipped = ys.length >= 10 && yHigh - yLow > 4 * Math.max(bulkHigh - bulkLow, 1e-9);
  if (clipped) [yLow, yHigh] = [bulkLow, bulkHigh];
  // Keep y = 0 in view when it is near (or roots sit on it, or the line is flat), so the reader sees the x-axis.
  const reach = yHigh - yLow > 1e-9 ? yHigh - yLow : Infinity;
  if (roots.length > 0 || (yLow > 0 && yLow < reach) || (yHigh < 0 && -yHigh < reach)) {
    yLow = Math.min(yLow, 0);
    yHigh = Math.max(yHigh, 0);
  }
  const [xMin, xMax] = pad(Math.min(...xs), Math.max(...xs), 0);
  const [yMin, yMax] = pad(yLow, yHigh, clipped ? 0.15 : 0.08);
  return { xMin, xMax, yMin, yMax };
}

/** "Nice" tick values (steps of 1, 2 or 5 times a power of ten), about `target` of them across the range. */
export function niceTicks(min: number, max: number, target = 6): number[] {
  const span = max - min;
  if (!(span > 0) || !Number.isFinite(span)) return [];
  const rough = span / target;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= rough) ?? 10 * power;
  const ticks: number[] = [];
  for (let value = Math.ceil(min / step - 1e-9) * step; value <= max + step * 1e-9; value += step) {
    // Adding the step repeatedly drifts (0.1 + 0.2); rounding to the step's own precision keeps labels clean.
    ticks.push(Number(value.toFixed(Math.max(0, -Math.floor(Math.log10(step)) + 1))));
  }
  return ticks.map((tick) => (Object.is(tick, -0) ? 0 : tick));
}

/** A tick or root label: at most three decimals, no trailing zeros, a true minus sign. */
export function formatNumber(value: number): string {
  const rounded = Math.abs(value) >= 1e5 || (value !== 0 && Math.abs(value) < 1e-3) ? value.toExponential(1) : String(Number(value.toFixed(3)));
  return rounded.replace('-', '−');
}

/**
 * Splits a curve where it should not be joined: at a non-finite point, across a gap in x much wider
 * than the sampling step, or where it jumps from above the window to below it (an asymptote).
 */
export function splitCurve(points: readonly Point[], frame: PlotFrame): Point[][] {
  const sorted = points.filter(([x, y]) => Number.isFinite(x) && Number.isFinite(y)).sort((a, b) => a[0] - b[0]);
  const steps = sorted.slice(1).map(([x], index) => x - sorted[index]![0]).sort((a, b) => a - b);
  const usualStep = steps.length > 0 ? quantile(steps, 0.5) : 0;
  const height = frame.yMax - frame.yMin;
  const side = (y: number) => (y > frame.yMax ? 1 : y < frame.yMin ? -1 : 0);
  const pieces: Point[][] = [];
  let current: Point[] = [];
  sorted.forEach((point, index) => {
    const previous = sorted[index - 1];
    if (previous) {
      const gap = usualStep > 0 && point[0] - previous[0] > 3 * usualStep;
      const jump = side(previous[1]) !== 0 && side(point[1]) === -side(previous[1]);
      if (gap || jump) {
        if (current.length > 0) pieces.push(current);
        current = [];
      }
    }
    // Far-off values are pulled in to just outside the window: the clip hides them, the slope stays steep.
    const y = Math.min(Math.max(point[1], frame.yMin - height), frame.yMax + height);
    current.push([point[0], y]);
  });
  if (current.length > 0) pieces.push(current);
  return pieces;
}

/**
 * The curve's height at `x`, read off its points in straight lines between neighbours; null outside the
 * sampled range or across a gap (where the engine found the function undefined).
 */
export function valueAt(points: readonly Point[], x: number): number | null {
  const sorted = [...points].sort((a, b) => a[0] - b[0]);
  const steps = sorted.slice(1).map(([next], index) => next - sorted[index]![0]).sort((a, b) => a - b);
  const usualStep = steps.length > 0 ? quantile(steps, 0.5) : 0;
  for (let index = 0; index < sorted.length; index += 1) {
    const [x1, y1] = sorted[index]!;
    if (x1 === x) return y1;
    const next = sorted[index + 1];
    if (!next || !(x1 < x && x < next[0])) continue;
    if (next[0] - x1 > 3 * usualStep) return null;
    return y1 + ((next[1] - y1) * (x - x1)) / (next[0] - x1);
  }
  return null;
}
