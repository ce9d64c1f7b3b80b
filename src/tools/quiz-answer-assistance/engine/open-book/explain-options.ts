import type { ScoredOption } from '../question-reading';
import { quoteMaterial } from './quote-material';

/** Fills each option's "why" with what the material says about it, in plain words. */
export function explainOptions(options: ScoredOption[], negated: boolean): ScoredOption[] {
  const best = options.reduce<ScoredOption | undefined>((top, option) => (!top || option.score > top.score ? option : top), undefined);
  return options.map((option) => ({ ...option, why: explainOption(option, option === best, negated) }));
}

function explainOption(option: ScoredOption, chosen: boolean, negated: boolean): string {
  const quote = option.evidence ? quoteMaterial(option.evidence.text) : null;
  const supported = option.score !== 0 && quote !== null;
  if (negated) {
    if (chosen) {
      return supported
        ? `The question asks which one does not hold. This one is the least supported by the material; the closest it comes is ${quote}.`
        : `The question asks which one does not hold, and the material says nothing that supports “${option.text}”, while it does support the others.`;
    }
    return supported ? `The material supports this one: ${quote}, so it is not the exception the question asks for.` : `The material does not mention this one either.`;
  }
  if (chosen) return supported ? `The material says: ${quote}` : `Nothing in the material points to another option, but it does not state this one either.`;
  if (!supported) return `The material does not link “${option.text}” to what the question asks.`;
  return `The material mentions it (${quote}), but the sentence that answers the question points to another option.`;
}
