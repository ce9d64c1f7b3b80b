export interface CompoundSplit {
  heads: string[];
  tails: string[];
}

function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/**
 * Candidate readings of a German compound as two dictionary words. The German Hunspell dictionary
 * relies on compounding rules that nspell does not implement, so "Arbeitszeit" would be flagged
 * although "Arbeit" + linking "s" + "Zeit" are both known. A split counts when some head and some
 * tail are known words.
 *
 * The last part decides a German compound's word class, so a word written in lower case is no noun
 * and its tail may not be one either: "gelessen" is not "Gel" + "Essen" (it is "gelesen" misspelt),
 * while "arbeitsfähig" is "Arbeit" + "s" + "fähig".
 */
export function listCompoundSplits(word: string): CompoundSplit[] {
  const splits: CompoundSplit[] = [];
  if (word.length < 6) return splits;
  for (let i = 3; i <= word.length - 3; i++) {
    const head = word.slice(0, i);
    const tail = word.slice(i);
    const heads = [head, capitalise(head)];
    // Linking elements (Fugen): Arbeit-s-zeit, Kind-er-garten, Tag-es-licht, Straße-n-bahn.
    for (const link of ['s', 'es', 'n', 'en', 'er', 'e']) {
      if (head.length - link.length >= 3 && head.endsWith(link)) heads.push(capitalise(head.slice(0, -link.length)));
    }
    const lowerCase = word.charAt(0) !== word.charAt(0).toUpperCase();
    splits.push({ heads, tails: lowerCase ? [tail] : [capitalise(tail), tail.toLowerCase()] });
  }
  return splits;
}
