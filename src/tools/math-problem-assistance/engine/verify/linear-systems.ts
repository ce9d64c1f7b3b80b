import type { Relation } from '../problem';
import type { Scope } from './evaluate';
import { createSeededRandom } from '../../../../domain/seeded-random';
import { compileNode } from './evaluate';
import { difference } from './solve-one-variable';

/**
 * Linear systems: each equation as coefficients a·v = c, read off numerically (f at a base point and
 * at one step along each unknown) and confirmed at random points. Two consistent systems have the same
 * solutions exactly when their augmented rows span the same space; two inconsistent ones share the empty
 * set. Returns undefined when an equation is not linear in the unknowns.
 */
export function sameLinearSolutions(a: Relation[], b: Relation[], unknowns: string[], scope: Scope): boolean | undefined {
  const rowsA = linearRows(a, unknowns, scope);
  const rowsB = linearRows(b, unknowns, scope);
  if (!rowsA || !rowsB) return undefined;
  const n = unknowns.length;
  const consistent = (rows: number[][]) => rank(rows.map((row) => row.slice(0, n))) === rank(rows);
  const ca = consistent(rowsA);
  const cb = consistent(rowsB);
  if (!ca || !cb) return ca === cb;
  const ra = rank(rowsA);
  return ra === rank(rowsB) && ra === rank([...rowsA, ...rowsB]);
}

/** Rows [a1 … an, c] with a·v - c = lhs - rhs; undefined when some equation is not linear. */
function linearRows(relations: Relation[], unknowns: string[], scope: Scope): number[][] | undefined {
  const random = createSeededRandom(17);
  const base: Record<string, number> = {};
  for (const name of unknowns) base[name] = 0.3 + random();
  const rows: number[][] = [];
  for (const relation of relations) {
    if (relation.op !== '=') return undefined;
    const f = compileNode(difference(relation), 'real');
    const at = (point: Record<string, number>) => f({ ...scope, ...point })?.re;
    const f0 = at(base);
    if (f0 === undefined) return undefined;
    const coefficients: number[] = [];
    for (const name of unknowns) {
      const fi = at({ ...base, [name]: (base[name] as number) + 1 });
      if (fi === undefined) return undefined;
      coefficients.push(fi - f0);
    }
    const constant = f0 - unknowns.reduce((sum, name, i) => sum + (coefficients[i] as number) * (base[name] as number), 0);
    for (let check = 0; check < 3; check += 1) {
      const point: Record<string, number> = {};
      for (const name of unknowns) point[name] = -5 + 10 * random();
      const expected = constant + unknowns.reduce((sum, name, i) => sum + (coefficients[i] as number) * (point[name] as number), 0);
      const actual = at(point);
      if (actual === undefined || Math.abs(actual - expected) > 1e-8 * (1 + Math.abs(actual) + Math.abs(constant) + Math.max(...coefficients.map(Math.abs)))) {
        return undefined;
      }
    }
    rows.push([...coefficients, -constant]);
  }
  return rows;
}

/** Rank by Gaussian elimination with partial pivoting; entries below a relative tolerance count as 0. */
export function rank(matrix: number[][]): number {
  const rows = matrix.map((row) => [...row]);
  const width = rows[0]?.length ?? 0;
  const scale = Math.max(1e-300, ...rows.flat().map(Math.abs));
  let r = 0;
  for (let column = 0; column < width && r < rows.length; column += 1) {
    let pivot = r;
    for (let k = r + 1; k < rows.length; k += 1) if (Math.abs((rows[k] as number[])[column] as number) > Math.abs((rows[pivot] as number[])[column] as number)) pivot = k;
    const pivotRow = rows[pivot] as number[];
    if (Math.abs(pivotRow[column] as number) <= 1e-9 * scale) continue;
    [rows[r], rows[pivot]] = [pivotRow, rows[r] as number[]];
    const top = rows[r] as number[];
    for (let k = r + 1; k < rows.length; k += 1) {
      const row = rows[k] as number[];
      const factor = (row[column] as number) / (top[column] as number);
      for (let c = column; c < width; c += 1) row[c] = (row[c] as number) - factor * (top[c] as number);
    }
    r += 1;
  }
  return r;
}
