import { SEPARABLE_PREFIXES } from './separable-verbs';

/**
 * Participles of verbs of motion and change of state, whose perfect takes "sein" when they have no object
 * (de/perfect-sein checks the object): bare or after any separable prefix ("gelandet", "zurückgeflogen",
 * "abgestürzt", "hinübergeschwommen").
 */
const BARE = new Set(
  `gegangen gefahren gelaufen gekommen geflogen geschwommen gereist geblieben gewesen geworden gestorben passiert gewandert
  gesprungen gerannt gestiegen gelandet geklettert gekrochen gerutscht gestolpert gesunken geschmolzen verschwunden erschienen
  entstanden geschehen gelungen misslungen aufgewacht gewachsen gestürzt explodiert ertrunken erfroren verhungert geflohen
  geeilt geschlichen gefolgt begegnet verreist geradelt gehüpft abgestürzt zurückgekehrt heimgekehrt aufgestanden
  aufgebrochen eingebrochen eingeschlafen`.split(/\s+/),
);
/** Participles that take "haben" alone but "sein" after a separable prefix: "gefallen" (pleased) / "hingefallen". */
const WITH_PREFIX_ONLY = new Set(['gefallen', 'gezogen', 'gereist', 'getreten', 'gestiegen', 'gewandert', 'gebogen', 'gewacht']);
const MORE_PREFIXES = ['hinunter', 'herunter', 'runter', 'hinauf', 'herauf', 'hinüber', 'herüber', 'hinein', 'herein', 'hinaus', 'heraus', 'durch', 'um', 'heim', 'davon', 'entgegen'];

export function isSeinParticiple(word: string): boolean {
  if (BARE.has(word)) return true;
  // "gefolgt", "begegnet", "passiert": taken bare only.
  return [...MORE_PREFIXES, ...SEPARABLE_PREFIXES].some((prefix) => {
    const base = word.slice(prefix.length);
    return word.startsWith(prefix) && (BARE.has(base) || WITH_PREFIX_ONLY.has(base)) && !/^(gefolgt|begegnet|gelungen|misslungen|passiert|geschehen)$/.test(base);
  });
}
