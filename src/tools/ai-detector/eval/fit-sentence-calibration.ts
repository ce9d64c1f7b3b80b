/**
 * Weighted logistic regression without an intercept, by Newton's method: the weights of a sentence's
 * log-odds terms (the text's capped log-odds, the smoothed contrast, the outlier). No intercept, so a
 * sentence with no evidence of its own and a text at 50% is shown at 50%. A tiny ridge keeps the
 * system solvable when a term is constant (e.g. every outlier 0).
 */
export interface WeightedRow {
  x: readonly number[];
  y: 0 | 1;
  weight: number;
}

const RIDGE = 1e-4;
const ITERATIONS = 25;
const sigmoid = (value: number): number => 1 / (1 + Math.exp(-value));

function solve(matrix: number[][], vector: number[]): number[] {
  const n = vector.length;
  const a = matrix.map((row, i) => [...row, vector[i]!]);
  for (let i = 0; i < n; i++) {
    let pivot = i;
    for (let r = i + 1; r < n; r++) if (Math.abs(a[r]![i]!) > Math.abs(a[pivot]![i]!)) pivot = r;
    [a[i], a[pivot]] = [a[pivot]!, a[i]!];
    for (let r = 0; r < n; r++) {
      if (r === i) continue;
      const factor = a[r]![i]! / a[i]![i]!;
      for (let c = i; c <= n; c++) a[r]![c]! -= factor * a[i]![c]!;
    }
  }
  return a.map((row, i) => row[n]! / row[i]!);
}

export function fitWeightedLogistic(rows: readonly WeightedRow[], dimensions: number): number[] {
  let beta = new Array<number>(dimensions).fill(0);
  for (let iteration = 0; iteration < ITERATIONS; iteration++) {
    const gradient = beta.map((value) => RIDGE * value);
    const hessian = beta.map((_, i) => beta.map((__, j) => (i === j ? RIDGE : 0)));
    for (const { x, y, weight } of rows) {
      const p = sigmoid(x.reduce((sum, value, k) => sum + value * beta[k]!, 0));
      for (let i = 0; i < dimensions; i++) {
        gradient[i]! += weight * (p - y) * x[i]!;
        for (let j = 0; j < dimensions; j++) hessian[i]![j]! += weight * p * (1 - p) * x[i]! * x[j]!;
      }
    }
    const step = solve(hessian, gradient);
    beta = beta.map((value, k) => value - step[k]!);
    if (step.every((value) => Math.abs(value) < 1e-9)) break;
  }
  return beta;
}
