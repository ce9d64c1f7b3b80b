/**
 * "Versichertenkarte", "Angestelltenausweis", "Reisendeninformation": a participle used as a noun ("der Versicherte",
 * "die Reisenden") joins a compound in its -en form, and the German dictionary gives some of them no compound flag, so
 * Hunspell refused "Versichertenkarte" and offered "Krankenversicherte", which changed the word (a separate writer's
 * correct sentence, intl batch 27). Each reading of a capitalised word as such a head + a last part: the participle
 * (lower case, "versichert", "reisend") and the last part with a capital ("Karte"); the caller keeps the word when the
 * dictionary knows the participle and the last part is a noun. The participle must look like one: ge-, be-, ver-, er-,
 * ent-, zer-, emp-, miss- (after a separable prefix or not) and -t, or a present participle in -end, so that "Warten|zimmer"
 * (for "Wartezimmer") is not read as "wart" + "Zimmer".
 */
export function listParticipleCompoundHeads(word: string): { participle: string; tail: string }[] {
  if (!/^\p{Lu}\p{Ll}{9,}$/u.test(word)) return [];
  const found: { participle: string; tail: string }[] = [];
  for (let i = 7; i <= word.length - 4; i++) {
    const head = word.slice(0, i).toLowerCase();
    if (!/(t|end)en$/.test(head)) continue;
    const participle = head.slice(0, -2);
    const past = /^(?:(?:an|ab|auf|aus|ein|mit|vor|zu|zurück|weg|fest)?ge|be|ver|er|ent|zer|emp|miss)\p{Ll}{3,}t$/u.test(participle);
    const present = /\p{Ll}{4,}end$/u.test(participle);
    if (!past && !present) continue;
    found.push({ participle, tail: word.charAt(i).toUpperCase() + word.slice(i + 1) });
  }
  return found;
}
