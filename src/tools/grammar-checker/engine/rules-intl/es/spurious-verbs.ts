/**
 * Infinitives in tables/es-verbs.txt that are no Spanish verbs: the dictionary's "der", "dir", "far" and
 * "ter" (abbreviations and fragments that took the verb flags) give "do", "de", "te", "día", "tía" verb
 * readings, so "da" looked like a subjunctive of "der" ("Espero que me da el alta" was left alone).
 * The Spanish verb table reads none of them.
 */
export const SPURIOUS_VERB_LEMMAS: ReadonlySet<string> = new Set(['der', 'dir', 'far', 'ter']);
