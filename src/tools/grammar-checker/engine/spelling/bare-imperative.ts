/**
 * "Häng das Bild an die Wand", "Lern die Wörter bis morgen": the German imperative singular drops its -e in everyday
 * writing, and the dictionary lists some verbs' bare form ("leg", "stell") but not others' ("häng", "lern"), so the
 * speller made "Hänge" of a separate writer's correct sentence (intl batch 28). A word opening a sentence is such an
 * imperative when the dictionary knows its forms with -e (the first person), -en (the infinitive) and -t (the third
 * person) in lower case: "hänge, hängen, hängt". A noun slip inside a sentence ("in der Schul") is not read so.
 */
export function listBareImperativeForms(word: string): string[] {
  if (!/^\p{L}\p{Ll}{2,}$/u.test(word) || /[e]$/u.test(word)) return [];
  const lower = word.toLowerCase();
  return [`${lower}e`, `${lower}en`, `${lower}t`];
}

/** The word at `start` opens a sentence: the text's start, or after . ! ? : or a line break (quotes and dashes between). */
export function opensSentence(text: string, start: number): boolean {
  return /(?:^|[.!?:\n])[\s"„“»«'‚–-]*$/u.test(text.slice(Math.max(0, start - 12), start)) || start === 0;
}
