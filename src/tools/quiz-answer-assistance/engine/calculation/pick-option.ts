import { readWrittenNumbers, type WrittenNumber } from './read-numbers';

/** Floating-point slack for options written exactly ("0.1" against 0.1 + 0.2 − 0.2). */
const EXACT_SLACK = 1e-9;

type Reading = 'strict' | 'rounded';

function stands(written: WrittenNumber, value: number, reading: Reading): boolean {
  const slack = EXACT_SLACK * Math.max(1, Math.abs(value));
  const distance = Math.abs(written.value - value);
  // A whole number is exact unless no option is; then it may be the value rounded (strictly nearer than half).
  if (written.whole) return reading === 'strict' ? distance <= slack : distance < written.tolerance - slack;
  return distance <= written.tolerance + slack;
}

/** The options that fit, each with how loosely it was written. */
function fittingOptions(values: number[], options: string[], reading: Reading): Array<{ index: number; tolerance: number }> {
  const fits: Array<{ index: number; tolerance: number }> = [];
  options.forEach((option, index) => {
    const numbers = readWrittenNumbers(option);
    if (numbers.length === 0) return;
    // One value: the option's first number (what follows is usually a unit, "m/s^2"). Several: each must appear.
    const used = values.length === 1 ? [numbers[0]!] : numbers;
    if (values.every((value) => used.some((written) => stands(written, value, reading)))) {
      fits.push({ index, tolerance: Math.max(...used.map((written) => (written.whole && reading === 'strict' ? 0 : written.tolerance))) });
    }
  });
  return fits;
}

/**
 * The option equal in value to the math answer, units ignored: "12 N" and "$12.00" both stand for 12,
 * and a rounded option ("3.14") stands for the value it rounds (π). With several solutions
 * (x = 2 or x = 3) the option must name them all. When several options fit, the most precise one
 * wins ("3.14" over "3.1"); a whole number stands for a rounded value only when it is the one
 * option that does. None fitting is null — never the nearest.
 */
export function pickOptionByValue(values: number[], options: string[]): number | null {
  if (values.length === 0) return null;
  const strict = fittingOptions(values, options, 'strict');
  if (strict.length > 0) return strict.reduce((best, fit) => (fit.tolerance < best.tolerance ? fit : best)).index;
  const rounded = fittingOptions(values, options, 'rounded');
  return rounded.length === 1 ? rounded[0]!.index : null;
}
