import { asksToSelectAll } from '../../shared/read-select-all';
import type { MembershipKind } from './judge-option-membership';

/**
 * "All of the above", "None of the above" and "select all that apply" questions. The option scorer
 * weighs each option on its own, so "Vienna, Budapest and Belgrade all stand on the Danube" supports
 * all three cities and the scorer would pick one of them, sure and wrong. Here the options are read
 * together, from each one's verdict (judge-option-membership.ts): an answer only when every option is
 * decided, never a set that rests on an option the material leaves open.
 */
export type GroupVerdict =
  /** No group option and no select-all: the ordinary single choice stands. */
  | { kind: 'single' }
  /** "All of the above": every other option is in. */
  | { kind: 'all'; index: number }
  /** "All of the above" is offered, but exactly one other option is in and the rest are out. */
  | { kind: 'one'; index: number }
  /** Select-all: the options that are in, every other one out. */
  | { kind: 'set'; indexes: number[] }
  /** Some option is left open (not in the material, or named with a "not"), or the verdicts contradict the question's shape. */
  | { kind: 'unsure' };

const ALL_OF_THEM = /^(?:all|both)\s+(?:of\s+)?(?:the\s+)?(?:above|these|them|of\s+these|(?:the\s+)?(?:answers|options|choices)(?:\s+above)?)\.?$/i;
const NONE_OF_THEM = /^(?:none|neither)\s+(?:of\s+)?(?:the\s+)?(?:above|these|them|answers|options|choices)\.?$/i;

export function isAllOfTheAbove(option: string): boolean {
  return ALL_OF_THEM.test(option.trim());
}

export function isNoneOfTheAbove(option: string): boolean {
  return NONE_OF_THEM.test(option.trim());
}

/** Whether the question is read with its options together (a group option or a select-all instruction). */
export function isGroupQuestion(stem: string, options: string[]): boolean {
  return asksToSelectAll(stem) || options.some(isAllOfTheAbove);
}

/** Reads the options together, from each one's verdict in the material (same order as the options). */
export function resolveGroupOption(stem: string, options: string[], verdicts: MembershipKind[], negated: boolean): GroupVerdict {
  const allIndex = options.findIndex(isAllOfTheAbove);
  const selectAll = asksToSelectAll(stem);
  if (allIndex < 0 && !selectAll) return { kind: 'single' };
  // "Which of these is NOT…, select all": the exceptions as a set is a second reading on top of the first; not attempted.
  if (negated) return { kind: 'unsure' };
  const members = options.map((_, i) => i).filter((i) => i !== allIndex && !isNoneOfTheAbove(options[i]!));
  if (members.length < 2 || members.some((i) => verdicts[i] !== 'in' && verdicts[i] !== 'out')) return { kind: 'unsure' };
  const holding = members.filter((i) => verdicts[i] === 'in');
  if (holding.length === 0) return { kind: 'unsure' };
  if (allIndex >= 0 && holding.length === members.length) return { kind: 'all', index: allIndex };
  if (selectAll) return { kind: 'set', indexes: holding };
  // One answer with "all of the above" offered: two right options but not all would contradict the question.
  return holding.length === 1 ? { kind: 'one', index: holding[0]! } : { kind: 'unsure' };
}
