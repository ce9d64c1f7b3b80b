/**
 * Applies a format instruction (read-requested-format.ts) to a solved answer (session 47). The exact answer stays
 * in `solutions` and in the text, the rounded value is shown after "≈"; what cannot be put in the form asked (a
 * rounding of an answer with letters in it) is refused with a message rather than shown in another form.
 */
import type { MathResult } from '../../contract';
import { parseMath } from '../math-text';
import { compileNode } from '../verify/evaluate';
import type { RequestedFormat } from './read-requested-format';
import { writeIntervalNotation } from './write-interval-notation';

/** Half-up rounding on the decimal digits (toFixed alone rounds 1.005 down), with no "-0.0". */
export function roundToDecimals(value: number, decimals: number): string {
  const scale = 10 ** decimals;
  const rounded = Math.sign(value) * Math.round(Math.abs(value) * scale + 1e-9) / scale;
  const text = rounded.toFixed(decimals);
  return /^-0(?:\.0+)?$/u.test(text) ? text.slice(1) : text;
}

function realValue(exact: string): number | undefined {
  try {
    const value = compileNode(parseMath(exact), 'complex')({});
    if (!value || Math.abs(value.im) > 1e-12 * (1 + Math.abs(value.re)) || !Number.isFinite(value.re)) return undefined;
    return value.re;
  } catch {
    return undefined;
  }
}

/** A value as asked: rounded to the decimals, in degrees when the angle was in radians. */
function shownValue(value: number, format: RequestedFormat, toDegrees: boolean): { text: string; exact: boolean } {
  const number = toDegrees ? (value * 180) / Math.PI : value;
  const mark = toDegrees ? '°' : '';
  if (format.decimals !== undefined) {
    const text = roundToDecimals(number, format.decimals);
    return { text: `${text}${mark}`, exact: Math.abs(Number(text) - number) < 1e-9 };
  }
  const short = roundToDecimals(number, 6).replace(/\.?0+$/u, '');
  if (Math.abs(Number(short) - number) < 1e-9) return { text: `${short}${mark}`, exact: true };
  return { text: `${roundToDecimals(number, 4)}${mark}`, exact: false };
}

function latexOf(text: string): string {
  return text.replace(/≈/gu, '\\approx').replace(/°/gu, '^\\circ').replace(/∞/gu, '\\infty').replace(/∪/gu, '\\cup').replace(/∅/gu, '\\varnothing');
}

function refuse(result: MathResult, message: string): MathResult {
  return { status: 'unsupported', task: result.task, steps: [], hints: [], engine: result.engine, message, ...(result.readAs ? { readAs: result.readAs } : {}) };
}

function withNote(result: MathResult, note: string): MathResult {
  return { ...result, message: result.message ? `${result.message} ${note}` : note };
}

function withText(result: MathResult, text: string, note: string): MathResult {
  return withNote({ ...result, answer: { ...result.answer!, text, latex: latexOf(text) } }, note);
}

const PLACE_NAMES = ['the nearest whole number', 'the nearest tenth', 'the nearest hundredth', 'the nearest thousandth'];

function askedWords(format: RequestedFormat, toDegrees: boolean): string {
  const place = format.decimals === undefined ? undefined : (PLACE_NAMES[format.decimals] ?? `${format.decimals} decimal places`);
  return [toDegrees ? 'in degrees' : undefined, place ? `rounded to ${place}` : undefined, format.decimal && !place ? 'as a decimal' : undefined].filter(Boolean).join(', ');
}

/** Numbers asked rounded, as a decimal, or (an angle in radians) in degrees: each value shown after the exact one. */
function finishNumbers(result: MathResult, format: RequestedFormat, toDegrees: boolean): MathResult {
  const answer = result.answer!;
  const asked = askedWords(format, toDegrees);
  const cannot = `You asked for the answer ${asked}, but I could not write this answer as a number, so I give no answer rather than one in another form.`;
  const show = (exact: string) => {
    const value = realValue(exact);
    if (value === undefined) return undefined;
    const shown = shownValue(value, format, toDegrees);
    const same = exact.replace(/\s/gu, '') === shown.text.replace(/°/u, '');
    return same ? shown.text : toDegrees && shown.exact ? shown.text : `${exact} ${shown.exact && !toDegrees ? '=' : '≈'} ${shown.text}`;
  };
  if (answer.solutions !== undefined) {
    if (answer.solutions.length === 0) return result;
    const pieces = answer.solutions.map((solution) => {
      const parts = Object.entries(solution).map(([name, exact]) => {
        const shown = show(exact);
        return shown === undefined ? undefined : `${name} = ${shown}`;
      });
      return parts.some((part) => part === undefined) ? undefined : parts.join(', ');
    });
    if (pieces.some((piece) => piece === undefined)) return refuse(result, cannot);
    return withText(result, pieces.join(' or '), `The exact answer is kept in the solutions; shown ${asked} as you asked.`);
  }
  const shown = show(answer.text);
  if (shown === undefined) return refuse(result, cannot);
  return withText(result, shown, `Shown ${asked} as you asked.`);
}

/** 31/12 → 2 7/12; a whole number or a proper fraction is already a mixed number's own form. */
function mixedNumber(text: string): string | undefined {
  // One solution "x = 7 / 3" keeps its "x = ".
  const named = /^([a-z]\s*=\s*)(.*)$/iu.exec(text.trim());
  const [lead, value] = named ? [named[1]!.replace(/\s+/gu, ' '), named[2]!.trim()] : ['', text.trim()];
  const fraction = /^(-?)\s*(\d+)\s*\/\s*(\d+)$/u.exec(value);
  if (!fraction) return /^-?\d+$/u.test(value) ? `${lead}${value}` : undefined;
  const [, sign, top, bottom] = fraction as unknown as [string, string, string, string];
  const whole = Math.floor(Number(top) / Number(bottom));
  const rest = Number(top) % Number(bottom);
  if (whole === 0) return `${lead}${sign}${top}/${bottom}`;
  return rest === 0 ? `${lead}${sign}${whole}` : `${lead}${sign}${whole} ${rest}/${bottom}`;
}

export function finishRequestedFormat(result: MathResult, format: RequestedFormat, options: { toDegrees?: boolean } = {}): MathResult {
  if (result.status !== 'solved' || !result.answer) return result;
  let finished = result;
  if (format.intervalNotation) {
    const interval = writeIntervalNotation(finished.answer!.text);
    finished = interval ? withText(finished, interval, 'Written in interval notation as you asked.') : withNote(finished, 'I could not write this answer in interval notation, so it is shown as I found it.');
  }
  if (format.mixedNumber) {
    const mixed = mixedNumber(finished.answer!.text);
    if (mixed === undefined) return refuse(finished, 'You asked for a mixed number, but this answer is not a fraction I can write as one, so I give no answer rather than one in another form.');
    if (mixed.replace(/\s/gu, '') !== finished.answer!.text.replace(/\s/gu, '')) finished = withText(finished, mixed, `As a mixed number: ${finished.answer!.text.trim()} = ${mixed}.`);
  }
  if (format.decimals !== undefined || format.decimal || options.toDegrees) finished = finishNumbers(finished, format, options.toDegrees === true);
  return finished;
}
