/**
 * A probability as a whole percentage. The ends are written '<1%' and '>99%': a calibrated model is
 * never certain, and '0%' or '100%' would read as proof.
 */
export function formatProbability(probability: number): string {
  const percent = probability * 100;
  if (percent < 1) return '<1%';
  if (percent > 99) return '>99%';
  return `${Math.round(percent)}%`;
}
