/**
 * Session 47: a problem with a format instruction at its end is solved without it and its answer then put in the
 * form asked. "in degrees" after an expression is read by what the expression holds: an inverse trig function's
 * angle is shown in degrees, a trig function's plain number is read as degrees (sin(30) → sin(30°)); both at once,
 * or a trig function of a letter, are refused rather than guessed (sin(30), in degrees, was answered sin(30) in radians).
 */
import type { MathResult, ParsedMathInput } from '../../contract';
import { finishRequestedFormat } from './finish-requested-format';
import type { RequestedFormat } from './read-requested-format';

const INVERSE = /\b(?:a(?:rc)?(?:sin|cos|tan))\b|\b(?:sin|cos|tan)\s*(?:\^\s*\(?\s*-\s*1\s*\)?|⁻¹)/iu;
const FORWARD = /\b(?:sin|cos|tan|sec|csc|cot)\b(?!\s*(?:\^\s*\(?\s*-\s*1|⁻¹))/iu;
const STRIP_INVERSE = new RegExp(INVERSE.source, 'giu');

type Solve = (input: ParsedMathInput) => Promise<MathResult>;

function refused(message: string): MathResult {
  return { status: 'unsupported', task: 'evaluate', steps: [], hints: [], engine: 'embedded', message };
}

/** sin(30) and sin 30 read as degrees; undefined when a trig function of anything but a plain number is left. */
function numbersAsDegrees(math: string): string | undefined {
  const marked = math
    .replace(/\b(sin|cos|tan|sec|csc|cot)\s*\(\s*(-?\d+(?:\.\d+)?)\s*\)/giu, '$1($2°)')
    .replace(/\b(sin|cos|tan|sec|csc|cot)\s+(\d+(?:\.\d+)?)(?![\d.°])/giu, '$1 $2°');
  const unmarked = marked.replace(/\b(?:sin|cos|tan|sec|csc|cot)\s*\(?\s*-?\d+(?:\.\d+)?°\s*\)?/giu, '');
  return FORWARD.test(unmarked) ? undefined : marked;
}

/**
 * The answer in the form asked, or undefined when the problem without its instruction is not plain math (a word
 * problem reads its own rounding) or the instruction says nothing we act on.
 */
export async function solveInRequestedFormat(input: ParsedMathInput, requested: { rest: string; format: RequestedFormat }, solve: Solve, readsAsMath: (problem: string) => boolean): Promise<MathResult | undefined> {
  const format: RequestedFormat = { ...requested.format };
  let rest = requested.rest;
  let toDegrees = false;
  if (format.degrees) {
    delete format.degrees;
    if (/[=<>≤≥]/u.test(rest)) {
      // An equation's interval in degrees is the domain reader's (read-instructions.ts).
      rest = `${rest}, in degrees`;
    } else {
      const inverse = INVERSE.test(rest);
      const forward = FORWARD.test(rest.replace(STRIP_INVERSE, ''));
      if (inverse && forward) return refused(`In “${input.problem.trim()}” I cannot tell which angle is in degrees. Type the degree mark on the angles you mean (sin(30°)), and ask for one thing at a time.`);
      if (inverse) toDegrees = true;
      else if (forward) {
        const marked = numbersAsDegrees(rest);
        if (marked === undefined) return refused(`“${input.problem.trim()}” asks for degrees, but I only read a plain number inside sin, cos or tan as degrees. Type the degree mark where you mean it, e.g. sin(30°).`);
        rest = marked;
      } else return undefined;
    }
  }
  if (!readsAsMath(rest)) return undefined;
  const solved = await solve({ ...input, problem: rest });
  return finishRequestedFormat(solved, format, { toDegrees });
}
