import { useId, useMemo } from 'react';
import type { MathResult } from '../api/solve-math';
import { computeFrame, formatNumber, niceTicks, splitCurve, valueAt } from '../lib/plot-frame';

type Graph = NonNullable<MathResult['graph']>;

// Small enough that the labels stay readable when the drawing shrinks to a phone's width.
const WIDTH = 360;
const HEIGHT = 250;
const PAD = { left: 38, right: 10, top: 12, bottom: 26 };
const PLOT_W = WIDTH - PAD.left - PAD.right;
const PLOT_H = HEIGHT - PAD.top - PAD.bottom;
const STROKES = ['stroke-primary', 'stroke-rose-500', 'stroke-emerald-600', 'stroke-amber-500'];
const SWATCHES = ['bg-primary', 'bg-rose-500', 'bg-emerald-600', 'bg-amber-500'];
/** Root labels closer than this (in SVG units) alternate above and below the axis so they do not overlap. */
const LABEL_GAP = 48;

/**
 * The function (or both sides of an equation) plotted from the engine's points, scaled to fit, with
 * ticks, and the roots marked as labelled dots on the x-axis. Drawn in a fixed viewBox that scales to
 * the card's width, so it never makes a phone screen scroll sideways.
 */
export function FunctionGraph({ graph }: { graph: Graph }) {
  const clipId = useId();
  const titleId = useId();
  const frame = useMemo(() => computeFrame(graph.series.map((series) => series.points), graph.roots), [graph]);
  const name = graph.series.map((series) => series.label).join(' and ');
  const rootsText = graph.roots.map((root) => `${graph.variable} = ${formatNumber(root)}`).join(', ');
  // One curve: its roots sit on the x-axis. Both sides of an equation: a solution is where the curves meet.
  const sides = graph.series.length > 1;
  const meeting = rootsText ? (sides ? `The two sides are equal at ${rootsText}.` : `Crosses the x-axis at ${rootsText}.`) : '';

  if (!frame) return <p className="text-sm text-muted-foreground">There are no points to plot for this problem.</p>;

  const sx = (x: number) => PAD.left + ((x - frame.xMin) / (frame.xMax - frame.xMin)) * PLOT_W;
  const sy = (y: number) => PAD.top + ((frame.yMax - y) / (frame.yMax - frame.yMin)) * PLOT_H;
  const xTicks = niceTicks(frame.xMin, frame.xMax, 6);
  const yTicks = niceTicks(frame.yMin, frame.yMax, 5);
  const xAxisY = frame.yMin <= 0 && frame.yMax >= 0 ? sy(0) : null;
  const yAxisX = frame.xMin <= 0 && frame.xMax >= 0 ? sx(0) : null;
  const visibleRoots = [...graph.roots].filter((root) => root >= frame.xMin && root <= frame.xMax).sort((a, b) => a - b);
  const axisY = xAxisY ?? sy(frame.yMin);
  const lastAt: [number, number] = [-Infinity, -Infinity];
  const rootLabels = visibleRoots.map((root) => {
    const x = sx(root);
    const height = sides ? valueAt(graph.series[0]!.points, root) : 0;
    const y = height !== null && height >= frame.yMin && height <= frame.yMax ? sy(height) : axisY;
    let level = 0;
    if (x - lastAt[0] < LABEL_GAP) level = x - lastAt[1] < LABEL_GAP ? 0 : 1;
    lastAt[level] = x;
    return { root, x, y, level };
  });

  return (
    <figure className="space-y-3">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-auto w-full max-w-xl select-none text-[12px]"
        role="img"
        aria-labelledby={titleId}
        data-testid="math-graph"
      >
        <title id={titleId}>{`Graph of ${name}. ${meeting}`.trim()}</title>
        <defs>
          <clipPath id={clipId}>
            <rect x={PAD.left} y={PAD.top} width={PLOT_W} height={PLOT_H} />
          </clipPath>
        </defs>
        <g className="stroke-border" strokeWidth={1}>
          {xTicks.map((tick) => (
            <line key={`gx${tick}`} x1={sx(tick)} x2={sx(tick)} y1={PAD.top} y2={PAD.top + PLOT_H} />
          ))}
          {yTicks.map((tick) => (
            <line key={`gy${tick}`} x1={PAD.left} x2={PAD.left + PLOT_W} y1={sy(tick)} y2={sy(tick)} />
          ))}
        </g>
        <rect x={PAD.left} y={PAD.top} width={PLOT_W} height={PLOT_H} fill="none" className="stroke-border" />
        <g className="stroke-foreground/60" strokeWidth={1.25}>
          {xAxisY !== null && <line x1={PAD.left} x2={PAD.left + PLOT_W} y1={xAxisY} y2={xAxisY} data-testid="math-graph-x-axis" />}
          {yAxisX !== null && <line x1={yAxisX} x2={yAxisX} y1={PAD.top} y2={PAD.top + PLOT_H} />}
        </g>
        <g className="fill-muted-foreground">
          {xTicks.map((tick) => (
            <text key={`tx${tick}`} x={sx(tick)} y={HEIGHT - 9} textAnchor="middle">
              {formatNumber(tick)}
            </text>
          ))}
          {yTicks.map((tick) => (
            <text key={`ty${tick}`} x={PAD.left - 5} y={sy(tick) + 4} textAnchor="end">
              {formatNumber(tick)}
            </text>
          ))}
        </g>
        <g clipPath={`url(#${clipId})`} fill="none" strokeWidth={2.25} strokeLinejoin="round" strokeLinecap="round">
          {graph.series.map((series, index) =>
            splitCurve(series.points, frame).map((piece, pieceIndex) => (
              <polyline
                key={`${index}-${pieceIndex}`}
                data-testid="math-graph-curve"
                className={STROKES[index % STROKES.length]}
                points={piece.map(([x, y]) => `${sx(x).toFixed(2)},${sy(y).toFixed(2)}`).join(' ')}
              />
            )),
          )}
        </g>
        {rootLabels.map(({ root, x, y, level }, index) => (
          <g key={index} data-testid="math-graph-root" data-root={root}>
            {y !== axisY && (
              // A dashed drop line from where the sides meet to the x value on the axis.
              <line x1={x} x2={x} y1={y} y2={axisY} className="stroke-primary/60" strokeDasharray="3 3" />
            )}
            <circle cx={x} cy={y} r={4.5} className="fill-primary stroke-background" strokeWidth={2} />
            <text
              x={x}
              y={level === 0 ? y - 9 : y + 17}
              textAnchor="middle"
              className="fill-foreground stroke-background font-medium"
              strokeWidth={3}
              paintOrder="stroke"
            >
              {`${graph.variable} = ${formatNumber(root)}`}
            </text>
          </g>
        ))}
      </svg>
      <figcaption className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
        {graph.series.map((series, index) => (
          <span key={series.label} className="inline-flex min-w-0 items-center gap-1.5">
            <span className={`h-0.5 w-4 shrink-0 rounded ${SWATCHES[index % SWATCHES.length]}`} aria-hidden="true" />
            <span className="break-all text-foreground">{series.label}</span>
          </span>
        ))}
        {meeting && <span>{meeting}</span>}
      </figcaption>
    </figure>
  );
}
