/**
 * "All of the above", "None of the above" and "select all that apply" questions. The option scorer
 * weighs each option on its own, so "Vienna, Budapest and Belgrade all stand on the Danube" supports
 * all three cities and the scorer would pick one of them, sure and wrong. Here the options are read
 * together: when every other option is as well supported as the best, "all of the above" is the
 * answer; when some are and some are not, nothing is sure.
 */
export type GroupVerdict =
  /** No group option and no select-all: the ordinary single choice stands. */
  | { kind: 'single' }
  /** "All of the above": every other option is supported as well as the best one. */
  | { kind: 'all'; index: number }
  /** Several options are supported, not all, or the question asks to select all: no single sure answer. */
  | { kind: 'unsure' };

/** An option this close to the best one's support is supported too. */
const ALSO_SUPPORTED = 0.6;

const ALL_OF_THEM = /^(?:all|both)\s+(?:of\s+)?(?:the\s+)?(?:above|these|them|of\s+these)\.?$/i;
const NONE_OF_THEM = /^(?:none|neither)\s+(?:of\s+)?(?:the\s+)?(?:above|these|them)\.?$/i;
const SELECT_ALL = /\b(?:select|choose|check|mark|tick|circle)\s+(?:all|every)\b|\ball\s+that\s+apply\b/i;

export function isAllOfTheAbove(option: string): boolean {
  return ALL_OF_THEM.test(option.trim());
}

export function isNoneOfTheAbove(option: string): boolean {
  return NONE_OF_THEM.test(option.trim());
}

/** Reads the options together, from each one's support in the material (same order as the options). */
export function resolveGroupOption(stem: string, options: string[], supports: number[], negated: boolean): GroupVerdict {
  const allIndex = options.findIndex(isAllOfTheAbove);
  const selectAll = SELECT_ALL.test(stem);
  if (allIndex < 0 && !selectAll) return { kind: 'single' };
  if (negated) return { kind: 'unsure' };
  const members = options.map((_, i) => i).filter((i) => i !== allIndex && !isNoneOfTheAbove(options[i]!));
  const best = Math.max(0, ...members.map((i) => supports[i] ?? 0));
  if (best <= 0) return { kind: 'unsure' };
  const supported = members.filter((i) => (supports[i] ?? 0) >= ALSO_SUPPORTED * best);
  if (allIndex >= 0 && members.length >= 2 && supported.length === members.length) return { kind: 'all', index: allIndex };
  // Select-all asks for a set, which one verdict cannot give; several supported options leave "all of the above" open.
  if (selectAll || supported.length > 1) return { kind: 'unsure' };
  return { kind: 'single' };
}
