/**
 * German separable prefixes, longest first, so "hinauf" is tried before "hin". A prefix joined to a
 * participle or an infinitive is one word ("hinaufgewandert", "vorbeigebracht", "zurückfahren"), and
 * the German dictionary lists only some of these pairs: "sind … hinaufgewandert" was split into
 * "hinauf gewandert" (a separate writer's correct sentence, issue 33 batch 9), "ferngesehen" into "fern gesehen"
 * (intl batch 29): particles that are adjectives or nouns (fern, fest, frei, statt, teil, kennen) join the same way,
 * and so do the everyday short forms of her-/hin- ("rausbringen", "reinkommen", "runterfahren": intl batch 38).
 */
export const SEPARABLE_PREFIXES = `hinunter hinüber hinauf hinaus hinein hinweg herunter herüber herauf heraus herein herum herbei
  zurück zusammen entgegen weiter vorbei voran voraus vorüber wieder empor fort heim hoch nach weg los mit
  hin her vor bei ein auf aus ab an zu um fern fest frei statt teil bereit kennen
  raus rein runter rüber rauf rum ran drauf`
  .split(/\s+/)
  .filter(Boolean)
  .sort((a, b) => b.length - a.length);

/**
 * The verb forms a lower-case word could be made of, after each separable prefix it starts with: only
 * a participle ("ge…", at least six letters) or an infinitive ("…en", "…ern", "…eln"). A finite form is
 * left out on purpose: "anfangt" is "an" + "fangt" but a misspelt "anfängt", and a participle or
 * infinitive the dictionary knows cannot hide such a slip.
 */
export function listSeparableRests(word: string): string[] {
  if (!/^\p{Ll}+$/u.test(word)) return [];
  return SEPARABLE_PREFIXES.filter((prefix) => word.startsWith(prefix))
    .map((prefix) => word.slice(prefix.length))
    .filter((rest) => (rest.startsWith('ge') && rest.length >= 6) || (/(?:en|ern|eln)$/u.test(rest) && rest.length >= 5));
}
