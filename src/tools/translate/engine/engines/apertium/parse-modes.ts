import { listSubtags, toBaseLanguage } from '../../pipeline/language-codes';

/** One installed Apertium direction: `apertium <name>` translates `source` → `target`. */
export interface ApertiumMode {
  name: string;
  source: string;
  target: string;
  /** "us", "br", "valencia", "iec2017"… after the underscore; undefined for the main mode of a pair. */
  variant?: string;
}

// "eng-spa", "es-pt_BR", "eng-cat_valencia_uni". Three-part names ("eco-es-fr") are internal helpers, skipped.
const MODE_NAME = /^([a-z]{2,3})-([a-z]{2,3})(?:_([A-Za-z0-9_]+))?$/;

export function parseModeName(name: string): ApertiumMode | undefined {
  const match = MODE_NAME.exec(name.trim());
  if (!match) return undefined;
  const [, source = '', target = '', variant] = match;
  return { name: name.trim(), source: toBaseLanguage(source), target: toBaseLanguage(target), ...(variant ? { variant: variant.toLowerCase() } : {}) };
}

/** The output of `apertium -l`, one mode per line. */
export function parseModeList(output: string): ApertiumMode[] {
  return output
    .split('\n')
    .map((line) => parseModeName(line))
    .filter((mode): mode is ApertiumMode => mode !== undefined);
}

/**
 * The mode for a direction: the variant the target tag asks for ("pt-BR" → es-pt_BR, "en-US" → spa-eng_US),
 * otherwise the pair's main mode.
 */
export function chooseMode(modes: readonly ApertiumMode[], source: string, targetTag: string): ApertiumMode | undefined {
  const target = toBaseLanguage(targetTag);
  const candidates = modes.filter((mode) => mode.source === source && mode.target === target);
  const wanted = listSubtags(targetTag);
  return candidates.find((mode) => mode.variant !== undefined && wanted.includes(mode.variant)) ?? candidates.find((mode) => mode.variant === undefined);
}
