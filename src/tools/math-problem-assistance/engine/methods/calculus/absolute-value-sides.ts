import type { MathNode } from 'mathjs';
import type { MathState, StepDraft } from '../../problem';
import { printNode } from '../../nodes/print-nodes';
import { asFunction, dependsOn, neg } from './calculus-nodes';
import { pendingLimit, type LimitDirection } from './calculus-markers';
import { evaluateNode } from './numeric-check';

export interface SideContext {
  x: string;
  point: MathNode;
  at: number;
  direction?: LimitDirection;
}

/** The limit-steps search itself, passed in (it lives in limit-steps.ts, which calls this file). */
export type LimitSearch = (fn: MathNode, ctx: SideContext, depth: number) => StepDraft[] | null;

const expression = (node: MathNode): MathState => ({ kind: 'expression', node });
const NEAR = 1e-7;

function realAt(node: MathNode, x: string, t: number): number {
  const v = evaluateNode(node, { [x]: t });
  return v && Math.abs(v.im) < 1e-12 ? v.re : Number.NaN;
}

/** |g| where g is 0 at the point: the bars hide a sign change there, so no method sees the kink. */
function absolutesAtPoint(f: MathNode, ctx: SideContext): MathNode[] {
  return f.filter((node) => {
    const call = asFunction(node);
    const inner = call?.name === 'abs' ? call.args[0] : undefined;
    return inner !== undefined && dependsOn(inner, ctx.x) && Math.abs(realAt(inner, ctx.x, ctx.at)) < 1e-12;
  });
}

/** f with each such |g| written as g or -(g), as it is just left or right of the point; null where g's sign is unclear. */
function withoutBars(f: MathNode, bars: MathNode[], ctx: SideContext, side: LimitDirection): MathNode | null {
  let clear = true;
  const t = ctx.at + (side === 'right' ? NEAR : -NEAR);
  const written = f.transform((node) => {
    if (!bars.includes(node)) return node;
    const inner = asFunction(node)!.args[0]!;
    const sign = Math.sign(realAt(inner, ctx.x, t));
    if (!sign) clear = false;
    return sign > 0 ? inner : neg(inner);
  });
  return clear ? written : null;
}

function sideValue(steps: StepDraft[]): { node: MathNode; value: number } | null {
  const last = steps[steps.length - 1]?.state;
  if (last?.kind !== 'expression') return null;
  const value = evaluateNode(last.node, {});
  return value && value.im === 0 && !Number.isNaN(value.re) ? { node: last.node, value: value.re } : null;
}

/**
 * lim |x|/x at 0, lim (x² − 4)/|x − 2| at 2: each side without the bars, worked out on its own. Different one-sided
 * limits mean there is no limit (shown as such, not refused with "no method"); a one-sided limit asked for is that
 * side's. Null when no |g| is 0 at the point or a side has no worked limit.
 */
export function limitByAbsoluteValueSides(f: MathNode, ctx: SideContext, search: LimitSearch): StepDraft[] | null {
  if (!Number.isFinite(ctx.at)) return null;
  const bars = absolutesAtPoint(f, ctx);
  if (bars.length === 0) return null;
  const at = printNode(ctx.point, 'mathjs');
  const sides: LimitDirection[] = ctx.direction ? [ctx.direction] : ['left', 'right'];
  const worked = sides.map((side) => {
    const written = withoutBars(f, bars, ctx, side);
    const steps = written && search(written, { ...ctx, direction: side }, 1);
    const value = steps && sideValue(steps);
    return written && steps && value ? { side, written, steps, value } : null;
  });
  if (worked.some((side) => side === null)) return null;
  const [first, second] = worked as Array<NonNullable<(typeof worked)[number]>>;
  const bars0 = printNode(bars[0]!, 'mathjs');
  if (!second) {
    const why = `Just ${first!.side} of ${ctx.x} = ${at} what is inside ${bars0} keeps one sign, so the bars come off: the function is ${printNode(first!.written, 'mathjs')} there.`;
    return [{ rule: 'Remove the absolute value', explanation: why, state: expression(pendingLimit(first!.written, ctx.x, ctx.point, first!.side)) }, ...first!.steps];
  }
  const [left, right] = [first!, second];
  const shown = (value: MathNode) => printNode(value, 'mathjs');
  if (Math.abs(left.value.value - right.value.value) <= 1e-9 * (1 + Math.abs(right.value.value))) {
    return [{ rule: 'Same limit on both sides', explanation: `${bars0} is 0 at ${ctx.x} = ${at}: without the bars the limit is ${shown(right.value.node)} from the left and from the right.`, state: expression(right.value.node) }];
  }
  return [
    {
      rule: 'One-sided limits differ',
      explanation: `${bars0} is 0 at ${ctx.x} = ${at} and changes sign there. Just left of ${at} the function is ${shown(left.written)}, which tends to ${shown(left.value.node)}; just right it is ${shown(right.written)}, which tends to ${shown(right.value.node)}. The two one-sided limits differ, so the limit does not exist.`,
      state: {
        kind: 'relations',
        join: 'and',
        relations: [
          { lhs: pendingLimit(f, ctx.x, ctx.point, 'left'), op: '=', rhs: left.value.node },
          { lhs: pendingLimit(f, ctx.x, ctx.point, 'right'), op: '=', rhs: right.value.node },
        ],
      },
    },
  ];
}
