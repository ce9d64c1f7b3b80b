/**
 * Deterministic English-like texts for the benchmark: a Zipf-distributed vocabulary of invented words
 * (common words repeat as in real prose, rare ones are unique), sentences and paragraphs.
 */
function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 4294967296;
  };
}

const SYLLABLES = ['ka', 'lo', 'mi', 'ten', 'ra', 'sho', 'ver', 'an', 'de', 'qui', 'pel', 'mor', 'ist', 'un', 'ex', 'ba'];
const FUNCTION_WORDS = ['the', 'of', 'and', 'to', 'a', 'in', 'is', 'that', 'for', 'it', 'as', 'with', 'was', 'on'];

function createVocabulary(size: number, random: () => number): string[] {
  const words = [...FUNCTION_WORDS];
  while (words.length < size) {
    let word = '';
    const syllables = 1 + Math.floor(random() * 4);
    for (let i = 0; i < syllables; i++) word += SYLLABLES[Math.floor(random() * SYLLABLES.length)];
    words.push(word);
  }
  return words;
}

export function makeText(length: number, seed: number): string {
  const random = createRandom(seed);
  const vocabulary = createVocabulary(30_000, random);
  const parts: string[] = [];
  let size = 0;
  let wordsInSentence = 0;
  while (size < length) {
    // Cubing a uniform draw skews towards the front of the list: frequent words dominate, as in prose.
    let word = vocabulary[Math.floor(random() ** 3 * vocabulary.length)]!;
    if (wordsInSentence === 0) word = word[0]!.toUpperCase() + word.slice(1);
    wordsInSentence++;
    let separator = ' ';
    if (wordsInSentence > 6 && random() < 0.12) {
      separator = random() < 0.12 ? '.\n\n' : '. ';
      wordsInSentence = 0;
    } else if (random() < 0.06) separator = ', ';
    parts.push(word, separator);
    size += word.length + separator.length;
  }
  return parts.join('');
}

/** A revision of `text`: about `rate` of its words deleted, replaced or followed by an inserted word. */
export function editText(text: string, seed: number, rate: number): string {
  const random = createRandom(seed);
  const vocabulary = createVocabulary(2_000, random);
  const pieces = text.split(/(\s+)/);
  const edited: string[] = [];
  for (const piece of pieces) {
    if (!/\S/.test(piece) || random() >= rate) {
      edited.push(piece);
      continue;
    }
    const replacement = vocabulary[Math.floor(random() * vocabulary.length)]!;
    const choice = random();
    if (choice < 0.33) edited.push(replacement);
    else if (choice < 0.66) edited.push(piece, ' ', replacement);
    // else: the word is deleted
  }
  return edited.join('');
}
