/**
 * The adverb of each adjective our adverb rules may suggest ("careful" → "carefully", "gentle" → "gently"). One table so
 * the spellings agree; each rule keeps its own list of which adjectives it watches, as the contexts differ.
 */
const ADVERB_SPELLINGS: Readonly<Record<string, string>> = {
  accurate: 'accurately', angry: 'angrily', automatic: 'automatically', awful: 'awfully', bad: 'badly', beautiful: 'beautifully',
  brief: 'briefly', calm: 'calmly', careful: 'carefully', careless: 'carelessly', clear: 'clearly', clever: 'cleverly',
  confident: 'confidently', correct: 'correctly', easy: 'easily', efficient: 'efficiently', fluent: 'fluently',
  frequent: 'frequently', gentle: 'gently', heavy: 'heavily', honest: 'honestly', immediate: 'immediately', instant: 'instantly',
  kind: 'kindly', loud: 'loudly', neat: 'neatly', nervous: 'nervously', patient: 'patiently', perfect: 'perfectly',
  polite: 'politely', professional: 'professionally', proper: 'properly', quick: 'quickly', quiet: 'quietly', rapid: 'rapidly',
  regular: 'regularly', rude: 'rudely', safe: 'safely', secure: 'securely', serious: 'seriously', silent: 'silently',
  slow: 'slowly', smooth: 'smoothly', soft: 'softly', sudden: 'suddenly', terrible: 'terribly', thorough: 'thoroughly',
  warm: 'warmly',
};

/** A lookup limited to the adjectives a rule watches: the adverb for each, or undefined for any other word. */
export function pickAdverbSpellings(adjectives: string): Readonly<Record<string, string>> {
  const table: Record<string, string> = {};
  for (const adjective of adjectives.split(/\s+/).filter(Boolean)) {
    const adverb = ADVERB_SPELLINGS[adjective];
    if (!adverb) throw new Error(`No adverb spelling for "${adjective}"`);
    table[adjective] = adverb;
  }
  return table;
}
