import type { RelationList } from '../equivalence';
import type { Relation } from '../problem';
import type { Scope } from './evaluate';
import { compileNode, samplePoints } from './evaluate';
import { difference, solveEquation } from './solve-one-variable';

/**
 * Inequalities (and mixes with equations) in one unknown: both states give the same truth value at every
 * test point where both are defined. Test points are seeded random values plus the boundary points (the
 * solutions of lhs = rhs of every relation), a little either side of each, and between them, so that
 * x < 3 and x <= 3 differ at 3.
 */
export function sameTruthValues(a: RelationList, b: RelationList, unknown: string, scope: Scope): boolean {
  const boundaries: number[] = [];
  for (const relation of [...a.relations, ...b.relations]) {
    const set = solveEquation({ ...relation, op: '=' }, unknown, scope);
    if (set?.kind === 'finite') for (const value of set.values) if (Math.abs(value.im) < 1e-9) boundaries.push(value.re);
  }
  boundaries.sort((x, y) => x - y);
  const points: number[] = samplePoints([unknown], 40, 5).map((point) => point[unknown] as number);
  boundaries.forEach((c, index) => {
    const delta = 1e-4 * (1 + Math.abs(c));
    points.push(c, c - delta, c + delta);
    const next = boundaries[index + 1];
    if (next !== undefined) points.push((c + next) / 2);
  });
  if (boundaries.length > 0) points.push((boundaries[0] as number) - 10, (boundaries[boundaries.length - 1] as number) + 10);
  const truthA = truthFunction(a);
  const truthB = truthFunction(b);
  let valid = 0;
  for (const x of points) {
    const ta = truthA({ ...scope, [unknown]: x });
    const tb = truthB({ ...scope, [unknown]: x });
    if (ta === undefined || tb === undefined) continue;
    if (ta !== tb) return false;
    valid += 1;
  }
  return valid >= 8;
}

function truthFunction(list: RelationList): (scope: Scope) => boolean | undefined {
  if (list.pieces) {
    const pieces = list.pieces.map((piece) => truthFunction({ relations: piece, join: 'and' }));
    return (scope) => {
      const values = pieces.map((piece) => piece(scope));
      return values.some((value) => value === undefined) ? undefined : values.some(Boolean);
    };
  }
  const tests = list.relations.map(relationTruth);
  return (scope) => {
    const values = tests.map((test) => test(scope));
    if (values.some((value) => value === undefined)) return undefined;
    return list.join === 'or' ? values.some(Boolean) : values.every(Boolean);
  };
}

function relationTruth(relation: Relation): (scope: Scope) => boolean | undefined {
  const lhs = compileNode(relation.lhs, 'real');
  const rhs = compileNode(relation.rhs, 'real');
  const f = compileNode(difference(relation), 'real');
  return (scope) => {
    const l = lhs(scope)?.re;
    const r = rhs(scope)?.re;
    const d = f(scope)?.re;
    if (l === undefined || r === undefined || d === undefined) return undefined;
    // Equal within rounding counts as equal: at a boundary computed as 1/3, 3x - 1 is 1e-16, not 0.
    const value = Math.abs(d) <= 1e-9 * (1 + Math.abs(l) + Math.abs(r)) ? 0 : d;
    switch (relation.op) {
      case '=':
        return value === 0;
      case '<':
        return value < 0;
      case '<=':
        return value <= 0;
      case '>':
        return value > 0;
      case '>=':
        return value >= 0;
    }
  };
}
