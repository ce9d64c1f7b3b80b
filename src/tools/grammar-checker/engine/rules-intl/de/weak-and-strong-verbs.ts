/**
 * Verbs with a weak conjugation of their own beside the strong one, often with another meaning: "Er hat es
 * geschafft" (managed; "geschaffen" is created), "Ich habe das Bild an die Wand gehängt" (transitive; "gehangen"
 * is intransitive), "die Datei gelöscht" ("erloschen" is the fire going out), "das Baby gewiegt" (rocked; "gewogen"
 * is weighed). Their regular participle ge- + stem + -t is right and must not be made strong.
 */
const WEAK_TOO = new Set([
  'schaffen', 'hängen', 'löschen', 'wiegen', 'bewegen', 'senden', 'wenden', 'schleifen', 'erschrecken', 'weichen',
  'schwellen', 'stecken', 'quellen', 'gären', 'glimmen', 'saugen', 'weben', 'scheren', 'sieden', 'spalten',
]);

/** "geschafft", "aufgehängt" (the separable prefix already taken off): a weak participle of such a verb. */
export function isWeakParticipleToo(participle: string): boolean {
  const stem = /^ge(\p{Ll}{2,})e?t$/u.exec(participle)?.[1];
  return stem !== undefined && WEAK_TOO.has(`${stem}en`);
}
