/**
 * Numbers as a student reads them and a CAS parses them: no floating-point dust (0.1 + 0.2 shows 0.3),
 * no `1e+21` (which our reader would take for 1·e + 21): large and tiny numbers become `m*10^k`.
 */
export function formatNumber(value: number): string {
  if (Number.isNaN(value)) return 'NaN';
  if (!Number.isFinite(value)) return value > 0 ? 'Infinity' : '-Infinity';
  if (Number.isInteger(value) && Math.abs(value) < 1e15) return String(value);
  const rounded = Number.parseFloat(value.toPrecision(12));
  const plain = String(rounded);
  if (!/e/iu.test(plain)) return plain;
  const [mantissa, exponent] = rounded.toExponential().split('e') as [string, string];
  return `${Number.parseFloat(Number(mantissa).toPrecision(12))}*10^${Number(exponent)}`;
}

/** The same for LaTeX: `1.5 \cdot 10^{21}`. */
export function formatNumberLatex(value: number): string {
  const text = formatNumber(value);
  if (text === 'Infinity') return '\\infty';
  if (text === '-Infinity') return '-\\infty';
  const power = /^(-?[\d.]+)\*10\^(-?\d+)$/u.exec(text);
  return power ? `${power[1]} \\cdot 10^{${power[2]}}` : text;
}
