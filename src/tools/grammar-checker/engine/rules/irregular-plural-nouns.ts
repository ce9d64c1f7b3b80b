import { type Issue } from '../types';
import { matchCase } from './make-issue';
import { tagSentences } from './tag-words';

// A regular -s plural written for a noun whose plural is irregular; several are also verbs ("he knifes", "she leafs
// through", "wolfs down", "foots the bill", "loafs about"), so the word's place decides.
const IRREGULAR: Record<string, string> = {
  knifes: 'knives', leafs: 'leaves', wolfs: 'wolves', loafs: 'loaves', thiefs: 'thieves', shelfs: 'shelves', halfs: 'halves',
  wifes: 'wives', calfs: 'calves', lifes: 'lives', scarfs: 'scarves', mouses: 'mice', gooses: 'geese', foots: 'feet',
  tooths: 'teeth', louses: 'lice', oxes: 'oxen',
};
const POSSESSIVES = /^(my|your|his|her|its|our|their)$/;

/**
 * "two different knifes" → "knives", "found two mouses" → "mice": the regular plural of a noun whose plural is
 * irregular, where only a noun can stand — after a determiner, a number, an adjective, a possessive or a preposition.
 * After a subject ("he knifes", "she leafs through") the word is the verb and stays.
 */
export function checkIrregularPluralNouns(text: string): Issue[] {
  const issues: Issue[] = [];
  for (const words of tagSentences(text)) {
    words.forEach((word, i) => {
      const plural = IRREGULAR[word.lower];
      if (!plural || word.text.toUpperCase() === word.text) return;
      const before = words[i - 1];
      const nounSlot = before !== undefined && (['DET', 'NUM', 'ADJ', 'ADP'].includes(before.pos) || POSSESSIVES.test(before.lower) || before.lower === "'s");
      if (!nounSlot) return;
      issues.push({
        offset: word.start, length: word.end - word.start, category: 'grammar', rule: 'number/irregular-plural', source: 'rule', confidence: 0.85,
        message: `The plural of this noun is irregular: '${plural}'.`, replacements: [matchCase(word.text, plural)],
      });
    });
  }
  return issues;
}
