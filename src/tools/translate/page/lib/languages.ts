import type { EngineInfo } from '../api/translate-text';

const names = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'code' });

/** "es" → "Spanish", "pt-BR" → "Brazilian Portuguese"; an unknown tag comes back as itself. */
export function nameLanguage(code: string): string {
  try {
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}

const byName = (a: string, b: string) => nameLanguage(a).localeCompare(nameLanguage(b));
const baseOf = (code: string) => code.split('-')[0]!.toLowerCase();

/** The pairs every available engine covers, as "from→to" keys. */
function availablePairs(engines: readonly EngineInfo[]): Array<[string, string]> {
  return engines.filter((engine) => engine.available).flatMap((engine) => engine.pairs);
}

/** Languages someone can translate from, by name. */
export function listSourceLanguages(engines: readonly EngineInfo[]): string[] {
  return [...new Set(availablePairs(engines).map(([from]) => from))].sort(byName);
}

/** Languages reachable from `source` ("auto": from anything), by name. */
export function listTargetLanguages(engines: readonly EngineInfo[], source: string): string[] {
  const from = source === 'auto' ? null : baseOf(source);
  const targets = availablePairs(engines)
    .filter(([pairFrom]) => from === null || pairFrom === from)
    .map(([, to]) => to);
  return [...new Set(targets)].sort(byName);
}

/** The engines (available or not) that list the pair; an "auto" source matches any pair into the target. */
export function findEnginesForPair(engines: readonly EngineInfo[], source: string, target: string): EngineInfo[] {
  const from = source === 'auto' ? null : baseOf(source);
  const to = baseOf(target);
  return engines.filter((engine) => engine.pairs.some(([pairFrom, pairTo]) => pairTo === to && (from === null || pairFrom === from)));
}

/** "en → es, es → en" written with names, for an engine's list of pairs. */
export function describePair([from, to]: readonly [string, string]): string {
  return `${nameLanguage(from)} → ${nameLanguage(to)}`;
}
