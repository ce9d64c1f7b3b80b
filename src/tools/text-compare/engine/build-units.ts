import type { Tokens } from './tokenize';

/**
 * The sequence the diff actually compares: token boundaries plus an integer id per unit, where equal ids
 * mean "the same for the chosen options". Both texts of one comparison must share one dictionary.
 */
export interface Units {
  /** Char offsets, length n + 1: unit i = text.slice(bounds[i], bounds[i + 1]). */
  bounds: Int32Array;
  ids: Int32Array;
}

export interface UnitOptions {
  ignoreCase: boolean;
  ignoreWhitespace: boolean;
}

const NON_ASCII = /[^\u0000-\u007f]/; // eslint-disable-line no-control-regex -- an ASCII range, not a typo
const WHITESPACE_ONLY = /^\s+$/;

/** Canonical form a unit is compared by. NFC always, so "é" typed two different ways is not a change. */
function normalizeKey(token: string, ignoreCase: boolean): string {
  const composed = NON_ASCII.test(token) ? token.normalize('NFC') : token;
  return ignoreCase ? composed.toLowerCase() : composed;
}

export function createDictionary(): Map<string, number> {
  return new Map();
}

function idFor(dictionary: Map<string, number>, key: string): number {
  let id = dictionary.get(key);
  if (id === undefined) {
    id = dictionary.size;
    dictionary.set(key, id);
  }
  return id;
}

/**
 * With ignoreWhitespace, whitespace stops being a unit of its own: it is glued to the unit before it
 * (leading whitespace forms an empty-key unit), so "a  b" and "a\nb" compare as the same two units.
 */
export function buildUnits(
  text: string,
  tokens: Tokens,
  options: UnitOptions,
  dictionary: Map<string, number>,
): Units {
  const { bounds } = tokens;
  const count = bounds.length - 1;
  if (!options.ignoreWhitespace) {
    const ids = new Int32Array(count);
    for (let i = 0; i < count; i++) {
      ids[i] = idFor(dictionary, normalizeKey(text.slice(bounds[i], bounds[i + 1]), options.ignoreCase));
    }
    return { bounds, ids };
  }
  const unitBounds: number[] = [0];
  const unitIds: number[] = [];
  for (let i = 0; i < count; i++) {
    const token = text.slice(bounds[i], bounds[i + 1]);
    const whitespace = WHITESPACE_ONLY.test(token);
    if (whitespace && i > 0) {
      unitBounds[unitBounds.length - 1] = bounds[i + 1]!;
      continue;
    }
    unitIds.push(idFor(dictionary, whitespace ? '' : normalizeKey(token, options.ignoreCase)));
    unitBounds.push(bounds[i + 1]!);
  }
  return { bounds: Int32Array.from(unitBounds), ids: Int32Array.from(unitIds) };
}
