import { splitMathSegments } from './split-math-segments';

// "Expand the product $(9x+2)(4x^2+3)$.", "Factor $x^2 - 9$.": one instruction and one piece of math in a
// competition's words. The instruction becomes the task and the math the problem, and the ordinary
// methods and their checks do the rest (an expansion is compared with the product at sample points).

const FORMS: Array<{ pattern: RegExp; task: 'expand' | 'factor' | 'simplify' }> = [
  { pattern: /^expand(?: and simplify)?(?: the (?:product|expression|following expression|following product))?:? M(\d+)$/u, task: 'expand' },
  { pattern: /^(?:completely )?factor(?: the expression| the following expression)?:? M(\d+)(?: completely)?$/u, task: 'factor' },
  { pattern: /^simplify(?: the (?:expression|following expression)(?: in M\d+)?)?:? M(\d+)$/u, task: 'simplify' },
];

export interface InstructionQuestion {
  problem: string;
  task: 'expand' | 'factor' | 'simplify';
}

/** The task and the math of a one-instruction question; null for anything else. */
export function readInstructionQuestion(source: string): InstructionQuestion | null {
  const split = splitMathSegments(source);
  if (!split) return null;
  // "Express your answer in the form ax^2 + bx + c": how to write it, and the form's letters are not the problem's.
  const skeleton = split.skeleton.replace(/\.? express your answer (?:in the form|as a polynomial)[^.]*$/u, '');
  for (const { pattern, task } of FORMS) {
    const match = pattern.exec(skeleton);
    const math = match ? split.math[Number(match[1])] : undefined;
    if (math !== undefined && !/[=<>]/u.test(math)) return { problem: math, task };
  }
  return null;
}
