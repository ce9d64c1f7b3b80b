import { parse } from 'mathjs';
import type { EmbeddedReading } from './word-problem-outcome';
import { evaluateExactly, fractionText, workOutArithmetic } from './work-out-arithmetic';

export interface SetUpStep {
  rule: string;
  explanation: string;
}

/** A reading whose set-up is one calculation: the set-up step shows it, then it is worked out. */
export function calculationReading(expression: string, setUp: SetUpStep, answerMeaning: string): EmbeddedReading | null {
  const node = parse(expression);
  const worked = workOutArithmetic(node);
  if (!worked) return null;
  return {
    setup: { kind: 'expression', expression },
    answerMeaning,
    steps: [{ ...setUp, state: { kind: 'expression', node } }, ...worked.steps],
    answer: worked.exactText,
  };
}

/** The exact value of an ASCII calculation ("150/50" → "3", "100/3" → "100/3"); null when not rational. */
export function exactValueText(expression: string): string | null {
  const value = evaluateExactly(parse(expression));
  return value ? fractionText(value) : null;
}
