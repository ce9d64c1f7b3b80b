/** Solves A·x = b by Gaussian elimination with partial pivoting (A is small: one row per feature). */
export function solveLinearSystem(matrix: readonly number[][], vector: readonly number[]): number[] {
  const size = vector.length;
  const a = matrix.map((row, i) => [...row, vector[i] ?? 0]);
  for (let column = 0; column < size; column++) {
    let pivot = column;
    for (let row = column + 1; row < size; row++) {
      if (Math.abs(a[row]?.[column] ?? 0) > Math.abs(a[pivot]?.[column] ?? 0)) pivot = row;
    }
    [a[column], a[pivot]] = [a[pivot] ?? [], a[column] ?? []];
    const lead = a[column]?.[column] ?? 0;
    if (Math.abs(lead) < 1e-12) continue;
    for (let row = 0; row < size; row++) {
      if (row === column) continue;
      const factor = (a[row]?.[column] ?? 0) / lead;
      if (factor === 0) continue;
      for (let k = column; k <= size; k++) (a[row] ?? [])[k] = (a[row]?.[k] ?? 0) - factor * (a[column]?.[k] ?? 0);
    }
  }
  return a.map((row, i) => {
    const lead = row[i] ?? 0;
    return Math.abs(lead) < 1e-12 ? 0 : (row[size] ?? 0) / lead;
  });
}
