/**
 * Session 47 (issue 35): problems that end with a format instruction (", round to the nearest tenth", ", in degrees",
 * ", to 2 decimal places", ", in interval notation", ", as a mixed number", ", in simplest form") are right only in the
 * form asked for. A right value in another form (the exact root when a tenth was asked, "x ≤ -3" when interval
 * notation was asked) is counted wrong: the student asked for something else.
 */
import type { MathResult } from '../contract';

/** The shown answer's pieces, one per solution ("x ≈ 1.3 or x ≈ -5.3"), each the part after its last = or ≈. */
function readPieces(text: string): string[] {
  return text
    .replace(/−/gu, '-')
    .split(/\s+or\s+|;|\s+and\s+|,\s*(?=[a-zθ]\s*[=≈])/iu)
    .map((piece) => piece.split(/=|≈/u).pop()!.trim())
    .filter((piece) => piece !== '');
}

/** A decimal as written ("13.7", "107.46°", "50.3 cm²", "$0.58"): its value and how many decimals it shows. */
function readDecimal(piece: string): { value: number; decimals: number } | undefined {
  const match = piece.match(/^\$?\s*(-?\d+(?:\.(\d+))?)\s*(?:°|degrees?\b|[a-z²³%\s]*)$/iu);
  if (!match) return undefined;
  return { value: Number(match[1]), decimals: match[2]?.length ?? 0 };
}

/**
 * Kind `rounded`: every expected decimal ("1.3", "-5.3") is shown, and nothing else, each with no more decimals than
 * asked ("32" for a rounded 32.0 is the same number; "1.3166" or "-2 + √11" alone is not what was asked).
 */
export function showsRounded(result: MathResult, expected: string[]): boolean {
  const fromText = readPieces((result.answer?.text ?? '').replace(/\s*\+\s*C$/u, ''));
  const fromSolutions = (result.answer?.solutions ?? []).map((s) => readPieces(Object.values(s)[0] ?? '').pop() ?? '');
  const wanted = expected.map((text) => readDecimal(text)!);
  const matches = (pieces: string[]) => {
    const shown = pieces.map(readDecimal);
    if (shown.length !== wanted.length || shown.some((s) => !s)) return false;
    const fits = (s: { value: number; decimals: number }, w: { value: number; decimals: number }) => s.decimals <= w.decimals && Math.abs(s.value - w.value) < 1e-9;
    return wanted.every((w) => shown.some((s) => fits(s!, w))) && shown.every((s) => wanted.some((w) => fits(s!, w)));
  };
  return matches(fromText) || (fromSolutions.length > 0 && matches(fromSolutions));
}

/** A written form with spacing, minus signs, ∞ and ∪ spelt one way, so only the form itself is compared. */
function normaliseForm(text: string): string {
  return text
    .toLowerCase()
    .replace(/−/gu, '-')
    .replace(/\binfinity\b|\binf\b|∞/gu, 'oo')
    .replace(/∪|\bu\b/gu, 'U')
    .replace(/\s+and\s+/gu, ' ')
    .replace(/\s*([,()[\]U=∈/])\s*/gu, '$1')
    .replace(/\s+/gu, ' ')
    .trim();
}

/**
 * Kind `form`: the answer, or its part after "x =" / "x ∈", is written as one of the expected forms ("2 7/12", "7/10",
 * "(-∞, -3] ∪ [3, ∞)"); "31/12" for a mixed number, "14/20" for simplest form or "x ≤ -3" for interval notation is not.
 */
export function showsForm(result: MathResult, expected: string[]): boolean {
  const text = normaliseForm(result.answer?.text ?? '');
  const tail = text.replace(/^[a-z]\s*(?:=|∈)\s*/u, '');
  const last = text.split('=').pop()!.trim();
  const forms = expected.map(normaliseForm);
  return [text, tail, last].some((shown) => forms.includes(shown));
}

/**
 * An answer in interval notation ("(-2, 2)", "(-∞, -3] ∪ [3, ∞)") as a test of x, for the `interval` kind: an
 * inequality asked "in interval notation" is answered that way (session 47). Undefined for anything else.
 */
export function readIntervalNotation(text: string): ((x: number) => boolean) | undefined {
  const pieces = text.trim().replace(/^x\s*∈\s*/u, '').replace(/−/gu, '-').split(/\s*(?:∪|\bU\b)\s*/u);
  const end = (bound: string) => {
    const b = bound.trim();
    if (/^-\s*(?:∞|oo|inf(?:inity)?)$/iu.test(b)) return -Infinity;
    if (/^\+?\s*(?:∞|oo|inf(?:inity)?)$/iu.test(b)) return Infinity;
    return /^-?[\d.]+(?:\s*\/\s*[\d.]+)?$/u.test(b) ? b.split('/').map(Number).reduce((a, c) => a / c) : Number.NaN;
  };
  const tests = pieces.map((piece) => {
    const match = /^([([])\s*([^,]+?)\s*,\s*([^,]+?)\s*([)\]])$/u.exec(piece);
    if (!match) return undefined;
    const low = end(match[2]!);
    const high = end(match[3]!);
    if (Number.isNaN(low) || Number.isNaN(high)) return undefined;
    return (x: number) => (match[1] === '[' ? x >= low : x > low) && (match[4] === ']' ? x <= high : x < high);
  });
  if (tests.some((test) => !test)) return undefined;
  return (x: number) => tests.some((test) => test!(x));
}
