/**
 * A deterministic English text of N words: sentences built from our own templates and word lists (no
 * corpus is shipped), with a few errors of the kinds the checker fixes, so that every part of the
 * pipeline has work to do. The lists are long enough that 10,000 words use several hundred different
 * words, as real prose does (the checker refuses text that repeats a few words). The server warms the
 * checker with one (tool.ts) and `src/tools/grammar-checker/bench/run.ts` measures with others.
 */
import { createSeededRandom } from '../../../../domain/seeded-random';

const SUBJECTS = [
  'The students', 'Researchers', 'My neighbour', 'The committee', 'Our team', 'Many people', 'The new policy', 'This approach',
  'The old library', 'Every teacher', 'The local council', 'A young engineer', 'Most farmers', 'The hospital staff', 'Her grandfather',
  'The city museum', 'Several companies', 'The village school', 'A small charity', 'The football club', 'Me and my sister', 'Everyone',
];
const VERBS = [
  'describes', 'improves', 'changes', 'supports', 'explains', 'reduces', 'affects', 'requires', 'includes', 'produces', 'questions',
  'studies', 'protects', 'welcomes', 'organises', 'measures', 'compares', 'discovers', 'finances', 'documents', 'reviews', 'repairs',
];
const ADJECTIVES = ['', '', 'careful', 'detailed', 'surprising', 'local', 'expensive', 'historical', 'difficult', 'modern', 'rural', 'seasonal', 'annual', 'quiet', 'unusual'];
const OBJECTS = [
  'results of the survey', 'ideas about transport', 'cost of public transport', 'questions from parents', 'quality of the final report',
  'daily routine of nurses', 'way we learn languages', 'problem with the roof', 'future of the city', 'letters from abroad', 'maps of the river',
  'records of the harvest', 'habits of migrating birds', 'prices of fresh vegetables', 'plans for the new bridge', 'history of the harbour',
  'rules for young drivers', 'paintings in the east wing', 'recipes of the region', 'behaviour of honey bees', 'datas from the weather station',
];
const TAILS = [
  'in order to save time', 'at the end of the day', 'because it was decided by the board', 'which is very important', 'and this are the reasons',
  'although nobody has went there', 'during the last few years', 'for everyone involved', 'in a timely manner', 'without any doubt',
  'after a long discussion', 'before the winter arrives', 'with help from volunteers', 'for three week', 'despite the heavy rain',
  'while the market was closed', 'as the mayor had promised', 'under difficult conditions', 'with surprising patience', 'on a very tight budget',
];
const OPENERS = ['', '', '', 'In the spring, ', 'However, ', 'Last year, ', 'As expected, ', 'Meanwhile, ', 'On Mondays, ', 'For this reason, '];

export function makeSampleText(words: number, seed = 7): string {
  const random = createSeededRandom(seed);
  const pick = <T>(list: T[]): T => list[Math.floor(random() * list.length)] as T;
  const sentences: string[] = [];
  let count = 0;
  while (count < words) {
    const year = random() < 0.3 ? ` in ${1800 + Math.floor(random() * 226)}` : '';
    const opener = pick(OPENERS);
    const subject = opener ? pick(SUBJECTS).replace(/^The /, 'the ').replace(/^A /, 'a ').replace(/^Our /, 'our ').replace(/^My /, 'my ').replace(/^Her /, 'her ').replace(/^This /, 'this ').replace(/^Every /, 'every ').replace(/^Many /, 'many ').replace(/^Most /, 'most ').replace(/^Several /, 'several ') : pick(SUBJECTS);
    const adjective = pick(ADJECTIVES);
    const object = `the ${adjective ? `${adjective} ` : ''}${pick(OBJECTS)}`;
    const sentence = `${opener}${subject} ${pick(VERBS)} ${object} ${pick(TAILS)}${year}.`;
    count += sentence.split(/\s+/).length;
    sentences.push(sentence.charAt(0).toUpperCase() + sentence.slice(1));
  }
  const text = sentences.join(' ').split(/\s+/).slice(0, words).join(' ');
  // Paragraph breaks every ~120 words, as in real documents.
  return text.replace(/(\. )(?=[A-Z])/g, () => (random() < 0.15 ? '.\n\n' : '. '));
}
