import { listSubtags, toBaseLanguage } from '../../pipeline/language-codes';

/**
 * Apertium's Serbo-Croatian pair (apertium-hbs-eng) is coded `hbs` ("sh"), with Bosnian, Croatian and
 * Serbian variants of its English → Serbo-Croatian output (`eng-hbs_BS`, `_HR`, `_SR`, Latin script).
 * Language detection and users say "bs", "hr" or "sr": those name the same pair, with their variant.
 */
const ALIASES: Record<string, string> = { bs: 'sh-bs', hr: 'sh-hr', sr: 'sh-sr' };

/** The tag Apertium's modes answer to: "hr" → "sh-hr"; anything else as it came. */
export function toApertiumTag(tag: string): string {
  const alias = ALIASES[toBaseLanguage(tag)];
  return alias && listSubtags(tag).every((subtag) => subtag === 'latn') ? alias : tag;
}

/** The pairs with "sh" also listed under "bs", "hr" and "sr", so the pickers and detection find them. */
export function addAliasPairs(pairs: ReadonlyArray<[string, string]>): Array<[string, string]> {
  const names = Object.keys(ALIASES);
  const extra = pairs.flatMap(([from, to]): Array<[string, string]> => {
    if (from === 'sh') return names.map((name): [string, string] => [name, to]);
    if (to === 'sh') return names.map((name): [string, string] => [from, name]);
    return [];
  });
  return [...pairs, ...extra].sort((a, b) => a.join('-').localeCompare(b.join('-')));
}
