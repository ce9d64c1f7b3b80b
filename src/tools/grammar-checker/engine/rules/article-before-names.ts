import { type Issue } from '../types';
import { tagSentences } from './tag-words';

// Names that take no article: a mountain or lake named with "Mount/Lake", and countries and continents with a one-word
// name (not "the Netherlands", "the UK", "the Philippines", which take it).
const NAME_STARTERS = /^(Mount|Mt|Lake)$/;
const PLACES = new Set(
  `France Germany Spain Italy Portugal Japan China India Brazil Canada Australia Mexico Russia England Scotland Wales Ireland
  Poland Turkey Egypt Kenya Nigeria Peru Chile Argentina Colombia Greece Sweden Norway Denmark Finland Austria Switzerland
  Belgium Hungary Romania Ukraine Vietnam Thailand Indonesia Korea Iran Iraq Israel Morocco Ghana Ethiopia Pakistan
  Bangladesh Europe Asia Africa Australia Antarctica`.split(/\s+/),
);

// A language's name takes no article as the object of "speak", "learn", "study" or "practise": "speaks French fluently".
// (Not after "understand" or "teach", where "the French" may be the people.)
const LANGUAGES = new Set(
  `English French German Spanish Italian Portuguese Russian Chinese Mandarin Cantonese Japanese Korean Arabic Hindi Urdu Turkish
  Polish Dutch Swedish Norwegian Danish Finnish Greek Hebrew Persian Swahili Vietnamese Thai Czech Hungarian Romanian Ukrainian`.split(/\s+/),
);
const LANGUAGE_VERBS = new Set('speak learn study practise practice'.split(' '));

/**
 * "The Mount Everest is on my list" → "Mount Everest", "We travelled to the France" → "to France", "speaks the French
 * fluently" → "speaks French": a mountain or lake named with "Mount/Lake", a one-word country or continent, and a
 * language spoken or learnt take no article. Kept: "the Lake District", "the Mount of
 * Olives", a name used as a modifier ("the France team") or with its own phrase or clause ("the Japan of the 1980s",
 * "the Spain I know").
 */
export function checkArticleBeforeNames(text: string): Issue[] {
  const issues: Issue[] = [];
  for (const words of tagSentences(text)) {
    words.forEach((the, i) => {
      if (the.lower !== 'the') return;
      const name = words[i + 1];
      if (!name) return;
      let end: number;
      if (NAME_STARTERS.test(name.text) && words[i + 2]?.pos === 'PROPN' && /^\p{Lu}\p{Ll}+$/u.test(words[i + 2]!.text) && !/^(District|Poets|Of)$/.test(words[i + 2]!.text)) end = i + 3;
      else if (PLACES.has(name.text)) end = i + 2;
      else if (LANGUAGES.has(name.text) && words[i - 1]?.pos === 'VERB' && LANGUAGE_VERBS.has(words[i - 1]?.lemma ?? '')) end = i + 2;
      else return;
      const after = words[end];
      const modifier = after !== undefined && (/^(NOUN|PROPN|NUM)$/.test(after.pos) || (after.pos === 'ADJ' && !/^(last|next|this|every)$/.test(after.lower)));
      // "the Asia-Europe Meeting", "the Australia-based institute", "the Iran - Contra affair": part of a longer name.
      if (modifier || /^(of|that|which|who|where|i|we|you|they|he|she|-|–|—)$/.test(after?.lower ?? '')) return;
      // "the Spanish spoken in Mexico": a participle phrase makes it one variety of the language.
      if (LANGUAGES.has(name.text) && after?.pos === 'VERB') return;
      // Deleting "the" and the space after it; a capital moves to the name ("The Mount" → "Mount", already capitalised).
      issues.push({
        offset: the.start, length: name.start - the.start, category: 'grammar', rule: 'article/names', source: 'rule', confidence: 0.8,
        message: `'${words.slice(i + 1, end).map((w) => w.text).join(' ')}' is a name that takes no article.`, replacements: [''],
      });
    });
  }
  return issues;
}
