import { toBaseLanguage } from '../../pipeline/language-codes';
import { type ApertiumMode, chooseMode } from './parse-modes';

/** Apertium's pairs are built around Spanish and Catalan: two hops through one of them covers most of Romance. */
export const PIVOT_LANGUAGES = ['es', 'ca'] as const;

export interface ApertiumRoute {
  /** One mode, or two for a pivot. */
  modes: ApertiumMode[];
  pivot?: string;
}

/** The direct mode when there is one, else two hops through a pivot language; undefined when neither exists. */
export function planRoute(modes: readonly ApertiumMode[], sourceTag: string, targetTag: string): ApertiumRoute | undefined {
  const source = toBaseLanguage(sourceTag);
  const target = toBaseLanguage(targetTag);
  if (source === target) return undefined;
  const direct = chooseMode(modes, source, targetTag);
  if (direct) return { modes: [direct] };
  for (const pivot of PIVOT_LANGUAGES) {
    if (pivot === source || pivot === target) continue;
    const first = chooseMode(modes, source, pivot);
    const second = chooseMode(modes, pivot, targetTag);
    if (first && second) return { modes: [first, second], pivot };
  }
  return undefined;
}

/** Every directed pair reachable in one or two hops, sorted: what the engine list shows. */
export function listReachablePairs(modes: readonly ApertiumMode[]): Array<[string, string]> {
  const languages = [...new Set(modes.flatMap((mode) => [mode.source, mode.target]))];
  const pairs: Array<[string, string]> = [];
  for (const source of languages) {
    for (const target of languages) {
      if (planRoute(modes, source, target)) pairs.push([source, target]);
    }
  }
  return pairs.sort((a, b) => a.join('-').localeCompare(b.join('-')));
}
