import type { Value } from './evaluate';

/**
 * All complex roots of a real polynomial (coefficients lowest degree first), each listed once.
 * Durand–Kerner iteration; a multiple root comes out as a cluster of nearby estimates, whose mean is
 * accurate, so clusters are merged. Degree 0 gives [] (a nonzero constant has no roots).
 */
export function polynomialRoots(coefficientsLowFirst: number[]): Value[] {
  const coefficients = [...coefficientsLowFirst];
  const scale = Math.max(...coefficients.map(Math.abs), 0);
  while (coefficients.length > 1 && Math.abs(coefficients[coefficients.length - 1] as number) <= 1e-14 * scale) coefficients.pop();
  const degree = coefficients.length - 1;
  if (degree < 1) return [];
  const lead = coefficients[degree] as number;
  const monic = coefficients.map((c) => c / lead);
  // Roots lie within 1 + max|a_k| (Cauchy's bound).
  const bound = 1 + Math.max(...monic.slice(0, degree).map(Math.abs));
  let roots: Value[] = Array.from({ length: degree }, (_, k) => {
    const angle = (2 * Math.PI * k) / degree + 0.4;
    return { re: 0.5 * bound * Math.cos(angle), im: 0.5 * bound * Math.sin(angle) };
  });
  for (let iteration = 0; iteration < 2000; iteration += 1) {
    let change = 0;
    roots = roots.map((root, k) => {
      let denominator: Value = { re: 1, im: 0 };
      roots.forEach((other, j) => {
        if (j !== k) denominator = multiply(denominator, { re: root.re - other.re, im: root.im - other.im });
      });
      const step = divide(evaluatePolynomial(monic, root), denominator);
      if (!Number.isFinite(step.re) || !Number.isFinite(step.im)) return { re: root.re + 1e-6, im: root.im + 1e-6 };
      change = Math.max(change, Math.hypot(step.re, step.im) / (1 + Math.hypot(root.re, root.im)));
      return { re: root.re - step.re, im: root.im - step.im };
    });
    if (change < 1e-15) break;
  }
  return mergeClusters(roots);
}

function mergeClusters(roots: Value[]): Value[] {
  const merged: Array<{ sum: Value; count: number }> = [];
  for (const root of roots) {
    const cluster = merged.find((c) => {
      const mean = { re: c.sum.re / c.count, im: c.sum.im / c.count };
      return Math.hypot(mean.re - root.re, mean.im - root.im) <= 1e-4 * (1 + Math.hypot(root.re, root.im));
    });
    if (cluster) {
      cluster.sum = { re: cluster.sum.re + root.re, im: cluster.sum.im + root.im };
      cluster.count += 1;
    } else {
      merged.push({ sum: { ...root }, count: 1 });
    }
  }
  return merged.map((c) => {
    const re = c.sum.re / c.count;
    const im = c.sum.im / c.count;
    // Real roots come back with dust in the imaginary part.
    return { re, im: Math.abs(im) < 1e-9 * (1 + Math.abs(re)) ? 0 : im };
  });
}

function evaluatePolynomial(coefficients: number[], z: Value): Value {
  let result: Value = { re: 0, im: 0 };
  for (let k = coefficients.length - 1; k >= 0; k -= 1) {
    result = multiply(result, z);
    result = { re: result.re + (coefficients[k] as number), im: result.im };
  }
  return result;
}

function multiply(a: Value, b: Value): Value {
  return { re: a.re * b.re - a.im * b.im, im: a.re * b.im + a.im * b.re };
}

function divide(a: Value, b: Value): Value {
  const norm = b.re * b.re + b.im * b.im;
  return { re: (a.re * b.re + a.im * b.im) / norm, im: (a.im * b.re - a.re * b.im) / norm };
}
