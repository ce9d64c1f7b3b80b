import { type Issue } from '../types';
import { matchCase } from './make-issue';
import { tagSentences } from './tag-words';
import { isVerbForm } from './verb-lexicon';

/*
 * "My mothers car broke down" → "mother's car": after "my", a parent or a spouse is one person, so an -s
 * before the thing they own is the possessive without its apostrophe (plural-possessive.ts leaves kin who
 * come in numbers, "my brothers tent", to its own reading). The thing must be a noun no verb shares, so
 * "my mothers are both doctors" (two mothers, a subject and its verb) stays.
 */
const ONE_OF_THEM: Record<string, string> = {
  mothers: 'mother', fathers: 'father', mums: 'mum', moms: 'mom', dads: 'dad', husbands: 'husband', wifes: 'wife',
};
const POSSESSIVES = /^(my|your|his|her|our|their)$/;
const TWO_OBJECT_VERBS = new Set('give save cost owe lend send buy bring show tell offer pay get make teach find cook leave hand pass write sell promise ask wish charge'.split(' '));

export function checkPossessiveOfOneParent(text: string): Issue[] {
  const issues: Issue[] = [];
  for (const words of tagSentences(text)) {
    for (let i = 1; i + 1 < words.length; i++) {
      const owner = words[i];
      const thing = words[i + 1];
      const singular = owner ? ONE_OF_THEM[owner.lower] : undefined;
      if (!owner || !thing || !singular || !POSSESSIVES.test(words[i - 1]?.lower ?? '') || text[owner.end] !== ' ') continue;
      if (thing.pos !== 'NOUN' || thing.lower !== thing.lemma || thing.lower.endsWith('s') || isVerbForm(thing.lower)) continue;
      if (TWO_OBJECT_VERBS.has(words[i - 2]?.lemma ?? '')) continue;
      issues.push({
        offset: owner.start, length: owner.end - owner.start, category: 'grammar', rule: 'possessive/apostrophe', source: 'rule', confidence: 0.8,
        message: `The ${thing.text} belongs to one person: '${singular}'s'.`, replacements: [matchCase(owner.text, `${singular}'s`)],
      });
    }
  }
  return issues;
}
