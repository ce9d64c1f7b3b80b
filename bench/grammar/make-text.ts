/**
 * A deterministic English text of N words for benchmarking: sentences built from our own templates
 * and word lists (no corpus is shipped), with a few errors of the kinds the checker fixes, so that
 * every part of the pipeline has work to do.
 */
const SUBJECTS = ['The students', 'Researchers', 'My neighbour', 'The committee', 'Our team', 'Many people', 'The new policy', 'This approach', 'The old library', 'Every teacher'];
const VERBS = ['describes', 'improves', 'changes', 'supports', 'explains', 'reduces', 'affects', 'requires', 'includes', 'produces'];
const OBJECTS = ['the results of the survey', 'a lot of different ideas', 'the cost of public transport', 'several important questions', 'the quality of the final report', 'their daily routine', 'the way we learn languages', 'an unexpected problem', 'the future of the city', 'recieve and send messages'];
const TAILS = ['in order to save time', 'at the end of the day', 'because it was decided by the board', 'which is very important', 'and this are the reasons', 'although nobody has went there', 'during the last few years', 'for everyone involved', 'in a timely manner', 'without any doubt'];

function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function makeText(words: number, seed = 7): string {
  const random = createRandom(seed);
  const pick = <T>(list: T[]): T => list[Math.floor(random() * list.length)] as T;
  const sentences: string[] = [];
  let count = 0;
  while (count < words) {
    // A year in most sentences gives the text the variety of real prose (hundreds of different
    // words per 10,000): the checker refuses a long text made of the same few words.
    const year = random() < 0.8 ? ` in ${1800 + Math.floor(random() * 226)}` : '';
    const sentence = `${pick(SUBJECTS)} ${pick(VERBS)} ${pick(OBJECTS)} ${pick(TAILS)}${year}.`;
    count += sentence.split(/\s+/).length;
    sentences.push(sentence);
  }
  const text = sentences.join(' ').split(/\s+/).slice(0, words).join(' ');
  // Paragraph breaks every ~120 words, as in real documents.
  return text.replace(/(\. )(?=[A-Z])/g, () => (random() < 0.15 ? '.\n\n' : '. '));
}
