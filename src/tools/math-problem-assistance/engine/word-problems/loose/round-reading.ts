import { ConstantNode, parse } from 'mathjs';
import { ROUND_RULE } from '../check-word-steps';
import type { EmbeddedReading } from '../word-problem-outcome';
import { evaluateExactly, fractionText } from '../work-out-arithmetic';

// "Round to the nearest cent": the story's answer worked out exactly, then rounded as it asks, as a
// step of its own after the working, so the exact value stays in sight and only the last step
// changes it (check-word-steps.ts checks that step as a rounding, not as an equality).

const PLACE_NAMES = ['whole number', 'tenth', 'hundredth', 'thousandth'];

/** The reading with its answer rounded to `places` decimals; unchanged when it already has no more. */
export function roundReading(reading: EmbeddedReading, places: number): EmbeddedReading | null {
  const exact = evaluateExactly(parse(reading.answer));
  if (!exact) return null;
  // Half away from zero, as school rounding does (fraction.js rounds the exact value, no binary error).
  const rounded = exact.round(places);
  if (rounded.equals(exact)) return reading;
  const text = fractionText(rounded);
  const place = PLACE_NAMES[places] ?? `${places} decimal places`;
  return {
    ...reading,
    steps: [
      ...reading.steps,
      {
        rule: ROUND_RULE,
        explanation: `The question asks for the answer to the nearest ${place}: ${Number(exact.valueOf().toPrecision(12))} rounds to ${text}.`,
        state: { kind: 'expression', node: new ConstantNode(Number(text)) },
      },
    ],
    answer: text,
  };
}
